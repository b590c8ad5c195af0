import { u8, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import {
  describeFrame,
  readBattery,
  readError,
  readEvents,
  readFix,
  readMeasurementHeader,
  readScan,
  readSensors,
  readStatus,
} from '../formats/sensecap-t1000.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Seeed SenseCAP T1000-A tracker, fPort 5: a sequence of [frame id][fixed-length body].
// Devices send one frame per uplink in practice; several are merged into one result.
// Ports 192/199 carry LoRa Cloud / GNSS-NG data for a location solver, not positions.

type Frame = { length: number; read?: (bytes: Uint8Array, at: number, out: ResultBuilder) => void };

/** Lengths include the id byte (from the vendor's frame table); `read` gets the body offset. */
const FRAMES = new Map<number, Frame>([
  [0x01, { length: 47, read: readStatus }],
  [0x02, { length: 16, read: readStatus }],
  [0x03, { length: 32 }],
  [0x04, { length: 10 }],
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
  [
    0x06,
    {
      length: 22,
      read(bytes, at, out) {
        const time = readMeasurementHeader(bytes, at, out);
        readFix(bytes, at + 8, out, time);
        readSensors(bytes, at + 16, out, time);
        readBattery(bytes, at + 20, out, time);
      },
    },
  ],
  [0x07, { length: 42, read: scanFrame('wifiScan', 4, true) }],
  [0x08, { length: 35, read: scanFrame('bleScan', 3, true) }],
  [
    0x09,
    {
      length: 18,
      read(bytes, at, out) {
        const time = readMeasurementHeader(bytes, at, out);
        readFix(bytes, at + 8, out, time);
        readBattery(bytes, at + 16, out, time);
      },
    },
  ],
  [0x0a, { length: 38, read: scanFrame('wifiScan', 4, false) }],
  [0x0b, { length: 31, read: scanFrame('bleScan', 3, false) }],
  [0x0d, { length: 5, read: readError }],
  [0x0f, { length: 17 }],
  [0x10, { length: 13 }],
  [
    0x11,
    {
      length: 14,
      read(bytes, at, out) {
        // Positioning status, then the event bits; no motion id in this frame.
        const seconds = u32be(bytes, at + 4);
        const time = unixToIso(seconds);
        out.set('positioningStatus', u8(bytes, at));
        out.set('collectTime', seconds * 1000);
        readEvents(bytes, at + 1, out, time);
        readSensors(bytes, at + 8, out, time);
        readBattery(bytes, at + 12, out, time);
      },
    },
  ],
]);

function scanFrame(name: string, entries: number, withSensors: boolean): Frame['read'] {
  return (bytes, at, out) => {
    const time = readMeasurementHeader(bytes, at, out);
    const listAt = at + 8;
    out.set(name, readScan(bytes, listAt, entries));
    const afterList = listAt + entries * 7;
    if (withSensors) readSensors(bytes, afterList, out, time);
    readBattery(bytes, afterList + (withSensors ? 4 : 0), out, time);
  };
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
    let at = 0;
    while (at < bytes.length) {
      const id = u8(bytes, at);
      const frame = FRAMES.get(id);
      if (!frame) {
        if (at === 0) throw new DecodeError(`unknown ${describeFrame(id)}`);
        out.warn(`unknown ${describeFrame(id)} at byte ${at}; the rest of the payload was skipped`);
        break;
      }
      if (bytes.length - at < frame.length) {
        throw new DecodeError(
          `payload too short (${describeFrame(id)} needs ${frame.length} bytes, got ${bytes.length - at})`,
        );
      }
      if (frame.read) frame.read(bytes, at + 1, out);
      else out.warn(`${describeFrame(id)} (settings or a location-solver fragment) is not decoded`);
      at += frame.length;
    }
    return out.build();
  },
  commandsNote:
    "Seeed's downlink commands for the T1000 could not be confirmed from its documentation: send a raw command from the vendor's user guide.",
};
