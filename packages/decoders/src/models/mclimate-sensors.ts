import { u8, u16be } from '../bytes.ts';
import {
  batteryByteMv,
  byteField,
  commonResponses,
  keepaliveByCode,
  type McResponse,
  mclimateModel,
  response,
  sensorHumidity,
  sensorTemperature,
  twoDecimals,
  wordField,
} from '../formats/mclimate.ts';
import type { ResultBuilder } from '../result.ts';

// MClimate's HT, CO2 and AQI sensors: a 0x01 keep-alive after the GET answers. Layouts and
// formulas from MClimate's device communication protocols (MClimate/docs 6f04fe9c, each
// device's keep-alive page); field names as the TTN device repository's ht-sensor.js,
// co2-sensor.js and aqi-sensor.js name them. The battery is XX * 8 + 1600 mV on all three.

const keepalive01 = (length: number, read: (bytes: Uint8Array, at: number, out: ResultBuilder) => void) =>
  keepaliveByCode(new Map([[0x01, length]]), read);

/** The battery's vendor field in V (two decimals, as MClimate's decoders print it) and its reading in mV. */
function battery(out: ResultBuilder, name: string, byte: number): void {
  const mv = batteryByteMv(byte);
  out.set(name, twoDecimals(mv / 1000));
  out.reading('battery_mv', mv);
}

function climate(out: ResultBuilder, temperatureWord: number, humidityByte: number): void {
  const temperature = twoDecimals(sensorTemperature(temperatureWord));
  const humidity = sensorHumidity(humidityByte);
  out.set('sensorTemperature', temperature);
  out.set('relativeHumidity', humidity);
  out.reading('temperature', temperature);
  out.reading('humidity', humidity);
}

// HT Sensor: temperature, humidity, battery, and an optional external thermistor (10 bits in
// 0.1 °C; byte 5 bit 2 set when its connection is broken, as it is with none plugged in).
export const mclimateHtSensor = mclimateModel({
  modelId: 'mclimate/ht-sensor',
  model: 'HT Sensor LoRaWAN',
  defaultFPort: 2,
  readings: ['temperature', 'humidity', 'external_temperature', 'battery_mv'],
  keepalive: keepalive01(7, (bytes, at, out) => {
    climate(out, u16be(bytes, at + 1), u8(bytes, at + 3));
    battery(out, 'batteryVoltage', u8(bytes, at + 4));
    const status = u8(bytes, at + 5);
    const connected = (status & 0x04) === 0;
    const probe = ((status & 0x03) << 8) | u8(bytes, at + 6);
    out.set('thermistorProperlyConnected', connected);
    // MClimate's decoders print 0 for a broken or absent thermistor; that is no reading.
    out.set('extThermistorTemperature', connected ? probe / 10 : 0);
    if (connected) out.reading('external_temperature', probe / 10);
  }),
  responses: new Map(commonResponses),
});

/** Three bytes per CO2 zone (good, medium, bad), as co2-sensor.js names them. */
const zones = (name: string): McResponse =>
  response(3, (bytes, at, out) =>
    out.set(name, { good_zone: u8(bytes, at), medium_zone: u8(bytes, at + 1), bad_zone: u8(bytes, at + 2) }),
  );

const co2Responses: ReadonlyArray<[number, McResponse]> = [
  [
    0x1f,
    response(4, (bytes, at, out) =>
      out.set('boundaryLevels', { good_medium: u16be(bytes, at), medium_bad: u16be(bytes, at + 2) }),
    ),
  ],
  [0x21, wordField('autoZeroValue')],
  [0x23, zones('notifyPeriod')],
  [0x25, zones('measurementPeriod')],
  [
    0x27,
    response(9, (bytes, at, out) => {
      const buzzer: Record<string, number> = {};
      ['good', 'medium', 'bad'].forEach((zone, i) => {
        buzzer[`duration_${zone}_beeping`] = u8(bytes, at + i * 3);
        buzzer[`duration_${zone}_loud`] = u8(bytes, at + i * 3 + 1) * 10;
        buzzer[`duration_${zone}_silent`] = u8(bytes, at + i * 3 + 2) * 10;
      });
      out.set('buzzerNotification', buzzer);
    }),
  ],
  [
    0x29,
    response(15, (bytes, at, out) => {
      const leds: Record<string, number> = {};
      ['good', 'medium', 'bad'].forEach((zone, i) => {
        leds[`red_${zone}`] = u8(bytes, at + i * 5);
        leds[`green_${zone}`] = u8(bytes, at + i * 5 + 1);
        leds[`blue_${zone}`] = u8(bytes, at + i * 5 + 2);
        leds[`duration_${zone}`] = u16be(bytes, at + i * 5 + 3) * 10;
      });
      out.set('ledNotification', leds);
    }),
  ],
  [0x2b, byteField('autoZeroPeriod')],
];

// CO2 Sensor: CO2 in ppm, temperature, humidity, battery.
export const mclimateCo2Sensor = mclimateModel({
  modelId: 'mclimate/co2-sensor',
  model: 'CO2 Sensor and Notifier LoRaWAN',
  defaultFPort: 2,
  readings: ['co2', 'temperature', 'humidity', 'battery_mv'],
  keepalive: keepalive01(7, (bytes, at, out) => {
    const co2 = u16be(bytes, at + 1);
    out.set('CO2', co2);
    out.reading('co2', co2);
    climate(out, u16be(bytes, at + 3), u8(bytes, at + 5));
    battery(out, 'batteryVoltage', u8(bytes, at + 6));
  }),
  responses: new Map([...commonResponses, ...co2Responses]),
});

// AQI Sensor (Bosch BME680): packed fields, bit positions as the protocol's keep-alive table.
// The index (AQI, 0-496 in steps of 16) is `iaq`; while the sensor stabilises (accuracy 0,
// "sensor data is unreliable") it is no reading. The static index, CO2 equivalent and VOC are
// the sensor's estimates: vendor fields.
export const mclimateAqiSensor = mclimateModel({
  modelId: 'mclimate/aqi-sensor',
  model: 'AQI Sensor and Notifier LoRaWAN',
  defaultFPort: 2,
  readings: ['iaq', 'temperature', 'humidity', 'pressure', 'battery_mv'],
  keepalive: keepalive01(10, (bytes, at, out) => {
    const b = (index: number) => u8(bytes, at + index);
    const aqi = ((b(2) >> 2) & 0x1f) * 16;
    const accuracy = b(8) & 0x03;
    const humidity = (b(5) * 4) / 10;
    const pressure = (((b(6) << 3) | (b(7) >> 5)) * 40 + 30000) / 100;
    const temperature = ((((b(7) & 0x1f) << 6) | (b(8) >> 2)) - 400) / 10;
    const mv = batteryByteMv(b(9));
    out.set('sAQI', ((b(1) << 1) | (b(2) >> 7)) * 16);
    out.set('AQI', aqi);
    out.set('CO2eq', (((b(2) & 0x03) << 8) | b(3)) * 32);
    out.set('VOC', b(4) * 4);
    out.set('relative_humidity', humidity);
    out.set('pressure', pressure);
    out.set('temperature', temperature);
    out.set('accuracy_aqi', accuracy);
    out.set('voltage', mv);
    if (accuracy === 0)
      out.warn('the air quality sensor is stabilising (accuracy 0); its index is not stored');
    else out.reading('iaq', aqi);
    out.reading('temperature', temperature);
    out.reading('humidity', humidity);
    out.reading('pressure', pressure);
    out.reading('battery_mv', mv);
  }),
  responses: new Map(commonResponses),
});
