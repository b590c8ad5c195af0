import { checkTektelicCases, timeParts } from './test-support/tektelic-vendor-cases.ts';

// Differential tests of the SEAL decoder against TTN's decoder_seal.js (TheThingsNetwork/
// lorawan-devices at 8d114b3120019f8d6a7a6a06f1073a43e51f1fd5) and Tektelic's seal-v1.0
// converter (TektelicCommunications/data-converters "LoRa Alliance Payload Codec 1.0.0/seal/
// seal-v1.0-decoder.js" at 39edfa077214c0c7ed50afb5416d4ae461c2882f), run in Node from /tmp on
// frames built to reach every frame and port; how a case reads: test-support/tektelic-vendor-cases.ts.
//
// Where TTN's codec is wrong, our fields are Tektelic's values under the shared names:
// - most rows of its table have the scale in the "multiple" column and an empty "coefficient",
//   which it reads as 0: temperature becomes a list of zeros that swallows the rest of the
//   payload, the statuses, port 16's counts and port 15's times read 0;
// - its coordinate scales are cut to 1.07e-5 and 2.15e-5 (90 and 180 / 2^23 are 1.0728836e-5 and
//   2.1457672e-5): 50.9075077, -114.296924 for a fix at 51.0447013, -114.0719032, 23 km off;
// - its bit extraction misplaces fields that do not start on a byte: the packed UTC time
//   2024-06-15 12:30:45 (year 24) reads as month 1, 09:03;
// - port 15 frame 0x02 throws (TypeError), and a port 25 scan makes it loop until Node runs out
//   of memory (not recorded here). Ports 15 and 16: tektelic-seal-logs-differential.test.ts.

const FIX_TEKTELIC = { latitude: '51.0447013', longitude: '-114.0719032', altitude: '1048.45' };
const FIX = { latitude: 51.0447013, longitude: -114.0719032, altitude: 1048.45 };
const TIME = timeParts('_utc', [24, 6, 15, 12, 30, 45]);
const ZEROS = {
  safety_status_eb: 0,
  safety_status_fall: 0,
  safety_status_sh: 0,
  safety_status_ear: 0,
  safety_status_pressure: 0,
};

checkTektelicCases({
  model: 'tektelic/t0007705-seal',
  ttn: 'decoder_seal.js at 8d114b3120019f8d6a7a6a06f1073a43e51f1fd5',
  tektelic: 'seal/seal-v1.0-decoder.js',
  cases: [
    {
      name: 'remaining battery capacity and days (the codec example)',
      port: 10,
      hex: '00D36400BD0199',
      ttn: { battery_lifetime_pct: 100, battery_lifetime_dys: 409 },
      tektelic: { battery_lifetime_pct: 100, battery_lifetime_dys: 409 },
      readings: { battery_pct: 100 },
    },
    {
      // The 6-bit year has no documented epoch: the fix gets no time of its own.
      name: 'a fix with its packed UTC time, speed and GNSS fix byte: the position',
      port: 10,
      hex: '0085619EC7AD00884898CFAEE1D829BA00920A000001',
      ttn: {
        utc: timeParts('_utc', [24, 1, 15, 9, 3, 45]),
        coordinates: { latitude: 50.9075077, longitude: -114.296924, altitude: 1048.45 },
        ground_speed: 2.778,
        gnss_fix: 1,
      },
      tektelic: { utc: TIME, coordinates: FIX_TEKTELIC, ground_speed: '2.778', gnss_fix: 1 },
      fields: { utc: TIME, coordinates: FIX, ground_speed: 2.778, gnss_fix: 1 },
      readings: {},
      location: { lat: 51.0447013, lon: -114.0719032, alt: 1048.45 },
    },
    {
      name: 'temperature, barometric pressure (hPa), its calibration value, acceleration',
      port: 10,
      hex: '0067FF9C00732797007427A0007103E8FC180000',
      ttn: { temperature: [0, 0, 0, 0, 0, 0, 0, 0, 0] },
      tektelic: {
        temperature: '-10.0',
        barometric_pressure: '1013.5',
        cal_barometric_pressure: '1014.4',
        acceleration_vector: { acceleration_x: '1.000', acceleration_y: '-1.000', acceleration_z: '0.000' },
      },
      fields: {
        temperature: -10,
        barometric_pressure: 1013.5,
        cal_barometric_pressure: 1014.4,
        acceleration_vector: { acceleration_x: 1, acceleration_y: -1, acceleration_z: 0 },
      },
      readings: { temperature: -10, pressure: 1013.5 },
    },
    {
      name: 'safety status: emergency button and fall active',
      port: 10,
      hex: '029503',
      ttn: { safety_status: ZEROS },
      tektelic: {
        safety_status: {
          safety_status_eb: 'Active',
          safety_status_fall: 'Active',
          safety_status_sh: 'Off',
          safety_status_ear: 'Inactive',
          safety_status_pressure: 'Inactive',
        },
      },
      fields: { safety_status: { ...ZEROS, safety_status_eb: 1, safety_status_fall: 1 } },
      readings: { button: true, fall_detected: true },
    },
    {
      name: 'safety status: the other three bits, no button, no fall',
      port: 10,
      hex: '02951C',
      ttn: { safety_status: ZEROS },
      tektelic: {
        safety_status: {
          safety_status_eb: 'Inactive',
          safety_status_fall: 'Fall Cleared',
          safety_status_sh: 'On',
          safety_status_ear: 'Active',
          safety_status_pressure: 'Active',
        },
      },
      fields: {
        safety_status: { ...ZEROS, safety_status_sh: 1, safety_status_ear: 1, safety_status_pressure: 1 },
      },
      readings: { button: false, fall_detected: false },
    },
    {
      name: 'GNSS and BLE zones (0 unknown, 1 inside, 2 outside, 3 near)',
      port: 10,
      hex: '0095240195E4',
      ttn: {
        gnss_status: { gnss_status_dz0: 0, gnss_status_dz1: 0, gnss_status_dz2: 0, gnss_status_dz3: 0 },
        ble_status: { ble_status_dz0: 0, ble_status_dz1: 0, ble_status_dz2: 0, ble_status_dz3: 0 },
      },
      tektelic: {
        gnss_status: {
          gnss_status_dz0: 'Unknown',
          gnss_status_dz1: 'Inside',
          gnss_status_dz2: 'Outside',
          gnss_status_dz3: 'Unknown',
        },
        ble_status: {
          ble_status_dz0: 'Unknown',
          ble_status_dz1: 'Inside',
          ble_status_dz2: 'Outside',
          ble_status_dz3: 'Near',
        },
      },
      fields: {
        gnss_status: { gnss_status_dz0: 0, gnss_status_dz1: 1, gnss_status_dz2: 2, gnss_status_dz3: 0 },
        ble_status: { ble_status_dz0: 0, ble_status_dz1: 1, ble_status_dz2: 2, ble_status_dz3: 3 },
      },
      readings: {},
    },
  ],
});
