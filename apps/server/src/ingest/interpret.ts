import { createHash } from 'node:crypto';
import { decode, hasDecoder } from '@pinpoint/decoders';
import type { NormalisedLocationFix, NormalisedMessage, TimeFlag } from './uplink.ts';

/** What ingest knows of a device when an uplink arrives. */
export type KnownDevice = {
  id: string;
  organisationId: string;
  modelId: string | null;
  fcntEpoch: number;
};

export type BatteryRange = { minMv: number; maxMv: number };

export type FrameRow = {
  kind: 'uplink' | 'join' | 'location';
  /** The time of measurement: the sender's, or ours where the sender's could not be right. */
  receivedAt: Date;
  /** Why receivedAt is not the sender's time, or why the frame changed no current state. */
  timeFlag: TimeFlag | null;
  /** The sender's own time, kept when it was replaced. */
  deviceTime: Date | null;
  fCnt: number | null;
  fPort: number | null;
  payload: Buffer | null;
  decoded: Record<string, unknown> | null;
  decodeError: string | null;
  radio: Record<string, unknown> | null;
  dedupKey: string;
};

export type Interpretation = {
  frame: FrameRow;
  readings: Array<{ field: string; value: number }>;
  position: (NormalisedLocationFix & { time: Date }) | null;
  /** A join restarts the frame counters: the device moves to a new epoch. */
  rejoin: boolean;
};

/** Spec and DESIGN 5: percent from millivolts over the configured range, clamped to 0..100. */
export function batteryPercent(mv: number, { minMv, maxMv }: BatteryRange): number {
  const pct = ((mv - minMv) / (maxMv - minMv)) * 100;
  return Math.round(Math.min(100, Math.max(0, pct)));
}

/**
 * Network servers that decode for us use the codec's field names. Where we
 * have no decoder for the model, the common names still give readings.
 */
const commonNames: Record<string, { field: string; scale?: number }> = {
  temperature: { field: 'temperature' },
  TempC_SHT: { field: 'temperature' },
  humidity: { field: 'humidity' },
  Hum_SHT: { field: 'humidity' },
  co2: { field: 'co2' },
  battery: { field: 'battery_pct' },
  BatV: { field: 'battery_mv', scale: 1000 },
  batteryVoltage: { field: 'battery_mv', scale: 1000 },
  door_open: { field: 'door_open' },
  leak: { field: 'leak' },
  motion: { field: 'motion' },
  distance: { field: 'distance_mm' },
  button: { field: 'button' },
};

// `battery` is a percentage in most codecs (Milesight) but volts in some trackers' (3.91):
// a fractional value under 5 can only be volts.
const batteryVolts = { field: 'battery_mv', scale: 1000 };
const isVolts = (value: number) => value < 5 && !Number.isInteger(value);

function readingsFromDecodedObject(decoded: Record<string, unknown>) {
  const out: Array<{ field: string; value: number | boolean }> = [];
  for (const [name, value] of Object.entries(decoded)) {
    const known =
      name === 'battery' && typeof value === 'number' && isVolts(value) ? batteryVolts : commonNames[name];
    if (!known) continue;
    if (typeof value === 'number' && Number.isFinite(value))
      out.push({ field: known.field, value: value * (known.scale ?? 1) });
    else if (typeof value === 'boolean') out.push({ field: known.field, value });
  }
  return out;
}

function locationFromDecodedObject(decoded: Record<string, unknown>): NormalisedLocationFix | undefined {
  const lat = decoded.latitude ?? decoded.lat;
  const lon = decoded.longitude ?? decoded.lon ?? decoded.lng;
  if (typeof lat !== 'number' || typeof lon !== 'number') return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return undefined;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);
  const heading = num(decoded.heading ?? decoded.course);
  return {
    lat,
    lon,
    source: 'gnss',
    ...(num(decoded.speed) !== undefined ? { speed: num(decoded.speed) } : {}),
    ...(heading !== undefined && heading <= 360 ? { heading } : {}),
    ...(num(decoded.altitude) !== undefined ? { alt: num(decoded.altitude) } : {}),
  };
}

const hash = (bytes: Uint8Array | undefined) =>
  createHash('sha1')
    .update(bytes ?? new Uint8Array())
    .digest('base64url')
    .slice(0, 16);

/**
 * The duplicate key: the sender's own id where it promises one; else the frame
 * counter (within the device's join epoch) and the payload; else the time and
 * position for senders without counters (phones).
 */
export function dedupKey(message: NormalisedMessage, device: KnownDevice): string {
  if (message.dedupKey) {
    // A sender's id of any length: a long one is hashed, as a key over 2.7 kB breaks the dedup index.
    return message.dedupKey.length <= 128
      ? `id:${message.dedupKey}`
      : `idh:${createHash('sha256').update(message.dedupKey).digest('base64url')}`;
  }
  if (message.kind === 'join') return `join:${message.receivedAt.toISOString()}`;
  if (message.kind === 'location') return `loc:${message.location.lat},${message.location.lon}`;
  if (message.fCnt !== undefined) return `fcnt:${device.fcntEpoch}:${message.fCnt}:${hash(message.payload)}`;
  const where = message.location ? `${message.location.lat},${message.location.lon}` : '';
  return `t:${message.receivedAt.toISOString()}:${where}:${hash(message.payload)}`;
}

/** Our receive time, used in place of a sender's time that could not be right. */
export type ReplacedTime = { receivedAt: Date; flag: Exclude<TimeFlag, 'late'> };

/**
 * Turns one normalised message for a known device into the rows to store. Never throws for bad payloads.
 * With `replaced`, that time is the frame's (and its readings' and position's); the duplicate key
 * still uses the sender's, so a retried request stays one frame.
 */
export function interpret(
  message: NormalisedMessage,
  device: KnownDevice,
  battery: BatteryRange,
  replaced?: ReplacedTime,
): Interpretation {
  const time = replaced?.receivedAt ?? message.receivedAt;
  const frame: FrameRow = {
    kind: message.kind,
    receivedAt: time,
    timeFlag: replaced?.flag ?? null,
    deviceTime: replaced && !Number.isNaN(message.receivedAt.getTime()) ? message.receivedAt : null,
    fCnt: null,
    fPort: null,
    payload: null,
    decoded: null,
    decodeError: null,
    radio: null,
    dedupKey: dedupKey(message, device),
  };
  if (message.kind === 'join') return { frame, readings: [], position: null, rejoin: true };
  if (message.kind === 'location') {
    return {
      frame,
      readings: [],
      position: { ...message.location, time },
      rejoin: false,
    };
  }

  frame.fCnt = message.fCnt ?? null;
  frame.fPort = message.fPort ?? null;
  frame.payload = message.payload ? Buffer.from(message.payload) : null;
  frame.radio = message.radio ?? null;

  const readings: Array<{ field: string; value: number | boolean }> = [...(message.readings ?? [])];
  let location = message.location;
  const canDecode =
    device.modelId && hasDecoder(device.modelId) && message.payload?.length && message.fPort !== undefined;
  if (canDecode) {
    try {
      const result = decode(device.modelId as string, message.fPort as number, message.payload as Uint8Array);
      frame.decoded = result.fields;
      readings.push(...result.readings);
      if (result.location && !location) location = { ...result.location, source: 'gnss' };
    } catch (err) {
      frame.decodeError = err instanceof Error ? err.message : String(err);
      frame.decoded = message.decoded ?? null;
    }
  } else if (message.decoded) {
    frame.decoded = message.decoded;
    readings.push(...readingsFromDecodedObject(message.decoded));
    location ??= locationFromDecodedObject(message.decoded);
  }

  const numeric = readings.map((r) => ({
    field: r.field,
    value: typeof r.value === 'boolean' ? Number(r.value) : r.value,
  }));
  const mv = numeric.find((r) => r.field === 'battery_mv');
  if (mv && !numeric.some((r) => r.field === 'battery_pct')) {
    numeric.push({ field: 'battery_pct', value: batteryPercent(mv.value, battery) });
  }
  return {
    frame,
    readings: numeric,
    position: location ? { ...location, time } : null,
    rejoin: false,
  };
}
