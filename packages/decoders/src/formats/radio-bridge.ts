import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, u8 } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { modelOutput } from './model-output.ts';
import { commonEvents } from './radio-bridge-common.ts';
import type { EventSink, RadioBridgeEvent } from './radio-bridge-event.ts';
import { sensorEvents } from './radio-bridge-sensors.ts';

// Radio Bridge (MultiTech) LoRaWAN sensors share one message format, the "common event message":
// byte 0 the protocol version (high nibble, "currently always 0x1") and a packet counter (low
// nibble, 0-F and around), byte 1 the event type, then the event's bytes. Each uplink is one event;
// the port does not matter (Radio Bridge's decoders ignore it, and no document names one). Fields
// are radio_bridge_packet_decoder.js v1.4's output (TTN device repository, vendor/radio-bridge/):
// `Protocol`, `Counter`, `Type` and the event's section, e.g. `DoorWindow: { Event: 'Open' }`.

const PROTOCOL_VERSION = 1;
const HEADER_LENGTH = 2;

const events: ReadonlyMap<number, RadioBridgeEvent> = new Map([...commonEvents, ...sensorEvents]);

/** Readings every model has: the supervisory battery and low-battery flag, the tamper switch. */
const commonReadings: readonly ReadingField[] = ['battery_mv', 'low_battery', 'tamper'];

type RadioBridgeSpec = {
  model: string;
  /** The sensor's own event types (the common ones are every model's). */
  events: ReadonlySet<number>;
  readings: ReadonlySet<ReadingField>;
};

/** Another model's event: its values stay vendor fields, its readings go nowhere. */
const fieldsOnly = (out: ResultBuilder): EventSink => ({
  reading: () => {},
  warn: (message) => out.warn(message),
});

function decodeRadioBridge(bytes: Uint8Array, spec: RadioBridgeSpec): DecodeResult {
  if (bytes.length < HEADER_LENGTH) {
    throw new DecodeError(`payload too short (${bytes.length} byte, expected the header and an event type)`);
  }
  const version = u8(bytes, 0) >> 4;
  if (version !== PROTOCOL_VERSION) {
    throw new DecodeError(
      `protocol version ${version} is not Radio Bridge's documented version 1; not decoded`,
    );
  }
  const code = u8(bytes, 1);
  const event = events.get(code);
  if (!event) throw new DecodeError(`unknown Radio Bridge event type ${hexByte(code)}`);
  const body = bytes.subarray(HEADER_LENGTH);
  if (body.length < event.length) {
    throw new DecodeError(
      `payload truncated: the ${event.name} event needs ${HEADER_LENGTH + event.length} bytes, got ${bytes.length}`,
    );
  }

  const out = new ResultBuilder();
  out.set('Protocol', version);
  out.set('Counter', u8(bytes, 0) & 0x0f);
  out.set('Type', event.type);
  const own = commonEvents.has(code) || spec.events.has(code);
  if (!own) {
    out.warn(
      `event ${hexByte(code)} (${event.name}) is not one the ${spec.model} sends; kept in the vendor fields only`,
    );
  }
  const sink = own ? modelOutput(out, spec.model, spec.readings) : fieldsOnly(out);
  out.set(event.section, event.read(body, sink));
  const extra = event.maxLength === undefined ? 0 : body.length - event.maxLength;
  if (extra > 0) out.warn(`${extra} byte${extra === 1 ? '' : 's'} after the ${event.name} event not decoded`);
  return out.build();
}

/**
 * A Radio Bridge model: its id is the TTN device repository's (radio-bridge/rbs301-dws), its own
 * event types and the readings they give, besides every model's battery, low battery and tamper.
 */
export function radioBridgeModel(
  model: string,
  ownEvents: readonly number[],
  readings: readonly ReadingField[],
): ModelDecoder {
  const all = [...readings, ...commonReadings];
  const spec: RadioBridgeSpec = { model, events: new Set(ownEvents), readings: new Set(all) };
  return {
    modelId: `radio-bridge/${model.toLowerCase()}`,
    vendor: 'Radio Bridge',
    model,
    fPorts: 'any',
    // No document names the uplink port; tools send 1.
    defaultFPort: 1,
    readings: all,
    // A threshold crossing is sent when it happens and no event says the value came back
    // (thresholdCrossing): the alarm is the uplink's event, not the sensor's state.
    ...(all.includes('threshold_alarm') ? { momentary: ['threshold_alarm'] } : {}),
    location: false,
    decode: (bytes) => decodeRadioBridge(bytes, spec),
    commandsNote:
      'Radio Bridge configures its sensors with 8-byte downlinks (0x01 general, one per sensor type); they are not in our catalogue yet.',
  };
}
