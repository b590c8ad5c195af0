import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import type { ModelDecoder } from '../types.ts';
import { milesightWs523 } from './milesight-ws523.ts';

// Milesight WS525 portable smart socket (CN). Its decoder and encoder (Milesight-IoT/SensorDecoders
// ws-series/ws525/ws525-decoder.js, ws525-encoder.js) are the WS523's byte for byte, so it reads as
// the WS523 does, with that decoder's names: voltage, active_power, power_factor,
// power_consumption (Wh), current (mA; our reading in A), socket_status.
export const milesightWs525: ModelDecoder = {
  ...milesightWs523,
  modelId: 'milesight-iot/ws525',
  model: 'WS525',
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, ws525-encoder.js (ff03 seconds, ff10ff)'),
  ),
};
