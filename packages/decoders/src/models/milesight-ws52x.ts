import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { socketChannels } from '../formats/milesight-socket.ts';
import { decodeTlv } from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight WS52x smart plug family, TTN codec names: `power` is the power factor (%),
// `energy` in Wh, `button` "open" | "close" is the relay. Active power (04 80), which the
// pinned TTN codec lacks, keeps the vendor's name `active_power`.
const table = socketChannels({
  powerFactor: 'power',
  energy: 'energy',
  relay: { name: 'button', words: ['close', 'open'] },
});

export const milesightWs52x: ModelDecoder = {
  modelId: 'milesight-iot/ws52x',
  vendor: 'Milesight',
  model: 'WS52x',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['voltage', 'current', 'power', 'power_factor', 'energy', 'relay_on'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.milesight),
};
