import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { gpsFix, LPP_GPS, type LppRecord, type LppTypes, lppTypes } from '../formats/cayenne-lpp.ts';
import { type LppModelSpec, type LppRule, lppModel, millivolts } from '../formats/cayenne-lpp-readings.ts';

// RAKwireless's first LoRaWAN nodes on RUI v2 firmware (RAK7204 WisNode Sense Home, RAK7205 /
// RAK5205 WisTrio tracker, RAK7200 WisNode Track Lite) send Cayenne LPP on fixed channels, as
// their quick start guides decode it (RAKWireless/rakwireless-docs, "Decoding Sensor Data"): GPS
// on 1, temperature on 2, accelerometer on 3, gas resistance (analog, 0.01 kΩ) on 4, gyroscope on
// 5, pressure on 6, humidity on 7, the battery (analog input, 0.01 V) on 8, the magnetometer's
// axes (analog, 0.01 µT) on 9-11. None of them is in the TTN device repository; RAK's decoder
// (RAKWireless/RUI_LoRa_node_payload_decoder) prints values as text with units, so the fields
// take LPP's names (decoder.js's, as every other LPP model here). With the GPS set to six
// decimals the trackers send a 12-byte fix under the same type (RUISensorDataDecoder_
// GPS6digitPrecison: latitude and longitude in 1e-6 °, altitude in cm, four bytes each): of the
// two layouts the record reads as the one after which the rest of the payload reads.

const ruiTypes: LppTypes = new Map([
  ...lppTypes,
  [
    LPP_GPS,
    {
      name: 'gps',
      sizes: [9, 12],
      read: (bytes: Uint8Array, at: number, size: number) =>
        size === 9 ? gpsFix(bytes, at, 3, 10_000, 3) : gpsFix(bytes, at, 4, 1_000_000, 4),
    },
  ],
]);

const channels: ReadonlyMap<number, { type: number; rule: LppRule }> = new Map([
  [1, { type: LPP_GPS, rule: { field: 'location' } }],
  [2, { type: 103, rule: { field: 'temperature' } }],
  [6, { type: 115, rule: { field: 'pressure' } }],
  [7, { type: 104, rule: { field: 'humidity' } }],
  // The RAK7205 guide's Cayenne section calls channel 8 the GPS speed, from an older firmware; its
  // decoding section, its example (3.78 V) and RAK's decoder (0x0802) call it the battery.
  [8, { type: 2, rule: { field: 'battery_mv', convert: millivolts } }],
]);

const plan = (record: LppRecord): LppRule | undefined => {
  const channel = channels.get(record.channel);
  return channel?.type === record.type ? channel.rule : undefined;
};

function rui(spec: Pick<LppModelSpec, 'modelId' | 'model' | 'readings' | 'location'>) {
  return lppModel({
    ...spec,
    vendor: 'RAKwireless',
    // RAK's guides name no port in their text; LPP ignores it, so any port decodes and this is
    // only the tools' default.
    defaultFPort: 8,
    plan,
    types: ruiTypes,
    expectsFix: spec.location,
    commandsNote:
      "RUI v2 nodes are set up with AT commands over USB (RAK's AT command manuals); none is in the catalogue.",
  });
}

const environment: ReadingField[] = ['battery_mv', 'temperature', 'humidity', 'pressure'];

/** BME680 environment node (temperature, humidity, pressure, gas). */
export const rakRak7204 = rui({
  modelId: 'rakwireless/rak7204',
  model: 'RAK7204 WisNode Sense Home',
  readings: environment,
  location: false,
});

/** GPS tracker with BME680 and accelerometer (RAK5205 board in a case). */
export const rakRak7205 = rui({
  modelId: 'rakwireless/rak7205',
  model: 'RAK7205 / RAK5205 WisTrio tracker',
  readings: environment,
  location: true,
});

/** GPS tracker with accelerometer, gyroscope and magnetometer. */
export const rakRak7200 = rui({
  modelId: 'rakwireless/rak7200',
  model: 'RAK7200 WisNode Track Lite',
  readings: ['battery_mv'],
  location: true,
});
