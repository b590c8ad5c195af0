import { u8 } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import type { DecodeResult } from '../types.ts';
import { draginoLds25Lb } from './dragino-lds25-lb.ts';

// Dragino LDS12-LB and LDS40-LB LiDAR ToF distance sensors: the LDS25-LB's frame and datalog
// (dragino-lds25-lb.ts: battery, DS18B20 probe, distance in mm printed in cm, signal strength,
// interrupt, the LiDAR's own temperature, message type) without its wiper, under other names.
// Names as Dragino's decoders (dragino/dragino-end-node-decoder LDS12-LB/LDS12-LB_v1.0_Decoder_TTN.txt,
// LDS40-LB/LDS40-LB_TTN_Decoder.txt: the same code but the sensor-model byte, 0x24 and 0x25),
// Node_type left out; their datalog's PNACKMD is bit 7 of byte 0 (the LDS25-LB's of byte 6).
// TTN's lds12-lb-codec.yaml example is an LHT65's (TempC_SHT, Hum_SHT, Ext_sensor): not this model's.

/** LDS25-LB names to this decoder's. */
const NAMES: Record<string, string> = {
  batV: 'Bat',
  temp_DS18B20: 'TempC_DS18B20',
  Distance_cm: 'Lidar_distance',
  Distance_signal_strength: 'Lidar_signal',
  Lidar_temp: 'Lidar_temp',
  i_flag: 'Interrupt_flag',
  i_level: 'Interrupt_level',
  mes_type: 'Message_type',
};

function decodeFrame(bytes: Uint8Array): DecodeResult {
  const result = draginoLds25Lb.decode(bytes, 2);
  const fields = Object.fromEntries(
    Object.entries(result.fields).map(([name, value]) => [NAMES[name] ?? name, value]),
  );
  return { ...result, fields };
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  const result = draginoLds25Lb.decode(bytes, 3);
  const PNACKMD = u8(bytes, 0) & 0x80 ? 'True' : 'False';
  return { ...result, fields: { ...result.fields, PNACKMD } };
}

function lidarModel(modelId: string, model: string, sensorModel: number) {
  return draginoModel({
    modelId,
    model,
    readings: draginoLds25Lb.readings,
    frame: decodeFrame,
    ports: {
      3: decodeDatalog,
      5: (bytes) => decodeDraginoStatus(bytes, { [sensorModel]: model }),
    },
  });
}

export const draginoLds12Lb = lidarModel('dragino/lds12-lb', 'LDS12-LB', 0x24);
export const draginoLds40Lb = lidarModel('dragino/lds40-lb', 'LDS40-LB', 0x25);
