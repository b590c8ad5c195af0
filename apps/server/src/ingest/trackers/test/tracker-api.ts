import { expect } from 'vitest';
import type { Person, testApi } from '../../../test/api.ts';
import type { TrackerProtocol } from '../codec.ts';

type Api = ReturnType<typeof testApi>;
export type StoredPosition = { time: string; lat: number; lon: number; speed?: number };

/** Registers a tracker through the API, as a member would, and gives its device id. */
export async function addTracker(
  api: Api,
  person: Person,
  protocol: TrackerProtocol,
  imei: string,
  name: string,
): Promise<string> {
  const created = await api.call('/device/tracker', {
    token: person.token,
    body: { organisationId: person.organisationId, name, protocol, imei },
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

/**
 * The device's positions of one UTC day, read through the API until `count` have been stored
 * (the listener stores after it answers, so a test reads a moment later), for at most 5 seconds.
 */
export async function storedPositions(
  api: Api,
  person: Person,
  deviceId: string,
  day: string,
  count = 1,
): Promise<StoredPosition[]> {
  let stored: StoredPosition[] = [];
  for (let i = 0; i < 50 && stored.length < count; i++) {
    const res = await api.call(`/device/${deviceId}/positions?from=${day}T00:00:00Z&to=${day}T23:59:59Z`, {
      token: person.token,
    });
    stored = res.body;
    if (stored.length < count) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return stored;
}

/**
 * The readings of the device's frames received between `from` and `to` (ISO times), one object a
 * frame, read through the API until a frame has `field`, for at most 5 seconds.
 */
export async function storedFrameReadings(
  api: Api,
  person: Person,
  deviceId: string,
  [from, to]: [string, string],
  field: string,
): Promise<Array<Record<string, number>>> {
  let frames: Array<Record<string, number>> = [];
  for (let i = 0; i < 50 && !frames.some((f) => field in f); i++) {
    const res = await api.call(
      `/device/${deviceId}/frames?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      { token: person.token },
    );
    frames = (res.body as Array<{ readings: Array<{ field: string; value: number }> }>).map((frame) =>
      Object.fromEntries(frame.readings.map((r) => [r.field, r.value])),
    );
    if (!frames.some((f) => field in f)) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return frames;
}

/** A window around now, for frames dated by our clock (a record without a time of its own). */
export const aroundNow = (): [string, string] => [
  new Date(Date.now() - 3_600_000).toISOString(),
  new Date(Date.now() + 3_600_000).toISOString(),
];
