import dgram from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { fromHex, toHex } from './bytes.ts';
import { onlyTracker } from './test/ports.ts';

// CalAmp LM Direct through the real UDP listener, with an Event Report of unit 352648068863398 in
// [traccar] traccar/traccar CalAmpProtocolDecoderTest.java (9e5c458a): an acknowledged request
// (service type 1), sequence 0x039C, 2019-06-09 00:07:41 UTC at 42.8949341, -85.7659106. The unit
// re-sends it until the Acknowledge comes back, which Pinpoint sends once the record is stored.
const eventReport =
  '8308352648068863398f01070102039c5cfc4dcd5cfc4dcd19913f5dcce1291e000033fa0000005801110800019aff9d6f0e13003e0b02000000000000000000';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let deviceId: string;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('calamp'));
  api = testApi(server);
  owner = await api.signUp('CalAmpFleet');
  const created = await api.call('/device/tracker', {
    token: owner.token,
    body: {
      organisationId: owner.organisationId,
      name: 'LMU-2630',
      protocol: 'calamp',
      imei: '352648068863398',
    },
  });
  expect(created.status).toBe(201);
  deviceId = created.body.id;
}, 60_000);
afterAll(() => server?.close());

describe('CalAmp LM Direct over UDP', () => {
  it('stores an Event Report and only then acknowledges it', async () => {
    const port = server.app.trackers()?.ports.calamp as number;
    expect(port).toBeGreaterThan(0);
    const socket = dgram.createSocket('udp4');
    const answers: string[] = [];
    socket.on('message', (message) => answers.push(toHex(message)));
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    socket.send(fromHex(eventReport), port, '127.0.0.1');
    for (let i = 0; i < 50 && !answers.length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    socket.close();
    // Acknowledge (service 2, type 1) of sequence 039C, message type 2, ACK 0.
    expect(answers).toEqual(['0201039C020000000000']);

    const stored = (
      await api.call(`/device/${deviceId}/positions?from=2019-06-09T00:00:00Z&to=2019-06-09T23:59:59Z`, {
        token: owner.token,
      })
    ).body as Array<{ time: string; lat: number; lon: number }>;
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.time as string).toISOString()).toBe('2019-06-09T00:07:41.000Z');
    expect(stored[0]?.lat).toBeCloseTo(42.8949341, 6);
    expect(stored[0]?.lon).toBeCloseTo(-85.7659106, 6);
  });

  it('opens no TCP port (LM Direct is UDP), and the Integrations screen says UDP', async () => {
    const port = server.app.trackers()?.ports.calamp as number;
    const net = await import('node:net');
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    const setup = await api.call(`/organisation/${owner.organisationId}/trackers`, { token: owner.token });
    expect(setup.body.protocols).toContainEqual(
      expect.objectContaining({ protocol: 'calamp', port, udp: true, tcp: false }),
    );
    expect(setup.body.protocols).toContainEqual(
      expect.objectContaining({ protocol: 'teltonika', tcp: true }),
    );
  });
});
