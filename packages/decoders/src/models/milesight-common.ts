import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u8 } from '../bytes.ts';
import { milesightIntervalMinutes, milesightReboot, milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import type { ModelCommand } from '../commands/types.ts';
import {
  type Channel,
  type ChannelTable,
  decodeTlv,
  label,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// What the Milesight sensors of milesight-more-models-2.test.ts share: the model builder (as
// milesightVsModel in milesight-vs340.ts, for sensors whose encoder also sets the reporting
// interval) and the alarm records of the newer decoders (EM400, EM410-RDL, TS101, TS201): a
// measurement followed by an alarm byte, and, in the TS201 and EM410-RDL decoders, an `event` list
// that collects the uplink's alarm and sensor events.

/**
 * The vendor's encoder and how it sets the reporting interval: `ff 03` + seconds (with the range
 * it allows) or `ff 8e 00` + minutes; reboot is `ff 10 ff` in both.
 */
type Encoder = { file: string; seconds: string } | { file: string; minutes: true };

export type MilesightSensor = {
  model: string;
  /** When it is not `milesight-iot/<model in lower case>`, as the TTN device repository names it. */
  modelId?: string;
  readings: readonly ReadingField[];
  /** The readings it sends only as events of their uplink (ModelInfo.momentary). */
  momentary?: readonly ReadingField[];
  table: ChannelTable;
  /** Readings drawn from the whole uplink's fields once its records are read (the UC GPIO levels). */
  finish?: (result: DecodeResult) => void;
} & ({ encoder: Encoder } | { commands: ModelCommand[]; commandsNote: string });

function commandsOf(encoder: Encoder): ModelCommand[] {
  if ('seconds' in encoder) {
    return milesightSensorCommands(
      documented(`Milesight SensorDecoders, ${encoder.file} (ff03 ${encoder.seconds} s, ff10ff)`),
    );
  }
  const source = documented(`Milesight SensorDecoders, ${encoder.file} (ff8e00 1-1440 min, ff10ff)`);
  return [milesightIntervalMinutes(source), milesightReboot(source)];
}

export function milesightSensor(spec: MilesightSensor): ModelDecoder {
  const { finish, table } = spec;
  return {
    modelId: spec.modelId ?? `milesight-iot/${spec.model.toLowerCase()}`,
    vendor: 'Milesight',
    model: spec.model,
    fPorts: 'any',
    defaultFPort: 85,
    readings: spec.readings,
    ...(spec.momentary ? { momentary: spec.momentary } : {}),
    location: false,
    decode(bytes) {
      const result = decodeTlv(bytes, table);
      finish?.(result);
      return result;
    },
    ...('encoder' in spec
      ? { commands: commandsOf(spec.encoder) }
      : { commands: spec.commands, commandsNote: spec.commandsNote }),
  };
}

/** The alarm byte of the TS101, TS201 and EM410-RDL alarm records. */
export const ALARM_LABELS = ['threshold alarm release', 'threshold alarm', 'mutation alarm'] as const;

/**
 * An alarm byte as Milesight's decoders label it (the first label the release): gives the
 * device's threshold_alarm, or for a label naming a mutation (a sudden change, which no release
 * follows) the sudden_change event, and returns the label; another byte is the vendor's
 * "unknown", with a warning and no reading.
 */
export function alarmLabel(
  out: ResultBuilder,
  name: string,
  labels: readonly string[],
  value: number,
): string {
  const word = labels[value];
  if (word === undefined) warnUnknownState(out, name, value);
  else if (word.includes('mutation')) out.suddenChange();
  else out.alarm(value !== 0);
  return label(labels, value);
}

/** A record that is `channel`'s value followed by its alarm byte (`name`). */
export function withAlarmByte(channel: Channel, name: string, labels: readonly string[]): Channel {
  return {
    size: channel.size + 1,
    read(bytes, at, out) {
      channel.read(bytes, at, out, channel.size);
      out.set(name, alarmLabel(out, name, labels, u8(bytes, at + channel.size)));
    },
  };
}

/**
 * Lists an alarm record in the uplink's `event`, as the TS201 and EM410-RDL decoders do: `entry`
 * holds the value (and its change), `name` gets the alarm byte's label (ALARM_LABELS).
 */
export function pushAlarmEvent(
  out: ResultBuilder,
  entry: Record<string, unknown>,
  name: string,
  alarm: number,
): void {
  pushEvent(out, { ...entry, [name]: alarmLabel(out, name, ALARM_LABELS, alarm) });
}

/** Appends one alarm or sensor event to the uplink's `event` list. */
export function pushEvent(out: ResultBuilder, entry: Record<string, unknown>): void {
  const events = out.fields.event;
  if (Array.isArray(events)) events.push(entry);
  else out.set('event', [entry]);
}
