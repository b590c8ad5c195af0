import { requireLength, s8, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { probeReading } from '../formats/dragino-probe.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LDS25-LB LiDAR distance sensor with its lens wiper, big-endian. Names as Dragino's
// decoder (dragino/dragino-end-node-decoder LDS25-LB/LDS25-LB decoder.txt), Node_type left out:
//   port 2, 11 bytes (the decoder returns nothing for another length): battery mV (low 14 bits),
//     the DS18B20 probe (signed 0.1 °C), the distance in mm (Distance_cm is it / 10), the
//     signal strength, a flag byte (bit 0 the interrupt, bit 1 the pin level), the LiDAR's own
//     temperature (signed °C), the message type.
//   port 3, the datalog: 11-byte entries of a flag byte, a reserved byte, the distance, the
//     strength, the LiDAR temperature and the entry's time; no battery. The decoder's PNACKMD is
//     bit 7 of the first entry's byte 6, the LiDAR temperature: a frost reads as True.
//   port 5, the device status; port 6, the wiper (mode, cleanings, interval s, last cleaning).
// The probe reads as on Dragino's other distance sensors (formats/dragino-probe.ts: 0 is no
// probe); the LiDAR's own temperature is the module's, a field only. A distance of 0 is no echo.

const FRAME = 11;

function distance(out: ResultBuilder, millimetres: number, time?: string): void {
  if (millimetres === 0) {
    out.warn(`distance 0${time === undefined ? '' : ` at ${time}`}: no echo from the target`);
    return;
  }
  out.reading('distance_mm', millimetres, time);
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0) & 0x3fff;
  const probe = s16be(bytes, 2);
  const millimetres = u16be(bytes, 4);
  const flags = u8(bytes, 8);
  out.set('batV', millivolts / 1000);
  out.set('temp_DS18B20', probe / 10);
  out.set('Distance_cm', millimetres / 10);
  out.set('Distance_signal_strength', u16be(bytes, 6));
  out.set('Lidar_temp', s8(bytes, 9));
  out.set('i_flag', flags & 0x01 ? 'TRUE' : 'FALSE');
  out.set('i_level', flags & 0x02 ? 'HIGH' : 'LOW');
  out.set('mes_type', u8(bytes, 10));
  out.reading('battery_mv', millivolts);
  distance(out, millimetres);
  probeReading(out, probe);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    const millimetres = u16be(bytes, at + 2);
    const flags = u8(bytes, at);
    if (time !== undefined) distance(out, millimetres, time);
    return [
      millimetres / 10,
      u16be(bytes, at + 4),
      s8(bytes, at + 6),
      flags & 0x02 ? 'High' : 'Low',
      flags & 0x01 ? 'True' : 'False',
      draginoTime(seconds),
    ];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 6 });
  return out.build();
}

function decodeWiper(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 8);
  const out = new ResultBuilder();
  out.set('Wiper_workmode', u8(bytes, 0));
  out.set('Wiper_clean_times', u8(bytes, 1));
  out.set('Wiper_clean_interval', u16be(bytes, 2));
  out.set('Wiper_last_clean_time', draginoTime(u32be(bytes, 4)));
  return out.build();
}

export const draginoLds25Lb = draginoModel({
  modelId: 'dragino/lds25-lb',
  model: 'LDS25-LB',
  readings: ['distance_mm', 'temperature', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 62: 'LDS25-LB' }),
    6: decodeWiper,
  },
});
