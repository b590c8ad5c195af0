import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { probeReading } from '../formats/dragino-probe.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino TS01-LB / TS01-LS tilting sensor, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder TS01-LB/TS01-LB_TTN_Decoder.txt), Node_type left out:
//   port 2, 10 bytes: battery (low 14 bits, mV), a flag byte (bit 7 the interrupt, printed as the
//     decoder does, 128 or 0; bit 0 the angle alarm), the DS18B20 (s16 / 10 °C; 0 no probe, as the
//     other Dragino nodes), roll and pitch (s16 / 32768 × 180°, no reading field: vendor fields),
//     the installation (0 level, else vertical).
//   port 3, the datalog: kept as the vendor prints it, its entries' angles read unsigned (a -22.5°
//     pitch prints 337.50) and "FLASE" for a clear interrupt; what they hold is undocumented: no
//     readings.
//   port 5, the device status.
// The angle alarm is `threshold_alarm` (the manual's "Support Angle Alarm").

const FRAME = 10;

const degrees = (raw: number): string => ((raw / 32768) * 180).toFixed(2);

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0) & 0x3fff;
  const flags = u8(bytes, 2);
  const probe = s16be(bytes, 3);
  out.set('Bat', millivolts / 1000);
  out.set('TempC_DS18B20', (probe / 10).toFixed(2));
  out.set('Roll', degrees(s16be(bytes, 5)));
  out.set('Pitch', degrees(s16be(bytes, 7)));
  out.set('Instal_flag', u8(bytes, 9) === 0 ? 'Level' : 'Vertical');
  out.set('Interrupt_flag', flags & 0x80);
  out.set('Alarm_flag', flags & 0x01);
  out.reading('battery_mv', millivolts);
  probeReading(out, probe);
  out.reading('threshold_alarm', (flags & 0x01) !== 0);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, _time: string | undefined, seconds: number) => {
    const status = u8(bytes, at + 6) & 0x01;
    return [
      u16be(bytes, at) / 10,
      degrees(u16be(bytes, at + 2)),
      degrees(u16be(bytes, at + 4)),
      status ? 'OPEN' : 'CLOSE',
      status ? 'TRUE' : 'FLASE',
      draginoTime(seconds),
    ];
  };
  setDatalog(bytes, out, columns, { stores: () => false });
  out.warn('datalog entries kept as fields: their layout is not documented for the TS01-LB');
  return out.build();
}

export const draginoTs01Lb = draginoModel({
  modelId: 'dragino/ts01-lb',
  model: 'TS01-LB / TS01-LS',
  readings: ['temperature', 'threshold_alarm', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 47: 'TS01-LB' }),
  },
});
