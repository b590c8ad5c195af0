import { requireLength, u8, u16be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LDDS04 four-probe ultrasonic distance sensor, fPort 2, 11 bytes. Names and
// values follow the TTN codec (vendor/dragino/ldds04.js): distances in cm.

const PROBES = [
  { name: 'distance1_cm', reading: 'distance_mm' },
  { name: 'distance2_cm', reading: 'distance_2_mm' },
  { name: 'distance3_cm', reading: 'distance_3_mm' },
  { name: 'distance4_cm', reading: 'distance_4_mm' },
] as const;

export const draginoLdds04: ModelDecoder = {
  modelId: 'dragino/ldds04',
  vendor: 'Dragino',
  model: 'LDDS04',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['distance_mm', 'distance_2_mm', 'distance_3_mm', 'distance_4_mm', 'battery_mv'],
  location: false,
  decode(bytes) {
    requireLength(bytes, 11);
    const out = new ResultBuilder();
    // The codec outputs nothing for this frame (a configuration reply, not a measurement).
    if (u8(bytes, 0) === 0x03 && u8(bytes, 10) === 0x02) {
      out.warn('configuration frame; no measurements');
      return out.build();
    }
    const millivolts = u16be(bytes, 0) & 0x3fff;
    out.set('BatV', millivolts / 1000);
    out.set('EXTI_Trigger', u8(bytes, 0) & 0x80 ? 'TRUE' : 'FALSE');
    out.reading('battery_mv', millivolts);
    PROBES.forEach((probe, index) => {
      const millimetres = u16be(bytes, 2 + index * 2);
      out.set(probe.name, millimetres / 10);
      // An unplugged probe reads 0; a real echo can never be 0 mm (the blind zone is ~28 cm).
      if (millimetres !== 0) out.reading(probe.reading, millimetres);
    });
    out.set('mes_type', u8(bytes, 10));
    return out.build();
  },
  commands: draginoCommands(sources.dragino),
};
