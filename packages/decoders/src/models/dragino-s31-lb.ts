import { requireLength, s8, s16be, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { draginoTime } from './dragino-event-counter.ts';

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

const ENTRY = 11;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, ENTRY);
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
    out.set('EXTI_Trigger', status & 0x01 ? 'TRUE' : 'FALSE');
    out.set('Door_status', status & 0x80 ? 'CLOSE' : 'OPEN');
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
  if (bytes.length > ENTRY) out.warn(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, ENTRY);
  const out = new ResultBuilder();
  const complete = Math.floor(bytes.length / ENTRY) * ENTRY;
  let log = '';
  for (let at = 0; at < complete; at += ENTRY) {
    const temperature = s16be(bytes, at + 2) / 10;
    const humidity = s16be(bytes, at + 4) / 10;
    const status = u8(bytes, at + 6);
    const seconds = u32be(bytes, at + 7);
    log += `[${temperature},${humidity},${status & 0x02 ? 'High' : 'Low'},${status & 0x01 ? 'True' : 'False'},${draginoTime(seconds)}],`;
    const time = unixToIso(seconds);
    if (time === undefined) {
      out.warn(`datalog entry ${at / ENTRY + 1} has no valid timestamp (${seconds}); not stored`);
      continue;
    }
    out.reading('temperature', temperature, time);
    out.reading('humidity', humidity, time);
  }
  out.set('DATALOG', log);
  out.set('PNACKMD', u8(bytes, 6) & 0x80 ? 'True' : 'False');
  if (complete < bytes.length) {
    out.warn(`payload truncated: datalog entry at byte ${complete} is incomplete; not decoded`);
  }
  return out.build();
}

export const draginoS31Lb: ModelDecoder = {
  modelId: 'dragino/s31-lb',
  vendor: 'Dragino',
  model: 'S31-LB / S31B-LB',
  fPorts: [2, 3, 5],
  defaultFPort: 2,
  readings: ['temperature', 'humidity', 'battery_mv'],
  location: false,
  decode(bytes, fPort) {
    if (fPort === 3) return decodeDatalog(bytes);
    if (fPort === 5) return decodeDraginoStatus(bytes, { 10: 'S31-LB' });
    return decodeFrame(bytes);
  },
  commands: draginoCommands(sources.dragino),
};
