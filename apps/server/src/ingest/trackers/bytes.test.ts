import { describe, expect, it } from 'vitest';
import { readableText } from './bytes.ts';

describe('readableText: a tracker reply as text that can be stored', () => {
  it('reads Latin-1 and UTF-16 BE, NUL padding as one space, trimmed', () => {
    // GT06's command reply "DYD=Success!" with the NUL padding some units add.
    expect(readableText(Buffer.from('DYD=Success!\0\0\0', 'latin1'), 'latin1')).toBe('DYD=Success!');
    // JT/T 808 0x1300 and GT06 0x21 (encoding 2) send UTF-16 big-endian; an odd last byte is dropped.
    const utf16 = Buffer.from('OK\0 done', 'utf16le').swap16();
    expect(readableText(Buffer.concat([utf16, Buffer.from([0x41])]), 'utf16be')).toBe('OK  done');
  });

  it('turns a lone UTF-16 surrogate into U+FFFD, which the database takes (it refuses the surrogate)', () => {
    const lone = Buffer.from([0xd8, 0x3d, 0x00, 0x41]); // a high surrogate, then "A"
    expect(readableText(lone, 'utf16be')).toBe('\uFFFDA');
    const pair = Buffer.from('😀', 'utf16le').swap16();
    expect(readableText(pair, 'utf16be')).toBe('😀');
  });
});
