import type { DeviceUpdate, LiveServerMessage } from '@pinpoint/shared/live.ts';

// The live channel's messages read without zod (issue 31 item 4): the connection starts with the
// first screen, and zod would be its largest library. Accepts exactly what liveServerMessageSchema
// accepts for the messages an organisation's connection acts on, and keeps only the schema's
// fields (zod's objects drop the others); live-message.test.ts holds the two side by side.

/** The server messages an organisation's connection acts on (the share ones go to share sockets). */
export type OrganisationLiveMessage = Extract<
  LiveServerMessage,
  { type: 'ready' | 'subscribed' | 'device' | 'error' }
>;

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);

function readPosition(v: unknown): DeviceUpdate['position'] | null {
  if (!isObject(v) || !isNumber(v.lat) || !isNumber(v.lon) || typeof v.time !== 'string') return null;
  if (!optional(v.speed, isNumber) || !optional(v.heading, isNumber) || !optional(v.accuracy, isNumber))
    return null;
  if (!optional(v.source, (x) => x === 'network')) return null;
  const position: NonNullable<DeviceUpdate['position']> = { lat: v.lat, lon: v.lon, time: v.time };
  if (v.speed !== undefined) position.speed = v.speed as number;
  if (v.heading !== undefined) position.heading = v.heading as number;
  if (v.accuracy !== undefined) position.accuracy = v.accuracy as number;
  if (v.source !== undefined) position.source = 'network';
  return position;
}

function readUpdate(v: unknown): DeviceUpdate | null {
  if (!isObject(v)) return null;
  const { organisationId, deviceId, lastSeenAt, readings, events, lastAlertAt } = v;
  if (typeof organisationId !== 'string' || typeof deviceId !== 'string' || typeof lastSeenAt !== 'string')
    return null;
  if (!isObject(readings) || !Object.values(readings).every(isNumber)) return null;
  if (!optional(events, (x) => isObject(x) && Object.values(x).every(isNumber))) return null;
  if (!optional(lastAlertAt, (x) => typeof x === 'string')) return null;
  const update: DeviceUpdate = {
    organisationId,
    deviceId,
    lastSeenAt,
    readings: { ...readings } as Record<string, number>,
  };
  if (v.position !== undefined) {
    const position = readPosition(v.position);
    if (!position) return null;
    update.position = position;
  }
  if (events !== undefined) update.events = { ...(events as Record<string, number>) };
  if (lastAlertAt !== undefined) update.lastAlertAt = lastAlertAt as string;
  return update;
}

/** A message of this version's contract, or null (not JSON of it: the connection ignores it). */
export function readLiveMessage(json: unknown): OrganisationLiveMessage | null {
  if (!isObject(json)) return null;
  switch (json.type) {
    case 'ready':
      return { type: 'ready' };
    case 'subscribed':
      return typeof json.organisationId === 'string'
        ? { type: 'subscribed', organisationId: json.organisationId }
        : null;
    case 'device': {
      const update = readUpdate(json.update);
      return update ? { type: 'device', update } : null;
    }
    case 'error':
      return typeof json.message === 'string' ? { type: 'error', message: json.message } : null;
    default:
      return null;
  }
}
