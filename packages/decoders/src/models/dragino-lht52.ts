import { requireLength, s16be, toHex, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LHT52 indoor temperature & humidity sensor with an optional DS18B20 probe.
// Names as the TTN codec (vendor/dragino/lht52.js) and Dragino's decoder
// (dragino/dragino-end-node-decoder LHT52/LHT52 Decoder TTN.txt), big-endian:
//   port 2, 11 bytes: TempC_SHT (s16 / 100), Hum_SHT (/ 10), TempC_DS (s16 / 100; 0x7FFF,
//     327.67, when no probe is plugged in), Ext, Systimestamp (u32); another length is a
//     reply to a poll or a reset notice ("RPL data or sensor reset").
//   port 3, the datalog: 11-byte entries of the same layout, stored at their own time.
//   port 4, the probe's DS18B20 id; port 5, the device status.

const NO_PROBE = 0x7fff;

type Sample = { TempC_SHT: number; Hum_SHT: number; TempC_DS: number; Ext: number; Systimestamp: number };

function sample(bytes: Uint8Array, at: number): Sample {
  return {
    TempC_SHT: s16be(bytes, at) / 100,
    Hum_SHT: s16be(bytes, at + 2) / 10,
    TempC_DS: s16be(bytes, at + 4) / 100,
    Ext: u8(bytes, at + 6),
    Systimestamp: u32be(bytes, at + 7),
  };
}

function addReadings(out: ResultBuilder, values: Sample, raw: Uint8Array, at: number, time?: string): void {
  out.reading('temperature', values.TempC_SHT, time);
  out.reading('humidity', values.Hum_SHT, time);
  if (u16be(raw, at + 4) !== NO_PROBE) out.reading('external_temperature', values.TempC_DS, time);
}

function decodeMeasurement(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  if (bytes.length !== 11) {
    out.set('Status', 'RPL data or sensor reset');
    out.warn(`${bytes.length}-byte frame is a poll reply or reset notice; no measurement`);
    return out.build();
  }
  const values = sample(bytes, 0);
  for (const [name, value] of Object.entries(values)) out.set(name, value);
  addReadings(out, values, bytes, 0);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  if (bytes.length % 11 !== 0) {
    throw new DecodeError(`datalog of ${bytes.length} bytes is not a whole number of 11-byte entries`);
  }
  const out = new ResultBuilder();
  const history: Sample[] = [];
  for (let at = 0; at < bytes.length; at += 11) {
    const values = sample(bytes, at);
    history.push(values);
    const time = unixToIso(values.Systimestamp);
    if (time === undefined) {
      out.warn(`datalog entry ${at / 11 + 1} has no valid timestamp (${values.Systimestamp}); not stored`);
    } else {
      addReadings(out, values, bytes, at, time);
    }
  }
  out.set('history', history);
  return out.build();
}

function decodeStatus(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  out.set('Sensor_Model', u8(bytes, 0));
  out.set('Firmware_Version', u16be(bytes, 1).toString(16).padStart(2, '0'));
  out.set('Freq_Band', u8(bytes, 3));
  out.set('Sub_Band', u8(bytes, 4));
  out.set('Bat_mV', u16be(bytes, 5));
  out.reading('battery_mv', u16be(bytes, 5));
  return out.build();
}

function decodeProbeId(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 8);
  const out = new ResultBuilder();
  out.set('DS18B20_ID', toHex(bytes.subarray(0, 8)));
  return out.build();
}

export const draginoLht52 = draginoModel({
  modelId: 'dragino/lht52',
  model: 'LHT52',
  readings: ['temperature', 'humidity', 'external_temperature', 'battery_mv'],
  frame: decodeMeasurement,
  ports: { 3: decodeDatalog, 4: decodeProbeId, 5: decodeStatus },
});
