import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { sources } from '../commands/sources.ts';
import { em500Replies, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type ChannelTable,
  changeAlarmChannel,
  decodeTlv,
  deviceInfoChannels,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM500-SMTC soil moisture / temperature / conductivity. Vendor README
// names (the only source with vectors): `moisture`, `ec` (the vendor's decoder code
// says `electricity`; the README and its example say `ec`). Its temperature is the
// soil probe's, hence soil_temperature. 0xFFFF / 0xFFFD mark a failed or out-of-range probe.

const PROBE_ERRORS: Record<number, string> = { 65535: 'read failed', 65533: 'out of range' };

/** Sets `name` (or `name_error` for a probe fault) on `target`; returns the value when valid. */
function probe(
  target: Record<string, unknown>,
  name: string,
  raw: number,
  value: number,
): number | undefined {
  const error = PROBE_ERRORS[raw];
  if (error !== undefined) {
    target[`${name}_error`] = error;
    return undefined;
  }
  target[name] = value;
  return value;
}

function liveChannel(
  size: 1 | 2,
  name: string,
  reading: SoilReading,
  value: (b: Uint8Array, at: number) => number,
) {
  return {
    size,
    read(bytes: Uint8Array, at: number, out: ResultBuilder) {
      const raw = size === 2 ? u16le(bytes, at) : u8(bytes, at);
      const valid = probe(out.fields, name, raw, value(bytes, at));
      if (valid !== undefined) out.reading(reading, valid);
    },
  };
}

type SoilReading = 'soil_conductivity' | 'soil_temperature' | 'soil_moisture';

/**
 * 83 D7 alarm byte as Milesight's decoder reads it. Its codec.json lists 0 and 1 the
 * other way round; the decoder is what the vendor runs, and matches the CT101's.
 */
const TEMPERATURE_ALARM = ['threshold alarm release', 'threshold alarm', 'mutation alarm'] as const;

const table: ChannelTable = {
  ...replyChannels(em500Replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': liveChannel(2, 'temperature', 'soil_temperature', (b, at) => s16le(b, at) / 10),
  // Older firmware: moisture in 0.5 % steps; newer: 0.01 % steps.
  '0468': liveChannel(1, 'moisture', 'soil_moisture', (b, at) => u8(b, at) / 2),
  '04ca': liveChannel(2, 'moisture', 'soil_moisture', (b, at) => u16le(b, at) / 100),
  '057f': liveChannel(2, 'ec', 'soil_conductivity', (b, at) => u16le(b, at)),
  '83d7': changeAlarmChannel({
    name: 'temperature',
    signed: true,
    reading: 'soil_temperature',
    alarmName: 'temperature_alarm',
    labels: TEMPERATURE_ALARM,
  }),
  '20ce': {
    size: 10,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const entry: Record<string, unknown> = { timestamp };
      const values: Array<readonly [SoilReading, number | undefined]> = [
        ['soil_conductivity', probe(entry, 'ec', u16le(bytes, at + 4), u16le(bytes, at + 4))],
        ['soil_temperature', probe(entry, 'temperature', u16le(bytes, at + 6), s16le(bytes, at + 6) / 10)],
        ['soil_moisture', probe(entry, 'moisture', u16le(bytes, at + 8), u16le(bytes, at + 8) / 100)],
      ];
      const readings = values.flatMap(([field, value]) =>
        value === undefined ? [] : [[field, value] as const],
      );
      addHistory(out, entry, timestamp, readings);
    },
  },
};

export const milesightEm500Smtc: ModelDecoder = {
  modelId: 'milesight-iot/em500-smtc',
  vendor: 'Milesight',
  model: 'EM500-SMTC',
  fPorts: 'any',
  defaultFPort: 85,
  readings: [
    'soil_moisture',
    'soil_temperature',
    'soil_conductivity',
    'threshold_alarm',
    'sudden_change',
    'battery_pct',
  ],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(sources.em500smtc),
};
