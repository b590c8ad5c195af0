import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { encodeLht65, type SimulatedDevice, ttnWebhookBody } from '../apps/server/src/simulator/fleet.ts';
import { baseUrl, callApi } from './browser.ts';

/** Random upper-case hex of `bytes` bytes: dev EUIs, keys and names are unique across a deployment. */
export const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/**
 * Calls the API as the token's user (for set-up a test does not look at) and returns the JSON
 * answer, failing the test unless the status is `status` (any 2xx when not given).
 */
export async function apiJson<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  status?: number,
  base = baseUrl(),
): Promise<T> {
  const response = await callApi(base, token, method, path, body);
  const text = await response.text();
  const summary = `${method} ${path}: ${response.status} ${text}`;
  if (status === undefined) expect(response.ok, summary).toBe(true);
  else expect(response.status, summary).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The id of the user's selected organisation: their first (spec 4 "Startup"). */
/**
 * The user's first organisation. A new user's organisation may not be made yet when their first
 * screen shows (spec 4, Startup: an empty list is fetched again), so this asks again for up to 20 s.
 */
export async function firstOrganisationId(token: string, base = baseUrl()): Promise<string> {
  const until = Date.now() + 20_000;
  for (;;) {
    const [first] = await apiJson<{ id: string }[]>(token, 'GET', '/organisation', undefined, 200, base);
    if (first) return first.id;
    if (Date.now() > until) throw new Error('The new user has no organisation');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A self-hosted location tracker (a phone app) named `name`, and the token it sends positions with. */
export function addTracker(token: string, organisationId: string, name: string, base = baseUrl()) {
  return apiJson<{ device: { id: string }; token: string }>(
    token,
    'POST',
    '/device/self-host',
    { organisationId, name, type: 'location' },
    201,
    base,
  );
}

/** A position as the Traccar Client app sends it (OsmAnd protocol, query format). */
export async function sendOsmAnd(token: string, lat: number, lon: number, at: Date, base = baseUrl()) {
  const query = new URLSearchParams({
    id: token,
    lat: String(lat),
    lon: String(lon),
    timestamp: String(Math.floor(at.getTime() / 1000)),
  });
  const response = await fetch(`${base}/api/ingest/osmand?${query}`);
  expect(response.status, await response.text()).toBe(200);
}

/**
 * A freezer probe (a Dragino LHT65 on The Things Stack) in the organisation, with an ingest key
 * for its network server: set-up a test does not look at. `send` posts one of its readings as
 * TTN's webhook does (the external probe at `celsius`, the internal sensor at `internal`).
 */
export async function addTtnFreezer(
  token: string,
  organisationId: string,
  name: string,
  ttnId: string,
  base = baseUrl(),
) {
  const devEui = hex(8);
  const device = await apiJson<{ id: string }>(
    token,
    'POST',
    '/device',
    {
      organisationId,
      name,
      devEui,
      appEui: '70B3D57ED0000000',
      appKey: hex(16),
      type: 'temperature',
      modelId: 'dragino/lht65',
      forwarder: 'ttn',
    },
    undefined,
    base,
  );
  const { key } = await apiJson<{ key: string }>(
    token,
    'POST',
    `/organisation/${organisationId}/ingest-keys`,
    { name: 'e2e network server' },
    undefined,
    base,
  );
  const freezer: SimulatedDevice = { kind: 'freezer', index: 0, devEui, ttnId };
  return {
    id: device.id,
    devEui,
    async send(celsius: number, fCnt: number, at: Date, internal = celsius, batteryMv = 3000) {
      const uplink = { fPort: 2, payload: encodeLht65(batteryMv, internal, 50, celsius) };
      const response = await fetch(`${base}/api/ingest/ttn`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(ttnWebhookBody(freezer, uplink, fCnt, at)),
      });
      expect(response.status, await response.text()).toBe(200);
    },
  };
}
