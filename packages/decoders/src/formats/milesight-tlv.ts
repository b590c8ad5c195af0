import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s16le, toHex, u8, u16le, unixToIso } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { walkRecords } from './record-walker.ts';

// Milesight payloads are a sequence of records [channel id][channel type][data],
// multi-byte values little-endian. Each model lists the records it knows in a
// ChannelTable keyed by the two header bytes in hex ("0175" = battery).

export type Channel = {
  /** Data bytes after the two header bytes. */
  size: number;
  /**
   * Other data lengths the vendor uses for the same header (the AT101 history record is
   * 12 bytes in Milesight's decoder and 18 in an ODM firmware). The walker takes the
   * first length after which the rest of the payload parses; `read` gets the one taken.
   */
  altSizes?: readonly number[];
  /**
   * For a record whose data says its own length (the AM102/AM103 report schedule reply: a
   * count, then 6 bytes per entry): the data length from the data starting at `at`, or
   * undefined while the bytes that tell it are missing (then `size` applies).
   */
  sizeFrom?: (bytes: Uint8Array, at: number) => number | undefined;
  read: (bytes: Uint8Array, at: number, out: ResultBuilder, size: number) => void;
};

export type ChannelTable = Readonly<Record<string, Channel>>;

const headerKey = (id: number, type: number): string =>
  `${id.toString(16).padStart(2, '0')}${type.toString(16).padStart(2, '0')}`;

const sizesOf = (channel: Channel): readonly number[] => [channel.size, ...(channel.altSizes ?? [])];

/**
 * Decodes every record the table knows; unknown and cut-off records become warnings
 * (see walkRecords). Only a payload without any known record is an error.
 */
export function decodeTlv(bytes: Uint8Array, table: ChannelTable): DecodeResult {
  const out = new ResultBuilder();
  const channelAt = (at: number) => table[headerKey(u8(bytes, at), u8(bytes, at + 1))];
  walkRecords(
    bytes,
    {
      headerLength: 2,
      // Every Milesight record carries at least one data byte.
      minLength: 3,
      kindAt(at) {
        const channel = channelAt(at);
        if (!channel) return undefined;
        const own = channel.sizeFrom?.(bytes, at + 2);
        return {
          lengths: (own === undefined ? sizesOf(channel) : [own]).map((size) => size + 2),
          read: (start, length) => channel.read(bytes, start + 2, out, length - 2),
        };
      },
      describe: (at) => `channel ${hexByte(u8(bytes, at))} ${hexByte(u8(bytes, at + 1))} at byte ${at}`,
    },
    out,
  );
  return out.build();
}

/** Enumerated byte: the vendor's label for each value, or "unknown" as the vendor codecs print. */
export function label(labels: readonly string[], value: number): string {
  return labels[value] ?? 'unknown';
}

const version = (major: number, minor: number): string => `v${major.toString(16)}.${minor.toString(16)}`;

/** Device information records sent after a join or reset; names as in Milesight's decoders. */
export const deviceInfoChannels: ChannelTable = {
  ff01: { size: 1, read: (b, at, out) => out.set('ipso_version', `v${u8(b, at) >> 4}.${u8(b, at) & 0x0f}`) },
  // The minor hardware version is the high nibble, printed in decimal (0x01A0 is v1.10),
  // as Milesight's decoders' readHardwareVersion does.
  ff09: {
    size: 2,
    read: (b, at, out) => out.set('hardware_version', `v${u8(b, at).toString(16)}.${u8(b, at + 1) >> 4}`),
  },
  ff0a: { size: 2, read: (b, at, out) => out.set('firmware_version', version(u8(b, at), u8(b, at + 1))) },
  ff0b: { size: 1, read: (_b, _at, out) => out.set('device_status', 'on') },
  ff0f: {
    size: 1,
    read: (b, at, out) =>
      out.set('lorawan_class', label(['Class A', 'Class B', 'Class C', 'Class CtoB'], u8(b, at))),
  },
  ff16: {
    size: 8,
    read: (b, at, out) =>
      out.set('sn', Array.from(b.subarray(at, at + 8), (x) => x.toString(16).padStart(2, '0')).join('')),
  },
  fffe: { size: 1, read: (_b, _at, out) => out.set('reset_event', 'reset') },
  ffff: { size: 2, read: (b, at, out) => out.set('tsl_version', `v${u8(b, at)}.${u8(b, at + 1)}`) },
};

/** ff 08: the 6-byte serial number of the WS10x/WS20x/WS30x sensors (their decoders' `sn`). */
export const serialNumber6Channel: Channel = {
  size: 6,
  read: (b, at, out) => out.set('sn', toHex(b.subarray(at, at + 6))),
};

export const batteryChannel: Channel = {
  size: 1,
  read: (b, at, out) => {
    out.set('battery', u8(b, at));
    out.reading('battery_pct', u8(b, at));
  },
};

export function temperatureChannel(reading: ReadingField = 'temperature'): Channel {
  return {
    size: 2,
    read: (b, at, out) => {
      out.set('temperature', s16le(b, at) / 10);
      out.reading(reading, s16le(b, at) / 10);
    },
  };
}

export const humidityChannel: Channel = {
  size: 1,
  read: (b, at, out) => {
    out.set('humidity', u8(b, at) / 2);
    out.reading('humidity', u8(b, at) / 2);
  },
};

/**
 * A two-state byte: 0 false, 1 true. Milesight's decoders print any other value as
 * "unknown", so it is neither state: undefined, and no reading comes of it.
 */
export function twoState(value: number): boolean | undefined {
  if (value === 0) return false;
  if (value === 1) return true;
  return undefined;
}

/** The vendor's word for a two-state byte, "unknown" for a value that is neither. */
export function stateWord(words: readonly [string, string], state: boolean | undefined): string {
  if (state === undefined) return 'unknown';
  return state ? words[1] : words[0];
}

/** Warns about a two-state byte that is neither state (the vendor's "unknown"). */
export function warnUnknownState(out: ResultBuilder, name: string, value: number): void {
  out.warn(`unknown ${name} value ${value}; not stored`);
}

/** A two-state byte (0 / 1) shown with the vendor's words and stored as a boolean reading. */
export function stateChannel(
  name: string,
  words: readonly [string, string],
  reading?: ReadingField,
): Channel {
  return {
    size: 1,
    read: (b, at, out) => {
      const state = twoState(u8(b, at));
      out.set(name, stateWord(words, state));
      if (state === undefined) warnUnknownState(out, name, u8(b, at));
      else if (reading) out.reading(reading, state);
    },
  };
}

/**
 * The EM500 alarm records (83 E9 distance, 83 D7 temperature): the value and its change,
 * both a 16-bit word / 10 as Milesight's decoders read them, then the alarm byte: 0 normal
 * or released, 1 threshold alarm, 2 mutation (sudden change) alarm. Gives the value's
 * reading and the device's threshold alarm flag (0, 1) or its sudden_change event (2).
 */
export function changeAlarmChannel(spec: {
  name: string;
  signed: boolean;
  reading: ReadingField;
  alarmName: string;
  labels: readonly [string, string, string];
}): Channel {
  return {
    size: 5,
    read(bytes, at, out) {
      const word = spec.signed ? s16le : u16le;
      const alarm = u8(bytes, at + 4);
      out.set(spec.name, word(bytes, at) / 10);
      out.set(`${spec.name}_mutation`, word(bytes, at + 2) / 10);
      out.set(spec.alarmName, label(spec.labels, alarm));
      out.reading(spec.reading, word(bytes, at) / 10);
      if (alarm === 2) out.suddenChange();
      else if (alarm <= 1) out.alarm(alarm === 1);
    },
  };
}

/**
 * Appends one retransmitted record to `history` and stores its readings at the
 * record's own time: such records describe the past, so without a valid device
 * clock they produce no readings at all.
 */
export function addHistory(
  out: ResultBuilder,
  entry: Record<string, unknown>,
  timestamp: number,
  readings: ReadonlyArray<readonly [ReadingField, number | boolean]>,
): void {
  const history = out.fields.history;
  if (Array.isArray(history)) history.push(entry);
  else out.set('history', [entry]);
  const time = unixToIso(timestamp);
  if (time === undefined) {
    out.warn(`history record has no valid timestamp (${timestamp}); its values are not stored as readings`);
    return;
  }
  for (const [field, value] of readings) out.reading(field, value, time);
}
