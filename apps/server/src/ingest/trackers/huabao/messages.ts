import { ByteReader, readableText } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { encodeHuabao, type HuabaoFrame, headerForm } from './frame.ts';
import { readLocation, toRecord } from './location.ts';
import { lockLocation } from './lock.ts';
import { transparent } from './transparent.ts';

/**
 * Message ids (JT/T 808-2013 table 3; the 0x1300, 0x6006 and 0x0701 replies and the 0x0210 batch
 * as Traccar reads them).
 */
export const huabaoMessage = {
  terminalResponse: 0x0001,
  heartbeat: 0x0002,
  logout: 0x0003,
  registration: 0x0100,
  authentication: 0x0102,
  attributes: 0x0107,
  location: 0x0200,
  locationQueryResponse: 0x0201,
  batch: 0x0704,
  batch2: 0x0210,
  platformResponse: 0x8001,
  registrationResponse: 0x8100,
  terminalControl: 0x8105,
  locationQuery: 0x8201,
  text: 0x8300,
  vendorTextReply: 0x1300,
  vendorCommandReply: 0x0701,
  vendorReport: 0x6006,
  driverIdentity: 0x0702,
  transparent: 0x0900,
  timezoneSync: 0x1007,
  lockLocation: 0x5501,
  lockArchive: 0x5502,
} as const;

/** Platform general response results (table 5). */
const result = { ok: 0, failure: 1, unsupported: 3 } as const;
/** Registration response: 4, no such terminal in the database. */
const NO_SUCH_TERMINAL = 4;

/** The commands we send whose 0x0001 general response is their answer. */
const commandIds = new Set<number>([huabaoMessage.text, huabaoMessage.terminalControl]);

const terminalResults = ['ok', 'failure', 'wrong message', 'not supported', 'alarm confirmed'];

/** Replies carry their own serial, counting from 0 per connection as the standard asks. */
export type Serials = { next(): number };

export function createParser(serials: Serials) {
  /** 0x8001: the answered message's serial and id, and the result. */
  const platformResponse = (frame: HuabaoFrame, code: number = result.ok, serial = serials.next()) => {
    const body = Buffer.alloc(5);
    body.writeUInt16BE(frame.serial, 0);
    body.writeUInt16BE(frame.messageId, 2);
    body[4] = code;
    return encodeHuabao(huabaoMessage.platformResponse, frame, serial, body);
  };

  /**
   * 0x8100: the registration's serial, the result, and on success the authentication code the
   * terminal then sends in 0x0102 (its own id, as Traccar gives).
   */
  const registrationResponse = (frame: HuabaoFrame, code: number, serial: number) => {
    const auth = code === result.ok ? Buffer.from(frame.id, 'latin1') : Buffer.alloc(0);
    const body = Buffer.alloc(3 + auth.length);
    body.writeUInt16BE(frame.serial, 0);
    body[2] = code;
    auth.copy(body, 3);
    return encodeHuabao(huabaoMessage.registrationResponse, frame, serial, body);
  };

  /** A location: a record when the unit has a clock, its state alone (a heartbeat) when not. */
  function location(frame: HuabaoFrame, answered = true): TrackerEvent {
    const ack = answered ? { ack: platformResponse(frame) } : {};
    const read = readLocation(frame.body);
    const record = toRecord(read);
    if (record) return { type: 'records', id: frame.id, records: [record], ...ack };
    const { valid: _valid, ...state } = read.fields;
    return { type: 'heartbeat', id: frame.id, ...ack, record: state };
  }

  /** 0x0704: count, type (1: re-upload of blind-area data), then length-prefixed location bodies. */
  function batch(frame: HuabaoFrame): TrackerEvent {
    const r = frame.body;
    const count = r.u16();
    const archive = r.u8() === 1;
    const records: TrackerRecord[] = [];
    for (let i = 0; i < count && r.remaining() >= 2; i++) {
      const length = r.u16();
      const item = r.bytes(length);
      const record = toRecord(readLocation(new ByteReader(item)));
      if (record) {
        if (archive) record.extra = { ...record.extra, archive: true };
        records.push(record);
      }
    }
    return { type: 'records', id: frame.id, records, ack: platformResponse(frame) };
  }

  /**
   * 0x0210, a vendor batch (Traccar's MSG_LOCATION_BATCH_2): location bodies each after a one-byte
   * length, no count; or, a body of 7 bytes, a battery level and a time with no position, kept as
   * the unit's state.
   */
  function batch2(frame: HuabaoFrame): TrackerEvent {
    const r = frame.body;
    const ack = platformResponse(frame);
    if (r.remaining() === 7) {
      const level = r.u8();
      const record = level <= 100 ? { batteryPct: level } : {};
      return { type: 'heartbeat', id: frame.id, ack, record };
    }
    const records: TrackerRecord[] = [];
    while (r.remaining() > 2) {
      const length = r.u8();
      if (length > r.remaining()) break;
      const record = toRecord(readLocation(new ByteReader(r.bytes(length))));
      if (record) records.push(record);
    }
    return { type: 'records', id: frame.id, records, ack };
  }

  /** 0x0001: the answered serial and id, and the result; an answer to our command is its result. */
  function terminalResponse(frame: HuabaoFrame): TrackerEvent {
    const r = frame.body;
    r.u16();
    const answered = r.u16();
    const code = r.u8();
    if (!commandIds.has(answered)) return { type: 'heartbeat', id: frame.id };
    return { type: 'command_result', id: frame.id, text: terminalResults[code] ?? `result ${code}` };
  }

  /**
   * 0x0107 (§8.16): terminal type (2), maker (5), model (20), terminal id (7), then the SIM's
   * ICCID in BCD (10), kept with the state. (The 2019 form's longer model and id are not read.)
   */
  function attributes(frame: HuabaoFrame): TrackerEvent {
    const r = frame.body;
    const ack = platformResponse(frame);
    if (frame.version !== undefined || r.remaining() < 44) return { type: 'heartbeat', id: frame.id, ack };
    r.skip(34);
    const iccid = r.bytes(10).toString('hex').replace(/f+$/, '');
    const record = /^\d{18,20}$/.test(iccid) ? { extra: { iccid } } : {};
    return { type: 'heartbeat', id: frame.id, ack, record };
  }

  /**
   * 0x0702 (§8.47): card status (1 inserted), time, reading result (0 read), the driver's name,
   * the qualification certificate's code (20 bytes, padded), issuing agency and validity. The name
   * and code are kept with the state.
   */
  function driverIdentity(frame: HuabaoFrame): TrackerEvent {
    const r = frame.body;
    const ack = platformResponse(frame);
    const inserted = r.u8() === 1;
    r.skip(6);
    if (!inserted || r.u8() !== 0) return { type: 'heartbeat', id: frame.id, ack };
    const driver = readableText(r.bytes(r.u8()), 'latin1').trim();
    const cardCode = readableText(r.bytes(20), 'latin1').trim();
    const extra = { ...(driver ? { driver } : {}), ...(cardCode ? { cardCode } : {}) };
    return { type: 'heartbeat', id: frame.id, ack, record: { extra } };
  }

  /** Vendors' text replies, kept with the state (the command's answer is its 0x0001). */
  function vendorText(frame: HuabaoFrame): TrackerEvent {
    const r = frame.body;
    let text: string;
    if (frame.messageId === huabaoMessage.vendorTextReply) {
      r.u16();
      text = readableText(r.bytes(r.remaining()), 'utf16be');
    } else if (frame.messageId === huabaoMessage.vendorCommandReply) {
      text = readableText(r.bytes(Math.min(r.u32(), r.remaining())), 'latin1');
    } else {
      r.u8(); // encoding
      text = readableText(r.bytes(r.remaining()), 'latin1');
    }
    const ack = frame.messageId === huabaoMessage.vendorReport ? { ack: platformResponse(frame) } : {};
    return {
      type: 'heartbeat',
      id: frame.id,
      ...ack,
      record: { extra: { result: text } },
    };
  }

  return function parse(frame: HuabaoFrame): TrackerEvent[] {
    switch (frame.messageId) {
      case huabaoMessage.registration: {
        // Only one of the two is sent: they share a serial.
        const serial = serials.next();
        return [
          {
            type: 'login',
            id: frame.id,
            form: headerForm(frame),
            accept: registrationResponse(frame, result.ok, serial),
            reject: registrationResponse(frame, NO_SUCH_TERMINAL, serial),
          },
        ];
      }
      case huabaoMessage.authentication: {
        const serial = serials.next();
        return [
          {
            type: 'login',
            id: frame.id,
            form: headerForm(frame),
            accept: platformResponse(frame, result.ok, serial),
            reject: platformResponse(frame, result.failure, serial),
          },
        ];
      }
      case huabaoMessage.heartbeat:
      case huabaoMessage.logout:
      case huabaoMessage.timezoneSync:
        return [{ type: 'heartbeat', id: frame.id, ack: platformResponse(frame) }];
      case huabaoMessage.attributes:
        return [attributes(frame)];
      case huabaoMessage.driverIdentity:
        return [driverIdentity(frame)];
      case huabaoMessage.transparent:
        return [transparent(frame, platformResponse(frame))];
      case huabaoMessage.lockLocation:
      case huabaoMessage.lockArchive:
        return [lockLocation(frame)];
      case huabaoMessage.location:
        return [location(frame)];
      case huabaoMessage.locationQueryResponse: {
        // The answer to 0x8201: the query's serial, then a location; no platform response.
        frame.body.u16();
        return [location(frame, false), { type: 'command_result', id: frame.id, text: 'position reported' }];
      }
      case huabaoMessage.batch:
        return [batch(frame)];
      case huabaoMessage.batch2:
        return [batch2(frame)];
      case huabaoMessage.terminalResponse:
        return [terminalResponse(frame)];
      case huabaoMessage.vendorTextReply:
      case huabaoMessage.vendorCommandReply:
      case huabaoMessage.vendorReport:
        return [vendorText(frame)];
      default:
        // Alive, and told we do not handle it, so it is not sent again.
        return [
          {
            type: 'heartbeat',
            id: frame.id,
            ack: platformResponse(frame, result.unsupported),
            record: { extra: { message: frame.messageId } },
          },
        ];
    }
  };
}
