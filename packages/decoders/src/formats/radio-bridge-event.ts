import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, u8 } from '../bytes.ts';
import { twoState } from './milesight-tlv.ts';

// What every Radio Bridge event reader is and uses (formats/radio-bridge.ts runs them). Each uplink
// is one event: byte 0 protocol version and packet counter, byte 1 the event type, then the
// event's own bytes (the "body" below, which starts at byte 2 of the uplink).

/** Where an event's readings go: the model's readings, or nowhere for another model's event. */
export type EventSink = {
  reading: (field: ReadingField, value: number | boolean) => void;
  warn: (message: string) => void;
};

export type RadioBridgeEvent = {
  /** How messages name the event, e.g. "door/window". */
  name: string;
  /** The codec's `Type` and the key its values go under (radio_bridge_packet_decoder.js v1.4). */
  type: string;
  section: string;
  /** Bytes the event needs after the header. */
  length: number;
  /** The most bytes Radio Bridge documents for it; more are a warning. Absent: no limit. */
  maxLength?: number;
  /** The section's values; readings and warnings go to the sink. */
  read: (body: Uint8Array, sink: EventSink) => Record<string, unknown>;
};

/** An event of a fixed length: it needs and documents `length` bytes. */
export function fixedEvent(
  name: string,
  type: string,
  section: string,
  length: number,
  read: RadioBridgeEvent['read'],
): RadioBridgeEvent {
  return { name, type, section, length, maxLength: length, read };
}

/** A documented 0 / 1 state byte; another value is neither state (a warning, no reading). */
export function stateByte(value: number, name: string, sink: EventSink): boolean | undefined {
  const state = twoState(value);
  if (state === undefined) sink.warn(`unknown ${name} state ${hexByte(value)}; not stored`);
  return state;
}

/**
 * A state event of one byte that Radio Bridge's decoder prints as one word for 0 and another
 * for any other value (door/window, contact, tamper, movement). The reading, where there is one,
 * is the documented state: 0 or 1, with `zeroMeans` the reading's value for 0.
 */
export function stateEvent(
  event: Pick<RadioBridgeEvent, 'name' | 'type' | 'section'>,
  words: readonly [zero: string, other: string],
  reading?: { field: ReadingField; zeroMeans: boolean },
): RadioBridgeEvent {
  return fixedEvent(event.name, event.type, event.section, 1, (body, sink) => {
    const value = u8(body, 0);
    if (reading) {
      const state = stateByte(value, event.name, sink);
      if (state !== undefined) sink.reading(reading.field, state ? !reading.zeroMeans : reading.zeroMeans);
    }
    return { Event: value === 0 ? words[0] : words[1] };
  });
}

/** The vendor's word for an event code, "Undefined" (as its decoder prints it) for another. */
export function eventWord(words: readonly string[], code: number): string {
  return words[code] ?? 'Undefined';
}

/**
 * Threshold events, as the measuring sensors number them: 0 periodic report, 1 risen above the
 * upper threshold, 2 fallen below the lower one, 3 / 4 report on change. A crossing raises the
 * device's alarm; nothing in the protocol reports the alarm released.
 */
export function thresholdCrossing(code: number, sink: EventSink): void {
  if (code === 1 || code === 2) sink.reading('threshold_alarm', true);
}

/**
 * A whole number and its first decimal in the high nibble of the next byte (air temperature and
 * humidity, internal temperature), as Radio Bridge's decoder adds them; `digit` is false when the
 * nibble is above 9, no decimal digit.
 */
export function withTenths(whole: number, tenthsByte: number): { value: number; digit: boolean } {
  const tenths = tenthsByte >> 4;
  return { value: Number((whole + tenths / 10).toFixed(1)), digit: tenths <= 9 };
}
