import { u16le, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { distanceChannel } from '../formats/milesight-distance.ts';
import { em500Replies, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  changeAlarmChannel,
  decodeTlv,
  deviceInfoChannels,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM500-UDL ultrasonic distance sensor; TTN and vendor names agree
// (`distance` in mm, although one TTN codec version divided it by 1000). The alarm and
// history records, which the TTN codec lacks, follow Milesight's decoder
// (Milesight-IoT/SensorDecoders em-series/em500-udl/em500-udl-decoder.js).

const table: ChannelTable = {
  ...replyChannels(em500Replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0382': distanceChannel,
  // 83 E9: distance and its change (the vendor decoder divides both words by 10, unit mm).
  '83e9': changeAlarmChannel({
    name: 'distance',
    signed: false,
    reading: 'distance_mm',
    alarmName: 'distance_alarm',
    labels: ['normal', 'threshold_alarm', 'mutation_alarm'],
  }),
  '20ce': {
    size: 6,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const distance = u16le(bytes, at + 4);
      addHistory(out, { timestamp, distance }, timestamp, [['distance_mm', distance]]);
    },
  },
};

export const milesightEm500Udl: ModelDecoder = {
  modelId: 'milesight-iot/em500-udl',
  vendor: 'Milesight',
  model: 'EM500-UDL',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['distance_mm', 'threshold_alarm', 'sudden_change', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.em500udl),
};
