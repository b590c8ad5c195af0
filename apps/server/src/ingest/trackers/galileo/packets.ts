import { ByteReader, FrameError, toHex } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix, isTrackerId, setExtra } from '../fields.ts';
import { type Draft, readTag } from './tags.ts';

/**
 * The records of Galileosky's packets (its protocol document: main packet, main packet with
 * compression, packet relayed by Iridium). A main packet carries one record or many from the
 * unit's archive, each its tags one after the other in ascending order; Traccar starts a record
 * where a tag comes a second time, and so does this.
 */

/** A unit whose clock was never set counts from 1970 (or 2000): such a record's time says nothing. */
const CLOCK_SET = Date.UTC(2001, 0, 1);

const newDraft = (): Draft => ({ record: {} });

/** A main packet's tags, header, length and CRC left out. */
export function readMainTags(r: ByteReader): Draft[] {
  const drafts: Draft[] = [];
  let draft = newDraft();
  let seen = new Set<number>();
  while (r.remaining() > 0) {
    const tag = r.u8();
    if (seen.has(tag)) {
      drafts.push(draft);
      draft = newDraft();
      seen = new Set();
    }
    seen.add(tag);
    readTag(r, tag, draft, false);
  }
  if (seen.size > 0) drafts.push(draft);
  return drafts;
}

/**
 * A main packet with compression (tables 3-6), as the document lays it out: the first record may
 * start with a "minimal data set" (10 bytes, whose first bit is 0) and may have a list of tags
 * (first byte 1 and the count in 7 bits, then the ids); every later record has the minimal data set
 * when the first had it, and the data of the first record's tags, without a list. Traccar reads a
 * minimal data set and a list in every record (and its count in 8 bits); a list repeated after a
 * record's minimal data set is stepped over here, so both readings of the document are taken. A list
 * given as a 32-byte mask (0xFF, more than 31 tags) is refused: the document does not say how the
 * mask's bits map to tag ids.
 */
export function readCompressed(r: ByteReader, now: Date): Draft[] {
  const drafts: Draft[] = [];
  const minimal = r.remaining() > 0 && ((r.buf[r.pos] as number) & 0x80) === 0;
  let tags: number[] = [];
  let list: Buffer | undefined;
  while (r.remaining() > 0) {
    const draft = newDraft();
    if (minimal) readMinimal(r, draft, now);
    if (drafts.length === 0) {
      if (r.remaining() > 0 && (r.buf[r.pos] as number) & 0x80) list = readTagList(r);
      tags = list ? [...list.subarray(1)] : [];
      if (!minimal && tags.length === 0)
        throw new FrameError('a compressed packet with no minimal data and no tags');
    } else if (
      list &&
      r.remaining() >= list.length &&
      r.buf.subarray(r.pos, r.pos + list.length).equals(list)
    ) {
      r.skip(list.length);
    }
    for (const tag of tags) readTag(r, tag, draft, true);
    drafts.push(draft);
  }
  return drafts;
}

function readTagList(r: ByteReader): Buffer {
  const head = r.buf[r.pos] as number;
  if (head === 0xff) throw new FrameError('a compressed packet whose tags are given as a mask');
  return r.bytes(1 + (head & 0x7f));
}

/** Bits `start` .. `start + n` (the first bit the first byte's highest) of `bytes`. */
function bits(bytes: Buffer, start: number, n: number): number {
  const all = BigInt(`0x${bytes.toString('hex')}`);
  const shift = BigInt(bytes.length * 8 - start - n);
  return Number((all >> shift) & ((1n << BigInt(n)) - 1n));
}

/**
 * The minimal data set (table 4): a 0 bit, the time (25 bits: seconds since 1 January 00:00 UTC of
 * a year the unit does not send, the server's current year by the document), coordinates not valid
 * (1 bit), longitude (22 bits, 360 × L / 2²² − 180), latitude (21 bits, 180 × L / 2²¹ − 90), an
 * alarm (1 bit) and user tag 0 (9 bits). A time that would be ahead of the server's clock is taken
 * as last year's (a record of late December read in January).
 */
function readMinimal(r: ByteReader, draft: Draft, now: Date): void {
  const set = r.bytes(10);
  const seconds = bits(set, 1, 25);
  let year = now.getUTCFullYear();
  if (Date.UTC(year, 0, 1) + seconds * 1000 > now.getTime() + 86_400_000) year -= 1;
  draft.time = new Date(Date.UTC(year, 0, 1) + seconds * 1000);
  draft.fix = {
    valid: bits(set, 26, 1) === 0,
    lon: round6((360 * bits(set, 27, 22)) / 4194304 - 180),
    lat: round6((180 * bits(set, 49, 21)) / 2097152 - 90),
  };
  if (bits(set, 70, 1)) setExtra(draft.record, 'alarm', true);
  setExtra(draft.record, 'userTag0', bits(set, 71, 9));
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * An Iridium SBD message as Iridium's DirectIP gateway relays it (tables 10-13; Traccar's
 * decodeIridiumPosition): the MO header (01 00 1C: a reference, the modem's IMEI, the session's
 * status, 4 bytes, the session's time, big-endian Unix seconds), Iridium's own location of the
 * modem (element 03: a radius of kilometres, so no fix) and the Galileosky data (element 02: a main
 * packet's tags without header, length and CRC; the compressed form is not told apart from it, and is
 * read as Traccar reads it by default, uncompressed). A session status above 2 is a failed transfer.
 */
export function readIridium(frame: Buffer): { imei: string; drafts: Draft[] } {
  const r = new ByteReader(frame, 3);
  r.skip(3 + 4);
  const imei = r.ascii(15);
  if (!isTrackerId(imei))
    throw new FrameError(`Iridium IMEI ${toHex(Buffer.from(imei, 'latin1'))} is not digits`);
  const status = r.u8();
  r.skip(4);
  const time = new Date(r.u32() * 1000);
  let drafts: Draft[] = [];
  while (r.remaining() > 0) {
    const element = r.u8();
    const data = r.bytes(r.u16());
    if (element === 0x02) drafts = readMainTags(new ByteReader(data));
  }
  if (status > 2) return { imei, drafts: [] };
  for (const draft of drafts) draft.time ??= time;
  return { imei, drafts };
}

/** A record as we store it: one without a time of its own (or before the clock was set) is none. */
export function toRecord(draft: Draft): TrackerRecord | undefined {
  const { time, fix, precision } = draft;
  if (!time || time.getTime() < CLOCK_SET) return undefined;
  const record: TrackerRecord = { time, valid: false, ...draft.record };
  if (fix?.satellites !== undefined) record.satellites = fix.satellites;
  if (fix?.valid && isPlausibleFix(fix.lat, fix.lon)) {
    record.valid = true;
    record.lat = fix.lat;
    record.lon = fix.lon;
  }
  if (fix?.cell) setExtra(record, 'cellPosition', true);
  if (precision !== undefined) {
    if (fix?.cell) setExtra(record, 'accuracyM', precision * 10);
    else if (record.valid) record.hdop = precision / 10;
  }
  return record;
}
