import { requireLength, u8, u16be, u24be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { DRAGINO_BANDS } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LMDS200 24 GHz microwave radar distance sensor: the nearest target and the one behind it,
// big-endian. Names as Dragino's decoder (dragino/dragino-end-node-decoder LMDS200/
// LMDS200_Decoder_V1.0.0.js), Node_type left out; the TTN codec (vendor/dragino/lmds200.js) names
// port 2 alike and its port 5 SENSOR_MODEL / FREQUENCY_BAND / BAT.
//   port 2, 7 bytes: battery mV, dis1 and dis2 (the targets), then DALARM_count (bits 7-2,
//     the distance alarms so far), Distance_alarm (bit 1) and Interrupt_alarm (bit 0).
//   port 4, 9 bytes: the settings (TDC s, ATDC min, the alarm range, the interrupt mode).
//   port 5, 7 bytes: the device status; Ver is the firmware word's hex digits read as a number
//     (0x0100 is 100 for 1.0.0), as the decoder prints it; a word with a hex letter is left out.
// The targets' distances stay fields, no reading: neither decoder nor any document at hand gives
// their unit (Dragino's other distance sensors count cm or mm; the TTN example's dis2 of 9472 would
// be 94.7 m in cm, past a 20 m radar), and a distance off by ten is worse than none
// (apps/server's network-decoded mapping leaves them unread alike). A dis1 of 0 is no target.

const FRAME = 7;
const SENSOR_MODEL = 0x0c;

/** Dragino's bands as this model's older decoder names them: AS923-1 (not AS923_1), and no 15. */
const BANDS: Record<number, string> = Object.fromEntries(
  Object.entries(DRAGINO_BANDS)
    .filter(([band]) => Number(band) <= 14)
    .map(([band, name]) => [band, name.replace('_', '-')]),
);

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0);
  const flags = u8(bytes, 6);
  const nearest = u16be(bytes, 2);
  out.set('Bat', millivolts / 1000);
  out.set('dis1', nearest);
  out.set('dis2', u16be(bytes, 4));
  out.set('DALARM_count', (flags >> 2) & 0x3f);
  out.set('Distance_alarm', (flags >> 1) & 0x01);
  out.set('Interrupt_alarm', flags & 0x01);
  out.reading('battery_mv', millivolts);
  if (nearest === 0) out.warn('dis1 is 0: no target detected');
  out.reading('threshold_alarm', (flags & 0x02) !== 0);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeSettings(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 9);
  const out = new ResultBuilder();
  out.set('TDC', u24be(bytes, 0));
  out.set('ATDC', u8(bytes, 3));
  out.set('Alarm_min', u16be(bytes, 4));
  out.set('Alarm_max', u16be(bytes, 6));
  out.set('Interrupt', u8(bytes, 8));
  return out.build();
}

function decodeStatus(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 5);
  out.set('Sensor_model', u8(bytes, 0) === SENSOR_MODEL ? 'LMDS200' : '');
  const version = u16be(bytes, 1).toString(16);
  // A word with a hex letter is no version the decoder can print (it gives NaN or a cut number).
  if (/^[0-9]+$/.test(version)) out.set('Ver', Number.parseInt(version, 10));
  else out.warn(`firmware word 0x${version} is not a version; left out`);
  out.set('Fre_band', BANDS[u8(bytes, 3)] ?? '');
  out.set('Sub_band', u8(bytes, 4));
  out.set('Bat', millivolts / 1000);
  out.reading('battery_mv', millivolts);
  return out.build();
}

export const draginoLmds200 = draginoModel({
  modelId: 'dragino/lmds200',
  model: 'LMDS200',
  readings: ['threshold_alarm', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    4: decodeSettings,
    5: decodeStatus,
  },
});
