import type { CodecOutput } from './codec-example.ts';
import { c, type MilesightCase } from './milesight-decoder-examples-3-more.ts';

// Milesight WS513 / WS515 in-wall sockets: what Milesight's own decoder
// (Milesight-IoT/SensorDecoders at e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3:
// ws-series/ws513/ws513-decoder.js; ws515/ws515-decoder.js is the same file byte for byte) prints
// for each uplink, run in Node (milesightDeviceDecode) and recorded verbatim. The README case is
// both folders' README.md example; the others are bytes built from the decoder's records.
// `readings` and `warnings` are ours. Used by milesight-ws513.test.ts and codec-outputs.ts.

const ws513: MilesightCase[] = [
  c(
    'README (ws513 and ws515 alike)',
    '08700105816107C9A8000374830806831D000000048023000000',
    {
      socket_status: 'on',
      power_factor: 97,
      current: 168,
      voltage: 217.9,
      power_consumption: 29,
      active_power: 35,
    },
    { relay_on: true, power_factor: 97, current: 0.168, voltage: 217.9, energy: 29, power: 35 },
  ),
  c('temperature (09 67)', '0967FA00', { temperature: 25 }, { temperature: 25 }),
  c(
    'temperature over range (0xFFFD)',
    '0967FDFF',
    { temperature_sensor_status: 'over range alarm' },
    {},
    { warnings: ['temperature over range alarm; not stored'] },
  ),
  c(
    'temperature not read (0xFFFF)',
    '0967FFFF',
    { temperature_sensor_status: 'read failed' },
    {},
    { warnings: ['temperature read failed; not stored'] },
  ),
  c(
    'overheat alarm (89 67, type 2)',
    '8967580202',
    { temperature: 60, temperature_alarm: 'overheat alarm' },
    { temperature: 60, threshold_alarm: true },
  ),
  c(
    'temperature alarm released',
    '8967FA0000',
    { temperature: 25, temperature_alarm: 'threshold alarm release' },
    { temperature: 25, threshold_alarm: false },
  ),
  c(
    'mutation alarm (99 67, change ÷ 10)',
    '9967FA00640003',
    { temperature: 25, temperature_mutation: 10, temperature_alarm: 'mutation alarm' },
    { temperature: 25, sudden_change: true },
  ),
  c(
    'mutation alarm (89 67, type 3)',
    '8967FA0003',
    { temperature: 25, temperature_alarm: 'mutation alarm' },
    { temperature: 25, sudden_change: true },
  ),
  c(
    'alarm type 9 is "unknown": no alarm, a warning',
    '8967FA0009',
    { temperature: 25, temperature_alarm: 'unknown' },
    { temperature: 25 },
    { warnings: ['unknown temperature_alarm value 9; not stored'] },
  ),
  c(
    'socket status 2 is "unknown": no relay state, a warning',
    '087002',
    { socket_status: 'unknown' },
    {},
    { warnings: ['unknown socket_status value 2; not stored'] },
  ),
  c(
    'device information',
    'FF0BFFFF0101FF166746D38802580000FF090100FF0A0101FF0F00',
    {
      device_status: 'on',
      ipso_version: 'v0.1',
      sn: '6746d38802580000',
      hardware_version: 'v1.0',
      firmware_version: 'v1.1',
      lorawan_class: 'Class A',
    },
    {},
  ),
  c('reporting interval reply, seconds', 'FF035802', { report_interval: 600 }, {}),
];

export const milesightWs513Cases: Readonly<Record<string, readonly MilesightCase[]>> = {
  'milesight-iot/ws513': ws513,
  'milesight-iot/ws515': ws513.slice(0, 1),
};

/** Each case as the decoder that printed it. */
export const milesightWs513Outputs: readonly CodecOutput[] = Object.entries(milesightWs513Cases).flatMap(
  ([model, list]) =>
    list.map(({ name, hex, output }) => ({
      model,
      source: `Milesight-IoT/SensorDecoders e79c9d8b ${model.slice('milesight-iot/'.length)}-decoder.js, ${name}`,
      fPort: 85,
      hex,
      output,
    })),
);
