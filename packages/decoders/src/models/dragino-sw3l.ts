import { requireLength, u8, u16be, u24be, u32be, unixToIso } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { draginoTime } from './dragino-event-counter.ts';

// Dragino SW3L water flow meter, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder SW3L/SW3L Decoder TTN.txt):
//   port 2, 11 bytes: status (bits 7-2 the calculate flag: which flow sensor, so how many
//     pulses make a litre; bit 1 the continuous-flow alarm), the pulse count (u32), MOD (0: the
//     running total, Total_pulse; 1: the pulses since the last uplink, Last_pulse), a reserved
//     byte, the device clock (u32). Water_flow_value is the count in litres.
//   port 3, the datalog: 11-byte entries (status, MOD, reserved, count, time).
//   port 4, the settings; port 5, the device status.
// Only a running total is `pulse_count` (the reading is the meter's counter); the litres are
// a vendor field. Pulses per litre by flag: 450 (SW3L-006), 390 (-010), 64 (-040), 12; the TTN
// codec (vendor/dragino/sw3l.js) has an older 450 / 360 / 60, and Dragino's decoder meant 12
// for flag 3 but its `if` chain overwrites it with 450: we use 12.

const ENTRY = 11;
const PULSES_PER_LITRE: Record<number, number> = { 0: 450, 1: 390, 2: 64, 3: 12 };
const MODES: Record<number, string> = { 0: 'Total_pulse', 1: 'Last_pulse' };

function litres(pulses: number, flag: number): number | undefined {
  const per = PULSES_PER_LITRE[flag];
  return per === undefined ? undefined : Number.parseFloat((pulses / per).toFixed(1));
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, ENTRY);
  const out = new ResultBuilder();
  const flag = (u8(bytes, 0) & 0xfc) >> 2;
  const pulses = u32be(bytes, 1);
  const mode = u8(bytes, 5);
  out.set('MOD', mode);
  out.set('Calculate_flag', flag);
  out.set('Alarm', u8(bytes, 0) & 0x02 ? 'TRUE' : 'FALSE');
  const flow = litres(pulses, flag);
  if (flow === undefined) out.warn(`unknown calculate flag ${flag}; no flow value`);
  else out.set('Water_flow_value', flow);
  const name = MODES[mode];
  if (name === undefined) {
    out.set('Total_pulse', pulses);
    out.warn(`unknown MOD ${mode}; the pulse count is not stored`);
  } else {
    out.set(name, pulses);
    if (mode === 0) out.reading('pulse_count', pulses);
  }
  out.set('Data_time', draginoTime(u32be(bytes, 7)));
  if (bytes.length > ENTRY) out.warn(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, ENTRY);
  const out = new ResultBuilder();
  const complete = Math.floor(bytes.length / ENTRY) * ENTRY;
  let log = '';
  for (let at = 0; at < complete; at += ENTRY) {
    const flag = (u8(bytes, at) & 0xfc) >> 2;
    const mode = u8(bytes, at + 1);
    const pulses = u32be(bytes, at + 3);
    const seconds = u32be(bytes, at + 7);
    const flow = litres(pulses, flag);
    log += `[${u8(bytes, at) & 0x02 ? 'TRUE' : 'FALSE'},${flag},${mode},${pulses},${flow === undefined ? '' : flow.toFixed(1)},${draginoTime(seconds)}],`;
    if (mode !== 0) continue;
    const time = unixToIso(seconds);
    if (time === undefined) {
      out.warn(`datalog entry ${at / ENTRY + 1} has no valid timestamp (${seconds}); not stored`);
    } else {
      out.reading('pulse_count', pulses, time);
    }
  }
  out.set('DATALOG', log);
  if (complete < bytes.length) {
    out.warn(`payload truncated: datalog entry at byte ${complete} is incomplete; not decoded`);
  }
  return out.build();
}

function decodeSettings(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  out.set('TDC', u24be(bytes, 0));
  out.set('Stop_Timer', u8(bytes, 4));
  out.set('Alarm_Timer', u16be(bytes, 5));
  return out.build();
}

export const draginoSw3l: ModelDecoder = {
  modelId: 'dragino/sw3l',
  vendor: 'Dragino',
  model: 'SW3L',
  fPorts: [2, 3, 4, 5],
  defaultFPort: 2,
  readings: ['pulse_count', 'battery_mv'],
  location: false,
  decode(bytes, fPort) {
    if (fPort === 3) return decodeDatalog(bytes);
    if (fPort === 4) return decodeSettings(bytes);
    if (fPort === 5) return decodeDraginoStatus(bytes, { 17: 'SW3L' });
    return decodeFrame(bytes);
  },
  commands: draginoCommands(sources.dragino),
};
