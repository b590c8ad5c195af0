import { u16le, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { em500ProbeReplies, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';
import { measuringEquipmentChannel } from './milesight-em500-pt100.ts';

// Milesight EM500-SWL submersible water level sensor. Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders em-series/em500-swl/em500-swl-decoder.js): `depth` in cm of
// water above the probe (03 77, 16-bit unsigned), liquid_level_mm = depth × 10; the TTN codec
// of 2023 calls it `level`. 0xFFFF (probe read failed) and 0xFFFD (out of range) are
// `depth_error`, never a reading.

const DEPTH_ERRORS: Record<number, string> = { 65535: 'collection failed', 65533: 'out of range' };

/** Sets `depth` or `depth_error` on `target`; returns the depth in cm when it is one. */
function depth(target: Record<string, unknown>, raw: number): number | undefined {
  const error = DEPTH_ERRORS[raw];
  if (error !== undefined) {
    target.depth_error = error;
    return undefined;
  }
  target.depth = raw;
  return raw;
}

const table: ChannelTable = {
  ...replyChannels(em500ProbeReplies('depth')),
  ...deviceInfoChannels,
  ff1b: measuringEquipmentChannel,
  '0175': batteryChannel,
  '0377': {
    size: 2,
    read(bytes, at, out) {
      const cm = depth(out.fields, u16le(bytes, at));
      if (cm !== undefined) out.reading('liquid_level_mm', cm * 10);
    },
  },
  '20ce': {
    size: 6,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const entry: Record<string, unknown> = { timestamp };
      const cm = depth(entry, u16le(bytes, at + 4));
      addHistory(out, entry, timestamp, cm === undefined ? [] : [['liquid_level_mm', cm * 10]]);
    },
  },
};

export const milesightEm500Swl: ModelDecoder = {
  modelId: 'milesight-iot/em500-swl',
  vendor: 'Milesight',
  model: 'EM500-SWL',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['liquid_level_mm', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, em500-swl-encoder.js (ff03 60-64800 s, ff10ff)'),
  ),
};
