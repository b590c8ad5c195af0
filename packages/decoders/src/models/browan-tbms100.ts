import { u8, u16le, u24le } from '../bytes.ts';
import { browanKeepAlive } from '../commands/browan.ts';
import { sources } from '../commands/sources.ts';
import { decodeTabs, tabsTemperature } from '../formats/browan-tabs.ts';
import type { ModelDecoder } from '../types.ts';

// Browan TBMS100 PIR motion sensor, fPort 102. status 1 = occupied; time = minutes
// since the last event (u16 LE); count = events so far (u24 LE).
export const browanTbms100: ModelDecoder = {
  modelId: 'browan/tbms100',
  vendor: 'Browan',
  model: 'TBMS100',
  fPorts: [102],
  defaultFPort: 102,
  readings: ['motion', 'temperature', 'battery_mv'],
  location: false,
  decode: (bytes) =>
    decodeTabs(bytes, 8, (b, header, out) => {
      out.set('time', u16le(b, 3));
      out.set('count', u24le(b, 5));
      out.reading('motion', header.status === 1);
      out.reading('temperature', tabsTemperature(u8(b, 2)));
    }),
  commands: [browanKeepAlive(sources.browan)],
  commandsNote: 'Browan documents no reboot or alarm downlink for its Tabs sensors.',
};
