import { fillMessage, messages } from '@pinpoint/shared';

export const organisationExists = (name: string) => fillMessage(messages.organisationExists, { name });
export const contactExists = (name: string) => fillMessage(messages.contactExists, { name });
