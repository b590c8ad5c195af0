import { checkVendorCases } from './test-support/tracker-cases.ts';

// Differential tests of the Dragino TrackerD decoder against Dragino's own decoders, run in Node
// with TZ=UTC on payloads built to reach every port, flag, sign and layout (the documented example
// is in trackers-dragino-moko.test.ts). How a case reads: test-support/tracker-cases.ts.
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';
/** Left out: `Location` and `location_tago`, the same coordinates again. */
const TRACKERD_151 = `${DRAGINO} TrackerD/TrackerD TTN Decoder 1.5.1.txt`;
/**
 * Names mapped to 1.5.1's (latitude -> Latitude, battery -> BatV, alarm true -> ALARM_status "TRUE",
 * mode -> MD, led -> LON, movement -> Transport, humidity -> Hum, temperature -> Tem); Node_type left out.
 */
const TRACKERD_154 = `${DRAGINO} TrackerD/TrackerD  1.5.4_TrackerD-LS1.0.5 Decoder.txt`;

checkVendorCases('dragino/trackerd', TRACKERD_151, [
  {
    name: 'southern, western position, SOS alarm, negative temperature',
    // MD: the vendor gives ports 2, 3 and 7 the unshifted bits (0x40 = 64); bits 7-6 = 01 is mode 1.
    // Date / Time: the vendor writes 0 when the frame has no time; we write nothing.
    port: 2,
    hex: 'FDFB5A84FBD200404CE450022BFFCB',
    vendor: {
      Latitude: -33.85894,
      Longitude: -70.123456,
      Hum: 55.5,
      Tem: -5.3,
      BatV: 3.3,
      ALARM_status: 'TRUE',
      MD: 64,
      Bg: 0,
      Date: 0,
      Time: 0,
      LON: 'OFF',
      Transport: 'MOVE',
    },
    ours: { MD: 1, Date: undefined, Time: undefined },
    readings: { button: true, battery_mv: 3300, motion: true, humidity: 55.5, temperature: -5.3 },
    location: { lat: -33.85894, lon: -70.123456 },
  },
  {
    name: 'GPS time instead of the climate (flag bit 3)',
    // Hum / Tem: the vendor writes 0 for a frame that carries the time instead; we write nothing.
    port: 2,
    hex: '02E97E250023E45E0FA23807E8050F0C2238',
    vendor: {
      Latitude: 48.856613,
      Longitude: 2.352222,
      Hum: 0,
      Tem: 0,
      BatV: 4.002,
      ALARM_status: 'FALSE',
      MD: 0,
      Bg: 1,
      Date: '2024-5-15',
      Time: '12:34:56',
      LON: 'ON',
      Transport: 'MOVE',
    },
    ours: { Hum: undefined, Tem: undefined },
    readings: { button: false, battery_mv: 4002, motion: true },
    location: { lat: 48.856613, lon: 2.352222, time: '2024-05-15T12:34:56.000Z' },
  },
  {
    name: 'no fix (0, 0)',
    // The vendor's `Location` stays 0 (no position); so does ours, with a warning.
    port: 2,
    hex: '00000000000000000FA20001AE00DA',
    vendor: {
      Latitude: 0,
      Longitude: 0,
      Hum: 43,
      Tem: 21.8,
      BatV: 4.002,
      ALARM_status: 'FALSE',
      MD: 0,
      Bg: 0,
      Date: 0,
      Time: 0,
      LON: 'OFF',
      Transport: 'STILL',
    },
    ours: { Date: undefined, Time: undefined },
    readings: { button: false, battery_mv: 4002, motion: false, humidity: 43, temperature: 21.8 },
    warnings: ['GPS failed to obtain location'],
  },
  {
    name: 'position without climate',
    // Bg: the vendor writes the flag for port 2 only; ours says on port 3 too that no time follows.
    port: 3,
    hex: '02E97E250023E45E0FA210',
    vendor: {
      Latitude: 48.856613,
      Longitude: 2.352222,
      BatV: 4.002,
      ALARM_status: 'FALSE',
      MD: 0,
      LON: 'OFF',
      Transport: 'MOVE',
    },
    ours: { Bg: 0 },
    readings: { button: false, battery_mv: 4002, motion: true },
    location: { lat: 48.856613, lon: 2.352222 },
  },
  {
    name: 'logged position',
    port: 4,
    hex: '02E97E250023E45E07E8050F0C2238',
    vendor: { Latitude: 48.856613, Longitude: 2.352222, Date: '2024-5-15', Time: '12:34:56' },
    readings: {},
    location: { lat: 48.856613, lon: 2.352222, time: '2024-05-15T12:34:56.000Z' },
  },
  {
    name: 'device status',
    // PNACKMD: the vendor assigns `panackmd` and returns the undeclared `pnackmd` (always missing).
    port: 5,
    hex: '13015401FF0FA24003',
    vendor: {
      BatV: 4.002,
      SENSOR_MODEL: 'TrackerD',
      FIRMWARE_VERSION: '1.5.4',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      SMODE: 'GPS',
      GPS_M0D: 0,
      BLE_MD: 0,
      LON: 'ON',
      Intwk: 1,
    },
    ours: { PNACKMD: 0 },
    readings: { battery_mv: 4002 },
  },
  {
    name: 'iBeacon',
    // UUID: the vendor drops the leading zero of each byte (06 -> "6"); POWER: it reads byte 15, the
    // UUID's last byte, so we leave it out.
    port: 6,
    hex: 'FDA50693A4E24FB1AFCFC6EB07647825271101F400C5FFB50FA240',
    vendor: {
      BatV: 4.002,
      ALARM_status: 'FALSE',
      MD: 1,
      LON: 'OFF',
      UUID: 'fda5693a4e24fb1afcfc6eb7647825',
      MAJOR: 10001,
      MINOR: 500,
      RSSI: -75,
      RSSI1M: -59,
      POWER: 37,
    },
    ours: { UUID: 'fda50693a4e24fb1afcfc6eb07647825', POWER: undefined },
    readings: { button: false, battery_mv: 4002 },
  },
  {
    name: 'alarm without position',
    // MD unshifted by the vendor, as on port 2.
    port: 7,
    hex: '4FA240',
    vendor: { BatV: 4.002, ALARM_status: 'TRUE', MD: 64, LON: 'OFF' },
    ours: { MD: 1 },
    readings: { button: true, battery_mv: 4002 },
  },
  {
    name: 'Wi-Fi SSID',
    port: 8,
    hex: '445241474F4EC40FA240',
    vendor: { WIFISSID: 'DRAGON', RSSI: -60, BatV: 4.002, ALARM_status: 'FALSE', MD: 1, LON: 'OFF' },
    readings: { button: false, battery_mv: 4002 },
  },
  {
    name: 'three BLE devices',
    port: 10,
    hex: 'A1B2C3D4E5F6C5112233445566B0AABBCCDDEEFFA00FA240',
    vendor: {
      BatV: 4.002,
      ALARM_status: 'FALSE',
      MD: 1,
      MAC1: 'a1b2c3d4e5f6',
      MAC2: '112233445566',
      MAC3: 'aabbccddeeff',
      RSSI1: -59,
      RSSI2: -80,
      RSSI3: -96,
    },
    readings: { button: false, battery_mv: 4002 },
  },
]);

checkVendorCases('dragino/trackerd', TRACKERD_154, [
  {
    name: '1.5.4 position with speed, course, climate',
    // Tem: the vendor reads the temperature unsigned (0xFFCB = 6548.3 °C); 1.5.1 and we read it signed.
    port: 2,
    hex: 'FEA27821FD6D3BE0000000050000005A4FA23001AEFFCB',
    vendor: {
      Latitude: -22.906847,
      Longitude: -43.172896,
      speed: 5,
      course: 90,
      BatV: 4.002,
      ALARM_status: 'TRUE',
      MD: 0,
      LON: 'ON',
      Transport: 'MOVE',
      Hum: 43,
      Tem: 6548.3,
    },
    ours: { Tem: -5.3, Bg: 0 },
    readings: { button: true, battery_mv: 4002, motion: true, humidity: 43, temperature: -5.3 },
    location: { lat: -22.906847, lon: -43.172896 },
  },
  {
    name: '1.5.4 position without climate',
    // Bg: see port 3 above.
    port: 3,
    hex: 'FEA27821FD6D3BE0000000050000005A0FA210',
    vendor: {
      Latitude: -22.906847,
      Longitude: -43.172896,
      speed: 5,
      course: 90,
      BatV: 4.002,
      ALARM_status: 'FALSE',
      MD: 0,
      LON: 'OFF',
      Transport: 'MOVE',
    },
    ours: { Bg: 0 },
    readings: { button: false, battery_mv: 4002, motion: true },
    location: { lat: -22.906847, lon: -43.172896 },
  },
  {
    name: '1.5.4 logged position',
    // timestamp: the vendor's ISO time is our Date and Time, and the readings' and position's time.
    port: 4,
    hex: 'FEA27821FD6D3BE0000000050000005A07E8050F0C22384FA2',
    vendor: {
      Latitude: -22.906847,
      Longitude: -43.172896,
      speed: 5,
      course: 90,
      timestamp: '2024-05-15T12:34:56.000Z',
      BatV: 4.002,
      Transport: 'MOVE',
    },
    ours: { timestamp: undefined, Date: '2024-5-15', Time: '12:34:56' },
    readings: { 'battery_mv@2024-05-15T12:34:56.000Z': 4002, 'motion@2024-05-15T12:34:56.000Z': true },
    location: { lat: -22.906847, lon: -43.172896, time: '2024-05-15T12:34:56.000Z' },
  },
  {
    name: '1.5.4 iBeacon list',
    // Beacons: 1.5.4's entries under 1.4.9's name (1.4.9 reads them 11 bytes apart, garbled).
    port: 9,
    hex: '0FA200271101F4C5271201F5B0',
    vendor: {
      beacons: [
        { major: 10001, minor: 500, rssi: -59 },
        { major: 10002, minor: 501, rssi: -80 },
      ],
      BatV: 4.002,
      ALARM_status: 'FALSE',
    },
    ours: {
      beacons: undefined,
      Beacons: [
        { major: 10001, minor: 500, rssi: -59 },
        { major: 10002, minor: 501, rssi: -80 },
      ],
    },
    readings: { button: false, battery_mv: 4002 },
  },
  {
    name: '1.5.4 five BLE devices',
    // MAC1..n / RSSI1..n: 1.5.1's names for 1.5.4's list; MD: bits 7-6 as 1.5.1 reads this byte (1.5.4
    // reads other bits, `bleMode`, `led`, `motion`, which we leave out as the two decoders disagree).
    port: 10,
    hex: 'A1B2C3D4E5F6C5112233445566B0AABBCCDDEEFFA0010203040506C1070809101112C20FA2E8',
    vendor: {
      beacons: [
        { mac: 'a1:b2:c3:d4:e5:f6', rssi: -59 },
        { mac: '11:22:33:44:55:66', rssi: -80 },
        { mac: 'aa:bb:cc:dd:ee:ff', rssi: -96 },
        { mac: '01:02:03:04:05:06', rssi: -63 },
        { mac: '07:08:09:10:11:12', rssi: -62 },
      ],
      BatV: 4.002,
      ALARM_status: 'FALSE',
      bleMode: 7,
      LON: false,
      motion: true,
    },
    ours: {
      beacons: undefined,
      bleMode: undefined,
      LON: undefined,
      motion: undefined,
      MAC1: 'a1b2c3d4e5f6',
      RSSI1: -59,
      MAC2: '112233445566',
      RSSI2: -80,
      MAC3: 'aabbccddeeff',
      RSSI3: -96,
      MAC4: '010203040506',
      RSSI4: -63,
      MAC5: '070809101112',
      RSSI5: -62,
      MD: 3,
    },
    readings: { button: false, battery_mv: 4002 },
  },
]);
