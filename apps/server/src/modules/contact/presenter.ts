import type { Contact } from '@pinpoint/shared';
import type { ContactRow } from './repo.ts';

export function presentContact(row: ContactRow): Contact {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    contactMethod: row.contact_method,
    quietStart: row.quiet_start,
    quietEnd: row.quiet_end,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
