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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

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
