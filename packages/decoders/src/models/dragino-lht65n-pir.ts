import { u8, u24be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeLht65Status, isDatalog } from '../formats/dragino-lht65-extra.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { decodeLht65Frame } from './dragino-lht65.ts';

// Dragino LHT65N-PIR: the LHT65 frame (dragino-lht65.ts: battery, built-in temperature and
// humidity, byte 6 the external type with bit 7 "no connection" and bit 6 the datalog flag) with
// its PIR sensor as external type 0x0E: byte 7 bit 0 activity, bytes 8-10 the count of movements.
// Names as Dragino's decoder (dragino/dragino-end-node-decoder LHT65N-PIR/lht65n_pir
// ttn_decoder.js), Node_type left out; that decoder reads the temperatures unsigned (0xFF9C is
// 654.36 °C), we read them signed as the LHT65's. Port 5: the device status.
// Readings: the PIR's activity is `motion`; the movement count is no pulse input's: a field only.

const EXT_PIR = 0x0e;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  const result = decodeLht65Frame(bytes, { lht65n: false });
  if (isDatalog(bytes) || (u8(bytes, 6) & 0x0f) !== EXT_PIR) return result;
  const active = (u8(bytes, 7) & 0x01) !== 0;
  const fields = {
    ...result.fields,
    Work_mode: 'PIR Sensor',
    Exti_pin_level: active ? 'Activity' : 'No activity',
    Move_count: u24be(bytes, 8),
  };
  // The LHT65 does not know type 0x0E and says so; here it is the PIR, decoded above.
  const warnings = result.warnings?.filter((warning) => !warning.startsWith('unknown external sensor type'));
  const readings = [...result.readings, { field: 'motion' as const, value: active }];
  return warnings && warnings.length > 0 ? { fields, readings, warnings } : { fields, readings };
}

export const draginoLht65nPir: ModelDecoder = {
  modelId: 'dragino/lht65n-pir',
  vendor: 'Dragino',
  model: 'LHT65N-PIR',
  fPorts: [2, 5],
  defaultFPort: 2,
  readings: ['temperature', 'humidity', 'motion', 'external_temperature', 'illuminance', 'battery_mv'],
  location: false,
  decode: (bytes, fPort) => (fPort === 5 ? decodeLht65Status(bytes) : decodeFrame(bytes)),
  commands: draginoCommands(sources.dragino),
};
