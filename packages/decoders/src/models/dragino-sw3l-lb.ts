import { requireLength, u8, u16be, u24be, u32be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { eachDatalogEntry } from '../formats/dragino-datalog.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { draginoTime } from './dragino-event-counter.ts';

// Dragino SW3L-LB water flow meter (the SW3L's LB successor), big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder SW3L-LB/SW3L-LB_TTN_decoder.txt), Node_type left out:
//   port 2, 11 bytes: a status byte (bits 5-2 the calculate flag, the flow sensor; bit 1 the
//     continuous-flow alarm; bit 0 the periodic uplink), the pulse count (u32), a byte of MOD
//     (bits 5-0: 0 the running total, 1 the pulses since the last uplink) with the PA4 (bit 7) and
//     PB15 (bit 6) levels, a reserved byte, the device clock. Water_flow_value is the count in
//     litres. The decoder names the count Last_pulse only when the whole byte is 0x01, so a MOD 1
//     count with a pin high comes out as Total_pulse; ours follows MOD.
//   port 3, the datalog: 11-byte entries (the status byte, the MOD byte, a reserved byte, the
//     count, the time); its litres divide flag 3 by 450, port 2's by 12: ours by 12 in both.
//   port 4, the settings; port 5, the device status.
// Pulses per litre by flag as the SW3L (models/dragino-sw3l.ts): 450, 390, 64, 12; the decoder
// divides every other flag by 450, we give those no litres. Only a running total is `pulse_count`.

const PULSES_PER_LITRE: Record<number, number> = { 0: 450, 1: 390, 2: 64, 3: 12 };
const FRAME = 11;

function litres(pulses: number, flag: number): number | undefined {
  const per = PULSES_PER_LITRE[flag];
  return per === undefined ? undefined : Number.parseFloat((pulses / per).toFixed(1));
}

const level = (byte: number, mask: number): string => (byte & mask ? 'H' : 'L');

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  const status = u8(bytes, 0);
  const flag = (status & 0x3c) >> 2;
  const pulses = u32be(bytes, 1);
  const mode = u8(bytes, 5) & 0x3f;
  out.set('MOD', mode);
  out.set('PA4_Level', level(u8(bytes, 5), 0x80));
  out.set('PB15_Level', level(u8(bytes, 5), 0x40));
  out.set('Calculate_flag', flag);
  out.set('Alarm', status & 0x02 ? 'TRUE' : 'FALSE');
  out.set('tdc_interval', status & 0x01 ? 'YES' : 'NO');
  const flow = litres(pulses, flag);
  if (flow === undefined) out.warn(`unknown calculate flag ${flag}; no flow value`);
  else out.set('Water_flow_value', flow);
  if (mode === 1) {
    out.set('Last_pulse', pulses);
  } else {
    out.set('Total_pulse', pulses);
    if (mode === 0) out.reading('pulse_count', pulses);
    else out.warn(`unknown MOD ${mode}; the pulse count is not stored`);
  }
  out.set('Data_time', draginoTime(u32be(bytes, 7)));
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  let log = '';
  eachDatalogEntry(bytes, out, (at, time, seconds) => {
    const status = u8(bytes, at);
    const modeByte = u8(bytes, at + 1);
    const flag = (status & 0x3c) >> 2;
    const pulses = u32be(bytes, at + 3);
    const flow = litres(pulses, flag);
    log += `[${status & 0x01 ? 'YES' : 'NO'},${status & 0x02 ? 'TRUE' : 'FALSE'},${flag},${level(modeByte, 0x80)},${level(modeByte, 0x40)},${modeByte & 0x3f},${pulses},${flow === undefined ? '' : flow.toFixed(1)},${draginoTime(seconds)}],`;
    if (time !== undefined && (modeByte & 0x3f) === 0) out.reading('pulse_count', pulses, time);
  });
  out.set('DATALOG', log);
  out.set('PNACKMD', u8(bytes, 0) & 0x80 ? 'True' : 'False');
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

export const draginoSw3lLb: ModelDecoder = {
  modelId: 'dragino/sw3l-lb',
  vendor: 'Dragino',
  model: 'SW3L-LB',
  fPorts: [2, 3, 4, 5],
  defaultFPort: 2,
  readings: ['pulse_count', 'battery_mv'],
  location: false,
  decode(bytes, fPort) {
    if (fPort === 3) return decodeDatalog(bytes);
    if (fPort === 4) return decodeSettings(bytes);
    if (fPort === 5) return decodeDraginoStatus(bytes, { 31: 'SW3L-LB' });
    return decodeFrame(bytes);
  },
  commands: draginoCommands(sources.dragino),
};
