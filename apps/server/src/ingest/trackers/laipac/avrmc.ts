import { isTrackerAlarm, type TrackerAlarm, type TrackerEvent, type TrackerRecord } from '../codec.ts';
import { addAlarm, isPlausibleFix, setExtra } from '../fields.ts';
import { unreadable, utcTime } from '../text-scan.ts';
import { DEVICE_PASSWORD, laipacSentence } from './sentence.ts';

/**
 * `$AVRMC`, the position report, after its id (the fields of Traccar's LaipacProtocolDecoder
 * PATTERN_AVRMC): UTC time, status, latitude, longitude (NMEA `ddmm.mmmm`), speed in knots,
 * course, date `ddMMyy`, event code, battery, mileage (km), GPS status, two analogue inputs, then
 * on newer firmware the serving cell (LAC and cell id in hex, MCC and MNC) and fields not yet named.
 */
const avrmc = new RegExp(
  [
    '^(?<hh>\\d\\d)(?<mi>\\d\\d)(?<ss>\\d\\d)',
    '(?<status>[AVRPavrp])',
    '(?<latDeg>\\d\\d)(?<latMin>\\d\\d\\.\\d+)',
    '(?<ns>[NS])',
    '(?<lonDeg>\\d{3})(?<lonMin>\\d\\d\\.\\d+)',
    '(?<ew>[EW])',
    '(?<knots>\\d+\\.\\d+)',
    '(?<course>\\d+\\.\\d+)',
    '(?<dd>\\d\\d)(?<mo>\\d\\d)(?<yy>\\d\\d)',
    '(?<event>[0-9A-Za-z])',
    '(?<battery>[\\d.]+)',
    '(?<mileage>\\d+)',
    '(?<gps>\\d)',
    '(?<adc1>\\d+)',
    // adc2: Traccar reads it on AVL110/AVL120 units only; the model is not known here, so it is not kept.
    '(?:\\d+)(?:,(?<lac>[0-9A-Fa-f]{4}|[0-9A-Fa-f])(?<cid>[0-9A-Fa-f]{4}),(?<mcc>\\d{3}|\\d)(?<mnc>\\d{3}))?(?:,[^*]*)?$',
  ].join(','),
);

/**
 * The event codes Traccar reads as alarms (decodeAlarm): Z low battery, Y tow, X geofence entered,
 * T tamper, H powered off, 8 vibration (the G-sensor), 7 and 4 geofence left, 6 overspeed, 5 power
 * cut, 3 SOS (the alarm button). An alarm without a kind of ours keeps its name in `extra.alarm`.
 */
const alarms: Record<string, TrackerAlarm | string> = {
  Z: 'low_battery',
  Y: 'tow',
  X: 'geofence_enter',
  T: 'tamper',
  H: 'powerOff',
  '8': 'vibration',
  '7': 'geofence_exit',
  '4': 'geofence_exit',
  '6': 'overspeed',
  '5': 'power_cut',
  '3': 'sos',
};

/**
 * The events the unit expects `$AVCFG,<password>,<code>` for, which clears them on the unit
 * (Traccar's sendEventResponse): 3 SOS -> d, M mileage -> m, S and T -> t, X and 4 geofence -> x,
 * Y tow -> y, Z low battery -> z.
 */
const configAnswers: Record<string, string> = {
  '3': 'd',
  M: 'm',
  S: 't',
  T: 't',
  X: 'x',
  '4': 'x',
  Y: 'y',
  Z: 'z',
};

/**
 * One `$AVRMC` sentence: `fields` after the id, `checksum` as the unit sent it. A lower-case
 * status asks for `$EAVACK,<event>,<checksum>` (Traccar's sendAcknowledge; GpsGate answers
 * `$AVRMC,…,p,…,0,…*04` with `$EAVACK,0,04*2F`, traccar/traccar issue #2423); both answers are
 * written once the record is stored.
 */
export function parseAvrmc(id: string, fields: string, checksum: string): TrackerEvent {
  const m = avrmc.exec(fields)?.groups;
  if (!m) unreadable('not an $AVRMC report', fields);
  const g = (name: string) => m[name] ?? '';
  const n = (name: string) => Number(g(name));
  const time = utcTime(2000 + n('yy'), n('mo'), n('dd'), n('hh'), n('mi'), n('ss'));
  const lat = coordinate(g('latDeg'), g('latMin'), g('ns') === 'S');
  const lon = coordinate(g('lonDeg'), g('lonMin'), g('ew') === 'W');
  const placed = isPlausibleFix(lat, lon);
  const status = g('status');
  const course = n('course');
  const record: TrackerRecord = {
    // A unit without a clock yet: dated when it arrives, without a fix.
    time: time ?? new Date(),
    // A: GPS fix, R and P: fixes Traccar also takes as valid; V: none. Lower case asks for an answer.
    valid: 'ARP'.includes(status.toUpperCase()) && time !== undefined && placed,
    ...(placed ? { lat, lon } : {}),
    speedKmh: Math.round(n('knots') * 1.852 * 1000) / 1000,
    ...(course <= 360 ? { course } : {}),
    odometerM: n('mileage') * 1000,
    extra: { status, event: g('event'), gps: n('gps'), adc1: n('adc1') / 1000 },
  };
  const battery = readBattery(g('battery'));
  if (battery !== undefined) record.batteryV = battery;
  applyEvent(record, g('event'));
  if (m.lac !== undefined) {
    setExtra(record, 'lac', Number.parseInt(g('lac'), 16));
    setExtra(record, 'cellId', Number.parseInt(g('cid'), 16));
    setExtra(record, 'mcc', n('mcc'));
    setExtra(record, 'mnc', n('mnc'));
  }
  const answers: Uint8Array[] = [];
  if (status !== status.toUpperCase()) answers.push(laipacSentence(`EAVACK,${g('event')},${checksum}`));
  const code = configAnswers[g('event')];
  if (code) answers.push(laipacSentence(`AVCFG,${DEVICE_PASSWORD},${code}`));
  return {
    type: 'records',
    id,
    records: [record],
    ...(answers.length ? { ack: new Uint8Array(Buffer.concat(answers)) } : {}),
  };
}

/** NMEA `ddmm.mmmm` to signed degrees, 6 decimals. */
function coordinate(degrees: string, minutes: string, negative: boolean): number {
  const value = Number(degrees) + Number(minutes) / 60;
  return Math.round((negative ? -value : value) * 1e6) / 1e6;
}

/**
 * The battery in millivolts (`4076`), or in volts on older firmware (`3.727`): Traccar drops the
 * dot and divides by 1000, which reads both of its vectors' forms the same.
 */
function readBattery(field: string): number | undefined {
  const volts = field.includes('.') ? Number(field) : Number(field) / 1000;
  return Number.isFinite(volts) && volts < 100 ? volts : undefined;
}

/**
 * The event code: an alarm, or, A-D and O-R, the state of inputs 1 and 2 (Traccar's decodeEvent,
 * which reads a third input from O-R on SF-Lite units only; the model is not known here, so it is
 * not read).
 */
function applyEvent(record: TrackerRecord, event: string): void {
  const alarm = alarms[event];
  if (alarm && isTrackerAlarm(alarm)) addAlarm(record, alarm);
  else if (alarm) setExtra(record, 'alarm', alarm);
  const code = event.charCodeAt(0);
  if (event >= 'A' && event <= 'D') record.inputs = code - 0x41;
  else if (event >= 'O' && event <= 'R') record.inputs = code - 0x4f;
}
