import { u8 } from '../bytes.ts';
import { browanKeepAlive } from '../commands/browan.ts';
import { sources } from '../commands/sources.ts';
import { decodeTabs, tabsTemperature } from '../formats/browan-tabs.ts';
import type { ModelDecoder } from '../types.ts';

// Browan TBWL100 water leak sensor with temperature/humidity, fPort 106. status 1 =
// leak; bits 5/6 flag a temperature/humidity change.
export const browanTbwl100: ModelDecoder = {
  modelId: 'browan/tbwl100',
  vendor: 'Browan',
  model: 'TBWL100',
  fPorts: [106],
  defaultFPort: 106,
  readings: ['leak', 'temperature', 'humidity', 'battery_mv'],
  location: false,
  decode: (bytes) =>
    decodeTabs(bytes, 5, (b, header, out) => {
      const temperature = tabsTemperature(u8(b, 4));
      out.set('temperatureChanged', (u8(b, 0) >> 5) & 0x01);
      out.set('humidityChanged', (u8(b, 0) >> 6) & 0x01);
      out.set('humidity', u8(b, 3));
      out.set('temperature', temperature);
      out.reading('leak', header.status === 1);
      out.reading('temperature', temperature);
      out.reading('humidity', u8(b, 3));
    }),
  commands: [browanKeepAlive(sources.browan)],
  commandsNote: 'Browan documents no reboot or alarm downlink for its Tabs sensors.',
};
