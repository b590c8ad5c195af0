import { s16be, u8 } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { type AnswerReader, batteryChange, statusAt } from '../formats/netvox-config.ts';
import type { ResultBuilder } from '../result.ts';

// Netvox RA02A smoke detector and RA02C carbon-monoxide detector (TTN device repository
// vendor/netvox/payload/ra02a.js and ra02c.js, ra02a-codec.yaml and ra02c-codec.yaml).
//   RA02A, report 0x01: battery, `FireAlarm` (byte 4), `HighTempAlarm` (byte 5), the temperature
//     at bytes 6-7, big-endian, signed 0.1 °C (ra02a-codec.yaml: 04B0 is 120 °C).
//   RA02C, report 0x01: battery, `COAlarm` (byte 4), `HighTempAlarm` (byte 5). The codec gives no CO
//     concentration, so there is no co_ppm.
// The codecs print an alarm byte of 0 as 'No Alarm' and any other as 'Alarm'; we read them alike.
// The smoke alarm is `smoke`; the CO alarm (set off above the AlarmThreshold of the device's
// SetAlarmThresholdReq) and the high-temperature alarm are the device's own threshold alarms.
// Port 7 adds the alarm threshold (0x83 set, 0x84 get).

/** An alarm byte as the codec names it; true when it is raised. */
function readAlarm(bytes: Uint8Array, at: number, name: string, out: ResultBuilder): boolean {
  const raised = u8(bytes, at) !== 0;
  out.set(name, raised ? 'Alarm' : 'No Alarm');
  return raised;
}

const ra02a: NetvoxFamily['reports'] = {
  1: (bytes, out) => {
    readBattery(bytes, 3, out);
    out.reading('smoke', readAlarm(bytes, 4, 'FireAlarm', out));
    out.alarm(readAlarm(bytes, 5, 'HighTempAlarm', out));
    const temperature = s16be(bytes, 6) / 10;
    out.set('Temp', temperature);
    out.reading('temperature', temperature);
  },
};

const ra02c: NetvoxFamily['reports'] = {
  1: (bytes, out) => {
    readBattery(bytes, 3, out);
    const co = readAlarm(bytes, 4, 'COAlarm', out);
    const heat = readAlarm(bytes, 5, 'HighTempAlarm', out);
    out.alarm(co || heat);
  },
};

const config: NetvoxFamily['config'] = {
  changes: batteryChange,
  answers: new Map<number, readonly [string, AnswerReader]>([
    [0x83, ['SetAlarmThresholdRsp', statusAt(2)]],
    [0x84, ['GetAlarmThresholdRsp', (bytes, out) => out.set('AlarmThreshold', u8(bytes, 2))]],
  ]),
};

const power = ['battery_mv', 'low_battery'] as const;

export const netvoxRa02a = netvoxModel({ reports: ra02a, config }, 'RA02A', 0x0a, [
  'smoke',
  'threshold_alarm',
  'temperature',
  ...power,
]);
export const netvoxRa02c = netvoxModel({ reports: ra02c, config }, 'RA02C', 0x11, [
  'threshold_alarm',
  ...power,
]);
