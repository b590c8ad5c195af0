import { u8, u16be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { draginoLsph01 } from './dragino-lsph01.ts';

// Dragino SPH01-LB soil pH sensor (the LSPH01's successor), big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder SPH01-LB/SPH01-LB  TTN_Decoder.txt), Node_type left out:
//   port 2, 11 bytes: the LSPH01's frame, names and all (dragino-lsph01.ts): pH, soil temperature,
//     the optional DS18B20.
//   port 3, the datalog, printed as the vendor prints it ([PH:..,Temperature:..,
//     DS18B20_Temperature:..,s_flag:..,time :..]); it reads the pH word / 10 where the frame reads
//     it / 100 (a pH 7.00 prints 70) and the temperatures unsigned: no readings.
//   port 5, the device status.

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, _time: string | undefined, seconds: number) => [
    `PH:${u16be(bytes, at) / 10}`,
    `Temperature:${u16be(bytes, at + 2) / 10}`,
    `DS18B20_Temperature:${u16be(bytes, at + 4) / 10}`,
    `s_flag:${u8(bytes, at + 6)}`,
    `time :${draginoTime(seconds)}`,
  ];
  setDatalog(bytes, out, columns, { stores: () => false });
  out.warn('datalog entries kept as fields: the vendor reads their pH / 10, the frame / 100');
  return out.build();
}

export const draginoSph01Lb = draginoModel({
  modelId: 'dragino/sph01-lb',
  model: 'SPH01-LB',
  readings: draginoLsph01.readings,
  frame: (bytes) => draginoLsph01.decode(bytes, 2),
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 44: 'SPH01-LB' }),
  },
});
