import { expect } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../../codec.ts';
import { crc16Ibm } from '../../crc.ts';
import { createWialonStream } from '../codec.ts';
import { traccarVectors } from './traccar-vectors.ts';

/** What the Wialon unit tests share: a fixed clock, packets through a new stream, their answers. */
export const NOW = new Date('2025-01-15T12:00:00Z');
export const now = () => NOW;
/** The bytes of an answer, as the codec gives them. */
export const bytes = (answer: string) => new Uint8Array(Buffer.from(answer, 'latin1'));
export const text = (bytes: Uint8Array | undefined) =>
  bytes ? Buffer.from(bytes).toString('latin1') : undefined;

export function decode(packet: string | Buffer): TrackerEvent[] {
  const bytes = typeof packet === 'string' ? Buffer.from(`${packet}\r\n`, 'utf8') : packet;
  return createWialonStream(now).push(bytes);
}

/** The single record of a packet, and its answer. */
export function recordOf(packet: string): TrackerRecord & { ack?: string; id?: string } {
  const events = decode(packet);
  expect(events).toHaveLength(1);
  const [e] = events;
  if (e?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  expect(e.records).toHaveLength(1);
  return { ...(e.records[0] as TrackerRecord), ack: text(e.ack), ...(e.id ? { id: e.id } : {}) };
}

/** A refused packet: its answer, then its bad frame. */
export function refusal(events: TrackerEvent[]): { answer?: string; reason?: string } {
  expect(events.map((e) => e.type)).toEqual(['heartbeat', 'bad_frame']);
  const [answer, bad] = events;
  return {
    answer: answer?.type === 'heartbeat' ? text(answer.ack) : undefined,
    reason: bad?.type === 'bad_frame' ? bad.reason : undefined,
  };
}

/** A v2.0 packet: its type, its body and the body's CRC16 in upper-case hex. */
export const signed = (type: string, body: string) =>
  `${type}${body}${crc16Ibm(Buffer.from(body, 'latin1')).toString(16).toUpperCase().padStart(4, '0')}`;
export const vector = (start: string) => traccarVectors.find((v) => v.text.startsWith(start))?.text as string;
export const recordsOf = (events: TrackerEvent[]): TrackerRecord[] =>
  events.flatMap((e) => (e.type === 'records' ? e.records : []));
