import type { CodecExample } from './codec-example.ts';

// Codec outputs of Browan's MerryIoT sensors (DW10, MS10, WL10, CD10), each with its uplink and our
// readings for the bytes:
// - Browan's own decoder, browanofficial/Sensor-Decoder MerryIoT/MerryIoT_forTTN_v4.0.txt at
//   625a2b0a80f5e849cda475d069bc05db5021b7fd (one decodeUplink per sensor), run in Node on frames
//   built for each layout, flag and sign; its `data` verbatim;
// - TTN's cd10-codec.yaml example (TheThingsNetwork/lorawan-devices vendor/browan at 62c8acdd,
//   codec cd10.js at 018c7990), its `output.data` verbatim (TTN's names: `battery`, `humidity`).
// Used by browan-more-models-1.test.ts and by apps/server's vendor-codecs-agreement.test.ts
// (codec-outputs.ts).

const BROWAN = 'Sensor-Decoder 625a2b0a MerryIoT_forTTN_v4.0.txt';

const example = (
  model: string,
  fPort: number,
  what: string,
  hex: string,
  output: Record<string, unknown>,
  readings: CodecExample['readings'],
  warnings?: string[],
): CodecExample => ({
  model,
  source: `${BROWAN}, ${what}`,
  fPort,
  hex,
  output,
  readings,
  ...(warnings ? { warnings } : {}),
});

const dw10 = (
  what: string,
  hex: string,
  output: Record<string, unknown>,
  readings: CodecExample['readings'],
) => example('browan/dw10', 120, what, hex, output, readings);
const ms10 = (
  what: string,
  hex: string,
  output: Record<string, unknown>,
  readings: CodecExample['readings'],
  warnings?: string[],
) => example('browan/ms10', 122, what, hex, output, readings, warnings);
const wl10 = (
  what: string,
  hex: string,
  output: Record<string, unknown>,
  readings: CodecExample['readings'],
  warnings?: string[],
) => example('browan/wl10', 126, what, hex, output, readings, warnings);
const cd10 = (
  what: string,
  hex: string,
  output: Record<string, unknown>,
  readings: CodecExample['readings'],
  warnings?: string[],
) => example('browan/cd10', 127, what, hex, output, readings, warnings);

const quiet = { button: false, tamper: false };

export const merryIotExamples: readonly CodecExample[] = [
  dw10(
    '10 bytes, closed, 21.5 °C',
    '000BD7002D0300051200',
    {
      battery_volt: 3.2,
      temperature: 21.5,
      humi: 45,
      open: 0,
      button: 0,
      tamper: 0,
      tilt: 0,
      time: 3,
      count: 4613,
    },
    { door_open: false, ...quiet, tilt: false, battery_mv: 3200, temperature: 21.5, humidity: 45 },
  ),
  dw10(
    '10 bytes, open, button, tamper and tilt, -2.5 °C',
    '0F0BE7FF40050001F203',
    {
      battery_volt: 3.2,
      temperature: -2.5,
      humi: 64,
      open: 1,
      button: 1,
      tamper: 1,
      tilt: 1,
      time: 5,
      count: 258561,
    },
    {
      door_open: true,
      button: true,
      tamper: true,
      tilt: true,
      battery_mv: 3200,
      temperature: -2.5,
      humidity: 64,
    },
  ),
  dw10(
    '9 bytes (whole degrees), open, 22 °C',
    '010B16321000000100',
    {
      battery_volt: 3.2,
      temperature: 22,
      humi: 50,
      open: 1,
      button: 0,
      tamper: 0,
      tilt: 0,
      time: 16,
      count: 256,
    },
    { door_open: true, ...quiet, tilt: false, battery_mv: 3200, temperature: 22, humidity: 50 },
  ),
  dw10(
    '9 bytes, tilted, -3 °C (byte 0xFD)',
    '080BFD5001000A1000',
    {
      battery_volt: 3.2,
      temperature: -3,
      humi: 80,
      open: 0,
      button: 0,
      tamper: 0,
      tilt: 1,
      time: 1,
      count: 4106,
    },
    { door_open: false, ...quiet, tilt: true, battery_mv: 3200, temperature: -3, humidity: 80 },
  ),
  ms10(
    '10 bytes, occupied, 23.4 °C',
    '010BEA002800002A0000',
    { battery_volt: 3.2, temperature: 23.4, humi: 40, motion: 1, button: 0, tamper: 0, time: 0, count: 42 },
    { motion: true, ...quiet, battery_mv: 3200, temperature: 23.4, humidity: 40 },
  ),
  ms10(
    '10 bytes, free, button and tamper, a 24-bit count',
    '060BB400373C00452301',
    { battery_volt: 3.2, temperature: 18, humi: 55, motion: 0, button: 1, tamper: 1, time: 60, count: 74565 },
    { motion: false, button: true, tamper: true, battery_mv: 3200, temperature: 18, humidity: 55 },
  ),
  ms10(
    '9 bytes (whole degrees), occupied',
    '010B15230200070000',
    { battery_volt: 3.2, temperature: 21, humi: 35, motion: 1, button: 0, tamper: 0, time: 2, count: 7 },
    { motion: true, ...quiet, battery_mv: 3200, temperature: 21, humidity: 35 },
  ),
  ms10(
    '9 bytes, battery ν 0 (2.1 V), -5 °C',
    '0000FB3C0000000000',
    { battery_volt: 2.1, temperature: -5, humi: 60, motion: 0, button: 0, tamper: 0, time: 0, count: 0 },
    { motion: false, ...quiet, battery_mv: 2100, temperature: -5, humidity: 60 },
  ),
  ms10(
    '10 bytes, -0.1 °C (word 0xFFFF)',
    '0108FFFF320100010000',
    { battery_volt: 2.9, temperature: -0.1, humi: 50, motion: 1, button: 0, tamper: 0, time: 1, count: 1 },
    { motion: true, ...quiet, battery_mv: 2900, temperature: -0.1, humidity: 50 },
  ),
  ms10(
    '10 bytes, word 1250: 125.0 °C, the highest the decoder reads as positive',
    '010BE2042800002A0000',
    { battery_volt: 3.2, temperature: 125, humi: 40, motion: 1, button: 0, tamper: 0, time: 0, count: 42 },
    { motion: true, ...quiet, battery_mv: 3200, temperature: 125, humidity: 40 },
  ),
  ms10(
    '10 bytes, word 1251: the decoder reads -6428.5 °C',
    '010BE3042800002A0000',
    {
      battery_volt: 3.2,
      temperature: -6428.5,
      humi: 40,
      motion: 1,
      button: 0,
      tamper: 0,
      time: 0,
      count: 42,
    },
    { motion: true, ...quiet, battery_mv: 3200, humidity: 40 },
    ["temperature -6428.5 is outside the sensor's range; not stored"],
  ),
  wl10(
    '5 bytes, dry, 21.7 °C',
    '000BD90030',
    { battery_volt: 3.2, temperature: 21.7, humi: 48, water: 0, button: 0, tamper: 0 },
    { leak: false, ...quiet, battery_mv: 3200, temperature: 21.7, humidity: 48 },
  ),
  wl10(
    '5 bytes, wet and tamper',
    '050B2D0063',
    { battery_volt: 3.2, temperature: 4.5, humi: 99, water: 1, button: 0, tamper: 1 },
    { leak: true, button: false, tamper: true, battery_mv: 3200, temperature: 4.5, humidity: 99 },
  ),
  wl10(
    '4 bytes (whole degrees), wet and the button',
    '030B133C',
    { battery_volt: 3.2, temperature: 19, humi: 60, water: 1, button: 1, tamper: 0 },
    { leak: true, button: true, tamper: false, battery_mv: 3200, temperature: 19, humidity: 60 },
  ),
  wl10(
    '4 bytes, humidity byte 127',
    '000A147F',
    { battery_volt: 3.1, temperature: 20, humi: 127, water: 0, button: 0, tamper: 0 },
    { leak: false, ...quiet, battery_mv: 3100, temperature: 20 },
    ["humidity 127 is outside the sensor's range; not stored"],
  ),
  cd10(
    "7 bytes, the bytes of TTN's example",
    '110FE700430719',
    {
      battery_volt: 3.6,
      temperature: 23.1,
      humi: 67,
      trigger: 1,
      button: 0,
      co2threshold: 1,
      co2calibration: 0,
      co2_ppm: 6407,
    },
    { button: false, threshold_alarm: true, co2: 6407, battery_mv: 3600, temperature: 23.1, humidity: 67 },
  ),
  cd10(
    '7 bytes, the button, calibrating',
    '220BDC002D6402',
    {
      battery_volt: 3.2,
      temperature: 22,
      humi: 45,
      trigger: 0,
      button: 1,
      co2threshold: 0,
      co2calibration: 1,
      co2_ppm: 612,
    },
    { button: true, threshold_alarm: false, co2: 612, battery_mv: 3200, temperature: 22, humidity: 45 },
  ),
  cd10(
    '6 bytes (whole degrees)',
    '010B18322003',
    {
      battery_volt: 3.2,
      temperature: 24,
      humi: 50,
      trigger: 1,
      button: 0,
      co2threshold: 0,
      co2calibration: 0,
      co2_ppm: 800,
    },
    { button: false, threshold_alarm: false, co2: 800, battery_mv: 3200, temperature: 24, humidity: 50 },
  ),
  cd10(
    '6 bytes, 45000 ppm: the decoder prints its 40000 cap',
    '100BFF1EC8AF',
    {
      battery_volt: 3.2,
      temperature: -1,
      humi: 30,
      trigger: 0,
      button: 0,
      co2threshold: 1,
      co2calibration: 0,
      co2_ppm: 40000,
    },
    { button: false, threshold_alarm: true, battery_mv: 3200, temperature: -1, humidity: 30 },
    ["CO2 45000 ppm is at or above the decoder's 40000 ppm cap: not stored"],
  ),
  cd10(
    '6 bytes, 39999 ppm: under the cap',
    '000B181E3F9C',
    {
      battery_volt: 3.2,
      temperature: 24,
      humi: 30,
      trigger: 0,
      button: 0,
      co2threshold: 0,
      co2calibration: 0,
      co2_ppm: 39999,
    },
    { button: false, threshold_alarm: false, co2: 39999, battery_mv: 3200, temperature: 24, humidity: 30 },
  ),
  cd10(
    '6 bytes, 40000 ppm: the cap itself',
    '000B181E409C',
    {
      battery_volt: 3.2,
      temperature: 24,
      humi: 30,
      trigger: 0,
      button: 0,
      co2threshold: 0,
      co2calibration: 0,
      co2_ppm: 40000,
    },
    { button: false, threshold_alarm: false, battery_mv: 3200, temperature: 24, humidity: 30 },
    ["CO2 40000 ppm is at or above the decoder's 40000 ppm cap: not stored"],
  ),
];

/** TTN's cd10-codec.yaml example, "MerryIoT Air Quality CO2 detected": TTN's names. */
export const cd10TtnExample: CodecExample = {
  model: 'browan/cd10',
  source: 'cd10-codec.yaml 62c8acdd, "MerryIoT Air Quality CO2 detected"',
  fPort: 127,
  hex: '110FE700430719',
  output: {
    status: 1,
    button: 0,
    co2threshold: 1,
    co2calibration: 0,
    battery: 3.6,
    temperature: 23.1,
    humidity: 67,
    co2_ppm: 6407,
  },
  readings: {
    button: false,
    threshold_alarm: true,
    co2: 6407,
    battery_mv: 3600,
    temperature: 23.1,
    humidity: 67,
  },
};
