import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { LPP_GPS, LPP_GPS_PRECISE, type LppRecord, rakTypes } from '../formats/cayenne-lpp.ts';
import { type LppModelSpec, type LppRule, lppModel, millivolts } from '../formats/cayenne-lpp-readings.ts';

// RAKwireless WisBlock (RAK4631 core) with RAK's LPP firmware, WisBlock-Sensor-For-LoRaWAN
// (beegee-tokyo/WisBlock-Sensor-For-LoRaWAN README "Packet data format", the table RAK
// publishes as RAKWireless/RAKwireless_Standardized_Payload): each module has its own channels,
// and the TTN device repository's codec for the kits is RAK's standardized-payload decoder
// (vendor/rakwireless/wisblock-kit-codec.yaml), whose names the fields keep. Readings come from
// the channels that table names; the others (gas resistance, VOC index, the soil, gas and
// touch modules...) stay fields. The firmware's Helium Mapper mode (AT+GNSS=2) is not LPP.

type ChannelRule = { types: readonly number[]; rule: LppRule };

const channels: ReadonlyMap<number, ChannelRule> = new Map<number, ChannelRule>([
  // The RAK4631's battery: voltage (116), 0.01 V.
  [1, { types: [116], rule: { field: 'battery_mv', convert: millivolts } }],
  // RAK1901 humidity and temperature, RAK1902 pressure, RAK1903 light.
  [2, { types: [104], rule: { field: 'humidity' } }],
  [3, { types: [103], rule: { field: 'temperature' } }],
  [4, { types: [115], rule: { field: 'pressure' } }],
  [5, { types: [101], rule: { field: 'illuminance' } }],
  // RAK1906 (BME680): humidity, temperature, pressure (its gas resistance, channel 9, a field).
  [6, { types: [104], rule: { field: 'humidity' } }],
  [7, { types: [103], rule: { field: 'temperature' } }],
  [8, { types: [115], rule: { field: 'pressure' } }],
  // RAK1910 / RAK12500 GNSS, four decimals (136) or six (137, AT+GNSS=1).
  [10, { types: [LPP_GPS, LPP_GPS_PRECISE], rule: { field: 'location' } }],
]);

const plan = (record: LppRecord): LppRule | undefined => {
  const channel = channels.get(record.channel);
  return channel?.types.includes(record.type) ? channel.rule : undefined;
};

function wisblock(spec: Pick<LppModelSpec, 'modelId' | 'model' | 'readings' | 'location'>) {
  // WisBlock-API sends on port 2 (LORAWAN_APP_PORT); the format does not depend on it.
  return lppModel({
    ...spec,
    vendor: 'RAKwireless',
    defaultFPort: 2,
    plan,
    types: rakTypes,
    commandsNote:
      'The LPP firmware is set up with AT commands over USB or BLE; no LoRaWAN command is in the catalogue.',
  });
}

const climate: ReadingField[] = ['battery_mv', 'temperature', 'humidity', 'pressure'];

/** Kit 1: RAK1901, RAK1902, RAK1903 (TTN wisblock-kit1.yaml). */
export const rakWisblockKit1 = wisblock({
  modelId: 'rakwireless/wisblock-kit1',
  model: 'WisBlock Kit 1',
  readings: [...climate, 'illuminance'],
  location: false,
});

/** Kit 4: RAK1906 (TTN wisblock-kit4.yaml). */
export const rakWisblockKit4 = wisblock({
  modelId: 'rakwireless/wisblock-kit4',
  model: 'WisBlock Kit 4',
  readings: climate,
  location: false,
});

/** The starter kit (TTN wisblock-4631.yaml, no codec there) with whatever modules it carries. */
export const rakWisblock4631 = wisblock({
  modelId: 'rakwireless/wisblock-4631',
  model: 'WisBlock RAK4631',
  readings: [...climate, 'illuminance'],
  location: true,
});
