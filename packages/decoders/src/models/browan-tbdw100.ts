import { u8, u16le, u24le } from '../bytes.ts';
import { browanKeepAlive } from '../commands/browan.ts';
import { sources } from '../commands/sources.ts';
import { decodeTabs, tabsTemperature } from '../formats/browan-tabs.ts';
import type { ModelDecoder } from '../types.ts';

// Browan TBDW100 door/window sensor, fPort 100. status 1 = open; time and count of
// openings as on the TBMS100.
export const browanTbdw100: ModelDecoder = {
  modelId: 'browan/tbdw100',
  vendor: 'Browan',
  model: 'TBDW100',
  fPorts: [100],
  defaultFPort: 100,
  readings: ['door_open', 'temperature', 'battery_mv'],
  location: false,
  decode: (bytes) =>
    decodeTabs(bytes, 8, (b, header, out) => {
      out.set('time', u16le(b, 3));
      out.set('count', u24le(b, 5));
      out.reading('door_open', header.status === 1);
      out.reading('temperature', tabsTemperature(u8(b, 2)));
    }),
  commands: [browanKeepAlive(sources.browan)],
  commandsNote: 'Browan documents no reboot or alarm downlink for its Tabs sensors.',
};
