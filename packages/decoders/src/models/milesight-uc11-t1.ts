import {
  batteryChannel,
  deviceInfoChannels,
  humidityChannel,
  serialNumber6Channel,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight UC11-T1 temperature and humidity sensor: the EM300-TH's values on other channels (01 67
// temperature, 02 68 humidity, 03 75 battery) and a 6-byte serial number (ff 08). Names as
// Milesight's decoder (Milesight-IoT/SensorDecoders uc-series/uc11-t1/uc11-t1-decoder.js).

export const milesightUc11T1 = milesightSensor({
  model: 'UC11-T1',
  readings: ['temperature', 'humidity', 'battery_pct'],
  table: {
    ...deviceInfoChannels,
    ff08: serialNumber6Channel,
    '0375': batteryChannel,
    '0167': temperatureChannel(),
    '0268': humidityChannel,
  },
  commands: [],
  commandsNote: 'uc11-t1-encoder.js encodes no command',
});
