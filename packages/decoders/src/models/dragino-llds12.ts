import { requireLength, s16be, u8 } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { draginoLds25Lb } from './dragino-lds25-lb.ts';

// Dragino LLDS12 and LLDS40 LiDAR ToF distance sensors (the LDS12-LB's and LDS40-LB's
// predecessors), fPort 2, 11 bytes laid out as the LDS25-LB's frame (dragino-lds25-lb.ts: battery,
// DS18B20 probe, distance in mm printed in cm, signal strength, the LiDAR's own temperature, message
// type), with the interrupt byte printed whole and the probe as text to two decimals. Names as
// Dragino's decoders (dragino/dragino-end-node-decoder LLDS12/LLDS12_Decode_TTN.txt, LLDS40/LLDS40
// TTN Decoder.txt, as TTN's llds12.js), Node_type left out. Their decoders print nothing for a
// frame whose byte 0 is 0x03 or whose message type is 2 (the configuration reply); the LLDS40's
// prints a probe word 0x7FFF as "NULL" (no probe).

type Spec = { modelId: string; model: string; nullProbe: boolean };

function decode(bytes: Uint8Array, spec: Spec): DecodeResult {
  requireLength(bytes, 11);
  if (u8(bytes, 0) === 0x03 || u8(bytes, 10) === 0x02) {
    return { fields: {}, readings: [], warnings: ['configuration frame; no measurements'] };
  }
  const result = draginoLds25Lb.decode(bytes.subarray(0, 11), 2);
  const probe = s16be(bytes, 2);
  const noProbe = spec.nullProbe && probe === 0x7fff;
  const fields = {
    Bat: result.fields.batV,
    TempC_DS18B20: noProbe ? 'NULL' : (probe / 10).toFixed(2),
    Lidar_distance: result.fields.Distance_cm,
    Lidar_signal: result.fields.Distance_signal_strength,
    Lidar_temp: result.fields.Lidar_temp,
    Interrupt_flag: u8(bytes, 8),
    Message_type: result.fields.mes_type,
  };
  const warnings = (result.warnings ?? []).filter((warning) => !(noProbe && warning.startsWith('DS18B20')));
  if (bytes.length > 11) warnings.push(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  return warnings.length > 0
    ? { fields, readings: result.readings, warnings }
    : { fields, readings: result.readings };
}

function llds(spec: Spec): ModelDecoder {
  return {
    modelId: spec.modelId,
    vendor: 'Dragino',
    model: spec.model,
    fPorts: [2],
    defaultFPort: 2,
    readings: draginoLds25Lb.readings,
    location: false,
    decode: (bytes) => decode(bytes, spec),
    commands: draginoCommands(sources.dragino),
  };
}

export const draginoLlds12 = llds({ modelId: 'dragino/llds12', model: 'LLDS12', nullProbe: false });
export const draginoLlds40 = llds({ modelId: 'dragino/llds40', model: 'LLDS40', nullProbe: true });
