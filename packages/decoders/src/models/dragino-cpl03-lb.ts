import { requireLength, u8, u24be, u32be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus, readKeepSettings } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino CPL03-LB / CPL03-LS outdoor dry-contact and pulse sensor, big-endian. Names as Dragino's
// decoder (dragino/dragino-end-node-decoder CPL03-LB/CPL03-LB_TTN_v1.1.1_decoder.txt), Node_type
// left out. Byte 0 of a frame: bit 5 the count mode (PART: since the last uplink; SUM: the
// running total), bit 4 the periodic uplink, bit 3 the work mode, then
//   CPL01 mode (one input): bit 2 the trigger mode, bit 1 the alarm, bit 0 the contact (1 OPEN);
//     the count (u24), the last open duration (u24, minutes), the device clock (u32);
//   CPL03 mode (three pulse inputs): bits 2-0 the calculate flag; the PA8, PA4 and PB15 counts
//     (u24 each), their rate-of-change alarms in byte 10.
//   port 2 (the vendor reads any port but 3, 4, 5 and 7 so), 11 bytes; port 3, the datalog:
//     11-byte entries of a CPL01-mode frame or, in CPL03 mode, flags, two counts and the time;
//   port 4, the settings; port 5, the device status (the only battery); port 7, the three
//     inputs' interrupt states.
// Readings: a running total (SUM) is `pulse_count` (the PA8 count in CPL03 mode); a PART count,
// the other inputs and durations stay vendor fields. So does the contact: the decoder prints bit 0
// set as OPEN, the CPL01 manual (§2.3.3, the frame this mode repeats) as Close.

const CPL03_MODE = 0x08;
const PART_COUNT = 0x20;

type Flags = { cpl03: boolean; part: boolean; tdc: string };

function flagsOf(byte: number): Flags {
  return {
    cpl03: (byte & CPL03_MODE) !== 0,
    part: (byte & PART_COUNT) !== 0,
    tdc: byte & 0x10 ? 'YES' : 'NO',
  };
}

const contactOpen = (byte: number): boolean => (byte & 0x01) !== 0;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 11);
  const out = new ResultBuilder();
  const byte = u8(bytes, 0);
  const flags = flagsOf(byte);
  out.set('WORKMOD', flags.cpl03 ? 'CPL03' : 'CPL01');
  out.set('CMOD', flags.part ? 'PART' : 'SUM');
  out.set('TDC', flags.tdc);
  if (flags.cpl03) {
    const roc = u8(bytes, 10);
    out.set('CALCULATE_FLAG', byte & 0x07);
    out.set('PA8_TOTAL_PULSE', u24be(bytes, 1));
    out.set('PA4_TOTAL_PULSE', u24be(bytes, 4));
    out.set('PB15_TOTAL_PULSE', u24be(bytes, 7));
    out.set('PA8_ROC', roc & 0x01 ? 'TRUE' : 'FALSE');
    out.set('PA4_ROC', roc & 0x02 ? 'TRUE' : 'FALSE');
    out.set('PB15_ROC', roc & 0x04 ? 'TRUE' : 'FALSE');
  } else {
    out.set('ALARM', byte & 0x02 ? 'TRUE' : 'FALSE');
    out.set('PIN_STATUS', contactOpen(byte) ? 'OPEN' : 'CLOSE');
    out.set('TTRIG_MOD', (byte & 0x04) >> 2);
    out.set('TOTAL_PULSE', u24be(bytes, 1));
    out.set('LAST_DURATION', u24be(bytes, 4));
    out.set('TIME', draginoTime(u32be(bytes, 7)));
  }
  if (!flags.part) out.reading('pulse_count', u24be(bytes, 1));
  if (bytes.length > 11) out.warn(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    const byte = u8(bytes, at);
    const flags = flagsOf(byte);
    if (time !== undefined && !flags.part) out.reading('pulse_count', u24be(bytes, at + 1), time);
    const head = [flags.cpl03 ? 'CPL03' : 'CPL01', flags.part ? 'PART' : 'SUM', flags.tdc];
    const own = flags.cpl03
      ? [byte & 0x07]
      : [byte & 0x02 ? 'TRUE' : 'FALSE', contactOpen(byte) ? 'OPEN' : 'CLOSE', (byte & 0x04) >> 2];
    const tail = [u24be(bytes, at + 1), u24be(bytes, at + 4), draginoTime(seconds)];
    return [...head, ...own, ...tail];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 0 });
  return out.build();
}

function decodeSettings(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 11);
  const out = new ResultBuilder();
  readKeepSettings(bytes, out);
  out.set('TTRIG_MOD1', u8(bytes, 7));
  out.set('TTRIG_MOD2', u8(bytes, 8));
  out.set('TTRIG_MOD3', u8(bytes, 9));
  out.set('ALARM_TDC', u8(bytes, 10));
  return out.build();
}

function decodeInterrupts(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 1);
  const out = new ResultBuilder();
  const byte = u8(bytes, 0);
  const pins = [
    ['PA8', 0x02, 0x01],
    ['PA4', 0x08, 0x04],
    ['PB15', 0x20, 0x10],
  ] as const;
  for (const [pin, trigger, status] of pins) {
    out.set(`EXTI_${pin}_Trigger`, byte & trigger ? 'TRUE' : 'FALSE');
    out.set(`EXTI_${pin}_Status`, byte & status ? 'CLOSE' : 'OPEN');
  }
  return out.build();
}

export const draginoCpl03Lb = draginoModel({
  modelId: 'dragino/cpl03-lb',
  model: 'CPL03-LB / CPL03-LS',
  readings: ['pulse_count', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    4: decodeSettings,
    5: (bytes) => decodeDraginoStatus(bytes, { 32: 'CPL03-LB' }),
    7: decodeInterrupts,
  },
});
