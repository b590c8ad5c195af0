import { s16be, u8, u16be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { type AnswerReader, all, batteryChange, statusAt, wordField } from '../formats/netvox-config.ts';
import type { ResultBuilder } from '../result.ts';

// Netvox distance and fill-level sensors (TTN device repository vendor/netvox/payload/r718x.js,
// r718x-codec.yaml and r718pe-codec.yaml; the R718PE user manual, "Example of ReportDataCmd").
// Report 0x01: battery; Status (0x00 off, else on: the distance is within the on-distance
// threshold, a setting, no reading of ours); the distance in mm; the fill level in %.
//   R718X (ultrasonic): then the temperature (signed 0.1 °C) at bytes 7-8, the fill level at byte
//     9 and the angle of inclination in degrees at byte 10 (no reading: `tilt` is a state).
//   R718PE (lidar): the fill level at byte 7 (the manual's 01B101240001F419000000: 500 mm, 25 %).
// Port 7 adds the on-distance threshold, the distance at a full fill and the dead zone (mm).

type Layout = { fillLevelAt: number; temperature: boolean };

function readLevel(bytes: Uint8Array, layout: Layout, out: ResultBuilder): void {
  readBattery(bytes, 3, out);
  out.set('Status', u8(bytes, 4) === 0x00 ? 'OFF' : 'ON');
  const distance = u16be(bytes, 5);
  out.set('Distance', distance);
  out.reading('distance_mm', distance);
  const fillLevel = u8(bytes, layout.fillLevelAt);
  out.set('FillLevel', fillLevel);
  out.reading('fill_level_pct', fillLevel);
  if (!layout.temperature) return;
  const temperature = s16be(bytes, 7) / 10;
  out.set('Temp', temperature);
  out.reading('temperature', temperature);
  out.set('AngleOfInclination', u8(bytes, 10));
}

const answers = new Map<number, readonly [string, AnswerReader]>([
  [0x83, ['SetOnDistanceThresholdRsp', statusAt(2)]],
  [0x84, ['GetOnDistanceThresholdRsp', wordField('OnDistanceThreshold', 2)]],
  [0x85, ['SetFillMaxDistanceRsp', statusAt(2)]],
  [0x86, ['GetFillMaxDistanceRsp', wordField('FillMaxDistance', 2)]],
  [0x8b, ['SetDeadZoneDistanceRsp', statusAt(2)]],
  [0x8c, ['GetDeadZoneDistanceRsp', wordField('DeadZoneDistance', 2)]],
]);

const levelFamily = (layout: Layout): NetvoxFamily => ({
  reports: { 1: (bytes, out) => readLevel(bytes, layout, out) },
  config: {
    changes: layout.temperature
      ? all(batteryChange, wordField('DistanceChange', 7), wordField('TempChange', 9, 10))
      : all(batteryChange, wordField('DistanceChange', 7)),
    answers,
  },
});

const power = ['battery_mv', 'low_battery'] as const;

export const netvoxR718x = netvoxModel(levelFamily({ fillLevelAt: 9, temperature: true }), 'R718X', 0x34, [
  'distance_mm',
  'fill_level_pct',
  'temperature',
  ...power,
]);
export const netvoxR718pe = netvoxModel(levelFamily({ fillLevelAt: 7, temperature: false }), 'R718PE', 0xb1, [
  'distance_mm',
  'fill_level_pct',
  ...power,
]);
