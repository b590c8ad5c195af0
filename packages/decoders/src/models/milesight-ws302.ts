import { u8, u16le } from '../bytes.ts';
import { milesightReboot } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight WS302 sound level sensor. Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders ws-series/ws302/ws302-decoder.js): 05 5B carries a weighting
// byte (bits 1-0 frequency weighting Z/A/C, bits 3-2 time weighting I/F/S) and three levels
// in 0.1 dB, named from the weightings: e.g. LAF, LAeq and LAFmax for A and Fast.

const replies: ReplySpec = {
  '10': ['reboot', 1],
  '11': ['timestamp', 4],
  '17': ['time_zone', 2],
  '1d': ['weighting_type', 2],
  '2d': ['led_indicator_enable', 1],
  '3b': ['time_sync_enable', 1],
};

const FREQUENCY_WEIGHTING = ['Z', 'A', 'C'] as const;
const TIME_WEIGHTING = ['I', 'F', 'S'] as const;

const table: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '055b': {
    size: 7,
    read(bytes, at, out) {
      const weighting = u8(bytes, at);
      const frequency = FREQUENCY_WEIGHTING[weighting & 0x03];
      const time = TIME_WEIGHTING[(weighting >> 2) & 0x03];
      const level = u16le(bytes, at + 1) / 10;
      const equivalent = u16le(bytes, at + 3) / 10;
      const maximum = u16le(bytes, at + 5) / 10;
      if (frequency === undefined || time === undefined) {
        // Weighting 3 is undocumented; the vendor decoder then prints keys like "LundefinedF".
        out.warn(`unknown sound weighting byte ${weighting}; levels kept as vendor fields only`);
        out.set('weighting', weighting);
        out.set('sound_level', level);
        out.set('sound_level_eq', equivalent);
        out.set('sound_level_max', maximum);
        return;
      }
      out.set(`L${frequency}${time}`, level);
      out.set(`L${frequency}eq`, equivalent);
      out.set(`L${frequency}${time}max`, maximum);
      // sound_dba is A-weighted: only the A weighting gives it, as the equivalent continuous
      // level over the reporting period (LAeq), the figure noise limits are stated in.
      if (frequency === 'A') out.reading('sound_dba', equivalent);
    },
  },
};

export const milesightWs302: ModelDecoder = {
  modelId: 'milesight-iot/ws302',
  vendor: 'Milesight',
  model: 'WS302',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['sound_dba', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: [milesightReboot(documented('Milesight SensorDecoders, ws302-encoder.js (ff10ff)'))],
  commandsNote:
    'ws302-encoder.js has no reporting interval command (only reboot, time, time zone, LED, weighting)',
};
