/**
 * Value conversions for network-server decoded payloads. Codecs write numbers as numbers, as
 * strings ("24.59", "1234 mm") and states as words ("open", "leak", "trigger"); these turn each into
 * our reading's unit, or undefined when the value says nothing (a sentinel, an unknown word).
 */

export type Converted = number | boolean | undefined;
export type Convert = (value: unknown) => Converted;

/** A JSON object (a codec's nested record), not an array or null. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A number, or a string that starts with one ("24.59", "1234 mm", "-7.5°C"). */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/.exec(value);
  if (!match) return undefined;
  const n = Number(match[1]);
  return Number.isFinite(n) ? n : undefined;
}

export const number: Convert = (value) => toNumber(value);

/** A number where exactly 0 is the device's "no reading" word. */
export const nonZero: Convert = (value) => {
  const n = toNumber(value);
  return n === 0 ? undefined : n;
};

export const scaled =
  (factor: number): Convert =>
  (value) => {
    const n = toNumber(value);
    return n === undefined ? undefined : Math.round(n * factor * 1000) / 1000;
  };

/** Volts to millivolts; a value above 100 is taken as millivolts already (some codecs send mV). */
export const volts: Convert = (value) => {
  const n = toNumber(value);
  if (n === undefined) return undefined;
  return n > 100 ? Math.round(n) : Math.round(n * 1000);
};

/**
 * `battery` is a percentage in most codecs but volts in some trackers' (3.91), millivolts in others
 * (The Things Stack's own formatter example writes `battery: 3250`): a fraction under 5 is volts,
 * 1000 to 5000 millivolts (no percentage goes above 100).
 */
export const isVoltsLike = (value: unknown) => {
  const n = toNumber(value);
  if (n === undefined) return false;
  return (n < 5 && !Number.isInteger(n)) || (n >= 1000 && n <= 5000);
};

/**
 * A `battery` of 2, 3 or 4 is 2-4 % in Milesight's codecs but 3.0 V in Browan's (tbhh100.js) and
 * MClimate's: without the brand to say which, it is neither.
 */
export const isVoltsOrPercent = (value: unknown) => {
  const n = typeof value === 'string' && /[%v]/i.test(value) ? undefined : toNumber(value);
  return n !== undefined && Number.isInteger(n) && n >= 2 && n <= 4;
};

const trueWords = new Set([
  'true',
  'yes',
  'on',
  'open',
  'opened',
  'leak',
  'leakage',
  'trigger',
  'triggered',
  'detected',
  'motion',
  'moving',
  'move',
  'tilt',
  'tilted',
  'alarm',
  'pressed',
  'press',
  'short',
  'long',
  'double',
  'short press',
  'long press',
  'double press',
  'occupied',
  'active',
  'wet',
]);
const falseWords = new Set([
  'false',
  'no',
  'off',
  'close',
  'closed',
  'normal',
  'idle',
  'static',
  'still',
  'stop',
  'stopped',
  'none',
  'undetected',
  'not detected',
  // Dragino LWL03A's `WATER_LEAK_STATUS: "NO LEAK"` (lwl03a.js), Netvox R311W's "NoLeak" (r311w.js).
  'no leak',
  'noleak',
  'no motion',
  'inactive',
  'vacant',
  'free',
  'dry',
  'released',
]);

/** A state: a boolean, 0/1, or a word ("open", "leak", "trigger"; {status: "short press"} too). */
export const flag: Convert = (value) => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 0 ? false : value === 1 ? true : undefined;
  if (value && typeof value === 'object' && 'status' in value)
    return flag((value as { status: unknown }).status);
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (trueWords.has(word)) return true;
  if (falseWords.has(word)) return false;
  return word === '1' ? true : word === '0' ? false : undefined;
};

/** A state written as a boolean or a word, never a number (Sensative's `flood` is a percentage). */
export const state: Convert = (value) => (typeof value === 'number' ? undefined : flag(value));

/**
 * A state where any non-zero number is true: Tektelic's `motion_event_state` is 0 or 255 (0xFF,
 * t00061xx-codec.yaml "Motion Event Uplink"), or "Detected" in newer decoders.
 */
export const nonZeroState: Convert = (value) => (typeof value === 'number' ? value !== 0 : flag(value));

/** A state written bare or as `{value: true}` (Sensative Strips' `floodAlarm`, strips.js). */
export const valueState: Convert = (value) =>
  value && typeof value === 'object' && 'value' in value
    ? state((value as { value: unknown }).value)
    : state(value);

/** A state that means the opposite (`install: "no"` is a tamper). */
export const inverted: Convert = (value) => {
  const state = flag(value);
  return state === undefined ? undefined : !state;
};

/** A state true only for the given words (Milesight's `position: "tilt"`, `motion_status: "moving"`). */
export const oneOf =
  (...words: string[]): Convert =>
  (value) => {
    if (typeof value === 'boolean') return value;
    if (typeof value !== 'string') return flag(value);
    return words.includes(value.trim().toLowerCase());
  };

/**
 * Milesight's words for a sudden change, its "mutation" alarm: a measurement changed faster than the
 * limit set on the device ("mutation alarm", "mutation_alarm", the TS30x's bare "mutation", the
 * EM320-TH's "Temperature mutation", "temperature_mutation_alarm"). A mutation alarm is an event: no
 * release follows it, so it is never the device's threshold alarm (a state only a release clears).
 * A word that names a threshold too (the TS201 v1 / v2 history's "temperature alarm (threshold or
 * mutation)": its event type 2 is either) stays the threshold alarm, as packages/decoders reads the
 * same record; TS601's "mutation_alarm_trigger_no_mutation" is neither.
 */
const isMutationWord = (word: string) =>
  word.includes('mutation') &&
  !word.includes('threshold') &&
  !word.includes('release') &&
  !word.includes('no_mutation');

/** Milesight TS30x's bare threshold words (ts30x.js): "threshold" crossed ("mutation" is a sudden change). */
const alarmWords = new Set(['threshold']);

/**
 * A device's own threshold alarm record: Milesight's `*_alarm` words ("threshold alarm", "threshold
 * alarm release"; the TS30x's "threshold", "threshold release"), or the TTN codec's object of yes/no
 * flags (`current_alarm: {current_threshold_alarm: "yes", current_threshold_alarm_release: "no",
 * ...}`). A mutation (sudden change) word or flag is no threshold alarm: `suddenChange` reads it.
 */
export const alarmState: Convert = (value) => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (isMutationWord(word)) return undefined;
    if (word.includes('release') || falseWords.has(word)) return false;
    return word.includes('alarm') || alarmWords.has(word) || trueWords.has(word) ? true : undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const flags = Object.entries(value as Record<string, unknown>).filter(
    ([name]) => !isMutationWord(name.toLowerCase()),
  );
  if (flags.some(([name, v]) => !name.endsWith('_release') && flag(v) === true)) return true;
  if (flags.some(([name, v]) => name.endsWith('_release') && flag(v) === true)) return false;
  return undefined;
};

/**
 * A sudden change alarm (Milesight's "mutation alarm", see `isMutationWord`): true for a mutation
 * word or a raised `*mutation*` flag of a yes/no object, else nothing (never false: it is an event).
 */
export const suddenChange: Convert = (value) => {
  if (typeof value === 'string') return isMutationWord(value.trim().toLowerCase()) ? true : undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const raised = Object.entries(value as Record<string, unknown>).some(
    ([name, v]) => isMutationWord(name.toLowerCase()) && flag(v) === true,
  );
  return raised ? true : undefined;
};

/** A count of events since the last uplink (Elsys's `motion`: PIR triggers) or a state: any event is true. */
export const countOrFlag: Convert = (value) => {
  if (typeof value === 'number' && Number.isInteger(value) && value > 1) return true;
  return flag(value);
};

/** A length in millimetres; a string's unit is honoured ("123 cm", "1.2 m", "1234 mm"). */
export const millimetres: Convert = (value) => {
  const n = toNumber(value);
  if (n === undefined) return undefined;
  const unit = typeof value === 'string' ? /([a-z]+)\s*$/i.exec(value.trim())?.[1]?.toLowerCase() : undefined;
  const factor = unit === 'cm' ? 10 : unit === 'm' ? 1000 : 1;
  return Math.round(n * factor * 1000) / 1000;
};

/**
 * An occupancy state: a boolean, a word ("occupied", "vacant", "free") or a number, 0 free and 1
 * occupied, or Elsys's 0 unoccupied, 1 pending (someone entering or leaving), 2 occupied (elsys.js
 * TYPE_OCCUPANCY; Elsys's ERS Desk and EMS Desk operating manuals). `one` is what a 1 means.
 */
export const occupancyState =
  (one: boolean | undefined): Convert =>
  (value) => {
    if (typeof value !== 'number') return flag(value);
    if (value === 0 || value === 2) return value === 2;
    return value === 1 ? one : undefined;
  };

/**
 * Netvox's battery text: a number (or its text) is a battery without the low mark, `"2.3(low
 * battery)"` one with it (TTN device repository vendor/netvox/payload/*.js write the mark when the
 * battery byte's 0x80 bit is set); anything else says nothing.
 */
export const lowBatteryMark: Convert = (value) => {
  // A battery byte of 0 (`Volt: 0`, r718cj_ck_ct_cr_ce_r718b.js) measured nothing: no flag either.
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  if (/^\s*\d+(\.\d+)?\s*\(low battery\)\s*$/i.test(value)) return true;
  return /^\s*\d+(\.\d+)?\s*$/.test(value) && Number(value) > 0 ? false : undefined;
};

/** Only Netvox's "(low battery)" mark, as true: a plain number says nothing in another vendor's codec. */
export const lowBatteryMarked: Convert = (value) => (lowBatteryMark(value) === true ? true : undefined);

/** A state named by the codec's own words (`{ installed: false, uninstalled: true }`); other words say nothing. */
export const wordState =
  (words: Readonly<Record<string, boolean>>): Convert =>
  (value) => {
    if (typeof value === 'boolean') return value;
    if (typeof value !== 'string') return undefined;
    const word = value.trim().toLowerCase();
    return Object.hasOwn(words, word) ? words[word] : undefined;
  };

/** A level where 0 is none and any more is some (Elsys's water leak, 0-255): true above 0. */
export const aboveZero: Convert = (value) => {
  const n = toNumber(value);
  return n === undefined ? undefined : n > 0;
};

/**
 * A list of event records, each with its alarm word under `key` (Milesight TS201's `event:
 * [{temperature_alarm: "threshold alarm"}]`, ts201-decoder.js), read by `convert` (the threshold
 * alarm by default, or `suddenChange`): any alarm is one, else a release.
 */
export const eventAlarms =
  (key: string, convert: Convert = alarmState): Convert =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const states = value.map((item) =>
      item && typeof item === 'object' ? convert((item as Record<string, unknown>)[key]) : undefined,
    );
    if (states.includes(true)) return true;
    return states.includes(false) ? false : undefined;
  };
