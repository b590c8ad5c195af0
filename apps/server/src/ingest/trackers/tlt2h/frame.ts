import { isPrintableAscii } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { type FrameScan, parseFrame } from '../frame-stream.ts';

/**
 * TLT-2H framing over TCP: a message (its header line and body lines, each ended by CR LF) ends
 * with `##\r\n`, the delimiter Traccar's Tlt2hProtocol frames on (the MT700 log in
 * traccar/traccar#5344 shows it after the body). The delimiter is four bytes, and `##` alone also
 * stands in a header whose user name is empty (`#357671030108689##0000#AUTO#1`), so the scanner
 * looks for all four. One scanner per connection: it remembers when it is dropping the rest of an
 * over-long message, up to its delimiter.
 */
export const END = Buffer.from('##\r\n', 'latin1');

export function tlt2hScanner(
  maxFrameBytes: number,
  parse: (text: string) => TrackerEvent[],
): (buf: Buffer) => FrameScan {
  let dropping = false;
  return (buf) => {
    const end = buf.indexOf(END);
    if (dropping) {
      if (end >= 0) {
        dropping = false;
        return { kind: 'skip', length: end + END.length };
      }
      // The delimiter may be cut between two reads: its first bytes are kept for the next.
      return buf.length < END.length
        ? { kind: 'need' }
        : { kind: 'skip', length: buf.length - END.length + 1 };
    }
    if (end < 0) {
      if (buf.length <= maxFrameBytes) return { kind: 'need' };
      dropping = true;
      return {
        kind: 'too_long',
        length: buf.length - END.length + 1,
        detail: `a message longer than ${maxFrameBytes} bytes`,
      };
    }
    const length = end + END.length;
    if (length > maxFrameBytes)
      return { kind: 'too_long', length, detail: `a message of ${length} bytes, more than ${maxFrameBytes}` };
    const bytes = buf.subarray(0, end);
    if (!isPrintableAscii(bytes))
      return {
        kind: 'skip',
        length,
        event: { type: 'bad_frame', reason: 'malformed', detail: `${end} bytes that are not text` },
      };
    const text = bytes.toString('latin1').trim();
    // An empty message (a UDP datagram's delimiter added to one that had its own) is none.
    if (text === '') return { kind: 'skip', length };
    return parseFrame(length, () => parse(text));
  };
}
