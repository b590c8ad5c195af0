import type { TrackerAlarm, TrackerEvent, TrackerRecord } from '../codec.ts';
import { ascii, decimal, unreadable } from '../text-scan.ts';
import { readEriAccessories } from './accessories.ts';
import { readAccessoryReport } from './bluetooth.ts';
import {
  appendedSatellites,
  blockOdometerKm,
  blockRecord,
  findBlocks,
  tailOf,
  time14Of,
} from './position.ts';
import { statusOf } from './status.ts';

/**
 * One Queclink @Track text message (without its `$`) to events, per the @Track Air Interface
 * Protocol (GL300 TRACGL300AN001, GV300 TRACGV300AN002 and their siblings):
 * - `+RESP:GTxxx` reports and `+BUFF:GTxxx` (the same, kept in the buffer while the server
 *   was unreachable: history to back-fill) become `records`;
 * - `+ACK:GTHBD` is the heartbeat, answered `+SACK:GTHBD,<protocol version>,<count>$`;
 * - `+ACK:GTxxx` for anything else acknowledges a command (`command_result`), as do the
 *   `+RESP` replies to real-time queries (`AT+GTRTO`: GTVER, GTGPS, GTALL...);
 * - `+RESP:GTINF` (device information: battery, power, signal) is a `heartbeat` with state.
 * Every message but the heartbeat is answered `+SACK:<count>$`, the server acknowledgement the
 * tracker waits for when SACK is enabled (AT+GTSRI / AT+GTQSS), once the listener has stored it.
 */
export function parseQueclink(text: string): TrackerEvent[] {
  const match = /^\+(RESP|BUFF|ACK):GT([A-Z0-9]{3}),/.exec(text);
  if (!match) unreadable('not an @Track message', text);
  const kind = match[1] as 'RESP' | 'BUFF' | 'ACK';
  const type = match[2] as string;
  const v = text.split(',');
  // Early firmware (GT300, GL100) sends no protocol version (nor device name): the IMEI comes
  // first. Its positions are found by their shape all the same; its GTINF fields stand elsewhere.
  const early = !isDeviceId(v[2]) && /^\d{15}$/.test(v[1] ?? '');
  if (early) v.splice(1, 0, '');
  const version = v[1] ?? '';
  const id = v[2] ?? '';
  if (!isDeviceId(id)) unreadable('no device id in', text);
  const count = v[v.length - 1] ?? '';
  const sack = /^[0-9A-Fa-f]{4}$/.test(count) ? ascii(`+SACK:${count}$`) : undefined;

  if (kind === 'ACK') {
    if (type === 'HBD') {
      return [{ type: 'heartbeat', id, ...(sack ? { ack: ascii(`+SACK:GTHBD,${version},${count}$`) } : {}) }];
    }
    return [{ type: 'command_result', id, text, ...(sack ? { ack: sack } : {}) }];
  }
  if (queryReplies.has(type)) return [{ type: 'command_result', id, text, ...(sack ? { ack: sack } : {}) }];
  if (type === 'INF') {
    return [
      { type: 'heartbeat', id, ...(early ? {} : { record: statusOf(v) }), ...(sack ? { ack: sack } : {}) },
    ];
  }

  // The send time, or where a unit leaves it out (some +BUFF history), the first fix's time.
  const sendTime = time14Of(v[v.length - 2]) ?? time14Of(v[(findBlocks(v)[0] ?? -3) + 2]);
  if (!sendTime) unreadable('no send time in', text);
  const records = recordsOf(v, type, sendTime);
  for (const record of records) {
    record.extra = { ...record.extra, report: `GT${type}`, ...(kind === 'BUFF' ? { buffered: true } : {}) };
  }
  return [{ type: 'records', id, records, ...(sack ? { ack: sack } : {}) }];
}

const isDeviceId = (field: string | undefined) => /^(?:\d{6,20}|[0-9A-F]{14})$/i.test(field ?? '');

/** The real-time query replies (AT+GTRTO sub-commands), answers to a command of ours. */
const queryReplies = new Set(['VER', 'GPS', 'ALL', 'BAT', 'CID', 'CSQ', 'TMZ', 'AIF', 'GSV', 'PDP']);

function recordsOf(v: string[], type: string, sendTime: Date): TrackerRecord[] {
  const blocks = findBlocks(v);
  const model = (v[1] ?? '').slice(0, 2).toUpperCase();
  const records = blocks.map((at, n) => {
    const record = blockRecord(v, at, sendTime);
    const next = blocks[n + 1];
    const odometerKm = blockOdometerKm(v, at, next === undefined ? v.length - 2 : next - 4);
    if (odometerKm !== undefined) record.odometerM = Math.round(odometerKm * 1000);
    const satellites = appendedSatellites(v, at, model);
    if (satellites !== undefined) record.satellites = satellites;
    return record;
  });
  // No fix and no last position (empty coordinates): the report still happened, at its send time.
  const last: TrackerRecord = records.at(-1) ?? { time: sendTime, valid: false };
  if (records.length === 0) records.push(last);

  const lastAt = blocks.at(-1);
  if (lastAt !== undefined) {
    const tail = tailOf(v, lastAt, model);
    if (tail.batteryPct !== undefined) last.batteryPct = tail.batteryPct;
    if (tail.status) {
      if (tail.status.ignition !== undefined) last.ignition = tail.status.ignition;
      last.inputs = tail.status.inputs;
      last.outputs = tail.status.outputs;
    }
    if (type === 'ERI') readEriAccessories(v, lastAt, last);
    // GTCTN (GL5xx): the battery percentage is the field before the position block, where
    // Traccar's decoder reads it (no protocol document of it found).
    const before = v[(blocks[0] ?? 0) - 5];
    if (type === 'CTN' && last.batteryPct === undefined && /^(?:\d{1,2}|100)$/.test(before ?? '')) {
      last.batteryPct = Number(before);
    }
  }
  applyEvent(last, v, type, blocks[0]);
  return records;
}

/** What the report's type says, read from a text report's fields. */
function applyEvent(record: TrackerRecord, v: string[], type: string, firstAt: number | undefined): void {
  const facts: ReportFacts = {};
  if (type === 'BPL') {
    const volts = decimal(v[4]);
    if (volts !== undefined && volts < 100) facts.batteryV = volts;
  }
  if (type === 'STT') facts.motionState = v[4] ?? '';
  // The report type just before <Number>: 1 entered geofence <report id>, 0 left it.
  if (type === 'GEO' && firstAt !== undefined) facts.geofenceEnter = reportType(v[firstAt - 6]) === '1';
  if (type === 'HBM') facts.harshKind = Number.parseInt(v[5] ?? '', 16) % 16;
  applyReportEvent(record, type, facts);
  if (firstAt !== undefined) record.extra = { ...record.extra, ...reportValues(v, type, firstAt) };
  if ((type === 'BAA' || type === 'BID') && firstAt !== undefined)
    readAccessoryReport(v, type, firstAt, record);
}

/**
 * The values a few reports carry before their position block (GV300W/GV350M protocol):
 * GTDAT's transparent data (what an attached device sent), GTDAR's driver-attention warning
 * type (1 fatigue, with its degree), and GTHBM's cornering (harsh behaviour type 2), which is no
 * alarm of ours but what the driver did. GTBAA's and GTBID's Bluetooth accessory: bluetooth.ts.
 */
function reportValues(v: string[], type: string, firstAt: number): Record<string, string | number> {
  const hdopAt = firstAt - 4;
  if (type === 'DAT' && hdopAt > 4) return { data: v[hdopAt - 1] ?? '' };
  if (type === 'DAR' && /^\d+$/.test(v[4] ?? '')) {
    const out: Record<string, number> = { warningType: Number(v[4]) };
    if (v[4] === '1' && /^\d+$/.test(v[5] ?? '')) out.fatigueDegree = Number(v[5]);
    return out;
  }
  if (type === 'HBM' && Number.parseInt(v[5] ?? '', 16) % 16 === 2) return { harshBehaviour: 'cornering' };
  return {};
}

/**
 * What a report carries besides its type that the type's meaning needs: the backup battery's
 * volts (GTBPL), the motion state (GTSTT, two hex digits), whether a geofence was entered
 * (GTGEO's report type), the harsh behaviour's kind (GTHBM's report type).
 */
export type ReportFacts = {
  batteryV?: number;
  motionState?: string;
  geofenceEnter?: boolean;
  harshKind?: number;
};

/**
 * What the report's type (`FRI`, `SOS`, `IGN`... without `GT`) says: an alarm, the ignition, the
 * power. Shared by the text and the binary (HEX) forms, which name the same reports.
 */
export function applyReportEvent(record: TrackerRecord, type: string, facts: ReportFacts): void {
  const alarms: TrackerAlarm[] = [];
  switch (type) {
    case 'SOS':
      alarms.push('sos');
      break;
    case 'SPD':
      alarms.push('overspeed');
      break;
    case 'TOW':
      alarms.push('tow');
      break;
    case 'BPL':
      alarms.push('low_battery');
      if (facts.batteryV !== undefined) record.batteryV = facts.batteryV;
      break;
    case 'MPF':
    case 'EPF':
      alarms.push('power_cut');
      record.extra = { ...record.extra, externalPower: false };
      break;
    case 'MPN':
    case 'EPN':
      record.extra = { ...record.extra, externalPower: true };
      break;
    case 'PNA':
    case 'PFA':
      record.extra = { ...record.extra, devicePower: type === 'PNA' };
      break;
    case 'IGN':
    case 'VGN':
      record.ignition = true;
      break;
    case 'IGF':
    case 'VGF':
      record.ignition = false;
      break;
    case 'CRA':
      alarms.push('accident');
      break;
    case 'STT':
      alarms.push(...motionState(record, facts.motionState ?? ''));
      break;
    case 'GEO':
      if (facts.geofenceEnter !== undefined)
        alarms.push(facts.geofenceEnter ? 'geofence_enter' : 'geofence_exit');
      break;
    case 'HBM': {
      // Harsh behaviour: 0/3 braking, 1/4 acceleration (2 is cornering, not an alarm of ours).
      const kind = facts.harshKind;
      if (kind === 0 || kind === 3) alarms.push('harsh_braking');
      if (kind === 1 || kind === 4) alarms.push('harsh_acceleration');
      break;
    }
  }
  if (alarms.length > 0) record.alarms = alarms;
}

/** `<report id><report type>` in one field (GV series, `10`) or the type alone (GL300, `0`). */
function reportType(field: string | undefined): string {
  return (field ?? '').slice(-1);
}

/**
 * GTSTT's motion state: 1x ignition off, 2x ignition on, 4x no ignition; x1 rest, x2 moving;
 * 16 towed, 1A "fake tow" (moving without ignition, not yet confirmed).
 */
function motionState(record: TrackerRecord, state: string): TrackerAlarm[] {
  if (!/^[0-9A-F]{2}$/i.test(state)) return [];
  const value = Number.parseInt(state, 16);
  if ((value & 0xf0) === 0x10) record.ignition = false;
  if ((value & 0xf0) === 0x20) record.ignition = true;
  record.extra = { ...record.extra, motionState: state };
  if (value === 0x16) return ['tow'];
  return (value & 0x0f) === 2 ? ['movement'] : [];
}
