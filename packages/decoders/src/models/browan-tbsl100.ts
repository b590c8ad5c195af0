import { u8 } from '../bytes.ts';
import { browanKeepAlive } from '../commands/browan.ts';
import { sources } from '../commands/sources.ts';
import { decodeTabs, tabsTemperature } from '../formats/browan-tabs.ts';
import type { ModelDecoder } from '../types.ts';

// Browan TBSL100 sound level sensor, fPort 105, 4 bytes (TBSL100 reference manual
// BQW_02_0011.001, §4.1.2): status bit 0 (1 = threshold event, 0 = keep-alive), the Tabs
// battery and board temperature, then the level in dB(A), 40-100; 255 means the sensor could
// not measure. Names as the TTN codec (vendor/browan/tbsl100.js).
const NOT_MEASURED = 0xff;

export const browanTbsl100: ModelDecoder = {
  modelId: 'browan/tbsl100',
  vendor: 'Browan',
  model: 'TBSL100',
  fPorts: [105],
  defaultFPort: 105,
  readings: ['sound_dba', 'temperature', 'battery_mv'],
  location: false,
  decode: (bytes) =>
    decodeTabs(bytes, 4, (b, _header, out) => {
      const decibel = u8(b, 3);
      out.set('decibel', decibel);
      out.reading('temperature', tabsTemperature(u8(b, 2)));
      if (decibel === NOT_MEASURED) out.warn('the sensor could not measure the sound level (0xFF)');
      else out.reading('sound_dba', decibel);
    }),
  commands: [browanKeepAlive(sources.browan)],
  commandsNote: 'Browan documents no reboot or alarm downlink for its Tabs sensors.',
};
