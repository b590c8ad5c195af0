import { u8 } from '../bytes.ts';
import { browanKeepAlive } from '../commands/browan.ts';
import { sources } from '../commands/sources.ts';
import { decodeTabs, tabsTemperature } from '../formats/browan-tabs.ts';
import type { ModelDecoder } from '../types.ts';

// Browan TBPB100 push button, fPort 147. status 1 = pressed.
export const browanTbpb100: ModelDecoder = {
  modelId: 'browan/tbpb100',
  vendor: 'Browan',
  model: 'TBPB100',
  fPorts: [147],
  defaultFPort: 147,
  readings: ['button', 'temperature', 'battery_mv'],
  location: false,
  decode: (bytes) =>
    decodeTabs(bytes, 3, (b, header, out) => {
      out.reading('button', header.status === 1);
      out.reading('temperature', tabsTemperature(u8(b, 2)));
    }),
  commands: [browanKeepAlive(sources.browan)],
  commandsNote: 'Browan documents no reboot or alarm downlink for its Tabs sensors.',
};
