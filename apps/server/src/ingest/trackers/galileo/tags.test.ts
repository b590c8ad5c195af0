import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { galileoCodec, parseGalileoPacket } from './codec.ts';
import { packet, reframe } from './test/packets.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// Sources:
// [doc] Galileosky, "Протокол обмена с сервером терминалов Galileosky" (2019 edition;
//   kuznetsovin/galileosky-protocol docs/galileo-protocol.pdf at 6b90bcf8), "Тэги протокола
//   Galileosky", p. 17-28: every id and its length in bytes, as `documented` below lists them. The
//   table numbers its tags 1-187 and leaves 98-128 out (and 155-160, 172, 186).
// [later] The values at inputs 8-13, tags 0x78-0x7D, of later firmware: flespi's Galileosky protocol
//   page (flespi.com/protocols/galileosky, parameter `ain`: "Tag 0x50...0x57, Tag 0x78...0x7D",
//   analog inputs alike) and pikhovkin/galileosky galileosky/tags.py (5427714f): Tag78 and Tag79,
//   format 'H' (unsigned 16 bits, little-endian), `input8` and `input9`, as inputs 0-7 (0x50-0x57).
// [traccar] traccar/traccar 9e5c458a GalileoProtocolDecoderTest.java (test/traccar-vectors.ts): its
//   decoder has no length for 0x78-0x7D and refuses such a packet whole; none of its vectors has one.

const now = new Date('2024-03-01T00:00:00Z');
const parse = (hex: string) => parseGalileoPacket(fromHex(hex), now);

function recordsOf(events: TrackerEvent[]): TrackerRecord[] & { ack?: string } {
  const event = events.find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  return Object.assign([...event.records], { ack: event.ack && toHex(event.ack) });
}

/** Little-endian hex of `value` in `bytes` bytes. */
function le(value: number, bytes: number): string {
  const b = Buffer.alloc(bytes);
  b.writeUIntLE(value, 0, bytes);
  return toHex(b);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** [doc] Every tag of the table with its length (0x5B and 0xEA have a length of their own). */
const documented: Array<[tag: number, bytes: number]> = [
  ...[0x01, 0x02].map((t): [number, number] => [t, 1]),
  [0x03, 15],
  [0x04, 2],
  [0x10, 2],
  [0x20, 4],
  [0x30, 9],
  [0x33, 4],
  [0x34, 2],
  [0x35, 1],
  ...[0x40, 0x41, 0x42].map((t): [number, number] => [t, 2]),
  [0x43, 1],
  [0x44, 4],
  [0x45, 2],
  [0x46, 2],
  [0x47, 4],
  [0x48, 2],
  ...range(0x50, 0x59).map((t): [number, number] => [t, 2]),
  [0x5a, 4],
  // The refrigeration unit's data: 7 bytes and what its status flags say follows (table 15).
  [0x5b, 7],
  [0x5c, 68],
  [0x5d, 3],
  ...range(0x60, 0x62).map((t): [number, number] => [t, 2]),
  ...range(0x63, 0x6f).map((t): [number, number] => [t, 3]),
  ...range(0x70, 0x77).map((t): [number, number] => [t, 2]),
  ...range(0x80, 0x87).map((t): [number, number] => [t, 3]),
  ...range(0x88, 0x8c).map((t): [number, number] => [t, 1]),
  [0x90, 4],
  ...range(0xa0, 0xaf).map((t): [number, number] => [t, 1]),
  ...range(0xb0, 0xb9).map((t): [number, number] => [t, 2]),
  ...range(0xc0, 0xc3).map((t): [number, number] => [t, 4]),
  ...range(0xc4, 0xd2).map((t): [number, number] => [t, 1]),
  [0xd3, 4],
  [0xd4, 4],
  [0xd5, 1],
  ...range(0xd6, 0xda).map((t): [number, number] => [t, 2]),
  ...range(0xdb, 0xdf).map((t): [number, number] => [t, 4]),
  ...range(0xe2, 0xe9).map((t): [number, number] => [t, 4]),
  // The user data array: its length in its first byte.
  [0xea, 3],
  ...range(0xf0, 0xf9).map((t): [number, number] => [t, 4]),
];
/** [later] The values at inputs 8-13. */
const inputs8to13: Array<[tag: number, bytes: number]> = range(0x78, 0x7d).map((t) => [t, 2]);

/** A tag's bytes with a value of its length: digits for the IMEI, a refrigeration unit of no zones. */
function tagHex(tag: number, bytes: number): string {
  const id = le(tag, 1);
  if (tag === 0x03) return id + toHex(Buffer.from('868204001549087', 'latin1'));
  // Type 1, no status flags set, four inputs: the 7 bytes always sent (table 15).
  if (tag === 0x5b) return `${id}01000001020304`;
  if (tag === 0xea) return `${id}02ABCD`;
  return id + '00'.repeat(bytes);
}

// The time (2024-02-29 12:00:00 UTC) and the document's coordinates example (53.612224, 86.890424).
const TIME = '20C071E065';
const FIX = '3007C00E3203B8D72D05';

describe('Galileosky tags of the document', () => {
  it('knows the length of every tag of the table and of inputs 8-13: none refuses its record [doc] [later]', () => {
    for (const [tag, bytes] of [...documented, ...inputs8to13]) {
      // After the tag, the odometer (0xD4, or the altitude where 0xD4 is the one tried): read right
      // only if the tag took exactly its length.
      const after = tag === 0xd4 ? '340A00' : 'D401020304';
      const tags = tag === 0x20 ? TIME : TIME + tagHex(tag, bytes);
      const r = recordsOf(parse(packet(0x01, tags + after)));
      expect([tag, r.length, r[0]?.time]).toEqual([tag, 1, new Date('2024-02-29T12:00:00Z')]);
      if (tag === 0xd4) expect([tag, r[0]?.altitude]).toEqual([tag, 10]);
      else expect([tag, r[0]?.odometerM]).toEqual([tag, 0x04030201]);
    }
  });

  it('reads one record holding every tag of the table and inputs 8-13 at once [doc] [later]', () => {
    const tags = [...documented, ...inputs8to13]
      .filter(([tag]) => tag !== 0x20 && tag !== 0x30)
      .sort(([a], [b]) => a - b)
      .map(([tag, bytes]) => tagHex(tag, bytes))
      .join('');
    const r = recordsOf(parse(packet(0x01, TIME + FIX + tags)));
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ time: new Date('2024-02-29T12:00:00Z'), lat: 53.612224, lon: 86.890424 });
    expect(r[0]?.extra).toMatchObject({
      adc8: 0,
      adc13: 0,
      refrigerationType: 1,
      userDataArray: 'ABCD',
      can32BitR14: 0,
    });
  });

  it('keeps the values at inputs 8-13 (0x78-0x7D) as it keeps inputs 0-7 [later]', () => {
    // Input 0 at 12,000 mV (0x50, [doc]), inputs 8-13 at 12,500 mV, 1 pulse, 0, 65,535, 4,095 and 50 Hz.
    const values = [12_500, 1, 0, 65_535, 4_095, 50];
    const hex = packet(
      0x01,
      `${TIME}${FIX}50${le(12_000, 2)}${values.map((v, i) => le(0x78 + i, 1) + le(v, 2)).join('')}`,
    );
    const r = recordsOf(parse(hex));
    expect(r.ack).toBe(`02${hex.slice(-4)}`);
    expect(r[0]?.extra).toEqual({
      adc0: 12_000,
      adc8: 12_500,
      adc9: 1,
      adc10: 0,
      adc11: 65_535,
      adc12: 4_095,
      adc13: 50,
    });
  });

  it('reads Traccar’s 3-record archive packet with inputs 8-13 added to each record [traccar] [later]', () => {
    // Vector 9 of GalileoProtocolDecoderTest (an archive of three records without IMEI, every CAN
    // tag), each record given inputs 8-13 after its RS485 fuel tags (0x62) and before CAN (0xA0),
    // in the ascending order the unit sends its tags in; its length and CRC made right again.
    const original = decoderVectors[9]?.hex as string;
    const added = range(0x78, 0x7d)
      .map((tag, i) => le(tag, 1) + le(1000 * (i + 1), 2))
      .join('');
    const widened = toHex(reframe(fromHex(original.replaceAll('620000a000', `620000${added}a000`))));
    const before = recordsOf(parse(original));
    const after = recordsOf(parse(widened));
    expect(after).toHaveLength(3);
    after.forEach((record, i) => {
      const { extra, ...rest } = record;
      const { extra: was, ...wasRest } = before[i] as TrackerRecord;
      // Every value Traccar's vector gives is read alike; the inputs are there beside them.
      expect(rest).toEqual(wasRest);
      expect(extra).toEqual({
        ...was,
        adc8: 1000,
        adc9: 2000,
        adc10: 3000,
        adc11: 4000,
        adc12: 5000,
        adc13: 6000,
      });
    });
    expect(after.map((r) => r.time.toISOString())).toEqual(before.map((r) => r.time.toISOString()));
  });

  it('still refuses a packet with an id none of these sources gives, unconfirmed', () => {
    for (const tag of [0x7e, 0x7f, 0x8d, 0x91]) {
      const events = galileoCodec.createStream().push(fromHex(packet(0x01, `${TIME}${le(tag, 1)}0000`)));
      expect(events).toEqual([
        { type: 'bad_frame', reason: 'malformed', detail: `unknown tag 0x${tag.toString(16)}` },
      ]);
    }
  });
});
