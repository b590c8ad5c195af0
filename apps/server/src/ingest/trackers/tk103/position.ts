import type { TrackerAlarm, TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { decimal, utcTime } from '../text-scan.ts';

/**
 * The position that most TK103 messages carry after their id and type, in either layout
 * Traccar's Tk103ProtocolDecoder reads (its PATTERN):
 * - packed, after a 12-digit id: `<data><yyMMdd><A|V><ddmm.mmmm><N|S><dddmm.mmmm><E|W><speed km/h,
 *   5 chars><HHmmss UTC><course, 6 chars><status, 8 chars>L<mileage, hex metres>` (TK103B GPRS
 *   communication protocol v1.5, "isochronous feedback" BR00; BP05 puts the 15-digit IMEI first as
 *   its data, BO01 its alarm code);
 * - comma-separated, after an IMEI and a comma: `<ddMMyy>,<A|V>,<lat><N|S>,<lon><E|W>,<speed>,
 *   <HHmmss>,<course>[,…]` (the ZCxx/DWxx units), the date then day first.
 * Units pad with spaces, drop digits or put a comma in places, which the patterns allow as
 * Traccar's does; the status block may be missing, leaving the course alone.
 */
const layout =
  /^(.*?)(\d\d)(\d\d)(\d\d),?([AV]),? *(\d*)(\d\d\.\d+)([NS]),? *(\d*)(\d\d\.\d+)([EW]),?([ \d.]{1,5})(?:\d*,)?(\d\d)(\d\d)(\d\d),?(.*)$/s;

/** Course, then the status block: power, ignition, three hex masks, fuel, and the mileage. */
const statusBlock =
  /^(?:([ \d.]{6})|(\d\d)),?([01])([01])([0-9A-Fa-f])([0-9A-Fa-f])([0-9A-Fa-f])([0-9A-Fa-f]{3}),?L([0-9A-Fa-f]{1,8})(.*)$/s;
const courseOnly = /^(\d+\.\d+)(.*)$/s;
/** A temperature sensor's reading some units append (`+017.7`). */
const temperatureTail = /^([+-]\d{3}\.\d)$/;

export type Tk103Position = { record: TrackerRecord; data: string };

/**
 * `rest` is the message after its type; `dayFirst` for the comma layout. Undefined when no
 * position is in it (a handshake, an answer without one).
 */
export function parsePosition(rest: string, dayFirst: boolean): Tk103Position | undefined {
  const m = layout.exec(rest);
  if (!m) return undefined;
  const g = (i: number) => m[i] ?? '';
  const [a, b, c] = [Number(g(2)), Number(g(3)), Number(g(4))];
  const [year, month, day] = dayFirst ? [c, b, a] : [a, b, c];
  const time = utcTime(2000 + year, month, day, Number(g(13)), Number(g(14)), Number(g(15)));
  const lat = coordinate(g(6), g(7), g(8) === 'S');
  const lon = coordinate(g(9), g(10), g(11) === 'W');
  const placed = isPlausibleFix(lat, lon);
  const record: TrackerRecord = {
    // A unit without a clock yet sends zeros: the record is dated when it arrives, without a fix.
    time: time ?? new Date(),
    valid: g(5) === 'A' && time !== undefined && placed,
    ...(placed ? { lat, lon } : {}),
  };
  const speed = decimal(g(12).trim());
  if (speed !== undefined) record.speedKmh = speed;
  readTail(record, g(16));
  return { record, data: g(1) };
}

/** `ddmm.mmmm` (degrees may be missing or short) to signed degrees, 6 decimals. */
function coordinate(degrees: string, minutes: string, negative: boolean): number {
  const value = Number(degrees || '0') + Number(minutes) / 60;
  return Math.round((negative ? -value : value) * 1e6) / 1e6;
}

function setCourse(record: TrackerRecord, field: string) {
  const course = decimal(field.trim());
  if (course !== undefined && course <= 360) record.course = course;
}

function readTail(record: TrackerRecord, tail: string) {
  const s = statusBlock.exec(tail);
  if (!s) {
    const c = courseOnly.exec(tail);
    if (c) setCourse(record, c[1] ?? '');
    return;
  }
  setCourse(record, s[1] ?? s[2] ?? '');
  const hex = (i: number) => Number.parseInt(s[i] ?? '0', 16);
  const extra: Record<string, number | string | boolean> = {};
  // Main power: 0 while the vehicle's supply is connected (Traccar's `charge`).
  extra.charge = s[3] === '0';
  record.ignition = s[4] === '1';
  const [mask1, mask2, mask3] = [hex(5), hex(6), hex(7)];
  // Input 2, the panic button, output 2 and the oil/circuit cut (Traccar's in2, panic, out2, blocked).
  record.inputs = mask1 & 0b0001 ? 0b10 : 0;
  record.outputs = mask1 & 0b0100 ? 0b10 : 0;
  if (mask1 & 0b0010) extra.panic = true;
  if (mask1 & 0b1000) extra.blocked = true;
  // High- and low-level sensor inputs and the door, kept when set (Traccar's default, without decodeLow).
  for (let i = 0; i < 3; i++) if (mask2 & (1 << i)) extra[`hs${3 - i}`] = true;
  if (mask2 & 0b1000) extra.door = true;
  for (let i = 1; i <= 3; i++) if (mask3 & (1 << i)) extra[`ls${4 - i}`] = true;
  extra.fuel = hex(8);
  record.odometerM = hex(9);
  const temperature = temperatureTail.exec((s[10] ?? '').trim());
  if (temperature) extra.temperature = Number(temperature[1]);
  record.extra = extra;
}

/**
 * What the message's type says beyond its position (Traccar's decodeType): the alarm codes of
 * BO01 (TK103B protocol v1.5, "alarm message": 0 vehicle power off, 1 accident, 2 SOS/robbery,
 * 3 anti-theft (vibration), 4 low speed, 5 overspeed, 6 out of the geo-fence) and BQ81, and the
 * event types of the ZCxx / DW3x / DW5x units. Events without an alarm of ours keep their name
 * in `extra.alarm`.
 */
const bo01: Record<string, TrackerAlarm | string> = {
  '0': 'power_cut',
  '1': 'accident',
  '2': 'sos',
  '3': 'vibration',
  '4': 'lowspeed',
  '5': 'overspeed',
  '6': 'geofence_exit',
};
const bq81: Record<string, TrackerAlarm | string> = {
  '0': 'low_battery',
  '1': 'overspeed',
  '2': 'idle',
  '3': 'harsh_acceleration',
  '4': 'harsh_braking',
  '5': 'temperature',
};
/** The same events under three names: ZCnn, DW3x and DW5x. */
const events: Array<[string[], TrackerAlarm | 'ignition_on' | 'ignition_off' | string]> = [
  [['ZC11', 'DW31', 'DW51'], 'movement'],
  [['ZC12', 'DW32', 'DW52'], 'low_battery'],
  [['ZC13', 'DW33', 'DW53'], 'power_cut'],
  [['ZC15', 'DW35', 'DW55', 'ZC29', 'DW42', 'DW62'], 'ignition_on'],
  [['ZC16', 'DW36', 'DW56'], 'ignition_off'],
  // The unit taken off (Traccar's "removing") and its case opened ("tampering").
  [['ZC17', 'DW37', 'DW57'], 'tamper'],
  [['ZC25', 'DW3E', 'DW5E'], 'sos'],
  [['ZC26', 'DW3F', 'DW5F'], 'tamper'],
  [['ZC27', 'DW40', 'DW60'], 'lowPower'],
];
const ours = new Set<string>([
  'sos',
  'power_cut',
  'low_battery',
  'vibration',
  'overspeed',
  'geofence_exit',
  'movement',
  'tamper',
  'accident',
  'harsh_braking',
  'harsh_acceleration',
]);

/** The alarm code a BO01 message carries (its data), for the AS01 answer. */
export const bo01Code = (data: string) => /^\d/.exec(data)?.[0];

export function applyType(record: TrackerRecord, type: string, data: string): void {
  let event: string | undefined;
  if (type === 'BO01') event = bo01[bo01Code(data) ?? ''];
  else if (type === 'BQ81') event = bq81[/ALARM,(\d),/.exec(data)?.[1] ?? ''];
  else event = events.find(([types]) => types.includes(type))?.[1];
  if (!event) return;
  if (event === 'ignition_on' || event === 'ignition_off') {
    record.ignition = event === 'ignition_on';
  } else if (ours.has(event)) {
    record.alarms = [event as TrackerAlarm];
  } else {
    record.extra = { ...record.extra, alarm: event };
  }
}
