/**
 * Adeunis's codecs (TTN device repository vendor/adeunis/*_lib.js, npm @adeunis/codecs) wrap
 * their output in `bytes`: `{type, status, ...}`, each measurement `{unit, values: [t, t-1, ...]}`
 * (read as its newest value in its unit: the Motion's `luminosity` is in %, the Breath's `tvoc`
 * in µg/m3), the TEMP 4's channels a list `temperatures` (the first the device's own sensor, the
 * second its probe; `values`, or a keep-alive's `value`). This gives them, and what the frames
 * say beside them, names for the tables (model-names.ts `adeunis`): the status byte's
 * `lowBattery`; `alarmStatus`, any alarm the frame reports (`active` / `inactive`, the TEMP 4's
 * `highThreshold` / `lowThreshold` / `none`, the Analog's status bits), with the values that
 * raised it; the Motion's presence now (`presenceDetectedWhenSending`, or its presence alarm's
 * state); the Pulse's channel A index (`counterValues`: of 0x46 [A, B], of 0x5a [now, ...]); the
 * Dry Contacts' channel states as a mask (`digitalInputs`, bit 0 channel A), as
 * packages/decoders' adeunis models read the same bytes.
 */

type Frame = Record<string, unknown>;

const isRecord = (value: unknown): value is Frame =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A measurement: `{unit, values}` of a history, or `{unit, value}` of an alarm or keep-alive. */
const isMeasure = (value: unknown): value is Frame =>
  isRecord(value) && (Array.isArray(value.values) || 'value' in value);

const alarmWords: Record<string, boolean> = {
  active: true,
  inactive: false,
  highThreshold: true,
  lowThreshold: true,
  none: false,
};
const alarmOf = (value: unknown) =>
  typeof value === 'string' && Object.hasOwn(alarmWords, value) ? alarmWords[value] : undefined;

/** An alarm record's measurement keys (`alarmTemperature: {alarmStatus, temperature: {unit, value}}`). */
const alarmRecords = ['alarmTemperature', 'alarmHumidity', 'alarmCo2', 'alarmLuminosity'];

const channels = ['channelA', 'channelB', 'channelC', 'channelD'];

/** The Dry Contacts' states (data frames' `currentState`, keep-alives' `state`) as a mask, if all four say. */
function contactMask(frame: Frame): number | undefined {
  let mask = 0;
  for (const [index, name] of channels.entries()) {
    const channel = frame[name];
    const state = isRecord(channel) ? (channel.currentState ?? channel.state) : undefined;
    if (typeof state !== 'boolean') return undefined;
    if (state) mask |= 1 << index;
  }
  return mask;
}

/** Channel values of a list (`temperatures`, the TEMP 4's `alarms`): the first is the device's, the second its probe's. */
function channelValues(view: Frame, list: unknown, key?: string) {
  if (!Array.isArray(list)) return;
  const [own, probe] = list.map((item) => (isRecord(item) && key ? item[key] : item)).filter(isMeasure);
  if (own !== undefined) view.temperature ??= own;
  if (probe !== undefined) view.externalTemperature ??= probe;
}

/** The named values of an Adeunis codec's output, or undefined for another codec's. */
export function adeunisValues(decoded: Record<string, unknown>): Frame | undefined {
  const frame = decoded.bytes;
  if (!isRecord(frame)) return undefined;
  const view: Frame = {};
  const alarms: Array<boolean | undefined> = [alarmOf(frame.alarmStatus)];
  for (const [name, value] of Object.entries(frame)) {
    if (!isMeasure(value)) continue;
    // A bare `{unit, value}` is a reading only beside an alarm state (0x10's periods are settings).
    if (Array.isArray(value.values) || 'alarmStatus' in value || 'alarmStatus' in frame) view[name] = value;
    if ('alarmStatus' in value) alarms.push(alarmOf(value.alarmStatus));
  }
  channelValues(view, frame.temperatures);
  channelValues(view, frame.alarms, 'temperature');
  if (Array.isArray(frame.alarms))
    for (const item of frame.alarms) if (isRecord(item)) alarms.push(alarmOf(item.alarmStatus));
  for (const name of alarmRecords) {
    const record = frame[name];
    if (!isRecord(record)) continue;
    alarms.push(alarmOf(record.alarmStatus));
    for (const [key, value] of Object.entries(record)) if (isMeasure(value)) view[key] ??= value;
  }
  if (isRecord(frame.alarmPresence)) {
    const { alarmStatus, luminosity } = frame.alarmPresence;
    if (isMeasure(luminosity)) view.luminosity ??= luminosity;
    view.presenceDetectedWhenSending = alarmOf(alarmStatus);
  }
  if (typeof frame.presenceDetectedWhenSending === 'boolean')
    view.presenceDetectedWhenSending ??= frame.presenceDetectedWhenSending;
  const status = isRecord(frame.status) ? frame.status : {};
  if (typeof status.lowBattery === 'boolean') view.lowBattery = status.lowBattery;
  for (const name of ['alarmChannelA', 'alarmChannelB'])
    if (typeof status[name] === 'boolean') alarms.push(status[name] as boolean);
  if (alarms.includes(true)) view.alarmStatus = true;
  else if (alarms.includes(false)) view.alarmStatus = false;
  const type = typeof frame.type === 'string' ? frame.type : '';
  if (Array.isArray(frame.counterValues) && /^0x(46|5a) /.test(type))
    view.counterValues = frame.counterValues[0];
  const mask = contactMask(frame);
  if (mask !== undefined) view.digitalInputs = mask;
  return view;
}
