import { requireLength, u8, u16be, u24be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino CS01-LB 4-channel current sensor converter, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder CS01-LB/CS01-LB_v1.3.1_TTN_Decoder.txt.txt), Node_type left out.
// The low nibble of the port chooses the payload; on port 2 its bits 7-6 and 5-4 scale channels
// 1-2 and 3-4 (×1, ×3, ×6; 3 has no scale: the vendor prints null, we leave them out and warn).
//   port 2, 11 or 28 bytes (u16 / 100 A) or 15 or 32 (u24 / 1000 A, the finer resolution): battery
//     (low 14 bits, mV; bit 6 the interrupt, bit 7 its level), four currents, their low / high alarm
//     flags; the longer frames add curtotal_mod and four u32 totals in mA·min, whose mode is
//     undocumented: vendor fields.
//   port 3, the datalog; port 7, current samples with no times nor scale: vendor fields only.
//   port 5, the device status.
// Channel 1 is `current`, as the other multi-channel Dragino nodes store their first channel;
// channels 2-4 are vendor fields.

const SCALES = [1, 3, 6];
const COARSE = [11, 28];
const FINE = [15, 32];
const CHANNELS = [1, 2, 3, 4];
const ALARMS = ['Cur1L', 'Cur1H', 'Cur2L', 'Cur2H', 'Cur3L', 'Cur3H', 'Cur4L', 'Cur4H'];

const flag = (set: boolean): string => (set ? 'True' : 'False');

function decodeFrame(bytes: Uint8Array, fPort: number): DecodeResult {
  const fine = FINE.includes(bytes.length);
  if (!fine && !COARSE.includes(bytes.length)) {
    throw new DecodeError(`unexpected ${bytes.length}-byte frame (expected 11, 15, 28 or 32 bytes)`);
  }
  const out = new ResultBuilder();
  const width = fine ? 3 : 2;
  const millivolts = u16be(bytes, 0) & 0x3fff;
  out.set('BatV', millivolts / 1000);
  out.set('EXTI_Trigger', u8(bytes, 0) & 0x40 ? 'TRUE' : 'FALSE');
  out.set('EXTI_Level', u8(bytes, 0) & 0x80 ? 'HIGH' : 'LOW');
  out.reading('battery_mv', millivolts);
  for (const channel of CHANNELS) {
    const range = channel <= 2 ? (fPort >> 6) & 0x03 : (fPort >> 4) & 0x03;
    const scale = SCALES[range];
    const at = 2 + (channel - 1) * width;
    const raw = fine ? u24be(bytes, at) : u16be(bytes, at);
    if (scale === undefined) {
      out.warn(`channel ${channel}: unknown current range ${range} in port ${fPort}; not decoded`);
      continue;
    }
    const amperes = (raw / (fine ? 1000 : 100)) * scale;
    out.set(`Current${channel}_A`, amperes);
    if (channel === 1) out.reading('current', amperes);
  }
  const flags = u8(bytes, 2 + 4 * width);
  ALARMS.forEach((name, bit) => {
    out.set(`${name}_status`, flag((flags & (0x80 >> bit)) !== 0));
  });
  if (bytes.length === (fine ? 32 : 28)) {
    const start = 3 + 4 * width;
    out.set('curtotal_mod', u8(bytes, start));
    for (const channel of CHANNELS)
      out.set(`curtotal${channel}_mA_min`, u32be(bytes, start + 1 + (channel - 1) * 4));
  }
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const amperes = (at: number) => (u16be(bytes, at) / 100).toFixed(2);
  const columns = (at: number, _time: string | undefined, seconds: number) => [
    amperes(at + 1),
    amperes(at + 3),
    amperes(at + 5),
    u8(bytes, at) & 0x02 ? 'High' : 'Low',
    flag((u8(bytes, at) & 0x01) !== 0),
    draginoTime(seconds),
  ];
  setDatalog(bytes, out, columns, { pnackmdAt: 0, stores: () => false });
  out.warn('datalog entries kept as fields: their channels and scale are not documented');
  return out.build();
}

function decodeSamples(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 4);
  const out = new ResultBuilder();
  let log = '';
  for (let at = 2; at + 2 <= bytes.length; at += 2) log += `[${(u16be(bytes, at) / 100).toFixed(2)}],`;
  out.set('Bat_V', u16be(bytes, 0) / 1000);
  out.set('DATALOG', log);
  out.reading('battery_mv', u16be(bytes, 0));
  return out.build();
}

export const draginoCs01Lb = draginoModel({
  modelId: 'dragino/cs01-lb',
  model: 'CS01-LB',
  readings: ['current', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 51: 'CS01-LB' }),
    7: decodeSamples,
  },
  portMask: 0x0f,
});
