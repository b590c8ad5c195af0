import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s8 } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { type ModelOutput, modelOutput, walkUntilStop } from './model-output.ts';

// Tektelic's trackers and the TUNDRA send frames on several ports, each port with its own table
// (Tektelic's data converters, TektelicCommunications/data-converters, "LoRa Alliance Payload
// Codec 1.0.0/<product>", switch on fPort first): port 10 the 2-byte [channel][type] frames of the
// sensors (formats/tektelic.ts), the trackers' logs (port 15) and BLE scans (port 25) 1-byte
// headers. A BLE scan frame is a header and entries of a fixed size up to the end of the payload:
// both Tektelic's converters and TTN's codecs read it so (loop = bytes left / entry size), so one
// uplink holds one kind of scan.
//
// Port 100 carries the answers to configuration reads and writes. They are not decoded: the
// registers a read can return include the device's LoRaWAN keys (registers 0x00-0x05: device
// EUI, application key, session keys, in TTN's decoder_smart_room_sensor.js).

export const DATA_PORT = 10;
export const CONFIG_PORT = 100;
export const CONFIG_NOT_DECODED =
  "configuration response on port 100: not decoded, as it can hold the device's LoRaWAN keys";

/** A frame of fixed size after its header. */
export type FixedFrame<O> = {
  label: string;
  size: number;
  read: (bytes: Uint8Array, at: number, out: O) => void;
};

/** A header, `lead` bytes, then entries of `entry` bytes each to the end of the payload. */
export type ListFrame<O> = {
  label: string;
  lead?: number;
  entry: number;
  /** `at` is the first byte after the header (the lead bytes, then the entries). */
  read: (bytes: Uint8Array, at: number, count: number, out: O) => void;
};

/** One port's frames, keyed by their header bytes in hex ("0088", "0a"). */
export type PortPlan<O> = {
  headerLength: 1 | 2;
  frames: Readonly<Record<string, FixedFrame<O>>>;
  lists?: Readonly<Record<string, ListFrame<O>>>;
  /** Bytes before the first frame (the TUNDRA's tag number on port 32), read first. */
  prefix?: FixedFrame<O>;
};

const hex = (value: number) => value.toString(16).padStart(2, '0');

/**
 * Walks a port's frames up to the end, an unknown frame or a cut-off one: a frame we do not know
 * has no known size, so the walk stops there with a warning, as Tektelic's own decoders stop, and
 * keeps what it read.
 */
export function walkFrames<O>(bytes: Uint8Array, plan: PortPlan<O>, result: ResultBuilder, out: O): void {
  const { headerLength, frames, lists = {}, prefix } = plan;
  walkUntilStop(bytes, result, (at) => {
    const rest = bytes.length - at;
    if (at === 0 && prefix) {
      if (rest < prefix.size)
        return { stop: `payload truncated: ${prefix.label} needs ${prefix.size} bytes` };
      prefix.read(bytes, 0, out);
      return { length: prefix.size };
    }
    if (rest < headerLength) return { stop: `incomplete frame header at byte ${at}: 1 byte not decoded` };
    const header = Array.from(bytes.subarray(at, at + headerLength));
    const named = header.map(hexByte).join(' ');
    const key = header.map(hex).join('');
    const list = lists[key];
    const frame = frames[key];
    const body = at + headerLength;
    if (list) {
      const lead = list.lead ?? 0;
      if (rest < headerLength + lead)
        return { stop: `payload truncated: channel ${named} (${list.label}) at byte ${at}; not decoded` };
      const count = Math.floor((bytes.length - body - lead) / list.entry);
      list.read(bytes, body, count, out);
      const left = bytes.length - body - lead - count * list.entry;
      if (left > 0) result.warn(`${list.label}: ${left} bytes after the last whole entry not decoded`);
      return { length: rest };
    }
    if (!frame) return { stop: `unknown channel ${named} at byte ${at}: ${rest} bytes not decoded` };
    if (rest < frame.size + headerLength)
      return {
        stop: `payload truncated: channel ${named} (${frame.label}) at byte ${at} needs ${frame.size + headerLength} bytes, has ${rest}; not decoded`,
      };
    frame.read(bytes, body, out);
    return { length: frame.size + headerLength };
  });
}

/**
 * A BLE scan's entries: a beacon's id (`idBytes`, upper-case hex) and its RSSI, each written by
 * `entry` (by default `{ id, rssi }`, as TTN's codecs name them), under `name`.
 */
export function bleScan(
  label: string,
  name: string,
  idBytes: number,
  entry: (id: string, rssi: number) => Record<string, unknown> = (id, rssi) => ({ id, rssi }),
): ListFrame<ModelOutput> {
  return {
    label,
    entry: idBytes + 1,
    read(bytes, at, count, out) {
      const entries = Array.from({ length: count }, (_, n) => {
        const start = at + n * (idBytes + 1);
        const id = Array.from(bytes.subarray(start, start + idBytes), (b) => hexByte(b).slice(2)).join('');
        return entry(id, s8(bytes, start + idBytes));
      });
      out.set(name, entries);
    },
  };
}

/** A ModelOutput whose vendor fields go into the group `name` of the uplink's fields. */
export function groupOutput(out: ModelOutput, result: ResultBuilder, name: string): ModelOutput {
  const group: Record<string, unknown> = {};
  return {
    ...out,
    get fields() {
      return group;
    },
    set(field, value) {
      if (!(name in result.fields)) result.set(name, group);
      group[field] = value;
    },
  };
}

/** One port's decode, writing the uplink's fields, readings, position and warnings. */
export type PortDecoder = (bytes: Uint8Array, result: ResultBuilder, out: ModelOutput) => void;

/**
 * A Tektelic model with a decoder per port; port 100 (configuration answers) is never decoded.
 * `configures` names what the commands note says Tektelic configures (its sensors, its devices).
 */
export function tektelicPortsModel(spec: {
  modelId: string;
  model: string;
  readings: readonly ReadingField[];
  location: boolean;
  ports: Readonly<Record<number, PortDecoder>>;
  configures?: 'sensors' | 'devices';
}): ModelDecoder {
  const readings = new Set(spec.readings);
  const ports = Object.keys(spec.ports).map(Number);
  const decode = (bytes: Uint8Array, fPort: number): DecodeResult => {
    const result = new ResultBuilder();
    // decode() is only called on the model's ports: the one without a decoder is port 100.
    const port = spec.ports[fPort];
    if (port) port(bytes, result, modelOutput(result, spec.model, readings));
    else result.warn(CONFIG_NOT_DECODED);
    return result.build();
  };
  return {
    modelId: spec.modelId,
    vendor: 'Tektelic',
    model: spec.model,
    fPorts: [...ports, CONFIG_PORT],
    defaultFPort: DATA_PORT,
    readings: spec.readings,
    location: spec.location,
    decode,
    commandsNote: `Tektelic configures its ${spec.configures ?? 'devices'} by writing registers on port 100 (TRM section 3); not in our catalogue yet.`,
  };
}
