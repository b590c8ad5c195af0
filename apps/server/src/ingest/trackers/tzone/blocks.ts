import { ByteReader } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix, setExtra } from '../fields.ts';
import { readTime } from './frame.ts';

/**
 * The blocks of a Tzone data frame after its head, each a 2-byte length and its bytes. What is in
 * them depends on the hardware type; read as Traccar's TzoneProtocolDecoder reads them (traccar/
 * traccar 9e5c458a), with Tzone's documents where they say more: [tt18-4g] "TT18-4G-M TCP Data
 * Protocol" v1.2 (TT18 4G, hardware 0x0407), [tt11] the TZ-TT11 v1.5 / TZ-TT18 v1.4 user guides'
 * GPRS format (2G loggers 0x0402/0x0403), [rd05] the TZ-RD05 guide's temperature tag record,
 * [tt19] the TT19 field list (hardware 0x040A..0x041D) Wialon publishes for the TT19.
 */

export type State = Omit<TrackerRecord, 'time' | 'valid'>;

export type Fix = {
  time?: Date;
  valid: boolean;
  lat?: number;
  lon?: number;
  speedKmh?: number;
  course?: number;
  altitude?: number;
  satellites?: number;
  hdop?: number;
  odometerM?: number;
};

const KNOT_KMH = 1.852;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The next block as a reader of its own; the outer reader moves past it (a block past the frame throws). */
export function block(r: ByteReader): ByteReader {
  const length = r.u16();
  const at = r.pos;
  r.skip(length);
  return new ByteReader(r.buf, at, at + length);
}

/** The sensors' range (TT18: -40..+125 °C; a 1-Wire DS18B20 probe: -55..+125 °C). */
const plausibleC = (c: number) => c >= -55 && c <= 125;

/**
 * A temperature as [tt18-4g], [rd05] and Traccar give it: bit 15 set = sensor abnormal (none),
 * bit 14 = below zero, bits 0-13 tenths of a degree (01 64 = +35.6, 41 64 = -35.6, 80 00 abnormal).
 */
export function tenthsC(raw: number): number | undefined {
  if (raw & 0x8000) return undefined;
  const value = (raw & 0x3fff) / 10;
  const c = raw & 0x4000 ? -value : value;
  return plausibleC(c) ? round(c, 1) : undefined;
}

/** Humidity in tenths of a percent, bit 15 set = abnormal [tt18-4g]. */
function tenthsPct(raw: number): number | undefined {
  if (raw & 0x8000) return undefined;
  const pct = raw / 10;
  return pct <= 100 ? round(pct, 1) : undefined;
}

/** A whole-percent humidity byte; 0xFF (no humidity sensor, as the tags send) gives none. */
const wholePct = (raw: number) => (raw <= 100 ? raw : undefined);

/** The unit's own air sensor (built into the TT18/TT19, or the TT11's probe): temperature and humidity. */
function airSensor(state: State, c: number | undefined, pct: number | undefined): void {
  if (c !== undefined && state.temperatureC === undefined) state.temperatureC = c;
  if (pct !== undefined && state.humidityPct === undefined) state.humidityPct = pct;
}

/**
 * The GPS block; undefined when the unit sent none (too short: no fix, LBS only) or one without a
 * time (a block of zeros), whose other fields are then no measurement either.
 */
export function readGps(r: ByteReader, hardware: number): Fix | undefined {
  const b = block(r);
  const length = b.remaining();
  if (hardware === 0x40a) {
    if (length < 19) return undefined;
    // TT19: status (bit 0 north, bit 1 west), time, degrees x 10^6, course, speed x 0.1.
    const status = b.u8();
    const time = readTime(b);
    if (!time) return undefined;
    const lat = (b.u32() / 1e6) * (status & 0x01 ? 1 : -1);
    const lon = (b.u32() / 1e6) * (status & 0x02 ? -1 : 1);
    const course = b.u16();
    // Traccar takes the value as knots x 0.1 (its speed unit), unconverted.
    const speedKmh = round((b.u16() / 10) * KNOT_KMH, 2);
    return fix({ time, valid: true, lat, lon, course, speedKmh });
  }
  if (length < 22) return undefined;
  if (hardware === 0x413) {
    // Status, time, minutes x 10^5, HDOP x 0.1, altitude, course, km/h x 0.1, satellites. Traccar
    // reads no hemisphere: the status byte is taken as the TT19's (bit 0 north, bit 1 west).
    const status = b.u8();
    const time = readTime(b);
    if (!time) return undefined;
    const lat = (b.u32() / 6e6) * (status & 0x01 ? 1 : -1);
    const lon = (b.u32() / 6e6) * (status & 0x02 ? -1 : 1);
    const hdop = b.u16() / 10;
    const altitude = b.u16();
    const course = b.u16();
    const speedKmh = b.u16() / 10;
    const satellites = b.u8();
    return fix({
      time,
      valid: satellites > 0,
      lat,
      lon,
      hdop,
      altitude,
      course,
      speedKmh,
      satellites,
    });
  }
  // The AVL units and the rest: satellites, coordinates in minutes, time, knots x 0.01, odometer,
  // flags (course bits 0-8, bit 9 west, bit 10 north, bit 11 fix valid). Minutes are x 10^4 on
  // 0x010A/0x010B (Traccar) and 0x0111 (Traccar reads its vector x 10^5: a valid 8-satellite fix
  // in the sea off Ghana, x 10^4 near Utrecht), x 10^5 on the others (0x0153: Kuala Lumpur,
  // Singapore, Rayong).
  const satellites = b.u8();
  const scale = hardware === 0x10a || hardware === 0x10b || hardware === 0x111 ? 6e5 : 6e6;
  const lat = b.u32() / scale;
  const lon = b.u32() / scale;
  const time = readTime(b);
  if (!time) return undefined;
  const speedKmh = round((b.u16() / 100) * KNOT_KMH, 2);
  const odometerM = b.u24();
  const flags = b.u16();
  return fix({
    time,
    valid: (flags & 0x800) !== 0,
    lat: flags & 0x400 ? lat : -lat,
    lon: flags & 0x200 ? -lon : lon,
    course: flags & 0x1ff,
    speedKmh,
    satellites,
    odometerM,
  });
}

/** A fix without coordinates on the globe (0,0 from a receiver without one) keeps none. */
function fix(f: Fix): Fix {
  const lat = round(f.lat as number, 6);
  const lon = round(f.lon as number, 6);
  if (!isPlausibleFix(lat, lon)) {
    const { lat: _lat, lon: _lon, ...rest } = f;
    return { ...rest, valid: false };
  }
  const { course, ...rest } = f;
  return { ...rest, lat, lon, ...(course !== undefined && course <= 360 ? { course } : {}) };
}

/** Packed BCD as a number; undefined when a nibble is no digit. */
function bcd(bytes: Uint8Array): number | undefined {
  const hex = Buffer.from(bytes).toString('hex');
  return /^\d+$/.test(hex) ? Number(hex) : undefined;
}

/** The LBS block: the serving cell, kept in `extra` (no position is derived from it). */
export function readLbs(r: ByteReader, hardware: number, state: State): void {
  const b = block(r);
  if (b.remaining() === 0) return;
  const cell = (mcc: number | undefined, mnc: number | undefined, lac: number, cid: number) => {
    if (mcc !== undefined) setExtra(state, 'mcc', mcc);
    if (mnc !== undefined) setExtra(state, 'mnc', mnc);
    setExtra(state, 'lac', lac);
    setExtra(state, 'cid', cid);
  };
  if (hardware === 0x10a || hardware === 0x10b || hardware === 0x406) {
    if (b.remaining() >= 4) cell(undefined, undefined, b.u16(), b.u16());
  } else if (hardware === 0x407 || hardware === 0x40a) {
    const count = b.u8();
    setExtra(state, 'cells', count);
    if (count === 0) return;
    // 0x040A: the signal byte's low 5 bits are the cell's length; 0x0407: one signal byte.
    b.u8();
    const mcc = bcd(b.bytes(2));
    const mnc = bcd(b.bytes(2));
    cell(mcc, mnc === undefined ? undefined : mnc % 1000, b.u16(), b.u32());
  } else if ((hardware === 0x402 || hardware === 0x403) && b.remaining() >= 8) {
    // [tt11]: LAC, cell id, MCC and MNC in BCD (04 60 = 460).
    const lac = b.u16();
    const cid = b.u16();
    cell(bcd(b.bytes(2)), bcd(b.bytes(2)), lac, cid);
  }
}

/**
 * The unit's alarm type (the status block's first byte). Codes of [tt11]/[tt19] (0xAA normal data,
 * 0xA0 temperature/humidity over a threshold, 0xA1 sensor error, 0xA2 light, 0xA3 shock, 0xB0/0xB1
 * turned on/off, 0xC0/0xC1 flight mode) and of the AVL units (the TZ-AVL05 guide v4.2.0 list,
 * which Traccar's decodeAlarm follows; 0x08 "exterior power was cut off" from its v3.32 guide).
 */
const alarmKinds: Record<number, NonNullable<TrackerRecord['alarms']>[number]> = {
  1: 'sos',
  8: 'power_cut',
  16: 'low_battery',
  17: 'overspeed',
  20: 'harsh_braking',
  21: 'harsh_acceleration',
  66: 'geofence_exit',
  67: 'geofence_enter',
  163: 'vibration',
};
const alarmNames: Record<number, string> = {
  9: 'autoShutdown',
  19: 'overspeedEnd',
  48: 'parking',
  73: 'buttonA',
  160: 'temperature',
  161: 'sensorError',
  162: 'light',
  176: 'powerOn',
  177: 'powerOff',
  192: 'flightModeOn',
  193: 'flightModeOff',
};

function alarm(state: State, code: number): void {
  if (code === 0xaa) return;
  const kind = alarmKinds[code];
  if (kind) {
    state.alarms = [kind];
    return;
  }
  // 0x50..0x57: switch input 1..4 closed (even) or opened (odd).
  const io =
    code >= 0x50 && code <= 0x57 ? `input${((code - 0x50) >> 1) + 1}${code & 1 ? 'Opened' : 'Closed'}` : '';
  setExtra(state, 'alarm', alarmNames[code] ?? (io || `0x${code.toString(16).padStart(2, '0')}`));
}

const volts = (raw: number) => round(raw / 100, 2);

/** The status block: alarm, terminal and GSM state, battery, and per model power, I/O and sensors. */
export function readStatus(r: ByteReader, hardware: number, state: State): void {
  const b = block(r);
  const length = b.remaining();
  if (length === 0) return;
  alarm(state, b.u8());
  if (length < 6) return;
  setExtra(state, 'terminalInfo', b.u8());
  if (hardware === 0x407 || hardware === 0x40a || length < 13) {
    // The loggers' form: GSM signal, GSM state, battery, then their sensor.
    setExtra(state, 'rssi', b.u8());
    setExtra(state, 'gsmStatus', b.u8());
    const battery = b.u16();
    // [tt19]: the TT19's battery is a level in percent (Traccar divides it by 100 as volts).
    if (hardware === 0x40a) {
      if (battery <= 100) state.batteryPct = battery;
    } else if (battery > 0) state.batteryV = volts(battery);
    if (hardware === 0x407 || hardware === 0x40a) {
      if (b.remaining() >= 4) airSensor(state, tenthsC(b.u16()), tenthsPct(b.u16()));
      // [tt18-4g]: the light sensor byte, 0 = dark (the box closed).
      if (hardware === 0x407 && b.remaining() >= 1) setExtra(state, 'light', b.u8() !== 0);
    } else if (length === 9) {
      // [tt11]: the 2G loggers' temperature in hundredths (25.22 °C = 09 DA) and humidity in percent.
      const c = b.i16() / 100;
      airSensor(state, plausibleC(c) ? round(c, 2) : undefined, wholePct(b.u8()));
    }
    return;
  }
  // The AVL units: output status (bit 0 output 1, bit 1 output 2), input status (bit 4 input 1),
  // GSM signal, GSM state (not in the 13-byte form, where the battery and power then line up at
  // about 4 V and 12 V), battery and external power in 0.01 V, two ADCs, and a probe.
  const out = b.u8();
  const inputs = b.u8();
  state.outputs = out & 0x03;
  state.inputs = (inputs >> 4) & 0x01;
  setExtra(state, 'ioStatus', (out << 8) | inputs);
  setExtra(state, 'rssi', b.u8());
  if (length >= 14) setExtra(state, 'gsmStatus', b.u8());
  const battery = b.u16();
  if (battery > 0) state.batteryV = volts(battery);
  state.externalPowerV = volts(b.u16());
  setExtra(state, 'adc1', b.u16());
  setExtra(state, 'adc2', b.u16());
  if (b.remaining() >= 2) {
    // A probe wired to the unit; 0x8000 = none (the AVL vectors' value with no probe).
    const c = tenthsC(b.u16());
    if (c !== undefined) state.externalTemperatureC = c;
  }
}
