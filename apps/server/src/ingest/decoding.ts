import { DecodeError, type DecodeResult, decode, hasDecoder, momentaryReadings } from '@pinpoint/decoders';
import type { DecodingPreference, ReadingSource } from './interpret.ts';
import { type MappedReading, mapNetworkDecoded } from './network-decoded/map.ts';
import type { NormalisedLocationFix } from './uplink.ts';

/**
 * Whose decoding wins (DESIGN 9, issue 25). The customer configured a payload formatter or codec on
 * the network server on purpose (neither decodes unless told to), so by default ('auto') the network
 * server's decoded values win for the fields they carry, mapped to our reading names, and Pinpoint's
 * decoder supplies every other field, and all of them when the network server sent nothing decoded
 * or nothing we can map. A device can pin one side ('pinpoint' or 'network'); when the chosen side
 * yields nothing (it failed, or sent nothing), the other side's values are stored, never dropped.
 */

export type DecodeInput = {
  modelId: string | null;
  preference: DecodingPreference;
  fPort: number | undefined;
  payload: Uint8Array | undefined;
  /** The sender's decoded object. */
  decoded: Record<string, unknown> | undefined;
  /** Whether `decoded` is a network server's codec output ('n') or a phone's own attributes ('d'). */
  decodedBy: Extract<ReadingSource, 'n' | 'd'>;
  /**
   * The model the network server names (The Things Stack's device-repository `version_ids`), whose
   * codec wrote `decoded`: its names are read by that model's table when the device has no model.
   */
  networkModelId?: string | undefined;
  /** The Things Stack's normalized payload of the same uplink, if its codec has one. */
  normalized?: Array<Record<string, unknown>> | undefined;
};

export type Decoded = {
  readings: Array<MappedReading & { source: ReadingSource; momentary?: true }>;
  location?: NormalisedLocationFix;
  /**
   * No `location`, and a side said the payload's coordinates are no position of now (a failed fix's
   * last good one, a logged record without its time): a copy of them is none either.
   */
  locationRefused?: true;
  /** The decoded payload: the sender's object when it gave readings, else ours. */
  fields: Record<string, unknown> | null;
  /**
   * Whether `fields` is our decoder's, so the frame need not keep it (migration 0029): the same
   * model decodes the same payload to the same object on read (`decodedFields`).
   */
  derivable: boolean;
  error: string | null;
  warnings: string[];
  /** Set when Pinpoint's decoder gave at least one reading. */
  decoder: string | null;
};

type Side = {
  readings: MappedReading[];
  location?: NormalisedLocationFix;
  locationRefused?: true;
  fields: Record<string, unknown> | null;
  warnings: string[];
};

/** Our decoder's fix, with the time it was taken where the decoder gives one (a T1000 or AT101 fix's). */
function ourFix({ time, source, ...fix }: NonNullable<DecodeResult['location']>): NormalisedLocationFix {
  const taken = time === undefined ? undefined : new Date(time);
  return {
    ...fix,
    source: source ?? 'gnss',
    ...(taken && !Number.isNaN(taken.getTime()) ? { time: taken } : {}),
  };
}

function ours(input: DecodeInput): { side?: Side; error?: string } {
  const { modelId, payload, fPort } = input;
  // Port 0 carries MAC commands only; an absent port means no application payload to decode.
  if (!modelId || !hasDecoder(modelId) || !payload?.length || !fPort) return {};
  try {
    const result = decode(modelId, fPort, payload);
    const readings = result.readings.map((r) => {
      const time = r.time ? new Date(r.time) : undefined;
      return { field: r.field, value: r.value, ...(time && !Number.isNaN(time.getTime()) ? { time } : {}) };
    });
    return {
      side: {
        readings,
        fields: result.fields,
        warnings: result.warnings ?? [],
        ...(result.location ? { location: ourFix(result.location) } : {}),
        ...(result.locationRefused ? { locationRefused: true as const } : {}),
      },
    };
  } catch (err) {
    return { error: err instanceof DecodeError || err instanceof Error ? err.message : String(err) };
  }
}

function theirs(input: DecodeInput): Side | undefined {
  const decoded = input.decoded && Object.keys(input.decoded).length ? input.decoded : undefined;
  // A normalized payload alone (a codec whose decodeUplink gives nothing, a webhook field mask of
  // up.uplink_message.normalized_payload) still carries TTS's documented, unit-fixed measurements.
  if (!decoded && !input.normalized?.length) return undefined;
  const mapped = mapNetworkDecoded(
    decoded ?? {},
    input.modelId ?? input.networkModelId ?? null,
    input.normalized,
  );
  return {
    readings: mapped.readings,
    fields: decoded ?? null,
    warnings: mapped.dropped.map(
      (d) => `${input.decodedBy === 'n' ? 'network server' : 'sender'} value dropped: ${d}`,
    ),
    ...(mapped.location ? { location: mapped.location } : {}),
    ...(mapped.locationRefused ? { locationRefused: true as const } : {}),
  };
}

const yields = (side: Side | undefined): side is Side =>
  !!side && (side.readings.length > 0 || !!side.location);
const keyOf = (r: MappedReading) => `${r.field} ${r.time?.getTime() ?? ''}`;

/** Decodes one uplink from both sides and merges them by the device's preference. */
export function decodeBothSides(input: DecodeInput): Decoded {
  const want = input.preference;
  const pinpoint = want === 'network' ? {} : ours(input);
  const network = want === 'pinpoint' ? undefined : theirs(input);
  let mine = pinpoint.side;
  let other = network;
  // A pinned side that yields nothing: the other side is asked after all, so nothing is dropped.
  const warnings: string[] = [];
  if (want === 'pinpoint' && !yields(mine)) {
    other = theirs(input);
    if (yields(other))
      warnings.push("Pinpoint's decoder gave no readings: the network server's decoded values were used");
  }
  if (want === 'network' && !yields(other)) {
    const fallback = ours(input);
    mine = fallback.side;
    if (yields(mine))
      warnings.push("The network server sent no usable decoded values: Pinpoint's decoder was used");
    if (fallback.error) pinpoint.error = fallback.error;
  }
  const first =
    want === 'pinpoint' ? { side: mine, source: 'p' as const } : { side: other, source: input.decodedBy };
  const second =
    want === 'pinpoint' ? { side: other, source: input.decodedBy } : { side: mine, source: 'p' as const };

  // A reading the model sends only as an event (a press), on either side: not the device's state.
  const momentary = momentaryReadings(input.modelId ?? input.networkModelId);
  const merged = new Map<string, MappedReading & { source: ReadingSource; momentary?: true }>();
  for (const { side, source } of [first, second]) {
    for (const reading of side?.readings ?? []) {
      const key = keyOf(reading);
      if (!merged.has(key))
        merged.set(key, { ...reading, source, ...(momentary.has(reading.field) ? { momentary: true } : {}) });
    }
  }
  const readings = [...merged.values()];
  for (const side of [mine, other]) warnings.push(...(side?.warnings ?? []));
  if (pinpoint.error && yields(other)) {
    warnings.push(
      `Pinpoint could not decode the payload (${pinpoint.error}): the network server's values were kept`,
    );
  }
  const location = first.side?.location ?? second.side?.location;
  const senderGave =
    readings.some((r) => r.source !== 'p') || (!!other?.location && location === other.location);
  const refused = !location && (mine?.locationRefused || other?.locationRefused);
  return {
    readings,
    ...(location ? { location } : {}),
    ...(refused ? { locationRefused: true as const } : {}),
    fields: senderGave ? (other?.fields ?? null) : (mine?.fields ?? other?.fields ?? null),
    derivable: !senderGave && !!mine?.fields,
    // The error stays only where no side gave anything: otherwise it is a warning above.
    error: pinpoint.error && !readings.length && !location ? pinpoint.error : null,
    warnings,
    decoder: readings.some((r) => r.source === 'p') || (!senderGave && !!mine?.fields) ? input.modelId : null,
  };
}

/**
 * The decoded payload of a stored frame that kept none because our decoder made it (migration
 * 0029): `model`'s decoder run again on the frame's bytes. Null when it cannot decode them.
 */
export function decodedFields(model: string | null, fPort: number | null, payload: Uint8Array | null) {
  if (!model || !hasDecoder(model) || !payload?.length || !fPort) return null;
  try {
    return decode(model, fPort, payload).fields;
  } catch {
    return null;
  }
}
