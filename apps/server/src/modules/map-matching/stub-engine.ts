import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LatLon } from '@pinpoint/shared';

/**
 * A stand-in road-matching service for tests (server and end-to-end), speaking the OSRM match
 * API on 127.0.0.1: each position is "snapped" by `snap`, and the road between two snapped
 * positions bends through a vertex half-way, so a test can tell the matched line from the
 * positions and see every request it was sent.
 */
export type StubRequest = {
  profile: string;
  coordinates: LatLon[];
  params: Record<string, string>;
};

export type StubOptions = {
  /** Where a position lands on "the road"; by default 0.0003° (about 33 m) north. */
  snap?: (p: LatLon) => LatLon;
  /** A failure to answer instead of a match, e.g. `{ status: 400, code: 'NoMatch' }`. */
  fail?: (coordinates: LatLon[]) => { status: number; code: string } | null;
  /** The matching's confidence (default 0.9). */
  confidence?: (coordinates: LatLon[]) => number;
  /** How long each answer takes, in milliseconds (default 0). */
  delayMs?: number;
};

export type StubEngine = {
  url: string;
  requests: StubRequest[];
  /** The most requests it was answering at once. */
  maxInFlight: () => number;
  close: () => Promise<void>;
};

const north = (p: LatLon): LatLon => ({ lat: Math.round((p.lat + 0.0003) * 1e6) / 1e6, lon: p.lon });

export async function startStubEngine(options: StubOptions = {}): Promise<StubEngine> {
  const snap = options.snap ?? north;
  const requests: StubRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer(async (req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => {
      inFlight -= 1;
    });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/match\/v1\/([^/]+)\/(.+)$/.exec(url.pathname);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!match) return send(400, { code: 'InvalidUrl', message: url.pathname });
    const coordinates = decodeURIComponent(match[2] as string)
      .split(';')
      .map((pair) => {
        const [lon, lat] = pair.split(',').map(Number) as [number, number];
        return { lat, lon };
      });
    requests.push({ profile: match[1] as string, coordinates, params: Object.fromEntries(url.searchParams) });
    const failure = options.fail?.(coordinates);
    if (failure) return send(failure.status, { code: failure.code, message: 'stub failure' });
    const snapped = coordinates.map(snap);
    const geometry: Array<[number, number]> = [];
    snapped.forEach((p, j) => {
      const before = snapped[j - 1];
      if (before) geometry.push([(before.lon + p.lon) / 2 + 0.0001, (before.lat + p.lat) / 2]);
      geometry.push([p.lon, p.lat]);
    });
    send(200, {
      code: 'Ok',
      tracepoints: snapped.map((p, j) => ({
        location: [p.lon, p.lat],
        matchings_index: 0,
        waypoint_index: j,
        alternatives_count: 0,
        name: 'Stub Street',
        distance: 33,
      })),
      matchings: [
        {
          confidence: options.confidence?.(coordinates) ?? 0.9,
          geometry: { type: 'LineString', coordinates: geometry },
          legs: [],
          distance: 0,
          duration: 0,
          weight: 0,
          weight_name: 'routability',
        },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
