import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { probeReading } from '../formats/dragino-probe.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { decodeUltrasonic, ultrasonicDistance } from '../formats/dragino-ultrasonic.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// Dragino's LB / LS ultrasonic sensors: DDS75-LB (distance, 280-7500 mm), DDS45-LB (distance,
// 30-4500 mm) and DDS20-LB (under a tank: the height of liquid, as the LDDS20). Names as Dragino's
// decoders (dragino/dragino-end-node-decoder DDS75-LB/DDS75-LB TTN Decoder.txt, DDS45-LB/
// DDS45-LB_TTN_Decoder.txt, DDS20-LB/DDS20-LB_TTN_Decoder.txt), Node_type left out:
//   port 2, 8 bytes: the LDDS75 v1.1.4 frame (formats/dragino-ultrasonic.ts). The DS18B20 is
//     0.1 °C as on every Dragino node: the DDS75-LB TTN file divides it by 100 since July 2025
//     ("as requested"), its ChirpStack v4 file and the DDS20-LB / DDS45-LB files by 10.
//     DDS75-LB, bit 4 of byte 0 set: a frame of several distances (Additional_Distance_Data, from
//     byte 8 to the last 4 bytes, which the decoder reads as the flags and the probe); the battery
//     is then the low 12 bits. Those distances have no time of their own: fields only; the
//     DS18B20 after them is the frame's temperature.
//   port 3, the datalog: 11-byte entries of battery, distance, DS18B20, a flag byte, the time;
//     the entries' distance, probe and battery are stored at their own time.
//   port 5, the device status; DDS75-LB port 6, Detect_Mode_Data: distance words, a field.

type DdsSpec = {
  modelId: string;
  model: string;
  sensorByte: number;
  field: 'distance_mm' | 'liquid_level_mm';
  /** The vendor's datalog prints the battery in mV (DDS75-LB, DDS45-LB) or in V (DDS20-LB). */
  datalogVolts: boolean;
  /** DDS75-LB only: the several-distances frame and port 6. */
  multiDistance: boolean;
};

const MULTI_DISTANCE_FLAG = 0x10;
/** Where the several-distances frame's extra words start, and the most the decoder reads (20). */
const EXTRA_FROM = 8;
const EXTRA_MAX_BYTES = 40;

function decodeMultiDistance(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, EXTRA_FROM + 4);
  const out = new ResultBuilder();
  const millivolts = u16be(bytes, 0) & 0x0fff;
  const tail = bytes.length - 4;
  const distances: number[] = [];
  for (let at = EXTRA_FROM; at + 1 < Math.min(EXTRA_FROM + EXTRA_MAX_BYTES, tail); at += 2) {
    distances.push(u16be(bytes, at));
  }
  out.set('Bat', millivolts / 1000);
  out.set('Additional_Distance_Data', distances);
  out.set('Interrupt_flag', u8(bytes, tail));
  out.set('TempC_DS18B20', (s16be(bytes, tail + 1) / 10).toFixed(2));
  out.set('Sensor_flag', u8(bytes, tail + 3));
  out.reading('battery_mv', millivolts);
  // The probe's temperature is the frame's own, as in the single-distance frame.
  probeReading(out, s16be(bytes, tail + 1));
  out.warn('several distances without their own times: kept in the vendor fields only');
  return out.build();
}

function decodeDatalog(bytes: Uint8Array, spec: DdsSpec): DecodeResult {
  const out = new ResultBuilder();
  const columns = (at: number, time: string | undefined, seconds: number) => {
    const millivolts = u16be(bytes, at) & 0x3fff;
    const distance = u16be(bytes, at + 2);
    const probe = s16be(bytes, at + 4);
    const flags = u8(bytes, at + 6);
    if (time !== undefined) {
      out.reading('battery_mv', millivolts, time);
      ultrasonicDistance(out, distance, spec.field, time);
      probeReading(out, probe, time);
    }
    return [
      spec.datalogVolts ? millivolts / 1000 : millivolts,
      distance,
      probe / 10,
      flags & 0x01 ? 'YES' : 'NO',
      flags & 0x02 ? 'TRUE' : 'FALSE',
      flags & 0x40 ? '1' : '0',
      draginoTime(seconds),
    ];
  };
  setDatalog(bytes, out, columns, { pnackmdAt: 0 });
  return out.build();
}

function decodeDetectMode(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 2);
  const out = new ResultBuilder();
  let log = '';
  for (let at = 0; at + 1 < bytes.length; at += 2) log += `[${u16be(bytes, at)}],`;
  out.set('Detect_Mode_Data', log);
  if (bytes.length % 2 !== 0) out.warn('odd byte at the end not decoded');
  return out.build();
}

function ddsModel(spec: DdsSpec): ModelDecoder {
  return {
    modelId: spec.modelId,
    vendor: 'Dragino',
    model: spec.model,
    fPorts: spec.multiDistance ? [2, 3, 5, 6] : [2, 3, 5],
    defaultFPort: 2,
    readings: [spec.field, 'temperature', 'battery_mv'],
    location: false,
    decode(bytes, fPort) {
      if (fPort === 3) return decodeDatalog(bytes, spec);
      if (fPort === 5) return decodeDraginoStatus(bytes, { [spec.sensorByte]: spec.model });
      if (fPort === 6) return decodeDetectMode(bytes);
      if (spec.multiDistance && u8(bytes, 0) & MULTI_DISTANCE_FLAG) return decodeMultiDistance(bytes);
      return decodeUltrasonic(bytes, spec.field);
    },
    commands: draginoCommands(sources.dragino),
  };
}

export const draginoDds75Lb = ddsModel({
  modelId: 'dragino/dds75-lb',
  model: 'DDS75-LB',
  sensorByte: 0x27,
  field: 'distance_mm',
  datalogVolts: false,
  multiDistance: true,
});

export const draginoDds45Lb = ddsModel({
  modelId: 'dragino/dds45-lb',
  model: 'DDS45-LB',
  sensorByte: 0x28,
  field: 'distance_mm',
  datalogVolts: false,
  multiDistance: false,
});

export const draginoDds20Lb = ddsModel({
  modelId: 'dragino/dds20-lb',
  model: 'DDS20-LB',
  sensorByte: 0x29,
  field: 'liquid_level_mm',
  datalogVolts: true,
  multiDistance: false,
});
