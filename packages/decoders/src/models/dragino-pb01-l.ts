import { requireLength, s16be, u8, u16be, u32be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { DATALOG_ENTRY, draginoTime } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino PB01-L push button with an SHT41 temperature and humidity sensor, big-endian. Names as
// Dragino's decoder (dragino/dragino-end-node-decoder PB01/PB01_decoder.txt), Node_type left out:
//   port 2, 8 bytes (another length the vendor refuses, and so do we): battery (mV, the whole
//     word), the buzzer settings (byte 2: bit 1 Sound_key, bit 0 Sound_ACK, "OPEN" / "CLOSE"),
//     Alarm (byte 3 bit 0, the one event flag of a one-button device: the uplink its press sent →
//     `button`), the SHT41 (s16 / 10 °C, u16 / 10 %).
//   port 3, the datalog, whole 11-byte entries only (as the vendor): printed as the vendor prints it
//     (an array of [three s16 / 10, the flag byte's bit 0, the time]); which column is which is
//     documented nowhere at hand: fields only.
//   port 5, the device status.

const FRAME = 8;

const word = (set: boolean, yes: string, no: string): string => (set ? yes : no);

function decodeFrame(bytes: Uint8Array): DecodeResult {
  if (bytes.length !== FRAME) {
    throw new DecodeError(`unexpected ${bytes.length}-byte frame (expected ${FRAME} bytes)`);
  }
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0);
  const sound = u8(bytes, 2);
  const pressed = (u8(bytes, 3) & 0x01) !== 0;
  const temperature = s16be(bytes, 4) / 10;
  const humidity = u16be(bytes, 6) / 10;
  out.set('BatV', millivolts / 1000);
  out.set('Sound_key', word((sound & 0x02) !== 0, 'OPEN', 'CLOSE'));
  out.set('Sound_ACK', word((sound & 0x01) !== 0, 'OPEN', 'CLOSE'));
  out.set('Alarm', word(pressed, 'TRUE', 'FALSE'));
  out.set('TempC_SHT41', temperature);
  out.set('Hum_SHT41', humidity);
  out.reading('battery_mv', millivolts);
  out.reading('button', pressed);
  out.reading('temperature', temperature);
  out.reading('humidity', humidity);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, DATALOG_ENTRY);
  if (bytes.length % DATALOG_ENTRY !== 0) {
    throw new DecodeError(`datalog of ${bytes.length} bytes is not a whole number of 11-byte entries`);
  }
  const out = new ResultBuilder();
  const log: (string | number)[][] = [];
  for (let at = 0; at < bytes.length; at += DATALOG_ENTRY) {
    log.push([
      s16be(bytes, at) / 10,
      s16be(bytes, at + 2) / 10,
      s16be(bytes, at + 4) / 10,
      word((u8(bytes, at + 6) & 0x01) !== 0, 'True', 'False'),
      draginoTime(u32be(bytes, at + 7)),
    ]);
  }
  out.set('PNACKMD', word((u8(bytes, 6) & 0x80) !== 0, 'True', 'False'));
  out.set('DATALOG', log);
  out.warn('datalog entries kept as fields: their columns are not documented for the PB01-L');
  return out.build();
}

export const draginoPb01L = draginoModel({
  modelId: 'dragino/pb01-l',
  model: 'PB01-L (push button)',
  readings: ['button', 'temperature', 'humidity', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 53: 'PB01-L' }),
  },
});
