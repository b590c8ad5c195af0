import { hash as digest } from 'node:crypto';
import { decodeBothSides } from './decoding.ts';
import { dedupHash } from './dedup-hash.ts';
import {
  GPS_ROLLOVER_MS,
  implausibleTime,
  type NormalisedLocationFix,
  type NormalisedMessage,
  type TimeFlag,
} from './uplink.ts';

/** What ingest knows of a device when an uplink arrives. */
export type KnownDevice = {
  id: string;
  organisationId: string;
  modelId: string | null;
  fcntEpoch: number;
  /** Whose decoded values win (migration 0025): see `interpret`. */
  decoding: DecodingPreference;
};

export type DecodingPreference = 'auto' | 'pinpoint' | 'network';
/** Where a reading came from: the network server's decoded payload, Pinpoint's decoder, the device or sender itself. */
export type ReadingSource = 'n' | 'p' | 'd';
export type InterpretedReading = {
  field: string;
  value: number;
  source: ReadingSource;
  time?: Date;
  /** An event at this uplink, not a lasting state (NormalisedUplink's readings): never the device's state. */
  momentary?: true;
};

export type BatteryRange = { minMv: number; maxMv: number };

export type FrameRow = {
  kind: 'uplink' | 'join' | 'location';
  /**
   * The time of measurement: the sender's; or the sender's moved on by whole GPS week rollovers
   * (`rolloverCorrected`); or ours where the sender's could not be right.
   */
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
  /** Not an error: records skipped, values out of range, one side's values used because the other failed. */
  decodeWarning: string | null;
  /** The Pinpoint decoder model that gave readings or the decoded payload, if any. */
  decoder: string | null;
  radio: Record<string, unknown> | null;
  dedupKey: string;
  /** `dedupKey` hashed as frames store it (dedup-hash.ts), once an uplink for every statement that needs it. */
  dedup: string;
};

/** A position to store: at the fix's own time where the sender gave a plausible one, else the frame's. */
export type InterpretedPosition = Omit<NormalisedLocationFix, 'time' | 'ageSeconds'> & { time: Date };

export type Interpretation = {
  frame: FrameRow;
  /** With `time` when the payload gave the measurement its own (history records, fixes). */
  readings: InterpretedReading[];
  position: InterpretedPosition | null;
  /** A join restarts the frame counters: the device moves to a new epoch. */
  rejoin: boolean;
};

/** Spec and DESIGN 5: percent from millivolts over the configured range, clamped to 0..100. */
export function batteryPercent(mv: number, { minMv, maxMv }: BatteryRange): number {
  const pct = ((mv - minMv) / (maxMv - minMv)) * 100;
  return Math.round(Math.min(100, Math.max(0, pct)));
}

const hash = (bytes: Uint8Array | undefined) =>
  digest('sha1', bytes ?? new Uint8Array(), 'base64url').slice(0, 16);

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
      : `idh:${digest('sha256', message.dedupKey, 'base64url')}`;
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
 * Readings' own times are not believed past the frame's time by more than this, nor before 2000 or a
 * GPS week rollover back (a clock never set), unless a rollover's (`rolloverCorrected`): the frame's
 * time is used instead, as for the frame's own time (`implausibleTime`).
 */
const READING_FUTURE_TOLERANCE_MS = 5 * 60_000;

/** GPS time starts here: a receiver that never had a fix says this, or 1970; no rollover of it. */
const GPS_EPOCH = Date.UTC(1980, 0, 6);
/**
 * How far back a rollover-corrected time may be (a unit's archive sent late; Traccar's 1024 weeks
 * less 90 days alike). Further back it is no rollover's: a clock never set counting from 2000 would
 * come out in 2019 (2000-01-01 + 1024 weeks).
 */
const ROLLOVER_BACKLOG_MS = 90 * 86_400_000;

/**
 * A time a whole number of GPS week rollovers (1024 weeks, 619,315,200 s) before a plausible one
 * (from `ROLLOVER_BACKLOG_MS` before `at` to `toleranceMs` after): that one, else undefined. A GPS
 * receiver whose firmware predates a rollover counts weeks from the one before: 19.6 years back
 * (2007 for 2026), or twice that (1987) with no rollover handling. Traccar moves such times on alike
 * (traccar/traccar 9e5c458a, src/main/java/org/traccar/handler/TimeHandler.java adjustRollover).
 */
export function rolloverCorrected(
  time: Date,
  at: Date,
  toleranceMs = READING_FUTURE_TOLERANCE_MS,
): Date | undefined {
  const t = time.getTime();
  if (!(t > GPS_EPOCH)) return undefined;
  const periods = Math.floor((at.getTime() + toleranceMs - t) / GPS_ROLLOVER_MS);
  const corrected = t + periods * GPS_ROLLOVER_MS;
  return periods >= 1 && corrected >= at.getTime() - ROLLOVER_BACKLOG_MS ? new Date(corrected) : undefined;
}

/**
 * A reading's or fix's own time as kept, checked against the frame's time `at`: as given where
 * plausible, moved on by whole GPS rollovers where it is a rollover's, else none (the frame's). One
 * rule for both, so the reading and the position of one record keep one time.
 */
function ownTime(own: Date, at: Date): Date | undefined {
  const why = implausibleTime(own, at, READING_FUTURE_TOLERANCE_MS);
  if (why === undefined) return own;
  return why === 'future' ? undefined : rolloverCorrected(own, at);
}

/**
 * The position of a fix: at its own time (`time`, or `ageSeconds` before the frame's) where that is
 * plausible by the rule for readings' own times (`ownTime`), else at the frame's time `at`.
 */
export function positionOf(fix: NormalisedLocationFix, at: Date): InterpretedPosition {
  const { time: own, ageSeconds, ...position } = fix;
  const taken = own ?? (ageSeconds === undefined ? undefined : new Date(at.getTime() - ageSeconds * 1000));
  return { ...position, time: (taken && ownTime(taken, at)) ?? at };
}

/**
 * Turns one normalised message for a known device into the rows to store. Never throws for bad payloads.
 * With `replaced`, that time is the frame's (and its readings' and position's, where they have no
 * plausible time of their own: a fix's own time counts from it, as a reading's), unless the sender's
 * is a GPS week rollover's: then the sender's moved on by the rollovers is, flagged `rollover` (a
 * tracker's archive of a receiver with the rollover bug keeps its records' times and order, rather
 * than all at the moment it arrived). The sender's is kept as `deviceTime`, and the duplicate key
 * still uses it, so a retried request stays one frame. `sender` says who sent the
 * message: a network server ('n', whose decoded object is its codec's output) or the device itself
 * ('d': phones, trackers, the HTTP API).
 */
export function interpret(
  message: NormalisedMessage,
  device: KnownDevice,
  battery: BatteryRange,
  replaced?: ReplacedTime,
  sender: Extract<ReadingSource, 'n' | 'd'> = 'n',
): Interpretation {
  const corrected =
    replaced && replaced.flag !== 'future'
      ? rolloverCorrected(message.receivedAt, replaced.receivedAt)
      : undefined;
  const time = corrected ?? replaced?.receivedAt ?? message.receivedAt;
  const key = dedupKey(message, device);
  const frame: FrameRow = {
    kind: message.kind,
    receivedAt: time,
    timeFlag: corrected ? 'rollover' : (replaced?.flag ?? null),
    deviceTime: replaced && !Number.isNaN(message.receivedAt.getTime()) ? message.receivedAt : null,
    fCnt: null,
    fPort: null,
    payload: null,
    decoded: null,
    decodeError: null,
    decodeWarning: null,
    decoder: null,
    radio: null,
    dedupKey: key,
    dedup: dedupHash(key),
  };
  if (message.kind === 'join') return { frame, readings: [], position: null, rejoin: true };
  if (message.kind === 'location') {
    return {
      frame,
      readings: [],
      position: positionOf(message.location, time),
      rejoin: false,
    };
  }

  frame.fCnt = message.fCnt ?? null;
  frame.fPort = message.fPort ?? null;
  frame.payload = message.payload ? Buffer.from(message.payload) : null;
  frame.radio = message.radio ?? null;

  const decoded = decodeBothSides({
    modelId: device.modelId,
    preference: device.decoding ?? 'auto',
    fPort: message.fPort,
    payload: message.payload,
    decoded: message.decoded,
    decodedBy: sender,
    networkModelId: ttsModelId(message.network),
    normalized: message.normalized,
  });
  // Our decoder's object is not kept: it is made again from the payload on read (migration 0029).
  frame.decoded = decoded.derivable ? null : decoded.fields;
  frame.decodeError = decoded.error;
  frame.decodeWarning = decoded.warnings.length ? decoded.warnings.join('; ') : null;
  frame.decoder = decoded.decoder;

  // The sender's own readings (already in our vocabulary) first: they are what the sender measured.
  const given = (message.readings ?? []).map((r) => ({
    field: r.field,
    value: r.value,
    source: sender,
    ...(r.time ? { time: new Date(r.time) } : {}),
    ...(r.momentary ? { momentary: true as const } : {}),
  }));
  const taken = new Set(given.map((r) => `${r.field} ${r.time?.getTime() ?? ''}`));
  const all = [
    ...given,
    ...decoded.readings.filter((r) => !taken.has(`${r.field} ${r.time?.getTime() ?? ''}`)),
  ];
  const readings: InterpretedReading[] = all.map((r) => {
    const own = r.time && ownTime(new Date(r.time), time);
    return {
      field: r.field,
      value: typeof r.value === 'boolean' ? Number(r.value) : r.value,
      source: r.source,
      // A reading at the frame's own time keeps none, like every other reading of the frame.
      ...(own && own.getTime() !== time.getTime() ? { time: own } : {}),
      ...('momentary' in r && r.momentary ? { momentary: true as const } : {}),
    };
  });
  // Battery %: from each battery_mv (at its own time) that came without a percentage.
  for (const mv of readings.filter((r) => r.field === 'battery_mv')) {
    const at = mv.time?.getTime();
    if (!readings.some((r) => r.field === 'battery_pct' && r.time?.getTime() === at)) {
      readings.push({ ...mv, field: 'battery_pct', value: batteryPercent(mv.value, battery) });
    }
  }
  // The network server's DevStatusAns battery, only where the payload gave no battery at all.
  const networkBattery = message.networkBatteryPct;
  if (
    networkBattery !== undefined &&
    !readings.some((r) => r.field === 'battery_pct' || r.field === 'battery_mv')
  )
    readings.push({ field: 'battery_pct', value: networkBattery, source: 'n' });
  // The Things Stack's `frm-payload` location restates the decoded payload's coordinates: where
  // the decoding found them no position of now (a failed fix's last good one), neither is it.
  const location = withPayloadTime(decoded.locationRefused ? undefined : message.location, decoded.location);
  return {
    frame,
    readings,
    position: location ? positionOf(location, time) : null,
    rejoin: false,
  };
}

/**
 * The sender's fix, else the decoded payload's. Where the sender's is the payload's own (The Things
 * Stack's `frm-payload` location, taken from the decoded payload's coordinates), it keeps the time
 * the codec gave it.
 */
function withPayloadTime(
  given: NormalisedLocationFix | undefined,
  payload: NormalisedLocationFix | undefined,
): NormalisedLocationFix | undefined {
  if (!given) return payload;
  const same = payload && payload.lat === given.lat && payload.lon === given.lon;
  if (!same || given.time || given.ageSeconds !== undefined) return given;
  return {
    ...given,
    ...(payload.time ? { time: payload.time } : {}),
    ...(payload.ageSeconds !== undefined ? { ageSeconds: payload.ageSeconds } : {}),
  };
}

/**
 * The readings that describe the device now: not those of a history record dated before `before`,
 * oldest first, so where a field comes several times the newest is the one that stays.
 */
export function currentReadings(result: Interpretation, before: Date | null): InterpretedReading[] {
  const at = (r: InterpretedReading) => (r.time ?? result.frame.receivedAt).getTime();
  return result.readings.filter((r) => !r.time || !before || r.time >= before).sort((a, b) => at(a) - at(b));
}

/** The device-repository model The Things Stack names (`version_ids`), as our model ids write it. */
function ttsModelId(network: NormalisedMessage['network']): string | undefined {
  const brand = network?.ttnBrandId;
  const model = network?.ttnModelId;
  return brand && model ? `${brand}/${model}` : undefined;
}
