import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import {
  BitReader,
  type FieldSpec,
  isSet,
  readFields,
  roundTo,
  times,
  warnTrailing,
} from './digital-matter-bits.ts';

// Digital Matter's GPS trackers for LoRaWAN (Oyster, Oyster2, Oyster3, Yabby, Yabby3): one
// record per uplink, the port says which. Layouts and names:
// - ports 1-4: the TTN device repository codec (TheThingsNetwork/lorawan-devices
//   vendor/digital-matter/oyster.js at 0a306c4eda1c7cd8b359038bc9f03bf8d426c158);
// - what that codec lacks, port 4's battery format and critical-battery bits, the longer
//   port 2 acknowledgement and ports 30, 31 and 33 of the Oyster3: Digital Matter's Oyster3
//   decoder as published in helium/console-decoders Digital_Matter/Oyster_LoRaWAN/decoder_v2.js
//   at 44132a7ed281c97080e69c2cbf7bfb24d4ba79d3 (Oyster3 firmware reads bit 3 of port 4's
//   flag byte as the battery scale: TTN's codec, which ignores it, reads 4.1 V as 0.5 V);
// - the first Yabby's port 1, whose byte 8 carries a man-down flag and byte 9 a 3-bit heading
//   and 5-bit speed (Oyster: 6-bit heading in byte 8, speed in byte 9): helium/console-decoders
//   Digital_Matter/Yabby_LoRaWAN/decoder.js at e74e54fa6f8957b7be27060a77f88429900ebf50, the
//   same layout as ZENNER's parser written from Digital Matter's "Yabby LoRaWAN Integration 1.3".

export type PortOneLayout = 'oyster' | 'yabby';

export const digitalMatterCommandsNote =
  "Digital Matter's downlink format could not be confirmed from its documentation: send a raw downlink from the vendor's configuration guide.";

type Fix = { latitudeDeg: number; longitudeDeg: number; headingDeg: number; speedKmph: number };

const FIX_FAILED =
  'GPS fix failed: the position in the record is the last good one (kept as "cached"); not stored';

/** A fresh fix becomes the uplink's location; after a failed fix the vendor's `cached` position is only a field. */
function recordFix(out: ResultBuilder, fix: Fix, fixFailed: boolean): void {
  if (fixFailed) {
    out.set('cached', fix);
    out.refuseLocation(FIX_FAILED);
    return;
  }
  for (const [name, value] of Object.entries(fix)) out.set(name, value);
  out.location = { lat: fix.latitudeDeg, lon: fix.longitudeDeg };
}

/** The unit is in a trip (moving, by its accelerometer) or asleep between trips. */
export function recordTrip(out: ResultBuilder, inTrip: boolean): void {
  out.set('inTrip', inTrip);
  out.reading('motion', inTrip);
}

function recordBattery(out: ResultBuilder, millivolts: number): void {
  out.set('batV', millivolts / 1000);
  out.reading('battery_mv', millivolts);
}

/** Port 1: latitude and longitude (1e-7 degrees), then the flags, heading, speed and battery. */
function readPosition(bytes: Uint8Array, out: ResultBuilder, layout: PortOneLayout): BitReader {
  const reader = new BitReader(bytes);
  const latitudeDeg = reader.s(32) / 1e7;
  const longitudeDeg = reader.s(32) / 1e7;
  const inTrip = reader.flag();
  const fixFailed = reader.flag();
  let manDown: boolean | null = null;
  let headingDeg: number;
  let speedKmph: number;
  if (layout === 'oyster') {
    headingDeg = reader.u(6) * 5.625;
    speedKmph = reader.u(8);
  } else {
    manDown = reader.flag();
    reader.u(5);
    headingDeg = reader.u(3) * 45;
    speedKmph = reader.u(5) * 5;
  }
  out.set('type', 'position');
  recordTrip(out, inTrip);
  out.set('fixFailed', fixFailed);
  recordBattery(out, reader.u(8) * 25);
  out.set('manDown', manDown);
  recordFix(out, { latitudeDeg, longitudeDeg, headingDeg, speedKmph }, fixFailed);
  return reader;
}

/** Port 4, the compact record: 24-bit latitude and longitude in 256e-7 degree steps. */
function readCompactPosition(bytes: Uint8Array, out: ResultBuilder): BitReader {
  const reader = new BitReader(bytes);
  const latitudeDeg = (reader.s(24) * 256) / 1e7;
  const longitudeDeg = (reader.s(24) * 256) / 1e7;
  const headingDeg = reader.u(3) * 45;
  const speedKmph = reader.u(5) * 5;
  const battery = reader.u(8);
  const inTrip = reader.flag();
  const fixFailed = reader.flag();
  const manDown = reader.flag();
  // Oyster3: set when the battery byte is in 32 mV steps above 3.5 V (25 mV steps from 0 otherwise).
  const batteryAbove3v5 = reader.flag();
  const critical = reader.u(2);
  out.set('type', 'position');
  recordBattery(out, batteryAbove3v5 ? 3500 + battery * 32 : battery * 25);
  recordTrip(out, inTrip);
  out.set('fixFailed', fixFailed);
  out.set('manDown', manDown);
  // 0: the firmware does not say; 1: not critical; 2 and 3: critical.
  out.set('batCritical', critical === 0 ? null : critical > 1);
  // Both states: a battery changed since the critical one says so (a flag only ever true stayed).
  if (critical !== 0) out.reading('low_battery', critical > 1);
  recordFix(out, { latitudeDeg, longitudeDeg, headingDeg, speedKmph }, fixFailed);
  return reader;
}

const ACK: readonly FieldSpec[] = [
  ['sequence', 7],
  ['accepted', 1, isSet],
  ['fwMaj', 8],
  ['fwMin', 8],
];

/** A downlink's acknowledgement: sequence number, accepted flag, firmware version, then model-specific bytes. */
export function readAck(bytes: Uint8Array, out: ResultBuilder, more: readonly FieldSpec[] = []): BitReader {
  const reader = new BitReader(bytes);
  readFields(reader, out, ACK);
  readFields(reader, out, more);
  return reader;
}

/** The Oyster3 appends product id, hardware revision and the port the downlink came on. */
function readOysterAck(bytes: Uint8Array, out: ResultBuilder): BitReader {
  out.set('type', 'downlink ack');
  return readAck(bytes, out, bytes.length >= 6 ? OYSTER3_ACK : []);
}

const OYSTER3_ACK: readonly FieldSpec[] = [
  ['prodId', 8],
  ['hwRev', 8],
  ['port', 8],
];

/** Oyster3 battery voltages: 32 mV steps above 3.5 V. */
const volts3v5 = (raw: number) => (3500 + raw * 32) / 1000;
const percent32 = times(100 / 32);

/**
 * Port 3: lifetime statistics, counters in units of 32 (names as TTN's codec). Digital Matter's
 * Yabby decoder gives no initial battery voltage for a 0 (TTN's Oyster codec says 4.0 V).
 */
function statsFields(unsetInitialBattery: boolean): readonly FieldSpec[] {
  return [
    ['initialBatV', 4, (raw) => (unsetInitialBattery && raw === 0 ? null : (40 + raw) / 10)],
    ['txCount', 11, times(32)],
    ['tripCount', 13, times(32)],
    ['gpsSuccesses', 10, times(32)],
    ['gpsFails', 8, times(32)],
    ['aveGpsFixS', 9],
    ['aveGpsFailS', 9],
    ['aveGpsFreshenS', 8],
    ['wakeupsPerTrip', 7],
    ['uptimeWeeks', 9],
  ];
}

/** What every hello record starts with: firmware, product, hardware revision, reset causes. */
export const HELLO_HEAD: readonly FieldSpec[] = [
  ['fwMaj', 8],
  ['fwMin', 8],
  ['prodId', 8],
  ['hwRev', 8],
  ['resetPowerOn', 1, isSet],
  ['resetWatchdog', 1, isSet],
  ['resetExternal', 1, isSet],
  ['resetSoftware', 1, isSet],
  [null, 4],
  ['watchdogReason', 16],
];

/**
 * Port 30, sent at start-up: firmware, product, reset causes and the battery voltage measured
 * then (so it is the battery's voltage at the time of the uplink; the vendor rounds the field
 * to 10 mV, the reading keeps the 32 mV step).
 */
const HELLO: readonly FieldSpec[] = [...HELLO_HEAD, ['initialBatV', 8, (raw) => roundTo(2)(volts3v5(raw))]];

/** Port 31, the Oyster3's statistics. */
const STATS_V3: readonly FieldSpec[] = [
  ['ttff', 8],
  ['wakeupsPerTrip', 8],
  ['initialBatV', 8, volts3v5],
  ['currentBatV', 8, volts3v5],
  ['batCritical', 1, isSet],
  ['batLow', 1, isSet],
  ['tripCount', 14, times(32)],
  ['uptimeWeeks', 10],
  ['mWhUsed', 10, times(10)],
  ['percentLora', 5, percent32],
  ['percentGnssSucc', 5, percent32],
  ['percentGnssFail', 5, percent32],
  ['percentSleepDis', 5, percent32],
];

function readStatsV3(bytes: Uint8Array, out: ResultBuilder): BitReader {
  const reader = new BitReader(bytes);
  out.set('type', 'stats v3');
  const raw = readFields(reader, out, STATS_V3);
  const shares = ['percentLora', 'percentGnssSucc', 'percentGnssFail', 'percentSleepDis'];
  out.set('percentOther', 100 - shares.reduce((sum, name) => sum + percent32(raw[name] ?? 0), 0));
  out.reading('battery_mv', 3500 + (raw.currentBatV ?? 0) * 32);
  out.reading('low_battery', raw.batLow === 1 || raw.batCritical === 1);
  return reader;
}

/**
 * Port 33, the Oyster3's position with its inactivity timer: binary-scaled latitude (23 bits)
 * and longitude (24 bits), and a time stamp (unix time / 15, modulo 127; 127: unknown) that only
 * the reception time can resolve, so it stays a raw field and gives no time to the fix.
 */
function readInactivityPosition(bytes: Uint8Array, out: ResultBuilder): BitReader {
  const reader = new BitReader(bytes);
  const fixFailed = reader.flag();
  const latitudeDeg = roundTo(7)((reader.s(23) * 180) / 2 ** 23);
  const longitudeDeg = roundTo(7)((reader.s(24) * 360) / 2 ** 24);
  out.set('type', 'position');
  out.set('fixFailed', fixFailed);
  recordTrip(out, reader.flag());
  out.set('timestamp', reader.u(7));
  const critical = reader.flag();
  out.set('batCritical', critical);
  out.reading('low_battery', critical);
  out.set('inactivityAlarm', reader.flag());
  const minutes = reader.u(14) * 2;
  out.set(
    'inactiveDuration',
    `${Math.floor(minutes / 1440)}d${Math.floor((minutes % 1440) / 60)}h${minutes % 60}m`,
  );
  recordBattery(out, 3500 + reader.u(8) * 32);
  const headingDeg = reader.u(3) * 45;
  const speedKmph = reader.u(5) * 5;
  recordFix(out, { latitudeDeg, longitudeDeg, headingDeg, speedKmph }, fixFailed);
  return reader;
}

function readRecord(bytes: Uint8Array, fPort: number, out: ResultBuilder, layout: PortOneLayout): BitReader {
  switch (fPort) {
    case 1:
      return readPosition(bytes, out, layout);
    case 2:
      return readOysterAck(bytes, out);
    case 3: {
      const reader = new BitReader(bytes);
      out.set('type', 'stats');
      readFields(reader, out, statsFields(layout === 'yabby'));
      return reader;
    }
    case 4:
      return readCompactPosition(bytes, out);
    case 30: {
      const reader = new BitReader(bytes);
      out.set('type', 'hello');
      const raw = readFields(reader, out, HELLO);
      out.reading('battery_mv', 3500 + (raw.initialBatV ?? 0) * 32);
      return reader;
    }
    case 31:
      return readStatsV3(bytes, out);
    case 33:
      return readInactivityPosition(bytes, out);
    default:
      throw new DecodeError(`no Digital Matter record on port ${fPort}`, 'unsupported_port');
  }
}

/** Decodes one uplink of the Oyster / Yabby family; `layout` picks the port 1 record. */
export function decodeOysterFamily(bytes: Uint8Array, fPort: number, layout: PortOneLayout): DecodeResult {
  const out = new ResultBuilder();
  const reader = readRecord(bytes, fPort, out, layout);
  warnTrailing(out, bytes, reader.bytesRead);
  return out.build();
}
