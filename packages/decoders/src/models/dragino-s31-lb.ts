import { requireLength, s8, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { readExti } from '../formats/dragino-lsn50.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino S31-LB / S31B-LB temperature & humidity sensor (SHT31), big-endian. Names as
// Dragino's decoder (dragino/dragino-end-node-decoder S31-LB&S31B-LB/S31-LB_v1.3_TTN_decoder.txt);
// the TTN codec (vendor/dragino/s31-lb.js) is an SN50v3-LB decoder and its yaml examples are
// the LHT65's, so neither is followed.
//   port 2, 11 bytes: battery mV, the device clock (u32), a status byte (bit 7 the PA8 level,
//     "Door_status"; bits 6-2 the mode; bit 0 the interrupt), then in mode 0 the SHT31
//     temperature (s16 / 10) and humidity (u16 / 10); in mode 31 the alarm thresholds.
//   port 3, the datalog: 11-byte entries, temperature and humidity at bytes 2-5, status at 6,
//     the entry's time at 7.
//   port 5, the device status.

const FRAME = 11;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const status = u8(bytes, 6);
  const mode = (status & 0x7c) >> 2;
  const millivolts = u16be(bytes, 0);
  out.set('BatV', millivolts / 1000);
  out.set('MOD', mode);
  out.reading('battery_mv', millivolts);
  if (mode === 0) {
    const temperature = s16be(bytes, 7) / 10;
    const humidity = u16be(bytes, 9) / 10;
    readExti(status, out);
    out.set('TempC_SHT31', temperature);
    out.set('Hum_SHT31', humidity);
    out.set('Data_time', draginoTime(u32be(bytes, 2)));
    out.reading('temperature', temperature);
    out.reading('humidity', humidity);
  } else if (mode === 31) {
    out.set('SHTEMP_MIN', s8(bytes, 7));
    out.set('SHTEMP_MAX', s8(bytes, 8));
    out.set('SHHUM_MIN', u8(bytes, 9));
    out.set('SHHUM_MAX', u8(bytes, 10));
  } else {
    out.warn(`unknown working mode ${mode}; only the battery was decoded`);
  }
  if (bytes.length > FRAME) out.warn(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    const temperature = s16be(bytes, at + 2) / 10;
    const humidity = s16be(bytes, at + 4) / 10;
    const status = u8(bytes, at + 6);
    if (time !== undefined) {
      out.reading('temperature', temperature, time);
      out.reading('humidity', humidity, time);
    }
    const level = status & 0x02 ? 'High' : 'Low';
    return [temperature, humidity, level, status & 0x01 ? 'True' : 'False', draginoTime(seconds)];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 6 });
  return out.build();
}

export const draginoS31Lb = draginoModel({
  modelId: 'dragino/s31-lb',
  model: 'S31-LB / S31B-LB',
  readings: ['temperature', 'humidity', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 10: 'S31-LB' }),
  },
});
