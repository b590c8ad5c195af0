import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { decoderVectors } from './castel/test/traccar-vectors.ts';
import { onlyTracker } from './test/ports.ts';
import { addTracker, storedPositions } from './test/tracker-api.ts';
import { connectTracker } from './test/tracker-client.ts';

// Castel through the real listener, with the frames of [traccar] traccar/traccar
// CastelProtocolDecoderTest.java (9e5c458a): unit 1001112529987 (an IDD-216G) logs in (0x1001,
// one fix 2013-10-25 04:18:26 UTC at 22.54621, 113.93746), answered with 0x9001 only once it is
// known; then its alarm (0x4007, index 5, fix at 04:32:30) is answered with 0xC007 once stored.
const login = decoderVectors[39]?.hex as string;
const alarm = decoderVectors[33]?.hex as string;
// Unit 354043050844143's GPS frame: never registered.
const stranger = decoderVectors[51]?.hex as string;

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer(await onlyTracker('castel'));
  api = testApi(server);
  owner = await api.signUp('CastelFleet');
}, 60_000);
afterAll(() => server?.close());

describe('Castel over TCP', () => {
  it('answers a registered unit’s login, stores its fixes, answers its alarm after storing it', async () => {
    const deviceId = await addTracker(api, owner, 'castel', '1001112529987', 'IDD-216G van');
    const tracker = await connectTracker(server.app.trackers()?.ports.castel as number);
    await tracker.send(login.slice(0, 60));
    await tracker.send(login.slice(60));
    const answer = await tracker.read(41);
    expect(answer.slice(0, 54)).toBe('404029000431303031313132353239393837000000000000009001');
    expect(answer.slice(54, 66)).toBe('FFFFFFFF0000');
    expect(answer.endsWith('0D0A')).toBe(true);
    await tracker.send(alarm);
    expect(await tracker.read(35)).toBe(
      '40402300043130303131313235323939383700000000000000C00705000000A9D50D0A',
    );
    const stored = await storedPositions(api, owner, deviceId, '2013-10-25', 2);
    tracker.end();
    const times = stored.map((p) => new Date(p.time).toISOString()).sort();
    expect(times).toEqual(['2013-10-25T04:18:26.000Z', '2013-10-25T04:32:30.000Z']);
    expect(stored[0]?.lat).toBeCloseTo(22.54621, 5);
    expect(stored[0]?.lon).toBeCloseTo(113.93746, 5);
  });

  it('registers a dongle by the serial printed on it, which no IMEI protocol takes', async () => {
    // Serials from Traccar's CastelProtocolDecoderTest frames: 213GL2016000364, T-234L-TEST123456.
    await addTracker(api, owner, 'castel', ' 213GL2016000364 ', 'IDD-213GL car');
    const listed = await api.call(`/organisation/${owner.organisationId}/devices`, { token: owner.token });
    expect(listed.body.map((d: { imei: string | null }) => d.imei)).toContain('213GL2016000364');
    await addTracker(api, owner, 'castel', 'T-234L-TEST123456', 'Test dongle');
    const asImei = await api.call('/device/tracker', {
      token: owner.token,
      body: {
        organisationId: owner.organisationId,
        name: 'Not an IMEI',
        protocol: 'teltonika',
        imei: 'T-234L-TEST1',
      },
    });
    expect(asImei.status).toBe(400);
    expect(asImei.body.error.message).toMatch(/IMEI must be 6 to 20 digits/);
    const tooOdd = await api.call('/device/tracker', {
      token: owner.token,
      body: {
        organisationId: owner.organisationId,
        name: 'Odd serial',
        protocol: 'castel',
        imei: '213GL#2016',
      },
    });
    expect(tooOdd.status).toBe(400);
    expect(tooOdd.body.error.message).toMatch(/Device ID must be 6 to 20 letters, digits, - or _/);
  });

  it('refuses an unregistered unit: nothing answered, the connection closed', async () => {
    const tracker = await connectTracker(server.app.trackers()?.ports.castel as number);
    await tracker.send(stranger);
    await tracker.closed();
    expect(tracker.received()).toBe('');
  });
});
