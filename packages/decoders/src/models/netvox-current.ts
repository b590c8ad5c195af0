import { u8, u16be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { wordField } from '../formats/netvox-config.ts';

// Netvox current meters (current transformer clamps): R718N1 (one clamp; TTN device repository
// vendor/netvox/payload/r718n1.js) and R718N3 (three; payload/r718n3.js and r718n3-codec.yaml).
// A current is a word in mA and the real current is that times its multiplier ("The real
// Current1=Current1*Multiplier1", R718N3 manual, Data Report; the R718N1 manual's example
// 01 49 01 24 03E8 01: 3.6 V, 1000 mA, multiplier 1).
//
// The R718N3 sends report 0x01 (three currents, clamp 1's multiplier) and 0x02 (clamps 2 and
// 3's multipliers), or, set to one packet, 0x03 (three currents and the three multipliers in
// 2-bit codes: 0 ×1, 1 ×5, 2 ×10, 3 ×100); 0x04 is its threshold alarm (bit 0 clamp 1 low, bit 1
// clamp 1 high, ... bit 5 clamp 3 high). Three clamps have no one `current` reading, and our
// vocabulary has no per-clamp current, so its currents stay vendor fields (as the TTN codec
// gives them: raw, beside the multipliers); the alarm report gives `threshold_alarm`.

const MULTIPLIER_CODES = [1, 5, 10, 100] as const;

const n1: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      const current = u16be(bytes, 4);
      const multiplier = u8(bytes, 6);
      out.set('Current', current);
      out.set('Multiplier', multiplier);
      if (multiplier === 0) out.warn('current multiplier 0 is no multiplier; current not stored');
      else out.reading('current', (current * multiplier) / 1000);
    },
  },
  config: { changes: wordField('CurrentChange', 6) },
};

function setCurrents(bytes: Uint8Array, set: (name: string, value: number) => void): void {
  for (const clamp of [1, 2, 3]) set(`Current${clamp}`, u16be(bytes, 2 + clamp * 2));
}

// The TTN codec's names, its "HighCurren2Alarm" included.
const ALARM_NAMES = [
  'LowCurrent1Alarm',
  'HighCurrent1Alarm',
  'LowCurrent2Alarm',
  'HighCurren2Alarm',
  'LowCurrent3Alarm',
  'HighCurrent3Alarm',
] as const;

const n3: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      setCurrents(bytes, (name, value) => out.set(name, value));
      out.set('Multiplier1', u8(bytes, 10));
    },
    2: (bytes, out) => {
      readBattery(bytes, 3, out);
      out.set('Multiplier2', u8(bytes, 4));
      out.set('Multiplier3', u8(bytes, 5));
    },
    3: (bytes, out) => {
      readBattery(bytes, 3, out);
      setCurrents(bytes, (name, value) => out.set(name, value));
      const codes = u8(bytes, 10);
      for (const clamp of [1, 2, 3]) {
        out.set(`Multiplier${clamp}`, MULTIPLIER_CODES[(codes >> ((clamp - 1) * 2)) & 0x03]);
      }
    },
    4: (bytes, out) => {
      readBattery(bytes, 3, out);
      const alarms = u8(bytes, 4);
      for (const [bit, name] of ALARM_NAMES.entries()) out.set(name, (alarms >> bit) & 0x01);
      out.alarm((alarms & 0x3f) !== 0);
    },
  },
  config: { changes: wordField('CurrentChange', 6) },
};

const power = ['battery_mv', 'low_battery'] as const;

export const netvoxR718n1 = netvoxModel(n1, 'R718N1', 0x49, ['current', ...power]);
export const netvoxR718n3 = netvoxModel(n3, 'R718N3', 0x4a, ['threshold_alarm', ...power]);
