import type { DecodedLocation, ReadingField } from '@pinpoint/shared/readings.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { type LppRecord, type LppTypes, type LppValue, lppTypes, readLpp } from './cayenne-lpp.ts';
import { modelOutput } from './model-output.ts';

// Which reading an LPP record gives is the device's choice: the type says what kind of value it
// is, the channel which sensor. A plan names the reading of a record, by type for any LPP device
// (temperature is temperature), by channel where a device's documentation says what each
// channel is (RAK7204's analog input on channel 8 is its battery). Of several records that give
// the same reading, the lowest channel's is the reading and the others stay in the fields
// (or give the rule's further readings: distance probes 2 to 4), as apps/server's lpp.ts reads
// the network servers' LPP output, which has no payload order to go by.

export type LppRule = {
  /** The reading the record gives; `location` for a GNSS fix. */
  field: ReadingField | 'location';
  /** The reading's value from the record's (units of reading-fields.ts); undefined: none. */
  convert?: (value: number) => number | boolean | undefined;
  /** The readings of the same rule's further channels, in channel order. */
  further?: readonly ReadingField[];
};

export type LppPlan = (record: LppRecord) => LppRule | undefined;

/** Volts to millivolts; LPP's 0.01 V steps are whole millivolts. */
export const millivolts = (volts: number): number => Math.round(volts * 1000);

/** LPP's presence byte: 0 or 1; another value is not a state. */
export const zeroOrOne = (value: number): boolean | undefined =>
  value === 0 ? false : value === 1 ? true : undefined;

/** A GPS record's value as a location (its three numbers, as every GPS type reads them). */
function fixOf(value: LppValue): DecodedLocation | undefined {
  if (typeof value === 'number') return undefined;
  const { latitude, longitude, altitude } = value;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  return typeof altitude === 'number'
    ? { lat: latitude, lon: longitude, alt: altitude }
    : { lat: latitude, lon: longitude };
}

/** Records of one field name and channel keep the later (as the field does), in channel order. */
function latestByChannel(records: readonly LppRecord[]): LppRecord[] {
  const latest = new Map<string, LppRecord>();
  for (const record of records) latest.set(`${record.name}_${record.channel}`, record);
  return [...latest.values()].sort((a, b) => a.channel - b.channel);
}

export type LppModelSpec = {
  modelId: string;
  vendor: string;
  model: string;
  defaultFPort: number;
  readings: readonly ReadingField[];
  location: boolean;
  plan: LppPlan;
  types?: LppTypes;
  /** A tracker's uplink without a fix says so. */
  expectsFix?: boolean;
  /** Why there are no commands (no LPP model has any in the catalogue). */
  commandsNote: string;
};

/** Decodes the records, then gives the readings and the location the plan names. */
export function decodeLpp(bytes: Uint8Array, spec: LppModelSpec): DecodeResult {
  const result = new ResultBuilder();
  const records = readLpp(bytes, result, spec.types ?? lppTypes);
  const out = modelOutput(result, spec.model, new Set(spec.readings));
  const groups = new Map<string, { rule: LppRule; records: LppRecord[] }>();
  for (const record of latestByChannel(records)) {
    const rule = spec.plan(record);
    if (!rule) continue;
    const group = groups.get(rule.field) ?? { rule, records: [] };
    group.records.push(record);
    groups.set(rule.field, group);
  }
  for (const { rule, records: same } of groups.values()) {
    same.forEach((record, rank) => {
      const field = rank === 0 ? rule.field : rule.further?.[rank - 1];
      const name = `${record.name}_${record.channel}`;
      if (field === 'location') {
        if (!spec.location)
          out.warn(
            `a position is not a reading of the ${spec.model}; ${name} kept in the vendor fields only`,
          );
        else result.location = fixOf(record.value);
      } else if (field && typeof record.value === 'number') {
        const value = rule.convert ? rule.convert(record.value) : record.value;
        if (value === undefined) out.warn(`${name} ${record.value} is not a ${field} value; not stored`);
        else out.reading(field, value);
      }
    });
  }
  if (spec.expectsFix && !groups.has('location')) result.warn('no GPS position in this uplink');
  return result.build();
}

/** A model whose uplinks are LPP on any port (the format does not depend on it). */
export function lppModel(spec: LppModelSpec): ModelDecoder {
  return {
    modelId: spec.modelId,
    vendor: spec.vendor,
    model: spec.model,
    fPorts: 'any',
    defaultFPort: spec.defaultFPort,
    readings: spec.readings,
    location: spec.location,
    decode: (bytes) => decodeLpp(bytes, spec),
    commandsNote: spec.commandsNote,
  };
}
