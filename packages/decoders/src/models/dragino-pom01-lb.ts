import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { probeReading } from '../formats/dragino-probe.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino POM01-LB power outage monitor, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder POM01-LB/POM01-LB_TTN_Decoder.txt):
//   port 2, 6 bytes: battery (low 14 bits, mV), the optional DS18B20 (s16 / 10; 0 = no probe, as
//     the other Dragino nodes), power_outage (byte 4 bit 0 → `power_cut`), low_voltage (byte 5
//     bit 0, the watched supply's, beside the battery's BatV → `external_power_low`).
//   port 3, the datalog: 11-byte entries of the same six bytes, a flag byte (PNACKMD) and the time,
//     printed [battery V (to two decimals), probe, outage, low voltage, time]; each stored at its
//     own time.
//   port 5, the device status.

const FRAME = 6;

function readState(bytes: Uint8Array, at: number, out: ResultBuilder, time?: string) {
  const millivolts = u16be(bytes, at) & 0x3fff;
  const probe = s16be(bytes, at + 2);
  const outage = u8(bytes, at + 4) & 0x01;
  const low = u8(bytes, at + 5) & 0x01;
  out.reading('battery_mv', millivolts, time);
  probeReading(out, probe, time);
  out.reading('power_cut', outage === 1, time);
  out.reading('external_power_low', low === 1, time);
  return { millivolts, probe, outage, low };
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const state = readState(bytes, 0, out);
  out.set('BatV', state.millivolts / 1000);
  out.set('temp_DS18B20', (state.probe / 10).toFixed(2));
  out.set('power_outage', state.outage);
  out.set('low_voltage', state.low);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    // An entry without a valid time gives no readings (eachDatalogEntry warns): read into a scratch builder.
    const state = readState(bytes, at, time === undefined ? new ResultBuilder() : out, time);
    const volts = Number((state.millivolts / 1000).toFixed(2));
    return [volts, state.probe / 10, state.outage, state.low, draginoTime(seconds)];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 6 });
  return out.build();
}

export const draginoPom01Lb = draginoModel({
  modelId: 'dragino/pom01-lb',
  model: 'POM01-LB (power outage monitor)',
  readings: ['power_cut', 'external_power_low', 'temperature', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 79: 'POM01-LB' }),
  },
});
