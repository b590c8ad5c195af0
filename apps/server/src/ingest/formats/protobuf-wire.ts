import { IngestParseError } from '../uplink.ts';

/**
 * A protobuf message read into its canonical JSON form (proto3's JSON mapping: lowerCamelCase
 * names, bytes as base64, Timestamp as RFC 3339, enums by name, default values left out), from a
 * schema of the fields we read. Written for hostile input: every length is checked against the
 * buffer, a wire type must be the field's, nesting is bounded, and anything wrong is an
 * IngestParseError (a 400), never an exception of another kind. Unknown fields are skipped, as
 * protobuf readers do, so a newer sender's additions do not refuse a message.
 */

type Scalar = 'string' | 'bytes' | 'bool' | 'uint32' | 'int32' | 'float' | 'double';
type Kind =
  | Scalar
  | 'timestamp'
  | 'duration'
  | 'struct'
  | 'stringMap'
  | { enum: readonly string[] }
  | { message: MessageSchema };
/** A field: its JSON name, its kind, and whether it repeats. */
export type FieldSchema = readonly [name: string, kind: Kind, repeated?: 'repeated'];
export type MessageSchema = Readonly<Record<number, FieldSchema>>;

const VARINT = 0;
const FIXED64 = 1;
const LENGTH = 2;
const FIXED32 = 5;
/** Deeper than any message a network server sends; a Struct nested deeper is refused, not recursed. */
const MAX_DEPTH = 32;

class Reader {
  pos: number;
  /** The field being read, for the error's path. */
  field = '';
  readonly bytes: Uint8Array;
  readonly view: DataView;
  readonly end: number;
  readonly path: string;
  constructor(bytes: Uint8Array, view: DataView, start: number, end: number, path: string) {
    this.bytes = bytes;
    this.view = view;
    this.pos = start;
    this.end = end;
    this.path = path;
  }

  fail(reason: string): never {
    throw new IngestParseError(this.field || this.path || 'body', `${reason} (protobuf)`);
  }

  varint(): bigint {
    let value = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      if (this.pos >= this.end) this.fail('ends inside a number');
      const byte = this.bytes[this.pos++] as number;
      value |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) return BigInt.asUintN(64, value);
    }
    return this.fail('has a number longer than 10 bytes');
  }

  take(length: number): number {
    if (length > this.end - this.pos) this.fail('ends inside a field');
    const start = this.pos;
    this.pos += length;
    return start;
  }

  /** A length-delimited field's [start, end). */
  delimited(): [number, number] {
    const length = this.varint();
    if (length > BigInt(this.end - this.pos)) this.fail('ends inside a field');
    const start = this.take(Number(length));
    return [start, this.pos];
  }

  skip(wireType: number) {
    if (wireType === VARINT) this.varint();
    else if (wireType === FIXED64) this.take(8);
    else if (wireType === LENGTH) this.delimited();
    else if (wireType === FIXED32) this.take(4);
    else this.fail(`has a field of wire type ${wireType}`);
  }

  sub(start: number, end: number, path: string) {
    return new Reader(this.bytes, this.view, start, end, path);
  }
}

const wireTypeOf = (kind: Kind): number => {
  if (typeof kind === 'object') return 'enum' in kind ? VARINT : LENGTH;
  switch (kind) {
    case 'bool':
    case 'uint32':
    case 'int32':
      return VARINT;
    case 'float':
      return FIXED32;
    case 'double':
      return FIXED64;
    default:
      return LENGTH;
  }
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** google.protobuf.Timestamp as RFC 3339 in UTC with its nanoseconds, as ChirpStack's JSON writes it. */
function timestamp(reader: Reader): string {
  const { seconds, nanos } = secondsAndNanos(reader);
  const date = new Date(Number(seconds) * 1000);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999)
    reader.fail('has a time out of range');
  const iso = date.toISOString().slice(0, 19);
  return nanos ? `${iso}.${pad(nanos, 9)}Z` : `${iso}Z`;
}

/** google.protobuf.Duration as its JSON string, e.g. "1.500s". */
function duration(reader: Reader): string {
  const { seconds, nanos } = secondsAndNanos(reader);
  const negative = seconds < 0n || nanos < 0;
  const whole = seconds < 0n ? -seconds : seconds;
  const fraction = nanos ? `.${pad(Math.abs(nanos), 9).replace(/0+$/, '')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}s`;
}

function secondsAndNanos(reader: Reader) {
  let seconds = 0n;
  let nanos = 0;
  while (reader.pos < reader.end) {
    const [field, wireType] = tag(reader);
    if (field === 1 && wireType === VARINT) seconds = BigInt.asIntN(64, reader.varint());
    else if (field === 2 && wireType === VARINT) nanos = Number(BigInt.asIntN(32, reader.varint()));
    else reader.skip(wireType);
  }
  if (nanos <= -1e9 || nanos >= 1e9) reader.fail('has nanoseconds out of range');
  return { seconds, nanos };
}

function tag(reader: Reader): [number, number] {
  const key = reader.varint();
  const field = Number(key >> 3n);
  if (field === 0 || field > 536_870_911) reader.fail('has a field numbered 0');
  return [field, Number(key & 7n)];
}

/** A map<string, string> entry, or a Struct's map<string, Value> entry (`value` reads the value's field). */
function mapEntry<T>(reader: Reader, value: (r: Reader) => T): [string, T | undefined] {
  let key = '';
  let found: T | undefined;
  while (reader.pos < reader.end) {
    const [field, wireType] = tag(reader);
    if (field === 1 && wireType === LENGTH) key = text(reader);
    else if (field === 2 && wireType === LENGTH) found = value(reader);
    else reader.skip(wireType);
  }
  return [key, found];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function text(reader: Reader): string {
  const [start, end] = reader.delimited();
  try {
    return utf8.decode(reader.bytes.subarray(start, end));
  } catch {
    return reader.fail('has text that is not UTF-8');
  }
}

/** google.protobuf.Value: what a codec's object holds. */
function structValue(reader: Reader, depth: number): unknown {
  if (depth > MAX_DEPTH) reader.fail(`nests deeper than ${MAX_DEPTH} levels`);
  let value: unknown = null;
  while (reader.pos < reader.end) {
    const [field, wireType] = tag(reader);
    if (field === 1 && wireType === VARINT) {
      reader.varint();
      value = null;
    } else if (field === 2 && wireType === FIXED64) {
      value = reader.view.getFloat64(reader.take(8), true);
      // JSON has no NaN or Infinity, and neither has a Struct's JSON form.
      if (!Number.isFinite(value)) reader.fail('has a number that is not finite');
    } else if (field === 3 && wireType === LENGTH) value = text(reader);
    else if (field === 4 && wireType === VARINT) value = reader.varint() !== 0n;
    else if (field === 5 && wireType === LENGTH) {
      const [start, end] = reader.delimited();
      value = struct(reader.sub(start, end, reader.path), depth + 1);
    } else if (field === 6 && wireType === LENGTH) {
      const [start, end] = reader.delimited();
      const list = reader.sub(start, end, reader.path);
      const items: unknown[] = [];
      while (list.pos < list.end) {
        const [item, itemWire] = tag(list);
        if (item !== 1 || itemWire !== LENGTH) {
          list.skip(itemWire);
          continue;
        }
        const [s, e] = list.delimited();
        items.push(structValue(list.sub(s, e, `${list.path}[${items.length}]`), depth + 1));
      }
      value = items;
    } else reader.skip(wireType);
  }
  return value;
}

/** google.protobuf.Struct as the JSON object it stands for. */
function struct(reader: Reader, depth: number): Record<string, unknown> {
  if (depth > MAX_DEPTH) reader.fail(`nests deeper than ${MAX_DEPTH} levels`);
  const object: Record<string, unknown> = {};
  while (reader.pos < reader.end) {
    const [field, wireType] = tag(reader);
    if (field !== 1 || wireType !== LENGTH) {
      reader.skip(wireType);
      continue;
    }
    const [start, end] = reader.delimited();
    const [key, value] = mapEntry(reader.sub(start, end, reader.path), (r) => {
      const [s, e] = r.delimited();
      return structValue(r.sub(s, e, r.path), depth + 1);
    });
    // A key like __proto__ stays data: the object is written with defineProperty.
    Object.defineProperty(object, key, {
      value: value ?? null,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

function scalar(reader: Reader, kind: Scalar | 'enum'): unknown {
  switch (kind) {
    case 'string':
      return text(reader);
    case 'bytes': {
      const [start, end] = reader.delimited();
      return Buffer.from(reader.bytes.buffer, reader.bytes.byteOffset + start, end - start).toString(
        'base64',
      );
    }
    case 'bool':
      return reader.varint() !== 0n;
    case 'uint32':
      return Number(BigInt.asUintN(32, reader.varint()));
    case 'int32':
    case 'enum':
      return Number(BigInt.asIntN(32, reader.varint()));
    case 'float':
      return shortestFloat32(reader.view.getFloat32(reader.take(4), true));
    case 'double':
      return reader.view.getFloat64(reader.take(8), true);
  }
}

/**
 * A float as its JSON writers print it: the shortest decimal that reads back as the same float
 * (ChirpStack's battery level 88.3, not the float's exact 88.30000305175781).
 */
function shortestFloat32(value: number): number {
  if (!Number.isFinite(value)) return value;
  for (let digits = 1; digits < 10; digits++) {
    const candidate = Number(value.toPrecision(digits));
    if (Math.fround(candidate) === value) return candidate;
  }
  return value;
}

function isDefault(value: unknown) {
  return value === 0 || value === false || value === '' || value === undefined;
}

function message(reader: Reader, schema: MessageSchema, depth: number): Record<string, unknown> {
  if (depth > MAX_DEPTH) reader.fail(`nests deeper than ${MAX_DEPTH} levels`);
  const out: Record<string, unknown> = {};
  while (reader.pos < reader.end) {
    const [number, wireType] = tag(reader);
    const field = schema[number];
    if (!field) {
      reader.skip(wireType);
      continue;
    }
    const [name, kind, repeated] = field;
    const path = reader.path ? `${reader.path}.${name}` : name;
    reader.field = path;
    if (wireType !== wireTypeOf(kind)) reader.fail(`${name} has wire type ${wireType}`);
    let value: unknown;
    if (typeof kind === 'object' && 'enum' in kind) {
      const code = scalar(reader, 'enum') as number;
      value = kind.enum[code] ?? code;
    } else if (kind === 'string' || kind === 'bytes' || wireTypeOf(kind) !== LENGTH)
      value = scalar(reader, kind as Scalar);
    else {
      const [start, end] = reader.delimited();
      const inner = reader.sub(start, end, path);
      if (kind === 'timestamp') value = timestamp(inner);
      else if (kind === 'duration') value = duration(inner);
      else if (kind === 'struct') value = struct(inner, depth + 1);
      else if (kind === 'stringMap') {
        const [key, entry] = mapEntry(inner, text);
        const map = (out[name] ?? {}) as Record<string, unknown>;
        Object.defineProperty(map, key, {
          value: entry ?? '',
          enumerable: true,
          writable: true,
          configurable: true,
        });
        out[name] = map;
        continue;
      } else value = message(inner, (kind as { message: MessageSchema }).message, depth + 1);
    }
    reader.field = '';
    if (repeated) {
      const list = (out[name] as unknown[] | undefined) ?? [];
      list.push(value);
      out[name] = list;
    } else if (!isDefault(value)) out[name] = value;
    else delete out[name];
  }
  return out;
}

/** Reads `bytes` as a message of `schema`, into its canonical JSON form. */
export function readProtobuf(bytes: Uint8Array, schema: MessageSchema): Record<string, unknown> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return message(new Reader(bytes, view, 0, bytes.length, ''), schema, 0);
}
