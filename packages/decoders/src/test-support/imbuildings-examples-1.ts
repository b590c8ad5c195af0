import type { ExampleReadings } from './codec-example.ts';

// IMBUILDINGS' own decoder on Desk Sensor / Motion Sensor frames (payload type 1, variants 6, 7,
// 8): IMBUILDINGS/docs at 81da04b643b64b29d5d4ffcabe97a6ba5a1070f1 (the file's last change
// aa0537123c4a820d4ef4992ee6184ba02476cf58), assets/imbuildings-decoder.js, decodeUplink({ bytes,
// fPort }) run in Node, its `data` JSON.stringify'd verbatim. Frames we built after
// reference-guide/payload-definitions "Type 1 / Variant 6-8", with the header (any port, 1 here)
// and without it (ports 16-18). Without the header the decoder prints `battery_voltage` NaN
// (`null` in JSON) from bytes before the payload: we leave it out, as the decoder's
// `device_status` (undefined) already is.

export type ImbuildingsExample = {
  name: string;
  fPort: number;
  hex: string;
  /** The decoder's `data`, as JSON. */
  vendor: string;
  readings: ExampleReadings;
  warnings?: readonly string[];
};

export const imbuildingsPresenceExamples: readonly ImbuildingsExample[] = [
  {
    name: 'variant 6 with its header, presence event',
    fPort: 1,
    hex: '0106E8EB1B2E7A1D00A700012C01',
    vendor:
      '{"payload_type":1,"payload_variant":6,"device_id":"e8eb1b2e7a1d00a7","device_status":0,"battery_voltage":3,"event":1}',
    readings: { motion: true, battery_mv: 3000 },
  },
  {
    name: 'variant 6 with its header, power lost event',
    fPort: 1,
    hex: '0106E8EB1B2E7A1D00A700012C02',
    vendor:
      '{"payload_type":1,"payload_variant":6,"device_id":"e8eb1b2e7a1d00a7","device_status":0,"battery_voltage":3,"event":2}',
    readings: { battery_mv: 3000 },
    warnings: ['event: power lost'],
  },
  {
    name: 'variant 7 with its header, present 55 % of the interval',
    fPort: 1,
    hex: '0107E8EB1B2E7A1D00A700014A37',
    vendor:
      '{"payload_type":1,"payload_variant":7,"device_id":"e8eb1b2e7a1d00a7","device_status":0,"battery_voltage":3.3,"percentage":55}',
    readings: { occupied: true, battery_mv: 3300 },
  },
  {
    name: 'variant 8 with its header, present 15 minutes',
    fPort: 1,
    hex: '0108E8EB1B2E7A1D00A70001400F',
    vendor:
      '{"payload_type":1,"payload_variant":8,"device_id":"e8eb1b2e7a1d00a7","device_status":0,"battery_voltage":3.2,"minutes":15}',
    readings: { occupied: true, battery_mv: 3200 },
  },
  {
    name: 'variant 6 without its header on port 16, presence event',
    fPort: 16,
    hex: '01',
    vendor: '{"payload_type":1,"payload_variant":6,"battery_voltage":null,"event":1}',
    readings: { motion: true },
  },
  {
    name: 'variant 7 without its header on port 17, 42 %',
    fPort: 17,
    hex: '2A',
    vendor: '{"payload_type":1,"payload_variant":7,"battery_voltage":null,"percentage":42}',
    readings: { occupied: true },
  },
  {
    name: 'variant 8 without its header on port 18, 0 minutes',
    fPort: 18,
    hex: '00',
    vendor: '{"payload_type":1,"payload_variant":8,"battery_voltage":null,"minutes":0}',
    readings: { occupied: false },
  },
  {
    name: 'variant 7 with its header, status 5, nobody present',
    fPort: 1,
    hex: '0107E8EB1B2E7A1D00A705012C00',
    vendor:
      '{"payload_type":1,"payload_variant":7,"device_id":"e8eb1b2e7a1d00a7","device_status":5,"battery_voltage":3,"percentage":0}',
    readings: { occupied: false, battery_mv: 3000 },
  },
  {
    name: 'variant 6 with its header, an event the guide does not list',
    fPort: 1,
    hex: '0106E8EB1B2E7A1D00A70001400A',
    vendor:
      '{"payload_type":1,"payload_variant":6,"device_id":"e8eb1b2e7a1d00a7","device_status":0,"battery_voltage":3.2,"event":10}',
    readings: { battery_mv: 3200 },
    warnings: ['event 0x0a is not one the reference guide lists'],
  },
  {
    name: 'variant 8 without its header on port 18, 255 minutes',
    fPort: 18,
    hex: 'FF',
    vendor: '{"payload_type":1,"payload_variant":8,"battery_voltage":null,"minutes":255}',
    readings: { occupied: true },
  },
];
