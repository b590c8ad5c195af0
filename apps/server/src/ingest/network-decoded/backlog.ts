import { isRecord } from './convert.ts';

/**
 * A record of a backlog a payload carries, with the time the device gave it: none when unreadable or
 * of a clock never set, and map.ts then drops the record, naming it, and stores none of its values.
 */
export type BacklogRecord = { record: Record<string, unknown>; time: Date | undefined };

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The RS1xx came out at the end of 2017 (its user guide's first version is of 5 December 2017), so,
 * as in packages/decoders' laird-rs1xx-backlog.ts, a record dated before 2017 is of a sensor whose
 * clock was never set: rs1xx-*.js's convertTimestampToDate counts from 2015-01-01 (an older codec
 * dated the same 2 s 2000-12-01, by rs1xx-temp-rh-sensor-codec.yaml's earlier examples).
 */
const FIRST_REAL_TIME = Date.UTC(2017, 0, 1);

/**
 * Laird's calendar time `{year, month: 'December', day, hours, minutes, seconds}`, in UTC: the
 * sensor's clock is set by the "Set UTC" downlink (TTN device repository vendor/laird/
 * rs1xx-temp-rh-sensor-codec.yaml, generateRTCDownlink). None for a clock never set: such a
 * record is no reading of its date, and no reading of the uplink's time either.
 */
function lairdTime(value: unknown): Date | undefined {
  if (!isRecord(value)) return undefined;
  const { year, month, day, hours, minutes, seconds } = value;
  const index = typeof month === 'string' ? months.indexOf(month) : -1;
  const parts = [year, day, hours, minutes, seconds];
  if (index < 0 || !parts.every((n) => typeof n === 'number' && Number.isInteger(n))) return undefined;
  const [y, d, h, m, s] = parts as number[];
  const date = new Date(Date.UTC(y as number, index, d, h, m, s));
  return Number.isNaN(date.getTime()) || date.getTime() < FIRST_REAL_TIME ? undefined : date;
}

/**
 * Laird Sentrius RS1xx backlog messages (TTN device repository vendor/laird/rs1xx-*.js, their
 * codec.yaml examples): `SendBackLogMessage` is one stored reading with its `timestamp`,
 * `SendBackLogMessages` a `readings` list each with its own. Neither is a reading of now.
 * (`Laird_Agg_TH`'s `readings` share one timestamp and are a read period apart that the message
 * does not give, so they are not dated here.)
 */
export function lairdBacklog(decoded: Record<string, unknown>): BacklogRecord[] | undefined {
  if (decoded.msgType === 'SendBackLogMessage')
    return [{ record: decoded, time: lairdTime(decoded.timestamp) }];
  if (decoded.msgType !== 'SendBackLogMessages') return undefined;
  const readings = Array.isArray(decoded.readings) ? decoded.readings.filter(isRecord) : [];
  return readings.map((record) => ({ record, time: lairdTime(record.timestamp) }));
}

/** The frame's own time, and the names read at the uplink's time all the same. */
export type FrameTime = { time: Date; ofUplink: readonly string[] };

/**
 * MOKO models whose decoders (MOKOSMART-LoRaWAN-Product-Decoder: "LW005-MP on Chirstack V4.js",
 * "LW006_Decoder_ChirpStack_V4.js", "LW007_PIR Chirpstack V4.js", "LW009-SM PRO on
 * Chirpstack_v4.js") print the frame's Unix time as `timestamp` (TTN's lw006-sb.js in
 * milliseconds): its values were measured then, as packages/decoders' moko-lw00*.ts date them. The
 * LW006-SB's battery byte, as that decoder reads it, is of the uplink.
 */
const mokoFrameTimed: Record<string, readonly string[]> = {
  'moko/lw005-mp': [],
  'moko/lw006-sb': ['batt_level'],
  'moko/lw007-pir': [],
  'moko/lw009-sm-pro': [],
};

/**
 * Whether Unix seconds a device gave are a time of its clock: from 2015 to 2100, as packages/decoders'
 * unixToIso; before it, a clock never set dates nothing.
 */
export const setClockSeconds = (seconds: number) => seconds >= 1_420_070_400 && seconds <= 4_102_444_800;

/**
 * A MOKO frame's own time (mokoFrameTimed). The LW006's decoder prints the clock of the machine
 * running it instead on its device-info frame (`payload_type` "Device info"), its failed fix ("Pos
 * Failed") and, less the fix's `age`, its fixes: no time of the frame's there.
 */
export function mokoFrameTime(
  decoded: Record<string, unknown>,
  modelId: string | null,
): FrameTime | undefined {
  const ofUplink = modelId && Object.hasOwn(mokoFrameTimed, modelId) ? mokoFrameTimed[modelId] : undefined;
  const stamp = decoded.timestamp;
  if (!ofUplink || typeof stamp !== 'number' || !Number.isFinite(stamp)) return undefined;
  if ('age' in decoded || decoded.payload_type === 'Device info' || decoded.payload_type === 'Pos Failed')
    return undefined;
  const seconds = stamp > 1e11 ? stamp / 1000 : stamp;
  if (!setClockSeconds(seconds)) return undefined;
  return { time: new Date(seconds * 1000), ofUplink };
}
