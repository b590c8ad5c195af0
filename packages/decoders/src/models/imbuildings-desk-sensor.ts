import { toHex, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// IMBUILDINGS' Desk Sensor - LoRaWAN and Motion Sensor - LoRaWAN (IMBUILDINGS/docs 81da04b6,
// reference-guide/payload-definitions "Type 1 / Variant 6, 7, 8", and its decoder
// assets/imbuildings-decoder.js; not in the TTN device repository). Payload type 1 as the Comfort
// Sensor's, with its own variants: [1][variant][8-byte device id][status][battery word, 10 mV]
// [one data byte]: 6 an event (0x01 presence, 0x02 power lost), 7 the percentage of the interval
// someone was present, 8 the minutes present. Without the header the device sends the data byte
// alone on the port set for the variant (16, 17, 18), and the status and battery are gone (the
// decoder then prints an undefined status and a NaN battery: we print neither).
// Readings: a presence event is `motion`; the percentage and minutes say whether anyone used the
// desk or room in the interval: `occupied` when above 0 (the values stay fields).

const ID_END = 10;
const HEADED_LENGTH = 14;

type Variant = {
  variant: number;
  port: number;
  name: string;
  read: (value: number, out: ResultBuilder) => void;
};

const variants: readonly Variant[] = [
  {
    variant: 6,
    port: 16,
    name: 'presence event',
    read: (event, out) => {
      out.set('event', event);
      if (event === 0x01) out.reading('motion', true);
      else if (event === 0x02) out.warn('event: power lost');
      else out.warn(`event 0x${event.toString(16).padStart(2, '0')} is not one the reference guide lists`);
    },
  },
  {
    variant: 7,
    port: 17,
    name: 'presence percentage',
    read: (percentage, out) => {
      out.set('percentage', percentage);
      if (percentage > 100)
        out.warn(`presence of ${percentage} % of the interval is out of range; no reading`);
      else out.reading('occupied', percentage > 0);
    },
  },
  {
    variant: 8,
    port: 18,
    name: 'presence time',
    read: (minutes, out) => {
      out.set('minutes', minutes);
      out.reading('occupied', minutes > 0);
    },
  },
];

function decodeDeskSensor(bytes: Uint8Array, fPort: number): DecodeResult {
  const out = new ResultBuilder();
  const headed =
    bytes.length === HEADED_LENGTH && bytes[0] === 1
      ? variants.find((v) => v.variant === bytes[1])
      : undefined;
  const variant = headed ?? (bytes.length === 1 ? variants.find((v) => v.port === fPort) : undefined);
  if (!variant)
    throw new DecodeError(
      `no IMBUILDINGS presence frame: not type 1 variant 6-8 with its header (${HEADED_LENGTH} bytes), nor one byte on port 16-18 (port ${fPort}, ${bytes.length} bytes)`,
    );
  out.set('payload_type', 1);
  out.set('payload_variant', variant.variant);
  if (headed) {
    out.set('device_id', toHex(bytes.subarray(2, ID_END)));
    out.set('device_status', u8(bytes, ID_END));
    const battery = u16be(bytes, ID_END + 1);
    out.set('battery_voltage', battery / 100);
    out.reading('battery_mv', battery * 10);
  }
  variant.read(u8(bytes, bytes.length - 1), out);
  return out.build();
}

function presenceSensor(modelId: string, model: string): ModelDecoder {
  return {
    modelId,
    vendor: 'IMBUILDINGS',
    model,
    fPorts: 'any',
    defaultFPort: 1,
    readings: ['motion', 'occupied', 'battery_mv'],
    // Variant 6 lists two events, 0x01 presence and 0x02 power lost: none says presence ended.
    momentary: ['motion'],
    location: false,
    decode: (bytes, fPort) => decodeDeskSensor(bytes, fPort),
    commandsNote:
      "IMBUILDINGS' settings downlinks (0xF1 0x01, the reference guide's chapter 2) are not in the catalogue.",
  };
}

/** Under-desk PIR presence sensor. */
export const imbuildingsDeskSensor = presenceSensor('imbuildings/imbuildings-desk-sensor', 'Desk Sensor');

/** Wall or ceiling PIR presence sensor: the Desk Sensor's payloads. */
export const imbuildingsMotionSensor = presenceSensor(
  'imbuildings/imbuildings-motion-sensor',
  'Motion Sensor',
);
