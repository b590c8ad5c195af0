import { u8, u16be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { draginoLmds200 } from './dragino-lmds200.ts';

// Dragino MDS200-LB microwave radar distance sensor (the LMDS200's successor), big-endian. Names as
// Dragino's decoder (dragino/dragino-end-node-decoder MDS200-LB/MDS200-LB TTN_Decoder.txt),
// Node_type left out:
//   ports 2 and 4: the LMDS200's frame and settings (dragino-lmds200.ts): the two targets stay
//     fields, the distance alarm is `threshold_alarm`.
//   port 3, the datalog: 11-byte entries of the frame's battery, dis1, dis2 and flags (bit 0 the
//     interrupt, bit 1 the distance alarm, bit 6 printed 1 / 0), printed [battery V, dis1, dis2,
//     YES / NO, TRUE / FALSE, 1 / 0, time]; the battery and the distance alarm stored at the
//     entry's own time. PNACKMD is bit 7 of the first entry's byte 0, the battery word's top byte:
//     the vendor prints the word whole (36.068 V with the flag set), our reading takes its low 14
//     bits, as the other Dragino nodes' battery words.
//   port 5, the LMDS200's status layout with this model's byte (0x2B, "MDS200-LB").

const SENSOR_MODEL = 0x2b;

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    const word = u16be(bytes, at);
    // Bit 7 of byte 0 is PNACKMD (the vendor reads it there), not part of the voltage.
    const millivolts = word & 0x3fff;
    const flags = u8(bytes, at + 6);
    if (time !== undefined) {
      out.reading('battery_mv', millivolts, time);
      out.reading('threshold_alarm', (flags & 0x02) !== 0, time);
    }
    return [
      word / 1000,
      u16be(bytes, at + 2),
      u16be(bytes, at + 4),
      flags & 0x01 ? 'YES' : 'NO',
      flags & 0x02 ? 'TRUE' : 'FALSE',
      flags & 0x40 ? '1' : '0',
      draginoTime(seconds),
    ];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 0 });
  return out.build();
}

function decodeStatus(bytes: Uint8Array): DecodeResult {
  const result = draginoLmds200.decode(bytes, 5);
  const model = u8(bytes, 0) === SENSOR_MODEL ? 'MDS200-LB' : '';
  return { ...result, fields: { ...result.fields, Sensor_model: model } };
}

export const draginoMds200Lb = draginoModel({
  modelId: 'dragino/mds200-lb',
  model: 'MDS200-LB',
  readings: draginoLmds200.readings,
  frame: (bytes) => draginoLmds200.decode(bytes, 2),
  ports: {
    3: decodeDatalog,
    4: (bytes) => draginoLmds200.decode(bytes, 4),
    5: decodeStatus,
  },
});
