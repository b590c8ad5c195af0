import { requireLength, s8, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { lsn50Mode, readExti } from '../formats/dragino-lsn50.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { decodeLsn50v2Frame, decodeLsn50v2Status } from './dragino-lsn50-v2.ts';

// Dragino LSN50v2-S31 / -S31B: an LSN50v2 with an SHT31 temperature and humidity sensor,
// big-endian. Two port 2 layouts, both 11 bytes with the work mode in byte 6 bits 6-2 and the
// SHT31 at bytes 7-10:
//   - firmware 1.8 on (Dragino's LSN50v2-S31-V1.8.0-TTN Decoder.txt in dragino/
//     dragino-end-node-decoder "LSN50v2-S31&S31B/"): BatV, the device clock (u32) at 2-5, byte 6
//     (bit 7 Door_status, bit 0 EXTI_Trigger), TempC_SHT31 (signed 0.1 °C) and Hum_SHT31 (0.1 %);
//     in mode 31 the alarm thresholds instead (SHTEMP_MIN / MAX signed °C, SHHUM_MIN / MAX %).
//   - older firmware: the LSN50v2's own frame (models/dragino-lsn50-v2.ts: TempC1 and ADC_CH0V at
//     2-5), as Dragino's older Decoder_TTN.txt and the TTN codec (vendor/dragino/lsn50v2-s31.js)
//     read it; lsn50v2-s31-codec.yaml's example is one.
// Bytes 2-5 tell them apart: a clock set since 2020 (and before 0x7FFF0000, the 0x7FFF probe word)
// is firmware 1.8's, while the older TempC1 word is at most 0x04E2 (125 °C) or a negative
// 0xFDDA-0xFFFF, a time before 2020 or after 2100. A 1.8 node whose clock was never set reads as
// the older layout: the same SHT31 readings, other vendor fields.
//   port 3 (1.8), the datalog: 11-byte entries, temperature at bytes 3-4, humidity at 5-6, the
//     time at 7-10 (the S31-LB's datalog has them at 2-5).
//   port 5: band, sub-band, firmware, the uplink interval (the LSN50v2's).

const FRAME = 11;
const ALARM_SETTINGS = 31;
const FIRST_CLOCK = 1_577_836_800; // 2020-01-01
const LAST_CLOCK = 0x7fff0000;

function isFirmware18(bytes: Uint8Array): boolean {
  const seconds = u32be(bytes, 2);
  return seconds >= FIRST_CLOCK && seconds < LAST_CLOCK;
}

function decodeFrame18(bytes: Uint8Array, out: ResultBuilder): void {
  const status = u8(bytes, 6);
  if (lsn50Mode(bytes) === ALARM_SETTINGS) {
    out.set('SHTEMP_MIN', s8(bytes, 7));
    out.set('SHTEMP_MAX', s8(bytes, 8));
    out.set('SHHUM_MIN', u8(bytes, 9));
    out.set('SHHUM_MAX', u8(bytes, 10));
    return;
  }
  const temperature = s16be(bytes, 7) / 10;
  const humidity = u16be(bytes, 9) / 10;
  out.set('BatV', u16be(bytes, 0) / 1000);
  readExti(status, out);
  out.set('TempC_SHT31', temperature);
  out.set('Hum_SHT31', humidity);
  out.set('Data_time', draginoTime(u32be(bytes, 2)));
  out.reading('battery_mv', u16be(bytes, 0));
  out.reading('temperature', temperature);
  out.reading('humidity', humidity);
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  if (!isFirmware18(bytes)) {
    decodeLsn50v2Frame(bytes, out);
    return out.build();
  }
  decodeFrame18(bytes, out);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  setDatalog(bytes, out, (at, time, seconds) => {
    const temperature = s16be(bytes, at + 3) / 10;
    const humidity = u16be(bytes, at + 5) / 10;
    if (time !== undefined) {
      out.reading('temperature', temperature, time);
      out.reading('humidity', humidity, time);
    }
    return [temperature, humidity, draginoTime(seconds)];
  });
  return out.build();
}

export const draginoLsn50v2S31 = draginoModel({
  modelId: 'dragino/lsn50v2-s31',
  model: 'LSN50v2-S31 / S31B',
  readings: [
    'temperature',
    'humidity',
    'battery_mv',
    'external_temperature',
    'illuminance',
    'distance_mm',
    'pulse_count',
  ],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: decodeLsn50v2Status,
  },
});
