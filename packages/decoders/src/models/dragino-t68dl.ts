import { s16be, u8, u16be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino T68DL temperature sensor (a built-in TMP116), big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder T68DL/T68DL_v1.0_decoder.txt), Node_type left out:
//   port 2, 9 bytes (the vendor decodes no other length; we refuse them): battery (mV, the whole
//     word), the temperature (s16 / 100 °C), TEMPH (byte 4 bit 0) and TEMPL (bit 1) flags (either
//     is `threshold_alarm`), the device's clock (Data_time: a field; the reading takes the receive
//     time, as the TC01-LB's).
//   port 3, the datalog: 11-byte entries whose bytes 4-5 are the temperature, printed
//     [temperature, time]; each stored at its own time. PNACKMD from byte 6.
//   port 5, the device status (the model byte is 0x34, as the TC01-LB's).

const FRAME = 9;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  if (bytes.length !== FRAME) {
    throw new DecodeError(`unexpected ${bytes.length}-byte frame (expected ${FRAME} bytes)`);
  }
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0);
  const temperature = s16be(bytes, 2) / 100;
  const flags = u8(bytes, 4);
  out.set('BatV', millivolts / 1000);
  out.set('TempC', temperature);
  out.set('TEMPH_flag', flags & 0x01 ? 'True' : 'False');
  out.set('TEMPL_flag', flags & 0x02 ? 'True' : 'False');
  out.set('Data_time', draginoTime(u32be(bytes, 5)));
  out.reading('battery_mv', millivolts);
  out.reading('temperature', temperature);
  out.reading('threshold_alarm', (flags & 0x03) !== 0);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    const temperature = s16be(bytes, at + 4) / 100;
    if (time !== undefined) out.reading('temperature', temperature, time);
    return [temperature, draginoTime(seconds)];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 6 });
  return out.build();
}

export const draginoT68dl = draginoModel({
  modelId: 'dragino/t68dl',
  model: 'T68DL',
  readings: ['temperature', 'threshold_alarm', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 52: 'T68DL' }),
  },
});
