import { u8, u16be, u32be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel } from '../formats/netvox.ts';
import { all, wordField } from '../formats/netvox-config.ts';
import type { ResultBuilder } from '../result.ts';

// Netvox R809A plug-in power outlet with consumption metering (TTN device repository
// vendor/netvox/payload/r809a.js, r809a-codec.yaml; the R809A user manual's "Data Report": Energy
// 4 bytes in 1 Wh, Vol in 1 V, Current in 1 mA, Power in 1 W, each alarm 0 no alarm, 1 alarm). It
// runs on mains: no battery byte.
//   Report 0x01: `OnOff` (byte 3, 0 'OFF', else 'ON'), `Energy` (bytes 4-7), `OverCurrentAlarm`,
//     `DashCurrentAlarm` and `PowerOffAlarm` (bytes 8-10, 0 'No alarm', else 'Alarm').
//   Report 0x02: `Vol`, `Current` and `Power`, big-endian words at bytes 3-8.
// The alarms are the outlet's own protections (it cuts the load on over-current), not thresholds
// set on it: vendor fields only. r809a.js assembles the energy with JavaScript's signed shifts
// (0x80000000 Wh and more print negative); ours is unsigned.
// Port 7: MinTime, MaxTime, CurrentChange (mA) and PowerChange (W).

const alarmWord = (value: number): string => (value === 0 ? 'No alarm' : 'Alarm');

function readSwitch(bytes: Uint8Array, out: ResultBuilder): void {
  const on = u8(bytes, 3) !== 0;
  out.set('OnOff', on ? 'ON' : 'OFF');
  out.reading('relay_on', on);
  const energy = u32be(bytes, 4);
  out.set('Energy', energy);
  out.reading('energy', energy);
  out.set('OverCurrentAlarm', alarmWord(u8(bytes, 8)));
  out.set('DashCurrentAlarm', alarmWord(u8(bytes, 9)));
  out.set('PowerOffAlarm', alarmWord(u8(bytes, 10)));
}

function readMeter(bytes: Uint8Array, out: ResultBuilder): void {
  const volts = u16be(bytes, 3);
  const milliamps = u16be(bytes, 5);
  const watts = u16be(bytes, 7);
  out.set('Vol', volts);
  out.set('Current', milliamps);
  out.set('Power', watts);
  out.reading('voltage', volts);
  out.reading('current', milliamps / 1000);
  out.reading('power', watts);
}

const family: NetvoxFamily = {
  reports: { 1: readSwitch, 2: readMeter },
  config: { changes: all(wordField('CurrentChange', 6), wordField('PowerChange', 8)) },
};

export const netvoxR809a = netvoxModel(family, 'R809A', 0x0e, [
  'relay_on',
  'energy',
  'voltage',
  'current',
  'power',
]);
