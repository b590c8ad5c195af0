import { u8 } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { replyChannels, wsSensorReplies } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  serialNumber6Channel,
  stateChannel,
  stateWord,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight WS301 magnetic door/window contact. TTN codec names: `door` ("close" |
// "open") and `install` ("yes" | "no"; 0x01 means the sensor was taken off its mount).
const table: ChannelTable = {
  ...replyChannels(wsSensorReplies),
  ...deviceInfoChannels,
  ff08: serialNumber6Channel,
  '0175': batteryChannel,
  '0300': stateChannel('door', ['close', 'open'], 'door_open'),
  '0400': {
    size: 1,
    read(bytes, at, out) {
      // 0x01 means the sensor was taken off its mount.
      const removed = twoState(u8(bytes, at));
      out.set('install', stateWord(['yes', 'no'], removed));
      if (removed === undefined) warnUnknownState(out, 'install', u8(bytes, at));
      else out.reading('tamper', removed);
    },
  },
};

export const milesightWs301: ModelDecoder = {
  modelId: 'milesight-iot/ws301',
  vendor: 'Milesight',
  model: 'WS301',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['door_open', 'tamper', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.ws301),
};
