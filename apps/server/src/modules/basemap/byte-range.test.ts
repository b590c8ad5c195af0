import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

// The examples of RFC 9110 (HTTP Semantics), section 14.1.2 "Byte Ranges", for a representation
// of 10000 bytes, and the 416 cases of section 15.5.17.
describe('a Range header read for a file of 10000 bytes', () => {
  it('answers the byte ranges of RFC 9110’s examples', () => {
    expect(parseRange('bytes=0-499', 10000)).toEqual({ kind: 'range', range: { start: 0, end: 499 } });
    expect(parseRange('bytes=500-999', 10000)).toEqual({ kind: 'range', range: { start: 500, end: 999 } });
    expect(parseRange('bytes=-500', 10000)).toEqual({ kind: 'range', range: { start: 9500, end: 9999 } });
    expect(parseRange('bytes=9500-', 10000)).toEqual({ kind: 'range', range: { start: 9500, end: 9999 } });
    expect(parseRange('bytes=0-0', 10000)).toEqual({ kind: 'range', range: { start: 0, end: 0 } });
  });

  it('cuts a range that runs past the end, and a suffix longer than the file, at the file', () => {
    expect(parseRange('bytes=9000-20000', 10000)).toEqual({
      kind: 'range',
      range: { start: 9000, end: 9999 },
    });
    expect(parseRange('bytes=-20000', 10000)).toEqual({ kind: 'range', range: { start: 0, end: 9999 } });
    // PMTiles readers ask for the first 16 KiB of an archive that may be smaller.
    expect(parseRange('bytes=0-16383', 10000)).toEqual({ kind: 'range', range: { start: 0, end: 9999 } });
  });

  it('sends the whole file without a header, or with a unit it does not know (the RFC says to ignore it)', () => {
    expect(parseRange(undefined, 10000)).toEqual({ kind: 'whole' });
    expect(parseRange('', 10000)).toEqual({ kind: 'whole' });
    expect(parseRange('items=0-5', 10000)).toEqual({ kind: 'whole' });
  });

  it('refuses ranges that start past the end, malformed ones and several at once, saying why', () => {
    expect(parseRange('bytes=10000-', 10000)).toMatchObject({
      kind: 'unsatisfiable',
      message: 'The file has 10000 bytes',
    });
    expect(parseRange('bytes=-0', 10000)).toMatchObject({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=500-100', 10000)).toMatchObject({
      kind: 'unsatisfiable',
      message: 'A range must not end before it starts',
    });
    for (const bad of ['bytes=abc', 'bytes=-', 'bytes=1-2-3', 'bytes=0x10-20', 'bytes', 'bytes=1.5-2'])
      expect(parseRange(bad, 10000), bad).toMatchObject({
        kind: 'unsatisfiable',
        message: 'The Range header must look like bytes=0-1023',
      });
    expect(parseRange('bytes=0-99, 200-299', 10000)).toMatchObject({
      kind: 'unsatisfiable',
      message: 'Ask for one byte range at a time',
    });
    expect(parseRange('bytes=0-99,', 10000)).toEqual({ kind: 'range', range: { start: 0, end: 99 } });
    expect(parseRange('bytes=0-', 0)).toMatchObject({ kind: 'unsatisfiable' });
  });
});
