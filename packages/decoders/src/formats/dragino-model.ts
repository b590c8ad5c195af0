import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// A Dragino end node as most of them are built: the measurement frame on port 2, a few other
// ports each with its own payload (the datalog on 3, the settings on 4, the device status on 5,
// ...), no location, and the downlinks every Dragino node shares (commands/dragino.ts).

type PortDecoder = (bytes: Uint8Array) => DecodeResult;

export type DraginoModelSpec = {
  modelId: string;
  model: string;
  readings: readonly ReadingField[];
  /** The port 2 frame; a port not in `ports` is read as one too. */
  frame: PortDecoder;
  /** The other ports' payloads, by port. */
  ports: Readonly<Record<number, PortDecoder>>;
};

export function draginoModel(spec: DraginoModelSpec): ModelDecoder {
  const { frame, ports } = spec;
  return {
    modelId: spec.modelId,
    vendor: 'Dragino',
    model: spec.model,
    fPorts: [2, ...Object.keys(ports).map(Number)],
    defaultFPort: 2,
    readings: spec.readings,
    location: false,
    decode: (bytes, fPort) => (ports[fPort] ?? frame)(bytes),
    commands: draginoCommands(sources.dragino),
  };
}
