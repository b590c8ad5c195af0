import { type ByteReader, FrameError } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';

/**
 * ATrack's custom information (`AT$FORM`): a record may end with the format string the unit was
 * given, `%CI%MV%BV…`, followed by one value per key in that order, binary (sizes below) or, in
 * the ASCII form, comma-separated decimals. The keys and sizes are the ones Traccar's
 * AtrackProtocolDecoder reads (readBinaryCustomData / readTextCustomData), which follow ATrack's
 * protocol documents; a key we do not know ends the binary record's reading, as its size is
 * unknown.
 */

type Size = 1 | 2 | 4 | 8 | 'string' | { skip: number };

const sizes: Record<string, Size> = {};
const put = (size: Size, keys: string) => {
  for (const key of keys.split(' ')) sizes[key] = size;
};
const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`).join(' ');
put(1, 'SA MT GQ RL GS DT EL TR FL ML PD IA MP IN0 IN1 IN2 IN3 HA HB HC');
put(1, `${range('ZO', 1, 17)} ${range('JO', 1, 12)}`);
put(2, `MV BV LC RP MF ET AV1 SM ${range('ZH', 1, 3)} ${range('JH', 1, 12)}`);
put(4, `CE CN PC AT FC EO EH ${range('ZL', 1, 4)} ${range('JL', 1, 4)} ${range('JN', 1, 5)}`);
put(8, 'CM ME');
put('string', `VN CI NC GL MA CD ZS1 ${range('JS', 1, 4)}`);
sizes.GN = { skip: 60 }; // g-sensor samples
sizes.GV = { skip: 6 }; // maximum g-force

/** Readable names for the keys whose meaning Traccar gives; the others keep ATrack's key. */
const names: Record<string, string> = {
  GQ: 'gsmQuality',
  GS: 'gsmStatus',
  CE: 'cellId',
  LC: 'lac',
  PC: 'pulseCount1',
  RP: 'rpm',
  DT: 'archive',
  VN: 'vin',
  TR: 'throttle',
  ET: 'coolantTemp',
  FL: 'fuel',
  FC: 'fuelConsumption',
  AV1: 'adc1',
  CD: 'iccid',
  CM: 'imsi',
  ME: 'imei',
  MT: 'motion',
  EO: 'odometerMiles',
  EH: 'engineHours',
  HC: 'harshCornering',
  IA: 'intakeTemp',
  EL: 'engineLoad',
};

/** Keys of a format string: `%CI%MV%BV` → MV, BV (the leading CI names the list itself). */
export function formKeys(form: string): string[] {
  return form
    .split('%')
    .map((k) => k.trim())
    .filter((k) => k !== '' && k !== 'CI');
}

function apply(record: TrackerRecord, key: string, value: number | string) {
  // Long digit strings (ICCID, IMSI) stay text: as numbers they would lose digits.
  const numeric = typeof value === 'number' || /^-?\d{1,15}(?:\.\d+)?$/.test(value);
  const n = Number(value);
  switch (key) {
    case 'SA':
      if (numeric) record.satellites = n;
      return;
    case 'MV':
      if (numeric) record.externalPowerV = n / 10;
      return;
    case 'BV':
      if (numeric) record.batteryV = n / 10;
      return;
    case 'AT':
      if (numeric) record.altitude = n;
      return;
    case 'IN0':
      if (numeric) record.ignition = n > 0;
      return;
    case 'HA':
    case 'HB':
      if (numeric && n > 0) {
        const alarm = key === 'HA' ? 'harsh_acceleration' : 'harsh_braking';
        record.alarms = [...(record.alarms ?? []), alarm];
      }
      return;
    case 'GQ':
      // CSQ-style 0..31; 99 is "not known".
      if (numeric && n >= 0 && n <= 31) record.gsmSignalPct = Math.round((n * 100) / 31);
      break;
    case 'CN': {
      // Binary: a number whose last five digits are MCC and a 2-digit MNC; ASCII: the digits as sent.
      const digits = typeof value === 'number' ? String(value % 100000).padStart(5, '0') : value;
      if (/^\d{5,6}$/.test(digits)) {
        const extra = extraOf(record);
        extra.mcc = Number(digits.slice(0, 3));
        extra.mnc = Number(digits.slice(3));
      }
      return;
    }
  }
  extraOf(record)[names[key] ?? key] = numeric ? n : value;
}

function extraOf(record: TrackerRecord): Record<string, number | string | boolean> {
  record.extra ??= {};
  return record.extra;
}

/** Reads the binary values of `keys` into `record`; false when a key of unknown size stopped it. */
export function readBinaryCustom(r: ByteReader, keys: string[], record: TrackerRecord): boolean {
  for (const key of keys) {
    const size = sizes[key];
    if (size === undefined) {
      extraOf(record).customUnread = key;
      return false;
    }
    if (typeof size === 'object') r.skip(size.skip);
    else if (size === 'string') apply(record, key, readString(r));
    else if (size === 8) apply(record, key, r.u64().toString());
    else apply(record, key, r.uint(size));
  }
  return true;
}

/** SUB (0x1A), which ends the text message and some custom values in the ASCII form. */
const SUB = String.fromCharCode(0x1a);

/** The ASCII values (`values[i]` for `keys[i]`), SUB (0x1A) terminators removed. */
export function readTextCustom(keys: string[], values: string[], record: TrackerRecord) {
  for (let i = 0; i < Math.min(keys.length, values.length); i++) {
    const value = (values[i] as string).replaceAll(SUB, '').trim();
    if (value !== '') apply(record, keys[i] as string, value);
  }
}

/** A NUL-terminated string (the NUL consumed); an unterminated one is a short frame. */
export function readString(r: ByteReader): string {
  const end = r.buf.indexOf(0, r.pos);
  if (end < 0 || end - r.pos >= r.remaining()) throw new FrameError('a string without its NUL');
  const text = r.ascii(end - r.pos);
  r.skip(1);
  return text;
}
