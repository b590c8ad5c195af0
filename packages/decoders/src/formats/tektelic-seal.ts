import { u8, u16be, u32be } from '../bytes.ts';
import { accelerationChannel, sharedChannels, valueChannel } from './tektelic.ts';
import { bleScan, type PortDecoder, type PortPlan } from './tektelic-frames.ts';
import {
  coordinatesFrame,
  logFrames,
  namedValue,
  round,
  s24be,
  type TrackerOut,
  trackerPort,
} from './tektelic-tracker.ts';

// The SEAL Wearable Safety & GPS Tracker (T0007705). Frames, sizes and scales as Tektelic's
// seal-v1.0 converter (TektelicCommunications/data-converters "LoRa Alliance Payload Codec
// 1.0.0/seal" at 39edfa07) reads them; names as it and TTN's decoder_seal.js (TheThingsNetwork/
// lorawan-devices at 8d114b31) share them; values as numbers (the converter prints words for
// states). TTN's decoder_seal.js cannot be followed for values: most of its table has the scale in
// the wrong column (temperature, pressure, the statuses read 0, or a list of zeros) and its
// coordinate scales are cut to 1.07e-5 and 2.15e-5 (a fix some 15 km off), see
// tektelic-seal-differential.test.ts.
//
// Readings: the temperature, barometric pressure (0.1 hPa; the calibration value 0x00 0x74 stays
// a field), the emergency button (safety status bit 0: `button`), a fall (bit 1: `fall_detected`),
// the battery's remaining capacity (`battery_pct`). The coordinates are the position; the UTC
// frame's 6-bit year has no documented epoch, so it stays a field and gives the fix no time.
// Diagnostics (port 16), logs (port 15) and BLE scans (port 25) stay fields.

type Out = TrackerOut;

/** Bits `high` to `low` of a word. */
const bits = (word: number, high: number, low: number) => Math.floor(word / 2 ** low) % 2 ** (high - low + 1);

/** The 32-bit packed time: year 6 bits, month 4, day 5, hour 5, minute 6, second 6. */
const packedTime = (word: number, suffix: string) => ({
  [`year${suffix}`]: bits(word, 31, 26),
  [`month${suffix}`]: bits(word, 25, 22),
  [`day${suffix}`]: bits(word, 21, 17),
  [`hour${suffix}`]: bits(word, 16, 12),
  [`minute${suffix}`]: bits(word, 11, 6),
  [`second${suffix}`]: bits(word, 5, 0),
});

/**
 * Latitude and longitude 24 bits signed (90 / 2^23 and 180 / 2^23 degrees per bit), altitude 16
 * bits unsigned, 0.144958496 m per bit from -500 m. The converter reads the logs' altitude signed,
 * which its -500 m offset contradicts: read unsigned everywhere here.
 */
const place = (bytes: Uint8Array, at: number, suffix: string) => ({
  [`latitude${suffix}`]: round(s24be(bytes, at) * 0.00001072883606, 7),
  [`longitude${suffix}`]: round(s24be(bytes, at + 3) * 0.00002145767212, 7),
  [`altitude${suffix}`]: round(u16be(bytes, at + 6) * 0.144958496 - 500, 2),
});

const zones = (name: string, bytes: Uint8Array, at: number) =>
  Object.fromEntries([0, 1, 2, 3].map((n) => [`${name}_dz${n}`, bits(u8(bytes, at), 2 * n + 1, 2 * n)]));

const port10: PortPlan<Out>['frames'] = {
  '00d3': valueChannel('battery capacity', 'battery_lifetime_pct', 1, u8, 'battery_pct'),
  '00bd': namedValue('battery_lifetime_dys', 2, u16be),
  '0085': {
    label: 'UTC time',
    size: 4,
    read: (b, at, out) => out.set('utc', packedTime(u32be(b, at), '_utc')),
  },
  '0088': coordinatesFrame(8, (b, at) => place(b, at, '')),
  // km/h as m/s (x 0.27778).
  '0092': namedValue('ground_speed', 1, (b, at) => round(u8(b, at) * 0.27778, 3)),
  '0000': namedValue('gnss_fix', 1, u8),
  '0095': {
    label: 'GNSS zones',
    size: 1,
    read: (b, at, out) => out.set('gnss_status', zones('gnss_status', b, at)),
  },
  '0195': {
    label: 'BLE zones',
    size: 1,
    read: (b, at, out) => out.set('ble_status', zones('ble_status', b, at)),
  },
  '0073': valueChannel(
    'barometric pressure',
    'barometric_pressure',
    2,
    (b, at) => u16be(b, at) / 10,
    'pressure',
  ),
  '0074': namedValue('cal_barometric_pressure', 2, (b, at) => u16be(b, at) / 10),
  '0071': accelerationChannel('acceleration_vector', ['acceleration_x', 'acceleration_y', 'acceleration_z']),
  '0067': sharedChannels.temperature,
  '0295': {
    label: 'safety status',
    size: 1,
    read(bytes, at, out) {
      const byte = u8(bytes, at);
      const [eb, fall, sh, ear, pressure] = [0, 1, 2, 3, 4].map((n) => bits(byte, n, n)) as number[];
      out.set('safety_status', {
        safety_status_eb: eb,
        safety_status_fall: fall,
        safety_status_sh: sh,
        safety_status_ear: ear,
        safety_status_pressure: pressure,
      });
      out.reading('button', eb === 1);
      out.reading('fall_detected', fall === 1);
    },
  },
};

const port16: PortPlan<Out>['frames'] = {
  '0d3c': namedValue('num_satellites', 1, u8),
  '0d64': namedValue('avg_satellite_snr', 2, (b, at) => round(u16be(b, at) * 0.1, 1)),
  '0d95': namedValue('fix_type', 1, (b, at) => u8(b, at) & 0x03),
  '0d96': namedValue('time_to_fix', 2, u16be),
  '0d97': {
    label: 'fix accuracy',
    size: 4,
    read: (b, at, out) =>
      out.set('fix_accuracy', {
        gnss_vertical_accuracy: u16be(b, at),
        gnss_horizontal_accuracy: u16be(b, at + 2),
      }),
  },
  '0d98': namedValue('ground_speed_accuracy', 4, (b, at) => round(u32be(b, at) * 0.001, 3)),
  '0d99': namedValue('num_of_fixes', 1, u8),
  '0d0f': namedValue('log_num', 2, u16be),
};

const logs = logFrames(
  { size: 4, read: (b, at, suffix) => packedTime(u32be(b, at), suffix) },
  { size: 8, read: place },
  (frame) => `_${frame}`,
);

const port15: PortPlan<Out>['frames'] = {
  '0a': {
    label: 'log request',
    size: 5,
    read(bytes, at, out) {
      const time = packedTime(u32be(bytes, at), '_0a');
      out.set('log_request_utc_type_a', { ...time, number_0a: u8(bytes, at + 4) });
    },
  },
  '0b': {
    label: 'log request',
    size: 1,
    read: (b, at, out) => out.set('log_request_utc_type_b', { number_0b: u8(b, at) }),
  },
  ...logs.frames,
};

/** BLE reports 0x0A, 0xB0-0xB3: 6-byte beacon ids and their RSSI, as `ble_1`-`ble_5`. */
const bleReport = (n: number) =>
  bleScan(`BLE report ${n}`, `ble_${n}`, 6, (id, rssi) => ({ [`id_0${n}`]: id, [`rssi_0${n}`]: rssi }));

const port25: PortPlan<Out>['lists'] = {
  '0a': bleReport(1),
  b0: bleReport(2),
  b1: bleReport(3),
  b2: bleReport(4),
  b3: bleReport(5),
};

/** The SEAL's ports: 10 its sensors, 15 its logs, 16 its GNSS diagnostics, 25 its BLE scans. */
export const sealPorts: Readonly<Record<number, PortDecoder>> = {
  10: trackerPort({ headerLength: 2, frames: port10 }),
  15: trackerPort({ headerLength: 1, frames: port15, lists: logs.lists }),
  16: trackerPort({ headerLength: 2, frames: port16 }),
  25: trackerPort({ headerLength: 1, frames: {}, lists: port25 }),
};
