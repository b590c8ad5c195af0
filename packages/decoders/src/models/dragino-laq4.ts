import { requireLength, s8, s16be, u8, u16be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LAQ4 air quality (TVOC, CO2, temperature, humidity), fPort 2, 11 bytes.
// Names and values follow the TTN codec (vendor/dragino/laq4.js).

const MODE_CO2 = 1;
const MODE_ALARM_SETTINGS = 31;

export const draginoLaq4: ModelDecoder = {
  modelId: 'dragino/laq4',
  vendor: 'Dragino',
  model: 'LAQ4',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['co2', 'tvoc', 'temperature', 'humidity', 'battery_mv'],
  location: false,
  decode(bytes) {
    requireLength(bytes, 11);
    if (bytes.length > 11) throw new DecodeError(`unexpected length (${bytes.length} bytes, expected 11)`);
    const out = new ResultBuilder();
    // Unlike most Dragino frames the LAQ4 battery word carries no status bits.
    const millivolts = u16be(bytes, 0);
    const mode = (u8(bytes, 2) & 0x7c) >> 2;

    if (mode === MODE_CO2) {
      const tvoc = u16be(bytes, 3);
      const co2 = u16be(bytes, 5);
      const temperature = s16be(bytes, 7) / 10;
      const humidity = u16be(bytes, 9) / 10;
      out.set('Bat_V', millivolts / 1000);
      out.set('Work_mode', 'CO2');
      out.set('Alarm_status', u8(bytes, 2) & 0x01 ? 'TRUE' : 'FALSE');
      out.set('TVOC_ppb', tvoc);
      out.set('CO2_ppm', co2);
      out.set('TempC_SHT', temperature);
      out.set('Hum_SHT', humidity);
      out.reading('battery_mv', millivolts);
      out.reading('tvoc', tvoc);
      out.reading('co2', co2);
      out.reading('temperature', temperature);
      out.reading('humidity', humidity);
    } else if (mode === MODE_ALARM_SETTINGS) {
      out.set('Bat_V', millivolts / 1000);
      out.set('Work_mode', 'ALARM');
      out.set('SHTEMPMIN', s8(bytes, 3));
      out.set('SHTEMPMAX', s8(bytes, 4));
      out.set('SHTHUMMIN', u8(bytes, 5));
      out.set('SHTHUMMAX', u8(bytes, 6));
      out.set('CO2MIN', u16be(bytes, 7));
      out.set('CO2MAX', u16be(bytes, 9));
      out.reading('battery_mv', millivolts);
    } else {
      out.warn(`unknown work mode ${mode}; nothing decoded`);
    }
    return out.build();
  },
  commands: draginoCommands(sources.dragino),
};
