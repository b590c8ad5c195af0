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
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight WS101 smart (SOS) button. TTN codec names: `button` = "short" | "long" |
// "double"; the vendor's current decoder nests it as button_event.status "short press".
const PRESSES: Record<number, string> = { 1: 'short', 2: 'long', 3: 'double' };

const table: ChannelTable = {
  ...replyChannels(wsSensorReplies),
  ...deviceInfoChannels,
  ff08: serialNumber6Channel,
  '0175': batteryChannel,
  ff2e: {
    size: 1,
    read(bytes, at, out) {
      const press = PRESSES[u8(bytes, at)];
      if (press === undefined) {
        out.warn(`unknown button event ${u8(bytes, at)}`);
        return;
      }
      out.set('button', press);
      out.reading('button', true);
    },
  },
};

export const milesightWs101: ModelDecoder = {
  modelId: 'milesight-iot/ws101',
  vendor: 'Milesight',
  model: 'WS101',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['button', 'battery_pct'],
  // A press is sent when it happens, never its end.
  momentary: ['button'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.ws101),
};
