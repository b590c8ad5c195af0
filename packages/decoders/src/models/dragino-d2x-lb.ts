import { requireLength, s8, s16be, u8, u16be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { readExti } from '../formats/dragino-lsn50.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { probeTemperature } from './dragino-lsn50v2-d20.ts';

// Dragino D20-LB / D20S-LB / D22-LB / D23-LB (TTN's d2x-lb): one to three DS18B20 probes, the
// LSN50v2-D20's successors, big-endian. Names as Dragino's decoder (dragino/dragino-end-node-decoder
// D20-LB&D20S-LB&D22-LB&D23-LB/D23-LB_v1.3_TTN_decode.txt), Node_type left out:
//   port 2, 11 bytes, the work mode in byte 6 bits 6-2: mode 3, battery (mV), probe 1 (red, bytes
//     2-3), the interrupt (bit 0) and PA8 level (bit 7), probes 2 and 3 (white, black: bytes 7-10);
//     every probe s16 / 10 °C, 0x7FFF when absent ("NULL" for probe 1, left out for 2 and 3).
//     Mode 31: the alarm thresholds (°C, signed). The vendor prints nothing else for either mode;
//     we keep the battery in both, and only the battery, with a warning, in another mode.
//   port 3, the datalog: three words / 10, the PA8 level, the interrupt, the time. Which word is
//     which probe is not documented (port 2 puts probe 1 apart from 2 and 3): vendor fields only.
//   port 5, the device status.
// Probe 1 is `external_temperature` (as on the LSN50v2-D20); probes 2 and 3 stay vendor fields.

const FRAME = 11;
const NO_PROBE = 0x7fff;
const MODE_PROBES = 3;
const MODE_ALARM_SETTINGS = 31;

const tenths = (bytes: Uint8Array, at: number): number => s16be(bytes, at) / 10;

function decodeProbes(bytes: Uint8Array, out: ResultBuilder): void {
  readExti(u8(bytes, 6), out);
  out.set('TempC1', u16be(bytes, 2) === NO_PROBE ? 'NULL' : tenths(bytes, 2));
  if (u16be(bytes, 7) !== NO_PROBE) out.set('TempC2', tenths(bytes, 7));
  if (u16be(bytes, 9) !== NO_PROBE) out.set('TempC3', tenths(bytes, 9));
  probeTemperature(out, u16be(bytes, 2), 1);
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const mode = (u8(bytes, 6) & 0x7c) >> 2;
  const millivolts = u16be(bytes, 0);
  out.set('BatV', millivolts / 1000);
  out.reading('battery_mv', millivolts);
  if (mode === MODE_PROBES) {
    decodeProbes(bytes, out);
  } else if (mode === MODE_ALARM_SETTINGS) {
    out.set('TEMPC1_MIN', s8(bytes, 4));
    out.set('TEMPC1_MAX', s8(bytes, 5));
    out.set('TEMPC2_MIN', s8(bytes, 7));
    out.set('TEMPC2_MAX', s8(bytes, 8));
    out.set('TEMPC3_MIN', s8(bytes, 9));
    out.set('TEMPC3_MAX', s8(bytes, 10));
  } else {
    out.warn(`unknown working mode ${mode}; only the battery was decoded`);
  }
  if (bytes.length > FRAME) out.warn(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, _time: string | undefined, seconds: number) => {
    const status = u8(bytes, at + 6);
    return [
      tenths(bytes, at),
      tenths(bytes, at + 2),
      tenths(bytes, at + 4),
      status & 0x02 ? 'High' : 'Low',
      status & 0x01 ? 'True' : 'False',
      draginoTime(seconds),
    ];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 6 });
  out.warn('datalog entries kept as fields: which word is which probe is not documented');
  return out.build();
}

export const draginoD2xLb = draginoModel({
  modelId: 'dragino/d2x-lb',
  model: 'D20-LB / D22-LB / D23-LB',
  readings: ['external_temperature', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 25: 'D23-LB' }),
  },
});
