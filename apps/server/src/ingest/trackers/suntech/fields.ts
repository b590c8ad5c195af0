import { FrameError } from '../bytes.ts';
import type { TrackerAlarm, TrackerRecord } from '../codec.ts';
import { decimal, utcTime } from '../text-scan.ts';

/**
 * Reading a Suntech message's `;`-separated fields in order; a field that is missing or not what
 * its place says (a date, a number) throws `FrameError`, so the message is counted as malformed.
 */
export class Fields {
  readonly values: string[];
  at: number;

  constructor(values: string[], at: number) {
    this.values = values;
    this.at = at;
  }

  has(): boolean {
    return this.at < this.values.length;
  }
  peek(): string | undefined {
    return this.values[this.at];
  }
  next(what = 'a field'): string {
    const value = this.values[this.at];
    if (value === undefined) throw new FrameError(`no ${what} at field ${this.at + 1}`);
    this.at += 1;
    return value;
  }
  skip(n = 1): void {
    for (let i = 0; i < n; i++) this.next();
  }
  number(what: string): number {
    const value = decimal(this.next(what));
    if (value === undefined) throw new FrameError(`${what} is not a number at field ${this.at}`);
    return value;
  }
  integer(what: string, radix = 10): number {
    const text = this.next(what);
    const pattern = radix === 16 ? /^[0-9A-Fa-f]{1,8}$/ : radix === 2 ? /^[01]{1,31}$/ : /^\d{1,10}$/;
    if (!pattern.test(text)) throw new FrameError(`${what} is not an integer at field ${this.at}`);
    return Number.parseInt(text, radix);
  }
  /** A signed decimal degree, `+37.478519` or `-046.322176`. */
  coordinate(what: string): number {
    const text = this.next(what);
    if (!isCoordinate(text)) throw new FrameError(`${what} is not a coordinate at field ${this.at}`);
    return Number(text);
  }
  /** `yyyyMMdd;HH:mm:ss`, UTC. */
  time(): Date {
    const date = this.next('a date');
    const clock = this.next('a time');
    const d = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
    const t = /^(\d{2}):(\d{2}):(\d{2})$/.exec(clock);
    const time =
      d && t
        ? utcTime(Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3]))
        : undefined;
    if (!time) throw new FrameError(`no date and time in "${date};${clock}"`);
    return time;
  }
}

export const isDate = (field: string | undefined) => /^\d{8}$/.test(field ?? '');
export const isCoordinate = (field: string | undefined) => /^[-+]?\d{1,3}\.\d+$/.test(field ?? '');

/** EMG_ID (ST300 manual, emergency report): 1 panic button, 2 parking lock, 3 main power removed, 5/6 anti-theft (door), 7 motion, 8 shock. */
export function emergencyAlarm(record: TrackerRecord, id: number): void {
  const alarm: Record<number, TrackerAlarm> = {
    1: 'sos',
    3: 'power_cut',
    5: 'door',
    6: 'door',
    7: 'movement',
    8: 'vibration',
  };
  addAlarm(record, alarm[id], id === 2 ? 'parking' : undefined);
  record.extra = { ...record.extra, emergency: id };
}

/**
 * ALERT_ID as Traccar's decoder reads it (the ST300 manual's alert table), with 49 (over speed from
 * Driver Pattern Analysis, the table's own wording) as the overspeed it is.
 */
export function alertAlarm(record: TrackerRecord, id: number): void {
  const alarm: Record<number, TrackerAlarm> = {
    1: 'overspeed',
    5: 'geofence_exit',
    6: 'geofence_enter',
    // "the vehicle battery goes down to a very low level" (the unit's external supply).
    14: 'low_external_power',
    15: 'vibration',
    16: 'accident',
    41: 'power_cut',
    42: 'sos',
    46: 'harsh_acceleration',
    47: 'harsh_braking',
    49: 'overspeed',
    132: 'door',
  };
  const other: Record<number, string> = { 40: 'power_restored', 50: 'jamming' };
  addAlarm(record, alarm[id], other[id]);
  record.extra = { ...record.extra, alert: id };
}

function addAlarm(record: TrackerRecord, alarm: TrackerAlarm | undefined, other: string | undefined) {
  if (alarm) record.alarms = [...(record.alarms ?? []), alarm];
  if (other) record.extra = { ...record.extra, alarm: other };
}

/**
 * Serial data from an external device (UEX): its length, the data (which may itself hold `;`),
 * then a checksum field. Kept as text; a Suntech driver id reader (`GTSL|…|<id>|…`) gives the driver.
 */
export function serialData(f: Fields, record: TrackerRecord): void {
  let remaining = f.integer('a serial data length');
  const parts: string[] = [];
  while (remaining > 0 && f.has()) {
    const part = f.next();
    parts.push(part);
    remaining -= part.length + 1;
  }
  const data = parts.join(';').trim();
  const driver = data.startsWith('GTSL') ? data.split('|')[4] : undefined;
  record.extra = { ...record.extra, serial: data.slice(0, 500), ...(driver ? { driverId: driver } : {}) };
  if (f.has()) f.skip(); // checksum
}
