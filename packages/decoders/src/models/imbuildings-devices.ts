import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { decodeImbuildings } from '../formats/imbuildings.ts';
import type { ModelDecoder } from '../types.ts';

// IMBUILDINGS' LoRaWAN devices in the TTN device repository (vendor/imbuildings/index.yaml), each
// reading its own payload types of formats/imbuildings.ts: the People Counter and the Office
// Occupancy Counter type 2 (variants 6, 7, 8: the same definitions, reference guide 1.2), the
// Comfort Sensor type 1 (variant 3, "all models of Comfort Sensor - LoRaWAN"), the Moodbox
// type 3 (variants 3, 4). Ports are a device setting (1 by default, with the header); the
// headerless variants come on their own ports, so every port is accepted.

type Spec = { modelId: string; model: string; types: readonly number[]; readings: readonly ReadingField[] };

function imbuildings({ modelId, model, types, readings }: Spec): ModelDecoder {
  return {
    modelId,
    vendor: 'IMBUILDINGS',
    model,
    fPorts: 'any',
    defaultFPort: 1,
    readings,
    location: false,
    decode: (bytes, fPort) => decodeImbuildings(bytes, fPort, model, types),
    commandsNote:
      "IMBUILDINGS' settings downlinks (0xF1 0x01, the reference guide's chapter 2) are not in the catalogue.",
  };
}

const counter: ReadingField[] = ['people_in', 'people_out', 'battery_mv', 'low_battery'];

/** Infrared beam people counter (IR receiver with the radio, IR transmitter opposite). */
export const imbuildingsPeopleCounter = imbuildings({
  modelId: 'imbuildings/imbuildings-people-counter',
  model: 'People Counter',
  types: [2],
  readings: counter,
});

/** The People Counter's ceiling-mounted sibling with distance thresholds; the same payloads. */
export const imbuildingsOfficeOccupancyCounter = imbuildings({
  modelId: 'imbuildings/imbuildings-office-occupancy-counter',
  model: 'Office Occupancy Counter',
  types: [2],
  readings: counter,
});

/** Comfort Sensor CO2 / Presence / Temperature: temperature, humidity, CO2, PIR presence. */
export const imbuildingsComfortSensor = imbuildings({
  modelId: 'imbuildings/imbuildings-comfort-sensor',
  model: 'Comfort Sensor',
  types: [1],
  readings: ['temperature', 'humidity', 'co2', 'motion', 'battery_mv'],
});

/** Five-button feedback box. */
export const imbuildingsMoodbox = imbuildings({
  modelId: 'imbuildings/imbuildings-moodbox',
  model: 'Moodbox',
  types: [3],
  readings: ['button', 'battery_mv'],
});
