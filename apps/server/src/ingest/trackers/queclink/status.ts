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
  }
  if (Object.keys(extra).length > 0) record.extra = extra;
  return record;
}
