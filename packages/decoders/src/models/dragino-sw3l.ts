import { requireLength, u8, u32be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { decodeFlowSettings, FLOW_FRAME, litresColumn, readFlowCount } from '../formats/dragino-flow.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino SW3L water flow meter, big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder SW3L/SW3L Decoder TTN.txt):
//   port 2, 11 bytes: status (bits 7-2 the calculate flag: which flow sensor, so how many
//     pulses make a litre; bit 1 the continuous-flow alarm), the pulse count (u32), MOD (0: the
//     running total, Total_pulse; 1: the pulses since the last uplink, Last_pulse), a reserved
//     byte, the device clock (u32). Water_flow_value is the count in litres.
//   port 3, the datalog: 11-byte entries (status, MOD, reserved, count, time); only a MOD 0
//     entry is stored, so only its clock is warned about.
//   port 4, the settings; port 5, the device status.
// The count, the litres and the settings as the SW3L-LB's (formats/dragino-flow.ts). The TTN
// codec (vendor/dragino/sw3l.js) has an older 450 / 360 / 60 pulses per litre, and Dragino's
// decoder meant 12 for flag 3 but its `if` chain overwrites it with 450: we use 12.

/**
 * The SW3L's layout for a model: with `litresFlag`, the litres of one flow sensor whatever the
 * frame's calculate flag (the SW3L-LB-020's DN20); `sensors`, the status frame's model bytes.
 */
export function sw3lModel(spec: {
  modelId: string;
  model: string;
  litresFlag?: number;
  sensors: Readonly<Record<number, string>>;
}) {
  function decodeFrame(bytes: Uint8Array): DecodeResult {
    requireLength(bytes, FLOW_FRAME);
    const out = new ResultBuilder();
    const flag = (u8(bytes, 0) & 0xfc) >> 2;
    const mode = u8(bytes, 5);
    out.set('MOD', mode);
    out.set('Calculate_flag', flag);
    out.set('Alarm', u8(bytes, 0) & 0x02 ? 'TRUE' : 'FALSE');
    readFlowCount(bytes, out, spec.litresFlag ?? flag, mode);
    return out.build();
  }

  function decodeDatalog(bytes: Uint8Array): DecodeResult {
    const out = new ResultBuilder();
    const stores = (at: number): boolean => u8(bytes, at + 1) === 0;
    const columns = (at: number, time: string | undefined, seconds: number) => {
      const flag = (u8(bytes, at) & 0xfc) >> 2;
      const pulses = u32be(bytes, at + 3);
      if (time !== undefined && stores(at)) out.reading('pulse_count', pulses, time);
      const alarm = u8(bytes, at) & 0x02 ? 'TRUE' : 'FALSE';
      const litres = litresColumn(pulses, spec.litresFlag ?? flag);
      return [alarm, flag, u8(bytes, at + 1), pulses, litres, draginoTime(seconds)];
    };
    setDatalog(bytes, out, columns, { stores });
    return out.build();
  }

  return draginoModel({
    modelId: spec.modelId,
    model: spec.model,
    readings: ['pulse_count', 'battery_mv'],
    frame: decodeFrame,
    ports: {
      3: decodeDatalog,
      4: decodeFlowSettings,
      5: (bytes) => decodeDraginoStatus(bytes, spec.sensors),
    },
  });
}

export const draginoSw3l = sw3lModel({ modelId: 'dragino/sw3l', model: 'SW3L', sensors: { 17: 'SW3L' } });
