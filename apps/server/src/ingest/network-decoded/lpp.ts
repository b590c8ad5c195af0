import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { cayenneNames, chirpstackLppNames, type NameRule } from './names.ts';

/** One Cayenne LPP value with the rule that reads it. */
export type LppValue = { name: string; rule: NameRule; raw: unknown };

/** The Things Stack's LPP formatter writes `${type}_${channel}` (lorawan-stack messageprocessors/cayennelpp). */
const lppChannel = /^([a-z_]+?)_(\d{1,3})$/;

/**
 * The further channels of a type that have readings of their own: several distance channels are
 * several probes (the catalogue's probes 2 to 4, in channel order). A second temperature channel
 * is not unambiguously an external probe (two ambient sensors send two), so it stays in the frame.
 */
const furtherChannels: Partial<Record<ReadingField, ReadingField[]>> = {
  distance_mm: ['distance_2_mm', 'distance_3_mm', 'distance_4_mm'],
};

type Channel = { name: string; channel: number; rule: NameRule; raw: unknown };

function channelsIn(decoded: Record<string, unknown>, table: Record<string, unknown>): Channel[] {
  const found: Channel[] = [];
  for (const [name, raw] of Object.entries(decoded)) {
    // A name the model's or the common table knows is read by it, not as an LPP type.
    if (Object.hasOwn(table, name)) continue;
    const match = lppChannel.exec(name);
    const rule = match ? cayenneNames[match[1] as string] : undefined;
    if (match && rule) found.push({ name, channel: Number(match[2]), rule, raw });
  }
  // ChirpStack's codec (chirpstack/src/codec/cayenne_lpp.rs): `{type: {channel: value}}`; its v3
  // documentation shows a plain number too.
  for (const [type, rule] of Object.entries(chirpstackLppNames)) {
    const value = decoded[type];
    const channels = value && typeof value === 'object' ? Object.entries(value) : [];
    if (channels.length > 0 && channels.every(([channel]) => /^\d{1,3}$/.test(channel))) {
      for (const [channel, raw] of channels)
        found.push({ name: `${type}.${channel}`, channel: Number(channel), rule, raw });
    } else if (value !== undefined && !Object.hasOwn(table, type)) {
      // Other codecs' `distance` or `barometer` (a number, or `{value, unit}`) are the table's.
      found.push({ name: type, channel: -1, rule, raw: value });
    }
  }
  return found;
}

/**
 * A payload's Cayenne LPP values, in either network server's form: of each kind of reading, the
 * lowest channel gives the reading (not the first key: `temperature_10` sorts before `_2`), the
 * others the kind's further readings where the catalogue has them.
 */
export function lppValues(decoded: Record<string, unknown>, table: Record<string, unknown>): LppValue[] {
  const byField = new Map<ReadingField, Channel[]>();
  for (const found of channelsIn(decoded, table)) {
    const list = byField.get(found.rule.field) ?? [];
    list.push(found);
    byField.set(found.rule.field, list);
  }
  const values: LppValue[] = [];
  for (const [field, channels] of byField) {
    channels.sort((a, b) => a.channel - b.channel);
    const further = furtherChannels[field] ?? [];
    // A further channel with no reading of its own stays in the frame, as a value no name reads.
    channels.forEach(({ name, rule, raw }, rank) => {
      const target = rank === 0 ? field : further[rank - 1];
      if (target) values.push({ name, rule: { ...rule, field: target }, raw });
    });
  }
  return values;
}
