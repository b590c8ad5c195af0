import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { decimal, unreadable } from '../text-scan.ts';
import { alertAlarm, emergencyAlarm, Fields, isCoordinate, isDate, serialData } from './fields.ts';

/**
 * The model-prefixed ("legacy") reports: `<model><type>;<device id>;…`, e.g. `ST300STT`,
 * `SA200ALT`, `ST600EMG` (Suntech ST300/ST340 operation manual, chapters 5-6; Traccar's
 * SuntechProtocolDecoder.decode2356). Fields: [MODEL] (ST3xx, ST500, ST600), SW_VER, DATE, TIME,
 * CELL (ST600: cell, MCC, MNC, LAC, RSSI; ST500: none), LAT, LON, SPD (km/h), CRS, SATT, FIX,
 * DIST (metres), PWR_VOLT, I/O (ignition, inputs 1-3, outputs 1-2, one character each), then
 * the type's own field, then H_METER, BCK_VOLT and MSG_TYPE when the unit is set to send them.
 */
export function parseLegacy(header: string, v: string[]): TrackerEvent[] {
  const model = header.slice(0, -3);
  const type = header.slice(-3);
  if (v[1] === 'Res') return [{ type: 'command_result', id: idOf(v[2], v), text: v.join(';') }];
  const id = idOf(v[1], v);
  switch (type) {
    case 'ALV':
      return [{ type: 'heartbeat', id }];
    case 'HTE': {
      // A trip's summary (start and end, distance): no fix of its own; the driver who drove it.
      const driverId = v.at(-1) ?? '';
      return [
        { type: 'heartbeat', id, record: { extra: { report: 'HTE', ...(driverId ? { driverId } : {}) } } },
      ];
    }
    case 'STT':
    case 'EMG':
    case 'EVT':
    case 'ALT':
    case 'UEX':
      return [{ type: 'records', id, records: [reportOf(model, type, v)] }];
    default:
      // Answers to configuration (NTW, RPT…) without `Res`, and reports we do not read.
      return [];
  }
}

function idOf(field: string | undefined, v: string[]): string {
  if (!isTrackerId(field ?? '')) unreadable('no device id in', v.join(';'));
  return field as string;
}

function reportOf(model: string, type: string, v: string[]): TrackerRecord {
  const f = new Fields(v, 2);
  // MODEL (two digits, ST300 series, ST500, ST600) stands before SW_VER where the unit sends it; the
  // older layouts (SA200, the ST33x0 manuals' `ST3340STT;850000;010;20090724;…`, the ST300 manual's
  // own StatusReq answer) go from SW_VER straight to the date: told apart by where the date is.
  if (!isDate(v[3]) && isDate(v[4])) f.skip(); // model id
  const firmware = f.next('a software version');
  const time = f.time();
  if (model !== 'ST500') f.skip(model === 'ST600' ? 5 : 1); // serving cell (ST600: cell, MCC, MNC, LAC, RSSI)
  const record: TrackerRecord = {
    time,
    lat: f.coordinate('a latitude'),
    lon: f.coordinate('a longitude'),
    speedKmh: f.number('a speed'),
    course: f.number('a course'),
    satellites: f.integer('a satellite count'),
    valid: f.next('a fix') === '1',
    odometerM: f.integer('a distance'),
    externalPowerV: f.number('a power voltage'),
    extra: { report: type, firmware },
  };
  io(record, f.next('the inputs and outputs'));
  switch (type) {
    case 'STT':
      record.extra = { ...record.extra, mode: f.integer('a mode'), index: f.integer('a message number') };
      break;
    case 'EMG':
      emergencyAlarm(record, f.integer('an emergency id'));
      break;
    case 'EVT':
      record.extra = { ...record.extra, event: f.integer('an event id') };
      break;
    case 'ALT':
      alertAlarm(record, f.integer('an alert id'));
      break;
    case 'UEX':
      serialData(f, record);
      break;
  }
  hourMeterBlock(f, record);
  return record;
}

/** I/O: `1` is on; ignition, input 1, 2, 3, output 1, 2 (later models add characters after them). */
function io(record: TrackerRecord, field: string): void {
  if (!/^[01]{6,}$/.test(field)) return;
  const on = (i: number) => field[i] === '1';
  record.ignition = on(0);
  record.inputs = (on(1) ? 1 : 0) | (on(2) ? 2 : 0) | (on(3) ? 4 : 0);
  record.outputs = (on(4) ? 1 : 0) | (on(5) ? 2 : 0);
}

/**
 * H_METER (minutes of driving), BCK_VOLT and MSG_TYPE (0: stored while out of coverage), sent only
 * when the unit's HBM setting is on, which the message does not say: taken when the next three
 * fields have exactly that shape (a count, a backup cell's few volts, 0 or 1), as Traccar does with
 * its per-device `hbm` setting.
 */
function hourMeterBlock(f: Fields, record: TrackerRecord): void {
  const [hours, volts, kind] = f.values.slice(f.at, f.at + 3);
  if (!/^\d{1,10}$/.test(hours ?? '') || !/^\d\.\d{1,2}$/.test(volts ?? '') || !/^[01]$/.test(kind ?? ''))
    return;
  f.skip(3);
  // 0.0: no backup cell connected (or a model without one), not an empty one.
  if (Number(volts) > 0) record.batteryV = decimal(volts);
  record.extra = {
    ...record.extra,
    hourMeterMinutes: Number(hours),
    ...(kind === '0' ? { buffered: true } : {}),
  };
}

/** The ST9xx personal trackers' reports: `ST910;Location|Emergency|Alert;<id>;…` (Traccar's decode9). */
export function parseSt9(v: string[]): TrackerEvent[] {
  const kind = v[1];
  if (kind !== 'Location' && kind !== 'Emergency' && kind !== 'Alert') return [];
  const id = idOf(v[2], v);
  const f = new Fields(v, 3);
  // Protocol type 1 leaves the firmware out of an alert and adds the cell and an odometer.
  const firmware = isDate(f.peek()) ? undefined : f.next();
  const time = f.time();
  const cell = isCoordinate(f.peek()) ? undefined : f.next();
  const record: TrackerRecord = {
    time,
    lat: f.coordinate('a latitude'),
    lon: f.coordinate('a longitude'),
    speedKmh: f.number('a speed'),
    course: f.number('a course'),
    valid: f.next('a fix') === '1',
    extra: { report: kind, ...(firmware ? { firmware } : {}) },
  };
  if (cell !== undefined) record.odometerM = f.integer('a distance');
  else if (/^\d\.\d{1,2}$/.test(f.peek() ?? '')) record.batteryV = f.number('a battery voltage');
  if (kind === 'Emergency') record.alarms = ['sos'];
  if (kind === 'Alert') record.extra = { ...record.extra, alarm: 'general' };
  return [{ type: 'records', id, records: [record] }];
}
