export type { MemberRole as OrganisationRole, Organisation } from '@pinpoint/shared';
