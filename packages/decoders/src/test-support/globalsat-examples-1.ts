// Globalsat LS-11x frames of globalsat-more-models-1.test.ts, each with what two or three
// independent third-party decoders make of it (Globalsat's own payload document is not at hand):
// - [akenza] akenza-io/device-type-library types/globalsat/LS-113G/uplink.js at 0c405d3d
//   (file last changed in 0f5c84c1), run in Node (`consume`, the Bits helper of lib/bits): its
//   emitted `data`, verbatim. It reads types 1 (co2), 2 (co) and 3 (pm2_5), so every LS-11x.
// - [atlas] thingspect/atlas pkg/decode/globalsat (ls11x.go with co2.go / co.go / pm25.go) at
//   89040649 (package last changed in 6728de2f): the points its own tests record for the frame
//   (co2_test.go, co_test.go, pm25_test.go, ls11x_test.go), not run here (Go). It rounds the
//   temperature to 0.1 °C; its humidity and value are the raw ones.
// - [element] ZennerIoT/element-parsers lib/globalsat_LS-11xP.ex at 1cbcd7da (since removed from
//   the repository): the output its `tests()` records, not run here (Elixir).
// `readings` and `warnings` are ours (reading-fields.ts units).

export const AKENZA_SOURCE = 'akenza-io/device-type-library 0c405d3d types/globalsat/LS-113G/uplink.js';

export type AtlasPoints = { tempC: number; humPct: number; value: number };

export type GlobalsatCase = {
  name: string;
  model: string;
  hex: string;
  akenza: Record<string, number>;
  /** [atlas]'s points for the frame: temperature (rounded), humidity, the sensor's value. */
  atlas?: AtlasPoints;
  readings: Record<string, number>;
  warnings?: string[];
};

export const ls11xCases: GlobalsatCase[] = [
  {
    // [atlas] co2_test.go and ls11x_test.go: 24 °C, 50.13 %, co2_ppm 658.
    name: 'CO2 658 ppm',
    model: 'globalsat/ls-111',
    hex: '01096113950292',
    akenza: { co2: 658, temperature: 24.01, humidity: 50.13 },
    atlas: { tempC: 24, humPct: 50.13, value: 658 },
    readings: { co2: 658, temperature: 24.01, humidity: 50.13 },
  },
  {
    name: 'CO2 value 0x9999',
    model: 'globalsat/ls-111',
    hex: '01096113959999',
    akenza: { co2: 39321, temperature: 24.01, humidity: 50.13 },
    atlas: { tempC: 24, humPct: 50.13, value: 39321 },
    readings: { co2: 39321, temperature: 24.01, humidity: 50.13 },
  },
  {
    // [atlas] co_test.go and ls11x_test.go: 26.2 °C, 43.28 %, co_ppm 0.
    name: 'CO 0 ppm, 26.18 °C',
    model: 'globalsat/ls-112',
    hex: '020a3a10e80000',
    akenza: { co: 0, temperature: 26.18, humidity: 43.28 },
    atlas: { tempC: 26.2, humPct: 43.28, value: 0 },
    readings: { co_ppm: 0, temperature: 26.18, humidity: 43.28 },
  },
  {
    name: 'CO value 0x9999',
    model: 'globalsat/ls-112',
    hex: '020a1810e79999',
    akenza: { co: 39321, temperature: 25.84, humidity: 43.27 },
    atlas: { tempC: 25.8, humPct: 43.27, value: 39321 },
    readings: { co_ppm: 39321, temperature: 25.84, humidity: 43.27 },
  },
  {
    // [akenza] uplink.spec.js's own example (pm2_5 0, 24.01 °C, 50.13 %), also in [atlas] pm25_test.go.
    name: 'PM2.5 0 µg/m³',
    model: 'globalsat/ls-113',
    hex: '03096113950000',
    akenza: { pm2_5: 0, temperature: 24.01, humidity: 50.13 },
    atlas: { tempC: 24, humPct: 50.13, value: 0 },
    readings: { pm2_5: 0, temperature: 24.01, humidity: 50.13 },
  },
  {
    name: 'PM2.5 136 µg/m³',
    model: 'globalsat/ls-113',
    hex: '03096113950088',
    akenza: { pm2_5: 136, temperature: 24.01, humidity: 50.13 },
    atlas: { tempC: 24, humPct: 50.13, value: 136 },
    readings: { pm2_5: 136, temperature: 24.01, humidity: 50.13 },
  },
  {
    // [element] tests(): temperature 0.27, humidity 100.0, sens 76, type "PM 2.5" (on port 2).
    name: 'PM2.5 76 µg/m³ at 100 % humidity',
    model: 'globalsat/ls-113',
    hex: '03001B2710004C',
    akenza: { pm2_5: 76, temperature: 0.27, humidity: 100 },
    readings: { pm2_5: 76, temperature: 0.27, humidity: 100 },
  },
  {
    // [atlas] ls11x_test.go: an error, "humidity outside allowed range" (616.71 %).
    name: 'humidity 616.71 %: no reading',
    model: 'globalsat/ls-112',
    hex: '020a18f0e70000',
    akenza: { co: 0, temperature: 25.84, humidity: 616.71 },
    readings: { co_ppm: 0, temperature: 25.84 },
    warnings: ["humidity 616.71 is outside the sensor's range; not stored"],
  },
  {
    // A PM2.5 frame on an LS-111: read as what it says it is, the value a field only.
    name: "another LS-11x's frame (PM2.5 on the CO2 model)",
    model: 'globalsat/ls-111',
    hex: '03096113950088',
    akenza: { pm2_5: 136, temperature: 24.01, humidity: 50.13 },
    readings: { temperature: 24.01, humidity: 50.13 },
    warnings: ['pm2_5 is not a reading of the LS-111 CO2 sensor; kept in the vendor fields only'],
  },
  {
    // [atlas] "bad identifier" (its pm25_test.go's 04... frame); [element] type "unknown".
    name: 'sensor type 4 (no LS-11x sensor)',
    model: 'globalsat/ls-113',
    hex: '0409C4138801F4',
    akenza: { temperature: 25, humidity: 50 },
    readings: { temperature: 25, humidity: 50 },
    warnings: ["sensor type 4 is not one Globalsat's LS-11x sends; its value not decoded"],
  },
];
