import { u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino PB05-L LoRaWAN button, five keys, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder PB05/PB05-L_Decoder.txt), Node_type left out:
//   port 2, 5 bytes (the vendor decodes no other length; we refuse them): battery (mV, the whole
//     word), the buzzer settings (byte 2 bits 1 and 0, as the PB01-L's), Alarm (byte 3 bit 0),
//     the keys (byte 4, bit 0 key1 .. bit 4 key5, "Yes" / "No"). A key pressed is `button`.
//   port 3, the datalog: 11-byte entries whose byte 4 holds the keys as port 2's byte 4 and byte 6
//     bit 0 a flag, printed [key5, .., key1, flag, time]; a pressed key is `button` at the entry's
//     own time (none pressed: false). PNACKMD from byte 6.
//   port 5, the device status (the same model byte, 0x35, as the PB01-L's).

const FRAME = 5;
const KEYS = [5, 4, 3, 2, 1];

const yesNo = (set: boolean): string => (set ? 'Yes' : 'No');
const keyDown = (keys: number, key: number): boolean => ((keys >> (key - 1)) & 0x01) !== 0;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  if (bytes.length !== FRAME) {
    throw new DecodeError(`unexpected ${bytes.length}-byte frame (expected ${FRAME} bytes)`);
  }
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0);
  const sound = u8(bytes, 2);
  const keys = u8(bytes, 4);
  out.set('BatV', millivolts / 1000);
  out.set('Sound_key', sound & 0x02 ? 'OPEN' : 'CLOSE');
  out.set('Sound_ACK', sound & 0x01 ? 'OPEN' : 'CLOSE');
  out.set('Alarm', u8(bytes, 3) & 0x01 ? 'TRUE' : 'FALSE');
  for (const key of KEYS) out.set(`key${key}`, yesNo(keyDown(keys, key)));
  out.reading('battery_mv', millivolts);
  out.reading('button', (keys & 0x1f) !== 0);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    const keys = u8(bytes, at + 4);
    if (time !== undefined) out.reading('button', (keys & 0x1f) !== 0, time);
    return [
      ...KEYS.map((key) => yesNo(keyDown(keys, key))),
      u8(bytes, at + 6) & 0x01 ? 'True' : 'False',
      draginoTime(seconds),
    ];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 6 });
  return out.build();
}

export const draginoPb05L = draginoModel({
  modelId: 'dragino/pb05-l',
  model: 'PB05-L (five-key button)',
  readings: ['button', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 53: 'PB05-L' }),
  },
});
