import { u8, u16be } from '../bytes.ts';
import {
  battery,
  batteryByteMv,
  climate,
  commonResponses,
  keepalive01,
  type McResponse,
  mclimateModel,
  response,
} from '../formats/mclimate.ts';
import { co2Responses, zones } from '../formats/mclimate-more.ts';

// MClimate's HT, CO2 and AQI sensors: a 0x01 keep-alive after the GET answers. Layouts and
// formulas from MClimate's device communication protocols (MClimate/docs 6f04fe9c, each
// device's keep-alive page); field names as the TTN device repository's ht-sensor.js,
// co2-sensor.js and aqi-sensor.js name them. The battery is XX * 8 + 1600 mV on all three.

// HT Sensor: temperature, humidity, battery, and an optional external thermistor (10 bits in
// 0.1 °C; byte 5 bit 2 set when its connection is broken, as it is with none plugged in).
export const mclimateHtSensor = mclimateModel({
  modelId: 'mclimate/ht-sensor',
  model: 'HT Sensor LoRaWAN',
  defaultFPort: 2,
  readings: ['temperature', 'humidity', 'external_temperature', 'battery_mv'],
  keepalive: keepalive01(7, (bytes, at, out) => {
    climate(out, u16be(bytes, at + 1), u8(bytes, at + 3));
    battery(out, batteryByteMv(u8(bytes, at + 4)), 2);
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

/** The CO2 Sensor's notification answers, besides the CO2 answers of the displays. */
const notifierResponses: ReadonlyArray<[number, McResponse]> = [
  [0x23, zones('notifyPeriod')],
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
    battery(out, batteryByteMv(u8(bytes, at + 6)), 2);
  }),
  responses: new Map([...commonResponses, ...co2Responses, ...notifierResponses]),
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
