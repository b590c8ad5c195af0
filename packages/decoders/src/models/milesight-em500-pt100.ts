import { s16le, u8, u32le } from '../bytes.ts';
import { milesightSensorCommands } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import { em500ProbeReplies, replyChannels } from '../formats/milesight-replies.ts';
import {
  addHistory,
  batteryChannel,
  type Channel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  label,
  temperatureChannel,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight EM500-PT100 industrial temperature probe. Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders em-series/em500-pt100/em500-pt100-decoder.js). The probe is
// the device's only temperature, hence `temperature`.

/**
 * ff 1b, the probe's measuring range as the device reports it (EM500-PT100 and EM500-SWL):
 * resolution code (low 3 bits) and the range's maximum and minimum.
 */
export const measuringEquipmentChannel: Channel = {
  size: 5,
  read(bytes, at, out) {
    out.set('measuring_equipment', {
      rate: label(['0.01', '0.1', '1', '10', '100', '1000'], u8(bytes, at) & 0x07),
      range_max: s16le(bytes, at + 1),
      range_min: s16le(bytes, at + 3),
    });
  },
};

/** The 83 D7 alarm byte of a mutation alarm. */
const MUTATION = 2;

/**
 * 83 D7: temperature, its change, the alarm byte. This decoder labels the byte 0 "threshold
 * alarm", 1 "threshold alarm release", as the EM500-CO2's does and the reverse of the
 * EM500-SMTC's: with the vendor contradicting itself 0 and 1 stay a vendor field and give no
 * threshold_alarm reading (as for the EM500-CO2). 2, "mutation alarm" in every one of the
 * vendor's decoders and codec.json files, gives the sudden_change event.
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
  ...replyChannels(em500ProbeReplies('temperature')),
  ...deviceInfoChannels,
  ff1b: measuringEquipmentChannel,
  '0175': batteryChannel,
  '0367': temperatureChannel(),
  '83d7': temperatureAlarmChannel,
  '20ce': {
    size: 6,
    read(bytes, at, out) {
      const timestamp = u32le(bytes, at);
      const temperature = s16le(bytes, at + 4) / 10;
      addHistory(out, { timestamp, temperature }, timestamp, [['temperature', temperature]]);
    },
  },
};

export const milesightEm500Pt100: ModelDecoder = {
  modelId: 'milesight-iot/em500-pt100',
  vendor: 'Milesight',
  model: 'EM500-PT100',
  fPorts: 'any',
  defaultFPort: 85,
  readings: ['temperature', 'sudden_change', 'battery_pct'],
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: milesightSensorCommands(
    documented('Milesight SensorDecoders, em500-pt100-encoder.js (ff03 60-64800 s, ff10ff)'),
  ),
};
