import { u8 } from '../bytes.ts';
import { distanceChannel } from '../formats/milesight-distance.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import { batteryChannel, type ChannelTable, deviceInfoChannels } from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight WS201 fill level sensor (soap, paper and tissue dispensers). Names as Milesight's
// decoder (Milesight-IoT/SensorDecoders ws-series/ws201/ws201-decoder.js): `distance` in mm to
// the contents (03 82) and `remaining`, the percentage left (04 D6) that the device computes
// from the configured container depth: the `fill_level_pct` reading.

/** handle_downlink_response of ws201-decoder.js. */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '06': ['remaining_alarm_config', 9],
  '10': ['reboot', 1],
  '17': ['time_zone', 2],
  '28': ['report_status', 1],
  '75': ['hibernate_config', 6],
  '76': ['depth', 2],
};

const table: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0382': distanceChannel,
  '04d6': {
    size: 1,
    read(bytes, at, out) {
      out.set('remaining', u8(bytes, at));
      out.reading('fill_level_pct', u8(bytes, at));
    },
  },
};

export const milesightWs201 = milesightSensor({
  model: 'WS201',
  readings: ['fill_level_pct', 'distance_mm', 'battery_pct'],
  table,
  encoder: { file: 'ws201-encoder.js', seconds: '1-64800' },
});
