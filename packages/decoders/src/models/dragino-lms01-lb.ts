import { s16be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { draginoLlms01 } from './dragino-llms01.ts';

// Dragino LMS01-LB leaf moisture sensor (the LLMS01's successor), big-endian. Names as Dragino's
// decoder (dragino/dragino-end-node-decoder LMS01-LB/LMS01-LB_TTN_Decoder.txt), Node_type left out:
//   port 2, 11 bytes: the LLMS01's frame, names and all (dragino-llms01.ts): leaf moisture and
//     temperature, the optional DS18B20.
//   port 3, the datalog, printed as the vendor prints it (three s16 / 10 and the time; PNACKMD from
//     byte 6); which column is which is documented nowhere at hand: no readings.
//   port 5, the device status.

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, _time: string | undefined, seconds: number) => [
    s16be(bytes, at) / 10,
    s16be(bytes, at + 2) / 10,
    s16be(bytes, at + 4) / 10,
    draginoTime(seconds),
  ];
  setDatalog(bytes, out, columns, { pnackmdAt: 6, stores: () => false });
  out.warn('datalog entries kept as fields: their layout is not documented for the LMS01-LB');
  return out.build();
}

export const draginoLms01Lb = draginoModel({
  modelId: 'dragino/lms01-lb',
  model: 'LMS01-LB',
  readings: draginoLlms01.readings,
  frame: (bytes) => draginoLlms01.decode(bytes, 2),
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 45: 'LMS01-LB' }),
  },
});
