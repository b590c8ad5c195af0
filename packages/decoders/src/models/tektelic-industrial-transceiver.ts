import type { TektelicTable } from '../formats/tektelic.ts';
import { DATA_PORT, tektelicPortsModel } from '../formats/tektelic-frames.ts';
import {
  industrialDataPort,
  industrialSensorTable,
  industrialTransceiverTable,
  serialPort,
} from '../formats/tektelic-industrial.ts';
import type { ModelDecoder } from '../types.ts';

// The KONA Industrial Transceiver, model ids as in the TTN device repository vendor/tektelic/
// (t000{53,55,56}xx-industrial-transceiver.yaml), each with the names of the codec TTN gives it
// (formats/tektelic-industrial.ts): port 10 its sensors and inputs, 20 its serial interface's data.
const transceiver = (modelId: string, model: string, table: TektelicTable): ModelDecoder =>
  tektelicPortsModel({
    modelId,
    model,
    readings: ['temperature', 'humidity', 'digital_inputs', 'pulse_count', 'battery_mv'],
    location: false,
    ports: { [DATA_PORT]: industrialDataPort(table), 20: serialPort },
    configures: 'devices',
  });

export const tektelicIndustrial53 = transceiver(
  'tektelic/t00053xx-industrial-transceiver',
  'KONA Industrial Transceiver (T00053xx)',
  industrialSensorTable,
);
export const tektelicIndustrial55 = transceiver(
  'tektelic/t00055xx-industrial-transceiver',
  'KONA Industrial Transceiver (T00055xx)',
  industrialTransceiverTable,
);
export const tektelicIndustrial56 = transceiver(
  'tektelic/t00056xx-industrial-transceiver',
  'KONA Industrial Transceiver (T00056xx)',
  industrialSensorTable,
);
