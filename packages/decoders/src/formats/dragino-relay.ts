import { requireLength, u8, u32be, unixToIso } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { draginoModel } from './dragino-model.ts';
import { DRAGINO_BANDS, draginoFirmware } from './dragino-status.ts';

/**
 * Dragino's mains relays, the LC01 and the LC03 (models/dragino-lc01.ts, dragino-lc03.ts): port 2
 * a frame of the clock (Unix seconds, a field: the reading takes the receive time), the event, the
 * LC03's plug, the relay (1 "OPEN", 0 "CLOSE" → `relay_on` true / false; another value "ERROR", no
 * reading); port 3 a datalog of those entries with a flag byte, each relay state at its entry's
 * time; port 5 the status (no battery: they run on the mains). Names as Dragino's decoders.
 */
export type DraginoRelay = {
  modelId: string;
  model: string;
  /** The status frame's model byte, and the name Dragino's decoder prints for it. */
  sensorModel: [number, string];
  events: Readonly<Record<number, string>>;
  /** The LC03's plug byte (before the relay's): its words by value. */
  plug?: Readonly<Record<number, string>>;
  /** The datalog entry's reply field as the model's decoder names it. */
  replyName: string;
};

const RELAY: Readonly<Record<number, string>> = { 0: 'CLOSE', 1: 'OPEN' };

export function draginoRelay(spec: DraginoRelay): ModelDecoder {
  const relayAt = spec.plug ? 6 : 5;
  const frameSize = relayAt + 1;
  const entrySize = frameSize + 1;

  function readEntry(bytes: Uint8Array, at: number, out: ResultBuilder, time?: string) {
    const relay = u8(bytes, at + relayAt);
    if (relay === 0 || relay === 1) out.reading('relay_on', relay === 1, time);
    else out.warn(`relay state byte 0x${relay.toString(16).padStart(2, '0')} is not 0 or 1; not stored`);
    return {
      Event: spec.events[u8(bytes, at + 4)] ?? 'ERROR',
      ...(spec.plug ? { PlugStatus: spec.plug[u8(bytes, at + 5)] ?? 'ERROR' } : {}),
      RelayStatus: RELAY[relay] ?? 'ERROR',
      Timestamp: u32be(bytes, at),
    };
  }

  function decodeFrame(bytes: Uint8Array): DecodeResult {
    requireLength(bytes, frameSize);
    const out = new ResultBuilder();
    for (const [name, value] of Object.entries(readEntry(bytes, 0, out))) out.set(name, value);
    if (bytes.length > frameSize)
      out.warn(`unexpected ${bytes.length}-byte frame; the first ${frameSize} bytes decoded`);
    return out.build();
  }

  function decodeDatalog(bytes: Uint8Array): DecodeResult {
    requireLength(bytes, entrySize);
    const out = new ResultBuilder();
    const complete = Math.floor(bytes.length / entrySize) * entrySize;
    const log: Record<string, unknown>[] = [];
    for (let at = 0; at < complete; at += entrySize) {
      const seconds = u32be(bytes, at);
      const time = unixToIso(seconds);
      if (time === undefined) {
        out.warn(`datalog entry ${at / entrySize + 1} has no valid timestamp (${seconds}); not stored`);
      }
      // An entry without a valid time gives no reading: read into a scratch builder.
      const entry = readEntry(bytes, at, time === undefined ? new ResultBuilder() : out, time);
      const flags = u8(bytes, at + frameSize);
      const reply = flags & 0x80 ? 'NO_ACK_REPLY' : flags & 0x40 ? 'POLL_REPLY' : '';
      log.push({ ...entry, [spec.replyName]: reply });
    }
    if (complete < bytes.length) {
      out.warn(`payload truncated: datalog entry at byte ${complete} is incomplete; not decoded`);
    }
    out.set('DataLog', log);
    return out.build();
  }

  function decodeStatus(bytes: Uint8Array): DecodeResult {
    requireLength(bytes, 5);
    const out = new ResultBuilder();
    const model = u8(bytes, 0);
    const [byte, name] = spec.sensorModel;
    out.set('SENSOR_MODEL', model === byte ? name : `0x${model.toString(16).padStart(2, '0')}`);
    out.set('FIRMWARE_VERSION', draginoFirmware(bytes, 1));
    out.set('FREQUENCY_BAND', DRAGINO_BANDS[u8(bytes, 3)] ?? 'unknown');
    out.set('SUB_BAND', u8(bytes, 4) === 0xff ? 'NULL' : u8(bytes, 4));
    return out.build();
  }

  return draginoModel({
    modelId: spec.modelId,
    model: spec.model,
    readings: ['relay_on'],
    frame: decodeFrame,
    ports: { 3: decodeDatalog, 5: decodeStatus },
  });
}
