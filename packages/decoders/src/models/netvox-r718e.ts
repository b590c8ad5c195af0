import { u8, u16be, u16le } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { type AnswerReader, all, batteryChange, statusAt, wordField } from '../formats/netvox-config.ts';
import type { ResultBuilder } from '../result.ts';

// Netvox R718E three-axis accelerometer with a temperature probe (TTN device repository
// vendor/netvox/payload/r718e.js, r718e-codec.yaml). Its values are the top half of an IEEE 754
// single (sign, 8-bit exponent, 7-bit fraction: a "bfloat16"), which the codec's float32Process
// widens; six decimals as the codec prints them.
//   Report 0x01: battery, then the X / Y / Z acceleration words, little-endian (bytes 4-9).
//   Report 0x02 (the codec reads every type but 0x00 and 0x01 so): no battery byte; the X / Y / Z
//     velocity words, little-endian from byte 3, and the temperature at bytes 9-10, big-endian,
//     signed 0.1 °C (r718e-codec.yaml: FF97 is -10.5 °C).
// An exponent of all ones (infinity, NaN) is no measurement: the codec prints Infinity or NaN, we
// leave the field out with a warning. The accelerations and velocities have no reading of their own.
// Port 7: MinTime, MaxTime, BatteryChange and AccelerationChange, the active and inactive
// thresholds, the restore-report setting.

function bfloat16(word: number): number {
  const sign = word & 0x8000 ? -1 : 1;
  const exponent = (word >> 7) & 0xff;
  const fraction = (word & 0x7f) / 128;
  if (exponent === 0) return sign * 2 ** -126 * fraction;
  return sign * 2 ** (exponent - 127) * (1 + fraction);
}

function axes(bytes: Uint8Array, from: number, names: readonly string[], out: ResultBuilder): void {
  names.forEach((name, i) => {
    const word = u16le(bytes, from + 2 * i);
    if (((word >> 7) & 0xff) === 0xff) {
      out.warn(`${name} is not a number (0x${word.toString(16).padStart(4, '0')}); left out`);
      return;
    }
    // `+ 0` turns the codec's -0 (0x8000) into the 0 it prints.
    out.set(name, Number.parseFloat(bfloat16(word).toFixed(6)) + 0);
  });
}

const family: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      axes(bytes, 4, ['AccelerationX', 'AccelerationY', 'AccelerationZ'], out);
    },
    2: (bytes, out) => {
      axes(bytes, 3, ['VelocityX', 'VelocityY', 'VelocityZ'], out);
      const raw = u16be(bytes, 9);
      const temperature = (raw & 0x8000 ? raw - 0x10000 : raw) / 10;
      out.set('Temp', temperature);
      out.reading('temperature', temperature);
    },
  },
  config: {
    changes: all(batteryChange, wordField('AccelerationChange', 7)),
    answers: new Map<number, readonly [string, AnswerReader]>([
      [0x83, ['SetActiveThresholdRsp', statusAt(2)]],
      [
        0x84,
        ['GetActiveThresholdRsp', all(wordField('ActiveThreshold', 2), wordField('InActiveThreshold', 4))],
      ],
      [0x87, ['SetRestoreReportRsp', statusAt(2)]],
      [0x88, ['GetRestoreReportRsp', (bytes, out) => out.set('RestoreReportSet', u8(bytes, 2))]],
    ]),
  },
};

export const netvoxR718e = netvoxModel(family, 'R718E', 0x1c, ['temperature', 'battery_mv', 'low_battery']);
