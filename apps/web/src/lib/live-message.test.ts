import { liveServerMessageSchema } from '@pinpoint/shared/live.ts';
import { describe, expect, it } from 'vitest';
import { readLiveMessage } from './live-message.ts';

// The hand check stands in for liveServerMessageSchema on the first screen: for every message an
// organisation's connection acts on it must take what the schema takes, refuse what it refuses, and
// give the same object (unknown fields dropped, as zod's objects do).
const update = {
  organisationId: 'org-1',
  deviceId: 'dev-1',
  lastSeenAt: '2026-11-27T10:00:00.000Z',
  readings: { temperature: 4.5, battery: 3010 },
};
const accepted: unknown[] = [
  { type: 'ready' },
  { type: 'subscribed', organisationId: 'org-1' },
  { type: 'device', update },
  {
    type: 'device',
    update: {
      ...update,
      position: {
        lat: 45.5,
        lon: -73.6,
        speed: 12,
        heading: 90,
        accuracy: 8,
        time: '2026-11-27T10:00:00.000Z',
      },
      lastAlertAt: '2026-11-27T10:00:01.000Z',
    },
  },
  { type: 'device', update: { ...update, readings: {}, position: { lat: 0, lon: 0, time: 't' } } },
  // A position the network solved.
  {
    type: 'device',
    update: { ...update, position: { lat: 1, lon: 2, time: 't', accuracy: 800, source: 'network' } },
  },
  // A tracker's SOS: a momentary reading beside the current ones.
  { type: 'device', update: { ...update, events: { button: 1, door_open: 1 } } },
  {
    type: 'device',
    update: { ...update, newField: 1, position: { lat: 1, lon: 2, time: 't', extra: true } },
  },
  { type: 'error', message: 'You are not a member of this organisation.' },
];
const refused: unknown[] = [
  null,
  'ready',
  [],
  { type: 'nonsense' },
  { type: 'subscribed' },
  { type: 'error', message: 4 },
  { type: 'device' },
  { type: 'device', update: { ...update, deviceId: 7 } },
  { type: 'device', update: { ...update, lastSeenAt: undefined } },
  { type: 'device', update: { ...update, readings: { temperature: '4.5' } } },
  { type: 'device', update: { ...update, readings: [] } },
  { type: 'device', update: { ...update, position: { lat: '45', lon: 1, time: 't' } } },
  { type: 'device', update: { ...update, position: { lat: 45, lon: 1 } } },
  { type: 'device', update: { ...update, position: { lat: 45, lon: 1, time: 't', speed: '3' } } },
  { type: 'device', update: { ...update, position: null } },
  { type: 'device', update: { ...update, lastAlertAt: 5 } },
  { type: 'device', update: { ...update, events: { button: true } } },
  { type: 'device', update: { ...update, position: { lat: 1, lon: 2, time: 't', source: 'gnss' } } },
  { type: 'device', update: { ...update, events: [1] } },
];

describe('readLiveMessage', () => {
  it.each(accepted)('reads %j as the schema does', (message) => {
    const parsed = liveServerMessageSchema.safeParse(message);
    expect(parsed.success).toBe(true);
    expect(readLiveMessage(message)).toEqual(parsed.data);
  });

  it.each(refused)('refuses %j as the schema does', (message) => {
    expect(liveServerMessageSchema.safeParse(message).success).toBe(false);
    expect(readLiveMessage(message)).toBeNull();
  });

  it('leaves the share messages to the share sockets', () => {
    expect(readLiveMessage({ type: 'shareSubscribed' })).toBeNull();
    expect(readLiveMessage({ type: 'shareChanged' })).toBeNull();
  });
});
