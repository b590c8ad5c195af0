import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { DecodeError } from '../errors.ts';
import { probeReading } from '../formats/dragino-probe.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LDDS75 ultrasonic distance sensor, fPort 2, big-endian. Names as Dragino's
// decoders (dragino/dragino-end-node-decoder LDDS75/): firmware 1.1.4 sends 8 bytes
// (LDDS75_Decoder_V1.1.4.js: Bat, Distance in mm, Interrupt_flag, TempC_DS18B20 as
// toFixed(2) text, Sensor_flag), older firmware 5 (LDDS75 decoder--TTN.txt: Bat, Distance,
// Interrupt_status). Distance 0 means no sensor answered and below 20 mm is not a reading
// ("No Sensor" / "Invalid Reading" in the older decoder); the rated range is 280-7500 mm.
// The TTN codec (vendor/dragino/ldds75.js) is not followed: it reports the battery word as
// the distance.

const MIN_VALID_MM = 20;

export const draginoLdds75: ModelDecoder = {
  modelId: 'dragino/ldds75',
  vendor: 'Dragino',
  model: 'LDDS75',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['distance_mm', 'temperature', 'battery_mv'],
  location: false,
  decode(bytes) {
    requireLength(bytes, 5);
    if (bytes.length !== 5 && bytes.length < 8) {
      throw new DecodeError(`unexpected ${bytes.length}-byte frame (5 or 8 bytes)`);
    }
    const out = new ResultBuilder();
    const millivolts = u16be(bytes, 0) & 0x3fff;
    const distance = u16be(bytes, 2);
    out.set('Bat', millivolts / 1000);
    out.set('Distance', distance);
    out.reading('battery_mv', millivolts);
    if (distance === 0) out.warn('distance 0: no ultrasonic sensor detected');
    else if (distance < MIN_VALID_MM) out.warn(`distance ${distance} mm is not a valid reading`);
    else out.reading('distance_mm', distance);
    if (bytes.length === 5) {
      out.set('Interrupt_status', u8(bytes, 4));
      return out.build();
    }
    if (bytes.length > 8) out.warn(`unexpected ${bytes.length}-byte frame; the first 8 bytes decoded`);
    const probe = s16be(bytes, 5);
    out.set('Interrupt_flag', u8(bytes, 4));
    out.set('TempC_DS18B20', (probe / 10).toFixed(2));
    out.set('Sensor_flag', u8(bytes, 7));
    probeReading(out, probe);
    return out.build();
  },
  commands: draginoCommands(sources.dragino),
};
