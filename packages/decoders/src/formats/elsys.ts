import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, s8, s16be, s32be, u8, u16be, u24be, u32be } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { type ModelOutput, modelOutput, walkUntilStop } from './model-output.ts';

// Elsys sensors (ERS, EMS, ELT families) all send one generic payload: a chain of records
// [type byte][data], big-endian, each type's data of a fixed size. Sizes, signs, scales and
// the vendor's field names follow Elsys's own decoder (TheThingsNetwork/lorawan-devices
// vendor/elsys/elsys.js, f70c17a9). A record we do not know has no known length, so the walk
// stops there, as Elsys's decoder does, and keeps what it read.
//
// Readings, and what is left in the vendor fields only:
// - motion (0x05) is the count of PIR triggers since the previous uplink: `motion` is true
//   when the PIR fired at least once in that period, false when it did not fire at all.
// - occupancy (0x11): 0 nobody, 1 someone entering or leaving (not settled), 2 occupied.
//   Only the settled states give `occupied`.
// - digital (0x0D) is the EMS and EMS Door's reed switch: 1 while the magnet (on the door)
//   is at the sensor, the door closed. Other models' digital input is whatever the user wired
//   to it, so it stays a vendor field there.
// - waterleak (0x12) is 0 when the pads are dry; any other value (Elsys's 0-255) is a leak.
// - pulseAbs (0x0B) is the input's running total, `pulse_count`; pulse1 (0x0A) counts since
//   the previous uplink and stays a field. The second input's pulses, temperature and digital
//   state have no reading of their own, nor do acceleration, the accelerometer's movement
//   count, the IR and Grid-EYE temperatures, the analog inputs and the debug word.
// - GPS (0x09): Elsys's decoder gives the two raw 24-bit words without a scale, and the
//   integrations we found read them differently, so no position is made of them.
// - 0x3E starts a settings frame (sent after a join, on the data port + 1). It is not decoded:
//   besides the settings it can carry the device's LoRaWAN keys, which must not be stored.

type Reader = (bytes: Uint8Array, at: number, out: ModelOutput) => void;
type RecordType = { name: string; size: number; read: Reader };

const SETTINGS = 0x3e;

/** A record holding one number: the vendor field, and the reading it gives if any. */
function value(
  name: string,
  size: number,
  read: (bytes: Uint8Array, at: number) => number,
  reading?: ReadingField,
): RecordType {
  return {
    name,
    size,
    read(bytes, at, out) {
      out.set(name, read(bytes, at));
      if (reading) out.reading(reading, read(bytes, at));
    },
  };
}

const tenths = (bytes: Uint8Array, at: number) => s16be(bytes, at) / 10;

const records: ReadonlyMap<number, RecordType> = new Map([
  [0x01, value('temperature', 2, tenths, 'temperature')],
  [0x02, value('humidity', 1, u8, 'humidity')],
  [
    0x03,
    {
      name: 'acceleration',
      size: 3,
      read(bytes, at, out) {
        // -128..127 per axis, 63 = 1 g.
        out.set('x', s8(bytes, at));
        out.set('y', s8(bytes, at + 1));
        out.set('z', s8(bytes, at + 2));
      },
    },
  ],
  [0x04, value('light', 2, u16be, 'illuminance')],
  [
    0x05,
    {
      name: 'motion',
      size: 1,
      read(bytes, at, out) {
        out.set('motion', u8(bytes, at));
        out.reading('motion', u8(bytes, at) > 0);
      },
    },
  ],
  [0x06, value('co2', 2, u16be, 'co2')],
  [0x07, value('vdd', 2, u16be, 'battery_mv')],
  [0x08, value('analog1', 2, u16be)],
  [
    0x09,
    {
      name: 'gps',
      size: 6,
      read(bytes, at, out) {
        out.set('lat', u24be(bytes, at));
        out.set('long', u24be(bytes, at + 3));
      },
    },
  ],
  [0x0a, value('pulse1', 2, u16be)],
  [0x0b, value('pulseAbs', 4, u32be, 'pulse_count')],
  [0x0c, value('externalTemperature', 2, tenths, 'external_temperature')],
  [
    0x0d,
    {
      name: 'digital',
      size: 1,
      read(bytes, at, out) {
        const state = u8(bytes, at);
        out.set('digital', state);
        if (!out.has('door_open')) return;
        if (state <= 1) out.reading('door_open', state === 0);
        else out.warn(`unknown reed switch value ${state}; not stored`);
      },
    },
  ],
  [0x0e, value('distance', 2, u16be, 'distance_mm')],
  [0x0f, value('accMotion', 1, u8)],
  [
    0x10,
    {
      name: 'IR temperature',
      size: 4,
      read(bytes, at, out) {
        out.set('irInternalTemperature', tenths(bytes, at));
        out.set('irExternalTemperature', tenths(bytes, at + 2));
      },
    },
  ],
  [
    0x11,
    {
      name: 'occupancy',
      size: 1,
      read(bytes, at, out) {
        const state = u8(bytes, at);
        out.set('occupancy', state);
        if (state === 0 || state === 2) out.reading('occupied', state === 2);
        else if (state !== 1) out.warn(`unknown occupancy value ${state}; not stored`);
      },
    },
  ],
  [
    0x12,
    {
      name: 'waterleak',
      size: 1,
      read(bytes, at, out) {
        out.set('waterleak', u8(bytes, at));
        out.reading('leak', u8(bytes, at) > 0);
      },
    },
  ],
  [
    0x13,
    {
      name: 'grideye',
      size: 65,
      read(bytes, at, out) {
        const reference = u8(bytes, at);
        out.set(
          'grideye',
          Array.from({ length: 64 }, (_, pixel) => reference + u8(bytes, at + 1 + pixel) / 10),
        );
      },
    },
  ],
  [
    0x14,
    {
      name: 'pressure',
      size: 4,
      read(bytes, at, out) {
        // hPa; as Decentlab's barometers (formats/decentlab.ts), only an air pressure at the ground
        // is a reading (the ELT-2 yaml's made-up bytes give 100729 hPa).
        const hpa = u32be(bytes, at) / 1000;
        out.set('pressure', hpa);
        if (hpa >= 300 && hpa <= 1100) out.reading('pressure', hpa);
        else
          out.warn(
            `pressure ${hpa} hPa is not an air pressure at the ground; kept in the vendor fields only`,
          );
      },
    },
  ],
  [
    0x15,
    {
      name: 'sound',
      size: 2,
      read(bytes, at, out) {
        out.set('soundPeak', u8(bytes, at));
        out.set('soundAvg', u8(bytes, at + 1));
        out.reading('sound_dba', u8(bytes, at + 1));
      },
    },
  ],
  [0x16, value('pulse2', 2, u16be)],
  [0x17, value('pulseAbs2', 4, u32be)],
  [0x18, value('analog2', 2, u16be)],
  [
    0x19,
    {
      name: 'externalTemperature2',
      size: 2,
      read(bytes, at, out) {
        // Several 1-wire probes send one record each: one value, then a list in their order.
        const earlier = out.fields.externalTemperature2;
        const next = tenths(bytes, at);
        out.set('externalTemperature2', earlier === undefined ? next : [earlier].flat().concat(next));
      },
    },
  ],
  [0x1a, value('digital2', 1, u8)],
  [0x1b, value('analogUv', 4, s32be)],
  [0x1c, value('tvoc', 2, u16be, 'tvoc')],
  [0x3d, value('debug', 4, u32be)],
]);

/** Walks the records up to the end, an unknown type, a cut-off record or a settings frame. */
export function decodeElsys(
  bytes: Uint8Array,
  model: string,
  readings: ReadonlySet<ReadingField>,
  unread?: ReadonlySet<ReadingField>,
): DecodeResult {
  const result = new ResultBuilder();
  const out = modelOutput(result, model, readings, unread);
  walkUntilStop(bytes, result, (at) => {
    const type = u8(bytes, at);
    const rest = bytes.length - at;
    const record = records.get(type);
    // A settings frame on its own is a normal uplink, not a bad one.
    if (type === SETTINGS)
      return {
        stop: `device settings frame (type 0x3E) at byte ${at}: not decoded, as it can hold the device's LoRaWAN keys`,
        quiet: at === 0,
      };
    if (!record)
      return {
        stop: `unknown type ${hexByte(type)} at byte ${at}: ${rest} byte${rest === 1 ? '' : 's'} not decoded`,
      };
    if (rest <= record.size)
      return {
        stop: `payload truncated: type ${hexByte(type)} (${record.name}) at byte ${at} needs ${record.size + 1} bytes, has ${rest}; not decoded`,
      };
    record.read(bytes, at + 1, out);
    return { length: record.size + 1 };
  });
  return result.build();
}

/** An Elsys model: the generic payload on any port, readings limited to what the model measures. */
export function elsysModel(spec: {
  modelId: string;
  model: string;
  readings: readonly ReadingField[];
  /** Records the model sends that are none of its readings by design (modelOutput's `unread`). */
  unread?: readonly ReadingField[];
}): ModelDecoder {
  const readings = new Set(spec.readings);
  const unread = new Set(spec.unread);
  return {
    modelId: spec.modelId,
    vendor: 'Elsys',
    model: spec.model,
    // The port is a device setting (5 out of the box; settings frames on the next one).
    fPorts: 'any',
    defaultFPort: 5,
    readings: spec.readings,
    location: false,
    decode: (bytes) => decodeElsys(bytes, spec.model, readings, unread),
    commandsNote:
      'Elsys configures its sensors with a settings downlink (the 0x3E format); it is not in our catalogue yet.',
  };
}
