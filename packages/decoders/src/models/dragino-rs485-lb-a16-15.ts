import { requireLength, u8, u16be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino RS485-LB with the A16-15 distance sensor (the RS485-LB converter shipped with an RS485
// distance sensor and its own firmware), big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder RS485-LB_A16-15/RS485-LB_A16-15_TTN Decoder.txt), Node_type
// left out:
//   port 2 (the vendor reads any port but 5 so), 5 bytes: the interrupt flag (bit 15,
//     EXTI_Trigger "TRUE" / "FALSE") and the battery (the low 15 bits, mV), the payload version,
//     the distance (mm; the vendor prints it as a string "<n>mm", kept) → `distance_mm` (0, which
//     Dragino's distance sensors send when the sensor does not answer, is a warning, no reading).
//   port 5, the device status (model byte 0x30 "RS485-LB").

const FRAME = 5;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const word = u16be(bytes, 0);
  const millivolts = word & 0x7fff;
  const distance = u16be(bytes, 3);
  out.set('EXTI_Trigger', word & 0x8000 ? 'TRUE' : 'FALSE');
  out.set('BatV', millivolts / 1000);
  out.set('Payver', u8(bytes, 2));
  out.set('distance', `${distance}mm`);
  out.reading('battery_mv', millivolts);
  // 0 is no answer from the sensor, as on Dragino's other distance sensors, not a distance.
  if (distance === 0) out.warn('distance 0: the sensor gave no distance; not stored');
  else out.reading('distance_mm', distance);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

export const draginoRs485LbA1615 = draginoModel({
  modelId: 'dragino/rs485-lb-a16-15',
  model: 'RS485-LB with A16-15 distance sensor',
  readings: ['distance_mm', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    5: (bytes) => decodeDraginoStatus(bytes, { 48: 'RS485-LB' }),
  },
});
