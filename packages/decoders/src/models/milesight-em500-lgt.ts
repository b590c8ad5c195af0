import { u32le } from '../bytes.ts';
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

// Milesight EM500-LGT light sensor. Names as Milesight's decoder (Milesight-IoT/SensorDecoders
// em-series/em500-lgt/em500-lgt-decoder.js): `illumination` in lux, a 32-bit word (03 94), and
// the history record 20 CE (timestamp, illumination). The TTN codec of 2023 calls it `light`.

const table: ChannelTable = {
  ...replyChannels(em500ProbeReplies('illuminance')),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0394': {
    size: 4,
    read(bytes, at, out) {
      out.set('illumination', u32le(bytes, at));
      out.reading('illuminance', u32le(bytes, at));
    },
  },
  '20ce': {
    size: 8,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const illumination = u32le(bytes, at + 4);
      addHistory(out, { timestamp, illumination }, timestamp, [['illuminance', illumination]]);
    },
  },
};

export const milesightEm500Lgt: ModelDecoder = {
  modelId: 'milesight-iot/em500-lgt',
  vendor: 'Milesight',
  model: 'EM500-LGT',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['illuminance', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, em500-lgt-encoder.js (ff03 60-64800 s, ff10ff)'),
  ),
};
