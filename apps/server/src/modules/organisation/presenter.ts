import type { Organisation } from '@pinpoint/shared';
import type { OrganisationRow } from './repo.ts';

export function presentOrganisation(row: OrganisationRow): Organisation {
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
