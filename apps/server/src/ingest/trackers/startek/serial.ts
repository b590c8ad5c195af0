import type { TrackerRecord } from '../codec.ts';
import { setExtra } from '../fields.ts';

type State = Omit<TrackerRecord, 'time' | 'valid'>;

/**
 * A `710` message: the lines a truck's J1939 adapter gives the unit (`T1,…`, `T2,…`, one a line),
 * read at the places Traccar's StartekProtocolDecoder.decodeSerial reads them. T1: 2 rpm, 4 fuel
 * level, 10 coolant temperature, 12 torque, 14 battery volts, 16 oil temperature, 18 throttle,
 * 23 oil pressure, 26 ignition (0 or 1; 2 and 3 unknown), 28 catalyst level. T2: 1 odometer (km),
 * 17 engine hours, 19 fuel rate, 21 fuel used. `*` and the all-ones values (4294967295…) are the
 * adapter's "not available" and are not kept.
 */
const t1: Array<[index: number, name: string]> = [
  [2, 'rpm'],
  [4, 'fuel'],
  [10, 'coolantTemp'],
  [12, 'torque'],
  [16, 'oilTemp'],
  [18, 'throttle'],
  [23, 'oilPressure'],
  [28, 'catalystLevel'],
];
const t2: Array<[index: number, name: string]> = [
  [17, 'hours'],
  [19, 'fuelConsumption'],
  [21, 'fuelUsed'],
];

const NOT_AVAILABLE = 0xffff_ffff;

function valueAt(values: string[], index: number): number | undefined {
  const text = values[index];
  if (text === undefined || !/^-?\d+(?:\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) < NOT_AVAILABLE ? value : undefined;
}

export function parseSerial(content: string): State {
  const state: State = {};
  for (const line of content.split(/\r?\n/)) {
    const values = line.split(',');
    if (values[0] === 'T1') {
      for (const [index, name] of t1) {
        const value = valueAt(values, index);
        if (value !== undefined) setExtra(state, name, value);
      }
      const power = valueAt(values, 14);
      if (power !== undefined) state.externalPowerV = power;
      const ignition = valueAt(values, 26);
      if (ignition === 0 || ignition === 1) state.ignition = ignition === 1;
    } else if (values[0] === 'T2') {
      const km = valueAt(values, 1);
      if (km !== undefined) state.odometerM = Math.round(km * 1000);
      for (const [index, name] of t2) {
        const value = valueAt(values, index);
        if (value !== undefined) setExtra(state, name, value);
      }
    }
  }
  return state;
}
