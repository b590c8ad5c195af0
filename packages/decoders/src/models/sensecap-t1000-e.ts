import { u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { walkRecords } from '../formats/record-walker.ts';
import {
  describeFrame,
  readAccelerometer,
  readBattery,
  readFix,
  readScan,
  readSensors,
  readStatusHead,
  setEvents,
} from '../formats/sensecap-t1000.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Seeed SenseCAP T1000-E card tracker on LoRaWAN: frames 0x1E-0x26, none of the T1000-A/B's.
// Unlike those, a frame carries no time and no motion id, and its events are one byte, so every
// reading and fix is of the uplink's time. Layouts: Seeed-Solution/SenseCAP-Decoder
// T1000/TTN/SenseCAP_T1000E_TTN_Decoder.js at bceda3d31df47908e3934566c7f640fea763d539 (last
// changed at adec8c6b), which gives measurement ids only: fields here take the T1000-A's names
// (models/sensecap-t1000-a.ts). That decoder reads any port but 192 and 199 (LoRa Cloud data for a
// solver, passed on undecoded), so this one does too.

/** Events, battery, temperature and light: the 6 bytes every measurement frame starts with. */
function readHead(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  // One event byte, numbered as the T1000-A's bits.
  setEvents(u8(bytes, at), out);
  readBattery(bytes, at + 1, out);
  readSensors(bytes, at + 2, out, undefined);
}

/** 0x1E: device status. */
function readStatus(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  readStatusHead(bytes, at, out);
  out.set('positioningStrategy', u8(bytes, at + 5));
  out.set('uplinkInterval', u16be(bytes, at + 6));
  out.set('accelerometerEnable', u8(bytes, at + 8));
  out.set('sosMode', u8(bytes, at + 9));
  out.set('wifiScanLimitation', u8(bytes, at + 10));
  out.set('beaconScanLimitation', u8(bytes, at + 11));
}

type Frame = {
  /** The whole length from the id byte at `at`, or its shortest when the count byte is not there yet. */
  lengthAt: (bytes: Uint8Array, at: number) => number;
  read: (bytes: Uint8Array, at: number, out: ResultBuilder) => void;
};

const fixed = (length: number, read: Frame['read']): Frame => ({ lengthAt: () => length, read });

/** A scan frame: `head` bytes, a count byte, then that many 7-byte entries (MAC, RSSI). */
function scan(head: number, name: 'wifiScan' | 'bleScan', axes: boolean): Frame {
  return {
    lengthAt: (bytes, at) => 2 + head + 7 * (at + 1 + head < bytes.length ? u8(bytes, at + 1 + head) : 0),
    read(bytes, at, out) {
      readHead(bytes, at, out);
      if (axes) readAccelerometer(bytes, at + 6, out);
      out.set(name, readScan(bytes, at + head + 1, u8(bytes, at + head)));
    },
  };
}

/** Lengths include the id byte; `read` gets the body offset. */
const FRAMES = new Map<number, Frame>([
  [0x1e, fixed(13, readStatus)],
  [
    0x1f,
    fixed(21, (bytes, at, out) => {
      readHead(bytes, at, out);
      readAccelerometer(bytes, at + 6, out);
      readFix(bytes, at + 12, out, undefined);
    }),
  ],
  [0x20, scan(12, 'wifiScan', true)],
  [0x21, scan(12, 'bleScan', true)],
  [
    0x22,
    fixed(15, (bytes, at, out) => {
      readHead(bytes, at, out);
      readFix(bytes, at + 6, out, undefined);
    }),
  ],
  [0x23, scan(6, 'wifiScan', false)],
  [0x24, scan(6, 'bleScan', false)],
  [
    0x25,
    fixed(13, (bytes, at, out) => {
      readHead(bytes, at, out);
      readAccelerometer(bytes, at + 6, out);
    }),
  ],
  [0x26, fixed(7, readHead)],
]);

export const sensecapT1000E: ModelDecoder = {
  modelId: 'sensecap/t1000-e',
  vendor: 'Seeed SenseCAP',
  model: 'T1000-E',
  fPorts: 'any',
  defaultFPort: 5,
  readings: ['button', 'motion', 'temperature', 'light_percent', 'battery_pct'],
  location: true,
  decode(bytes, fPort) {
    if (fPort === 192 || fPort === 199) {
      throw new DecodeError(`port ${fPort} carries LoRa Cloud data for a location solver`);
    }
    const out = new ResultBuilder();
    walkRecords(
      bytes,
      {
        headerLength: 1,
        minLength: 7,
        kindAt(at) {
          const frame = FRAMES.get(u8(bytes, at));
          if (!frame) return undefined;
          return { lengths: [frame.lengthAt(bytes, at)], read: (start) => frame.read(bytes, start + 1, out) };
        },
        describe: (at) => `${describeFrame(u8(bytes, at))} at byte ${at}`,
      },
      out,
    );
    return out.build();
  },
  commandsNote:
    "Seeed's downlink commands for the T1000-E could not be confirmed from its documentation: send a raw command from the vendor's user guide.",
};
