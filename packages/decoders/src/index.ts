import { eventOnlyReadings } from '@pinpoint/shared/reading-fields.ts';
import { DecodeError } from './errors.ts';
import { dropImplausible } from './plausibility.ts';
import { findDecoder, listDecoders } from './registry.ts';
import type { DecodeResult, ModelDecoder, ModelInfo } from './types.ts';

export { parseHex, toHex } from './bytes.ts';
export { type Downlink, describeCommands, EncodeError, type EncodeErrorKind, encode } from './encode.ts';
export { DecodeError, type DecodeErrorKind } from './errors.ts';
export type { DecodeResult, ModelInfo } from './types.ts';

/** LoRaWAN application ports; 0 carries MAC commands and 224+ are reserved. */
const MIN_FPORT = 1;
const MAX_FPORT = 223;

/**
 * Decodes one uplink payload of a known device model into the vendor's fields and
 * normalised readings. Throws DecodeError, and nothing else, for any bad input.
 */
export function decode(modelId: string, fPort: number, bytes: Uint8Array): DecodeResult {
  const decoder = findDecoder(modelId);
  if (!decoder) throw new DecodeError(`unknown model "${modelId}"`, 'unknown_model');
  if (!Number.isInteger(fPort) || fPort < MIN_FPORT || fPort > MAX_FPORT) {
    throw new DecodeError(`${modelId}: invalid fPort ${fPort} (uplink data uses 1-223)`, 'unsupported_port');
  }
  if (decoder.fPorts !== 'any' && !decoder.fPorts.includes(fPort)) {
    throw new DecodeError(
      `${modelId}: unsupported fPort ${fPort} (expected ${decoder.fPorts.join(' or ')})`,
      'unsupported_port',
    );
  }
  if (!(bytes instanceof Uint8Array)) throw new DecodeError(`${modelId}: payload is not a byte array`);
  if (bytes.length === 0) throw new DecodeError(`${modelId}: empty payload`);

  let result: DecodeResult;
  try {
    result = decoder.decode(bytes, fPort);
  } catch (error) {
    // Decoders report bad bytes as DecodeError; anything else is a decoder bug, but
    // ingest must still get a DecodeError it can record rather than crash on.
    const detail = error instanceof DecodeError ? error.message : `internal decoder error: ${String(error)}`;
    throw new DecodeError(`${modelId}: ${detail}`, 'invalid_payload', { cause: error });
  }
  return dropImplausible(result);
}

/** Every supported model, for device-type pickers and the CLI. */
export function listModels(): ModelInfo[] {
  return listDecoders().map(toInfo);
}

export function hasDecoder(modelId: string): boolean {
  return findDecoder(modelId) !== undefined;
}

const momentaryByModel = new Map<string, ReadonlySet<string>>(
  listDecoders().flatMap((d) =>
    d.momentary?.length ? [[d.modelId, new Set([...eventOnlyReadings, ...d.momentary])]] : [],
  ),
);

/**
 * The readings a model sends only as events of their uplink (ModelInfo.momentary, and those that
 * are events for every model: eventOnlyReadings), by field; a device of no known model has those.
 */
export function momentaryReadings(modelId: string | null | undefined): ReadonlySet<string> {
  return (modelId && momentaryByModel.get(modelId)) || eventOnlyReadings;
}

function toInfo({
  decode: _decode,
  commands: _commands,
  commandsNote: _note,
  ...info
}: ModelDecoder): ModelInfo {
  return info;
}
