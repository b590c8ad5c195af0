import { requireLength, u8, u32be, unixToIso } from '../bytes.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { DRAGINO_BANDS, draginoFirmware } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// Dragino LC01 LoRaWAN relay (mains switch), big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder LC01/LC01_V1.0.0_TTN_Decoder.txt), LoraNode left out:
//   port 2, 6 bytes: the device's clock (Unix seconds, a field: the reading takes the receive
//     time), the event (3 heartbeat, 4 the answer to a relay downlink; Dragino's spelling
//     "HEARTBEAT_EVNET" kept), the relay (1 "OPEN", 0 "CLOSE" → `relay_on` true / false: 1 is the
//     switched-on state, as the other Dragino relays' 1; another value "ERROR", no reading).
//   port 3, the datalog: 7-byte entries of the clock, event, relay and a flag byte (bit 7
//     NO_ACK_REPLY, else bit 6 POLL_REPLY), each relay state stored at its entry's time.
//   port 5, the device status, 5 bytes: no battery (the LC01 runs on the mains).

const FRAME = 6;
const ENTRY = 7;

const EVENTS: Readonly<Record<number, string>> = { 3: 'HEARTBEAT_EVNET', 4: 'RELAY_ACK_EVENT' };
const RELAY: Readonly<Record<number, string>> = { 0: 'CLOSE', 1: 'OPEN' };

function readRelay(bytes: Uint8Array, at: number, out: ResultBuilder, time?: string) {
  const relay = u8(bytes, at + 5);
  if (relay === 0 || relay === 1) out.reading('relay_on', relay === 1, time);
  else out.warn(`relay state byte 0x${relay.toString(16).padStart(2, '0')} is not 0 or 1; not stored`);
  return {
    Event: EVENTS[u8(bytes, at + 4)] ?? 'ERROR',
    RelayStatus: RELAY[relay] ?? 'ERROR',
    Timestamp: u32be(bytes, at),
  };
}

function decodeFrame(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, FRAME);
  const out = new ResultBuilder();
  for (const [name, value] of Object.entries(readRelay(bytes, 0, out))) out.set(name, value);
  if (bytes.length > FRAME)
    out.warn(`unexpected ${bytes.length}-byte frame; the first ${FRAME} bytes decoded`);
  return out.build();
}

function decodeDatalog(bytes: Uint8Array): DecodeResult {
  requireLength(bytes, ENTRY);
  const out = new ResultBuilder();
  const complete = Math.floor(bytes.length / ENTRY) * ENTRY;
  const log: Record<string, unknown>[] = [];
  for (let at = 0; at < complete; at += ENTRY) {
    const seconds = u32be(bytes, at);
    const time = unixToIso(seconds);
    if (time === undefined) {
      out.warn(`datalog entry ${at / ENTRY + 1} has no valid timestamp (${seconds}); not stored`);
    }
    // An entry without a valid time gives no reading: read into a scratch builder.
    const entry = readRelay(bytes, at, time === undefined ? new ResultBuilder() : out, time);
    const flags = u8(bytes, at + 6);
    const reply = flags & 0x80 ? 'NO_ACK_REPLY' : flags & 0x40 ? 'POLL_REPLY' : '';
    log.push({ ...entry, Datalog_Reply: reply });
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
  out.set('SENSOR_MODEL', model === 0x47 ? 'LC01' : `0x${model.toString(16).padStart(2, '0')}`);
  out.set('FIRMWARE_VERSION', draginoFirmware(bytes, 1));
  out.set('FREQUENCY_BAND', DRAGINO_BANDS[u8(bytes, 3)] ?? 'unknown');
  out.set('SUB_BAND', u8(bytes, 4) === 0xff ? 'NULL' : u8(bytes, 4));
  return out.build();
}

export const draginoLc01 = draginoModel({
  modelId: 'dragino/lc01',
  model: 'LC01 (LoRaWAN relay)',
  readings: ['relay_on'],
  frame: decodeFrame,
  ports: {
    3: decodeDatalog,
    5: decodeStatus,
  },
});
