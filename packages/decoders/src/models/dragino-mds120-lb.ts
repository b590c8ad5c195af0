import { requireLength, s16be, u8, u16be, u24be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { probeReading } from '../formats/dragino-probe.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LMDS120 and MDS120-LB microwave radar distance sensors, big-endian. Names as Dragino's
// decoders (dragino/dragino-end-node-decoder LMDS120/LMDS120_decoder _TTN.js, MDS120-LB/
// MDS120-LB_TTN_DECOEDR.txt), Node_type left out:
//   port 2, 8 bytes (both): battery (low 14 bits, mV), the distance (mm; 0x3FFF "Invalid Reading",
//     no reading), the interrupt flag (byte 4 bit 0), the optional DS18B20 (s16 / 10; 0 = no probe,
//     as the LDDS75's), the sensor flag (byte 7 bit 0).
//   LMDS120 port 5, the older status: band (byte 1, this decoder's names), sub-band, the firmware
//     word's hex digits read as a number (Ver, as the LMDS200's), the model byte (byte 5).
//   MDS120-LB port 3, the datalog, printed as the vendor prints it ([battery V, two u16 words, the
//     flag byte's bit 1 and bit 6, time]; PNACKMD from the first entry's byte 0, as the vendor
//     reads it); what the words hold is documented nowhere at hand: no readings. Port 4 the
//     settings, port 5 the device status.

const FRAME = 8;
const INVALID_DISTANCE = 0x3fff;
/** The LMDS120 decoder's band names: AS923-1 with a hyphen, 11 AS923-4. */
const LMDS120_BANDS = [
  '',
  'EU868',
  'US915',
  'IN865',
  'AU915',
  'KZ865',
  'RU864',
  'AS923',
  'AS923-1',
  'AS923-2',
  'AS923-3',
  'AS923-4',
];

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0) & 0x3fff;
  const distance = u16be(bytes, 2);
  const probe = s16be(bytes, 5);
  out.set('Bat', millivolts / 1000);
  out.set('TempC_DS18B20', (probe / 10).toFixed(2));
  out.set('Distance', distance === INVALID_DISTANCE ? 'Invalid Reading' : distance);
  out.set('Sensor_flag', u8(bytes, 7) & 0x01);
  out.set('Interrupt_flag', u8(bytes, 4) & 0x01);
  out.reading('battery_mv', millivolts);
  if (distance === INVALID_DISTANCE) out.warn('distance 0x3FFF: invalid reading; not stored');
  else out.reading('distance_mm', distance);
  probeReading(out, probe);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeLmds120Status(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 6);
  const out = new ResultBuilder();
  const version = u16be(bytes, 3).toString(16);
  out.set('Sensor_model', u8(bytes, 5) === 0x18 ? 'LMDS120' : '');
  // A word with a hex letter is no version the decoder can print (it gives NaN or a cut number).
  if (/^[0-9]+$/.test(version)) out.set('Ver', Number.parseInt(version, 10));
  else out.warn(`firmware word 0x${version} is not a version; left out`);
  out.set('Fre_band', LMDS120_BANDS[u8(bytes, 1)] ?? '');
  out.set('Sub_band', u8(bytes, 2));
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, _time: string | undefined, seconds: number) => {
    const flags = u8(bytes, at + 6);
    return [
      u16be(bytes, at) / 1000,
      u16be(bytes, at + 2),
      u16be(bytes, at + 4),
      flags & 0x02 ? 'TRUE' : 'FALSE',
      flags & 0x40 ? '1' : '0',
      draginoTime(seconds),
    ];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 0, stores: () => false });
  out.warn('datalog entries kept as fields: their layout is not documented for the MDS120-LB');
  return out.build();
}

function decodeSettings(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  out.set('TDC', u24be(bytes, 0));
  out.set('Stop_Timer', u8(bytes, 4));
  out.set('Alarm_Timer', u16be(bytes, 5));
  return out.build();
}

const readings = ['distance_mm', 'temperature', 'battery_mv'] as const;

export const draginoLmds120 = draginoModel({
  modelId: 'dragino/lmds120',
  model: 'LMDS120',
  readings,
  frame: decodeFrame,
  ports: { 5: decodeLmds120Status },
});

export const draginoMds120Lb = draginoModel({
  modelId: 'dragino/mds120-lb',
  model: 'MDS120-LB',
  readings,
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    4: decodeSettings,
    5: (bytes) => decodeDraginoStatus(bytes, { 42: 'MDS120-LB' }),
  },
});
