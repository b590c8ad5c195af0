import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeUltrasonic } from '../formats/dragino-ultrasonic.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LDDS75 ultrasonic distance sensor, fPort 2, big-endian. Names as Dragino's
// decoders (dragino/dragino-end-node-decoder LDDS75/): firmware 1.1.4 sends 8 bytes
// (LDDS75_Decoder_V1.1.4.js: Bat, Distance in mm, Interrupt_flag, TempC_DS18B20 as
// toFixed(2) text, Sensor_flag), older firmware 5 (LDDS75 decoder--TTN.txt: Bat, Distance,
// Interrupt_status). Distance 0 means no sensor answered and below 20 mm is not a reading
// ("No Sensor" / "Invalid Reading" in the older decoder); the rated range is 280-7500 mm.
// The TTN codec (vendor/dragino/ldds75.js) is not followed: it reports the battery word as
// the distance.

export const draginoLdds75: ModelDecoder = {
  modelId: 'dragino/ldds75',
  vendor: 'Dragino',
  model: 'LDDS75',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['distance_mm', 'temperature', 'battery_mv'],
  location: false,
  decode: (bytes) => decodeUltrasonic(bytes, 'distance_mm'),
  commands: draginoCommands(sources.dragino),
};
