import { u8, u16be } from '../bytes.ts';
import { activeWord, type Content, eachSample, type FrameReader, measure } from '../formats/adeunis.ts';
import { smartBuildingModel, softwareVersion } from '../formats/adeunis-generic.ts';

// Adeunis BREATH (the TTN device repository's `breath`, @adeunis/codecs's `breath`, breath_lib.js):
// TVOC and particulate matter, all in µg/m³. Frames: 0x10 configuration, 0x6d periodic data (per
// sample, newest first: TVOC, PM10, PM2.5, PM1, words), 0x6e alarm (bits 0-3: the TVOC's, PM10's,
// PM2.5's and PM1's threshold, each with its value), 0x30 daily frame (the day's minimum, maximum
// and average of each: fields), and the shared 0x1f, 0x20, 0x33, 0x37, 0x51, 0x52.
// Readings: TVOC `tvoc_ugm3`, `pm10`, `pm2_5`; PM1 has no reading of ours and stays a field.
// The codec's `sensorError` tests the status byte with 0x16 (bits 4, 2 and 1), so it is also true
// on a low battery: it is printed as the codec does, and readings do not depend on it.

const config: FrameReader = (bytes) => ({
  type: '0x10 Breath configuration',
  dailyFrameActivated: u8(bytes, 2) !== 0,
  numberOfHistorizationBeforeSending: u16be(bytes, 3),
  historyPeriod: measure('s', u16be(bytes, 5)),
  alarmRepeatActivated: u8(bytes, 7) !== 0,
  alarmRepeatPeriod: measure('s', u16be(bytes, 8)),
  redundantSamples: u8(bytes, 10),
});

const ugm3 = (bytes: Uint8Array, at: number) => measure('µg/m3', u16be(bytes, at));

/** 0x30: 32 bytes with the day's statistics (PM1 without a duration), or the four maxima alone. */
const daily: FrameReader = (bytes) => {
  const content: Content = { type: '0x30 Daily frame' };
  if (bytes.length >= 11) {
    const stats = (at: number, withDuration: boolean): Content => ({
      min: ugm3(bytes, at),
      max: ugm3(bytes, at + 2),
      average: ugm3(bytes, at + 4),
      ...(withDuration ? { duration: measure('min', u16be(bytes, at + 6)) } : {}),
    });
    content.tvoc = stats(2, true);
    content.pm10 = stats(10, true);
    content.pm25 = stats(18, true);
    content.pm1 = stats(26, false);
  } else {
    content.tvoc = { max: ugm3(bytes, 2) };
    content.pm10 = { max: ugm3(bytes, 4) };
    content.pm25 = { max: ugm3(bytes, 6) };
    content.pm1 = { max: ugm3(bytes, 8) };
  }
  return content;
};

const names = ['tvoc', 'pm10', 'pm25', 'pm1'] as const;
const fields = { tvoc: 'tvoc_ugm3', pm10: 'pm10', pm25: 'pm2_5' } as const;

const data: FrameReader = (bytes, out) => {
  const values: number[][] = [[], [], [], []];
  eachSample(out, { start: 2, end: bytes.length, size: 8 }, (at) => {
    for (const [index, list] of values.entries()) list.push(u16be(bytes, at + index * 2));
  });
  const content: Content = {
    type: '0x6d Breath periodic data',
    decodingInfo: 'values: [t=0, t-1, t-2, ...]',
  };
  for (const [index, name] of names.entries()) {
    const list = values[index] ?? [];
    content[name] = { unit: 'µg/m3', values: list };
    const newest = list[0];
    if (name !== 'pm1' && newest !== undefined) out.reading(fields[name], newest);
  }
  return content;
};

const alarm: FrameReader = (bytes, out) => {
  const flags = u8(bytes, 2);
  const content: Content = { type: '0x6e Breath alarm' };
  for (const [index, name] of names.entries()) {
    const value = u16be(bytes, 3 + index * 2);
    content[name] = { alarmStatus: activeWord(flags & (1 << index)), unit: 'µg/m3', value };
    if (name !== 'pm1') out.reading(fields[name], value);
  }
  out.alarm((flags & 0x0f) !== 0);
  return content;
};

export const adeunisBreath = smartBuildingModel({
  modelId: 'adeunis/breath',
  model: 'BREATH',
  readings: ['tvoc_ugm3', 'pm10', 'pm2_5'],
  status: [['sensorError', 0x16]],
  frames: new Map([
    [0x10, config],
    [0x30, daily],
    [0x37, softwareVersion],
    [0x6d, data],
    [0x6e, alarm],
  ]),
});
