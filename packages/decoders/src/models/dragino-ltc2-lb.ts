import { requireLength, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoTime } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LTC2-LB PT100 temperature transmitter, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder LTC2-LB/LTC2-LB_v1.2_decoder.txt):
//   port 2, 11 bytes: battery mV, a flag byte (bit 0 interrupt, bit 1 its level, bits 5-2 the
//     channels' high / low alarm flags), channel 1 and 2 (s16 / 10 °C), the device clock (u32).
//     A value beyond ±2000 °C is no probe: the vendor prints 0, we store nothing and warn.
//   port 3, the datalog; port 7, several samples in one uplink: both are vendor fields only
//     (the entries' channel order is not documented, and port 7 samples have no times).
//   port 5, the device status.
// Channel 1 is `external_temperature`; channel 2, a second probe, is a vendor field only.

const NO_PROBE_BEYOND = 2000;

function channel(bytes: Uint8Array, at: number): number | undefined {
  const value = s16be(bytes, at) / 10;
  return Math.abs(value) > NO_PROBE_BEYOND ? undefined : value;
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 11);
  const out = new ResultBuilder();
  const flags = u8(bytes, 2);
  const millivolts = u16be(bytes, 0);
  out.set('BatV', millivolts / 1000);
  out.set('Interrupt_flag', flags & 0x01 ? 'TRUE' : 'FALSE');
  out.set('Interrupt_level', flags & 0x02 ? 'HIGH' : 'LOW');
  out.set('TEMP1H_flag', flags & 0x10 ? 'True' : 'False');
  out.set('TEMP1L_flag', flags & 0x20 ? 'True' : 'False');
  out.set('TEMP2H_flag', flags & 0x04 ? 'True' : 'False');
  out.set('TEMP2L_flag', flags & 0x08 ? 'True' : 'False');
  const first = channel(bytes, 3);
  const second = channel(bytes, 5);
  out.set('Temp_Channel1', first ?? 0);
  out.set('Temp_Channel2', second ?? 0);
  out.set('Data_time', draginoTime(u32be(bytes, 7)));
  out.reading('battery_mv', millivolts);
  if (first === undefined) out.warn('channel 1: no PT100 probe (value out of range)');
  else out.reading('external_temperature', first);
  if (bytes.length > 11) out.warn(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 11);
  const out = new ResultBuilder();
  let log = '';
  for (let at = 0; at + 11 <= bytes.length; at += 11) {
    const status = u8(bytes, at + 6);
    const level = status & 0x02 ? 'High' : 'Low';
    const interrupt = status & 0x01 ? 'True' : 'False';
    const time = draginoTime(u32be(bytes, at + 7));
    log += `[${s16be(bytes, at + 4) / 10},${s16be(bytes, at + 2) / 10},${level},${interrupt},${time}],`;
  }
  out.set('DATALOG', log);
  out.set('PNACKMD', u8(bytes, 6) & 0x80 ? 'True' : 'False');
  out.warn('datalog entries kept as fields: which value is which channel is not documented');
  return out.build();
}

function decodeSamples(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 6);
  const out = new ResultBuilder();
  let log = '';
  for (let at = 2; at + 4 <= bytes.length; at += 4) {
    log += `[${(s16be(bytes, at) / 10).toFixed(1)},${(s16be(bytes, at + 2) / 10).toFixed(1)}],`;
  }
  out.set('DATALOG', log);
  out.set('Bat', u16be(bytes, 0) / 1000);
  out.reading('battery_mv', u16be(bytes, 0));
  return out.build();
}

export const draginoLtc2Lb = draginoModel({
  modelId: 'dragino/ltc2-lb',
  model: 'LTC2-LB',
  readings: ['external_temperature', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 22: 'LTC2-LB' }),
    7: decodeSamples,
  },
});
