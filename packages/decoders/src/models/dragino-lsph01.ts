import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { draginoSigned, probeReading } from '../formats/dragino-probe.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LSPH01 soil pH sensor, fPort 2, 11 bytes, big-endian. Names as the TTN codec
// (vendor/dragino/lsph01.js), which Dragino's LSPH01/LSPH01_TTN_Decoder_V1.0.0.js matches:
// battery (low 14 bits, mV), the optional DS18B20 (s16 / 10; 0 = no probe, as the LSE01),
// soil pH (u16 / 100), soil temperature (/ 10, Dragino's (raw - 0xFFFF) for negatives, as
// the LSE01), interrupt flag, message type. The decimals are text, as the vendor prints them.

export const draginoLsph01: ModelDecoder = {
  modelId: 'dragino/lsph01',
  vendor: 'Dragino',
  model: 'LSPH01',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['ph', 'soil_temperature', 'temperature', 'battery_mv'],
  location: false,
  decode(bytes) {
    requireLength(bytes, 11);
    const out = new ResultBuilder();
    const millivolts = u16be(bytes, 0) & 0x3fff;
    const probe = s16be(bytes, 2);
    const ph = u16be(bytes, 4) / 100;
    const soil = draginoSigned(u16be(bytes, 6)) / 10;
    out.set('Bat', millivolts / 1000);
    out.set('TempC_DS18B20', (probe / 10).toFixed(2));
    out.set('PH1_SOIL', ph.toFixed(2));
    out.set('TEMP_SOIL', soil.toFixed(2));
    out.set('Interrupt_flag', u8(bytes, 8));
    out.set('Message_type', u8(bytes, 10));
    out.reading('battery_mv', millivolts);
    out.reading('ph', ph);
    out.reading('soil_temperature', soil);
    probeReading(out, probe);
    if (bytes.length > 11) out.warn(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
    return out.build();
  },
  commands: draginoCommands(sources.dragino),
};
