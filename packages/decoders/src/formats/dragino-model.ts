import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// A Dragino end node as most of them are built: the measurement frame on port 2, a few other
// ports each with its own payload (the datalog on 3, the settings on 4, the device status on 5,
// ...), no location, and the downlinks every Dragino node shares (commands/dragino.ts).

type PortDecoder = (bytes: Uint8Array, fPort: number) => DecodeResult;

export type DraginoModelSpec = {
  modelId: string;
  model: string;
  readings: readonly ReadingField[];
  /** The port 2 frame; a port not in `ports` is read as one too. */
  frame: PortDecoder;
  /** The other ports' payloads, by port. */
  ports: Readonly<Record<number, PortDecoder>>;
  /**
   * The bits of the port that choose its payload, where the rest carry settings (the CS01-LB's
   * current ranges): every port whose masked value is 2 or one of `ports` is then accepted.
   */
  portMask?: number;
};

const LAST_APPLICATION_PORT = 223;

function maskedPorts(mask: number, kinds: readonly number[]): number[] {
  const all = Array.from({ length: LAST_APPLICATION_PORT }, (_, index) => index + 1);
  return all.filter((port) => kinds.includes(port & mask));
}

export function draginoModel(spec: DraginoModelSpec): ModelDecoder {
  const { frame, ports, portMask } = spec;
  const kinds = [2, ...Object.keys(ports).map(Number)];
  return {
    modelId: spec.modelId,
    vendor: 'Dragino',
    model: spec.model,
    fPorts: portMask === undefined ? kinds : maskedPorts(portMask, kinds),
    defaultFPort: 2,
    readings: spec.readings,
    location: false,
    decode: (bytes, fPort) => (ports[fPort & (portMask ?? 0xff)] ?? frame)(bytes, fPort),
    commands: draginoCommands(sources.dragino),
  };
}
