import type { TFunction } from 'i18next';
import { billing } from '../../lib/i18n/sections/billing.en.ts';
import { sectionMessages } from '../../lib/i18n/translate-message.ts';

const { translate, fieldError } = sectionMessages('billing.serverMessages', billing.serverMessages);

/** A billing message from the server or the shared schema, in the reader's language. */
export const billingText = Object.assign((message: string, t: TFunction) => translate(message, t), {
  fieldError,
});
