import { u8, u16le } from '../bytes.ts';
import { browanIaqKeepAlive } from '../commands/browan.ts';
import { documented } from '../commands/sources.ts';
import { decodeTabs, tabsTemperature } from '../formats/browan-tabs.ts';
import type { ModelDecoder } from '../types.ts';

// Browan TBHV110 indoor air quality, fPort 103: humidity, eCO2 (ppm), VOC (ppb) and
// the Bosch IAQ index, little-endian. Status bits per Browan's TBHV110 reference manual
// (§4.1.2): 4 temperature changed, 5 RH changed, 6 IAQ changed. The TTN codec reads the
// IAQ flag from bit 5 (the RH flag); its own example, 0x61, has bits 5 and 6 set, so both
// readings give iaqChanged 1 there. We follow the manual.
export const browanTbhv110: ModelDecoder = {
  modelId: 'browan/tbhv110',
  vendor: 'Browan',
  model: 'TBHV110',
  fPorts: [103],
  defaultFPort: 103,
  readings: ['co2', 'tvoc', 'iaq', 'temperature', 'humidity', 'battery_mv'],
  location: false,
  decode: (bytes) =>
    decodeTabs(bytes, 11, (b, _header, out) => {
      const humidity = u8(b, 3) & 0x7f;
      const temperature = tabsTemperature(u8(b, 10));
      out.set('tempHumidChanged', (u8(b, 0) >> 4) & 0x01);
      out.set('iaqChanged', (u8(b, 0) >> 6) & 0x01);
      out.set('humidity', humidity);
      out.set('eco2', u16le(b, 4));
      out.set('voc', u16le(b, 6));
      out.set('iaq', u16le(b, 8));
      out.set('temperature', temperature);
      out.reading('temperature', temperature);
      out.reading('humidity', humidity);
      out.reading('co2', u16le(b, 4));
      out.reading('tvoc', u16le(b, 6));
      out.reading('iaq', u16le(b, 8));
    }),
  commands: [
    browanIaqKeepAlive(
      documented(
        'Browan TBHV110 reference manual, Appendix Configuration Downlink Command: port 204, 0x00 keep-alive in 5-minute units (1-216)',
      ),
    ),
  ],
  commandsNote: 'Browan documents no reboot or alarm downlink for its Tabs sensors.',
};
