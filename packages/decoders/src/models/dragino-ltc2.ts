import { requireLength, s16be, s32be, u8, u16be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LTC2 PT100 temperature transmitter (the LTC2-LB's forerunner), big-endian, port 2 only.
// Names as Dragino's decoder (dragino/dragino-end-node-decoder LTC2/LTC2 v1.0 Decode -TTN.txt;
// TTN's vendor/dragino/ltc2.js reads the same):
//   11 bytes: battery (low 14 bits, mV), byte 2 (bit 6 a poll message, low nibble Ext, the probe
//   type), the two channels, the device clock (Systimestamp, printed as a signed 32-bit number, as
//   the decoder's shifts make it). Ext 1: temperatures s16 / 100 °C; Ext 2: s16 / 10 °C; Ext 3:
//   resistances u16 / 100 Ω (fields only). Channel 1's temperature is `external_temperature`, as the
//   LTC2-LB's; a value beyond ±2000 °C is no PT100 reading (the LTC2-LB's decoder prints 0 for it):
//   no reading, a warning. A poll message's layout is documented nowhere at hand: the vendor decodes
//   nothing from it, we neither (a warning).

const FRAME = 11;
const POLL_MESSAGE = 0x40;
const NO_PROBE_BEYOND = 2000;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  if (u8(bytes, 2) & POLL_MESSAGE) {
    out.warn('poll message (byte 2 bit 6): its layout is not documented; not decoded');
    return out.build();
  }
  const ext = u8(bytes, 2) & 0x0f;
  const millivolts = u16be(bytes, 0) & 0x3fff;
  out.set('Ext', ext);
  out.set('BatV', millivolts / 1000);
  out.reading('battery_mv', millivolts);
  if (ext === 1 || ext === 2) {
    const divisor = ext === 1 ? 100 : 10;
    const first = s16be(bytes, 3) / divisor;
    out.set('Temp_Channel1', first);
    out.set('Temp_Channel2', s16be(bytes, 5) / divisor);
    if (Math.abs(first) > NO_PROBE_BEYOND)
      out.warn(`channel 1 reads ${first} °C: no PT100 reading; not stored`);
    else out.reading('external_temperature', first);
  } else if (ext === 3) {
    out.set('Res_Channel1', u16be(bytes, 3) / 100);
    out.set('Res_Channel2', u16be(bytes, 5) / 100);
  } else {
    out.warn(`unknown probe type Ext ${ext}; the channels not decoded`);
  }
  out.set('Systimestamp', s32be(bytes, 7));
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

export const draginoLtc2 = draginoModel({
  modelId: 'dragino/ltc2',
  model: 'LTC2 (PT100)',
  readings: ['external_temperature', 'battery_mv'],
  frame: decodeFrame,
  ports: {},
});
