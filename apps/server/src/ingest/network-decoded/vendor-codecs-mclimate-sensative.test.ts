import { decode, parseHex } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import { mapNetworkDecoded } from './map.ts';

// MClimate and Sensative Strips: the network server's decoding of a payload, mapped by name, and our
// own decoder on the same bytes must store the same readings, so that a device keeps its history
// whichever side decodes. Each case is a codec example of The Things Network's device repository
// ([ttn-device-repo] = TheThingsNetwork/lorawan-devices vendor/mclimate/*-codec.yaml and
// vendor/sensative/strips-codec.yaml): its bytes and `output.data`, verbatim.

type Readings = Record<string, number | boolean>;
type Case = {
  model: string;
  fPort: number;
  hex: string;
  decoded: Record<string, unknown>;
  /** What the mapping gives for `decoded`. */
  mapped: Readings;
  /** What our decoder gives for `hex`: the mapped readings, and those the codec's names do not carry. */
  ours: Readings;
  /** How far our battery may be from the codec's, in mV, and why. */
  battery?: { within: number; why: string };
};

const cases: Array<[string, Case]> = [
  [
    'Vicki',
    {
      // [ttn-device-repo] vicki-codec.yaml 2fce2150, "Periodic uplink".
      model: 'mclimate/vicki',
      fPort: 1,
      hex: '011D5A78FA2C01F080',
      decoded: {
        reason: 1,
        targetTemperature: 29,
        sensorTemperature: 18.01,
        relativeHumidity: 46.88,
        motorRange: 300,
        motorPosition: 250,
        batteryVoltage: 3.5,
        openWindow: false,
        childLock: true,
        highMotorConsumption: false,
        lowMotorConsumption: false,
        brokenSensor: false,
        attachedBackplate: false,
        calibrationFailed: false,
        perceiveAsOnline: false,
        antiFreezeProtection: false,
        valveOpenness: 17,
        targetTemperatureFloat: 29,
      },
      mapped: { temperature: 18.01, humidity: 46.88, battery_mv: 3500 },
      ours: { temperature: 18.01, humidity: 46.88, battery_mv: 3500 },
    },
  ],
  [
    'HT sensor',
    {
      // [ttn-device-repo] ht-sensor-codec.yaml 62c8acdd, "Short periodic uplink".
      model: 'mclimate/ht-sensor',
      fPort: 2,
      hex: '01027473F10400',
      decoded: {
        sensorTemperature: 22.8,
        relativeHumidity: 44.92,
        batteryVoltage: 3.5,
        thermistorProperlyConnected: false,
        extThermistorTemperature: 0,
      },
      mapped: { temperature: 22.8, humidity: 44.92, battery_mv: 3500 },
      ours: { temperature: 22.8, humidity: 44.92, battery_mv: 3528 },
      battery: {
        within: 100,
        why: "ht-sensor.js reads the battery byte's high nibble (2 + X x 0.1 V); the HT protocol gives XX * 8 + 1600 mV",
      },
    },
  ],
  [
    'CO2 sensor',
    {
      // [ttn-device-repo] co2-sensor-codec.yaml 62c8acdd, "Short periodic uplink".
      model: 'mclimate/co2-sensor',
      fPort: 2,
      hex: '010271027384ED',
      decoded: { batteryVoltage: 3.5, CO2: 625, relativeHumidity: 51.56, sensorTemperature: 22.7 },
      mapped: { battery_mv: 3500, co2: 625, humidity: 51.56, temperature: 22.7 },
      ours: { co2: 625, temperature: 22.7, humidity: 51.56, battery_mv: 3496 },
      battery: { within: 5, why: 'co2-sensor.js prints the 3496 mV to two decimals of a volt' },
    },
  ],
  [
    'AQI sensor',
    {
      // [ttn-device-repo] aqi-sensor-codec.yaml cf759a1f, "Short periodic uplink".
      model: 'mclimate/aqi-sensor',
      fPort: 2,
      hex: '0107A04D034BC8AA2BD6',
      decoded: {
        AQI: 128,
        CO2eq: 2464,
        VOC: 12,
        accuracy_aqi: 3,
        pressure: 942,
        relative_humidity: 30,
        sAQI: 240,
        temperature: 25,
        voltage: 3312,
      },
      mapped: { iaq: 128, pressure: 942, humidity: 30, temperature: 25, battery_mv: 3312 },
      ours: { iaq: 128, temperature: 25, humidity: 30, pressure: 942, battery_mv: 3312 },
    },
  ],
  [
    'Flood sensor',
    {
      // [ttn-device-repo] flood-sensor-codec.yaml ae36fec7, "Short periodic uplink".
      model: 'mclimate/flood-sensor',
      fPort: 2,
      hex: '08C9',
      decoded: { reason: 'keepalive', boxTamper: true, flood: false, battery: 3216 },
      mapped: { tamper: true, leak: false, battery_mv: 3216 },
      ours: { leak: false, tamper: true, battery_mv: 3216 },
    },
  ],
  [
    'Open/Close sensor',
    {
      // [ttn-device-repo] open-close-codec.yaml ea47c052, "Short periodic uplink". The codec's
      // `status` (1 open) has no name the mapping knows; ours is the door and the button.
      model: 'mclimate/open-close',
      fPort: 2,
      hex: '01AB00D91B5CAE01',
      decoded: {
        temperature: 21.7,
        batteryVoltage: 2.97,
        thermistorProperlyConnected: true,
        counter: 1793198,
        status: 1,
      },
      mapped: { temperature: 21.7, battery_mv: 2970 },
      ours: { temperature: 21.7, battery_mv: 2968, door_open: true, button: false },
      battery: { within: 5, why: 'open-close.js prints the 2968 mV to two decimals of a volt' },
    },
  ],
  [
    'Wireless Thermostat',
    {
      // [ttn-device-repo] wireless-thermostat-codec.yaml 0e947cb0, "Periodic uplink".
      model: 'mclimate/wireless-thermostat',
      fPort: 2,
      hex: '010267980C301B00029100',
      decoded: {
        sensorTemperature: 21.5,
        relativeHumidity: 59.38,
        batteryVoltage: 3.12,
        targetTemperature: 27,
        powerSourceStatus: 0,
        lux: 657,
        pir: false,
      },
      mapped: { temperature: 21.5, humidity: 59.38, battery_mv: 3120, illuminance: 657, motion: false },
      ours: { temperature: 21.5, humidity: 59.38, battery_mv: 3120, illuminance: 657, motion: false },
    },
  ],
  [
    '16ASPM',
    {
      // [ttn-device-repo] 16aspm-codec.yaml e05096e5, "Periodic uplink": names with their units
      // (energy_kWh, power_W, acCurrent_mA) the mapping does not know, so only our decoder reads them.
      model: 'mclimate/16aspm',
      fPort: 2,
      hex: '011C034A241805D9E7195201',
      decoded: {
        internalTemperature: 28,
        energy_kWh: 55190.552,
        power_W: 1497,
        acVoltage_V: 231,
        acCurrent_mA: 6482,
        relayState: 'ON',
      },
      mapped: {},
      ours: { energy: 55190552, power: 1497, voltage: 231, current: 6.482, relay_on: true },
    },
  ],
  [
    'Sensative Strips',
    {
      // [ttn-device-repo] strips-codec.yaml 0417b50f, "payload".
      model: 'sensative/strips',
      fPort: 1,
      hex: 'FFFF01500200EA03000D000E001000',
      decoded: {
        battery: 80,
        flood: { value: 0 },
        floodAlarm: { value: false },
        historySeqNr: 65535,
        prevHistSeqNr: 65535,
        tempAlarm: { highAlarm: false, lowAlarm: false },
        temperature: { value: 23.4 },
        userSwitch1Alarm: { value: false },
      },
      mapped: { battery_pct: 80, leak: false, temperature: 23.4 },
      ours: { battery_pct: 80, temperature: 23.4, leak: false },
    },
  ],
];

const readingsOf = (readings: Array<{ field: string; value: number | boolean }>): Readings =>
  Object.fromEntries(readings.map((reading) => [reading.field, reading.value]));

describe("MClimate and Sensative: the network server's codec and our decoder agree", () => {
  it.each(cases)('%s', (_name, { model, fPort, hex, decoded, mapped, ours, battery }) => {
    const theirs = readingsOf(mapNetworkDecoded(decoded, model).readings);
    const mine = readingsOf(decode(model, fPort, parseHex(hex)).readings);
    expect(theirs).toStrictEqual(mapped);
    expect(mine).toStrictEqual(ours);
    // Every reading the codec's names give, we give too, with its value.
    for (const [field, value] of Object.entries(theirs)) {
      if (field === 'battery_mv' && battery)
        expect(Math.abs(Number(mine[field]) - Number(value)), battery.why).toBeLessThanOrEqual(
          battery.within,
        );
      else expect(mine[field], field).toBe(value);
    }
  });
});
