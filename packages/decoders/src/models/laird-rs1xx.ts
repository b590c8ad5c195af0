import {
  advancedConfig,
  batteryVoltage,
  contactConfig,
  contactState,
  decodeLaird,
  firmwareVersion,
  type LairdMessage,
  type LairdVariant,
  rtdConfig,
  rtdTemperature,
  simpleConfig,
  tempRh,
} from '../formats/laird-rs1xx.ts';
import {
  aggregated,
  backlogMessage,
  backlogMessages,
  type LairdRecord,
  rhRecord,
  rtdRecord,
} from '../formats/laird-rs1xx-backlog.ts';
import type { ModelDecoder } from '../types.ts';

// Laird (Ezurio) Sentrius RS1xx sensors, one TTN model each (vendor/laird/index.yaml), each
// decoding the message types its codec's decodeUplink accepts.

const COMMANDS_NOTE =
  "Laird's downlinks (Set UTC, configuration, backlog retrieval; port 1) are not in the catalogue yet.";

const stored = (record: LairdRecord): [number, LairdMessage][] => [
  [0x02, aggregated('Laird_Agg_TH', record)],
  [0x03, backlogMessage(record)],
  [0x04, backlogMessages(record)],
];

const common: [number, LairdMessage][] = [
  [0x05, simpleConfig],
  [0x07, firmwareVersion],
  [0x0a, batteryVoltage],
];

const tempRhMessages: [number, LairdMessage][] = [
  [0x01, tempRh],
  ...stored(rhRecord),
  [0x06, advancedConfig],
  ...common,
];

function lairdModel(
  modelId: string,
  model: string,
  readings: ModelDecoder['readings'],
  variant: LairdVariant,
): ModelDecoder {
  return {
    modelId,
    vendor: 'Laird (Ezurio)',
    model,
    fPorts: [1],
    defaultFPort: 1,
    readings,
    location: false,
    decode: (bytes) => decodeLaird(bytes, variant),
    commandsNote: COMMANDS_NOTE,
  };
}

export const lairdRs1xxTempRh = lairdModel(
  'laird/rs1xx-temp-rh-sensor',
  'Sentrius RS1xx Temp/RH',
  ['temperature', 'humidity', 'battery_mv'],
  { messages: new Map(tempRhMessages), humidity: true },
);

// The external 1-Wire probe's temperature comes in the Temp/RH messages; the model has no RH
// sensor (vendor/laird/rs1xx-ext-temp-1w-sensor.yaml lists temperature only), so their humidity
// bytes stay a vendor field.
export const lairdRs1xxExtTemp1w = lairdModel(
  'laird/rs1xx-ext-temp-1w-sensor',
  'Sentrius RS1xx External Temperature Probe (1-Wire)',
  ['temperature', 'battery_mv'],
  { messages: new Map(tempRhMessages), humidity: false },
);

export const lairdRs1xxExtMulti = lairdModel(
  'laird/rs1xx-ext-multi-sensor',
  'Sentrius RS1xx Open/Closed and Temp/RH (Multi Sensor)',
  ['temperature', 'humidity', 'door_open', 'battery_mv'],
  {
    messages: new Map([...tempRhMessages, [0x08, contactConfig] as const, [0x09, contactState] as const]),
    humidity: true,
  },
);

// The RTD probe's temperatures are four-byte values (-200 to 850 °C alarm limits). Laird's AWS
// Lambda decoder (LairdCP/RS1XX_AWS library_laird.js) also names 0x0D the aggregated RTD readings.
export const lairdRs1xxExtTempRtd = lairdModel(
  'laird/rs1xx-ext-temp-rtd-sensor',
  'Sentrius RS1xx External RTD Temperature Probe',
  ['temperature', 'battery_mv'],
  {
    messages: new Map([
      ...stored(rtdRecord),
      ...common,
      [0x0b, rtdTemperature],
      [0x0c, rtdConfig],
      [0x0d, aggregated('Laird_Agg_Temp_Ext', rtdRecord)],
    ]),
    humidity: false,
  },
);
