import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s8, s16be, s32be, toHex, u8 } from '../bytes.ts';
import { walkRecords } from '../formats/record-walker.ts';
import { SENSOR_COMMANDS_NOTE } from '../formats/sensecap-measurements.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Seeed SenseCAP S2100 LoRaWAN data logger (RS485 / analog / GPIO sensors behind it). Frames of a
// 1-byte id and a fixed big-endian body, the S2120's "LoRaWAN V2" layout with the data logger's own
// ids (Seeed-Solution/SenseCAP-Decoder S2100/TTN/SenseCAP_S2100_TTN_Decoder.js, the same file as
// TTN device repository vendor/sensecap/sensecap2100-decoder.js; it ignores the port):
//   0x30 / 0x31 / 0x33, 11 bytes: a byte of two measurement numbers (high / low nibble, 0 none),
//     a byte Seeed's decoder skips, two s32 values ÷ 1000;
//   0x32, 10 bytes: the same without the skipped byte;
//   0x34, 5 bytes: protocol, GPIO input, analog type and interface (signed bytes);
//   0x35-0x38, 10 bytes: a measurement number (high nibble) and two s32 ÷ 1000 that Seeed's
//     decoder keys 3920 + 2(n - 1) and 3921 + 2(n - 1) without naming them;
//   0x39, 10 bytes: battery %, hardware and firmware versions, interval (min), threshold interval;
//   0x03 battery, 0x04 battery / versions / intervals, 0x05 intervals, 0x06 sensor error, 0x10
//     sensor EUI: the frames the S2120 shares.
// What a measurement number stands for is set up in Seeed's app per logger, so the values stay
// in the fields: the only reading is the battery. The port is not documented: 3 as the S2120's.
// Fields are that decoder's `messages`, one array per frame.

const readings: readonly ReadingField[] = ['battery_pct'];

/** Seeed's names for the sensor error codes of frame 0x06 (0x00-0x15; 0xFF unknown). */
const SENSOR_ERRORS = [
  'ERROR_NONE',
  'NOT_FOUND',
  'WAKEUP_ERROR',
  'NOT_RESPONSE',
  'DATA_EMPTY',
  'DATA_HEAD_ERROR',
  'DATA_CRC_ERROR',
  'DATA_B1_NO_VALID',
  'DATA_B2_NO_VALID',
  'RANDOM_NOT_MATCH',
  'PUBKEY_SIGN_VERIFY_FAILED',
  'DATA_SIGN_VERIFY_FAILED',
  'DATA_VALUE_HI',
  'DATA_VALUE_LOW',
  'DATA_VALUE_MISSED',
  'ARG_INVAILD',
  'RS485_MASTER_BUSY',
  'RS485_REV_DATA_ERROR',
  'RS485_REG_MISSED',
  'RS485_FUN_EXE_ERROR',
  'RS485_WRITE_STRATEGY_ERROR',
  'CONFIG_ERROR',
];

type Frame = { length: number; read: (bytes: Uint8Array, at: number, out: ResultBuilder) => unknown[] };

const hex = (bytes: Uint8Array, from: number, to: number): string =>
  toHex(bytes.slice(from, to)).toUpperCase();
const version = (bytes: Uint8Array, at: number): string => `${s8(bytes, at)}.${s8(bytes, at + 1)}`;

/** A battery byte: a reading when it is a percentage, else a warning. */
function battery(bytes: Uint8Array, at: number, out: ResultBuilder): number {
  const value = s8(bytes, at);
  if (value >= 0 && value <= 100) out.reading('battery_pct', value);
  else out.warn(`battery ${value} % is not a percentage; not stored`);
  return value;
}

/** Two measurements: numbers in the nibbles of the byte at `at`, values from `values` on. */
function measurements(bytes: Uint8Array, at: number, values: number): unknown[] {
  const numbers = u8(bytes, at);
  const messages: unknown[] = [];
  for (const [index, id] of [numbers >> 4, numbers & 0x0f].entries()) {
    if (id === 0) continue;
    messages.push({
      measurementValue: s32be(bytes, values + index * 4) / 1000,
      measurementId: id,
      type: 'Measurement',
    });
  }
  return messages;
}

/** Frames 0x35-0x38: two unnamed values keyed from the measurement number. */
function keyedPair(bytes: Uint8Array, at: number): unknown[] {
  const key = 3920 + ((u8(bytes, at) >> 4) - 1) * 2;
  return [{ [key]: s32be(bytes, at + 1) / 1000, [key + 1]: s32be(bytes, at + 5) / 1000 }];
}

const measurementFrame: Frame = { length: 11, read: (bytes, at) => measurements(bytes, at, at + 2) };
const keyedFrame: Frame = { length: 10, read: (bytes, at) => keyedPair(bytes, at) };

const FRAMES: ReadonlyMap<number, Frame> = new Map<number, Frame>([
  [0x30, measurementFrame],
  [0x31, measurementFrame],
  [0x33, measurementFrame],
  [0x32, { length: 10, read: (bytes, at) => measurements(bytes, at, at + 1) }],
  [
    0x34,
    {
      length: 5,
      read: (bytes, at) => [
        {
          dataloggerProtocol: s8(bytes, at),
          dataloggerGPIOInput: s8(bytes, at + 1),
          dataloggerAnalogType: s8(bytes, at + 2),
          dataloggerAnalogInterface: s8(bytes, at + 3),
        },
      ],
    },
  ],
  [0x35, keyedFrame],
  [0x36, keyedFrame],
  [0x37, keyedFrame],
  [0x38, keyedFrame],
  [
    0x39,
    {
      length: 10,
      read: (bytes, at, out) => [
        {
          'Battery(%)': battery(bytes, at, out),
          'Hardware Version': version(bytes, at + 1),
          'Firmware Version': version(bytes, at + 3),
          measureInterval: s16be(bytes, at + 5) * 60,
          thresholdMeasureInterval: s16be(bytes, at + 7),
        },
      ],
    },
  ],
  [0x03, { length: 2, read: (bytes, at, out) => [{ 'Battery(%)': battery(bytes, at, out) }] }],
  [
    0x04,
    {
      length: 10,
      read: (bytes, at, out) => [
        {
          'Battery(%)': battery(bytes, at, out),
          'Hardware Version': version(bytes, at + 1),
          'Firmware Version': version(bytes, at + 3),
          measureInterval: s16be(bytes, at + 5) * 60,
          gpsInterval: s16be(bytes, at + 7) * 60,
        },
      ],
    },
  ],
  [
    0x05,
    {
      length: 5,
      read: (bytes, at) => [
        { measureInterval: s16be(bytes, at) * 60, gpsInterval: s16be(bytes, at + 2) * 60 },
      ],
    },
  ],
  [
    0x06,
    {
      length: 2,
      read: (bytes, at, out) => {
        const code = u8(bytes, at);
        const known = SENSOR_ERRORS[code];
        const name = known
          ? `CCL_SENSOR_${known}`
          : code === 0xff
            ? 'CCL_SENSOR_DATA_ERROR_UNKONW'
            : 'CC_OTHER_FAILED';
        if (code !== 0) out.warn(`sensor error ${hexByte(code)} (${name})`);
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
]);

export const sensecapS2100: ModelDecoder = {
  modelId: 'sensecap/sensecaps2100-data-logger',
  vendor: 'Seeed SenseCAP',
  model: 'S2100 data logger',
  fPorts: 'any',
  defaultFPort: 3,
  readings,
  location: false,
  decode(bytes) {
    const out = new ResultBuilder();
    const messages: unknown[][] = [];
    walkRecords(
      bytes,
      {
        headerLength: 1,
        minLength: 2,
        kindAt(at) {
          const frame = FRAMES.get(u8(bytes, at));
          if (!frame) return undefined;
          return {
            lengths: [frame.length],
            read: (start) => messages.push(frame.read(bytes, start + 1, out)),
          };
        },
        describe: (at) => `frame ${hexByte(u8(bytes, at))} at byte ${at}`,
      },
      out,
    );
    out.set('messages', messages);
    return out.build();
  },
  commandsNote: SENSOR_COMMANDS_NOTE,
};
