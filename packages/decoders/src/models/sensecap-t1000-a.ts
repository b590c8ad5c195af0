import { u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { walkRecords } from '../formats/record-walker.ts';
import {
  describeFrame,
  readAccelerometer,
  readBattery,
  readError,
  readEventSettings,
  readEvents,
  readFix,
  readMeasurementHeader,
  readScan,
  readSensors,
  readStatus,
} from '../formats/sensecap-t1000.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Seeed SenseCAP T1000-A tracker, fPort 5: a sequence of [frame id][body]. Devices send
// one frame per uplink in practice; several are merged into one result. Ports 192/199
// carry LoRa Cloud / GNSS-NG data for a location solver, not positions. Frame lengths and
// layouts: Seeed-Solution/SenseCAP-Decoder T1000/TTN/SenseCAP_T1000_TTN_Decoder.js
// (functions unpack and deserialize).

type Frame = {
  length: number;
  /** Frames whose length is in the frame (0x0E): the whole length, from the bytes at `at` (the id). */
  lengthAt?: (bytes: Uint8Array, at: number) => number;
  read?: (bytes: Uint8Array, at: number, out: ResultBuilder) => void;
};

/** One piece of a frame body, in the order Seeed's decoder reads them. */
type Part =
  | 'measurement' // event bits, motion id, UTC time: 8 bytes
  | 'status' // positioning status, event bits, UTC time: 8 bytes
  | 'fix' // longitude, latitude: 8 bytes
  | 'sensors' // temperature, light: 4 bytes
  | 'axes' // accelerometer x, y, z: 6 bytes
  | 'battery' // 1 byte
  | 'fragment' // shard flag and group id of a location-solver fragment: 3 bytes, not decoded
  | { scan: 'wifiScan' | 'bleScan'; entries: number };

const PART_LENGTH = { measurement: 8, status: 8, fix: 8, sensors: 4, axes: 6, battery: 1, fragment: 3 };
const partLength = (part: Part): number => (typeof part === 'string' ? PART_LENGTH[part] : part.entries * 7);

/** A measurement frame read part by part; its length (with the id byte) follows from the parts. */
function layout(...parts: Part[]): Frame {
  return {
    length: 1 + parts.reduce((sum, part) => sum + partLength(part), 0),
    read(bytes, at, out) {
      let time: string | undefined;
      let next = at;
      for (const part of parts) {
        if (part === 'measurement') time = readMeasurementHeader(bytes, next, out);
        else if (part === 'status') time = readStatusHeader(bytes, next, out);
        else if (part === 'fix') readFix(bytes, next, out, time);
        else if (part === 'sensors') readSensors(bytes, next, out, time);
        else if (part === 'axes') readAccelerometer(bytes, next, out);
        else if (part === 'battery') readBattery(bytes, next, out, time);
        else if (typeof part === 'object') out.set(part.scan, readScan(bytes, next, part.entries));
        next += partLength(part);
      }
    },
  };
}

const WIFI = { scan: 'wifiScan', entries: 4 } as const;
const BLE = { scan: 'bleScan', entries: 3 } as const;

/** Lengths include the id byte (from the vendor's frame table); `read` gets the body offset. */
const FRAMES = new Map<number, Frame>([
  [
    0x01,
    {
      length: 47,
      read(bytes, at, out) {
        readStatus(bytes, at, out);
        readEventSettings(bytes, at + 15, out);
      },
    },
  ],
  [0x02, { length: 16, read: readStatus }],
  [0x03, { length: 32, read: readEventSettings }],
  [
    0x04,
    {
      // Reporting settings: work mode, (one byte Seeed skips), heartbeat, periodic and event intervals (min), SOS mode.
      length: 10,
      read(bytes, at, out) {
        out.set('workMode', u8(bytes, at));
        out.set('heartbeatInterval', u16be(bytes, at + 2));
        out.set('periodicInterval', u16be(bytes, at + 4));
        out.set('eventInterval', u16be(bytes, at + 6));
        out.set('sosMode', u8(bytes, at + 8));
      },
    },
  ],
  [
    0x05,
    {
      length: 5,
      read(bytes, at, out) {
        readBattery(bytes, at, out);
        out.set('workMode', u8(bytes, at + 1));
        out.set('positioningStrategy', u8(bytes, at + 2));
        out.set('sosMode', u8(bytes, at + 3));
      },
    },
  ],
  [0x06, layout('measurement', 'fix', 'sensors', 'battery')],
  [0x07, layout('measurement', WIFI, 'sensors', 'battery')],
  [0x08, layout('measurement', BLE, 'sensors', 'battery')],
  [0x09, layout('measurement', 'fix', 'battery')],
  [0x0a, layout('measurement', WIFI, 'battery')],
  [0x0b, layout('measurement', BLE, 'battery')],
  // Seeed's decoder gives 0x0C no body and outputs nothing for it.
  [0x0c, { length: 1, read: () => undefined }],
  [0x0d, { length: 5, read: readError }],
  // GNSS-NG fragment for a location solver: shard flag, group id (2), length, data.
  [0x0e, { length: 5, lengthAt: (bytes, at) => 5 + u8(bytes, at + 4) }],
  // Measurements sent beside a GNSS-NG fragment.
  [0x0f, layout('measurement', 'sensors', 'battery', 'fragment')],
  [0x10, layout('measurement', 'battery', 'fragment')],
  [0x11, layout('status', 'sensors', 'battery')],
  // 0x1A-0x1D: the 0x06, 0x07, 0x08 and 0x11 frames with the accelerometer axes before the battery.
  [0x1a, layout('measurement', 'fix', 'sensors', 'axes', 'battery')],
  [0x1b, layout('measurement', WIFI, 'sensors', 'axes', 'battery')],
  [0x1c, layout('measurement', BLE, 'sensors', 'axes', 'battery')],
  [0x1d, layout('status', 'sensors', 'axes', 'battery')],
]);

/** 0x11 and 0x1D: positioning status, event bits and time (no motion id). */
function readStatusHeader(bytes: Uint8Array, at: number, out: ResultBuilder): string | undefined {
  const seconds = u32be(bytes, at + 4);
  const time = unixToIso(seconds);
  out.set('positioningStatus', u8(bytes, at));
  out.set('collectTime', seconds * 1000);
  readEvents(bytes, at + 1, out, time);
  return time;
}

export const sensecapT1000A: ModelDecoder = {
  modelId: 'sensecap/t1000-a',
  vendor: 'Seeed SenseCAP',
  model: 'T1000-A',
  fPorts: [5],
  defaultFPort: 5,
  readings: ['button', 'motion', 'temperature', 'light_percent', 'battery_pct'],
  location: true,
  decode(bytes) {
    const out = new ResultBuilder();
    walkRecords(
      bytes,
      {
        headerLength: 1,
        minLength: 1,
        kindAt(at) {
          const frame = FRAMES.get(u8(bytes, at));
          if (!frame) return undefined;
          const length = frame.lengthAt && at + 4 < bytes.length ? frame.lengthAt(bytes, at) : frame.length;
          return {
            lengths: [length],
            read(start) {
              if (frame.read) frame.read(bytes, start + 1, out);
              else out.warn(`${describeFrame(u8(bytes, start))} (a location-solver fragment) is not decoded`);
            },
          };
        },
        describe: (at) => `${describeFrame(u8(bytes, at))} at byte ${at}`,
      },
      out,
    );
    return out.build();
  },
  commandsNote:
    "Seeed's downlink commands for the T1000 could not be confirmed from its documentation: send a raw command from the vendor's user guide.",
};
