import type { TrackerRecord } from '../codec.ts';
import { decimal } from '../text-scan.ts';
import { time14Of } from './position.ts';

/**
 * +RESP:GTINF, the periodic device information report:
 * `<state>,<ICCID>,<CSQ RSSI>,<CSQ BER>,<external power supply 0|1>,<mileage km (GL) or
 * external power mV (GV)>,<reserved>,<battery V>,<charging>,...,<last GPS fix UTC time>,
 * <battery %> (GL series),...`. GL300 protocol 3.3.2; GV300's layout differs after the
 * battery, so only the fields both share, and the percentage after the fix time where the
 * mileage says it is a battery-powered GL unit, are read.
 */
export function statusOf(v: string[]): Omit<TrackerRecord, 'time' | 'valid'> {
  const record: Omit<TrackerRecord, 'time' | 'valid'> = {};
  const extra: Record<string, number | string | boolean> = {};
  const state = v[4] ?? '';
  if (/^[0-9A-F]{2}$/i.test(state)) {
    const value = Number.parseInt(state, 16);
    if ((value & 0xf0) === 0x10) record.ignition = false;
    if ((value & 0xf0) === 0x20) record.ignition = true;
    extra.motionState = state;
  }
  if (/^[0-9A-Fa-f]{19,20}$/.test(v[5] ?? '')) extra.iccid = v[5] as string;
  const rssi = decimal(v[6]);
  // CSQ 0..31 (99: unknown).
  if (rssi !== undefined && rssi <= 31) record.gsmSignalPct = Math.round((rssi / 31) * 100);
  if (v[8] === '0' || v[8] === '1') extra.externalPower = v[8] === '1';

  const mileageOrPower = v[9] ?? '';
  const battery = v.length > 11 ? decimal(v[11]) : undefined;
  if (battery !== undefined && battery < 10) record.batteryV = battery;
  if (/^\d+\.\d+$/.test(mileageOrPower)) {
    record.odometerM = Math.round(Number(mileageOrPower) * 1000);
    const fixAt = v.findIndex((field, i) => i > 11 && i < v.length - 2 && time14Of(field) !== undefined);
    const percent = fixAt > 0 ? decimal(v[fixAt + 1]) : undefined;
    if (percent !== undefined && Number.isInteger(percent) && percent <= 100) record.batteryPct = percent;
  } else if (/^\d{4,5}$/.test(mileageOrPower)) {
    record.externalPowerV = Number(mileageOrPower) / 1000;
    // A second power input in mV after the first (GV600M/GV600MG, Traccar's `power2`); the GV350M
    // and GV310LAU send an expand mask or network type there, the GV500VC a VIN before it all.
    const second = v[10] ?? '';
    if (/^\d{4,5}$/.test(second) && !noSecondPower.has(model(v))) extra.power2 = Number(second) / 1000;
  }
  if (model(v) === '6E') Object.assign(extra, analogInputs(v));
  if (Object.keys(extra).length > 0) record.extra = extra;
  return record;
}

const model = (v: string[]) => (v[1] ?? '').slice(0, 2).toUpperCase();

/** GV350M, GV310LAU, GV500VC: no second power after the first (Traccar's decodeInf). */
const noSecondPower = new Set(['F1', '6E', '2D']);

/**
 * GV310LAU (6E): after the last fix time, a pin mask and the three analog inputs in mV, then the
 * digital input and output (Traccar's decodeInf reads adc1..3 there; the GV300 protocol
 * TRACGV300AN002's GTINF gives the analog inputs before <Digital Input>). In volts as `adc1..3`.
 */
function analogInputs(v: string[]): Record<string, number> {
  const fixAt = v.findIndex((field, i) => i > 11 && i < v.length - 2 && time14Of(field) !== undefined);
  const out: Record<string, number> = {};
  if (fixAt < 0 || !/^[0-9A-Fa-f]{2}$/.test(v[fixAt + 5] ?? '')) return out;
  for (let n = 1; n <= 3; n++) {
    const mv = v[fixAt + 1 + n] ?? '';
    if (/^\d{1,5}$/.test(mv)) out[`adc${n}`] = Number(mv) / 1000;
  }
  return out;
}
