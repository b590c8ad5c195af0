import { hexByte, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// Milesight WT301 / WT302 smart fan-coil thermostats. Unlike Milesight's other sensors their uplink
// is one frame: head (0x55 in the encoder's frames), command (1 control, 2 request), data length
// (u16 big-endian, counting the data id and its values), data id, values, CRC. Names and values as
// Milesight's decoder prints them (Milesight-IoT/SensorDecoders wt-series/wt301/wt301-decoder.js;
// wt302's is the same file): 01 thermostat_status (off / on), 02 btn_lock_enable (disable /
// enable), 03 mode (cool / heat / fan), 04 fan_speed (auto / high / medium / low), 05 temperature
// (byte / 2 °C), 06 target_temperature (byte / 2), 07 card_mode (remove / insert), 08 control_mode
// (auto / manual), 09 server_temperature (byte / 2, a temperature the server writes to it), 0F all
// nine in that order. The decoder's `type` names the data id from a table one place off (05 prints
// "temperature_target", 0F "unknown"); ours names it as its switch and the encoder's query frames
// do. Its `raw` (the bytes after the id, the CRC among them) and `crc` (read one byte past the
// frame) are left out: the CRC's algorithm is not published, so it is not checked. Readings: the
// room temperature only; the target and server temperatures, modes and key card have no field.

const ON_OFF = ['off', 'on'] as const;
const ENABLE = ['disable', 'enable'] as const;
const MODES = ['cool', 'heat', 'fan'] as const;
const FAN_SPEEDS = ['auto', 'high', 'medium', 'low'] as const;
const CARD = ['remove', 'insert'] as const;
const CONTROL = ['auto', 'manual'] as const;
const COMMANDS: Readonly<Record<number, string>> = { 1: 'control', 2: 'request' };

type Value = { name: string; read: (value: number, out: ResultBuilder) => unknown };

const word = (name: string, words: readonly string[]): Value => ({
  name,
  read(value, out) {
    const text = words[value];
    if (text === undefined) out.warn(`unknown ${name} ${value}`);
    return text ?? 'unknown';
  },
});

const half = (name: string, reading?: 'temperature'): Value => ({
  name,
  read(value, out) {
    if (reading) out.reading(reading, value / 2);
    return value / 2;
  },
});

/** The values in the order of the 0F frame; data ids 01..09 are one each. */
const VALUES: readonly Value[] = [
  word('thermostat_status', ON_OFF),
  word('btn_lock_enable', ENABLE),
  word('mode', MODES),
  word('fan_speed', FAN_SPEEDS),
  half('temperature', 'temperature'),
  half('target_temperature'),
  word('card_mode', CARD),
  word('control_mode', CONTROL),
  half('server_temperature'),
];

const TYPES = [
  'thermostat_status',
  'btn_lock_enable',
  'mode',
  'fan_speed',
  'temperature',
  'temperature_target',
  'card',
  'control_mode',
  'server_temperature',
] as const;

const ALL = 0x0f;
const HEADER = 5;

function decodeFrame(bytes: Uint8Array): DecodeResult {
  if (bytes.length < HEADER) {
    throw new DecodeError(`frame of ${bytes.length} bytes, needs at least ${HEADER}`);
  }
  const id = u8(bytes, 4);
  const values = id === ALL ? VALUES : VALUES.slice(id - 1, id);
  if (values.length === 0) {
    throw new DecodeError(`unknown data id ${hexByte(id)}`);
  }
  if (bytes.length < HEADER + values.length) {
    throw new DecodeError(
      `data id ${hexByte(id)} needs ${values.length} value bytes, has ${bytes.length - HEADER}`,
    );
  }
  const out = new ResultBuilder();
  const command = u8(bytes, 1);
  out.set('head', u8(bytes, 0));
  out.set('command', COMMANDS[command] ?? 'unknown');
  if (COMMANDS[command] === undefined) out.warn(`unknown command ${command}`);
  out.set('data_length', u16be(bytes, 2));
  out.set('type', id === ALL ? 'all' : TYPES[id - 1]);
  values.forEach((value, index) => {
    out.set(value.name, value.read(u8(bytes, HEADER + index), out));
  });
  return out.build();
}

function wt30x(model: 'WT301' | 'WT302'): ModelDecoder {
  const modelId = `milesight-iot/${model.toLowerCase()}`;
  return {
    modelId,
    vendor: 'Milesight',
    model,
    fPorts: 'any',
    defaultFPort: 85,
    readings: ['temperature'],
    location: false,
    decode: decodeFrame,
    commands: [],
    commandsNote: `${model.toLowerCase()}-encoder.js writes 55-headed control and request frames, not the ff-channel commands of our Milesight catalogue`,
  };
}

export const milesightWt301 = wt30x('WT301');
export const milesightWt302 = wt30x('WT302');
