import type { NormalisedMessage } from './uplink.ts';

/**
 * The unknown-devices inbox (issue 17): an organisation's uplinks for Dev EUIs
 * it has not registered, kept so the device can be added in one click. Only
 * uplinks sent with the organisation's own ingest key land in its inbox (the
 * pipeline knows the key's organisation), so a row never holds another
 * organisation's data. Bounded: a new Dev EUI is kept only while the
 * organisation has fewer than UNKNOWN_DEVICES_PER_ORGANISATION (past that it is
 * only counted, as before, in ingest_unknown), for UNKNOWN_DEVICE_DAYS days.
 * Each of the pipeline's lanes checks the cap on its own, so lanes writing at
 * the same moment can pass it by at most a cap each; the maintenance
 * (modules/unknown-devices, every 10 minutes) trims back to it and the screen
 * shows the newest cap.
 */
export const UNKNOWN_DEVICES_PER_ORGANISATION = 100;
export const UNKNOWN_DEVICE_DAYS = 7;
/** A decoded payload larger than this (as JSON) is left out of the summary. */
const DECODED_MAX_CHARS = 2000;

/** An uplink for a Dev EUI the key's organisation has not registered. */
export type UnknownUplink = { organisationId: string; devEui: string; source: string; summary: string };

const hex = (bytes: Uint8Array | undefined) =>
  bytes ? Buffer.from(bytes).toString('hex').toUpperCase() : null;

/** A short JSON summary of the newest uplink, for the inbox (uplinkSummarySchema). */
export function summariseUplink(message: NormalisedMessage): string {
  const network = message.network;
  const decoded = message.kind === 'uplink' ? message.decoded : undefined;
  const decodedText = decoded ? JSON.stringify(decoded) : '';
  const location = message.kind === 'join' ? undefined : message.location;
  return JSON.stringify({
    kind: message.kind,
    receivedAt: message.receivedAt.toISOString(),
    fPort: message.kind === 'uplink' ? (message.fPort ?? null) : null,
    fCnt: message.kind === 'uplink' ? (message.fCnt ?? null) : null,
    payload: message.kind === 'uplink' ? hex(message.payload) : null,
    decoded: decoded && decodedText.length <= DECODED_MAX_CHARS ? decoded : null,
    location: location ? { lat: location.lat, lon: location.lon } : null,
    networkName: network?.ttnDeviceId ?? network?.chirpstackDeviceName ?? network?.heliumDeviceName ?? null,
    joinEui: network?.joinEui ?? null,
  });
}

const EUI = /^[0-9A-F]{16}$/;

/** The inbox's share of a group: one row per organisation and Dev EUI, the newest uplink winning. */
export function inboxRows(unknown: Array<Partial<UnknownUplink>>): Array<UnknownUplink & { n: number }> {
  const rows = new Map<string, UnknownUplink & { n: number }>();
  for (const u of unknown) {
    if (!u.organisationId || !u.devEui || !EUI.test(u.devEui) || !u.source || !u.summary) continue;
    const key = `${u.organisationId} ${u.devEui}`;
    const seen = rows.get(key);
    rows.set(key, { ...(u as UnknownUplink), n: (seen?.n ?? 0) + 1 });
  }
  // A fixed order, so two statements never lock the same rows in opposite orders.
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
}

type Unnest = (columns: Array<[unknown[], string]>) => string;

/**
 * The upsert of one group's unknown uplinks into the inbox (a part of the
 * group's one statement, store.ts). A Dev EUI already in the inbox is counted;
 * a new one only while the organisation has fewer than the cap.
 */
export function keepUnknownSql(unnest: Unnest, rows: ReturnType<typeof inboxRows>): string {
  return `insert into unknown_devices as d (organisation_id, dev_eui, source, count, last_payload)
    select u.organisation_id, u.dev_eui, u.source, u.n, u.summary
      from (select g.*, row_number() over (partition by g.organisation_id) as rank
              from ${unnest([
                [rows.map((r) => r.organisationId), 'uuid'],
                [rows.map((r) => r.devEui), 'text'],
                [rows.map((r) => r.source), 'text'],
                [rows.map((r) => r.n), 'bigint'],
                [rows.map((r) => r.summary), 'jsonb'],
              ])} as g(organisation_id, dev_eui, source, n, summary)) as u
     where exists (select 1 from unknown_devices x where x.organisation_id = u.organisation_id and x.dev_eui = u.dev_eui)
        -- a new Dev EUI: only while the organisation's inbox, with the group's own, stays under the cap
        or (select count(*) from unknown_devices x where x.organisation_id = u.organisation_id) + u.rank
           <= ${UNKNOWN_DEVICES_PER_ORGANISATION}
    on conflict (organisation_id, dev_eui) do update set
      count = d.count + excluded.count,
      source = excluded.source,
      last_seen_at = now(),
      last_payload = excluded.last_payload`;
}
