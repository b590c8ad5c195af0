import { s16le, u8, u16le, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  humidityChannel,
  label,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM500-CO2 (CO2, temperature, humidity, barometric pressure). Names as
// Milesight's decoder (Milesight-IoT/SensorDecoders em-series/em500-co2/em500-co2-decoder.js).

/** handle_downlink_response of em500-co2-decoder.js (0x1a is 3 bytes in manual calibration mode). */
const replies: ReplySpec = {
  '02': ['collection_interval', 2],
  '03': ['report_interval', 2],
  '06': ['alarm_config', 9],
  '11': ['timestamp', 4],
  '17': ['time_zone', 2],
  '18': ['sensor_function_config', 2],
  '1a': ['co2_calibration_config', 1, [3]],
  '1c': ['recollection_config', 2],
  '35': ['d2d_key', 8],
  '39': ['co2_abc_calibration_schedule', 5],
  '3b': ['time_sync_enable', 1],
  '68': ['history_enable', 1],
  '69': ['retransmit_enable', 1],
  '6a': ['retransmit_interval', 3],
  '84': ['d2d_enable', 1],
  '87': ['altitude_calibration_settings', 3],
  '96': ['d2d_master_config', 8],
  f1: ['calibration_settings', 4],
  f2: ['alarm_report_counts', 2],
  f5: ['alarm_release_enable', 1],
};

const co2Channel: Channel = {
  size: 2,
  read(bytes, at, out) {
    out.set('co2', u16le(bytes, at));
    out.reading('co2', u16le(bytes, at));
  },
};

const pressureChannel: Channel = {
  size: 2,
  read(bytes, at, out) {
    out.set('pressure', u16le(bytes, at) / 10);
    out.reading('pressure', u16le(bytes, at) / 10);
  },
};

/** The 83 D7 alarm byte of a mutation alarm. */
const MUTATION = 2;

/**
 * 83 D7: temperature, its change, the alarm byte. This decoder labels the byte 0 "threshold
 * alarm", 1 "threshold alarm release", 2 "mutation alarm", the reverse of the EM500-SMTC's
 * decoder (0 release, 1 alarm) for the same record; with the vendor contradicting itself,
 * 0 and 1 stay a vendor field and give no threshold_alarm reading. 2, "mutation alarm" in
 * every one of the vendor's decoders and codec.json files, gives the sudden_change event.
 */
const temperatureAlarmChannel: Channel = {
  size: 5,
  read(bytes, at, out) {
    const temperature = s16le(bytes, at) / 10;
    out.set('temperature', temperature);
    out.set('temperature_mutation', s16le(bytes, at + 2) / 10);
    out.set(
      'temperature_alarm',
      label(['threshold alarm', 'threshold alarm release', 'mutation alarm'], u8(bytes, at + 4)),
    );
    out.reading('temperature', temperature);
    if (u8(bytes, at + 4) === MUTATION) out.suddenChange();
  },
};

const table: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '0468': humidityChannel,
  '057d': co2Channel,
  '0673': pressureChannel,
  '83d7': temperatureAlarmChannel,
  '20ce': {
    size: 11,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const co2 = u16le(bytes, at + 4);
      const pressure = u16le(bytes, at + 6) / 10;
      const temperature = s16le(bytes, at + 8) / 10;
      const humidity = u8(bytes, at + 10) / 2;
      addHistory(out, { timestamp, co2, pressure, temperature, humidity }, timestamp, [
        ['co2', co2],
        ['pressure', pressure],
        ['temperature', temperature],
        ['humidity', humidity],
      ]);
    },
  },
};

export const milesightEm500Co2: ModelDecoder = {
  modelId: 'milesight-iot/em500-co2',
  vendor: 'Milesight',
  model: 'EM500-CO2',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['co2', 'temperature', 'humidity', 'pressure', 'sudden_change', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, em500-co2-encoder.js (ff03 seconds, ff10ff)'),
  ),
};
