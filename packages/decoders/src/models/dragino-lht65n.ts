import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeLht65Status } from '../formats/dragino-lht65-extra.ts';
import type { ModelDecoder } from '../types.ts';
import { decodeLht65Frame } from './dragino-lht65.ts';

// Dragino LHT65N: the LHT65 frame plus the TMP117 and SHT31 probes (external types 0x02,
// 0x0A, 0x0B, 0x10, 0x20; Dragino's LHT65N-TTN-v1.5.6 decoder). The TTN
// codec (vendor/dragino/lht65n.js) gives the same names and values as the LHT65's,
// so both models share one decoder and one vocabulary of vendor fields. Port 5 carries
// the device status (Dragino's LHT65N decoder, LHT65N-TTN-v1.5.6).

export const draginoLht65n: ModelDecoder = {
  modelId: 'dragino/lht65n',
  vendor: 'Dragino',
  model: 'LHT65N',
  fPorts: [2, 5],
  defaultFPort: 2,
  readings: ['temperature', 'humidity', 'external_temperature', 'illuminance', 'battery_mv'],
  location: false,
  decode: (bytes, fPort) =>
    fPort === 5 ? decodeLht65Status(bytes) : decodeLht65Frame(bytes, { lht65n: true }),
  commands: draginoCommands(sources.dragino),
};
