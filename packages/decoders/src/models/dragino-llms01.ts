import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { draginoSigned, probeReading } from '../formats/dragino-probe.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LLMS01 leaf moisture sensor, fPort 2, 11 bytes. Names and string values
// follow the TTN codec (vendor/dragino/llms01.js); as for the LSE01, negative leaf
// temperatures are the codec's (raw - 0xFFFF) / 10 (see draginoSigned).
export const draginoLlms01: ModelDecoder = {
  modelId: 'dragino/llms01',
  vendor: 'Dragino',
  model: 'LLMS01',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['leaf_wetness', 'leaf_temperature', 'temperature', 'battery_mv'],
  location: false,
  decode(bytes) {
    requireLength(bytes, 11);
    const out = new ResultBuilder();
    const millivolts = u16be(bytes, 0) & 0x3fff;
    const probe = s16be(bytes, 2);
    const moisture = u16be(bytes, 4);
    const leafTemperature = draginoSigned(u16be(bytes, 6));

    out.set('Bat', millivolts / 1000);
    out.set('TempC_DS18B20', (probe / 10).toFixed(2));
    out.set('Leaf_Moisture', (moisture / 10).toFixed(2));
    out.set('Leaf_Temperature', (leafTemperature / 10).toFixed(2));
    out.set('Interrupt_flag', u8(bytes, 8));
    out.set('Message_type', u8(bytes, 10));

    out.reading('battery_mv', millivolts);
    probeReading(out, probe);
    out.reading('leaf_wetness', moisture / 10);
    out.reading('leaf_temperature', leafTemperature / 10);
    return out.build();
  },
  commands: draginoCommands(sources.dragino),
};
