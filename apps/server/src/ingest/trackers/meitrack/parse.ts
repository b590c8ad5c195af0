import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { decimal, unreadable, utcTime } from '../text-scan.ts';
import { parseCcc, parseCce } from './binary.ts';
import { encodeMeitrack } from './commands.ts';
import { applyEventCode } from './events.ts';

/**
 * One Meitrack frame's text up to its `*` (checksum already verified), per the MEITRACK GPRS
 * Protocol (MVT100/MVT340/MVT380/T1/T333...):
 * - `AAA` is a position report: `<event code>,<latitude>,<longitude>,<yyMMddHHmmss UTC>,<A|V>,
 *   <satellites>,<GSM signal>,<speed km/h>,<direction>,<HDOP>,<altitude m>,<mileage m>,
 *   <run time s>,<MCC|MNC|LAC|CI>,<I/O status>,<analog inputs>,...`; it needs no answer;
 * - `AFF` is the same with a serial number after the command type;
 * - `AAC` (newer firmware's keep-alive) is answered `@@<flag>..,AAC,1` as Traccar does;
 * - `CCC` and `CCE` are binary reports of many positions (binary.ts); `D00` (photo packets) is not read;
 * - any other command type is the tracker's answer to our command (`A16,OK`).
 */
export function parseMeitrack(text: string): TrackerEvent[] {
  const f = text.split(',');
  const id = f[1] ?? '';
  if (!/^\d{6,20}$/.test(id)) unreadable('no IMEI in', text);
  const command = f[2] ?? '';
  switch (command) {
    case 'AAA':
      return [{ type: 'records', id, records: [positionOf(f, text)] }];
    case 'AFF':
      // A report with a serial number before AAA's fields (Traccar reads `AFF,0004,35,...` so).
      if (!/^\d+$/.test(f[3] ?? '')) unreadable('no serial in', text);
      return [{ type: 'records', id, records: [positionOf([...f.slice(0, 3), ...f.slice(4)], text)] }];
    case 'AAC':
      return [{ type: 'heartbeat', id, ack: encodeMeitrack('z', id, 'AAC,1') }];
    case 'CCC':
      return [parseCcc(f[0] ?? '', id, binaryPart(text))];
    case 'CCE':
      return [parseCce(id, binaryPart(text))];
    case 'D00':
      return [{ type: 'bad_frame', reason: 'unsupported', detail: `Meitrack ${command} (photo) frames` }];
    default:
      if (!/^[A-Z][0-9A-Z]{2}$/.test(command)) unreadable('no command type in', text);
      return [{ type: 'command_result', id, text: f.slice(2).join(',') }];
  }
}

/** The bytes after `$$<flag><length>,<IMEI>,<command>,` of a binary report (its text is latin1, byte for byte). */
function binaryPart(text: string): Buffer {
  let at = 0;
  for (let commas = 0; commas < 3; commas++) at = text.indexOf(',', at) + 1;
  return Buffer.from(text.slice(at), 'latin1');
}

function positionOf(f: string[], text: string): TrackerRecord {
  const d = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(f[6] ?? '');
  const time = d
    ? utcTime(2000 + Number(d[1]), Number(d[2]), Number(d[3]), Number(d[4]), Number(d[5]), Number(d[6]))
    : undefined;
  const lat = decimal(f[4]);
  const lon = decimal(f[5]);
  if (!time || lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    unreadable('no time or position in', text);
  }
  const event = Number(f[3]);
  const record: TrackerRecord = { time, valid: f[7] === 'A', lat, lon };
  const numbers: [keyof TrackerRecord, number | undefined][] = [
    ['satellites', decimal(f[8])],
    ['speedKmh', decimal(f[10])],
    ['course', decimal(f[11])],
    ['hdop', decimal(f[12])],
    ['altitude', decimal(f[13])],
    ['odometerM', decimal(f[14])],
  ];
  for (const [key, value] of numbers)
    if (value !== undefined) (record as Record<string, unknown>)[key] = value;
  const gsm = decimal(f[9]);
  // GSM signal 0..31.
  if (gsm !== undefined && gsm <= 31) record.gsmSignalPct = Math.round((gsm / 31) * 100);

  const extra: Record<string, number | string | boolean> = {};
  const runTime = decimal(f[15]);
  if (runTime !== undefined) extra.runTimeS = runTime;
  const [mcc, mnc, lac, ci] = (f[16] ?? '').split('|');
  // MCC 0 is no network (the T622 protocol's own examples send `0|0|10133|4110`), as in CCC.
  if (
    mcc &&
    mnc &&
    lac &&
    ci &&
    /^\d+$/.test(mcc + mnc) &&
    Number(mcc) > 0 &&
    /^[0-9A-Fa-f]+$/.test(lac + ci)
  ) {
    Object.assign(extra, {
      mcc: Number(mcc),
      mnc: Number(mnc),
      lac: Number.parseInt(lac, 16),
      cellId: Number.parseInt(ci, 16),
    });
  }
  // I/O status, four hex digits: the inputs' byte then the outputs' (input 3 is the ignition wire).
  if (/^[0-9A-Fa-f]{4}$/.test(f[17] ?? '')) {
    const io = Number.parseInt(f[17] as string, 16);
    record.inputs = io >> 8;
    record.outputs = io & 0xff;
  }
  analogOf(record, extra, f[18] ?? '');

  applyEventCode(record, extra, event);
  if (event === 37 && f[19]) extra.rfid = f[19];
  record.extra = extra;
  return record;
}

/**
 * `AD1|AD2|AD3|battery|external power`. Firmware that sends volts (`4.33|12.96|...`: battery,
 * external power, RTC, MCU, GPS) is read as such. The hex form's scale depends on the model
 * (Traccar keeps a table of formulas by model, hundredths of a volt for the others): newer units
 * send hundredths (`0191|0573`: 4.01 V and 13.95 V), older ones their ADC's counts (`0964|0B04`:
 * 24.04 "V" as hundredths, no tracker's cell). A battery that reads 3.0 to 4.5 V in hundredths
 * says the scale; otherwise the values are kept as sent.
 */
function analogOf(
  record: TrackerRecord,
  extra: Record<string, number | string | boolean>,
  field: string,
): void {
  const parts = field.split('|');
  if (parts.length >= 2 && parts.every((p) => /^\d+\.\d+$/.test(p))) {
    record.batteryV = Number(parts[0]);
    record.externalPowerV = Number(parts[1]);
    return;
  }
  if (field) extra.analog = field;
  const battery = /^[0-9A-Fa-f]{1,4}$/.test(parts[3] ?? '') ? Number.parseInt(parts[3] as string, 16) : NaN;
  if (battery >= 300 && battery <= 450) {
    record.batteryV = battery / 100;
    if (/^[0-9A-Fa-f]{1,4}$/.test(parts[4] ?? ''))
      record.externalPowerV = Number.parseInt(parts[4] as string, 16) / 100;
  }
}
