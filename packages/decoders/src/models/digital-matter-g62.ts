import { s8, u8, u16le, u32le } from '../bytes.ts';
import { requireRecordLength } from '../formats/digital-matter-bits.ts';
import { digitalMatterCommandsNote, readAck } from '../formats/digital-matter-oyster.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// Digital Matter G62 LoRaWAN, the vehicle and equipment tracker. Layouts and names: the TTN
// device repository codec, TheThingsNetwork/lorawan-devices vendor/digital-matter/g62.js at
// 597b6ffd185909e00e9ee024ec0f4926b8c19817 (which reads `input.fport`, sic, so decodes nothing
// on The Things Stack). Port 1 is the whole record; a unit on a slow data rate sends it as
// port 2 (position part) and port 3 (voltages, temperature, accuracy) instead.

const TRIP_TYPES = ['None', 'Ignition', 'Movement', 'Run Detect'] as const;
const LENGTHS: Record<number, readonly number[]> = { 1: [17], 2: [11], 3: [6], 4: [8], 5: [3] };

const STALE_FIX = 'GPS position is not current (GpsCurrent flag clear): the last known one, not stored';

/** Latitude and longitude words whose low 4 bits carry flags (1e-7 degrees, the flags read as 0). */
const degrees = (bytes: Uint8Array, at: number): number =>
  Number((((u32le(bytes, at) & 0xfffffff0) | 0) / 1e7).toFixed(7));

/** Bytes 0-10: trip type, position, flags, inputs, heading, speed, battery. */
function readPosition(bytes: Uint8Array, out: ResultBuilder): void {
  const flags = u8(bytes, 0);
  const io = u8(bytes, 4);
  const latitudeDeg = degrees(bytes, 0);
  const longitudeDeg = degrees(bytes, 4);
  const current = (flags & 0x08) !== 0;
  out.set('tripType', TRIP_TYPES[flags & 0x03]);
  out.set('latitudeDeg', latitudeDeg);
  out.set('longitudeDeg', longitudeDeg);
  out.set('VextGood', (flags & 0x04) !== 0);
  out.set('GpsCurrent', current);
  out.set('ignition', (io & 0x01) !== 0);
  out.set('digIn1', (io & 0x02) !== 0);
  out.set('digIn2', (io & 0x04) !== 0);
  out.set('digOut', (io & 0x08) !== 0);
  out.set('headingDeg', u8(bytes, 8) * 2);
  out.set('speedKmph', u8(bytes, 9));
  const batteryMv = u8(bytes, 10) * 20;
  out.set('batV', batteryMv / 1000);
  out.reading('ignition', (io & 0x01) !== 0);
  out.reading('digital_inputs', (io >> 1) & 0x03);
  out.reading('digital_outputs', (io >> 3) & 0x01);
  out.reading('battery_mv', batteryMv);
  if (current) out.location = { lat: latitudeDeg, lon: longitudeDeg };
  else out.refuseLocation(STALE_FIX);
}

/** External and analogue input voltages (mV), temperature (°C), GPS accuracy (m). */
function readAnalogue(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const external = u16le(bytes, at) / 1000;
  const accuracy = u8(bytes, at + 5);
  out.set('Vext', external);
  out.set('Vain', u16le(bytes, at + 2) / 1000);
  out.set('tempC', s8(bytes, at + 4));
  out.set('gpsAccM', accuracy);
  out.reading('external_voltage', external);
  out.reading('temperature', s8(bytes, at + 4));
  if (out.location) out.location.accuracy = accuracy;
}

function readOdometer(bytes: Uint8Array, out: ResultBuilder): void {
  const seconds = u32le(bytes, 0);
  const hundredthsKm = u32le(bytes, 4);
  const runtime = `${Math.floor(seconds / 86400)}d${Math.floor((seconds % 86400) / 3600)}h${Math.floor((seconds % 3600) / 60)}m${seconds % 60}s`;
  out.set('runtime', runtime);
  out.set('distanceKm', hundredthsKm / 100);
  out.reading('odometer_m', hundredthsKm * 10);
}

const TYPES: Record<number, string> = {
  1: 'full data',
  2: 'data part 1',
  3: 'data part 2',
  4: 'odometer',
  5: 'downlink ack',
};

function decodeG62(bytes: Uint8Array, fPort: number): DecodeResult {
  requireRecordLength(bytes, fPort, LENGTHS);
  const out = new ResultBuilder();
  out.set('type', TYPES[fPort]);
  if (fPort === 1 || fPort === 2) readPosition(bytes, out);
  if (fPort === 1) readAnalogue(bytes, 11, out);
  if (fPort === 3) readAnalogue(bytes, 0, out);
  if (fPort === 4) readOdometer(bytes, out);
  if (fPort === 5) readAck(bytes, out);
  return out.build();
}

export const digitalMatterG62: ModelDecoder = {
  modelId: 'digital-matter/g62',
  vendor: 'Digital Matter',
  model: 'G62 LoRaWAN',
  fPorts: [1, 2, 3, 4, 5],
  defaultFPort: 1,
  readings: [
    'ignition',
    'digital_inputs',
    'digital_outputs',
    'battery_mv',
    'external_voltage',
    'temperature',
    'odometer_m',
  ],
  location: true,
  decode: decodeG62,
  commandsNote: digitalMatterCommandsNote,
};
