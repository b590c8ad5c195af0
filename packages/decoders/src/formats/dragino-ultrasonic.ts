import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { probeReading } from './dragino-probe.ts';

/** Below this no Dragino ultrasonic sensor gives a reading ("Invalid Reading" in its decoders). */
const MIN_VALID_MM = 20;

/**
 * The fPort 2 frame Dragino's ultrasonic sensors share (LDDS75, LDDS20; big-endian): firmware 1.1.4
 * sends 8 bytes (Bat, Distance in mm, Interrupt_flag, TempC_DS18B20 as toFixed(2) text,
 * Sensor_flag), older firmware 5 (Bat, Distance, Interrupt_status). Distance 0 means no sensor
 * answered and below 20 mm is not a reading. What the distance is depends on how the model is
 * mounted: `field` says which reading it gives.
 */
export function decodeUltrasonic(bytes: Uint8Array, field: 'distance_mm' | 'liquid_level_mm'): DecodeResult {
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
  ultrasonicDistance(out, distance, field);
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
}

/**
 * A distance word as a reading: 0 means no sensor answered and below 20 mm is not a reading,
 * each a warning instead. `time`: the entry's own time (datalog).
 */
export function ultrasonicDistance(
  out: ResultBuilder,
  distance: number,
  field: 'distance_mm' | 'liquid_level_mm',
  time?: string,
): void {
  const when = time === undefined ? '' : ` at ${time}`;
  if (distance === 0) out.warn(`distance 0${when}: no ultrasonic sensor detected`);
  else if (distance < MIN_VALID_MM) out.warn(`distance ${distance} mm${when} is not a valid reading`);
  else out.reading(field, distance, time);
}
