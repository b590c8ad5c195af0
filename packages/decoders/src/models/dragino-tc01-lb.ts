import { s16be, u8, u16be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino TC01-LB thermocouple temperature sensor, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder TC01-LB/TC01-LB_v1.0_TTN_Decoder.txt), Node_type left out:
//   port 2, 10 bytes (the vendor decodes no other length; we refuse them): battery (mV, the whole
//     word), the thermocouple's type byte, its temperature (s16 / 10 °C → `external_temperature`,
//     the probe's, as the LTC2-LB's), the flags (bit 0 the interrupt, bit 1 its level, bits 2 / 3
//     TEMPH / TEMPL: either is `threshold_alarm`), the device's clock (Data_time: a field; the
//     reading takes the receive time, as the LDS03A's TIME).
//   port 3, the datalog: 11-byte entries of the type (byte 3), the temperature (bytes 4-5) and the
//     flags (byte 6), printed [type, temperature, level, interrupt, time]; each temperature stored at
//     its own time. PNACKMD from byte 6.
//   port 5, the device status.

const FRAME = 10;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  if (bytes.length !== FRAME) {
    throw new DecodeError(`unexpected ${bytes.length}-byte frame (expected ${FRAME} bytes)`);
  }
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0);
  const temperature = s16be(bytes, 3) / 10;
  const flags = u8(bytes, 5);
  out.set('BatV', millivolts / 1000);
  out.set('Type', u8(bytes, 2));
  out.set('TempC', temperature);
  out.set('Interrupt_flag', flags & 0x01 ? 'TRUE' : 'FALSE');
  out.set('Interrupt_level', flags & 0x02 ? 'HIGH' : 'LOW');
  out.set('TEMPH_flag', flags & 0x04 ? 'True' : 'False');
  out.set('TEMPL_flag', flags & 0x08 ? 'True' : 'False');
  out.set('Data_time', draginoTime(u32be(bytes, 6)));
  out.reading('battery_mv', millivolts);
  out.reading('external_temperature', temperature);
  out.reading('threshold_alarm', (flags & 0x0c) !== 0);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    const temperature = s16be(bytes, at + 4) / 10;
    const flags = u8(bytes, at + 6);
    if (time !== undefined) out.reading('external_temperature', temperature, time);
    return [
      u8(bytes, at + 3),
      temperature,
      flags & 0x02 ? 'High' : 'Low',
      flags & 0x01 ? 'True' : 'False',
      draginoTime(seconds),
    ];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 6 });
  return out.build();
}

export const draginoTc01Lb = draginoModel({
  modelId: 'dragino/tc01-lb',
  model: 'TC01-LB (thermocouple)',
  readings: ['external_temperature', 'threshold_alarm', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 52: 'TC01-LB' }),
  },
});
