import { requireLength, u8, u24be, u32be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus, readKeepSettings } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino CPL01 outdoor pulse / contact sensor, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder CPL01/Decoder.txt), Node_type left out:
//   port 2, 11 bytes: byte 0 (bits 7-2 the calculate flag, bit 1 the alarm, bit 0 the contact,
//     1 DISCONNECT), the pulse count (u24, the running total), the last disconnect duration
//     (u24; minutes, says the manual), the device clock (u32);
//   port 3, the datalog: 11-byte entries of the same layout, stored at their own time;
//   port 4, the settings; port 5, the device status (the only battery).
// Readings: the count is `pulse_count`. The contact stays a vendor field: the decoder prints bit 0
// set as DISCONNECT (OPEN in its datalog), the CPL01 manual (§2.3.3, "Contact Status: 0: Open,
// 1: Close") says the opposite, so which state is open is not known.

/** Bit 0 as the decoder names it (see above: the manual reads it the other way). */
const open = (byte: number): boolean => (byte & 0x01) !== 0;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 11);
  const out = new ResultBuilder();
  const byte = u8(bytes, 0);
  out.set('ALARM', byte & 0x02 ? 'TRUE' : 'FALSE');
  out.set('PIN_STATUS', open(byte) ? 'DISCONNECT' : 'CONNECT');
  out.set('CALCULATE_FLAG', byte >> 2);
  out.set('TOTAL_PULSE', u24be(bytes, 1));
  out.set('LAST_DISCONNECT_DURATION', u24be(bytes, 4));
  out.set('TIME', draginoTime(u32be(bytes, 7)));
  out.reading('pulse_count', u24be(bytes, 1));
  if (bytes.length > 11) out.warn(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  setDatalog(bytes, out, (at, time, seconds) => {
    const byte = u8(bytes, at);
    const count = u24be(bytes, at + 1);
    if (time !== undefined) out.reading('pulse_count', count, time);
    const alarm = byte & 0x02 ? 'TRUE' : 'FALSE';
    return [
      alarm,
      open(byte) ? 'OPEN' : 'CLOSE',
      count,
      byte >> 2,
      u24be(bytes, at + 4),
      draginoTime(seconds),
    ];
  });
  return out.build();
}

function decodeSettings(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 8);
  const out = new ResultBuilder();
  readKeepSettings(bytes, out);
  out.set('TRIGGER_MODE', u8(bytes, 7) & 0x01);
  return out.build();
}

export const draginoCpl01 = draginoModel({
  modelId: 'dragino/cpl01',
  model: 'CPL01',
  readings: ['pulse_count', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    4: decodeSettings,
    5: (bytes) => decodeDraginoStatus(bytes, { 14: 'CPL01' }),
  },
});
