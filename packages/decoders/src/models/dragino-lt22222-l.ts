import { requireLength, s16be, u8, u16be, u24be, u32be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { DRAGINO_BANDS, draginoFirmware } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LT-22222-L / LT-33222-L I/O controller: two analog voltage inputs (AVI), two 4-20 mA
// inputs (ACI), digital inputs (DI), digital outputs (DO), two relays (RO), big-endian. Names as
// Dragino's decoder (dragino/dragino-end-node-decoder LT22222-L/v1.6_decoder_ttn .txt), Node_type
// left out; the TTN codec (vendor/dragino/lt22222-l.js) prints the same for port 2 but Node_type.
//   port 2, 11 bytes: byte 10 is the hardware (bits 7-6: 0 LT-33222-L, 1 LT-22222-L) and the work
//     mode (bits 5-0: 1 2ACI+2AVI, 2 two counters, 3 2ACI + a counter, 4 a counter + the AVI1
//     counter, 5 1ACI+2AVI + a 16-bit counter, 6 the trigger flags); byte 8 the DIDORO byte (bit 7
//     RO1, 6 RO2, 5 FIRST (DI3 in mode 1 on the LT-33222-L), 4 DI2, 3 DI1, 2 DO3, 1 DO2, 0 DO1;
//     a DO bit set means the output is low, LT-22222-L manual §3.3.1). Voltages are mV, currents µA.
//   port 5, 7 bytes: band, sub-band, firmware and the uplink interval (s); no battery (the
//     controller is powered by 7-24 V DC).
// Readings: COUNT1 (pulses on DI1, modes 2-5) is `pulse_count`. The analog inputs are a wired
// sensor's signals, not a supply (as the Milesight UC300's and Adeunis Delta P's: fields only);
// the relays and levels stay fields too: two relays and two or three inputs have no one reading.

const FRAME = 11;

const WORK_MODES: Record<number, string> = {
  1: '2ACI+2AVI',
  2: 'Count mode 1',
  3: '2ACI+1Count',
  4: 'Count mode 2',
  // The decoder's own text, its leading space included.
  5: ' 1ACI+2AVI+1Count',
  6: 'Trigger mode',
};

const level = (byte: number, bit: number) => (byte & bit ? 'H' : 'L');
/** A DO bit set drives the output low. */
const output = (byte: number, bit: number) => (byte & bit ? 'L' : 'H');
const yes = (byte: number, bit: number) => (byte & bit ? 'True' : 'False');
/** A signed word in thousandths, as the decoder rounds it (mV to V, µA to mA). */
const thousandths = (bytes: Uint8Array, at: number) => Number((s16be(bytes, at) / 1000).toFixed(3));

/** Mode 6: which trigger fired (byte 0), what each input is now (byte 1, 2). */
function triggerFlags(bytes: Uint8Array, out: ResultBuilder): void {
  const names = ['AV1L', 'AV1H', 'AV2L', 'AV2H', 'AC1L', 'AC1H', 'AC2L', 'AC2H'];
  out.set('Mode_status', u8(bytes, 9) ? 'True' : 'False');
  for (const [index, name] of names.entries()) out.set(`${name}_flag`, yes(u8(bytes, 0), 0x80 >> index));
  for (const [index, name] of names.entries()) out.set(`${name}_status`, yes(u8(bytes, 1), 0x80 >> index));
  const inputs = u8(bytes, 2);
  out.set('DI2_status', yes(inputs, 0x08));
  out.set('DI2_flag', yes(inputs, 0x04));
  out.set('DI1_status', yes(inputs, 0x02));
  out.set('DI1_flag', yes(inputs, 0x01));
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const io = u8(bytes, 8);
  const hardware = u8(bytes, 10) >> 6;
  const mode = u8(bytes, 10) & 0x3f;
  if (hardware === 0) {
    out.set('Hardware_mode', 'LT33222');
    out.set('DO3_status', output(io, 0x04));
    if (u8(bytes, 10) === 1) out.set('DI3_status', level(io, 0x20));
  } else if (hardware === 1) {
    out.set('Hardware_mode', 'LT22222');
  }
  if (mode !== 6) {
    out.set('DO1_status', output(io, 0x01));
    out.set('DO2_status', output(io, 0x02));
    out.set('RO1_status', io & 0x80 ? 'ON' : 'OFF');
    out.set('RO2_status', io & 0x40 ? 'ON' : 'OFF');
    if (mode !== 1) {
      if (mode !== 5) out.set('Count1_times', u32be(bytes, 0));
      out.set('First_status', io & 0x20 ? 'Yes' : 'No');
    }
  }
  const name = WORK_MODES[mode];
  if (name !== undefined) out.set('Work_mode', name);
  if (mode === 1 || mode === 5) {
    out.set('AVI1_V', thousandths(bytes, 0));
    out.set('AVI2_V', thousandths(bytes, 2));
  }
  if (mode === 1 || mode === 3 || mode === 5) out.set('ACI1_mA', thousandths(bytes, 4));
  if (mode === 1 || mode === 3) out.set('ACI2_mA', thousandths(bytes, 6));
  if (mode === 1) {
    out.set('DI1_status', level(io, 0x08));
    out.set('DI2_status', level(io, 0x10));
  } else if (mode === 2) {
    out.set('Count2_times', u32be(bytes, 4));
  } else if (mode === 4) {
    out.set('Acount_times', u32be(bytes, 4));
  } else if (mode === 5) {
    out.set('Count1_times', u16be(bytes, 6));
  } else if (mode === 6) {
    triggerFlags(bytes, out);
  }
  // The two relays (RO1, RO2: byte 8 bits 7 and 6) as one state, "a relay is on", the way a
  // Milesight WS50x's gangs are read; each relay stays a field.
  if (mode !== 6 && name !== undefined) out.reading('relay_on', (io & 0xc0) !== 0);
  if (mode >= 2 && mode <= 5) out.reading('pulse_count', out.fields.Count1_times as number);
  if (name === undefined) out.warn(`unknown work mode ${mode}: no readings`);
  if (hardware > 1) out.warn(`unknown hardware ${hardware} in byte 10`);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeStatus(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  out.set('FIRMWARE_VERSION', draginoFirmware(bytes, 2));
  // The decoder leaves a band it does not know unset.
  const band = DRAGINO_BANDS[u8(bytes, 0)];
  if (band !== undefined) out.set('FREQUENCY_BAND', band);
  out.set('SUB_BAND', u8(bytes, 1) === 0xff ? 'NULL' : u8(bytes, 1));
  out.set('TDC_sec', u24be(bytes, 4));
  return out.build();
}

export const draginoLt22222L = draginoModel({
  modelId: 'dragino/lt22222-l',
  model: 'LT-22222-L / LT-33222-L',
  readings: ['relay_on', 'pulse_count'],
  frame: decodeFrame,
  ports: { 5: decodeStatus },
});
