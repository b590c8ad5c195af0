import { requireLength, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoTime } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LPT01 handheld food thermometer (a PT100 probe), big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder LPT01/LPT01_decoder.txt):
//   port 2: battery (mV, the whole word), the device's clock (Time: a field; the reading takes the
//     receive time, as the TC01-LB's), byte 6 (bit 7 the display unit, "℉" / "℃"; bits 6-0 Count),
//     then 9 bytes: the probe (s16 / 100, in that unit → `external_temperature` in °C); longer:
//     Count samples (continuous_data, printed "[a],[b]"), which have no times: fields only. A sample
//     the payload does not hold (the vendor reads 0 for it) is left out with a warning.
//   port 5, the device status.

const SINGLE = 9;
const FAHRENHEIT = 0x80;

const celsius = (value: number, fahrenheit: boolean): number =>
  fahrenheit ? Math.round(((value - 32) * 5 * 100) / 9) / 100 : value;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, SINGLE);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0);
  const fahrenheit = (u8(bytes, 6) & FAHRENHEIT) !== 0;
  const count = u8(bytes, 6) & 0x7f;
  out.set('BatV', millivolts / 1000);
  out.set('Time', draginoTime(u32be(bytes, 2)));
  out.set('Unit', fahrenheit ? '℉' : '℃');
  out.set('Count', count);
  out.reading('battery_mv', millivolts);
  if (bytes.length === SINGLE) {
    const temperature = s16be(bytes, 7) / 100;
    out.set('Temp', temperature);
    out.reading('external_temperature', celsius(temperature, fahrenheit));
    return out.build();
  }
  const samples: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = 7 + index * 2;
    if (at + 2 > bytes.length) {
      out.warn(`payload truncated: sample ${index + 1} of ${count} is not in the payload; not decoded`);
      break;
    }
    samples.push(`[${s16be(bytes, at) / 100}]`);
  }
  out.set('continuous_data', samples.join(','));
  return out.build();
}

export const draginoLpt01 = draginoModel({
  modelId: 'dragino/lpt01',
  model: 'LPT01 (handheld food thermometer)',
  readings: ['external_temperature', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    5: (bytes) => decodeDraginoStatus(bytes, { 73: 'LPT01' }),
  },
});
