import { requireLength, u8, u16be, u24be, u32be, unixToIso } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { draginoTime } from '../formats/dragino-datalog.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';

// The frames the Dragino LDS03A door sensor and LWL03A leak sensor share (big-endian):
//   port 2, 11 bytes per input: status byte (bit 2 the uplink is the periodic one, bit 1
//     alarm, bit 0 open / leak), the event count (u24), the last event's duration in
//     seconds (u24), the device's clock (u32 Unix seconds). The LDS03A with a second door
//     sends 18 bytes: the second door's status, count and duration follow the clock.
//   port 3, the datalog: 11-byte entries of the same layout.
//   port 4, the settings; port 5, the device status (model, firmware, band, battery).
// Names as Dragino's decoders (dragino/dragino-end-node-decoder LDS03A/LDS03A decoder
// V1.2.2.txt, LWL03A/LWL03A_v1.0TTN.txt). Their TIME is the server's local time; ours is
// UTC, in the same "YYYY-MM-DD HH:MM:SS" form.

export type EventCounterSpec = {
  /** The vendor's words for the event bit (0, 1): ["CLOSE", "OPEN"], ["NO LEAK", "LEAK"]. */
  words: readonly [string, string];
  /** The reading the event bit gives. */
  reading: 'door_open' | 'leak';
  /** Port 2 names: status, count, duration. */
  names: readonly [string, string, string];
  /** The LDS03A datalog entry also prints the periodic-uplink flag (YES / NO). */
  datalogHasTdc: boolean;
  sensorModel: { byte: number; name: string };
};

function status(byte: number) {
  return {
    tdc: byte & 0x04 ? 'YES' : 'NO',
    alarm: byte & 0x02 ? 'TRUE' : 'FALSE',
    event: (byte & 0x01) === 1,
  };
}

export function decodeEventFrame(bytes: Uint8Array, spec: EventCounterSpec): DecodeResult {
  requireLength(bytes, 11);
  const out = new ResultBuilder();
  const first = status(u8(bytes, 0));
  const [statusName, countName, durationName] = spec.names;
  const twoDoors = bytes.length >= 18 && spec.reading === 'door_open';
  const suffix = twoDoors ? '1' : '';
  out.set('TDC', first.tdc);
  out.set(`ALARM${suffix}`, first.alarm);
  out.set(statusName.replace('DOOR', `DOOR${suffix}`), spec.words[first.event ? 1 : 0]);
  out.set(countName.replace('DOOR', `DOOR${suffix}`), u24be(bytes, 1));
  out.set(durationName.replace('DOOR', `DOOR${suffix}`), u24be(bytes, 4));
  if (twoDoors) {
    const second = status(u8(bytes, 11));
    out.set('ALARM2', second.alarm);
    out.set('DOOR2_OPEN_STATUS', spec.words[second.event ? 1 : 0]);
    out.set('DOOR2_OPEN_TIMES', u24be(bytes, 12));
    out.set('LAST_DOOR2_OPEN_DURATION', u24be(bytes, 15));
  } else if (bytes.length !== 11) {
    out.warn(`unexpected ${bytes.length}-byte frame; the first 11 bytes decoded`);
  }
  out.set('TIME', draginoTime(u32be(bytes, 7)));
  // Door 1 (the only door of most units) is the reading; a second door stays a vendor field.
  out.reading(spec.reading, first.event);
  return out.build();
}

export function decodeEventDatalog(bytes: Uint8Array, spec: EventCounterSpec): DecodeResult {
  if (bytes.length % 11 !== 0) {
    throw new DecodeError(`datalog of ${bytes.length} bytes is not a whole number of 11-byte entries`);
  }
  const out = new ResultBuilder();
  const entries: string[] = [];
  const history: Array<Record<string, unknown>> = [];
  for (let at = 0; at < bytes.length; at += 11) {
    const entry = status(u8(bytes, at));
    const count = u24be(bytes, at + 1);
    const duration = u24be(bytes, at + 4);
    const seconds = u32be(bytes, at + 7);
    const word = spec.words[entry.event ? 1 : 0];
    const parts = spec.datalogHasTdc
      ? [entry.alarm, word, entry.tdc, count, duration, draginoTime(seconds)]
      : [entry.alarm, word, count, duration, draginoTime(seconds)];
    entries.push(`[${parts.join(',')}],`);
    history.push({ alarm: entry.alarm, status: word, count, duration, timestamp: seconds });
    const time = unixToIso(seconds);
    if (time === undefined) {
      out.warn(`datalog entry ${at / 11 + 1} has no valid timestamp (${seconds}); not stored as a reading`);
    } else {
      out.reading(spec.reading, entry.event, time);
    }
  }
  out.set('DATALOG', entries.join(''));
  out.set('history', history);
  return out.build();
}

const BANDS = [
  undefined,
  'EU868',
  'US915',
  'IN865',
  'AU915',
  'KZ865',
  'RU864',
  'AS923',
  'AS923_1',
  'AS923_2',
  'AS923_3',
  'CN470',
  'EU433',
  'KR920',
  'MA869',
] as const;

/** Port 5: the device status both decoders print the same way. */
export function decodeEventStatus(bytes: Uint8Array, spec: EventCounterSpec): DecodeResult {
  requireLength(bytes, 7);
  const out = new ResultBuilder();
  if (u8(bytes, 0) === spec.sensorModel.byte) out.set('SENSOR_MODEL', spec.sensorModel.name);
  else out.warn(`sensor model byte ${u8(bytes, 0)} is not the ${spec.sensorModel.name}'s`);
  out.set('FIRMWARE_VERSION', `${u8(bytes, 1) & 0x0f}.${u8(bytes, 2) >> 4}.${u8(bytes, 2) & 0x0f}`);
  const band = BANDS[u8(bytes, 3)];
  if (band) out.set('FREQUENCY_BAND', band);
  out.set('SUB_BAND', u8(bytes, 4) === 0xff ? 'NULL' : u8(bytes, 4));
  const millivolts = u16be(bytes, 5);
  out.set('BAT', millivolts / 1000);
  out.reading('battery_mv', millivolts);
  return out.build();
}
