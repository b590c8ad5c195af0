import type { TrackerEvent } from '../../codec.ts';
import { createJt600Stream } from '../codec.ts';
import type { TraccarVector } from './traccar-vectors.ts';

/**
 * A vector as a unit puts it on the wire. Traccar's decoder vectors of WLNET,5 reports start after
 * its frame decoder, their binary part unescaped: a unit escapes `(`, `)`, `,` and `=` there as
 * 3D 15, 3D 14, 3D 11 and 3D 00 (JT701D protocol manual V1.4), so they are escaped back.
 */
export function wire(vector: TraccarVector): Buffer {
  const bytes = 'hex' in vector ? Buffer.from(vector.hex, 'hex') : Buffer.from(vector.text, 'latin1');
  if (!bytes.includes('WLNET,5,')) return bytes;
  let at = -1;
  for (let n = 0; n < 6; n++) at = bytes.indexOf(0x2c, at + 1);
  const codes: Record<number, number> = { 61: 0x00, 40: 0x15, 41: 0x14, 44: 0x11 };
  const out = [...bytes.subarray(0, at + 1)];
  for (const b of bytes.subarray(at + 1, bytes.length - 1)) {
    const code = codes[b];
    if (code === undefined) out.push(b);
    else out.push(0x3d, code);
  }
  return Buffer.concat([Buffer.from(out), Buffer.from(')')]);
}

/** A fixed clock for the P22 answer. */
export const TEST_NOW = new Date('2024-05-06T07:08:09Z');

/** The events of bytes pushed at once into a fresh stream. */
export function decode(bytes: Uint8Array | string): TrackerEvent[] {
  const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  return createJt600Stream(() => TEST_NOW).push(buf);
}

/** The answer bytes of a decode's events, as text. */
export const answers = (events: TrackerEvent[]) =>
  events.flatMap((e) => ('ack' in e && e.ack ? [Buffer.from(e.ack).toString('latin1')] : []));
