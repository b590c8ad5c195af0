import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import type { ModelDecoder } from '../types.ts';
import { em500ProbeReplies, replyChannels } from './milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
} from './milesight-tlv.ts';

/**
 * An EM500 probe that measures one value (EM500-LGT's illumination, EM500-PP's pressure): its
 * channel, the battery, device information, the EM500 replies, and the history record 20 CE
 * (timestamp, then the value), as Milesight's em500 decoders read them.
 */
export type Em500Probe = {
  modelId: string;
  model: string;
  /** The value's channel and type bytes (`0394`), its size in bytes and how to read it. */
  channel: string;
  size: number;
  read: (bytes: Uint8Array, at: number) => number;
  /** The vendor decoder's name for the value, and the reading it gives. */
  name: string;
  reading: ReadingField;
  /** What the EM500 replies call the measurement (milesight-replies.ts `em500ProbeReplies`). */
  replies: string;
  /** The vendor's encoder, as the commands' source cites it. */
  encoder: string;
};

export function em500Probe(probe: Em500Probe): ModelDecoder {
  const { channel, size, read, name, reading } = probe;
  const table: ChannelTable = {
    ...replyChannels(em500ProbeReplies(probe.replies)),
    ...deviceInfoChannels,
    '0175': batteryChannel,
    [channel]: {
      size,
      read(bytes, at, out) {
        out.set(name, read(bytes, at));
        out.reading(reading, read(bytes, at));
      },
    },
    '20ce': {
      size: 4 + size,
      read(bytes, at, out) {
        const timestamp = u32le(bytes, at);
        const value = read(bytes, at + 4);
        addHistory(out, { timestamp, [name]: value }, timestamp, [[reading, value]]);
      },
    },
  };
  return {
    modelId: probe.modelId,
    vendor: 'Milesight',
    model: probe.model,
    fPorts: 'any',
    defaultFPort: 85,
    readings: [reading, 'battery_pct'],
    location: false,
    decode: (bytes) => decodeTlv(bytes, table),
    commands: milesightSensorCommands(
      documented(`Milesight SensorDecoders, ${probe.encoder} (ff03 60-64800 s, ff10ff)`),
    ),
  };
}
