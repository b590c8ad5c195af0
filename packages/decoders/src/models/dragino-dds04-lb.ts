import { u8, u16be } from '../bytes.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { draginoLdds04 } from './dragino-ldds04.ts';

// Dragino DDS04-LB / DDS04-LS four-probe ultrasonic distance sensor, the LDDS04's successor.
// Names as Dragino's decoder (dragino/dragino-end-node-decoder DDS04-LB/DDS04-LB TTN Decoder.txt),
// Node_type left out:
//   port 2, 11 bytes: the LDDS04's frame (dragino-ldds04.ts: battery, four distances in mm printed
//     in cm, mes_type), but byte 0 bit 6 is the interrupt (EXTI_Trigger) and bit 7 its level;
//   port 3, the datalog: 11-byte entries of a flag byte (bit 1 the level, bit 0 the interrupt),
//     probes 1 to 3 (mm, printed in cm) and the time, stored at their own time (0: no probe);
//   port 5, the device status.

const PROBE_READINGS = ['distance_mm', 'distance_2_mm', 'distance_3_mm'] as const;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  const result = draginoLdds04.decode(bytes, 2);
  if (!('BatV' in result.fields)) return result;
  const flags = u8(bytes, 0);
  const fields = {
    ...result.fields,
    EXTI_Trigger: flags & 0x40 ? 'TRUE' : 'FALSE',
    EXTI_Level: flags & 0x80 ? 'HIGH' : 'LOW',
  };
  const warnings = [...(result.warnings ?? [])];
  if (bytes.length > 11) warnings.push(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  return warnings.length > 0 ? { ...result, fields, warnings } : { ...result, fields };
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    const flags = u8(bytes, at);
    const probes = PROBE_READINGS.map((field, index) => ({
      field,
      millimetres: u16be(bytes, at + 1 + index * 2),
    }));
    for (const probe of probes) {
      // An unplugged probe reads 0, as on the LDDS04.
      if (time !== undefined && probe.millimetres !== 0) out.reading(probe.field, probe.millimetres, time);
    }
    return [
      ...probes.map((probe) => probe.millimetres / 10),
      flags & 0x02 ? 'High' : 'Low',
      flags & 0x01 ? 'True' : 'False',
      draginoTime(seconds),
    ];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 0 });
  return out.build();
}

export const draginoDds04Lb = draginoModel({
  modelId: 'dragino/dds04-lb',
  model: 'DDS04-LB / DDS04-LS',
  readings: draginoLdds04.readings,
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: (bytes) => decodeDraginoStatus(bytes, { 35: 'DDS04-LB' }),
  },
});
