import { checkVendorCases, FIX_FAILED, type VendorCase } from './test-support/digital-matter-cases.ts';

// Differential tests of the Oyster / Yabby family against Digital Matter's decoders, run in
// Node (never committed here) on payloads built to reach every record, flag, sign and scale,
// and on uplinks quoted in the sources (the documented examples are in digital-matter.test.ts):
// - TTN: TheThingsNetwork/lorawan-devices vendor/digital-matter/oyster.js at
//   0a306c4eda1c7cd8b359038bc9f03bf8d426c158;
// - Oyster3: Digital Matter's Oyster3 decoder in helium/console-decoders
//   Digital_Matter/Oyster_LoRaWAN/decoder_v2.js at 44132a7ed281c97080e69c2cbf7bfb24d4ba79d3
//   (its port 2 reads a global `input`, which was set; its port 33 `time`, resolved against the
//   clock of the machine that runs it, is left out);
// - Yabby: helium/console-decoders Digital_Matter/Yabby_LoRaWAN/decoder.js at
//   e74e54fa6f8957b7be27060a77f88429900ebf50.
// How a case is checked: test-support/digital-matter-cases.ts.

/** Our Oyster keeps TTN's names where TTN's codec has the record. */
const OYSTER3_NAMES = { _type: 'type', inactivityAlarm: 'manDown' };
const PORT33_NAMES = { latitude: 'latitudeDeg', longitude: 'longitudeDeg' };

const TORONTO = { lat: 43.6532, lon: -79.3832 };
const TORONTO_COMPACT = { lat: 43.6531968, lon: -79.3831936 };
const TORONTO_TTN_COMPACT = {
  latitudeDeg: 43.653196799999996,
  longitudeDeg: -79.3831936,
  headingDeg: 90,
  speedKmph: 60,
};
const NOT_CACHED = {
  latitudeDeg: undefined,
  longitudeDeg: undefined,
  headingDeg: undefined,
  speedKmph: undefined,
};

/** The port 3 statistics of akenza's and ZENNER's example, 8BF3DC7B9438984278B85E, after the battery. */
const STATS = {
  txCount: 59136,
  tripCount: 194336,
  gpsSuccesses: 10464,
  gpsFails: 7232,
  aveGpsFixS: 96,
  aveGpsFailS: 133,
  aveGpsFreshenS: 120,
  wakeupsPerTrip: 56,
  uptimeWeeks: 189,
};

const oyster = (c: Omit<VendorCase, 'model'>): VendorCase => ({ model: 'digital-matter/oyster', ...c });

const cases: VendorCase[] = [
  oyster({
    // In a trip, heading 63 × 5.625°, 100 km/h, battery 163 × 25 mV.
    source: 'TTN',
    port: 1,
    hex: '20F3041AC015AFD0FD64A3',
    vendor: {
      type: 'position',
      inTrip: true,
      fixFailed: false,
      batV: 4.08,
      manDown: null,
      latitudeDeg: 43.6532,
      longitudeDeg: -79.3832,
      headingDeg: 354.375,
      speedKmph: 100,
    },
    // TTN's codec rounds the 25 mV steps to 10 mV; Digital Matter's Oyster3 decoder keeps them.
    ours: { batV: 4.075 },
    readings: { motion: true, battery_mv: 4075 },
    location: TORONTO,
  }),
  oyster({
    source: 'TTN',
    port: 4,
    hex: 'F3041A16AFD062A001',
    vendor: {
      type: 'position',
      batV: 4,
      inTrip: true,
      fixFailed: false,
      manDown: false,
      ...TORONTO_TTN_COMPACT,
    },
    // Digital Matter's decoder rounds to 1e-7 degrees; its critical-battery bits (0: not said).
    ours: { latitudeDeg: 43.6531968, batCritical: null },
    readings: { battery_mv: 4000, motion: true },
    location: TORONTO_COMPACT,
  }),
  oyster({
    // Byte 8 bit 3 (battery in 32 mV steps above 3.5 V) and critical battery: TTN's codec reads 0.5 V.
    source: 'TTN',
    port: 4,
    hex: 'F3041A16AFD0621429',
    vendor: {
      type: 'position',
      batV: 0.5,
      inTrip: true,
      fixFailed: false,
      manDown: false,
      ...TORONTO_TTN_COMPACT,
    },
    ours: { batV: 4.14, batCritical: true, latitudeDeg: 43.6531968 },
    readings: { battery_mv: 4140, motion: true, low_battery: true },
    location: TORONTO_COMPACT,
  }),
  oyster({
    source: 'Oyster3',
    port: 4,
    hex: 'F3041A16AFD0621429',
    vendor: {
      _type: 'position',
      batV: 4.14,
      inTrip: true,
      fixFailed: false,
      inactivityAlarm: false,
      batCritical: true,
      latitudeDeg: 43.6531968,
      longitudeDeg: -79.3831936,
      headingDeg: 90,
      speedKmph: 60,
    },
    renamed: OYSTER3_NAMES,
    readings: { battery_mv: 4140, motion: true, low_battery: true },
    location: TORONTO_COMPACT,
  }),
  oyster({
    // akenza-io/device-type-library's Oyster3 port 4 example: a failed fix.
    source: 'TTN',
    port: 4,
    hex: '53AB783C04A1F98E06',
    vendor: {
      type: 'position',
      batV: 3.55,
      inTrip: false,
      fixFailed: true,
      manDown: true,
      cached: { latitudeDeg: 202.4493824, longitudeDeg: -159.3558016, headingDeg: 45, speedKmph: 155 },
    },
    ours: { batCritical: null },
    readings: { battery_mv: 3550, motion: false },
    warnings: [FIX_FAILED],
  }),
  oyster({
    source: 'TTN',
    port: 2,
    hex: 'D30102',
    vendor: { type: 'downlink ack', sequence: 83, accepted: true, fwMaj: 1, fwMin: 2 },
    readings: {},
  }),
  oyster({
    source: 'TTN',
    port: 3,
    hex: '8BF3DC7B9438984278B85E',
    vendor: { type: 'stats', initialBatV: 5.1, ...STATS },
    readings: {},
  }),
  oyster({
    source: 'Oyster3',
    port: 30,
    hex: '010A62010203017A',
    vendor: {
      _type: 'hello',
      fwMaj: 1,
      fwMin: 10,
      prodId: 98,
      hwRev: 1,
      resetPowerOn: false,
      resetWatchdog: true,
      resetExternal: false,
      resetSoftware: false,
      watchdogReason: 259,
      initialBatV: 7.4,
    },
    renamed: OYSTER3_NAMES,
    readings: { battery_mv: 7404 },
  }),
  oyster({
    source: 'Oyster3',
    port: 31,
    hex: '23042F28E2011EB0549078',
    vendor: {
      _type: 'stats v3',
      ttff: 35,
      wakeupsPerTrip: 4,
      initialBatV: 5.004,
      currentBatV: 4.78,
      batCritical: false,
      batLow: true,
      tripCount: 3840,
      uptimeWeeks: 30,
      mWhUsed: 3000,
      percentLora: 15.625,
      percentGnssSucc: 25,
      percentGnssFail: 6.25,
      percentSleepDis: 46.875,
      percentOther: 6.25,
    },
    renamed: OYSTER3_NAMES,
    readings: { battery_mv: 4780, low_battery: true },
  }),
  oyster({
    // Time stamp 127 (unknown), critical battery, inactivity alarm after 1 day 30 minutes.
    source: 'Oyster3',
    port: 33,
    hex: 'A6153EBB8CC7FF7F0B285E',
    vendor: {
      type: 'position',
      fixFailed: false,
      inTrip: true,
      timestamp: 127,
      batCritical: true,
      inactivityAlarm: true,
      inactiveDuration: '1d0h30m',
      batV: 4.78,
      latitude: 43.6532092,
      longitude: -79.3831944,
      headingDeg: 270,
      speedKmph: 55,
    },
    renamed: PORT33_NAMES,
    readings: { motion: true, low_battery: true, battery_mv: 4780 },
    location: { lat: 43.6532092, lon: -79.3831944 },
  }),
  oyster({
    // A real Oyster3 uplink (tore-jan-s/tellsens-decoders decode.http, 4 March 2022): no fix.
    source: 'Oyster3',
    port: 33,
    hex: '139C57B49203B810003901',
    vendor: {
      type: 'position',
      fixFailed: true,
      inTrip: false,
      timestamp: 92,
      batCritical: false,
      inactivityAlarm: false,
      inactiveDuration: '0d0h8m',
      batV: 5.324,
      cached: { latitude: 61.6005349, longitude: 5.0246143, headingDeg: 45, speedKmph: 0 },
    },
    ours: { cached: { latitudeDeg: 61.6005349, longitudeDeg: 5.0246143, headingDeg: 45, speedKmph: 0 } },
    // batCritical false: the battery is not low (a unit whose battery was changed says so).
    readings: { motion: false, low_battery: false, battery_mv: 5324 },
    warnings: [FIX_FAILED],
  }),
  {
    source: 'Yabby',
    model: 'digital-matter/yabby',
    port: 1,
    hex: '20F3041AC015AFD0FD64A3',
    vendor: {
      type: 'position',
      latitudeDeg: 43.6532,
      longitudeDeg: -79.3832,
      inTrip: true,
      fixFailed: false,
      manDown: true,
      headingDeg: 180,
      speedKmph: 60,
      batV: 4.075,
    },
    readings: { motion: true, battery_mv: 4075 },
    location: TORONTO,
  },
  {
    // TTN's Oyster failed-fix example read as a Yabby: byte 9 is heading 1 × 45°, speed 0.
    source: 'Yabby',
    model: 'digital-matter/yabby',
    port: 1,
    hex: '85A8C5EBD8763F0B0301BE',
    vendor: {
      type: 'position',
      latitudeDeg: -33.9367803,
      longitudeDeg: 18.8708568,
      inTrip: true,
      fixFailed: true,
      manDown: false,
      headingDeg: 45,
      speedKmph: 0,
      batV: 4.75,
    },
    // A failed fix's position is only the last good one: `cached`, as in Digital Matter's later decoders.
    ours: {
      ...NOT_CACHED,
      cached: { latitudeDeg: -33.9367803, longitudeDeg: 18.8708568, headingDeg: 45, speedKmph: 0 },
    },
    readings: { motion: true, battery_mv: 4750 },
    warnings: [FIX_FAILED],
  },
  {
    source: 'Yabby',
    model: 'digital-matter/yabby',
    port: 3,
    hex: '80F3DC7B9438984278B85E',
    // The stats record with no initial battery voltage: the Yabby decoder's null (TTN's Oyster codec: 4.0 V).
    vendor: { type: 'stats', initialBatV: null, ...STATS },
    readings: {},
  },
];

checkVendorCases(cases);
