import { requireLength, u8, u32be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { decodeFlowSettings, FLOW_FRAME, litresColumn, readFlowCount } from '../formats/dragino-flow.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

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
// The count, the litres and the settings as the SW3L's (formats/dragino-flow.ts); the decoder
// divides a flag past 3 by 450, we give those no litres.

const level = (byte: number, mask: number): string => (byte & mask ? 'H' : 'L');

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FLOW_FRAME);
  const out = new ResultBuilder();
  const status = u8(bytes, 0);
  const flag = (status & 0x3c) >> 2;
  const mode = u8(bytes, 5) & 0x3f;
  out.set('MOD', mode);
  out.set('PA4_Level', level(u8(bytes, 5), 0x80));
  out.set('PB15_Level', level(u8(bytes, 5), 0x40));
  out.set('Calculate_flag', flag);
  out.set('Alarm', status & 0x02 ? 'TRUE' : 'FALSE');
  out.set('tdc_interval', status & 0x01 ? 'YES' : 'NO');
  readFlowCount(bytes, out, flag, mode);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    const status = u8(bytes, at);
    const modeByte = u8(bytes, at + 1);
    const flag = (status & 0x3c) >> 2;
    const pulses = u32be(bytes, at + 3);
    if (time !== undefined && (modeByte & 0x3f) === 0) out.reading('pulse_count', pulses, time);
    return [
      status & 0x01 ? 'YES' : 'NO',
      status & 0x02 ? 'TRUE' : 'FALSE',
      flag,
      level(modeByte, 0x80),
      level(modeByte, 0x40),
      modeByte & 0x3f,
      pulses,
      litresColumn(pulses, flag),
      draginoTime(seconds),
    ];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 0 });
  return out.build();
}

export const draginoSw3lLb = draginoModel({
  modelId: 'dragino/sw3l-lb',
  model: 'SW3L-LB',
  readings: ['pulse_count', 'battery_mv'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    4: decodeFlowSettings,
    5: (bytes) => decodeDraginoStatus(bytes, { 31: 'SW3L-LB' }),
  },
});
