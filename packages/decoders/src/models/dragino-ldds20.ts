import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeUltrasonic } from '../formats/dragino-ultrasonic.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LDDS20 ultrasonic liquid level sensor: mounted under the tank, it measures through
// the tank's bottom up to the liquid's surface, so its distance is the height of liquid
// (the manual: "measure the height of liquid in a container"; valid 20-2000 mm) and becomes
// `liquid_level_mm`. fPort 2, big-endian. Names as Dragino's decoders
// (dragino/dragino-end-node-decoder LDDS20/): firmware 1.1.4 sends 8 bytes
// (LDDS20_Decoder_V1.1.4.js: Bat, Distance in mm, Interrupt_flag, TempC_DS18B20 as toFixed(2)
// text, Sensor_flag), older firmware 5 (ldds20 decoder.txt: Bat, Distance, Interrupt_status).
// Distance 0 means no sensor answered ("No Sensor" in the TTN codec) and below 20 mm is not a
// reading ("Invalid Reading").

export const draginoLdds20: ModelDecoder = {
  modelId: 'dragino/ldds20',
  vendor: 'Dragino',
  model: 'LDDS20',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['liquid_level_mm', 'temperature', 'battery_mv'],
  location: false,
  decode: (bytes) => decodeUltrasonic(bytes, 'liquid_level_mm'),
  commands: draginoCommands(sources.dragino),
};
