import { u8, u24le } from '../bytes.ts';
import { browanKeepAlive } from '../commands/browan.ts';
import { sources } from '../commands/sources.ts';
import { decodeTabs, tabsTemperature } from '../formats/browan-tabs.ts';
import type { ModelDecoder } from '../types.ts';

// Browan TBAM100 ambient light sensor, fPort 104, 6 bytes (TBAM100 reference manual
// BQW_02_0008.001, §4.1): status bits 0 darker, 1 lighter, 4 status change, 5 keep-alive; the
// Tabs battery and board temperature; lux = u24 LE / 100. Names as the TTN codec
// (vendor/browan/tbam100.js); `status` (bit 0) is the one every Tabs frame gets here.
export const browanTbam100: ModelDecoder = {
  modelId: 'browan/tbam100',
  vendor: 'Browan',
  model: 'TBAM100',
  fPorts: [104],
  defaultFPort: 104,
  readings: ['illuminance', 'temperature', 'battery_mv'],
  location: false,
  decode: (bytes) =>
    decodeTabs(bytes, 6, (b, _header, out) => {
      const status = u8(b, 0);
      const lux = u24le(b, 3) / 100;
      out.set('darker', status & 0x01);
      out.set('lighter', (status >> 1) & 0x01);
      out.set('statusChange', (status >> 4) & 0x01);
      out.set('keepAlive', (status >> 5) & 0x01);
      out.set('lux', lux);
      out.reading('illuminance', lux);
      out.reading('temperature', tabsTemperature(u8(b, 2)));
    }),
  commands: [browanKeepAlive(sources.browan)],
  commandsNote: 'Browan documents no reboot or alarm downlink for its Tabs sensors.',
};
