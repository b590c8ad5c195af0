import { checkTektelicCases } from './test-support/tektelic-vendor-cases.ts';

// The SEAL's GNSS diagnostics (port 16) and logs (port 15) against TTN's decoder_seal.js
// (TheThingsNetwork/lorawan-devices at 8d114b3120019f8d6a7a6a06f1073a43e51f1fd5) and Tektelic's
// seal-v1.0 converter (TektelicCommunications/data-converters at
// 39edfa077214c0c7ed50afb5416d4ae461c2882f), run in Node from /tmp on built frames. TTN's codec
// reads most of them as 0 (the scale in the wrong column of its table) or throws; why, in
// tektelic-seal-differential.test.ts. Logged fixes stay fields: one uplink has one position, and
// theirs is the log's. The logs' altitude is read unsigned (seal-v1.0 reads it signed there and
// unsigned in the live fix, with the same -500 m offset).

const TTN_LOG_UTC_ZEROS = {
  fragment_number_1: 0,
  year_1: 0,
  month_1: 0,
  day_1: 0,
  hour_1: 0,
  minute_1: 0,
  second_1: 0,
};

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
      ttn: {
        log_request_utc_type_a: {
          year_0a: 0,
          month_0a: 0,
          day_0a: 0,
          hour_0a: 0,
          minute_0a: 0,
          second_0a: 0,
          number_0a: 0,
        },
      },
      tektelic: {
        log_request_utc_type_a: {
          year_0a: 24,
          month_0a: 6,
          day_0a: 15,
          hour_0a: 12,
          minute_0a: 30,
          second_0a: 45,
          number_0a: 5,
        },
      },
      fields: {
        log_request_utc_type_a: {
          year_0a: 24,
          month_0a: 6,
          day_0a: 15,
          hour_0a: 12,
          minute_0a: 30,
          second_0a: 45,
          number_0a: 5,
        },
      },
      readings: {},
    },
    {
      name: 'a logged time',
      port: 15,
      hex: '0101619EC7AD',
      ttn: { log_utc: TTN_LOG_UTC_ZEROS },
      tektelic: {
        log_utc: {
          fragment_number_1: 1,
          year_1: 24,
          month_1: 6,
          day_1: 15,
          hour_1: 12,
          minute_1: 30,
          second_1: 45,
        },
      },
      fields: {
        log_utc: {
          fragment_number_1: 1,
          year_1: 24,
          month_1: 6,
          day_1: 15,
          hour_1: 12,
          minute_1: 30,
          second_1: 45,
        },
      },
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
            year_3: 24,
            month_3: 6,
            day_3: 15,
            hour_3: 12,
            minute_3: 30,
            second_3: 45,
            latitude_3: '51.0447013',
            longitude_3: '-114.0719032',
            altitude_3: '1048.447',
          },
          {
            year_3: 24,
            month_3: 6,
            day_3: 15,
            hour_3: 12,
            minute_3: 31,
            second_3: 44,
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
              year_3: 24,
              month_3: 6,
              day_3: 15,
              hour_3: 12,
              minute_3: 30,
              second_3: 45,
              latitude_3: 51.0447013,
              longitude_3: -114.0719032,
              altitude_3: 1048.45,
            },
            {
              year_3: 24,
              month_3: 6,
              day_3: 15,
              hour_3: 12,
              minute_3: 31,
              second_3: 44,
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
