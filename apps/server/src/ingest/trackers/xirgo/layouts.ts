import type { TrackerRecord } from '../codec.ts';
import { isPlausibleFix } from '../fields.ts';
import { decimal, utcTime } from '../text-scan.ts';

/**
 * The report layouts a Xirgo unit sends by default, as Xirgo's "Communication Specification and
 * Data Format" documents list them and Traccar's XirgoProtocolDecoder reads them (PATTERN_NEW and
 * PATTERN_OLD), fields after `$$`:
 *
 * - `new` (XT-2000/XT-2060/XT-2150 OBD units, XT-2060-G rev. 1.2G): UID, EV#, D, T, LT, LN, AL,
 *   SP, AC (acceleration), DC (deceleration), RP (RPM), HD, SV, HP, MI, MG (fuel economy), BV,
 *   CQ, GS, then per event VIN/firmware, or (XT-4500/XT-6300 wired units, Traccar's optional group)
 *   reset mode, inputs 1-3 and output 1 as four 0/1 digits, ADC, fuel level, engine load, engine
 *   hours, oil pressure/level/temperature, coolant pressure/level/temperature;
 * - `old` (XT-4860 rev. 2.0J and older firmware): UID, EV#, D, T, LT, LN, AL, SP, HD, SV, HP, BV,
 *   CQ, MI, GS, then accelerometer and other per-model fields.
 *
 * D is yyyy/mm/dd and T hh:mm:ss, UTC; LT/LN degrees; AL metres; SP mph; HD degrees; HP HDOP; MI
 * miles (Traccar: knotsFromMph, metersFromMiles); BV the vehicle's battery in volts (12-14 V in
 * every vector: the external supply); CQ the modem's CSQ, 0-31; GS 1 = GPS locked.
 *
 * Which layout a unit uses is its firmware's, not said in the message: both are tried (the shapes
 * below are Traccar's patterns), and a message that fits both (some do: an all-zero speed run
 * reads either way) takes the layout the connection's earlier messages had, else `new`, as Traccar
 * does for a connection's first message.
 */
export type Layout = 'new' | 'old';

const KMH_PER_MPH = 1.609344;
const METRES_PER_MILE = 1609.344;

const signed = /^-?\d+(?:\.\d*)?$/;
const unsigned = /^\d+(?:\.\d*)?$/;
const integer = /^\d+$/;
const volts = /^\d+\.\d+$/;
const signedInteger = /^-?\d+$/;

export const isDate = (field: string | undefined) => /^\d{4}\/\d{2}\/\d{2}$/.test(field ?? '');
export const isUsDate = (field: string | undefined) => /^\d{2}\/\d{2}\/\d{4}$/.test(field ?? '');
export const isTime = (field: string | undefined) => /^\d{2}:\d{2}:\d{2}$/.test(field ?? '');

/** Field index -> its shape, after UID, EV#, D and T. */
const shapes: Record<Layout, Array<[number, RegExp]>> = {
  new: [
    [4, signed],
    [5, signed],
    [6, signed],
    [7, unsigned],
    [8, unsigned],
    [9, unsigned],
    [10, integer],
    [11, unsigned],
    [12, integer],
    [13, unsigned],
    [14, unsigned],
    [15, unsigned],
    [16, volts],
    [17, integer],
    [18, integer],
  ],
  old: [
    [4, signed],
    [5, signed],
    [6, signed],
    [7, unsigned],
    [8, unsigned],
    [9, integer],
    [10, unsigned],
    [11, volts],
    [12, integer],
    [13, unsigned],
    [14, integer],
  ],
};

/** Where each value is in a layout. */
const at: Record<
  Layout,
  {
    course: number;
    satellites: number;
    hdop: number;
    odometer: number;
    volts: number;
    csq: number;
    gps: number;
  }
> = {
  new: { course: 11, satellites: 12, hdop: 13, odometer: 14, volts: 16, csq: 17, gps: 18 },
  old: { course: 8, satellites: 9, hdop: 10, odometer: 13, volts: 11, csq: 12, gps: 14 },
};

export function layoutsFitting(v: string[]): Layout[] {
  return (['new', 'old'] as const).filter((layout) =>
    shapes[layout].every(([i, shape]) => shape.test(v[i] ?? '\u0000')),
  );
}

/** A record without its time yet; `time` is undefined when the unit's clock was not set (2000/00/00). */
export type Read = { time?: Date; record: TrackerRecord };

function timeOf(date: string, time: string, usOrder: boolean): Date | undefined {
  const d = date.split('/').map(Number);
  const t = time.split(':').map(Number);
  const [year, month, day] = usOrder ? [d[2], d[0], d[1]] : [d[0], d[1], d[2]];
  return utcTime(year as number, month as number, day as number, t[0], t[1], t[2]);
}

/** One report in a default layout (the fields already fit it). */
export function readFixed(v: string[], layout: Layout): Read {
  const f = (i: number) => v[i] as string;
  const p = at[layout];
  const lat = Number(f(4));
  const lon = Number(f(5));
  const fix = isPlausibleFix(lat, lon);
  const record: TrackerRecord = {
    time: new Date(0),
    valid: fix && f(p.gps) === '1',
    ...(fix ? { lat, lon } : {}),
    altitude: Number(f(6)),
    speedKmh: Math.round(Number(f(7)) * KMH_PER_MPH * 1000) / 1000,
    course: Number(f(p.course)),
    satellites: Number(f(p.satellites)),
    hdop: Number(f(p.hdop)),
    odometerM: Math.round(Number(f(p.odometer)) * METRES_PER_MILE),
    externalPowerV: Number(f(p.volts)),
    extra: { gpsStatus: Number(f(p.gps)), csq: Number(f(p.csq)) },
  };
  const csq = Number(f(p.csq));
  if (csq <= 31) record.gsmSignalPct = Math.round((csq / 31) * 100);
  if (layout === 'new') readNewTail(v, record);
  return { time: timeOf(f(2), f(3), false), record };
}

/** The `new` layout's engine values and, by event, VIN and firmware or the wired units' I/O group. */
function readNewTail(v: string[], record: TrackerRecord): void {
  const extra = record.extra as Record<string, number | string | boolean>;
  extra.acceleration = Number(v[8]);
  extra.deceleration = Number(v[9]);
  extra.rpm = Number(v[10]);
  extra.fuelEconomy = Number(v[15]);
  const vin = v[19] ?? '';
  if (/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) {
    extra.vin = vin;
    if (v[20]) extra.firmware = v[20];
    return;
  }
  const group: Array<[number, RegExp]> = [
    [19, /^\d$/],
    [20, /^[01]{4}$/],
    [21, unsigned],
    [22, unsigned],
    [23, integer],
    [24, integer],
    [25, integer],
    [26, integer],
    [27, signedInteger],
    [28, integer],
    [29, integer],
    [30, signedInteger],
  ];
  if (!group.every(([i, shape]) => shape.test(v[i] ?? '\u0000'))) return;
  const io = v[20] as string;
  // Inputs 1-3 then output 1, one digit each.
  record.inputs = (io[0] === '1' ? 1 : 0) | (io[1] === '1' ? 2 : 0) | (io[2] === '1' ? 4 : 0);
  record.outputs = io[3] === '1' ? 1 : 0;
  const n = (i: number) => Number(v[i]);
  Object.assign(extra, {
    adc1: n(21),
    fuelLevel: n(22),
    engineLoad: n(23),
    engineHours: n(24),
    oilPressure: n(25),
    oilLevel: n(26),
    oilTemp: n(27),
    coolantPressure: n(28),
    coolantLevel: n(29),
    coolantTemp: n(30),
  });
}

/**
 * A report in the unit's own field order (firmware with "Dynamic Message Formatting": the date
 * written mm/dd/yyyy). Traccar reads it by a per-device `form` setting our devices do not have, so
 * only what every Xirgo layout puts first is read: UID, EV#, D, T, LT, LN, and the speed (GSPT,
 * km/h, Traccar: knotsFromKph) in the place every layout has one. The altitude is not (one firmware
 * writes metres, another decimetres, at the same place: Traccar's vectors 978 and 9723 at the same
 * spot) and the GPS status has no fixed place, so a plausible fix counts as one; the other fields
 * are kept as they came, in `extra.fields`.
 */
export function readDynamic(v: string[]): Read {
  const lat = decimal(v[4]);
  const lon = decimal(v[5]);
  const fix = lat !== undefined && lon !== undefined && isPlausibleFix(lat, lon);
  const speed = unsigned.test(v[7] ?? '') ? Number(v[7]) : undefined;
  const record: TrackerRecord = {
    time: new Date(0),
    valid: fix,
    ...(fix ? { lat, lon } : {}),
    ...(speed !== undefined ? { speedKmh: speed } : {}),
    extra: { form: 'dynamic', fields: v.slice(6).join(',') },
  };
  return { time: timeOf(v[2] as string, v[3] as string, true), record };
}
