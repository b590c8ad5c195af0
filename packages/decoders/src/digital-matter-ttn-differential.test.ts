import { checkVendorCases, type Readings, type VendorCase } from './test-support/digital-matter-cases.ts';

// Differential tests of the Yabby Edge, Guppy and G62 against the TTN device repository codecs,
// run in Node (never committed here) on payloads built to reach every record and flag:
// TheThingsNetwork/lorawan-devices vendor/digital-matter/yabby-edge.js at
// f9cfd074a7751e49c2372e7a49bfa5a3ab439870, guppy.js and g62.js at
// 597b6ffd185909e00e9ee024ec0f4926b8c19817 (these two read `input.fport`, so they were given it).
// How a case is checked: test-support/digital-matter-cases.ts.

/** A case of a TTN codec that needs no renaming. */
const ttn =
  (model: string) =>
  (
    port: number,
    hex: string,
    vendor: Record<string, unknown>,
    readings: Readings = {},
    location?: VendorCase['location'],
  ): VendorCase => ({
    source: 'TTN',
    model,
    port,
    hex,
    vendor,
    readings,
    ...(location ? { location } : {}),
  });
const edge = ttn('digital-matter/yabby-edge');
/** TTN's Guppy codec also prints `xyz`, angles computed from inclination and azimuth: left out here and in ours. */
const guppy = ttn('digital-matter/guppy-tag');
const g62 = ttn('digital-matter/g62');

/** A G62 record's first 11 bytes: the latitude word's low 4 bits are flags (ignition trip, good supply, current fix). */
const G62_PART_1 = {
  tripType: 'Ignition',
  latitudeDeg: -31.9999968,
  longitudeDeg: 116,
  VextGood: true,
  GpsCurrent: true,
  ignition: true,
  digIn1: true,
  digIn2: false,
  digOut: true,
  headingDeg: 20,
  speedKmph: 60,
  batV: 4,
};
const G62_READINGS = { ignition: true, digital_inputs: 1, digital_outputs: 1, battery_mv: 4000 };

const cases: VendorCase[] = [
  {
    // The yabby-edge-codec.yaml example with a second access point and a GNSS scan after the list.
    source: 'TTN',
    model: 'digital-matter/yabby-edge',
    port: 5,
    hex: '222CBA112233445566AFAABBCCDDEEFF02102030',
    vendor: {
      _type: 'location',
      inTrip: true,
      inactive: false,
      timeSet: true,
      posSeq: 5,
      wifi: [
        { rssi: -70, mac: '112233445566' },
        { rssi: -81, mac: 'aabbccddeeff' },
      ],
      nav: '02102030',
      navFields: {
        errors: 'Parse error!',
        parsed: {
          badDoppler: false,
          gpsTimeRsh4: 8208,
          scanTypes: [0],
          bitChange: null,
          gap: null,
          sats: [],
        },
      },
    },
    // The satellite breakdown is the solver's input, not a position; the raw `nav` is kept.
    ours: { navFields: undefined },
    readings: { motion: true },
  },
  edge(
    1,
    '02055602010000C8010203',
    {
      _type: 'hello',
      fwMaj: 2,
      fwMin: 5,
      prodId: 86,
      hwRev: 2,
      resetPowerOn: true,
      resetWatchdog: false,
      resetExternal: false,
      resetSoftware: false,
      watchdogReason: 0,
      initialBatV: 3.4,
      lrHw: 1,
      lrMaj: 2,
      lrMin: 3,
    },
    { battery_mv: 3400 },
  ),
  // 2.035 V: the field rounds as the codec does, the reading keeps the 7 mV step.
  edge(
    1,
    '0205560208010005010203',
    {
      _type: 'hello',
      fwMaj: 2,
      fwMin: 5,
      prodId: 86,
      hwRev: 2,
      resetPowerOn: false,
      resetWatchdog: false,
      resetExternal: false,
      resetSoftware: true,
      watchdogReason: 1,
      initialBatV: 2.04,
      lrHw: 1,
      lrMaj: 2,
      lrMin: 3,
    },
    { battery_mv: 2035 },
  ),
  edge(2, 'D30205560205010203', {
    _type: 'downlink ack',
    sequence: 83,
    accepted: true,
    fwMaj: 2,
    fwMin: 5,
    prodId: 86,
    hwRev: 2,
    port: 5,
    lrHw: 1,
    lrMaj: 2,
    lrMin: 3,
  }),
  edge(3, 'C8D20364000DFA28549109', {
    _type: 'stats',
    initialBatV: 3.4,
    BatVMax: 3.47,
    wakeupsPerTrip: 3,
    tripCount: 3200,
    uptimeWeeks: 52,
    mAhUsed: 500,
    percentLora: 15.625,
    percentGnss: 31.25,
    percentWifi: 7.8125,
    percentSleep: 39.0625,
    percentDisch: 3.125,
    percentOther: 3.125,
  }),
  edge(89, '0102030405060302055602', {
    _type: 'connect',
    id: '010203040506',
    devReset: true,
    fcntReset: true,
    fwMaj: 2,
    fwMin: 5,
    prodId: 86,
    hwRev: 2,
  }),
  edge(90, '3F8A1B2C3412', {
    _type: 'mtu advice',
    mtu0: 63,
    mtu1: 40,
    mtu2: 92,
    mod1: 1,
    mod2: 12,
    mod3: 2,
    seq: 4660,
  }),
  edge(91, 'E8031234FF0F010203', {
    _type: 'alm cookie req',
    baseTime: 1000,
    baseCrc: '0x3412',
    codeMask: 255,
    compMask: 15,
    lrHw: 1,
    lrMaj: 2,
    lrMin: 3,
  }),
  edge(92, '10278123', { _type: 'alm chunk req', offset: 10000, count: 1794, cookie: 2 }),
  edge(101, '200005AABBCCDD051122', {
    _type: 'fragments',
    frameId: 0,
    total: 3,
    offset: 0,
    data: '05aabbccdd051122',
    port: 5,
    size: 22,
  }),
  edge(105, '210200112233', { _type: 'fragments', frameId: 20, total: 3, offset: 1, data: '00112233' }),
  edge(202, '0100E876481D', { _type: 'time req', gpsTime: 1215752192, token: 13, ansReq: true }),
  edge(202, '0200', { _type: 'time req' }),
  guppy(
    1,
    '658C',
    {
      type: 'status',
      inTrip: true,
      batV: 2.7,
      temp: 30,
      manDown: null,
      inclinationDeg: null,
      azimuthDeg: null,
    },
    { motion: true, battery_mv: 2700, temperature: 30 },
  ),
  guppy(
    1,
    '658C3D3C',
    {
      type: 'status',
      inTrip: true,
      batV: 2.7,
      temp: 30,
      manDown: true,
      inclinationDeg: 45,
      azimuthDeg: 90,
    },
    { motion: true, battery_mv: 2700, temperature: 30 },
  ),
  guppy(
    1,
    '640A0000',
    {
      type: 'status',
      inTrip: false,
      batV: 2.7,
      temp: -35,
      manDown: false,
      inclinationDeg: 0,
      azimuthDeg: 0,
    },
    { motion: false, battery_mv: 2700, temperature: -35 },
  ),
  guppy(2, 'D30102', { type: 'downlink ack', sequence: 83, accepted: true, fwMaj: 1, fwMin: 2 }, {}),
  guppy(
    3,
    'BC0A0001200007',
    { type: 'stats', initialBatV: 2.84, uptimeWeeks: 21, txCount: 8192, tripCount: 1024, wakeupsPerTrip: 7 },
    {},
  ),
  {
    source: 'TTN',
    model: 'digital-matter/guppy-tag',
    port: 4,
    hex: '79563412805E9216',
    vendor: {
      type: 'rtc request',
      wasSet: true,
      cookie: 152709948,
      timestamp: 378691200,
      time: 'Wed, 01 Jan 2025 00:00:00 GMT',
    },
    // ISO 8601, as every time Pinpoint shows.
    ours: { time: '2025-01-01T00:00:00.000Z' },
    readings: {},
  },
  g62(
    1,
    '2D30EDEC0B3224450A3CC87A3230001719',
    { type: 'full data', ...G62_PART_1, Vext: 12.922, Vain: 0.048, tempC: 23, gpsAccM: 25 },
    { ...G62_READINGS, external_voltage: 12.922, temperature: 23 },
    { lat: -31.9999968, lon: 116, accuracy: 25 },
  ),
  {
    // GpsCurrent clear: the position is not a current fix.
    source: 'TTN',
    model: 'digital-matter/g62',
    port: 1,
    hex: '2530EDEC0B3224450A3CC87A323000F619',
    vendor: {
      type: 'full data',
      ...G62_PART_1,
      GpsCurrent: false,
      Vext: 12.922,
      Vain: 0.048,
      tempC: -10,
      gpsAccM: 25,
    },
    readings: { ...G62_READINGS, external_voltage: 12.922, temperature: -10 },
    warnings: ['GPS position is not current (GpsCurrent flag clear): the last known one, not stored'],
  },
  g62(2, '2D30EDEC0B3224450A3CC8', { type: 'data part 1', ...G62_PART_1 }, G62_READINGS, {
    lat: -31.9999968,
    lon: 116,
  }),
  g62(
    3,
    '7A3230001719',
    { type: 'data part 2', Vext: 12.922, Vain: 0.048, tempC: 23, gpsAccM: 25 },
    { external_voltage: 12.922, temperature: 23 },
  ),
  g62(
    4,
    '586E010087D61200',
    { type: 'odometer', runtime: '1d2h3m4s', distanceKm: 12345.67 },
    { odometer_m: 12345670 },
  ),
  g62(5, 'D30102', { type: 'downlink ack', sequence: 83, accepted: true, fwMaj: 1, fwMin: 2 }, {}),
];

checkVendorCases(cases);
