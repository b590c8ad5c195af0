import { requireLength, u8, u16be, u32be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { DRAGINO_BANDS, draginoFirmware } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino DS20L LiDAR smart distance detector (3-200 cm), big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder DS20L/DS20L v1.0_decoder_TTN.txt), Node_type left out:
//   port 2: battery mV (all 16 bits), then a flag byte whose bits 7-6 are MOD; the distance in mm.
//     MOD 1 (10 bytes): alarm (bit 5), interrupt (bit 4), distance, distance_state (byte 5), the
//       interrupt count (u32, bytes 6-9).
//     Another MOD with DO_Flag (bit 3) set (11 bytes): the interrupt count (bytes 3-6), the alarm
//       thresholds (Upper_limit, lower_limit) and Threshold_Flag_for_Alarm (bit 2); no distance.
//     Otherwise (9 bytes): the distance, alarm (bit 5), DO (bit 4), DO_Flag, the threshold flag
//       and the thresholds.
//   port 5, 8 bytes: the device status (model 0x21, firmware, band, sub-band, battery in bytes 6-7).
// Readings: the battery and the distance (0: no target). The alarm, DO and counts stay fields: no
// document at hand says what raises the alarm in each mode. TTN's ds20l-codec.yaml example is an
// LHT65's (TempC_SHT, Hum_SHT, Ext_sensor): not this model's.

function distance(out: ResultBuilder, bytes: Uint8Array, at: number): void {
  const millimetres = u16be(bytes, at);
  out.set('Distance_mm', millimetres);
  if (millimetres === 0) out.warn('distance 0: no target detected');
  else out.reading('distance_mm', millimetres);
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 3);
  const flags = u8(bytes, 2);
  const mod = flags >> 6;
  const doFlag = mod !== 1 && (flags & 0x08) !== 0;
  const length = mod === 1 ? 10 : doFlag ? 11 : 9;
  requireLength(bytes, length);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0);
  out.set('BatV', millivolts / 1000);
  out.reading('battery_mv', millivolts);
  if (mod === 1) {
    distance(out, bytes, 3);
    out.set('distance_state', u8(bytes, 5));
    // The decoder builds the count with `<<`: one past 2^31 prints negative; it is unsigned.
    out.set('Interrupt_count', u32be(bytes, 6));
    out.set('Interrupt', (flags >> 4) & 0x01);
    out.set('alarm', (flags >> 5) & 0x01);
  } else if (doFlag) {
    out.set('Interrupt_count', u32be(bytes, 3));
    out.set('Threshold_Flag_for_Alarm', (flags >> 2) & 0x01);
    out.set('Upper_limit', u16be(bytes, 7));
    out.set('lower_limit', u16be(bytes, 9));
  } else {
    distance(out, bytes, 3);
    out.set('alarm', (flags >> 5) & 0x01);
    out.set('DO', (flags >> 4) & 0x01);
    out.set('DO_Flag', 0);
    out.set('Threshold_Flag_for_Alarm', (flags >> 2) & 0x01);
    out.set('Upper_limit', u16be(bytes, 5));
    out.set('lower_limit', u16be(bytes, 7));
  }
  out.set('MOD', mod);
  if (bytes.length > length)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${length} bytes decoded`);
  return out.build();
}

function decodeStatus(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 8);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 6);
  out.set('BatV', millivolts / 1000);
  out.set('SENSOR_MODEL', u8(bytes, 0) === 0x21 ? 'DS20L' : 'NULL');
  out.set('FIRMWARE_VERSION', draginoFirmware(bytes, 1));
  // The decoder knows bands 1-14 and leaves another unset.
  const band = u8(bytes, 3) <= 14 ? DRAGINO_BANDS[u8(bytes, 3)] : undefined;
  if (band !== undefined) out.set('FREQUENCY_BAND', band);
  out.set('SUB_BAND', u8(bytes, 4) === 0xff ? 'NULL' : u8(bytes, 4));
  out.reading('battery_mv', millivolts);
  return out.build();
}

export const draginoDs20l = draginoModel({
  modelId: 'dragino/ds20l',
  model: 'DS20L',
  readings: ['distance_mm', 'battery_mv'],
  frame: decodeFrame,
  ports: { 5: decodeStatus },
});
