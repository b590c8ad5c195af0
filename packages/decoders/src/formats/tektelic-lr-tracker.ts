import { s8, s16be, u8, u16be, u32be } from '../bytes.ts';
import { accelerationChannel, sharedChannels, valueChannel } from './tektelic.ts';
import type { FixedFrame, ListFrame, PortDecoder, PortPlan } from './tektelic-frames.ts';
import { namedValue, round, s24be, type TrackerOut, trackerPort } from './tektelic-tracker.ts';

// The CHICKADEE and STORK asset trackers (LoRa Edge: GNSS, Wi-Fi and BLE scans). Frames, sizes,
// scales and names as Tektelic's chickadee-v2.7 and stork-v2.2 converters read them
// (TektelicCommunications/data-converters "LoRa Alliance Payload Codec 1.0.0/<product>" at
// 39edfa07); values as numbers where the converters print numeric strings ("-10.0") or words for
// states ("Scan failed"): the bits themselves, as the SEAL's (tektelic-seal.ts).
//
// Readings: the remaining battery capacity (`battery_pct`), temperature, the STORK's humidity, the
// CHICKADEE's acceleration alarm (0xFF "Motion detected": `motion`). The CHICKADEE's coordinates
// frame is the position unless the uplink's geolocation status says its GNSS scan failed, or the
// coordinates are 0, 0; the packed UTC frame's 6-bit year has no documented epoch, so the fix gets
// no time of its own. The STORK sends no coordinates: its scans (GNSS and Wi-Fi on the LoRa Edge
// ports, BLE on port 25) are for a solver to place it, and stay fields, as the diagnostics do.

type Out = TrackerOut;
type Frames = PortPlan<Out>['frames'];

/** Bits `high` to `low` of a word. */
const bits = (word: number, high: number, low: number) => Math.floor(word / 2 ** low) % 2 ** (high - low + 1);

/** Sets `values` into the group `name`, beside what earlier frames of the uplink put there. */
function merge(out: Out, name: string, values: Record<string, unknown>) {
  const before = out.fields[name];
  out.set(name, { ...(before && typeof before === 'object' ? before : {}), ...values });
}

/** A group of bit fields from one status byte: name → [high bit, low bit]. */
const statusByte = (
  label: string,
  name: string,
  layout: Readonly<Record<string, readonly [number, number]>>,
  after?: (values: Record<string, number>, out: Out) => void,
): FixedFrame<Out> => ({
  label,
  size: 1,
  read(bytes, at, out) {
    const byte = u8(bytes, at);
    const values = Object.fromEntries(
      Object.entries(layout).map(([key, [high, low]]) => [key, bits(byte, high, low)]),
    );
    merge(out, name, values);
    after?.(values, out);
  },
});

const batteryFrames: Frames = {
  '00d3': valueChannel('battery capacity', 'battery_lifetime_pct', 1, u8, 'battery_pct'),
  '00bd': namedValue('battery_lifetime_dys', 2, u16be),
};

const tenths = (bytes: Uint8Array, at: number) => round(s16be(bytes, at) * 0.1, 1);

/** The 32-bit packed time: year 6 bits, month 4, day 5, hour 5, minute 6, second 6. */
const packedTime = (word: number) => ({
  year_utc: bits(word, 31, 26),
  month_utc: bits(word, 25, 22),
  day_utc: bits(word, 21, 17),
  hour_utc: bits(word, 16, 12),
  minute_utc: bits(word, 11, 6),
  second_utc: bits(word, 5, 0),
});

/**
 * The CHICKADEE's fix: latitude and longitude 24 bits signed (90 / 2^23 and 180 / 2^23 degrees
 * per bit), altitude 16 bits unsigned in 9500 / 65536 m steps from +500 m, as chickadee-v2.7
 * reads it (the SEAL's seal-v1.0 and the CHICKADEE's own older chickadee-v2.3 count from -500 m).
 */
const chickadeeCoordinates: FixedFrame<Out> = {
  label: 'coordinates',
  size: 8,
  read(bytes, at, out) {
    const latitude = round(s24be(bytes, at) * (90 / 2 ** 23), 7);
    const longitude = round(s24be(bytes, at + 3) * (180 / 2 ** 23), 7);
    const altitude = round(u16be(bytes, at + 6) * (9500 / 65536) + 500, 2);
    out.set('coordinates', { latitude, longitude, altitude });
    out.state.fix = { lat: latitude, lon: longitude, alt: altitude };
    if (latitude === 0 && longitude === 0) out.state.invalid = 'coordinates 0, 0 are no fix';
  },
};

const chickadeePort10: Frames = {
  ...batteryFrames,
  '0095': statusByte(
    'geolocation status',
    'geolocation_cycle_failed',
    {
      lpgnss_scan: [1, 0],
      wifi_scan: [2, 2],
      ble_scan: [3, 3],
      duty_cycle_UL: [4, 4],
      gnss_scan: [6, 5],
    },
    (values, out) => {
      if (values.gnss_scan === 0) out.state.invalid = 'the geolocation status says the GNSS scan failed';
    },
  ),
  // The converter prints this byte twice: as the acceleration alarm (0x00 "No motion", 0xFF
  // "Motion detected", else "Invalid") and as `gnss_fix`.
  '0000': {
    label: 'acceleration alarm',
    size: 1,
    read(bytes, at, out) {
      const state = u8(bytes, at);
      out.set('acceleration_alarm', state);
      out.set('gnss_fix', state);
      if (state === 0x00 || state === 0xff) out.reading('motion', state === 0xff);
    },
  },
  '0071': accelerationChannel('acceleration_vector', ['xaxis', 'yaxis', 'zaxis']),
  '0367': valueChannel('temperature', 'temperature', 2, tenths, 'temperature'),
  '0085': {
    label: 'UTC time',
    size: 4,
    read: (bytes, at, out) => out.set('utc_timestamp', packedTime(u32be(bytes, at))),
  },
  '0088': chickadeeCoordinates,
  // km/h as m/s (x 0.27778).
  '0092': namedValue('ground_speed', 1, (b, at) => round(u8(b, at) * 0.27778, 3)),
};

const storkPort10: Frames = {
  ...batteryFrames,
  '0095': statusByte('geolocation status', 'geolocation_cycle_failed', {
    gnss_geo: [1, 0],
    wifi_geo: [2, 2],
    ble_geo: [3, 3],
    duty_cycle_geo: [4, 4],
  }),
  '0071': accelerationChannel('acceleration_vector', ['xaxis', 'yaxis', 'zaxis']),
  '0367': valueChannel('temperature', 'temperature', 2, tenths, 'temperature'),
  '0468': sharedChannels.relativeHumidity,
};

/** SNR values of `size` bytes, set into the group `name` beside the others of the uplink. */
const snr = (
  label: string,
  name: string,
  size: 2 | 4,
  read: (b: Uint8Array, at: number) => Record<string, number>,
): FixedFrame<Out> => ({ label, size, read: (bytes, at, out) => merge(out, name, read(bytes, at)) });

const chickadeePort16: Frames = {
  '0d3c': namedValue('num_satellites', 1, u8),
  '0d64': namedValue('avg_satellite_snr', 2, tenths),
  '0d63': snr('satellite SNR range', 'min_max_satellite_snr', 4, (b, at) => ({
    max_satellite_snr: tenths(b, at),
    min_satellite_snr: tenths(b, at + 2),
  })),
  '0d0f': namedValue('log_num', 2, u16be),
  '0d95': namedValue('fix_type', 1, (b, at) => u8(b, at) & 0x03),
  '0d96': namedValue('time_to_fix', 2, u16be),
  '0d97': {
    label: 'fix accuracy',
    size: 4,
    read: (b, at, out) =>
      out.set('gnss_fix_accuracy', {
        gnss_vertical_accuracy: u16be(b, at),
        gnss_horizontal_accuracy: u16be(b, at + 2),
      }),
  },
  '0d98': namedValue('ground_speed_accuracy', 4, (b, at) => round(u32be(b, at) * 0.001, 3)),
  '0d99': namedValue('num_of_fixes', 1, u8),
};

// The STORK's converter puts the average SNR in the range's group, and spells the maximum `maxi_`.
const storkPort16: Frames = {
  '0d3c': namedValue('num_satellites', 1, u8),
  '0d64': snr('average satellite SNR', 'min_max_satellite_snr', 2, (b, at) => ({
    avg_satellite_snr: tenths(b, at),
  })),
  '0d63': snr('satellite SNR range', 'min_max_satellite_snr', 4, (b, at) => ({
    min_satellite_snr: tenths(b, at + 2),
    maxi_satellite_snr: tenths(b, at),
  })),
};

const hexId = (bytes: Uint8Array, at: number, size: number) =>
  Array.from(bytes.subarray(at, at + size), (b) => b.toString(16).padStart(2, '0')).join(' ');

/**
 * A BLE report (port 25): entries of a beacon address (6 bytes in the full report 0x0A, the last
 * 3 in the filtered ones 0xB0-0xB3) and its RSSI, under `name` as `BD_ADDR_<n>` (the converters'
 * spaced lower-case hex) and `RSSI_<n>`. chickadee-v2.7 prints no RSSI; stork-v2.2 does.
 */
const bleReport = (name: string, n: number, idBytes: number): ListFrame<Out> => ({
  label: `BLE report ${name}`,
  entry: idBytes + 1,
  read(bytes, at, count, out) {
    const entries = Array.from({ length: count }, (_, k) => {
      const start = at + k * (idBytes + 1);
      return { [`BD_ADDR_${n}`]: hexId(bytes, start, idBytes), [`RSSI_${n}`]: s8(bytes, start + idBytes) };
    });
    out.set(name, entries);
  },
});

const port25: PortPlan<Out>['lists'] = {
  '0a': bleReport('basic_report', 0, 6),
  b0: bleReport('filter_report_0', 1, 3),
  b1: bleReport('filter_report_1', 2, 3),
  b2: bleReport('filter_report_2', 3, 3),
  b3: bleReport('filter_report_3', 4, 3),
};

/** The LoRa Edge modem's ports (stork-v2.2): 192 Wi-Fi access points, 197 the same with RSSI, 199 a status byte. */
const loraEdgePorts: Readonly<Record<number, PortDecoder>> = {
  192: trackerPort({
    headerLength: 1,
    frames: {},
    lists: {
      '00': {
        label: 'MAC addresses',
        entry: 6,
        read: (bytes, at, count, out) =>
          out.set(
            'mac_addr',
            Array.from({ length: count }, (_, k) => ({ mac_addr_only: hexId(bytes, at + k * 6, 6) })),
          ),
      },
    },
  }),
  197: trackerPort({
    headerLength: 1,
    frames: {},
    lists: {
      '01': {
        label: 'Wi-Fi scan',
        entry: 7,
        read: (bytes, at, count, out) =>
          out.set(
            'wifi_mw_payload_mac_rssi',
            Array.from({ length: count }, (_, k) => ({
              rssi: s8(bytes, at + k * 7),
              mac_addr: hexId(bytes, at + k * 7 + 1, 6),
            })),
          ),
      },
    },
  }),
  199: trackerPort({
    headerLength: 1,
    frames: {},
    prefix: namedValue('lora_cloud_communications', 1, u8),
  }),
};

/** The CHICKADEE's ports: 10 its sensors and fix, 16 its GNSS diagnostics, 25 its BLE scans. */
export const chickadeePorts: Readonly<Record<number, PortDecoder>> = {
  10: trackerPort({ headerLength: 2, frames: chickadeePort10 }),
  16: trackerPort({ headerLength: 2, frames: chickadeePort16 }),
  25: trackerPort({ headerLength: 1, frames: {}, lists: port25 }),
};

/** The STORK's ports: 10 its sensors, 16 its GNSS diagnostics, 25 its BLE scans, and the LoRa Edge ones. */
export const storkPorts: Readonly<Record<number, PortDecoder>> = {
  10: trackerPort({ headerLength: 2, frames: storkPort10 }),
  16: trackerPort({ headerLength: 2, frames: storkPort16 }),
  25: trackerPort({ headerLength: 1, frames: {}, lists: port25 }),
  ...loraEdgePorts,
};
