import { u8 } from '../bytes.ts';
import { browanKeepAlive } from '../commands/browan.ts';
import { sources } from '../commands/sources.ts';
import { decodeTabs, tabsTemperature } from '../formats/browan-tabs.ts';
import type { ModelDecoder } from '../types.ts';

// Browan TBWL100 water leak sensor with temperature/humidity, fPort 106. status 1 =
// leak; bits 5/6 flag a temperature/humidity change. RH is bits 6-0 of byte 3, and 127
// means the sensor failed to measure (Browan's TBWL100 reference manual, §4.1.3).
const HUMIDITY_ERROR = 127;

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
      const humidity = u8(b, 3) & 0x7f;
      if (humidity === HUMIDITY_ERROR) out.warn('humidity sensor reported a measurement error');
      else out.reading('humidity', humidity);
    }),
  commands: [browanKeepAlive(sources.browan)],
  commandsNote: 'Browan documents no reboot or alarm downlink for its Tabs sensors.',
};
