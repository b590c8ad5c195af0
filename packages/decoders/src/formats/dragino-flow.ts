import { requireLength, u8, u16be, u24be, u32be } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { draginoTime } from './dragino-datalog.ts';

// What the SW3L water flow meter and its LB successor share (models/dragino-sw3l.ts,
// models/dragino-sw3l-lb.ts), big-endian, names as Dragino's decoders: the pulse count (u32 at
// bytes 1-4) of the port 2 frame, in litres by the calculate flag (which flow sensor), named by
// MOD (0: the running total, Total_pulse; 1: the pulses since the last uplink, Last_pulse), the
// device clock at bytes 7-10; and the port 4 settings.
// Only a running total is `pulse_count` (the reading is the meter's counter); the litres are a
// vendor field. Pulses per litre by flag: 450 (SW3L-006), 390 (-010), 64 (-040), 12 (where
// Dragino's decoders divide otherwise, see the models); another flag gives no litres.

export const FLOW_FRAME = 11;
const PULSES_PER_LITRE: Record<number, number> = { 0: 450, 1: 390, 2: 64, 3: 12 };

function litres(pulses: number, flag: number): number | undefined {
  const per = PULSES_PER_LITRE[flag];
  return per === undefined ? undefined : Number.parseFloat((pulses / per).toFixed(1));
}

/** The litres as a datalog column: one decimal, empty for a flag with no litres. */
export function litresColumn(pulses: number, flag: number): string {
  return litres(pulses, flag)?.toFixed(1) ?? '';
}

/**
 * The rest of a port 2 frame after the model's own status fields: Water_flow_value, the count
 * named by `mode`, Data_time, and a warning for bytes past the frame.
 */
export function readFlowCount(bytes: Uint8Array, out: ResultBuilder, flag: number, mode: number): void {
  const pulses = u32be(bytes, 1);
  const flow = litres(pulses, flag);
  if (flow === undefined) out.warn(`unknown calculate flag ${flag}; no flow value`);
  else out.set('Water_flow_value', flow);
  if (mode === 1) {
    out.set('Last_pulse', pulses);
  } else {
    out.set('Total_pulse', pulses);
    if (mode === 0) out.reading('pulse_count', pulses);
    else out.warn(`unknown MOD ${mode}; the pulse count is not stored`);
  }
  out.set('Data_time', draginoTime(u32be(bytes, 7)));
  if (bytes.length > FLOW_FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FLOW_FRAME} bytes decoded`);
}

/** Port 4: the uplink interval (s), the stop timer and the continuous-flow alarm timer. */
export function decodeFlowSettings(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  out.set('TDC', u24be(bytes, 0));
  out.set('Stop_Timer', u8(bytes, 4));
  out.set('Alarm_Timer', u16be(bytes, 5));
  return out.build();
}
