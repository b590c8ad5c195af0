import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s16le, u8, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Milesight payloads are a sequence of records [channel id][channel type][data],
// multi-byte values little-endian. Each model lists the records it knows in a
// ChannelTable keyed by the two header bytes in hex ("0175" = battery).

export type Channel = {
  /** Data bytes after the two header bytes. */
  size: number;
  read: (bytes: Uint8Array, at: number, out: ResultBuilder) => void;
};

export type ChannelTable = Readonly<Record<string, Channel>>;

const headerKey = (id: number, type: number): string =>
  `${id.toString(16).padStart(2, '0')}${type.toString(16).padStart(2, '0')}`;

/**
 * Like the vendor codecs, decoding stops at the first record the table does not know
 * (its length is unknown, so nothing after it can be trusted) and keeps what came
 * before, with a warning. A payload whose first record is unknown is an error.
 */
export function decodeTlv(bytes: Uint8Array, table: ChannelTable): DecodeResult {
  const out = new ResultBuilder();
  let at = 0;
  let records = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) {
      throw new DecodeError(`payload truncated (record header at byte ${at} is incomplete)`);
    }
    const id = u8(bytes, at);
    const type = u8(bytes, at + 1);
    const channel = table[headerKey(id, type)];
    if (!channel) {
      const what = `unknown record ${hexByte(id)} ${hexByte(type)} at byte ${at}`;
      if (records === 0) throw new DecodeError(what);
      out.warn(`${what}; the rest of the payload was skipped`);
      break;
    }
    const available = bytes.length - at - 2;
    if (available < channel.size) {
      throw new DecodeError(
        `payload truncated (record ${hexByte(id)} ${hexByte(type)} at byte ${at} needs ${channel.size} bytes, has ${available})`,
      );
    }
    channel.read(bytes, at + 2, out);
    at += 2 + channel.size;
    records += 1;
  }
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
  ff09: {
    size: 2,
    read: (b, at, out) => out.set('hardware_version', version(u8(b, at), u8(b, at + 1) >> 4)),
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

/** A two-state byte (0 / non-zero) shown with the vendor's words and stored as a boolean reading. */
export function stateChannel(
  name: string,
  words: readonly [string, string],
  reading?: ReadingField,
): Channel {
  return {
    size: 1,
    read: (b, at, out) => {
      const on = u8(b, at) !== 0;
      out.set(name, on ? words[1] : words[0]);
      if (reading) out.reading(reading, on);
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
