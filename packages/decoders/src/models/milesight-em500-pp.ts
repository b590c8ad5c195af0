import { s16le, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { em500ProbeReplies, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM500-PP pipe pressure sensor. Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders em-series/em500-pp/em500-pp-decoder.js): `pressure` in kPa,
// a signed 16-bit word (03 7B), and the history record 20 CE (timestamp, pressure). It is the
// liquid's pressure, liquid_pressure_kpa, not the air pressure reading (hPa).

const table: ChannelTable = {
  ...replyChannels(em500ProbeReplies('pressure')),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '037b': {
    size: 2,
    read(bytes, at, out) {
      out.set('pressure', s16le(bytes, at));
      out.reading('liquid_pressure_kpa', s16le(bytes, at));
    },
  },
  '20ce': {
    size: 6,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const pressure = s16le(bytes, at + 4);
      addHistory(out, { timestamp, pressure }, timestamp, [['liquid_pressure_kpa', pressure]]);
    },
  },
};

export const milesightEm500Pp: ModelDecoder = {
  modelId: 'milesight-iot/em500-pp',
  vendor: 'Milesight',
  model: 'EM500-PP',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['liquid_pressure_kpa', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, em500-pp-encoder.js (ff03 60-64800 s, ff10ff)'),
  ),
};
