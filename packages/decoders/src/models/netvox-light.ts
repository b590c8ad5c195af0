import { u8, u16be, u32be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { type AnswerReader, all, batteryChange, statusAt, wordField } from '../formats/netvox-config.ts';
import type { ResultBuilder } from '../result.ts';

// Netvox light sensors (TTN device repository vendor/netvox/payload/r311g_b.js, r718g.js,
// r718nl1.js and their codec.yaml examples; the R718G and R718NL1 user manuals, "Example of
// ReportDataCmd" and "Example of ConfigureCmd"). The illuminance is a big-endian count of lux.
//   R311G / R311B, report 0x01: battery, illuminance in 2 bytes at bytes 4-5 (r311g-codec.yaml:
//     0078 is 120 lx). Port 7: the R311G's reportable change, the R311B's illuminance threshold.
//   R718G, report 0x01: battery, illuminance in 4 bytes at bytes 4-7 (r718g-codec.yaml: 00001388
//     is 5000 lx). Port 7 adds the sunlight sample range (0x83 set, 0x84 get: 0 up to 65000 lx,
//     1 up to 130000 lx, 2 up to 220000 lx, the R718G manual).
//   R718NL1 (light sensor and current meter), report 0x01: battery, the current word in mA and its
//     multiplier ("the real current" is their product, as the R718N1's), illuminance in 4 bytes at
//     bytes 7-10.
// r718g.js prints the battery byte whole (0xA4 is 16.4 V); we read its bit 7 as the low-battery
// flag, as every other Netvox codec and manual does. Both 4-byte codecs assemble the illuminance
// with JavaScript's signed shifts (0xFFFFFFFF prints -1); ours is unsigned.

const illuminanceAt =
  (at: number, bytesLong: 2 | 4): AnswerReader =>
  (bytes, out) => {
    const lux = bytesLong === 2 ? u16be(bytes, at) : u32be(bytes, at);
    out.set('Illuminance', lux);
    out.reading('illuminance', lux);
  };

/** A current word in mA and its multiplier: the TTN codec's raw fields, the real current in A. */
function readCurrent(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const current = u16be(bytes, at);
  const multiplier = u8(bytes, at + 2);
  out.set('Current', current);
  out.set('Multiplier', multiplier);
  if (multiplier === 0) out.warn('current multiplier 0 is no multiplier; current not stored');
  else out.reading('current', (current * multiplier) / 1000);
}

const r311 = (change: string): NetvoxFamily => ({
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      illuminanceAt(4, 2)(bytes, out);
    },
  },
  config: { changes: all(batteryChange, wordField(change, 7)) },
});

const r718g: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      illuminanceAt(4, 4)(bytes, out);
    },
  },
  config: {
    changes: all(batteryChange, (bytes, out) => out.set('IlluminanceChange', u32be(bytes, 7))),
    answers: new Map<number, readonly [string, AnswerReader]>([
      [0x83, ['SetSunlightSampleRangeRsp', statusAt(2)]],
      [0x84, ['GetSunlightSampleRangeRsp', (bytes, out) => out.set('RangeSetting', u8(bytes, 2))]],
    ]),
  },
};

const r718nl1: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      readCurrent(bytes, 4, out);
      illuminanceAt(7, 4)(bytes, out);
    },
  },
  config: { changes: all(wordField('CurrentChange', 6), wordField('IlluminanceChange', 8)) },
};

const power = ['battery_mv', 'low_battery'] as const;

export const netvoxR311g = netvoxModel(r311('IlluminanceChange'), 'R311G', 0x04, ['illuminance', ...power]);
export const netvoxR311b = netvoxModel(r311('IlluminanceThreshold'), 'R311B', 0x4b, [
  'illuminance',
  ...power,
]);
export const netvoxR718g = netvoxModel(r718g, 'R718G', 0x1e, ['illuminance', ...power]);
export const netvoxR718nl1 = netvoxModel(r718nl1, 'R718NL1', 0x98, ['current', 'illuminance', ...power]);
