import type { CodecExample } from './codec-example.ts';

// Elsys (vendor/elsys/<model>-codec.yaml, at the commit named with each): the examples' bytes and
// the `output.data` Elsys's decoder (elsys.js) gives. Three (ers, elt-2, elt-ultrasonic) are
// commented out in their yaml: still its bytes and elsys.js's output. Used by elsys.test.ts.

export const ROOM = { temperature: 22.6, humidity: 41, light: 39, motion: 6 };
export const ROOM_READINGS = { temperature: 22.6, humidity: 41, illuminance: 39, motion: true };
export const ACC = { x: 1, y: 39, z: 5 };

const elsys = (
  model: string,
  source: string,
  hex: string,
  output: Record<string, unknown>,
  readings: CodecExample['readings'],
  warnings?: string[],
): CodecExample => ({
  model: `elsys/${model}`,
  source,
  fPort: 1,
  hex,
  output,
  readings,
  ...(warnings ? { warnings } : {}),
});

/** The made-up pressure of the ELT examples: no air has it, so it is no reading. */
const NO_AIR = [
  'pressure 100729.105 hPa is not an air pressure at the ground; kept in the vendor fields only',
];

export const elsysTtnExamples: readonly CodecExample[] = [
  elsys('ers', 'ers-codec.yaml 2efc71ec', '0100E202290400270506', ROOM, ROOM_READINGS),
  elsys(
    'ers-co2',
    'ers-co2-codec.yaml 51dc053e',
    '0100E202290400270506060308',
    { ...ROOM, co2: 776 },
    { ...ROOM_READINGS, co2: 776 },
  ),
  elsys(
    'ers-lite',
    'ers-lite-codec.yaml 53a91268',
    '0100E20229',
    { temperature: 22.6, humidity: 41 },
    { temperature: 22.6, humidity: 41 },
  ),
  elsys(
    'ers-co2-lite',
    'ers-co2-lite-codec.yaml 51dc053e',
    '0100E20229060308',
    { temperature: 22.6, humidity: 41, co2: 776 },
    { temperature: 22.6, humidity: 41, co2: 776 },
  ),
  elsys('ers-voc', 'ers-voc-codec.yaml 62c8acdd', '0100E202290400270506', ROOM, ROOM_READINGS),
  // Occupancy 1 is someone entering or leaving: no `occupied` either way.
  elsys(
    'ers-eye',
    'ers-eye-codec.yaml 6a51637e',
    '0100E2022904002705061101',
    { ...ROOM, occupancy: 1 },
    ROOM_READINGS,
  ),
  elsys(
    'ers-sound',
    'ers-sound-codec.yaml 6a51637e',
    '0100E202290400270506150101',
    { ...ROOM, soundPeak: 1, soundAvg: 1 },
    { ...ROOM_READINGS, sound_dba: 1 },
  ),
  // Two pulse1 records: the later one stands, as in elsys.js.
  elsys(
    'ems',
    'ems-codec.yaml f0c7a3e7',
    '0100E20229030127050A110112110A2111',
    { temperature: 22.6, humidity: 41, ...ACC, pulse1: 8465, waterleak: 17 },
    { temperature: 22.6, humidity: 41, leak: true },
  ),
  elsys(
    'ems-door',
    'ems-door-codec.yaml 75bb2ec6',
    '030127050A11010B000A0011',
    { ...ACC, pulse1: 4353, pulseAbs: 655377 },
    { pulse_count: 655377 },
  ),
  // Its normalizedOutput: air temperature 22.6, relativeHumidity 41.
  elsys(
    'ems-desk',
    'ems-desk-codec.yaml 62c8acdd',
    '0100E20229030127051102',
    { temperature: 22.6, humidity: 41, ...ACC, occupancy: 2 },
    { temperature: 22.6, humidity: 41, occupied: true },
  ),
  elsys(
    'ems-lite',
    'ems-lite-codec.yaml 110da5de',
    '0100E202291211',
    { temperature: 22.6, humidity: 41, waterleak: 17 },
    { temperature: 22.6, humidity: 41, leak: true },
  ),
  // Made-up bytes (hence the pressure no air has); the scale is what matters.
  elsys(
    'elt-2',
    'elt-2-codec.yaml c918a5d7',
    '0100E20229030127051406010111',
    { temperature: 22.6, humidity: 41, ...ACC, pressure: 100729.105 },
    { temperature: 22.6, humidity: 41 },
    NO_AIR,
  ),
  elsys(
    'elt-ultrasonic',
    'elt-ultrasonic-codec.yaml 0717cc42',
    '0100E202290301270514060101110E2311',
    { temperature: 22.6, humidity: 41, ...ACC, pressure: 100729.105, distance: 8977 },
    { temperature: 22.6, humidity: 41, distance_mm: 8977 },
    NO_AIR,
  ),
];
