/** Inclusive byte positions of one part of a file. */
export type ByteRange = { start: number; end: number };

export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'range'; range: ByteRange }
  | { kind: 'unsatisfiable'; message: string };

const malformed = 'The Range header must look like bytes=0-1023';

/**
 * Reads a Range header (RFC 9110, section 14.1.2) for a file of `size` bytes: no header, or a unit
 * other than bytes, means the whole file (such a header is ignored, as the RFC says); one byte range
 * (`first-last`, `first-` or the suffix `-length`) the part asked for, cut at the file's end; a
 * malformed, unsatisfiable or multi-part request a 416 with its reason. PMTiles readers ask for one
 * range at a time, so several in one request are refused instead of answered as multipart.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header?.trim()) return { kind: 'whole' };
  const match = /^\s*([!#$%&'*+.^_`|~\w-]+)=(.*)$/.exec(header);
  if (!match) return unsatisfiable(malformed);
  if (match[1]?.toLowerCase() !== 'bytes') return { kind: 'whole' };
  // Empty list elements are allowed (RFC 9110, section 5.6.1).
  const parts = (match[2] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1) return unsatisfiable('Ask for one byte range at a time');
  const bounds = /^(\d*)-(\d*)$/.exec(parts[0] ?? '');
  const [, first = '', last = ''] = bounds ?? [];
  if (!bounds || (first === '' && last === '')) return unsatisfiable(malformed);

  if (first === '') {
    // A suffix: the file's last `last` bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return unsatisfiable(`The file has ${size} bytes`);
    return { kind: 'range', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return unsatisfiable('A range must not end before it starts');
  if (start >= size) return unsatisfiable(`The file has ${size} bytes`);
  return { kind: 'range', range: { start, end } };
}

function unsatisfiable(message: string): RangeRequest {
  return { kind: 'unsatisfiable', message };
}
