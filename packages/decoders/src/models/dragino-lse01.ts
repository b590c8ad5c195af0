import { requireLength, s16be, u16be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { draginoSigned, probeReading } from '../formats/dragino-probe.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LSE01 soil moisture / temperature / conductivity, fPort 2, 11 bytes.
// Names and string values (toFixed) follow the TTN codec (vendor/dragino/lse01.js).
// Negative soil temperatures are (raw - 0xFFFF) / 100, as the codec and the manual's
// worked example compute them (see draginoSigned).
export const draginoLse01: ModelDecoder = {
  modelId: 'dragino/lse01',
  vendor: 'Dragino',
  model: 'LSE01',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['soil_moisture', 'soil_temperature', 'soil_conductivity', 'temperature', 'battery_mv'],
  location: false,
  decode(bytes) {
    requireLength(bytes, 11);
    const out = new ResultBuilder();
    const millivolts = u16be(bytes, 0) & 0x3fff;
    const probe = s16be(bytes, 2);
    const moisture = u16be(bytes, 4);
    const soilTemperature = draginoSigned(u16be(bytes, 6));
    const conductivity = u16be(bytes, 8);

    out.set('Bat', millivolts / 1000);
    out.set('TempC_DS18B20', (probe / 10).toFixed(1));
    out.set('water_SOIL', (moisture / 100).toFixed(2));
    out.set('temp_SOIL', (soilTemperature / 100).toFixed(2));
    out.set('conduct_SOIL', conductivity);

    out.reading('battery_mv', millivolts);
    probeReading(out, probe);
    out.reading('soil_moisture', moisture / 100);
    out.reading('soil_temperature', soilTemperature / 100);
    out.reading('soil_conductivity', conductivity);
    return out.build();
  },
  commands: draginoCommands(sources.dragino),
};
