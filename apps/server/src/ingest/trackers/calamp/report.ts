import { type ByteReader, isPrintableAscii, toHex } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { messageTypes } from './message.ts';

/**
 * The bodies of LM Direct messages that carry a position (CalAmp, "LM Direct Reference Guide",
 * section 3), read as Traccar's CalAmpProtocolDecoder does: Event Report (2), User Data (4) and
 * Locate Report (8) share one fixed location block; the Mini Event Report (10) has a shorter one.
 */

/** Fix status bits (the guide): 2 last known (the current fix is invalid), 3 invalid fix, 5 historic, 6 invalid time. */
const FIX_LAST_KNOWN = 0x04;
const FIX_INVALID = 0x08;
const FIX_HISTORIC = 0x20;
const FIX_INVALID_TIME = 0x40;
/** The Mini Event Report packs fix status over the satellite count; Traccar takes bit 5 as "no fix". */
const MINI_FIX_INVALID = 0x20;
const MINI_SATELLITES = 0x0f;

/** Accumulator header: count in bits 0-5, type in bits 6-7 (type 1 adds a threshold and a mask). */
const ACC_COUNT = 0x3f;
const ACC_WITH_THRESHOLD = 1;

const CPS_TO_KMH = 0.036;

/** A GSM RSSI in dBm as 0..100 over the modem's usual range, -113 dBm (CSQ 0) to -51 dBm (CSQ 31). */
function signalPct(rssiDbm: number): number | undefined {
  if (rssiDbm >= 0) return undefined;
  return Math.round(Math.min(100, Math.max(0, ((rssiDbm + 113) / 62) * 100)));
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Inputs byte: bit 0 the ignition, bits 1-7 inputs 1-7, so input n is our bit n-1.
 */
function applyInputs(record: TrackerRecord, inputs: number): void {
  record.ignition = (inputs & 0x01) !== 0;
  record.inputs = inputs >> 1;
}

function readAccumulators(r: ByteReader, type: number, extra: NonNullable<TrackerRecord['extra']>) {
  const header = r.u8();
  const count = header & ACC_COUNT;
  if (type !== messageTypes.miniEventReport) extra.append = r.u8();
  if (header >> 6 === ACC_WITH_THRESHOLD) r.skip(8); // threshold and mask
  // As Traccar: a report may hold fewer accumulators than it counts; take the whole ones.
  for (let i = 0; i < count && r.remaining() >= 4; i++) extra[`acc${i}`] = r.u32();
}

/** Event Report, User Data or Locate Report: the full location block, then what the type adds. */
export function readFullReport(r: ByteReader, type: number): TrackerRecord {
  const time = new Date(r.u32() * 1000);
  const fixTime = r.u32();
  const lat = r.i32() / 1e7;
  const lon = r.i32() / 1e7;
  const altitudeCm = r.i32();
  const speedCps = r.u32();
  const course = r.i16();
  const satellites = r.u8();
  const fixStatus = r.u8();
  const carrier = r.u16();
  const rssi = r.i16();
  const commState = r.u8();
  const hdop = r.u8();
  const inputs = r.u8();
  const unitStatus = r.u8();
  const placed = isPlausibleFix(lat, lon);
  const extra: NonNullable<TrackerRecord['extra']> = {
    fixTime: new Date(fixTime * 1000).toISOString(),
    fixStatus,
    carrier,
    rssi,
    commState,
    unitStatus,
  };
  if (fixStatus & FIX_HISTORIC) extra.historic = true;
  if (fixStatus & FIX_INVALID_TIME) extra.invalidTime = true;
  const record: TrackerRecord = {
    time,
    valid: placed && (fixStatus & (FIX_INVALID | FIX_LAST_KNOWN)) === 0,
    ...(placed ? { lat, lon } : {}),
    altitude: altitudeCm / 100,
    speedKmh: round(speedCps * CPS_TO_KMH, 2),
    course,
    satellites,
    // The guide: HDOP with a 0.1 lsb.
    hdop: hdop / 10,
    extra,
  };
  const gsm = signalPct(rssi);
  if (gsm !== undefined) record.gsmSignalPct = gsm;
  applyInputs(record, inputs);
  if (type === messageTypes.eventReport) {
    extra.eventIndex = r.u8();
    extra.event = r.u8();
  }
  if (type === messageTypes.userData) {
    extra.userMessageRoute = r.u8();
    extra.userMessageId = r.u8();
    const text = r.bytes(r.u16());
    extra.userData = isPrintableAscii(text) ? text.toString('latin1').trim() : toHex(text);
  } else {
    readAccumulators(r, type, extra);
  }
  return record;
}

/** Mini Event Report: update time, position, heading, speed in km/h, fix and satellites in one byte. */
export function readMiniReport(r: ByteReader): TrackerRecord {
  const time = new Date(r.u32() * 1000);
  const lat = r.i32() / 1e7;
  const lon = r.i32() / 1e7;
  const course = r.i16();
  const speedKmh = r.u8();
  const fix = r.u8();
  const commState = r.u8();
  const inputs = r.u8();
  const event = r.u8();
  const placed = isPlausibleFix(lat, lon);
  const extra: NonNullable<TrackerRecord['extra']> = { fixStatus: fix >> 4, commState, event };
  const record: TrackerRecord = {
    time,
    valid: placed && (fix & MINI_FIX_INVALID) === 0,
    ...(placed ? { lat, lon } : {}),
    speedKmh,
    course,
    satellites: fix & MINI_SATELLITES,
    extra,
  };
  applyInputs(record, inputs);
  readAccumulators(r, messageTypes.miniEventReport, extra);
  return record;
}
