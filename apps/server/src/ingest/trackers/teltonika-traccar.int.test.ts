import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { decoderVectors } from './teltonika/test/traccar-vectors.ts';
import { onlyTracker } from './test/ports.ts';
import { connectTracker } from './test/tracker-client.ts';

// Teltonika through the real TCP listener with [traccar] TeltonikaProtocolDecoderTest.java vectors
// (teltonika/test/traccar-vectors.ts): its IMEI packet (123456789012345), then its packet of 11
// Codec 8 records whose every record carries an empty 16-byte element group (Traccar's
// setExtended vector), which Pinpoint refused as malformed before and a unit would have re-sent
// for ever, unacknowledged.

const imeiPacket = decoderVectors[0]?.hex as string;
const extendedPacket = decoderVectors[45]?.hex as string;

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('teltonika'));
  api = testApi(server);
  owner = await api.signUp('TeltonikaVectors');
  const created = await api.call('/device/tracker', {
    token: owner.token,
    body: {
      organisationId: owner.organisationId,
      name: 'FM unit',
      protocol: 'teltonika',
      imei: '123456789012345',
    },
  });
  expect(created.status).toBe(201);
  deviceId = created.body.id;
}, 60_000);
afterAll(() => server?.close());

describe('Teltonika: a Traccar vector through the listener', () => {
  it('stores the 11 records of a packet with 16-byte element groups and acknowledges 11', async () => {
    const port = server.app.trackers()?.ports.teltonika as number;
    const tracker = await connectTracker(port);
    await tracker.send(imeiPacket);
    expect(await tracker.read(1)).toBe('01');
    await tracker.send(extendedPacket);
    expect(await tracker.read(4)).toBe('0000000B');
    tracker.end();

    const stored = (
      await api.call(`/device/${deviceId}/positions?from=2017-07-16T00:00:00Z&to=2017-07-16T23:59:59Z`, {
        token: owner.token,
      })
    ).body as Array<{ time: string; lat: number; lon: number }>;
    expect(stored).toHaveLength(11);
    const first = stored.find((p) => new Date(p.time).toISOString() === '2017-07-16T12:09:33.050Z');
    expect(first?.lat).toBeCloseTo(-33.5269298, 6);
    expect(first?.lon).toBeCloseTo(-70.7014338, 6);
  });
});
