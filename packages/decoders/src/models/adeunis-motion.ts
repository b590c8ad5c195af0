import { s16be, u8, u16be } from '../bytes.ts';
import { activeWord, eachSample, type FrameReader, keepAliveConfig, measure } from '../formats/adeunis.ts';
import { keepAlive, smartBuildingModel } from '../formats/adeunis-generic.ts';

// Adeunis MOTION (the TTN device repository's `motion`, @adeunis/codecs's `motion`, motion_lib.js):
// a PIR presence detector with a light sensor. MOTION 2 (firmware 2.0.x; MOTION V2 Technical
// Reference Manual, 02/12/2019): 0x5c periodic data, the presence when sending (byte 2) then per
// sample the occupancy rate of the period (%) and the luminosity (%); 0x5d presence alarm, "1:
// active alarm (beginning of presence), 0: end of presence", with the luminosity; 0x50
// luminosity alarm (threshold crossed, or back). MOTION 1 (firmware 1.5.x): 0x4e data (a global
// presence counter, then per sample the period's counter and the luminosity) and 0x4f presence
// alarm (counters). Shared: 0x10, 0x1f, 0x20, 0x30, 0x33, 0x51 / 0x52 (input 1 is the button).
// Readings: the presence now is `motion`; the luminosity, in %, `light_percent`; the occupancy
// rates and counters stay fields (no reading of ours is a share of time occupied).

const config = keepAliveConfig('0x10 Motion configuration', (b) => ({
  presenceDetectorInhibition: measure('s', u16be(b, 10) * 10),
}));

const dataV1: FrameReader = (bytes, out) => {
  const globalCounterValue = u16be(bytes, 2);
  const counters: number[] = [];
  const luminosities: number[] = [];
  eachSample(out, { start: 4, end: bytes.length, size: 3 }, (at) => {
    counters.push(s16be(bytes, at));
    luminosities.push(u8(bytes, at + 2));
  });
  if (luminosities[0] !== undefined) out.reading('light_percent', luminosities[0]);
  return {
    type: '0x4e Motion data',
    globalCounterValue,
    decodingInfo: 'counterValues/values: [t=0, t-1, t-2, ...]',
    counterValues: counters,
    luminosity: { unit: '%', values: luminosities },
  };
};

const presenceAlarmV1: FrameReader = (bytes) => ({
  type: '0x4f Motion presence alarm',
  alarmPresence: { globalCounterValue: u16be(bytes, 2), counterValue: u16be(bytes, 4) },
});

const luminosityAlarm: FrameReader = (bytes, out) => {
  const state = u8(bytes, 2);
  const luminosity = u8(bytes, 3);
  out.alarm(state !== 0);
  out.reading('light_percent', luminosity);
  return {
    type: '0x50 Motion luminosity alarm',
    alarmLuminosity: { alarmStatus: activeWord(state), luminosity: measure('%', luminosity) },
  };
};

const data: FrameReader = (bytes, out) => {
  const present = u8(bytes, 2) !== 0;
  const presences: number[] = [];
  const luminosities: number[] = [];
  eachSample(out, { start: 3, end: bytes.length, size: 2 }, (at) => {
    presences.push(u8(bytes, at));
    luminosities.push(u8(bytes, at + 1));
  });
  out.reading('motion', present);
  if (luminosities[0] !== undefined) out.reading('light_percent', luminosities[0]);
  return {
    type: '0x5c Motion data',
    presenceDetectedWhenSending: present,
    decodingInfo: 'values: [t=0, t-1, t-2, ...]',
    presence: { unit: '%', values: presences },
    luminosity: { unit: '%', values: luminosities },
  };
};

const presenceAlarm: FrameReader = (bytes, out) => {
  const state = u8(bytes, 2);
  const luminosity = u8(bytes, 3);
  out.reading('motion', state !== 0);
  out.reading('light_percent', luminosity);
  return {
    type: '0x5d Motion presence alarm',
    alarmPresence: { alarmStatus: activeWord(state), luminosity: measure('%', luminosity) },
  };
};

export const adeunisMotion = smartBuildingModel({
  modelId: 'adeunis/motion',
  model: 'MOTION',
  readings: ['motion', 'light_percent'],
  status: [],
  frames: new Map([
    [0x10, config],
    [0x30, keepAlive],
    [0x4e, dataV1],
    [0x4f, presenceAlarmV1],
    [0x50, luminosityAlarm],
    [0x5c, data],
    [0x5d, presenceAlarm],
  ]),
});
