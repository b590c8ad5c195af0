import dgram from 'node:dgram';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  failUnansweredTrackerCommands,
  TRACKER_UNANSWERED_ERROR,
} from '../../modules/command/tracker-store.ts';
import { type Person, testApi } from '../../test/api.ts';
import { freePort } from '../../test/ports.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { answeringTrackerProtocols, trackersOff } from './registry.ts';
import { connectTracker } from './test/tracker-client.ts';

// Real messages, byte for byte, from the vendors' documents:
// [teltonika-wiki] Teltonika wiki, "Teltonika Data Sending Protocols"
//   (wiki.teltonika-gps.com/view/Teltonika_Data_Sending_Protocols): the IMEI packet of
//   356307042441013 and its 0x01 answer, "Codec 8 Example 1" (one record, answered 00000001),
//   "Codec 8 Example 3" (two records), the "Codec 8 Extended" example, and the Codec 12 "getinfo" response.
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/TeltonikaProtocolDecoderTest.java:
//   an FMB record with a fix (56.8255366, 60.4544333 at 95 km/h, 2017-09-16).

const TELTONIKA_IMEI = '356307042441013';
const imeiPacket = '000F333536333037303432343431303133';
const codec8Example1 =
  '000000000000003608010000016B40D8EA30010000000000000000000000000000000105021503010101425E0F01F10000601A014E0000000000000000010000C7CF';
const codec8Example3 =
  '000000000000004308020000016B40D57B480100000000000000000000000000000001010101000000000000016B40D5C198010000000000000000000000000000000101010101000000020000252C';
const codec8ExtExample =
  '000000000000004A8E010000016B412CEE000100000000000000000000000000000000010005000100010100010011001D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A00000100002994';
const traccarWithFix =
  '000000000000004508010000015eb70a86d00024089d4d21dee3860137005f12005f000e06ef01f00150011503c800450108b5000bb6000642382718005fcd057ace19d3430f57440000000001000002bf';
const getinfoResponse =
  '00000000000000900C010600000088494E493A323031392F372F323220373A3232205254433A323031392F372F323220373A3533205253543A32204552523A312053523A302042523A302043463A302046473A3020464C3A302054553A302F302055543A3020534D533A30204E4F4750533A303A3330204750533A31205341543A302052533A332052463A36352053463A31204D443A30010000C78F';
// [gt06-doc] Concox, "GT06 GPS Tracker Communication Protocol" v1.8: the login packet of terminal
//   0123456789012345 and the server's response 78 78 05 01 00 01 D9 DC 0D 0A.
// [traccar-gt06] traccar/traccar Gt06ProtocolDecoderTest.java: a GPS+LBS packet (0x12, 2015-10-20
//   14:21:11 at 54.94535, 24.01762) and a status packet (0x13).
const gt06Login = '78780D01012345678901234500018CDD0D0A';
const gt06LoginAnswer = '787805010001D9DC0D0A';
const gt06Gps = '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a';
const gt06Status = '78780a13c40604000201298f5b0d0a';
// [teltonika-wiki] "Codec 12": the getinfo command as the server sends it.
const getinfoCommand = '000000000000000F0C010500000007676574696E666F0100004312';

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
let stranger: Person;
let teltonikaPort: number;
let teltonikaId: string;
let gt06Port: number;

const metricsText = async () =>
  (await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer metrics-secret' } })).text();
const metricValue = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(line));
  return found ? Number(found.split(' ').pop()) : 0;
};

async function positions(deviceId: string, from: string, to: string, person = owner) {
  return api.call(`/device/${deviceId}/positions?from=${from}&to=${to}`, { token: person.token });
}

beforeAll(async () => {
  const [telt, gt06] = [await freePort(), await freePort()];
  server = await startTestServer({
    ...trackersOff(),
    TELTONIKA_PORT: String(telt),
    GT06_PORT: String(gt06),
    METRICS_TOKEN: 'metrics-secret',
  });
  api = testApi(server);
  [owner, stranger] = await api.signUpEach(['Fleet', 'Stranger'] as const);
  teltonikaPort = server.app.trackers()?.ports.teltonika as number;
  gt06Port = server.app.trackers()?.ports.gt06 as number;
  const created = await api.call('/device/tracker', {
    token: owner.token,
    body: {
      organisationId: owner.organisationId,
      name: 'Van 1',
      protocol: 'teltonika',
      imei: TELTONIKA_IMEI,
    },
  });
  expect(created.status).toBe(201);
  teltonikaId = created.body.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('registering a tracker', () => {
  it('answers the device with its IMEI and protocol, and no warning for a valid IMEI', async () => {
    const device = await api.call(`/device/${teltonikaId}`, { token: owner.token });
    expect(device.body).toMatchObject({ forwarder: 'tracker', imei: TELTONIKA_IMEI, protocol: 'teltonika' });
  });

  it('refuses an IMEI registered already, in any organisation (409)', async () => {
    const again = await api.call('/device/tracker', {
      token: stranger.token,
      body: {
        organisationId: stranger.organisationId,
        name: 'Not mine',
        protocol: 'gt06',
        imei: TELTONIKA_IMEI,
      },
    });
    expect(again.status).toBe(409);
  });

  it('adds a 15-digit id whose check digit is wrong, with a warning; refuses letters', async () => {
    const odd = await api.call('/device/tracker', {
      token: owner.token,
      body: {
        organisationId: owner.organisationId,
        name: 'Clone',
        protocol: 'gt06',
        imei: '356307042441014',
      },
    });
    expect(odd.status).toBe(201);
    expect(odd.body.warning).toMatch(/check digit/);
    const bad = await api.call('/device/tracker', {
      token: owner.token,
      body: { organisationId: owner.organisationId, name: 'Typo', protocol: 'gt06', imei: '35630704244101X' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/IMEI must be 6 to 20 digits/);
  });

  it('imports trackers from CSV rows with imei and protocol columns, refusing bad rows alone', async () => {
    const imported = await api.call('/device/import', {
      token: owner.token,
      body: {
        organisationId: owner.organisationId,
        rows: [
          { imei: '359710049095095', protocol: 'h02', name: 'Imported' },
          { imei: '35971004909509', protocol: 'xexun' },
          { imei: TELTONIKA_IMEI, protocol: 'teltonika' },
        ],
      },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.added).toBe(1);
    expect(imported.body.refused.map((r: { row: number }) => r.row)).toEqual([2, 3]);
    expect(imported.body.refused[0].reasons.join()).toMatch(/Protocol must be one of/);
  });

  it("answers another organisation's tracker with 404", async () => {
    expect((await api.call(`/device/${teltonikaId}`, { token: stranger.token })).status).toBe(404);
    expect((await positions(teltonikaId, '2019-06-01', '2019-06-30', stranger)).status).toBe(404);
  });
});

describe('Teltonika over TCP', () => {
  it('accepts the IMEI with 0x01, stores Codec 8 example 1 and acknowledges one record [teltonika-wiki]', async () => {
    const tracker = await connectTracker(teltonikaPort);
    await tracker.send(imeiPacket);
    expect(await tracker.read(1)).toBe('01');
    await tracker.send(codec8Example1);
    expect(await tracker.read(4)).toBe('00000001');
    tracker.end();
    const device = await api.call(`/device/${teltonikaId}`, { token: owner.token });
    expect(new Date(device.body.lastSeenAt).toISOString()).toBe('2019-06-10T10:04:46.000Z');
    // The example's IO elements: DIN1 on, external voltage 0x5E0F mV.
    expect(device.body.readings).toMatchObject({ digital_inputs: 1, external_voltage: 24.079 });
  });

  it('takes a message split across reads and two messages in one read, acking each after its commit [teltonika-wiki][traccar]', async () => {
    const tracker = await connectTracker(teltonikaPort);
    const login = Buffer.from(imeiPacket, 'hex');
    await tracker.send(login.subarray(0, 5));
    await new Promise((r) => setTimeout(r, 30));
    await tracker.send(login.subarray(5));
    expect(await tracker.read(1)).toBe('01');
    // Two AVL packets coalesced, the second cut in the middle of its records.
    const both = Buffer.concat([Buffer.from(codec8Example3, 'hex'), Buffer.from(traccarWithFix, 'hex')]);
    await tracker.send(both.subarray(0, 90));
    await new Promise((r) => setTimeout(r, 30));
    await tracker.send(both.subarray(90));
    expect(await tracker.read(8)).toBe('0000000200000001');
    tracker.end();
    const track = await positions(teltonikaId, '2017-09-01T00:00:00Z', '2017-09-30T00:00:00Z');
    expect(track.status).toBe(200);
    expect(track.body).toEqual([
      expect.objectContaining({ lat: 56.8255366, lon: 60.4544333, alt: 311, heading: 95, source: 'gnss' }),
    ]);
    // 95 km/h, stored in m/s.
    expect(track.body[0].speed).toBeCloseTo(95 / 3.6, 2);
    // Older than the device's current state (2019): history only, the current state did not move back.
    const device = await api.call(`/device/${teltonikaId}`, { token: owner.token });
    expect(new Date(device.body.lastSeenAt).toISOString()).toBe('2019-06-10T10:04:46.000Z');
  });

  it('stores a record the tracker sends again (never acknowledged) once', async () => {
    const tracker = await connectTracker(teltonikaPort);
    await tracker.send(imeiPacket);
    expect(await tracker.read(1)).toBe('01');
    await tracker.send(traccarWithFix);
    expect(await tracker.read(4)).toBe('00000001');
    tracker.end();
    const track = await positions(teltonikaId, '2017-09-01T00:00:00Z', '2017-09-30T00:00:00Z');
    expect(track.body).toHaveLength(1);
  });

  it('stores nothing of a packet whose CRC fails, counts it in /metrics and closes after a few', async () => {
    const checksums = async () =>
      metricValue(
        await metricsText(),
        'pinpoint_tracker_bad_frames_total{protocol="teltonika",reason="checksum"',
      );
    const stored = async () =>
      (
        await api.call(`/device/${teltonikaId}/frames?from=2019-06-01T00:00:00Z&to=2019-06-30T00:00:00Z`, {
          token: owner.token,
        })
      ).body.length;
    const [checksumsBefore, storedBefore] = [await checksums(), await stored()];
    const tracker = await connectTracker(teltonikaPort);
    await tracker.send(imeiPacket);
    expect(await tracker.read(1)).toBe('01');
    // [teltonika-wiki] Codec 8 Extended example, its CRC's last byte changed: never acknowledged.
    const spoiled = `${codec8ExtExample.slice(0, -2)}95`;
    await tracker.send(spoiled);
    await tracker.send(spoiled);
    await tracker.send(spoiled);
    await tracker.closed();
    expect(tracker.received()).toBe('');
    expect((await checksums()) - checksumsBefore).toBe(3);
    expect(await stored()).toBe(storedBefore);
  });

  it('refuses an unregistered IMEI with 0x00, closes, and keeps it in the inbox for one-click add', async () => {
    const tracker = await connectTracker(teltonikaPort);
    // [teltonika-wiki] the UDP example's IMEI 352093086403655, as a TCP IMEI packet.
    await tracker.send('000F333532303933303836343033363535');
    expect(await tracker.read(1)).toBe('00');
    await tracker.closed();
    const metrics = await metricsText();
    expect(
      metricValue(metrics, 'pinpoint_tracker_refusals_total{protocol="teltonika",reason="unknown_id"'),
    ).toBeGreaterThan(0);
    // Refused trackers belong to no organisation: none sees them listed (they would show other
    // companies' trackers), each finds its own by the exact IMEI printed on it, without its address.
    const inbox = await api.call(`/organisation/${owner.organisationId}/unknown-devices`, {
      token: owner.token,
    });
    expect(inbox.status).toBe(200);
    expect(JSON.stringify(inbox.body)).not.toContain('352093086403655');
    const found = () =>
      api.call(`/organisation/${owner.organisationId}/unknown-trackers/352093086403655`, {
        token: owner.token,
      });
    await expect.poll(async () => (await found()).status, { timeout: 5000 }).toBe(200);
    expect((await found()).body).toMatchObject({
      imei: '352093086403655',
      protocol: 'teltonika',
      remoteAddress: null,
    });
    const other = await api.call(`/organisation/${owner.organisationId}/unknown-trackers/352093086403656`, {
      token: owner.token,
    });
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe(
      'No tracker with this IMEI has tried to connect in the last 7 days',
    );
  });
});

describe('Teltonika over UDP', () => {
  it("stores the wiki's UDP example for a registered IMEI and answers its packet id and record count [teltonika-wiki]", async () => {
    // [teltonika-wiki] "Codec 8" over UDP: the example datagram of IMEI 352093086403655 (packet id
    // CAFE, AVL packet 05, one record of 2019-06-13 06:23:26) and the server's answer 0005CAFE010501.
    const created = await api.call('/device/tracker', {
      token: owner.token,
      body: {
        organisationId: owner.organisationId,
        name: 'UDP van',
        protocol: 'teltonika',
        imei: '352093086403655',
      },
    });
    expect(created.status).toBe(201);
    const socket = dgram.createSocket('udp4');
    const answer = new Promise<string>((resolve) =>
      socket.once('message', (bytes) => resolve(bytes.toString('hex').toUpperCase())),
    );
    socket.send(
      Buffer.from(
        '003DCAFE0105000F33353230393330383634303336353508010000016B4F815B30010000000000000000000000000000000103021503010101425DBC000001',
        'hex',
      ),
      teltonikaPort,
      '127.0.0.1',
    );
    expect(await answer).toBe('0005CAFE010501');
    socket.close();
    const frames = await api.call(
      `/device/${created.body.id}/frames?from=2019-06-13T00:00:00Z&to=2019-06-14T00:00:00Z`,
      { token: owner.token },
    );
    expect(frames.body).toHaveLength(1);
    expect(new Date(frames.body[0].receivedAt).toISOString()).toBe('2019-06-13T06:23:26.000Z');
  });
});

describe('GT06 over TCP', () => {
  it("answers the document's login, then acknowledges a position and a status with their serials [gt06-doc][traccar-gt06]", async () => {
    const created = await api.call('/device/tracker', {
      token: owner.token,
      body: {
        organisationId: owner.organisationId,
        name: 'Trailer',
        protocol: 'gt06',
        imei: '123456789012345',
      },
    });
    expect(created.status).toBe(201);
    const tracker = await connectTracker(gt06Port);
    await tracker.send(gt06Login);
    expect(await tracker.read(10)).toBe(gt06LoginAnswer);
    // Position and status coalesced in one write.
    await tracker.send(gt06Gps + gt06Status);
    const acks = await tracker.read(20);
    expect(acks.slice(0, 12)).toBe('787805120003');
    expect(acks.slice(16, 20)).toBe('0D0A');
    expect(acks.slice(20, 32)).toBe('787805130129');
    tracker.end();
    const track = await positions(created.body.id, '2015-10-20T00:00:00Z', '2015-10-21T00:00:00Z');
    expect(track.body).toHaveLength(1);
    expect(track.body[0].lat).toBeCloseTo(54.94535, 5);
    expect(track.body[0].lon).toBeCloseTo(24.01762, 5);
  });

  it('closes a GT06 connection whose login names no registered terminal, and keeps it for the inbox', async () => {
    const tracker = await connectTracker(gt06Port);
    // [traccar-gt06] a login with a type id and time zone, from terminal 864717003664467.
    await tracker.send('787811010864717003664467100f190a0002c6d20d0a');
    await tracker.closed();
    // The inbox keeps it without holding the connection (keepUnknownTracker is not awaited): ask again.
    const lookup = () =>
      api.call(`/organisation/${owner.organisationId}/unknown-trackers/864717003664467`, {
        token: owner.token,
      });
    await expect
      .poll(async () => (await lookup()).body, { timeout: 5000 })
      .toMatchObject({ imei: '864717003664467', protocol: 'gt06' });
    const added = await api.call(
      `/organisation/${owner.organisationId}/unknown-trackers/864717003664467/add`,
      {
        token: owner.token,
        body: {},
      },
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ imei: '864717003664467', protocol: 'gt06', forwarder: 'tracker' });
  });
});

describe('commands to a connected Teltonika', () => {
  it('sends a queued getinfo as Codec 12 once the tracker logs in, and stores its answer [teltonika-wiki]', async () => {
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId: teltonikaId, command: { kind: 'custom', text: 'getinfo' } },
    });
    expect(queued.status).toBe(201);
    expect(queued.body).toMatchObject({ status: 'queued', transport: 'tracker' });
    const tracker = await connectTracker(teltonikaPort);
    await tracker.send(imeiPacket);
    expect(await tracker.read(1)).toBe('01');
    expect(await tracker.read(getinfoCommand.length / 2)).toBe(getinfoCommand);
    await tracker.send(getinfoResponse);
    let command = queued.body;
    for (let i = 0; i < 50 && command.status !== 'acknowledged'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      command = (await api.call(`/command/${queued.body.id}`, { token: owner.token })).body;
    }
    expect(command.status).toBe('acknowledged');
    expect(command.answer).toMatch(/^INI:2019\/7\/22 7:22 RTC:2019\/7\/22 7:53/);
    tracker.end();
  });
});

describe('commands a tracker never answers', () => {
  const commandOf = async (id: string) => (await api.call(`/command/${id}`, { token: owner.token })).body;
  /** What the job that runs every minute does, as if `minutes` had passed since each was written. */
  const minutesLater = async (minutes: number) => {
    await sql`update commands set sent_at = sent_at - make_interval(mins => ${minutes})
               where status = 'sent'`.execute(server.handle.db);
    return failUnansweredTrackerCommands(server.handle.db, answeringTrackerProtocols);
  };

  it('fails a getinfo read and left unanswered for 10 minutes, and a late answer still acknowledges it [teltonika-wiki]', async () => {
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId: teltonikaId, command: { kind: 'custom', text: 'getinfo' } },
    });
    expect(queued.status).toBe(201);
    const tracker = await connectTracker(teltonikaPort);
    await tracker.send(imeiPacket);
    expect(await tracker.read(1)).toBe('01');
    expect(await tracker.read(getinfoCommand.length / 2)).toBe(getinfoCommand);
    expect((await commandOf(queued.body.id)).status).toBe('sent');

    // Nine minutes without an answer: still waiting.
    expect(await minutesLater(9)).toEqual([]);
    expect((await commandOf(queued.body.id)).status).toBe('sent');
    // Past ten: failed, and the person who sent it is told why.
    expect(await minutesLater(2)).toEqual([queued.body.id]);
    const failed = await commandOf(queued.body.id);
    expect(failed).toMatchObject({ status: 'failed', error: TRACKER_UNANSWERED_ERROR });
    expect(failed.failedAt).not.toBeNull();

    // The answer comes after all (the wiki's getinfo response): the command is acknowledged.
    await tracker.send(getinfoResponse);
    let command = failed;
    for (let i = 0; i < 50 && command.status !== 'acknowledged'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      command = await commandOf(queued.body.id);
    }
    expect(command).toMatchObject({ status: 'acknowledged', error: null });
    expect(command.answer).toMatch(/^INI:2019\/7\/22 7:22/);
    tracker.end();
  });

  it('refuses a Coban command its protocol cannot carry, and leaves a sent one sent: its protocol has no answer', async () => {
    const coban = await api.call('/device/tracker', {
      token: owner.token,
      body: {
        organisationId: owner.organisationId,
        name: 'Coban 1',
        protocol: 'coban',
        imei: '864035051916161',
      },
    });
    expect(coban.status).toBe(201);
    // A text its protocol cannot carry is refused when queued, not when the tracker connects.
    const refused = await api.call('/command', {
      token: owner.token,
      body: { deviceId: coban.body.id, command: { kind: 'custom', text: 'C,30s;D' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'This coban tracker cannot take that command: a Coban command is one line of text without ; or *, e.g. C,30s',
    );
    // The catalogue's "request position" is Coban's B (was taken, then never written).
    const locate = await api.call('/command', {
      token: owner.token,
      body: { deviceId: coban.body.id, command: { kind: 'request_position' } },
    });
    expect(locate.status).toBe(201);
    expect(locate.body).toMatchObject({ kind: 'request_position', text: 'B', status: 'queued' });
    const queued = await api.call('/command', {
      token: owner.token,
      body: { deviceId: coban.body.id, command: { kind: 'custom', text: 'B' } },
    });
    expect(queued.status).toBe(201);
    // As the listener marks it when it writes it to the tracker's connection.
    await sql`update commands set status = 'sent', sent_at = now() where id in (${queued.body.id}, ${locate.body.id})`.execute(
      server.handle.db,
    );
    expect(await minutesLater(60)).toEqual([]);
    expect((await commandOf(queued.body.id)).status).toBe('sent');
  });
});
