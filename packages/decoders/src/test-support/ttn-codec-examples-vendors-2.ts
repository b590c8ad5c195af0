import type { CodecExample } from './codec-example.ts';

// IMBUILDINGS, RAKwireless (RAK2270, RAK7201) and Talkpool codecs of the TTN device repository
// (TheThingsNetwork/lorawan-devices vendor/<vendor>/, read from the pqstefanknol/lorawan-devices
// fork at 369ca3e1, whose files are upstream's: imbuildings.js last changed in 2426c47d (#356),
// the rakwireless files in 5235a3a4 (#656), the talkpool files in f758e72 (#314)): the codec
// yamls' examples, and what each codec printed, run in Node (decodeUplink) on the bytes given.
// `output` is verbatim; `fields` is ours where it differs from it (said why), else ours equal it.

export type VendorExample = CodecExample & { fields?: Readonly<Record<string, unknown>> };

const PEOPLE = 'imbuildings/imbuildings-people-counter';
const COMFORT = 'imbuildings/imbuildings-comfort-sensor';
// The reference guide's (IMBUILDINGS/docs 81da04b6 pdf/IMBUILDINGS_Reference_Guide_for_System_
// Integrators.pdf v1.1, "Example payload") type 2 variant 6, 7 and 8 frames.
const GUIDE_2_6 = '02060004A30B00F6B5690800F80003000220060305E661';
const GUIDE_2_7 = '02070004A30B00F6B569A0060005E4';
const GUIDE_2_8 = '02080004A30B00F6B5690800F9A0';
const blocked = [
  'sensor status: infrared blocked: the receiver does not see the transmitter, people are not counted',
];

// The fields two examples share (with and without the header, the codec's names and ours).
const guide26 = {
  device_status: 8,
  battery_voltage: 2.48,
  counter_a: 3,
  counter_b: 2,
  sensor_status: 32,
  total_counter_a: 1539,
  total_counter_b: 1510,
  payload_counter: 97,
};
const guide27 = { sensor_status: 160, total_counter_a: 1536, total_counter_b: 1508 };
const guide28 = { device_status: 8, battery_voltage: 2.49, sensor_status: 160 };
// The codec yaml's people counter example.
const counters = {
  device_status: 0,
  battery_voltage: 2.56,
  counter_a: 0,
  counter_b: 0,
  sensor_status: 32,
  total_counter_a: 13,
  total_counter_b: 10,
  payload_counter: 106,
};
// The comfort sensor and Moodbox frames built from the payload definitions (device id of the
// codec yaml's example).
const ID = '0004a30b00f0d40e';
const type13 = { payload_type: 1, payload_variant: 3 };
const comfortHeader = { ...type13, device_id: ID, device_status: 0, battery_voltage: 3.3 };
const comfort = { temperature: 22, humidity: 45, CO2: 500, presence: true };
const moodboxPressed = {
  payload_type: 3,
  payload_variant: 3,
  device_id: ID,
  device_status: 0,
  battery_voltage: 3.1,
  button_pressed: true,
};

export const imbuildingsExamples: readonly VendorExample[] = [
  {
    // The example of the codec before #356 (v1.1, whose names differ); ours follow the current one.
    model: PEOPLE,
    source: 'imbuildings-codec.yaml 28926659, "Counters, battery"',
    fPort: 1,
    hex: '02060004a30b00f0d40e0001000000000020000d000a6a',
    output: {
      device_type_identifier: 2,
      device_type: 'People Counter',
      device_type_variant: 6,
      device_id: ID,
      ...counters,
    },
    fields: { payload_type: 2, payload_variant: 6, device_id: ID, ...counters },
    readings: { battery_mv: 2560, people_in: 0, people_out: 0, low_battery: true },
  },
  {
    model: PEOPLE,
    source: 'imbuildings.js 2426c47d, the reference guide type 2 variant 6 example',
    fPort: 1,
    hex: GUIDE_2_6,
    output: { payload_type: 2, payload_variant: 6, device_id: '0004a30b00f6b569', ...guide26 },
    readings: { battery_mv: 2480, people_in: 3, people_out: 2, low_battery: true },
  },
  {
    model: PEOPLE,
    source: 'imbuildings.js 2426c47d, variant 6 without its header on port 26',
    fPort: 26,
    hex: GUIDE_2_6.slice(20),
    output: { payload_type: 2, payload_variant: 6, ...guide26 },
    readings: { battery_mv: 2480, people_in: 3, people_out: 2, low_battery: true },
  },
  {
    model: PEOPLE,
    source: 'imbuildings.js 2426c47d, the reference guide type 2 variant 7 example',
    fPort: 1,
    hex: GUIDE_2_7,
    output: { payload_type: 2, payload_variant: 7, device_id: '0004a30b00f6b569', ...guide27 },
    readings: { low_battery: true },
    warnings: blocked,
  },
  {
    model: PEOPLE,
    source: 'imbuildings.js 2426c47d, variant 7 without its header on port 27',
    fPort: 27,
    hex: GUIDE_2_7.slice(20),
    output: { payload_type: 2, payload_variant: 7, ...guide27 },
    readings: { low_battery: true },
    warnings: blocked,
  },
  {
    model: 'imbuildings/imbuildings-office-occupancy-counter',
    source: 'imbuildings.js 2426c47d, the reference guide type 2 variant 8 example',
    fPort: 1,
    hex: GUIDE_2_8,
    output: { payload_type: 2, payload_variant: 8, device_id: '0004a30b00f6b569', ...guide28 },
    readings: { battery_mv: 2490, low_battery: true },
    warnings: blocked,
  },
  {
    model: 'imbuildings/imbuildings-office-occupancy-counter',
    source: 'imbuildings.js 2426c47d, variant 8 without its header on port 28',
    fPort: 28,
    hex: GUIDE_2_8.slice(20),
    output: { payload_type: 2, payload_variant: 8, ...guide28 },
    readings: { battery_mv: 2490, low_battery: true },
    warnings: blocked,
  },
  {
    // Built from the payload definitions' type 1 variant 3: 22.00 °C, 45.00 %, 500 ppm, presence.
    model: COMFORT,
    source: 'imbuildings.js 2426c47d, a type 1 variant 3 frame',
    fPort: 1,
    hex: '01030004A30B00F0D40E00014A0898119401F401',
    output: { ...comfortHeader, ...comfort },
    readings: { battery_mv: 3300, temperature: 22, humidity: 45, co2: 500, motion: true },
  },
  {
    // The codec reads the status and battery at length - 10 and - 9 also without the header:
    // `battery_voltage` NaN (null once serialized); ours has neither field.
    model: COMFORT,
    source: 'imbuildings.js 2426c47d, variant 3 without its header on port 13',
    fPort: 13,
    hex: '0898119401F401',
    output: { ...type13, battery_voltage: null, ...comfort },
    fields: { ...type13, ...comfort },
    readings: { temperature: 22, humidity: 45, co2: 500, motion: true },
  },
  {
    // A model without a CO2 sensor would send 0 ppm: no air's CO2, no reading.
    model: COMFORT,
    source: 'imbuildings.js 2426c47d, CO2 0 and no presence',
    fPort: 1,
    hex: '01030004A30B00F0D40E00014A08981194000000',
    output: { ...comfortHeader, ...comfort, CO2: 0, presence: false },
    readings: { battery_mv: 3300, temperature: 22, humidity: 45, motion: false },
  },
  {
    // Buttons A and C (bits 0 and 2). The codec tests `byte & 0x02 == 0x02`, which JavaScript reads
    // as `byte & true`: every button takes bit 0. Ours reads each bit (IMBUILDINGS' own decoder,
    // docs assets/imbuildings-decoder.js, puts the parentheses in).
    model: 'imbuildings/imbuildings-moodbox',
    source: 'imbuildings.js 2426c47d, a type 3 variant 3 frame (buttons pressed)',
    fPort: 1,
    hex: '03030004A30B00F0D40E00013605',
    output: { ...moodboxPressed, button: { a: true, b: true, c: true, d: true, e: true } },
    fields: { ...moodboxPressed, button: { a: true, b: false, c: true, d: false, e: false } },
    readings: { battery_mv: 3100, button: true },
  },
  {
    model: 'imbuildings/imbuildings-moodbox',
    source: 'imbuildings.js 2426c47d, a type 3 variant 4 frame (button counts)',
    fPort: 1,
    hex: '03040004A30B00F0D40E00013600010002000000000003',
    output: {
      payload_type: 3,
      payload_variant: 4,
      device_id: ID,
      device_status: 0,
      battery_voltage: 3.1,
      button: { a: 1, b: 2, c: 0, d: 0, e: 3 },
    },
    readings: { battery_mv: 3100 },
  },
];
