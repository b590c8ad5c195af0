import { requireLength, u8, u16be, u24be } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import {
  decodeEventDatalog,
  decodeEventFrame,
  decodeEventStatus,
  type EventCounterSpec,
} from './dragino-event-counter.ts';

// Dragino LDS03A outdoor door sensor: door state, open count and last open duration
// (see dragino-event-counter.ts). Port 4 settings: the 7-byte form of the TTN codec
// (vendor/dragino/lds03a.js: TDC, DISALARM, KEEP_STATUS, KEEP_TIME) and the 11-byte form
// of Dragino's V1.2.2 decoder, with both doors' keep settings and ALARM_TDC.

const spec: EventCounterSpec = {
  words: ['CLOSE', 'OPEN'],
  reading: 'door_open',
  names: ['DOOR_OPEN_STATUS', 'DOOR_OPEN_TIMES', 'LAST_DOOR_OPEN_DURATION'],
  datalogHasTdc: true,
  sensorModel: { byte: 0x0a, name: 'LDS03A' },
};

function decodeSettings(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  out.set('TDC', u24be(bytes, 0));
  out.set('DISALARM', u8(bytes, 3) & 0x01);
  if (bytes.length >= 11) {
    out.set('KEEP_STATUS1', u8(bytes, 4) & 0x01);
    out.set('KEEP_TIME1', u16be(bytes, 5));
    out.set('KEEP_STATUS2', u8(bytes, 7) & 0x01);
    out.set('KEEP_TIME2', u16be(bytes, 8));
    out.set('ALARM_TDC', u8(bytes, 10));
  } else {
    out.set('KEEP_STATUS', u8(bytes, 4) & 0x01);
    out.set('KEEP_TIME', u16be(bytes, 5));
  }
  return out.build();
}

export const draginoLds03a = draginoModel({
  modelId: 'dragino/lds03a',
  model: 'LDS03A',
  readings: ['door_open', 'battery_mv'],
  frame: (bytes) => decodeEventFrame(bytes, spec),
  ports: {
    3: (bytes) => decodeEventDatalog(bytes, spec),
    4: decodeSettings,
    5: (bytes) => decodeEventStatus(bytes, spec),
  },
});
