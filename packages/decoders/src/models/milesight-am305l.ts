import { u16le } from '../bytes.ts';
import { alarmChannel, am30xlChannels, am30xlCommands, anomaly, setting } from './milesight-am304l.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight AM305L: the AM304L (milesight-am304l.ts, where the format is described) with a CO2
// sensor. Its decoder (Milesight-IoT/SensorDecoders am-series/am305l/am305l-decoder.js) adds the CO2
// (07 7D, ppm → `co2`), its anomaly (b7 7D), its alarm (87 7D: types 17 "Polluted" level 2 and 19
// "Bad" level 1 raise `threshold_alarm`, 16 / 18 release it), the CO2 and its status at the end of
// each history record (18 bytes), and the CO2 settings replies.

const co2Value = { name: 'co2', size: 2, read: u16le, reading: 'co2' } as const;

export const milesightAm305l = milesightSensor({
  model: 'AM305L',
  readings: [
    'temperature',
    'humidity',
    'motion',
    'light_level',
    'illuminance',
    'co2',
    'threshold_alarm',
    'battery_pct',
  ],
  table: {
    ...am30xlChannels([co2Value]),
    '077d': {
      size: 2,
      read(b, at, out) {
        out.set('co2', u16le(b, at));
        out.reading('co2', u16le(b, at));
      },
    },
    b77d: anomaly('co2_collection_anomaly'),
    '877d': alarmChannel({ name: 'co2_alarm', value: 'co2', reading: 'co2', read: u16le, last: 19 }),
    ff18: setting(2, { 3: 'pir_enable', 4: 'illuminance_collecting_enable', 5: 'co2_collecting_enable' }),
    ffea: setting(
      3,
      {
        0: 'temperature_calibration_settings',
        1: 'humidity_calibration_settings',
        2: 'co2_calibration_settings',
      },
      0x7f,
    ),
    ff39: setting(5, 'co2_auto_background_calibration_settings'),
    ff87: setting(3, 'co2_altitude_calibration'),
    ff1a: setting(1, { 0: 'co2_reset_calibration', 3: 'co2_background_calibration' }),
    f9c4: setting(6, 'co2_alarm_rule'),
  },
  ...am30xlCommands('am305l'),
});
