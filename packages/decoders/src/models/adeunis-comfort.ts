import { s16be, u8, u16be } from '../bytes.ts';
import {
  activeWord,
  type Content,
  eachSample,
  type FrameReader,
  keepAliveConfig,
  measure,
  registerConfig,
  samplesEnd,
  timestampField,
  timestampFlag,
} from '../formats/adeunis.ts';
import { keepAlive, smartBuildingModel, softwareVersion } from '../formats/adeunis-generic.ts';
import type { ResultBuilder } from '../result.ts';

// Adeunis COMFORT (the TTN device repository's `comfort`, firmware 2.1.x: @adeunis/codecs's
// `comfort2`, its comfort_lib.js; the firmware < 2.1 frames read the same without the timestamp
// bit) and COMFORT CO2 (`comfort-co2`, `comfortCo2`, comfort_co2_lib.js). Frames: 0x10
// configuration, 0x4c / 0x6a periodic data (per sample, newest first: temperature 0.1 °C signed,
// humidity %, and the CO2 ppm word), 0x4d / 0x6b alarms (bit 4 the temperature's, bit 0 the
// humidity's, bit 5 the CO2's, with the values that raised them), the COMFORT CO2's 0x30 daily
// frame (minimum, maximum and averages of the day: fields only), and the shared 0x1f, 0x20, 0x30,
// 0x33, 0x37, 0x51, 0x52.

const celsius = (bytes: Uint8Array, at: number) => s16be(bytes, at) / 10;

function history(bytes: Uint8Array, out: ResultBuilder, withCo2: boolean): Content {
  const end = samplesEnd(bytes);
  const content = timestampField(bytes, end);
  const temperature: number[] = [];
  const humidity: number[] = [];
  const co2: number[] = [];
  eachSample(out, { start: 2, end, size: withCo2 ? 5 : 3 }, (at) => {
    temperature.push(celsius(bytes, at));
    humidity.push(u8(bytes, at + 2));
    if (withCo2) co2.push(u16be(bytes, at + 3));
  });
  content.decodingInfo = 'values: [t=0, t-1, t-2, ...]';
  content.temperature = { unit: '°C', values: temperature };
  content.humidity = { unit: '%', values: humidity };
  if (withCo2) content.co2 = { unit: 'ppm', values: co2 };
  if (temperature[0] !== undefined) out.reading('temperature', temperature[0]);
  if (humidity[0] !== undefined) out.reading('humidity', humidity[0]);
  if (co2[0] !== undefined) out.reading('co2', co2[0]);
  return content;
}

/** The alarm frames' temperature and humidity, with their states (the codec's bits per product). */
function alarm(bytes: Uint8Array, out: ResultBuilder, at: number, temperatureActive: boolean): Content {
  const content = timestampField(bytes, at);
  const temperature = celsius(bytes, 3);
  const humidity = u8(bytes, 5);
  content.alarmTemperature = {
    alarmStatus: activeWord(temperatureActive ? 1 : 0),
    temperature: measure('°C', temperature),
  };
  content.alarmHumidity = { alarmStatus: activeWord(u8(bytes, 2) & 0x01), humidity: measure('%', humidity) };
  out.reading('temperature', temperature);
  out.reading('humidity', humidity);
  return content;
}

const comfortConfig = keepAliveConfig('0x10 Comfort 2 configuration', (b) => ({
  redundantSamples: u8(b, 10),
}));

const comfortAlarm: FrameReader = (bytes, out) => {
  // The codec reads the temperature alarm as the whole high nibble (any of bits 4-7).
  const flags = u8(bytes, 2);
  out.alarm(flags >> 4 !== 0 || (flags & 0x01) !== 0);
  return { type: '0x4d Comfort 2 alarm', ...alarm(bytes, out, 6, flags >> 4 !== 0) };
};

export const adeunisComfort = smartBuildingModel({
  modelId: 'adeunis/comfort',
  model: 'COMFORT',
  readings: ['temperature', 'humidity'],
  status: [timestampFlag],
  frames: new Map([
    [0x10, comfortConfig],
    [0x30, keepAlive],
    [0x37, softwareVersion],
    [0x4c, (bytes, out) => ({ type: '0x4c Comfort 2 data', ...history(bytes, out, false) })],
    [0x4d, comfortAlarm],
  ]),
});

/** The COMFORT CO2's 0x10: the daily frame switch first, the blackout hours last (12 bytes or more). */
const co2Config: FrameReader = (bytes) => {
  const head = { type: '0x10 Comfort CO2 configuration', dailyFrameActivated: u16be(bytes, 2) !== 0 };
  const content = registerConfig(bytes, head, (b) => ({ redundantSamples: u8(b, 10) }));
  if (bytes.length >= 12) {
    content.blackOutDuration = measure('h', u8(bytes, 11));
    // The codec reads byte 12 whenever there is a byte 11 (and fails on a 12-byte frame).
    if (bytes.length >= 13) content.blackOutStartTime = measure('h', u8(bytes, 12));
  }
  return content;
};

const daily: FrameReader = (bytes) => {
  const content: Content = { type: '0x30 Comfort CO2 Daily frame', ...timestampField(bytes, 19) };
  content.icone = u8(bytes, 2);
  content.qaiRedDuration = measure('min', u8(bytes, 3) * 10);
  content.temperatureMax = measure('°C', celsius(bytes, 4));
  content.co2Max = measure('ppm', u16be(bytes, 6));
  content.humidityMax = measure('%', u8(bytes, 8));
  content.temperatureMin = measure('°C', celsius(bytes, 9));
  if (bytes.length === 19 || bytes.length === 23) {
    content.co2Min = measure('ppm', u16be(bytes, 11));
    content.humidityMin = measure('%', u8(bytes, 13));
    content.temperatureAverage = measure('°C', celsius(bytes, 14));
    content.co2Average = measure('ppm', u16be(bytes, 16));
    content.humidityAverage = measure('%', u8(bytes, 18));
  } else if (bytes.length !== 11) {
    // PartialDecodingReason.MISSING_NETWORK: neither the Sigfox (11) nor the LoRaWAN (19, 23) length.
    content.partialDecoding = 1;
  }
  return content;
};

const co2Alarm: FrameReader = (bytes, out) => {
  const flags = u8(bytes, 2);
  const content: Content = {
    type: '0x6b Comfort CO2 alarm',
    ...alarm(bytes, out, samplesEnd(bytes), (flags & 0x10) !== 0),
  };
  // The codec reads the CO2 word signed here (unsigned in the 0x6a data).
  const co2 = s16be(bytes, 6);
  content.alarmCo2 = { alarmStatus: activeWord(flags & 0x20), co2: measure('ppm', co2) };
  out.reading('co2', co2);
  out.alarm((flags & 0x31) !== 0);
  return content;
};

export const adeunisComfortCo2 = smartBuildingModel({
  modelId: 'adeunis/comfort-co2',
  model: 'COMFORT CO2',
  readings: ['temperature', 'humidity', 'co2'],
  status: [timestampFlag],
  frames: new Map([
    [0x10, co2Config],
    [0x30, daily],
    [0x37, softwareVersion],
    [0x6a, (bytes, out) => ({ type: '0x6a Comfort CO2 data', ...history(bytes, out, true) })],
    [0x6b, co2Alarm],
  ]),
});
