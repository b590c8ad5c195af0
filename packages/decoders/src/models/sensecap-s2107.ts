import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s8, s16be, u8, u32be, unixToIso } from '../bytes.ts';
import { walkRecords } from '../formats/record-walker.ts';
import { SENSOR_COMMANDS_NOTE } from '../formats/sensecap-measurements.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Seeed SenseCAP S2107, a LoRaWAN DTU for up to three PT1000 probes (Seeed wiki "SenseCAP S2107").
// Not the S210x measurement records: frames of a 1-byte id and a fixed big-endian body, as the
// S2120's, with ids of its own (Seeed-Solution/SenseCAP-Decoder S2107/TTN/
// SenseCAP_S2107_TTN_Decoder.js, which ignores the port):
//   0x47, 7 bytes: the three channels' temperatures (s16 / 100 °C, 0x8000 no value);
//   0x46, 11 bytes: the same, stored while the network was away, after their Unix time (u32, s);
//   0x48, 11 bytes: up to ten channel states (0 idle, 2 abnormal, else normal; 0xFF none);
//   0x49, 8 bytes: battery %, hardware and firmware versions, the interval in minutes;
//   0x7F, 2 bytes: skipped by Seeed's decoder, which prints nothing for it.
// The port is not documented: 3 as the S2120's. Fields are that decoder's `messages`, one array
// per frame, measurement 4203 as strings. Probe 1
// is `external_temperature`; probes 2 and 3 stay in the fields (as the Dragino LTC2-LB's second).

const readings: readonly ReadingField[] = ['external_temperature', 'battery_pct'];

const NO_VALUE = -0x8000;
const CHANNEL_STATES: Readonly<Record<number, string>> = { 0: 'idle', 2: 'abnormal' };

type Frame = { length: number; read: (bytes: Uint8Array, at: number, out: ResultBuilder) => unknown[] };

/** The three temperatures at `at`; a reading for probe 1, at `time` when the frame has one. */
function temperatures(bytes: Uint8Array, at: number, out: ResultBuilder, measureTime?: number): unknown[] {
  const messages: unknown[] = [];
  const time = measureTime === undefined ? undefined : unixToIso(measureTime);
  for (let channel = 1; channel <= 3; channel += 1) {
    const raw = s16be(bytes, at + (channel - 1) * 2);
    if (raw === NO_VALUE) continue;
    const value = raw / 100;
    messages.push({
      measurementValue: String(value),
      measurementId: '4203',
      type: 'Temperature',
      measurementChannel: String(channel),
      ...(measureTime === undefined ? {} : { measureTime: measureTime * 1000 }),
    });
    if (channel !== 1) continue;
    if (measureTime !== undefined && time === undefined)
      out.warn(`stored measurement's time ${measureTime} is not a plausible clock; probe 1 not stored`);
    else out.reading('external_temperature', value, time);
  }
  return messages;
}

const FRAMES: ReadonlyMap<number, Frame> = new Map<number, Frame>([
  [0x47, { length: 7, read: (bytes, at, out) => temperatures(bytes, at, out) }],
  [0x46, { length: 11, read: (bytes, at, out) => temperatures(bytes, at + 4, out, u32be(bytes, at)) }],
  [
    0x48,
    {
      length: 11,
      read: (bytes, at, out) => {
        const messages: unknown[] = [];
        for (let index = 0; index < 10; index += 1) {
          const state = u8(bytes, at + index);
          if (state === 0xff) continue;
          const status = CHANNEL_STATES[state] ?? 'normal';
          if (status === 'abnormal') out.warn(`channel ${index + 1} is abnormal`);
          messages.push({ channel_index: String(index + 1), status, channelType: '1' });
        }
        return messages;
      },
    },
  ],
  [
    0x49,
    {
      length: 8,
      read: (bytes, at, out) => {
        const battery = s8(bytes, at);
        if (battery >= 0 && battery <= 100) out.reading('battery_pct', battery);
        else out.warn(`battery ${battery} % is not a percentage; not stored`);
        return [
          {
            'Battery(%)': battery,
            'Hardware Version': `${s8(bytes, at + 1)}.${s8(bytes, at + 2)}`,
            'Firmware Version': `${s8(bytes, at + 3)}.${s8(bytes, at + 4)}`,
            measureInterval: s16be(bytes, at + 5) * 60,
          },
        ];
      },
    },
  ],
  [0x7f, { length: 2, read: () => [] }],
]);

export const sensecapS2107: ModelDecoder = {
  modelId: 'sensecap/s2107',
  vendor: 'Seeed SenseCAP',
  model: 'S2107',
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
          const id = u8(bytes, at);
          const frame = FRAMES.get(id);
          if (!frame) return undefined;
          return {
            lengths: [frame.length],
            read(start) {
              const frameMessages = frame.read(bytes, start + 1, out);
              if (id !== 0x7f) messages.push(frameMessages);
            },
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
