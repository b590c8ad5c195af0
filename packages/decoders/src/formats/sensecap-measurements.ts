import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s8, s16be, s32be, s32le, toHex, u8, u16be, u16le } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';
import { walkRecords } from './record-walker.ts';

// Seeed SenseCAP sensors. Two uplink formats, both ignoring the port:
//
// 1. Measurement records (S2101-S2105 and the first-generation SenseCAP LoRaWAN sensors):
//    7-byte records `channel (1) | id (2, LE) | value (4, LE)` and a CRC-16/KERMIT of the
//    records (2 bytes, LE) at the end. An id above 4096 is a measurement (signed, ×1000);
//    lower ids are device records: 0 versions, 2 / 3 the sensor EUI's low / high half,
//    7 battery % and interval (minutes), 9 model info, 0x120 sensor removed.
//    Seeed-Solution/SenseCAP-Decoder S210X/TTN/SenseCAP_S210X_TTN_Decoder.js,
//    TTN device repository vendor/sensecap/sensecap210x-common-decoder.js (which never checks
//    the CRC) and sensecap-common-decoder.js (which does).
// 2. The S2120 weather station's frames: `frame id (1) | fixed body`, big-endian.
//    Seeed-Solution/SenseCAP-Decoder S2120/TTN/SenseCAP_S2120_TTN_Decoder.js.
//
// Measurement ids, names and units: Seeed's List of Measurement IDs
// (Seeed-Studio/wiki-documents docs/Cloud_Chain/SenseCAP_API/Appendix/List_of_Measurement_IDs.md),
// the same table the server maps network-decoded SenseCAP messages with.

type Measurement = { name: string; reading?: ReadingField; scale?: number };

/** Seeed's measurement ids we know; those without `reading` stay in the vendor fields. */
export const MEASUREMENTS: ReadonlyMap<number, Measurement> = new Map<number, Measurement>([
  [4097, { name: 'Air Temperature', reading: 'temperature' }],
  [4098, { name: 'Air Humidity', reading: 'humidity' }],
  [4099, { name: 'Light Intensity', reading: 'illuminance' }],
  [4100, { name: 'CO2', reading: 'co2' }],
  // Pa; our pressure is hPa.
  [4101, { name: 'Barometric Pressure', reading: 'pressure', scale: 0.01 }],
  [4102, { name: 'Soil Temperature', reading: 'soil_temperature' }],
  [4103, { name: 'Soil Moisture', reading: 'soil_moisture' }],
  [4104, { name: 'Wind Direction', reading: 'wind_direction_deg' }],
  [4105, { name: 'Wind Speed', reading: 'wind_speed_ms' }],
  [4106, { name: 'pH', reading: 'ph' }],
  [4107, { name: 'Light Quantum' }],
  // dS/m; our soil conductivity is µS/cm (1 dS/m = 1000 µS/cm).
  [4108, { name: 'Electrical Conductivity', reading: 'soil_conductivity', scale: 1000 }],
  [4109, { name: 'Dissolved Oxygen' }],
  [4110, { name: 'Soil Volumetric Water Content', reading: 'soil_moisture' }],
  [4111, { name: 'Soil Electrical Conductivity', reading: 'soil_conductivity', scale: 1000 }],
  [4112, { name: 'Soil Temperature', reading: 'soil_temperature' }],
  // mm/hour: a rate, not an amount of rain.
  [4113, { name: 'Rainfall Hourly' }],
  [4118, { name: 'NH3', reading: 'nh3_ppm' }],
  [4119, { name: 'H2S', reading: 'h2s_ppm' }],
  [4127, { name: 'Total Solar Radiation', reading: 'solar_radiation_wm2' }],
  [4136, { name: 'Leaf Temperature', reading: 'leaf_temperature' }],
  [4137, { name: 'Leaf Wetness', reading: 'leaf_wetness' }],
  [4146, { name: 'PM2.5', reading: 'pm2_5' }],
  [4147, { name: 'PM10', reading: 'pm10' }],
  [4190, { name: 'UV Index', reading: 'uv_index' }],
  // A gust, not the mean wind speed.
  [4191, { name: 'Peak Wind Gust' }],
  [4195, { name: 'TVOC', reading: 'tvoc' }],
  // The S2120's rain accumulation (mm): whether it restarts each interval is not documented.
  [4213, { name: 'Rain Accumulation' }],
]);

/** Which of the measurements a model reports become readings; anything else is a warning. */
function measurementReading(
  id: number,
  value: number,
  readings: readonly ReadingField[],
  model: string,
  out: ResultBuilder,
): void {
  const rule = MEASUREMENTS.get(id);
  if (!rule?.reading) return;
  if (!readings.includes(rule.reading)) {
    out.warn(`measurement ${id} (${rule.name}) is not one the ${model} reports; kept in the fields only`);
    return;
  }
  out.reading(rule.reading, rule.scale === undefined ? value : round(value * rule.scale));
}

/** Cuts the float noise of a unit conversion (0.001 steps ×1000, Pa to hPa). */
const round = (value: number): number => Math.round(value * 1e6) / 1e6;

// --- Format 1: measurement records --------------------------------------------------

const RECORD = 7;
const CRC_LENGTH = 2;

/** CRC-16/KERMIT (reflected 0x1021, init 0): over records and CRC together it is 0. */
export function crc16Kermit(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
  }
  return crc;
}

/** Int32 extremes: no SenseCAP sensor measures ±2147483.647; read as "no value", not a reading. */
const NO_VALUE = new Set([0x7fffffff, -0x80000000]);

const hex = (bytes: Uint8Array, from: number, to: number, reverse = false): string => {
  const part = bytes.slice(from, to);
  if (reverse) part.reverse();
  return toHex(part).toUpperCase();
};

export function decodeMeasurementRecords(
  bytes: Uint8Array,
  readings: readonly ReadingField[],
  model: string,
  out: ResultBuilder,
): void {
  const records = (bytes.length - CRC_LENGTH) / RECORD;
  if (!Number.isInteger(records) || records < 1) {
    throw new DecodeError(`payload of ${bytes.length} bytes is not 7-byte records and a 2-byte CRC`);
  }
  if (crc16Kermit(bytes) !== 0) {
    const sent = u16le(bytes, bytes.length - CRC_LENGTH);
    const computed = crc16Kermit(bytes.subarray(0, bytes.length - CRC_LENGTH));
    throw new DecodeError(
      `CRC mismatch (payload ends in 0x${sent.toString(16).padStart(4, '0')}, records give 0x${computed.toString(16).padStart(4, '0')})`,
    );
  }
  const messages: Record<string, unknown>[] = [];
  let euiLow: string | undefined;
  let euiHigh: string | undefined;
  for (let at = 0; at < records * RECORD; at += RECORD) {
    const channel = u8(bytes, at);
    const id = u16le(bytes, at + 1);
    const value = at + 3;
    if (id > 4096) {
      const raw = s32le(bytes, value);
      messages.push({ type: 'report_telemetry', measurementId: id, measurementValue: raw / 1000 });
      if (NO_VALUE.has(raw)) {
        out.warn(
          `measurement ${id} on channel ${channel} is ${hex(bytes, value, value + 4, true)} (no value); not stored`,
        );
      } else measurementReading(id, raw / 1000, readings, model, out);
      continue;
    }
    switch (id) {
      case 0:
        messages.push({
          type: 'upload_version',
          hardwareVersion: `${u8(bytes, value + 3)}.${u8(bytes, value + 2)}`,
          softwareVersion: `${u8(bytes, value + 1)}.${u8(bytes, value)}`,
        });
        break;
      case 2:
        euiLow = hex(bytes, value, value + 4, true);
        break;
      case 3:
        euiHigh = hex(bytes, value, value + 4, true);
        break;
      case 7: {
        const battery = u16le(bytes, value);
        messages.push({ type: 'upload_battery', battery });
        messages.push({ type: 'upload_interval', interval: u16le(bytes, value + 2) * 60 });
        out.reading('battery_pct', battery);
        break;
      }
      case 9:
        messages.push({
          type: 'model_info',
          detectionType: u8(bytes, value + 3),
          modelId: u8(bytes, value + 2),
          modelVer: u8(bytes, value + 1),
        });
        break;
      case 0x120:
        messages.push({ type: 'report_remove_sensor', channel });
        out.warn(`sensor removed from channel ${channel}`);
        break;
      // Sensor version, power-on counter and two records Seeed's decoder reads and drops.
      case 1:
      case 4:
      case 5:
      case 6:
        break;
      default:
        messages.push({ type: 'unknown_message', dataID: id, dataValue: hex(bytes, value, value + 4) });
        out.warn(`unknown record id ${id} on channel ${channel} at byte ${at}: not decoded`);
    }
  }
  // The sensor's EUI, once both halves are there (Seeed's decoder puts it first).
  if (euiLow !== undefined && euiHigh !== undefined) {
    messages.unshift({ type: 'upload_sensor_id', channel: 1, sensorId: euiHigh + euiLow });
  }
  out.set('messages', messages);
}

// --- Format 2: S2120 frames --------------------------------------------------------

/** Seeed's names for the sensor error codes of frame 0x06. */
const SENSOR_ERRORS = [
  'CCL_SENSOR_ERROR_NONE',
  'CCL_SENSOR_NOT_FOUND',
  'CCL_SENSOR_WAKEUP_ERROR',
  'CCL_SENSOR_NOT_RESPONSE',
  'CCL_SENSOR_DATA_EMPTY',
  'CCL_SENSOR_DATA_HEAD_ERROR',
  'CCL_SENSOR_DATA_CRC_ERROR',
  'CCL_SENSOR_DATA_B1_NO_VALID',
  'CCL_SENSOR_DATA_B2_NO_VALID',
  'CCL_SENSOR_RANDOM_NOT_MATCH',
  'CCL_SENSOR_PUBKEY_SIGN_VERIFY_FAILED',
  'CCL_SENSOR_DATA_SIGN_VERIFY_FAILED',
  'CCL_SENSOR_DATA_VALUE_HI',
  'CCL_SENSOR_DATA_VALUE_LOW',
  'CCL_SENSOR_DATA_VALUE_MISSED',
  'CCL_SENSOR_ARG_INVAILD',
  'CCL_SENSOR_RS485_MASTER_BUSY',
  'CCL_SENSOR_RS485_REV_DATA_ERROR',
  'CCL_SENSOR_RS485_REG_MISSED',
  'CCL_SENSOR_RS485_FUN_EXE_ERROR',
  'CCL_SENSOR_RS485_WRITE_STRATEGY_ERROR',
  'CCL_SENSOR_CONFIG_ERROR',
];

type Telemetry = { measurementValue: number; measurementId: string; type: string };

type V2Frame = { length: number; read: (bytes: Uint8Array, at: number, out: ResultBuilder) => unknown[] };

const telemetry = (value: number, id: number, type: string): Telemetry => ({
  measurementValue: value,
  measurementId: String(id),
  type,
});

/** 0x01 (0x4A on later firmware): temperature, humidity, light, UV index, wind speed. */
const weather1: V2Frame = {
  length: 11,
  read: (bytes, at) => [
    telemetry(s16be(bytes, at) / 10, 4097, 'Air Temperature'),
    telemetry(s8(bytes, at + 2), 4098, 'Air Humidity'),
    telemetry(s32be(bytes, at + 3), 4099, 'Light Intensity'),
    telemetry(s8(bytes, at + 7) / 10, 4190, 'UV Index'),
    telemetry(s16be(bytes, at + 8) / 10, 4105, 'Wind Speed'),
  ],
};

/** 0x02 (0x4B): wind direction, hourly rainfall, pressure in 10 Pa steps. */
const weather2: V2Frame = {
  length: 9,
  read: (bytes, at) => [
    telemetry(s16be(bytes, at), 4104, 'Wind Direction Sensor'),
    telemetry(s32be(bytes, at + 2) / 1000, 4113, 'Rain Gauge'),
    telemetry(s16be(bytes, at + 6) * 10, 4101, 'Barometric Pressure'),
  ],
};

const version = (bytes: Uint8Array, at: number): string => `${u8(bytes, at)}.${u8(bytes, at + 1)}`;

const V2_FRAMES: ReadonlyMap<number, V2Frame> = new Map<number, V2Frame>([
  [0x01, weather1],
  [0x4a, weather1],
  [0x02, weather2],
  [0x4b, weather2],
  [
    0x03,
    {
      length: 2,
      read: (bytes, at, out) => {
        out.reading('battery_pct', s8(bytes, at));
        return [{ 'Battery(%)': s8(bytes, at) }];
      },
    },
  ],
  [
    0x04,
    {
      length: 10,
      read: (bytes, at, out) => {
        out.reading('battery_pct', s8(bytes, at));
        return [
          {
            'Battery(%)': s8(bytes, at),
            'Hardware Version': version(bytes, at + 1),
            'Firmware Version': version(bytes, at + 3),
            measureInterval: u16be(bytes, at + 5) * 60,
            gpsInterval: u16be(bytes, at + 7) * 60,
          },
        ];
      },
    },
  ],
  [
    0x05,
    {
      length: 5,
      read: (bytes, at) => [
        { measureInterval: u16be(bytes, at) * 60, gpsInterval: u16be(bytes, at + 2) * 60 },
      ],
    },
  ],
  [
    0x06,
    {
      length: 2,
      read: (bytes, at, out) => {
        const code = u8(bytes, at);
        const name =
          SENSOR_ERRORS[code] ?? (code === 0xff ? 'CCL_SENSOR_DATA_ERROR_UNKONW' : 'CC_OTHER_FAILED');
        if (code !== 0) out.warn(`sensor error ${hexByte(code)} (${name}): no measurement`);
        return [
          {
            measurementId: '4101',
            type: 'sensor_error_event',
            errCode: hex(bytes, at, at + 1),
            descZh: name,
          },
        ];
      },
    },
  ],
  [
    0x10,
    {
      length: 10,
      read: (bytes, at) => {
        const status = u8(bytes, at);
        return [
          { status: (status >> 3) & 1, channelType: status & 0x07, sensorEui: hex(bytes, at + 1, at + 9) },
        ];
      },
    },
  ],
  [
    0x4c,
    {
      length: 7,
      read: (bytes, at) => [
        telemetry(s16be(bytes, at) / 10, 4191, ' Peak Wind Gust'),
        telemetry(s32be(bytes, at + 2) / 1000, 4213, 'Rain Accumulation'),
      ],
    },
  ],
]);

export function decodeS2120Frames(
  bytes: Uint8Array,
  readings: readonly ReadingField[],
  out: ResultBuilder,
): void {
  const messages: unknown[][] = [];
  walkRecords(
    bytes,
    {
      headerLength: 1,
      minLength: 2,
      kindAt(at) {
        const frame = V2_FRAMES.get(u8(bytes, at));
        if (!frame) return undefined;
        return {
          lengths: [frame.length],
          read(start) {
            const frameMessages = frame.read(bytes, start + 1, out);
            messages.push(frameMessages);
            for (const message of frameMessages as Partial<Telemetry>[]) {
              if (typeof message.measurementValue !== 'number') continue;
              measurementReading(
                Number(message.measurementId),
                message.measurementValue,
                readings,
                'S2120',
                out,
              );
            }
          },
        };
      },
      describe: (at) => `frame ${hexByte(u8(bytes, at))} at byte ${at}`,
    },
    out,
  );
  out.set('messages', messages);
}

// --- Models ------------------------------------------------------------------------

type SensorModel = { modelId: string; model: string; readings: readonly ReadingField[] };

/** Shared by every SenseCAP sensor model. */
export const SENSOR_COMMANDS_NOTE =
  "Seeed publishes no downlink encoder for the SenseCAP sensors and their commands could not be confirmed from its decoders: send a raw command from the vendor's user guide.";

/** A model sending measurement records (S210x, first-generation sensors). */
export function measurementRecordModel({ modelId, model, readings }: SensorModel): ModelDecoder {
  const all: ReadingField[] = [...readings, 'battery_pct'];
  return {
    modelId,
    vendor: 'Seeed SenseCAP',
    model,
    fPorts: 'any',
    defaultFPort: 2,
    readings: all,
    location: false,
    decode(bytes) {
      const out = new ResultBuilder();
      decodeMeasurementRecords(bytes, all, model, out);
      return out.build();
    },
    commandsNote: SENSOR_COMMANDS_NOTE,
  };
}
