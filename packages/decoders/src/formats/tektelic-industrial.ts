import { s16be, u8, u16be } from '../bytes.ts';
import {
  sharedChannels,
  type TektelicChannel,
  type TektelicTable,
  tenths,
  valueChannel,
} from './tektelic.ts';
import { type PortDecoder, walkFrames } from './tektelic-frames.ts';

// The KONA Industrial Transceiver (T00053xx EU868, T00055xx US915, T00056xx CN470): frames on port
// 10 as TTN's two codecs for it read them (TheThingsNetwork/lorawan-devices vendor/tektelic/:
// decoder_industrial_sensor.js at 68fef585 for the T00053xx and T00056xx, decoder_industrial_
// transceiver.js at 0a254aaa for the T00055xx) and Tektelic's industrial-transceiver-v2.1
// converter (TektelicCommunications/data-converters at 39edfa07) names them: the battery (0.01 V),
// outputs 1 and 2, the temperature and humidity sensors, digital input 1 (0 or 1), the analog
// inputs 2 (0-65 mA, 1 µA steps) and 3 (0-65 V, 1 mV steps), input 1's event count and the MCU's
// temperature. The codecs name them differently (below), so each codec has its table.
//
// Readings: the battery, temperature, humidity, input 1 (`digital_inputs`, bit 0: the only
// digital input; another byte than 0 or 1 is "Invalid" to Tektelic's converter, no reading) and
// its count (`pulse_count`). The outputs and analog inputs stay fields: the outputs' bytes differ
// between Tektelic's converter (0x00 open, 0xFF closed) and TTN's example (0x01), and an analog
// input is whatever the installer wired to it.

const battery = valueChannel('battery voltage', 'battery_voltage', 2, (b, at) => s16be(b, at) / 100, [
  'battery_mv',
  (b, at) => s16be(b, at) * 10,
]);

/** Input 1, printed by `print` (a boolean or the byte), read as bit 0 of `digital_inputs`. */
const input1 = (print: (byte: number) => boolean | number): TektelicChannel => ({
  label: 'input 1',
  size: 1,
  read(bytes, at, out) {
    const byte = u8(bytes, at);
    out.set('input_1', print(byte));
    if (byte <= 1) out.reading('digital_inputs', byte);
    else out.warn(`input 1 state byte ${byte} is neither 0 nor 1; not stored`);
  },
});

const common: TektelicTable = {
  '00ff': battery,
  '0367': valueChannel('temperature', 'temperature', 2, tenths, 'temperature'),
  '0468': sharedChannels.relativeHumidity,
  '0602': valueChannel('input 2', 'input_2', 2, (b, at) => u16be(b, at) / 1e6),
  '0702': valueChannel('input 3', 'input_3', 2, (b, at) => u16be(b, at) / 1000),
  '0804': valueChannel('input 1 count', 'input_1_count', 2, u16be, 'pulse_count'),
  '0967': valueChannel('MCU temperature', 'mcu_temperature', 2, tenths),
};

/** decoder_industrial_sensor.js's names: `output_1`, `output_2` and `input_1` as booleans. */
export const industrialSensorTable: TektelicTable = {
  ...common,
  '0101': { label: 'output 1', size: 1, read: (b, at, out) => out.set('output_1', u8(b, at) !== 0) },
  '0201': { label: 'output 2', size: 1, read: (b, at, out) => out.set('output_2', u8(b, at) !== 0) },
  '0500': input1((byte) => byte !== 0),
};

/** An output's byte in decoder_industrial_transceiver.js's `change_output_states` group. */
const outputState = (name: 'output1' | 'output2'): TektelicChannel => ({
  label: name.replace('output', 'output '),
  size: 1,
  read(bytes, at, out) {
    const group = out.fields.change_output_states;
    const states = typeof group === 'object' && group !== null ? group : {};
    out.set('change_output_states', { ...states, [name]: u8(bytes, at) });
  },
});

/** decoder_industrial_transceiver.js's names: outputs in `change_output_states`, bytes as numbers. */
export const industrialTransceiverTable: TektelicTable = {
  ...common,
  '0101': outputState('output1'),
  '0201': outputState('output2'),
  '0500': input1((byte) => byte),
};

/**
 * Port 20: a fragment of what the serial interface (RS-232 / 422 / 485) received, after a header
 * byte (bit 7 the last fragment, bits 6-5 the transaction, bits 4-0 the fragment number), names
 * as decoder_industrial_sensor.js prints them. What the bytes mean is the attached equipment's.
 */
export const serialPort: PortDecoder = (bytes, _result, out) => {
  const header = u8(bytes, 0);
  out.set('serial_payload.done_flag', header >> 7);
  out.set('serial_payload.transaction_id', (header >> 5) & 0x03);
  out.set('serial_payload.fragment_no', header & 0x1f);
  out.set('serial_payload.data', Array.from(bytes.subarray(1)));
};

/** Port 10's frames of one codec's table. */
export const industrialDataPort =
  (table: TektelicTable): PortDecoder =>
  (bytes, result, out) =>
    walkFrames(bytes, { headerLength: 2, frames: table }, result, out);
