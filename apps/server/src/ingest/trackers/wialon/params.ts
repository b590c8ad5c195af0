import type { TrackerRecord } from '../codec.ts';

/**
 * The additional parameters of a D packet (v2.0 pp. 9-10): `Name:Type:Value` separated by commas,
 * type 1 an integer (long long), 2 a double, 3 a string. "If the value does not correspond to the
 * parameter type, the parameter will not be registered": such a parameter is dropped alone.
 *
 * A few names have a meaning of their own and fill the record's fields; every other parameter is
 * kept in `extra` under its name, lower-cased as Traccar stores them (the document asks for
 * lower-case names, but units send `Board`, `Uext`, `SOS`).
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A message's text is read byte for byte (Latin-1, so its checksum can be checked); strings in it
 * are UTF-8 where they are (Traccar's vector `Батарея:3:100 %`), else kept as the bytes were.
 */
export function textOf(latin1: string): string {
  // Plain ASCII reads the same either way.
  if (!/[\u0080-\u00ff]/.test(latin1)) return latin1;
  try {
    return utf8.decode(Buffer.from(latin1, 'latin1'));
  } catch {
    return latin1;
  }
}

type Value = number | string | boolean;

/** Named by the document (SOS) or by common practice, with the values' units as units send them. */
const known: Record<string, (record: TrackerRecord, value: number) => void> = {
  // "The parameter name is SOS … A value of 1 means the alarm is triggered" (v2.0 p. 9).
  sos: (record, value) => {
    if (value === 1) record.alarms = [...(record.alarms ?? []), 'sos'];
  },
  // `ign:1:1` in the document's compressed D packet example (v2.0 p. 22).
  ign: (record, value) => {
    record.ignition = value !== 0;
  },
  ignition: (record, value) => {
    record.ignition = value !== 0;
  },
  // Wialon's usual names for the supply and backup battery voltages, in volts.
  pwr_ext: (record, value) => {
    record.externalPowerV = value;
  },
  pwr_int: (record, value) => {
    record.batteryV = value;
  },
  // Traccar's vectors: `Board:2:12.81,Accum:2:4.28` and `Uacc:2:3.4,…,Uext:2:13.2` (volts).
  board: (record, value) => {
    record.externalPowerV = value;
  },
  uext: (record, value) => {
    record.externalPowerV = value;
  },
  accum: (record, value) => {
    record.batteryV = value;
  },
  uacc: (record, value) => {
    record.batteryV = value;
  },
  // Traccar reads `bat` as the battery level in percent (`bat:3:99`).
  bat: (record, value) => {
    record.batteryPct = value;
  },
};

/**
 * Params kept under their name but as numbers even when the unit types them as text: `temp:3:18`,
 * the unit's own temperature in °C, which Traccar reads as a number (its deviceTemp).
 */
const readAsNumber = new Set(['temp']);

function typedValue(type: string, raw: string): Value | undefined {
  if (type === '1') {
    if (!/^[-+]?\d{1,19}$/.test(raw)) return undefined;
    const n = Number(raw);
    // A long long past 2^53 would lose its last digits as a number: kept as written.
    return Number.isSafeInteger(n) ? n : raw.replace(/^\+/, '');
  }
  if (type === '2') {
    if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d{1,3})?$/.test(raw)) return undefined;
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  const text = textOf(raw);
  // Traccar's practice: units write booleans as strings (`motion:3:false`).
  if (/^(?:true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  return text;
}

const numeric = (value: Value): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && /^[-+]?\d+(?:\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
};

/**
 * Reads `params` into `record` and `extra`; false when the list is not `Name:Type:Value` items
 * (the AD code 15). A string value holding a comma continues the previous item.
 */
export function applyParams(params: string, record: TrackerRecord, extra: Record<string, Value>): boolean {
  const items: Array<{ name: string; type: string; raw: string }> = [];
  for (const item of params.split(',')) {
    const m = /^([^:]{1,64}):([123]):(.*)$/s.exec(item);
    if (m)
      items.push({ name: textOf(m[1] as string).toLowerCase(), type: m[2] as string, raw: m[3] as string });
    else if (items.at(-1)?.type === '3') (items.at(-1) as { raw: string }).raw += `,${item}`;
    else if (item !== '') return false;
  }
  for (const { name, type, raw } of items) {
    const value = typedValue(type, raw);
    if (value === undefined) continue;
    const apply = Object.hasOwn(known, name) ? known[name] : undefined;
    const n = apply ? numeric(value) : undefined;
    if (apply && n !== undefined) apply(record, n);
    else if (readAsNumber.has(name)) extra[name] = numeric(value) ?? value;
    else extra[name] = value;
  }
  return true;
}
