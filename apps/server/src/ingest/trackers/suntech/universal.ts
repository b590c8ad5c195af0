import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { unreadable } from '../text-scan.ts';
import { alertAlarm, Fields, serialData } from './fields.ts';

/**
 * The "universal" reports of the newer units (ST4300/ST4310/ST4340, ST300 families on universal
 * firmware): `<type>;<device id>;<report map>;…` without a model prefix (Suntech "Universal
 * Reporting Guide"; Traccar's decodeUniversal). The report map, in hex, says which fields follow:
 * bit 1 model, 2 firmware, 3 message type (0: stored), 4-5 date and time, 6-9 cell, 10 RSSI,
 * 11-12 latitude and longitude, 13 speed (km/h), 14 course, 15 satellites, 16 fix, 17 inputs,
 * 18 outputs, 19-21 the type's own (an alert's id, modifier, data; a status's mode, reason,
 * message number), 22 reserved, 23 the assign map and its fields.
 */
export function parseUniversal(v: string[]): TrackerEvent[] {
  const type = v[0];
  const id = v[1] ?? '';
  if (
    type !== 'STT' &&
    type !== 'ALT' &&
    type !== 'UEX' &&
    type !== 'BLE' &&
    type !== 'RES' &&
    type !== 'ALV'
  )
    return [];
  if (!isTrackerId(id)) unreadable('no device id in', v.join(';'));
  if (type === 'RES') return [{ type: 'command_result', id, text: v.join(';') }];
  if (type === 'ALV') return [{ type: 'heartbeat', id }];
  const f = new Fields(v, 2);
  // A BLE report has no map: model, firmware, date and time, latitude and longitude.
  const map = type === 'BLE' ? 0b1100000110110 : f.integer('a report map', 16);
  const bit = (n: number) => (map & (1 << n)) !== 0;
  const extra: Record<string, string | number | boolean> = { report: type };
  if (bit(1)) f.skip();
  if (bit(2)) extra.firmware = f.next();
  if (bit(3) && f.next() === '0') extra.buffered = true;
  if (!bit(4) || !bit(5)) unreadable('no date and time in', v.join(';'));
  const record: TrackerRecord = { time: f.time(), valid: false, extra };
  f.skip((bit(6) ? 1 : 0) + (bit(7) ? 1 : 0) + (bit(8) ? 1 : 0) + (bit(9) ? 1 : 0)); // cell
  if (bit(10)) extra.rssi = f.integer('an RSSI');
  if (bit(11)) record.lat = f.coordinate('a latitude');
  if (bit(12)) record.lon = f.coordinate('a longitude');
  if (type === 'BLE') {
    record.valid = true;
    extra.bleTags = f.integer('a tag count');
    return [{ type: 'records', id, records: [record] }];
  }
  if (bit(13)) record.speedKmh = f.number('a speed');
  if (bit(14)) record.course = f.number('a course');
  if (bit(15)) record.satellites = f.integer('a satellite count');
  record.valid = bit(16) ? f.next('a fix') === '1' : record.lat !== undefined && record.lon !== undefined;
  if (bit(17)) {
    // IN_STATE in binary: bit 0 ignition, then inputs 1, 2…
    const inputs = f.integer('the inputs', 2);
    record.ignition = (inputs & 1) === 1;
    record.inputs = inputs >> 1;
  }
  if (bit(18)) record.outputs = f.integer('the outputs', 2);
  if (type === 'UEX') {
    serialData(f, record);
    return [{ type: 'records', id, records: [record] }];
  }
  if (type === 'ALT') {
    if (bit(19)) alertAlarm(record, f.integer('an alert id'));
    if (bit(20)) extra.alertModifier = f.next();
    if (bit(21)) extra.alertData = f.next();
  } else {
    if (bit(19)) extra.mode = f.integer('a mode');
    if (bit(20)) extra.reason = f.integer('a reason');
    if (bit(21)) extra.index = f.integer('a message number');
  }
  record.extra = { ...extra, ...record.extra };
  if (bit(22)) f.skip();
  if (bit(23)) assigned(f, record);
  return [{ type: 'records', id, records: [record] }];
}

/**
 * The assign map (hex) and one field per bit set, kept as `io<n>`: what each assigned field holds is
 * the unit's configuration, which the report does not say (Traccar's vectors suggest backup battery
 * and main power volts in the first two, but nothing documents it, so they are not read as such).
 */
function assigned(f: Fields, record: TrackerRecord): void {
  const map = f.integer('an assign map', 16);
  for (let i = 0; i <= 30; i++) {
    if ((map & (1 << i)) === 0) continue;
    const value = f.next(`assigned field ${i + 1}`);
    if (value !== '') record.extra = { ...record.extra, [`io${i + 1}`]: value };
  }
}

/**
 * The ST4xx reports (`ST410STT`, `ST419ALT`: Traccar's decode4): firmware, model, seven cells,
 * the battery's volts, the message type, number and status, then the fix (empty without one).
 */
export function parseSt4(header: string, v: string[]): TrackerEvent[] {
  const type = header.slice(5);
  if (type !== 'STT' && type !== 'ALT') return [];
  const id = v[1] ?? '';
  if (!isTrackerId(id)) unreadable('no device id in', v.join(';'));
  const f = new Fields(v, 2);
  const firmware = f.next('a software version');
  const model = f.integer('a model');
  if (model === 41) f.skip(); // variant
  f.skip(7 * 6); // serving and neighbour cells: id, MCC, MNC, LAC, RSSI, timing advance
  const batteryV = f.number('a battery voltage');
  const buffered = f.next('a message type') === '0';
  const index = f.integer('a message number');
  f.skip(); // status
  if (f.peek()?.length === 3) f.skip(); // collaborative network
  if (model === 41) f.skip(2); // collaborative network, temperature
  const motion = model === 41 ? f.integer('a motion state') === 2 : undefined;
  const extra = {
    report: type,
    firmware,
    index,
    ...(buffered ? { buffered: true } : {}),
    ...(motion === undefined ? {} : { motion }),
  };
  if (!f.peek()) return [{ type: 'heartbeat', id, record: { batteryV, extra } }];
  const record: TrackerRecord = {
    time: f.time(),
    lat: f.coordinate('a latitude'),
    lon: f.coordinate('a longitude'),
    speedKmh: f.number('a speed'),
    course: f.number('a course'),
    satellites: f.integer('a satellite count'),
    valid: f.next('a fix') === '1',
    batteryV,
    extra,
  };
  return [{ type: 'records', id, records: [record] }];
}
