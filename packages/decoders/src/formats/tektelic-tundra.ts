import { s16be, u8, u16be } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import type { ModelOutput } from './model-output.ts';
import { sharedChannels, stateChannel, tenths, valueChannel } from './tektelic.ts';
import { type FixedFrame, type PortPlan, walkFrames } from './tektelic-frames.ts';

// The TUNDRA cold room temperature sensor (T00067xx, T00073xx). Frames as Tektelic's tundra-v2.1
// converter (TektelicCommunications/data-converters "LoRa Alliance Payload Codec 1.0.0/tundra" at
// 39edfa07) and TTN's decoder_tundra_sensor.js (TheThingsNetwork/lorawan-devices at 0a2aab59)
// read them, names as TTN's where it has the frame, Tektelic's otherwise. The external probe's
// thermistor is 0x02 0x02 (mV) and 0x02 0x67 (°C) in Tektelic's converters (v1.4, v2.1); TTN's
// codec has it as 0x11 0x02 instead, kept too so that neither stops the walk.
//
// Readings: the ambient temperature and humidity, the external probe's temperature
// (`external_temperature`), the external reed switch (0x00 magnet present: closed, 0xFF absent:
// open, `door_open`, as the smart room sensors' reed switch), the battery (0x00 0xFF, 10 mV per
// bit, signed) and its remaining capacity. The MCU temperature, counts, the probe's voltage and
// the accelerometer stay fields: tundra-v2.1 reads the acceleration unsigned and unscaled, and so
// do we. Port 32 repeats port 10's measurements behind a 2-byte tag (Tektelic's `tag_entry`,
// names `tagged_*`): without a time they stay fields.

const port10: PortPlan<ModelOutput>['frames'] = {
  '00ff': valueChannel('battery voltage', 'battery', 2, (b, at) => s16be(b, at) / 100, [
    'battery_mv',
    (b, at) => s16be(b, at) * 10,
  ]),
  '00d3': sharedChannels.batteryCapacity,
  '00bd': sharedChannels.batteryDaysLeft,
  '0b67': valueChannel('MCU temperature', 'mcu_temperature', 2, tenths),
  '0367': sharedChannels.ambientTemperature,
  '0468': sharedChannels.relativeHumidity,
  '0e00': stateChannel('external reed switch', 'external_probe_reed_switch_state', 'door_open'),
  '0f04': valueChannel('external reed switch count', 'external_probe_reed_switch_count', 2, u16be),
  '1102': valueChannel('external probe analog input', 'external_probe_thermistor_analog_input', 2, (b, at) =>
    Number((s16be(b, at) / 1000).toFixed(3)),
  ),
  '0202': valueChannel('external probe voltage', 'ext_probe_voltage', 2, (b, at) => s16be(b, at) / 1000),
  '0267': valueChannel(
    'external probe temperature',
    'ext_probe_temperature',
    2,
    tenths,
    'external_temperature',
  ),
  '0000': stateChannel('acceleration alarm', 'acceleration_alarm'),
  '0071': {
    label: 'acceleration',
    size: 6,
    read(bytes, at, out) {
      out.set('xaxis', u16be(bytes, at));
      out.set('yaxis', u16be(bytes, at + 2));
      out.set('zaxis', u16be(bytes, at + 4));
    },
  },
};

const tag: FixedFrame<ModelOutput> = {
  label: 'tag number',
  size: 2,
  read: (bytes, at, out) => out.set('tag_entry', u16be(bytes, at)),
};

const port32: PortPlan<ModelOutput>['frames'] = {
  '0367': valueChannel('tagged temperature', 'tagged_ambient_temperature', 2, tenths),
  '0468': valueChannel('tagged humidity', 'tagged_relative_humidity', 1, (b, at) => u8(b, at) / 2),
  '0202': valueChannel('tagged probe voltage', 'tagged_ext_probe_voltage', 2, (b, at) => s16be(b, at) / 1000),
  '0267': valueChannel('tagged probe temperature', 'tagged_ext_probe_temperature', 2, tenths),
};

export function decodeTundra(fPort: 10 | 32) {
  return (bytes: Uint8Array, result: ResultBuilder, out: ModelOutput) => {
    if (fPort === 10) walkFrames(bytes, { headerLength: 2, frames: port10 }, result, out);
    else {
      walkFrames(bytes, { headerLength: 2, frames: port32, prefix: tag }, result, out);
      result.warn('tagged measurements (port 32) carry no time: kept as fields, not stored as readings');
    }
  };
}
