import { type ByteReader, FrameError, toHex } from '../bytes.ts';

/**
 * The envelope of an LM Direct message (CalAmp, "LM Direct Reference Guide", section 2): an
 * optional Options Header (present when bit 7 of the first byte is set) and the Message Header
 * (service type, message type, sequence number). Multi-byte fields are big-endian.
 */

export const serviceTypes = {
  unacknowledged: 0,
  acknowledged: 1,
  response: 2,
} as const;

export const messageTypes = {
  null: 0,
  ack: 1,
  eventReport: 2,
  idReport: 3,
  userData: 4,
  applicationData: 5,
  configuration: 6,
  unitRequest: 7,
  locateReport: 8,
  userDataWithAccumulators: 9,
  miniEventReport: 10,
  miniUserData: 11,
} as const;

/** Options byte bits: mobile id, its type, then four fields we only skip. */
const OPTIONS_PRESENT = 0x80;
const HAS_MOBILE_ID = 0x01;
const HAS_MOBILE_ID_TYPE = 0x02;
/** Authentication word, routing, forwarding, response redirection: each a length and its bytes. */
const SKIPPED_FIELDS = [0x04, 0x08, 0x10, 0x20];

export type LmDirectHeader = {
  /** The unit's id as its digits (ESN, IMEI…), without the F padding; absent without an Options Header. */
  mobileId?: string;
  /** 1 ESN, 2 IMEI or decimal ESN, 3 IMSI, 4 user defined, 5 phone number, 6 IP address. */
  mobileIdType?: number;
  service: number;
  type: number;
  sequence: number;
};

/**
 * The mobile id is packed BCD, most significant digit first; unused nibbles and bytes are F
 * (the guide's example: 9043002123 sent as 90 43 00 21 23 FF FF FF). What is left after
 * stripping the trailing Fs is the id, as Traccar reads it.
 */
function mobileIdDigits(bytes: Buffer): string {
  return toHex(bytes).replace(/F+$/, '');
}

/** Reads the Options Header (if any) and the Message Header; the reader is left at the message body. */
export function readHeader(r: ByteReader): LmDirectHeader {
  const header: Partial<LmDirectHeader> = {};
  if (r.remaining() > 0 && (r.buf[r.pos] as number) & OPTIONS_PRESENT) {
    const options = r.u8();
    if (options & HAS_MOBILE_ID) {
      const length = r.u8();
      if (length === 0) throw new FrameError('an empty mobile ID');
      header.mobileId = mobileIdDigits(r.bytes(length));
    }
    if (options & HAS_MOBILE_ID_TYPE) {
      const type = r.bytes(r.u8());
      if (type.length === 1) header.mobileIdType = type[0];
    }
    for (const bit of SKIPPED_FIELDS) if (options & bit) r.skip(r.u8());
  }
  const service = r.u8();
  const type = r.u8();
  const sequence = r.u16();
  return { ...header, service, type, sequence };
}

/**
 * The Acknowledge message (type 1) answering an acknowledged request, byte for byte as Traccar's
 * decoder sends it: service type 2 (response), message type 1, the request's sequence number,
 * the type acknowledged, ack/nak code 0 (ACK), a spare byte and a 3-byte application version 0.
 * No Options Header: the unit matches the answer by its sequence number.
 */
export function acknowledge(header: Pick<LmDirectHeader, 'type' | 'sequence'>): Uint8Array {
  const out = Buffer.alloc(10);
  out.writeUInt8(serviceTypes.response, 0);
  out.writeUInt8(messageTypes.ack, 1);
  out.writeUInt16BE(header.sequence, 2);
  out.writeUInt8(header.type, 4);
  // bytes 5..9: ACK (0), spare, application version 0.0.0
  return out;
}
