import { requireLength, s16be, u8, u16be, u24be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { probeReading } from '../formats/dragino-probe.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino WQS-LB water quality sensor hub, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder WQS-LB/WQS-LB_V1.3.1_TTN_Decoder.txt):
//   port 2: battery (low 14 bits, mV), the optional DS18B20 (s16 / 10; 0 = no probe), byte 4 (bit 3
//     the interrupt flag; bits 0-2 the newer probes) and byte 5, the probes fitted, whose values
//     follow from byte 6 in the decoder's order: turbidity (bit 5), dissolved oxygen and its
//     temperature (4), ORP (3, signed), EC K10 and K1 with their temperatures (2, 1), pH and its
//     temperature (0), residual chlorine 2 and 10 mg/L ranges (6, 7), then byte 4's turbidity 200
//     and 4000 with temperatures (1, 2) and the four-electrode EC, salinity and temperature (0).
//     The pH probe gives `ph`; the others have no reading fields: vendor fields.
//   port 5, the device status.
// Not decoded: the port 3 datalog, whose entries Dragino's decoder reads with the first entry's
//   flag bytes, so its output says nothing reliable about the later ones.

type Probe = {
  /** Byte 5 (false) or byte 4 (true). */
  high: boolean;
  bit: number;
  size: number;
  read: (bytes: Uint8Array, at: number, out: ResultBuilder) => void;
};

const withTemperature =
  (name: string, value: (bytes: Uint8Array, at: number) => number) =>
  (bytes: Uint8Array, at: number, out: ResultBuilder) => {
    out.set(name, value(bytes, at));
    out.set(`${name}_Temp`, u16be(bytes, at + 2) / 10);
  };

/** In the decoder's order of reading. */
const PROBES: readonly Probe[] = [
  { high: false, bit: 5, size: 2, read: (b, at, out) => out.set('turbidity', u16be(b, at) / 10) },
  {
    high: false,
    bit: 4,
    size: 4,
    read: (b, at, out) => {
      out.set('dissolved_oxygen', u16be(b, at) / 100);
      out.set('do_temp', u16be(b, at + 2) / 100);
    },
  },
  { high: false, bit: 3, size: 2, read: (b, at, out) => out.set('ORP', s16be(b, at)) },
  {
    high: false,
    bit: 2,
    size: 4,
    read: (b, at, out) => {
      out.set('EC_K10', u16be(b, at) * 10);
      out.set('EC10_Temp', u16be(b, at + 2) / 10);
    },
  },
  {
    high: false,
    bit: 1,
    size: 4,
    read: (b, at, out) => {
      out.set('EC_K1', u16be(b, at));
      out.set('EC1_Temp', u16be(b, at + 2) / 10);
    },
  },
  {
    high: false,
    bit: 0,
    size: 4,
    read: (b, at, out) => {
      const ph = u16be(b, at) / 100;
      withTemperature('PH', () => ph)(b, at, out);
      out.reading('ph', ph);
    },
  },
  { high: false, bit: 6, size: 2, read: (b, at, out) => out.set('RC_2A', u16be(b, at) / 100) },
  { high: false, bit: 7, size: 2, read: (b, at, out) => out.set('RC_10A', u16be(b, at) / 100) },
  { high: true, bit: 1, size: 4, read: withTemperature('turbidity_200', (b, at) => u16be(b, at) / 10) },
  { high: true, bit: 2, size: 4, read: withTemperature('turbidity_4000', (b, at) => u16be(b, at) / 10) },
  {
    high: true,
    bit: 0,
    size: 7,
    read: (b, at, out) => {
      out.set('Four_EC', u24be(b, at));
      out.set('Salinity', u16be(b, at + 3) / 10);
      out.set('Four_EC_Temp', u16be(b, at + 5) / 10);
    },
  },
];

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 6);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0) & 0x3fff;
  const probe = s16be(bytes, 2);
  out.set('BatV', millivolts / 1000);
  out.set('temp_DS18B20', (probe / 10).toFixed(2));
  out.set('i_flag', (u8(bytes, 4) >> 3) & 0x01);
  out.reading('battery_mv', millivolts);
  probeReading(out, probe);
  let at = 6;
  for (const { high, bit, size, read } of PROBES) {
    const flags = high ? u8(bytes, 4) & 0x7f : u8(bytes, 5);
    if (((flags >> bit) & 0x01) === 0) continue;
    if (at + size > bytes.length) {
      out.warn(
        `payload truncated: probe of byte ${high ? 4 : 5} bit ${bit} needs ${size} bytes at ${at}; not decoded`,
      );
      break;
    }
    read(bytes, at, out);
    at += size;
  }
  return out.build();
}

export const draginoWqsLb = draginoModel({
  modelId: 'dragino/wqs-lb',
  model: 'WQS-LB (water quality)',
  readings: ['ph', 'temperature', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    5: (bytes) => decodeDraginoStatus(bytes, { 60: 'WQS01-LB' }),
  },
});
