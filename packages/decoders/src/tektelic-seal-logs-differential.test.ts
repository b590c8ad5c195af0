import { checkTektelicCases, timeParts } from './test-support/tektelic-vendor-cases.ts';

// The SEAL's GNSS diagnostics (port 16) and logs (port 15) against TTN's decoder_seal.js
// (TheThingsNetwork/lorawan-devices at 8d114b3120019f8d6a7a6a06f1073a43e51f1fd5) and Tektelic's
// seal-v1.0 converter (TektelicCommunications/data-converters at
// 39edfa077214c0c7ed50afb5416d4ae461c2882f), run in Node from /tmp on built frames. TTN's codec
// reads most of them as 0 (the scale in the wrong column of its table) or throws; why, in
// tektelic-seal-differential.test.ts. Logged fixes stay fields: one uplink has one position, and
// theirs is the log's. The logs' altitude is read unsigned (seal-v1.0 reads it signed there and
// unsigned in the live fix, with the same -500 m offset).

// 2024-06-15 12:30:45 as the packed time's 6-bit year has it, and the next logged fix's time.
const LOGGED = [24, 6, 15, 12, 30, 45] as const;
const NEXT = [24, 6, 15, 12, 31, 44] as const;
const ZERO = [0, 0, 0, 0, 0, 0] as const;
const TTN_LOG_UTC_ZEROS = { fragment_number_1: 0, ...timeParts('_1', ZERO) };
// Tektelic's converter and ours agree on these.
const LOG_REQUEST = { log_request_utc_type_a: { ...timeParts('_0a', LOGGED), number_0a: 5 } };
const LOG_UTC = { log_utc: { fragment_number_1: 1, ...timeParts('_1', LOGGED) } };

checkTektelicCases({
  model: 'tektelic/t0007705-seal',
  ttn: 'decoder_seal.js at 8d114b3120019f8d6a7a6a06f1073a43e51f1fd5',
  tektelic: 'seal/seal-v1.0-decoder.js',
  cases: [
    {
      name: 'GNSS diagnostics',
      port: 16,
      hex: '0D3C090D6401230D95020D9600100D97000500030D98000000640D99010D0F0005',
      ttn: {
        num_satellites: 0,
        avg_satellite_snr: 29.1,
        fix_type: 0,
        time_to_fix: 0,
        fix_accuracy: { gnss_vertical_accuracy: 0, gnss_horizontal_accuracy: 0 },
        ground_speed_accuracy: 0.1,
        num_of_fixes: 0,
        log_num: 0,
      },
      tektelic: {
        num_satellites: 9,
        avg_satellite_snr: 29.1,
        fix_type: '2D fix',
        time_to_fix: 16,
        fix_accuracy: { gnss_vertical_accuracy: '5.00', gnss_horizontal_accuracy: '3.00' },
        ground_speed_accuracy: '0.100',
        num_of_fixes: 1,
        log_num: 5,
      },
      fields: {
        num_satellites: 9,
        avg_satellite_snr: 29.1,
        fix_type: 2,
        time_to_fix: 16,
        fix_accuracy: { gnss_vertical_accuracy: 5, gnss_horizontal_accuracy: 3 },
        ground_speed_accuracy: 0.1,
        num_of_fixes: 1,
        log_num: 5,
      },
      readings: {},
    },
    {
      name: 'a log request',
      port: 15,
      hex: '0A619EC7AD05',
      ttn: { log_request_utc_type_a: { ...timeParts('_0a', ZERO), number_0a: 0 } },
      tektelic: LOG_REQUEST,
      fields: LOG_REQUEST,
      readings: {},
    },
    {
      name: 'a logged time',
      port: 15,
      hex: '0101619EC7AD',
      ttn: { log_utc: TTN_LOG_UTC_ZEROS },
      tektelic: LOG_UTC,
      fields: LOG_UTC,
      readings: {},
    },
    {
      name: 'logged coordinates: fields, no position',
      port: 15,
      hex: '02014898CFAEE1D829BA',
      ttn: { threw: "TypeError: Cannot read properties of undefined (reading 'multiple')" },
      tektelic: {
        log_coordinates: {
          fragment_number_2: 1,
          latitude_2: '51.0447013',
          longitude_2: '-114.0719032',
          altitude_2: '1048.447',
        },
      },
      fields: {
        log_coordinates: {
          fragment_number_2: 1,
          latitude_2: 51.0447013,
          longitude_2: -114.0719032,
          altitude_2: 1048.45,
        },
      },
      readings: {},
    },
    {
      // seal-v1.0 skips the fragment byte without counting it, so it stops at the last byte.
      name: 'a log of two fixes after a fragment number: fields, no position',
      port: 15,
      hex: '0301619EC7AD4898CFAEE1D829BA619EC7EC4898D0AEE1D929BB',
      ttn: {
        '': { '': null, log_utc: TTN_LOG_UTC_ZEROS },
        error: "Couldn't find header  in decoder object. Are you decoding the correct sensor?",
      },
      tektelic: {
        log_all: [
          {
            ...timeParts('_3', LOGGED),
            latitude_3: '51.0447013',
            longitude_3: '-114.0719032',
            altitude_3: '1048.447',
          },
          {
            ...timeParts('_3', NEXT),
            latitude_3: '51.0447121',
            longitude_3: '-114.0718818',
            altitude_3: '1048.592',
          },
        ],
        errors: ['Unable to decode header BB'],
      },
      fields: {
        log_all: {
          fragment_number_3: 1,
          records: [
            {
              ...timeParts('_3', LOGGED),
              latitude_3: 51.0447013,
              longitude_3: -114.0719032,
              altitude_3: 1048.45,
            },
            {
              ...timeParts('_3', NEXT),
              latitude_3: 51.0447121,
              longitude_3: -114.0718818,
              altitude_3: 1048.59,
            },
          ],
        },
      },
      readings: {},
    },
  ],
});
