import { requireLength, u8, u16be, u24be } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// The frame shared by the Dragino LDS01/LDS02 door sensors and LWL01/LWL02 leak
// sensors (fPort 10, 10 bytes, big-endian). Names follow the TTN codecs
// (vendor/dragino/lds02.js, lwl02.js), which are identical for both models.

const MODE_DOOR = 1;
const MODE_LEAK = 2;
const MODE_BOTH = 3;

/**
 * LDS02 port 7, EDC (open-count) mode, 5 bytes: battery word with the door state in bit
 * 15, then the count (u24). Names as Dragino's LDS02_Decoder_1.8.2
 * (dragino/dragino-end-node-decoder LDS02/).
 */
export function decodeDoorCountFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 5);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0) & 0x3fff;
  const open = (u8(bytes, 0) & 0x80) !== 0;
  out.set('BatV', millivolts / 1000);
  out.set('edc_mod', open ? 'OPEN' : 'CLOSE');
  out.set('times', u24be(bytes, 2));
  out.reading('battery_mv', millivolts);
  out.reading('door_open', open);
  return out.build();
}

export function decodeDoorLeakFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 10);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0) & 0x3fff;
  const doorOpen = u8(bytes, 0) & 0x80 ? 1 : 0;
  const leak = u8(bytes, 0) & 0x40 ? 1 : 0;
  const mode = u8(bytes, 2);
  const alarm = u8(bytes, 9) & 0x01;

  out.set('BAT_V', millivolts / 1000);
  out.set('MOD', mode);
  out.reading('battery_mv', millivolts);

  if (mode === MODE_DOOR) {
    out.set('DOOR_OPEN_STATUS', doorOpen);
    out.set('DOOR_OPEN_TIMES', u24be(bytes, 3));
    out.set('LAST_DOOR_OPEN_DURATION', u24be(bytes, 6));
    out.set('ALARM', alarm);
    out.reading('door_open', doorOpen === 1);
  } else if (mode === MODE_LEAK) {
    out.set('WATER_LEAK_STATUS', leak);
    out.set('WATER_LEAK_TIMES', u24be(bytes, 3));
    out.set('LAST_WATER_LEAK_DURATION', u24be(bytes, 6));
    out.reading('leak', leak === 1);
  } else if (mode === MODE_BOTH) {
    out.set('DOOR_OPEN_STATUS', doorOpen);
    out.set('WATER_LEAK_STATUS', leak);
    out.set('ALARM', alarm);
    out.reading('door_open', doorOpen === 1);
    out.reading('leak', leak === 1);
  } else {
    out.warn(`unknown working mode ${mode}; only the battery was decoded`);
  }
  return out.build();
}
