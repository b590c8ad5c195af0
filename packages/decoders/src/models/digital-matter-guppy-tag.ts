import {
  BitReader,
  type FieldSpec,
  isSet,
  readFields,
  requireRecordLength,
  times,
} from '../formats/digital-matter-bits.ts';
import { digitalMatterCommandsNote, readAck, recordTrip } from '../formats/digital-matter-oyster.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Digital Matter Guppy geolocation tag: a status record (trip, battery, temperature and, in
// its 4-byte form, orientation), the downlink acknowledgement, statistics and a clock request.
// It sends no position (the network locates it). Layouts and names: the TTN device repository
// codec, TheThingsNetwork/lorawan-devices vendor/digital-matter/guppy.js at
// 597b6ffd185909e00e9ee024ec0f4926b8c19817, which reads `input.fport` (sic) and so decodes
// nothing on The Things Stack. Its derived `xyz` angles are left out: they are trigonometry
// on inclination and azimuth, not payload.

/** Battery voltages in 14 mV steps above 2 V, to three significant digits as the codec shows them. */
const batteryVolts = (raw: number) => Number((2 + 0.014 * raw).toPrecision(3));

/** Seconds between 1970-01-01 and 2013-01-01, the epoch of the tag's clock. */
const EPOCH_2013 = 1_356_998_400;

const STATS: readonly FieldSpec[] = [
  ['initialBatV', 7, batteryVolts],
  ['uptimeWeeks', 9],
  ['txCount', 16, times(32)],
  ['tripCount', 16, times(32)],
  ['wakeupsPerTrip', 8],
];

const CLOCK_REQUEST: readonly FieldSpec[] = [
  ['wasSet', 1, isSet],
  ['cookie', 31],
  ['timestamp', 32],
];

/** The lengths the codec accepts on each port. */
const LENGTHS: Record<number, readonly number[]> = { 1: [2, 4], 2: [3], 3: [7], 4: [8] };

function readStatus(bytes: Uint8Array, out: ResultBuilder): void {
  const reader = new BitReader(bytes);
  out.set('type', 'status');
  recordTrip(out, reader.flag());
  const battery = reader.u(7);
  out.set('batV', batteryVolts(battery));
  out.reading('battery_mv', 2000 + battery * 14);
  const temperature = -40 + 0.5 * reader.u(8);
  out.set('temp', temperature);
  out.reading('temperature', temperature);
  const oriented = bytes.length === 4;
  out.set('manDown', oriented ? reader.flag() : null);
  out.set('inclinationDeg', oriented ? reader.u(7) * 1.5 : null);
  out.set('azimuthDeg', oriented ? reader.u(8) * 1.5 : null);
}

function decodeGuppy(bytes: Uint8Array, fPort: number): ReturnType<ModelDecoder['decode']> {
  requireRecordLength(bytes, fPort, LENGTHS);
  const out = new ResultBuilder();
  if (fPort === 1) readStatus(bytes, out);
  else if (fPort === 2) {
    out.set('type', 'downlink ack');
    readAck(bytes, out);
  } else if (fPort === 3) {
    out.set('type', 'stats');
    readFields(new BitReader(bytes), out, STATS);
  } else {
    out.set('type', 'rtc request');
    const raw = readFields(new BitReader(bytes), out, CLOCK_REQUEST);
    out.set('time', new Date(((raw.timestamp ?? 0) + EPOCH_2013) * 1000).toISOString());
  }
  return out.build();
}

export const digitalMatterGuppyTag: ModelDecoder = {
  modelId: 'digital-matter/guppy-tag',
  vendor: 'Digital Matter',
  model: 'Guppy geolocation tag',
  fPorts: [1, 2, 3, 4],
  defaultFPort: 1,
  readings: ['motion', 'battery_mv', 'temperature'],
  location: false,
  decode: decodeGuppy,
  commandsNote: digitalMatterCommandsNote,
};
