import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { socketChannels } from '../formats/milesight-socket.ts';
import { decodeTlv } from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight WS523 smart plug, the vendor decoder's names (the only source with vectors).
const table = socketChannels({
  powerFactor: 'power_factor',
  energy: 'power_consumption',
  relay: { name: 'socket_status', words: ['off', 'on'] },
});

export const milesightWs523: ModelDecoder = {
  modelId: 'milesight-iot/ws523',
  vendor: 'Milesight',
  model: 'WS523',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['voltage', 'current', 'power', 'power_factor', 'energy', 'relay_on'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.ws523),
};
