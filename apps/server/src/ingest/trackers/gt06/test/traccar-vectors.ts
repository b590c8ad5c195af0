import { vectors1 } from './traccar-vectors-1.ts';
import { vectors2 } from './traccar-vectors-2.ts';
import { vectors3 } from './traccar-vectors-3.ts';

/**
 * Every vector of [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c,
 * src/test/java/org/traccar/protocol/Gt06ProtocolDecoderTest.java (last changed in 629d53d3a),
 * in its order (verbatim hex), with the check Traccar makes of it: `check` is the verify method,
 * `expect` the attribute and value Traccar asserts as written in the Java test, `model` the
 * decoder.setModelOverride in force (Traccar's per-device model; we have none).
 */
export type TraccarVector = {
  check: string;
  location?: false;
  expect?: string;
  model?: string;
  hex: string;
};

export const decoderVectors: readonly TraccarVector[] = [...vectors1, ...vectors2, ...vectors3];
