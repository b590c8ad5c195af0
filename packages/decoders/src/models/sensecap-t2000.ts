import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s8, s16be, s32be, toHex, u8, u16be, u32be, unixToIso } from '../bytes.ts';
import { walkRecords } from '../formats/record-walker.ts';
import { readScan } from '../formats/sensecap-t1000.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';
import { ERRORS, EVENTS, type Message, m, POSITIONING, type Stamp, stamped } from './sensecap-t2000-names.ts';

// Seeed SenseCAP T2000 A/B/C asset tracker: frames of a 1-byte id and a big-endian body, none of
// the T1000's (Seeed wiki "SenseCAP T2000 Tracker Payload Format"; Seeed-Solution/SenseCAP-Decoder
// T2000/TTN/SenseCAP_T2000_TTN_Decoder.js at bceda3d3, the TTN device repository's
// sensecapt2000-tracker-abc-decoder.js at 5c12ba10 reading alike, whatever the port): 0x27
// power-on settings, 0x28 / 0x29 settings, 0x2A heartbeat, 0x2B / 0x2E GNSS fix (with and
// without the accelerometer), 0x2C / 0x2D / 0x2F / 0x30 Wi-Fi / BLE scans (no position: they need
// a solver), 0x31 / 0x32 positioning status, 0x0C time sync, 0x0D error. Fields are that
// decoder's `messages` (measurement ids, one array per frame) and its `err` / `errMessage`.
// Readings: the battery %, and from the event bits (listed only when one is set, as Seeed's
// decoder lists them) a button press (SOS, press once) and motion started / ended, at the frame's
// UTC time. The disassembly alarm (event 9) stays in the fields: the network-decoded mapping of
// SenseCAP's events reads ids 1-8 only.

const readings: readonly ReadingField[] = ['battery_pct', 'button', 'motion'];

type Read = (bytes: Uint8Array, at: number, out: ResultBuilder) => Message[];
type Frame = { lengths: (bytes: Uint8Array, at: number) => number; read: Read };

const NO_VALUE = -0x8000;

function stampAt(bytes: Uint8Array, at: number, motionId: number, out: ResultBuilder): Stamp {
  const seconds = u32be(bytes, at);
  const time = unixToIso(seconds);
  if (time === undefined) out.warn(`device clock not set (UTC ${seconds}); readings use the receive time`);
  return { timestamp: seconds * 1000, motionId, time };
}

/** Event bits 0-8 as Seeed's list ({id, eventName}), and the button and motion readings. */
function events(bits: number, stamp: Stamp, out: ResultBuilder): Message[] {
  const list = EVENTS.flatMap((eventName, bit) => ((bits >> bit) & 1 ? [{ id: bit + 1, eventName }] : []));
  if (list.length === 0) return [];
  const has = (id: number) => list.some((event) => event.id === id);
  out.reading('button', has(7) || has(8), stamp.time);
  if (has(1)) out.reading('motion', true, stamp.time);
  else if (has(2) || has(3)) out.reading('motion', false, stamp.time);
  return [stamped('4200', list, stamp)];
}

function battery(value: number, out: ResultBuilder, time?: string): void {
  if (value >= 0 && value <= 100) out.reading('battery_pct', value, time);
  else out.warn(`battery ${value} % is not a percentage; not stored`);
}

function axes(bytes: Uint8Array, at: number, stamp: Stamp): Message[] {
  return ['4210', '4211', '4212'].flatMap((id, axis) => {
    const value = s16be(bytes, at + axis * 2);
    return value === NO_VALUE ? [] : [stamped(id, value, stamp)];
  });
}

function measuredBattery(bytes: Uint8Array, at: number, stamp: Stamp, out: ResultBuilder): Message {
  battery(s8(bytes, at), out, stamp.time);
  return stamped('3000', String(s8(bytes, at)), stamp);
}

function fix(bytes: Uint8Array, at: number, stamp: Stamp, out: ResultBuilder): Message[] {
  const lon = s32be(bytes, at) / 1_000_000;
  const lat = s32be(bytes, at + 4) / 1_000_000;
  if (lat === 0 && lon === 0) out.refuseLocation('position 0, 0 is not a fix; not stored');
  else out.location = stamp.time === undefined ? { lat, lon } : { lat, lon, time: stamp.time };
  return [stamped('4197', String(lon), stamp), stamped('4198', String(lat), stamp)];
}

function scan(bytes: Uint8Array, at: number, id: string, stamp: Stamp): Message[] {
  const count = u8(bytes, at);
  return count > 0 ? [stamped(id, readScan(bytes, at + 1, count), stamp)] : [];
}

/** 0x2B-0x30: event bits (2), motion id, UTC time, then `rest` as the frame has it. */
function measurement(
  rest: (bytes: Uint8Array, at: number, stamp: Stamp, out: ResultBuilder) => Message[],
): Read {
  return (bytes, at, out) => {
    const stamp = stampAt(bytes, at + 3, u8(bytes, at + 2), out);
    return [...rest(bytes, at + 7, stamp, out), ...events(u16be(bytes, at), stamp, out)];
  };
}

/** 0x31 / 0x32: positioning status, event bits, UTC time (motion id 0, as Seeed prints it). */
function positioning(withAxes: boolean): Read {
  return (bytes, at, out) => {
    const code = u8(bytes, at);
    const stamp = stampAt(bytes, at + 3, 0, out);
    const name = POSITIONING[code];
    if (code !== 0) out.warn(`positioning failed: ${name ?? `status ${code}`}`);
    const status = name === undefined ? code : { id: code, statusName: name };
    const body = withAxes ? axes(bytes, at + 7, stamp) : [];
    const batteryAt = withAxes ? at + 13 : at + 7;
    return [
      stamped('3576', status, stamp),
      ...body,
      measuredBattery(bytes, batteryAt, stamp, out),
      ...events(u16be(bytes, at + 1), stamp, out),
    ];
  };
}

/** Work mode, strategy and the three intervals; 3900 the interval of the current mode. */
function modeSettings(bytes: Uint8Array, at: number): { head: Message[]; interval: number } {
  const mode = u8(bytes, at);
  const intervals = [u16be(bytes, at + 2), u16be(bytes, at + 4), u16be(bytes, at + 6)];
  return {
    head: [
      m('3940', mode),
      m('3965', u8(bytes, at + 1)),
      m('3942', intervals[0]),
      m('3943', intervals[1]),
      m('3944', intervals[2]),
    ],
    interval: intervals[mode] ?? 0,
  };
}

/** The UUID filter's valid bytes (a count byte, then up to 16 bytes), as upper-case hex. */
const uuid = (bytes: Uint8Array, at: number): string =>
  toHex(bytes.subarray(at + 1, at + 1 + Math.min(u8(bytes, at), 16))).toUpperCase();

/** Motion, motionless and shock settings (11 bytes: frame 0x29, and inside 0x27). */
function eventSettings(bytes: Uint8Array, at: number): Message[] {
  const threshold = s16be(bytes, at + 1);
  return [
    m('3946', u8(bytes, at)),
    m('3947', threshold === NO_VALUE ? null : threshold),
    m('3948', u16be(bytes, at + 3)),
    m('3949', u8(bytes, at + 5)),
    m('3950', u16be(bytes, at + 6)),
    m('3951', u8(bytes, at + 8)),
    m('3952', u16be(bytes, at + 9)),
  ];
}

const version = (bytes: Uint8Array, at: number) => `${s8(bytes, at)}.${s8(bytes, at + 1)}`;

const fixed = (length: number) => () => length;
const scanned = (base: number, countAt: number) => (bytes: Uint8Array, at: number) =>
  at + countAt < bytes.length ? base + u8(bytes, at + countAt) * 7 : base;

const FRAMES: ReadonlyMap<number, Frame> = new Map<number, Frame>([
  [0x0c, { lengths: fixed(1), read: () => [{ type: 'timeSync' }] }],
  [
    0x0d,
    {
      lengths: fixed(5),
      read: (bytes, at) => [{ errorCode: u32be(bytes, at), error: ERRORS[u32be(bytes, at)] ?? '' }],
    },
  ],
  [
    0x27,
    {
      lengths: fixed(46),
      read: (bytes, at, out) => {
        battery(s8(bytes, at), out);
        const { head, interval } = modeSettings(bytes, at + 5);
        return [
          m('3000', s8(bytes, at)),
          m('3502', version(bytes, at + 1)),
          m('3001', version(bytes, at + 3)),
          ...head,
          m('3974', u8(bytes, at + 13)),
          m('3976', u8(bytes, at + 14)),
          m('3977', u8(bytes, at + 15)),
          m('3900', interval),
          m('3978', u8(bytes, at + 27)),
          m('3979', uuid(bytes, at + 28)),
          ...eventSettings(bytes, at + 16),
        ];
      },
    },
  ],
  [
    0x28,
    {
      lengths: fixed(30),
      read: (bytes, at) => {
        const { head, interval } = modeSettings(bytes, at);
        return [
          ...head,
          m('3974', u8(bytes, at + 8)),
          m('3976', u8(bytes, at + 9)),
          m('3977', u8(bytes, at + 10)),
          m('3900', interval),
          m('3978', u8(bytes, at + 11)),
          m('3979', uuid(bytes, at + 12)),
        ];
      },
    },
  ],
  [0x29, { lengths: fixed(12), read: (bytes, at) => eventSettings(bytes, at) }],
  [
    0x2a,
    {
      lengths: fixed(6),
      read: (bytes, at, out) => {
        battery(s8(bytes, at), out);
        return [
          m('3000', s8(bytes, at)),
          ...['3940', '3965', '3974', '3976'].map((id, index) => m(id, u8(bytes, at + 1 + index))),
        ];
      },
    },
  ],
  [
    0x2b,
    {
      lengths: fixed(23),
      read: measurement((bytes, at, stamp, out) => [
        ...axes(bytes, at, stamp),
        ...fix(bytes, at + 6, stamp, out),
        measuredBattery(bytes, at + 14, stamp, out),
      ]),
    },
  ],
  ...([0x2c, 0x2d] as const).map((id): [number, Frame] => [
    id,
    {
      lengths: scanned(16, 15),
      read: measurement((bytes, at, stamp, out) => [
        ...axes(bytes, at, stamp),
        measuredBattery(bytes, at + 6, stamp, out),
        ...scan(bytes, at + 7, id === 0x2c ? '5001' : '5002', stamp),
      ]),
    },
  ]),
  [
    0x2e,
    {
      lengths: fixed(17),
      read: measurement((bytes, at, stamp, out) => [
        ...fix(bytes, at, stamp, out),
        measuredBattery(bytes, at + 8, stamp, out),
      ]),
    },
  ],
  ...([0x2f, 0x30] as const).map((id): [number, Frame] => [
    id,
    {
      lengths: scanned(10, 9),
      read: measurement((bytes, at, stamp, out) => [
        measuredBattery(bytes, at, stamp, out),
        ...scan(bytes, at + 1, id === 0x2f ? '5001' : '5002', stamp),
      ]),
    },
  ]),
  [0x31, { lengths: fixed(15), read: positioning(true) }],
  [0x32, { lengths: fixed(9), read: positioning(false) }],
]);

/** Seeed's decoder moves a non-zero error code out of `messages` into `err` / `errMessage`. */
function setError(message: Message, out: ResultBuilder): boolean {
  const code = message.errorCode;
  if (typeof code !== 'number' || code === 0) return false;
  out.set('err', code);
  out.set('errMessage', message.error);
  out.warn(`tracker reported error ${code}${message.error ? ` (${message.error})` : ''}`);
  return true;
}

export const sensecapT2000: ModelDecoder = {
  modelId: 'sensecap/sensecapt2000-tracker-abc',
  vendor: 'Seeed SenseCAP',
  model: 'T2000 A/B/C',
  fPorts: 'any',
  defaultFPort: 5,
  readings,
  // A press (the SOS and press-once event bits) is read only from a frame listing some event, so
  // "pressed" would stay the state until the next one: each is its uplink's event. Motion has its
  // end (the end-of-movement and motionless bits) and stays a state.
  momentary: ['button'],
  location: true,
  decode(bytes) {
    const out = new ResultBuilder();
    const messages: Message[][] = [];
    walkRecords(
      bytes,
      {
        headerLength: 1,
        minLength: 1,
        kindAt(at) {
          const frame = FRAMES.get(u8(bytes, at));
          if (!frame) return undefined;
          return {
            lengths: [frame.lengths(bytes, at)],
            read(start) {
              const frameMessages = frame
                .read(bytes, start + 1, out)
                .filter((message) => !setError(message, out));
              if (frameMessages.length > 0) messages.push(frameMessages);
            },
          };
        },
        describe: (at) => `frame ${hexByte(u8(bytes, at))} at byte ${at}`,
      },
      out,
    );
    out.set('messages', messages);
    return out.build();
  },
  commandsNote:
    "The T2000's downlink commands (port 5, Seeed's payload format page) are not in the catalogue yet: send a raw command.",
};
