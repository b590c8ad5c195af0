import type { DecodedLocation, Reading, ReadingField } from '@pinpoint/shared/readings.ts';
import type { ModelCommand } from './commands/types.ts';

export type DecodeResult = {
  /** The vendor codec's own field names and values (see README for which codec each model follows). */
  fields: Record<string, unknown>;
  readings: Reading[];
  location?: DecodedLocation;
  /** Things a person should know, e.g. "GPS failed to obtain location"; absent when there are none. */
  warnings?: string[];
  /**
   * The payload holds coordinates that are no position of now (a failed fix's last good one, a
   * logged record without its time): none is `location`, and a copy of them the network server
   * took from the decoded payload (The Things Stack's `frm-payload` location) is none either.
   */
  locationRefused?: true;
};

export type ModelInfo = {
  modelId: string;
  vendor: string;
  model: string;
  /** fPorts the decoder accepts; 'any' when the vendor's format ignores the port. */
  fPorts: readonly number[] | 'any';
  /** The port the device uses out of the box (for tools and the simulator). */
  defaultFPort: number;
  /** Every reading this model can produce. */
  readings: readonly ReadingField[];
  /** Whether the decoder emits a location. */
  location: boolean;
  /**
   * Readings the model sends only when something happens (a press, a movement), as true and never
   * false: events of their uplink, not the device's state (a button would read "pressed" for ever).
   */
  momentary?: readonly ReadingField[];
};

export type ModelDecoder = ModelInfo & {
  /** Called with a non-empty payload on an accepted port; throws DecodeError on bad bytes. */
  decode: (bytes: Uint8Array, fPort: number) => DecodeResult;
  /** The downlink commands the model understands, each with its encoder (see encode.ts). */
  commands?: readonly ModelCommand[];
  /** Why the catalogue is short or empty, e.g. a vendor format that could not be confirmed. */
  commandsNote?: string;
};
