import { s16le, s32le, u8, u16le, u32le } from '../bytes.ts';
import { type IdRecord, measured, type Target, text } from './milesight-id-records.ts';

// Settings replies of Milesight's 1-byte-id models (TS601 / TS602, WT303 / WT304), as their
// decoders print them: an object per record, a sub-command byte choosing which of its members follow
// (the decoders fill the object across records, `x = x || {}`, and keep list items by their id,
// pickArrayItem / insertArrayItem: so do we). A sub-command the decoder does not list is that byte
// alone, as it reads it.

export type Value = (bytes: Uint8Array, at: number) => unknown;
/**
 * A member: name, bytes (0 for one that shares the next member's byte), reader; `digits` gives a
 * temperature the decoder's °F / °C copies at the top level.
 */
export type Field = readonly [name: string, size: number, read: Value, digits?: number];
/**
 * Members; members in object `key` (a group); a sub-command byte choosing among nodes (in object
 * `key`, the byte itself kept as member `as`); or a list item by its id.
 */
export type Node = readonly Field[] | Group | Choice | Item;
type Group = { readonly key: string; readonly group: readonly Field[] };
type Choice = { readonly key?: string; readonly as?: string; readonly subs: Readonly<Record<number, Node>> };
/** An id byte picking the item of list `key` (its id named `id`), whose members `entry` reads. */
type Item = { readonly key: string; readonly id: string; readonly entry: Node };

export const byte: Value = u8;
export const word: Value = u16le;
export const int16: Value = s16le;
export const uint32: Value = u32le;
export const scaled =
  (read: (b: Uint8Array, at: number) => number, divisor: number): Value =>
  (b, at) =>
    read(b, at) / divisor;
export const hundredths = scaled(s32le, 100);
export const string =
  (length: number): Value =>
  (b, at) =>
    text(b, at, length);
/** Bits `from` .. `to` (exclusive) of a byte, the decoder's extractBits. */
export const bits =
  (from: number, to: number): Value =>
  (b, at) =>
    (u8(b, at) >> from) & ((1 << (to - from)) - 1);

const isFields = (node: Node): node is readonly Field[] => Array.isArray(node);

const fieldsSize = (fields: readonly Field[]) => fields.reduce((sum, [, size]) => sum + size, 0);

function nodeSize(node: Node, bytes: Uint8Array, at: number): number | undefined {
  if (isFields(node)) return fieldsSize(node);
  if ('group' in node) return fieldsSize(node.group);
  if (at >= bytes.length) return undefined;
  const next = 'entry' in node ? node.entry : node.subs[u8(bytes, at)];
  if (next === undefined) return 1;
  const rest = nodeSize(next, bytes, at + 1);
  return rest === undefined ? undefined : 1 + rest;
}

function child(parent: Record<string, unknown>, key: string): Record<string, unknown> {
  const existing = parent[key];
  if (existing !== null && typeof existing === 'object' && !Array.isArray(existing)) {
    return existing as Record<string, unknown>;
  }
  const created: Record<string, unknown> = {};
  parent[key] = created;
  return created;
}

/** The list's item whose `idName` is `id`, or a new one at its end. */
function item(
  parent: Record<string, unknown>,
  key: string,
  idName: string,
  id: number,
): Record<string, unknown> {
  const list = Array.isArray(parent[key]) ? (parent[key] as Record<string, unknown>[]) : [];
  parent[key] = list;
  const found = list.find((entry) => entry[idName] === id);
  if (found) return found;
  const created: Record<string, unknown> = { [idName]: id };
  list.push(created);
  return created;
}

function fill(node: Node, bytes: Uint8Array, at: number, into: Record<string, unknown>, live: boolean): void {
  if (isFields(node)) {
    let offset = at;
    for (const [name, size, read, digits] of node) {
      const value = read(bytes, offset);
      const all =
        digits !== undefined && typeof value === 'number'
          ? measured(name, value, live, digits)
          : { [name]: value };
      Object.assign(into, all);
      offset += size;
    }
    return;
  }
  if ('group' in node) {
    fill(node.group, bytes, at, child(into, node.key), live);
    return;
  }
  if ('entry' in node) {
    fill(node.entry, bytes, at + 1, item(into, node.key, node.id, u8(bytes, at)), live);
    return;
  }
  const holder = node.key === undefined ? into : child(into, node.key);
  if (node.as !== undefined) holder[node.as] = u8(bytes, at);
  const sub = node.subs[u8(bytes, at)];
  if (sub !== undefined) fill(sub, bytes, at + 1, holder, live);
}

/**
 * A record whose value is `name`, built from `node` and merged into what is there: an object, or a
 * list when `node` is an item (the WT30x's schedules and D2D settings).
 */
export function tree(name: string, node: Node): IdRecord {
  return {
    size: isFields(node)
      ? (nodeSize(node, new Uint8Array(), 0) ?? 0)
      : (bytes, at) => nodeSize(node, bytes, at),
    read(bytes, at, target: Target) {
      const holder: Record<string, unknown> = {};
      const existing = target.get(name);
      if (existing !== null && typeof existing === 'object') holder[name] = existing;
      if (!isFields(node) && 'entry' in node) {
        fill({ ...node, key: name }, bytes, at, holder, target.live);
        target.set(name, holder[name]);
        return;
      }
      const into = child(holder, name);
      fill(node, bytes, at, into, target.live);
      target.set(name, into);
    },
  };
}

/** A command without data: the decoder's 1. */
export const command = (name: string): IdRecord => ({
  size: 0,
  read: (_b, _at, target) => target.set(name, 1),
});

/** A single number. */
export const plain = (name: string, size: number, read: Value): IdRecord => ({
  size,
  read: (bytes, at, target) => target.set(name, read(bytes, at)),
});

/** An interval: its unit byte (0 seconds, 1 minutes), a member too, then the value. */
export const unitInterval = (name: string): IdRecord =>
  tree(name, { as: 'unit', subs: { 0: [['seconds_of_time', 2, word]], 1: [['minutes_of_time', 2, word]] } });

/** Daylight saving time (C6), as both families print it. */
export const daylightSavingTime: IdRecord = tree('daylight_saving_time', [
  ['enable', 1, byte],
  ['daylight_saving_time_offset', 1, byte],
  ['start_month', 1, byte],
  ['start_week_num', 0, bits(4, 8)],
  ['start_week_day', 1, bits(0, 4)],
  ['start_hour_min', 2, word],
  ['end_month', 1, byte],
  ['end_week_num', 0, bits(4, 8)],
  ['end_week_day', 1, bits(0, 4)],
  ['end_hour_min', 2, word],
]);

/** Data storage settings (C5). */
export const dataStorageSettings: IdRecord = tree('data_storage_settings', {
  subs: {
    0: [['enable', 1, byte]],
    1: [['retransmission_enable', 1, byte]],
    2: [['retransmission_interval', 2, word]],
    3: [['retrieval_interval', 2, word]],
  },
});
