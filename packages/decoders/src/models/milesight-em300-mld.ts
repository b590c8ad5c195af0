import { u8, u32le } from '../bytes.ts';
import { em300Replies, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  deviceInfoChannels,
  stateChannel,
  stateWord,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight EM300-MLD membrane leak sensor. Names as Milesight's decoder and the TTN codec
// (Milesight-IoT/SensorDecoders em-series/em300-mld/em300-mld-decoder.js): `leakage_status`
// "normal" | "leak" on 05 00 (its README's table says 06 00; its example and decoder 05 00),
// and the history record 20 CE: timestamp, 3 reserved bytes, the leak state.

/** handle_downlink_response of em300-mld-decoder.js: the EM300 list without calibration (ea). */
const { ea: _calibration, ...replies } = em300Replies;

const LEAKAGE = ['normal', 'leak'] as const;

const table: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0500': stateChannel('leakage_status', LEAKAGE, 'leak'),
  '20ce': {
    size: 8,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const leak = twoState(u8(bytes, at + 7));
      if (leak === undefined) warnUnknownState(out, 'history leakage_status', u8(bytes, at + 7));
      addHistory(
        out,
        { timestamp, leakage_status: stateWord(LEAKAGE, leak) },
        timestamp,
        leak === undefined ? [] : [['leak', leak]],
      );
    },
  },
};

export const milesightEm300Mld = milesightSensor({
  model: 'EM300-MLD',
  readings: ['leak', 'battery_pct'],
  table,
  encoder: { file: 'em300-mld-encoder.js', seconds: '1-64800' },
});
