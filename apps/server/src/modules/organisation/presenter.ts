import type { z } from 'zod';
import type { OrganisationRow } from './repo.ts';
import type { organisationSchema } from './schemas.ts';

export function presentOrganisation(row: OrganisationRow): z.infer<typeof organisationSchema> {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    email: row.email,
    phone: row.phone,
    center: { lat: row.center_lat, lon: row.center_lon },
    zoom: row.zoom,
    hero: row.hero,
    primaryColour: row.primary_colour,
    secondaryColour: row.secondary_colour,
    deviceLimit: row.device_limit,
    role: row.role,
  };
}
