import { u8 } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { draginoTime } from '../formats/dragino-datalog.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { decodeEventDatalog, decodeEventFrame, type EventCounterSpec } from './dragino-event-counter.ts';
import { draginoLds03a } from './dragino-lds03a.ts';
import { draginoLwl03a } from './dragino-lwl03a.ts';

// Dragino WL03A-LB water leak and DS03A-LB door sensors: the LWL03A's and LDS03A's frames
// (dragino-event-counter.ts) with one more flag, byte 0 bit 3, the count mode CMOD (PART: counted
// since the last uplink; SUM: the running total). Names as Dragino's decoders
// (dragino/dragino-end-node-decoder WL03A-LB/WL03A-LB_TTN_Decoder.txt, DS03A-LB/
// DS03A-LB_TTN_v1.0_decode.txt), Node_type left out. Port 2 (the DS03A-LB with a second door: 18
// bytes), port 3 the datalog (each entry printed [CMOD, TDC, alarm, state, count, duration,
// time]), port 4 the settings (as the LWL03A's and the LDS03A's 11-byte form), port 5 the status.

const cmod = (byte: number): string => (byte & 0x08 ? 'PART' : 'SUM');

function withCountMode(result: DecodeResult, bytes: Uint8Array): DecodeResult {
  return { ...result, fields: { CMOD: cmod(u8(bytes, 0)), ...result.fields } };
}

type History = { alarm: string; status: string; count: number; duration: number; timestamp: number };

/** The LWL03A / LDS03A datalog (its readings), printed as these models' decoders print it. */
function decodeDatalog(bytes: Uint8Array, spec: EventCounterSpec): DecodeResult {
  const result = decodeEventDatalog(bytes, spec);
  const history = result.fields.history as History[];
  const log = history
    .map((entry, index) => {
      const byte = u8(bytes, index * 11);
      const tdc = byte & 0x04 ? 'YES' : 'NO';
      const time = draginoTime(entry.timestamp);
      return `[${[cmod(byte), tdc, entry.alarm, entry.status, entry.count, entry.duration, time].join(',')}],`;
    })
    .join('');
  const fields = { DATALOG: log, PNACKMD: u8(bytes, 0) & 0x80 ? 'True' : 'False' };
  return { ...result, fields };
}

function eventCounterLb(
  base: ModelDecoder,
  spec: EventCounterSpec,
  identity: { modelId: string; model: string },
): ModelDecoder {
  return {
    ...base,
    ...identity,
    decode(bytes, fPort) {
      if (fPort === 3) return decodeDatalog(bytes, spec);
      if (fPort === 4) return base.decode(bytes, 4);
      if (fPort === 5) return decodeDraginoStatus(bytes, { [spec.sensorModel.byte]: spec.sensorModel.name });
      return withCountMode(decodeEventFrame(bytes, spec), bytes);
    },
    commands: draginoCommands(sources.dragino),
  };
}

export const draginoWl03aLb = eventCounterLb(
  draginoLwl03a,
  {
    words: ['NO LEAK', 'LEAK'],
    reading: 'leak',
    names: ['WATER_LEAK_STATUS', 'WATER_LEAK_TIMES', 'LAST_WATER_LEAK_DURATION'],
    datalogHasTdc: false,
    sensorModel: { byte: 0x1d, name: 'WL03A-LB' },
  },
  { modelId: 'dragino/wl03a-lb', model: 'WL03A-LB' },
);

export const draginoDs03aLb = eventCounterLb(
  draginoLds03a,
  {
    words: ['CLOSE', 'OPEN'],
    reading: 'door_open',
    names: ['DOOR_OPEN_STATUS', 'DOOR_OPEN_TIMES', 'LAST_DOOR_OPEN_DURATION'],
    datalogHasTdc: true,
    sensorModel: { byte: 0x1b, name: 'DS03A-LB' },
  },
  { modelId: 'dragino/ds03a-lb', model: 'DS03A-LB' },
);
