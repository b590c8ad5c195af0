import type { TrackerEvent } from '../codec.ts';
import { unreadable } from '../text-scan.ts';
import { parseLegacy, parseSt9 } from './legacy.ts';
import { parseSt4, parseUniversal } from './universal.ts';

/**
 * One Suntech text message (without its `\r`) to events, by its header as Traccar's
 * SuntechProtocolDecoder tells them apart: a header of fewer than 5 characters is the universal
 * protocol (`STT;…`), `ST9xx` the personal trackers, `ST4xx` the cell-heavy ST4xx layout, any
 * other `S…` header the model-prefixed reports (`ST300STT;…`, `SA200ALT;…`, and the four-digit
 * models of the ST33x0 user manuals, `ST3340STT;…`). Suntech trackers
 * wait for no acknowledgement over TCP (only over UDP, `ACK`), so no event carries one.
 */
export function parseSuntech(text: string): TrackerEvent[] {
  const v = text.split(';');
  const header = v[0] ?? '';
  if (header === 'CRR') return []; // crash data in binary chunks: not read
  if (header.length < 5) return parseUniversal(v);
  if (header.startsWith('ST9')) return parseSt9(v);
  if (header.startsWith('ST4')) return parseSt4(header, v);
  if (/^S[A-Z]\d{3,4}[A-Z]{3}$/.test(header)) return parseLegacy(header, v);
  unreadable('not a Suntech message', text);
}

/**
 * How the tracker speaks, for its commands (SuntechProtocolEncoder): `universal`, or the model
 * prefix its reports carry (`ST300`, `SA200`…), which its commands must carry too.
 */
export function formOf(text: string): string | undefined {
  const header = text.slice(0, text.indexOf(';') >>> 0);
  if (header.length < 5) return 'universal';
  return header.length > 5 ? header.slice(0, -3) : undefined;
}

/**
 * A connection's parser: each message names its device, so the first one (and any that changes
 * the device or the form) is preceded by a `login`, which lets the listener send the queued
 * commands in the form the tracker uses.
 */
export function createSuntechParser(): (text: string) => TrackerEvent[] {
  let said = '';
  return (text) => {
    const events = parseSuntech(text);
    const named = events.find(
      (e) => (e.type === 'records' || e.type === 'heartbeat' || e.type === 'command_result') && e.id,
    );
    const id = named && 'id' in named ? named.id : undefined;
    if (!id) return events;
    const form = formOf(text);
    const key = `${id};${form ?? ''}`;
    if (key === said) return events;
    said = key;
    return [{ type: 'login', id, ...(form ? { form } : {}) }, ...events];
  };
}
