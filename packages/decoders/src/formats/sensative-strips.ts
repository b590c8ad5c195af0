import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s16be, u8, u16be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { walkUntilStop } from './model-output.ts';

// Sensative Strips (Comfort, Guard, Drip, Presence, MultiSensor): one format for the family.
// Port 1 is the current reports: a 2-byte history sequence number, then items [type][data], the
// type's bit 7 saying the item is also kept in the device's history. Port 2 answers a history
// request: a 2-byte sequence number, then entries [seconds before now, 4 bytes][type][data].
// Types, sizes and the vendor's names as Sensative's decoder in the TTN device repository
// (vendor/sensative/strips.js) and Sensative's own translator (Sensative/
// strips-lora-translator-open-source, strips-translate.js STRIPS_REPORTS) give them. An unknown
// type has no known size, so the walk stops there and keeps what it read.
//
// Readings: battery (%), temperature (0.1 °C, also in the combined types 80 and 82, 0x50 and 0x52), humidity
// (0.5 %), lux and lux2 (the light sensor's reports against its two threshold pairs) as
// `illuminance`, the Drip's flood alarm (type 14) as `leak` (type 13 is the pads' relative
// wetness in %, a vendor field), the Presence's presence report (18) as `occupied` (it holds
// until the configured presence timeout). The door report (9, 82) stays a vendor field: Sensative's
// decoders disagree on its polarity (strips.js: "true = door closed" for 9 but "true = door open"
// for 82; the reference raw-translate.js: closed for both) and a setting (INVERT_DOOR) inverts it.
// History entries carry no readings: their times count back from the receive time, which the
// decoder does not know.

type Sink = {
  set: (name: string, value: unknown) => void;
  reading: (field: ReadingField, value: number | boolean) => void;
};
type Item = { size: number; read: (bytes: Uint8Array, at: number, sink: Sink) => void };

const tenths = (bytes: Uint8Array, at: number) => s16be(bytes, at) / 10;

/** A `{value}` item, with the reading it gives if any. */
function valueItem(
  name: string,
  size: number,
  read: (bytes: Uint8Array, at: number) => number | boolean,
  reading?: ReadingField,
): Item {
  return {
    size,
    read(bytes, at, sink) {
      const value = read(bytes, at);
      sink.set(name, { value });
      if (reading) sink.reading(reading, value);
    },
  };
}

const flag = (bytes: Uint8Array, at: number) => u8(bytes, at) !== 0;
const half = (bytes: Uint8Array, at: number) => u8(bytes, at) / 2;

const alarms = (name: string): Item => ({
  size: 1,
  read(bytes, at, sink) {
    sink.set(name, { highAlarm: (u8(bytes, at) & 0x01) !== 0, lowAlarm: (u8(bytes, at) & 0x02) !== 0 });
  },
});

/** The combined reports: a first value then the temperature in 0.1 °C. */
const combined = (first: Item, temperatureName: string, reading?: ReadingField): Item => ({
  size: first.size + 2,
  read(bytes, at, sink) {
    first.read(bytes, at, sink);
    valueItem(temperatureName, 2, tenths, reading).read(bytes, at + first.size, sink);
  },
});

const DISINFECT_STATES = ['dirty', 'occupied', 'cleaning', 'clean'];
const hex32 = (bytes: Uint8Array, at: number) => u32be(bytes, at).toString(16).padStart(8, '0');

const humidity = valueItem('humidity', 1, half, 'humidity');
const door = valueItem('door', 1, flag);

const items: ReadonlyMap<number, Item> = new Map<number, Item>([
  [0, { size: 0, read: (_bytes, _at, sink) => sink.set('emptyFrame', {}) }],
  [
    1,
    {
      size: 1,
      read(bytes, at, sink) {
        sink.set('battery', u8(bytes, at));
        sink.reading('battery_pct', u8(bytes, at));
      },
    },
  ],
  [2, valueItem('temperature', 2, tenths, 'temperature')],
  [3, alarms('tempAlarm')],
  [4, valueItem('averageTemperature', 2, tenths)],
  [5, alarms('avgTempAlarm')],
  [6, humidity],
  [7, valueItem('lux', 2, u16be, 'illuminance')],
  [8, valueItem('lux2', 2, u16be, 'illuminance')],
  [9, door],
  [10, valueItem('doorAlarm', 1, flag)],
  [11, valueItem('tamperReport', 1, flag)],
  [12, valueItem('tamperAlarm', 1, flag)],
  [13, valueItem('flood', 1, u8)],
  [14, valueItem('floodAlarm', 1, flag, 'leak')],
  [
    15,
    {
      size: 1,
      read(bytes, at, sink) {
        sink.set('oilAlarm', { value: u8(bytes, at) });
        // The older Strips' name for the same byte, which Sensative's decoder still gives.
        sink.set('foilAlarm', { value: flag(bytes, at) });
      },
    },
  ],
  [16, valueItem('userSwitch1Alarm', 1, flag)],
  [17, valueItem('doorCount', 2, u16be)],
  [18, valueItem('presence', 1, flag, 'occupied')],
  [19, valueItem('IRproximity', 2, u16be)],
  [20, valueItem('IRcloseproximity', 2, u16be)],
  [21, valueItem('closeProximityAlarm', 1, flag)],
  [
    22,
    {
      size: 1,
      read(bytes, at, sink) {
        const value = u8(bytes, at);
        const state = DISINFECT_STATES[value];
        sink.set('disinfectAlarm', state === undefined ? { value } : { value, state });
      },
    },
  ],
  [80, combined(humidity, 'temperature', 'temperature')],
  [81, combined(humidity, 'averageTemperature')],
  [82, combined(door, 'temperature', 'temperature')],
  [
    // Sensative's translator's CheckInConfirmed: the firmware's version and build words.
    110,
    {
      size: 8,
      read: (bytes, at, sink) =>
        sink.set('checkInConfirmed', { version: hex32(bytes, at), idddata: hex32(bytes, at + 4) }),
    },
  ],
  [112, valueItem('capacitanceFlood', 2, u16be)],
  [113, valueItem('capacitancePad', 2, u16be)],
  [114, valueItem('capacitanceEnd', 2, u16be)],
]);

const HEADER = 2;

/** The item whose type byte is at `at` (relative to the walk), or the walk's stop. */
function item(bytes: Uint8Array, at: number, offset: number): Item | { stop: string } {
  const type = u8(bytes, at) & 0x7f;
  const found = items.get(type);
  const rest = bytes.length - at;
  if (!found)
    return {
      stop: `unknown report type ${hexByte(type)} at byte ${at + offset}: ${rest} byte${rest === 1 ? '' : 's'} not decoded`,
    };
  if (rest <= found.size)
    return {
      stop: `payload truncated: report type ${hexByte(type)} at byte ${at + offset} needs ${found.size + 1} bytes, has ${rest}; not decoded`,
    };
  return found;
}

function decodeCurrent(bytes: Uint8Array, out: ResultBuilder): void {
  const sequence = u16be(bytes, 0);
  out.set('historySeqNr', sequence);
  // Each item also written to the history takes the sequence number before the last one's.
  let previous = sequence;
  out.set('prevHistSeqNr', previous);
  const sink: Sink = {
    set: (name, value) => out.set(name, value),
    reading: (field, value) => out.reading(field, value),
  };
  const body = bytes.subarray(HEADER);
  walkUntilStop(body, out, (at) => {
    const found = item(body, at, HEADER);
    if ('stop' in found) return found;
    if (u8(body, at) & 0x80) {
      previous -= 1;
      out.set('prevHistSeqNr', previous);
    }
    found.read(body, at + 1, sink);
    return { length: found.size + 1 };
  });
}

const ENTRY_TIME = 4;

function decodeHistory(bytes: Uint8Array, out: ResultBuilder): void {
  const history: Record<string, Record<string, unknown>> = {};
  let sequence = u16be(bytes, 0);
  const body = bytes.subarray(HEADER);
  out.set('history', history);
  walkUntilStop(body, out, (at) => {
    if (body.length - at <= ENTRY_TIME)
      return { stop: `payload truncated: history entry at byte ${at + HEADER} is cut off; not decoded` };
    const found = item(body, at + ENTRY_TIME, HEADER);
    if ('stop' in found) return found;
    const entry: Record<string, unknown> = { secondsAgo: u32be(body, at) };
    found.read(body, at + ENTRY_TIME + 1, { set: (name, value) => (entry[name] = value), reading: () => {} });
    history[sequence] = entry;
    sequence += 1;
    return { length: ENTRY_TIME + 1 + found.size };
  });
  if (Object.keys(history).length > 0)
    out.warn('history entries are kept as fields only: their times count back from the receive time');
}

/** Port 1: the current reports; port 2: history entries. */
export function decodeStrips(bytes: Uint8Array, fPort: number): DecodeResult {
  if (bytes.length < HEADER)
    throw new DecodeError(`payload too short (${bytes.length} bytes, expected at least ${HEADER})`);
  const out = new ResultBuilder();
  if (fPort === 2) decodeHistory(bytes, out);
  else decodeCurrent(bytes, out);
  return out.build();
}
