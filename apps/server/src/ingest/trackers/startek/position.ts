import { isTrackerAlarm, type TrackerAlarm, type TrackerRecord } from '../codec.ts';
import { addAlarm, isPlausibleFix, setExtra } from '../fields.ts';
import { unreadable, utcTime } from '../text-scan.ts';
import { readExtensions } from './extensions.ts';

/**
 * The fields of a `000` position report (iStartek GPS tracker communication protocol V2.2,
 * "000 - ordinary upload of device positioning data package"; Traccar's StartekProtocolDecoder
 * PATTERN_POSITION), each checked as it is read.
 */
const layout: Array<[name: string, shape: RegExp]> = [
  ['event', /^\d{1,3}$/],
  ['eventData', /^[^,]*$/],
  ['time', /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/],
  ['fix', /^[AV]$/],
  ['lat', /^-?\d+\.\d+$/],
  ['lon', /^-?\d+\.\d+$/],
  ['satellites', /^\d+$/],
  ['hdop', /^\d+\.\d+$/],
  ['speed', /^\d+$/],
  ['course', /^\d+$/],
  ['altitude', /^-?\d+$/],
  ['mileage', /^\d+$/],
  ['cell', /^(\d+)\|(\d+)\|([0-9A-Fa-f]+)\|([0-9A-Fa-f]+)$/],
  ['csq', /^\d+$/],
  ['system', /^[0-9A-Fa-f]+$/],
  ['inputs', /^[0-9A-Fa-f]+$/],
  ['outputs', /^[0-9A-Fa-f]+$/],
  ['voltages', /^[0-9A-Fa-f]+(?:\|[0-9A-Fa-f]+)+$/],
];

/**
 * The event codes Traccar reads as alarms (decodeAlarm): 1 SOS, 5 and 6 door, 17 external power
 * low, 18 external power cut, 19 power restored, 39 harsh acceleration, 40 harsh braking, 41 sharp
 * turn; 53 is a driver's iButton, its id the event data. Others keep their code in `extra.event`.
 */
const alarms: Record<string, TrackerAlarm | string> = {
  '1': 'sos',
  '5': 'door',
  '6': 'door',
  '17': 'low_external_power',
  '18': 'power_cut',
  '19': 'powerRestored',
  '39': 'harsh_acceleration',
  '40': 'harsh_braking',
  '41': 'cornering',
};

/** One `000` report's content (after its type) as a record at the unit's own time (UTC). */
export function parsePosition(content: string): TrackerRecord {
  const fields = content.split(',');
  if (fields.length < layout.length) unreadable('a position report short of fields', content);
  const f: Record<string, RegExpExecArray> = {};
  layout.forEach(([name, shape], i) => {
    const m = shape.exec(fields[i] as string);
    if (!m) unreadable(`a position report whose ${name} is "${fields[i]}"`, content);
    f[name] = m;
  });
  const v = (name: string, i = 0) => f[name]?.[i] ?? '';
  const n = (name: string) => Number(v(name));
  const hex = (text: string) => Number.parseInt(text, 16);
  const t = f.time as RegExpExecArray;
  const time = utcTime(
    2000 + Number(t[1]),
    Number(t[2]),
    Number(t[3]),
    Number(t[4]),
    Number(t[5]),
    Number(t[6]),
  );
  const [lat, lon] = [n('lat'), n('lon')];
  const placed = isPlausibleFix(lat, lon);
  const csq = n('csq');
  const inputs = hex(v('inputs'));
  const [power, battery, ...adc] = v('voltages')
    .split('|')
    .map((h) => hex(h) / 100);
  const record: TrackerRecord = {
    // A unit without a clock yet: dated when it arrives, without a fix.
    time: time ?? new Date(),
    valid: v('fix') === 'A' && time !== undefined && placed,
    ...(placed ? { lat, lon } : {}),
    speedKmh: n('speed'),
    ...(n('course') <= 360 ? { course: n('course') } : {}),
    altitude: n('altitude'),
    satellites: n('satellites'),
    hdop: n('hdop'),
    odometerM: n('mileage'),
    ...(csq <= 31 ? { gsmSignalPct: Math.round((csq * 100) / 31) } : {}),
    // Input 2 is the ignition (ACC) as Traccar reads it; input 3 the door.
    ignition: (inputs & 0b10) !== 0,
    inputs,
    outputs: hex(v('outputs')),
    externalPowerV: power as number,
    batteryV: battery as number,
    extra: {
      event: n('event'),
      system: hex(v('system')),
      door: (inputs & 0b100) !== 0,
      mcc: Number(v('cell', 1)),
      mnc: Number(v('cell', 2)),
      lac: hex(v('cell', 3)),
      cellId: hex(v('cell', 4)),
    },
  };
  // The document names the voltages after the battery's ad1, ad2…; Traccar calls them adc2, adc3….
  for (const [i, volts] of adc.entries()) setExtra(record, `adc${i + 1}`, volts);
  applyEvent(record, v('event'), v('eventData'));
  readExtensions(record, fields.slice(layout.length));
  return record;
}

function applyEvent(record: TrackerRecord, event: string, data: string): void {
  if (event === '53') {
    if (data) setExtra(record, 'driverUniqueId', data);
    return;
  }
  const alarm = alarms[event];
  if (alarm && isTrackerAlarm(alarm)) addAlarm(record, alarm);
  else if (alarm) setExtra(record, 'alarm', alarm);
}
