import { u8 } from '../bytes.ts';
import type { ModelDecoder } from '../types.ts';
import { type IdRecord, walkIdRecords } from './milesight-id-records.ts';
import { HISTORY, TS60X_READINGS, ts601Records } from './milesight-ts601.ts';

// Milesight TS602: the TS601's records (milesight-ts601.ts) and the display switch 55
// (`temperature_humidity_display_switch`, 0 temperature, 1 humidity), as ts-series/ts602/
// ts602-decoder.js reads them.

const displaySwitch: IdRecord = {
  size: 1,
  read: (bytes, at, target) => target.set('temperature_humidity_display_switch', { switch: u8(bytes, at) }),
};

const ts602Records: Readonly<Record<number, IdRecord>> = { ...ts601Records, 85: displaySwitch };

export const milesightTs602: ModelDecoder = {
  modelId: 'milesight-iot/ts602',
  vendor: 'Milesight',
  model: 'TS602',
  fPorts: 'any',
  defaultFPort: 85,
  readings: TS60X_READINGS,
  // Its low-battery alarm is sent when the battery runs low and never ended by one, and the tilt
  // alarm's falling type (0x21) has no deactivation as its threshold type (0x10) has: events.
  momentary: ['low_battery', 'fall_detected'],
  location: true,
  decode: (bytes) => walkIdRecords(bytes, ts602Records, HISTORY),
  commands: [],
  commandsNote:
    'ts602-encoder.js reboots with be and sets the interval with 60 + unit + u16, not the ff 10 ff / ff 03 / ff 8e 00 of our commands',
};
