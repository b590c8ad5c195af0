import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, testApi } from '../../test/api.ts';
import { freePort } from '../../test/ports.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { trackersOff } from './registry.ts';
import { connectTracker } from './test/tracker-client.ts';

// The text protocols through the real listeners, a documented message each, byte for byte:
// [traccar-h02] traccar/traccar H02ProtocolDecoderTest.java: V1 of 4210051415 (2015-12-22 16:45:49,
//   9.93978, -84.11178), confirmed `*HQ,<id>,V4,V1,<yyyyMMddHHmmss>#` as H02ProtocolDecoder does.
// [queclink-gl300] Queclink "GL300 @Track Air Interface Protocol", +RESP:GTFRI example (2009-02-14
//   01:32:54, 31.222073, 121.354335), acknowledged +SACK:<count>$ when SACK is on.
// [traccar-meitrack] traccar/traccar MeitrackProtocolDecoderTest.java: an SOS AAA report (event 1,
//   2017-02-20 14:29:12, 18.459575, -69.947161), its length and byte-sum checksum verified.
// [coban] Coban GPS103 protocol ("gps103" in Traccar): log-on `##,imei:…,A;` answered LOAD, and the
//   "help me" SOS line (2008-09-23 06:29:47 UTC, 22.573377, 113.905462).
// [traccar-suntech] traccar/traccar SuntechProtocolDecoderTest.java: an SA200 status report of unit
//   317652 (2012-07-18 15:37:12, -15.618755, -56.083241), ended by \r; Suntech answers nothing.
const messages = {
  h02: {
    id: '4210051415',
    lines: ['*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#'],
    // The server's UTC time in it: 21 characters, 14 digits and the #.
    reply: { pattern: /^\*HQ,4210051415,V4,V1,20\d{12}#$/, length: 36 },
    at: ['2015-12-22T16:45:49Z', 9.93978, -84.11178],
  },
  queclink: {
    id: '135790246811220',
    lines: [
      '+RESP:GTFRI,1A0102,135790246811220,,0,0,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,,20090214093254,11F0$',
    ],
    reply: '+SACK:11F0$',
    at: ['2009-02-14T01:32:54Z', 31.222073, 121.354335],
  },
  meitrack: {
    id: '869013024733944',
    lines: [
      '$$T143,869013024733944,AAA,1,18.459575,-69.947161,170220142912,A,5,15,10,300,1.6,115,3989,187884,370|2|5337|2B2C,0100,0000|0000|0000|0964|0B04,,*C2\r\n',
    ],
    reply: '',
    at: ['2017-02-20T14:29:12Z', 18.459575, -69.947161],
  },
  coban: {
    id: '359586015829802',
    lines: [
      '##,imei:359586015829802,A;',
      'imei:359586015829802,help me,0809231429,13554900601,F,062947.294,A,2234.4026,N,11354.3277,E,0.00,;',
    ],
    reply: 'LOAD',
    at: ['2008-09-23T06:29:47Z', 22.573377, 113.905462],
  },
  suntech: {
    id: '317652',
    lines: [
      'SA200STT;317652;042;20120718;15:37:12;16d41;-15.618755;-056.083241;000.024;000.00;8;1;41548;12.17;100000;2;1979\r',
    ],
    reply: '',
    at: ['2012-07-18T15:37:12Z', -15.618755, -56.083241],
  },
} as const;
type Protocol = keyof typeof messages;

let server: TestServer;
let api: ReturnType<typeof testApi>;
let owner: Person;
const ids: Partial<Record<Protocol, string>> = {};

beforeAll(async () => {
  server = await startTestServer({
    ...trackersOff(),
    H02_PORT: String(await freePort()),
    QUECLINK_PORT: String(await freePort()),
    MEITRACK_PORT: String(await freePort()),
    COBAN_PORT: String(await freePort()),
    SUNTECH_PORT: String(await freePort()),
  });
  api = testApi(server);
  owner = await api.signUp('TextTrackers');
  for (const protocol of Object.keys(messages) as Protocol[]) {
    const created = await api.call('/device/tracker', {
      token: owner.token,
      body: {
        organisationId: owner.organisationId,
        name: `${protocol} unit`,
        protocol,
        imei: messages[protocol].id,
      },
    });
    expect(created.status).toBe(201);
    ids[protocol] = created.body.id;
  }
}, 60_000);
afterAll(() => server?.close());

describe('text protocols over TCP', () => {
  it.each(Object.keys(messages) as Protocol[])(
    '%s: the documented message is answered as the tracker expects and its fix stored',
    async (protocol) => {
      const { lines, reply, at } = messages[protocol];
      const port = server.app.trackers()?.ports[protocol] as number;
      const tracker = await connectTracker(port);
      // Split mid-message, to be joined by the listener's framing.
      const all = Buffer.from(lines.join(''), 'latin1');
      await tracker.send(all.subarray(0, 7));
      await tracker.send(all.subarray(7));
      if (typeof reply !== 'string') {
        expect(Buffer.from(await tracker.read(reply.length), 'hex').toString('latin1')).toMatch(
          reply.pattern,
        );
      } else if (reply) {
        expect(Buffer.from(await tracker.read(reply.length), 'hex').toString('latin1')).toBe(reply);
      }
      const [time, lat, lon] = at;
      const day = time.slice(0, 10);
      let stored: Array<{ time: string; lat: number; lon: number }> = [];
      for (let i = 0; i < 50 && !stored.length; i++) {
        const res = await api.call(
          `/device/${ids[protocol]}/positions?from=${day}T00:00:00Z&to=${day}T23:59:59Z`,
          {
            token: owner.token,
          },
        );
        stored = res.body;
        if (!stored.length) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      tracker.end();
      expect(stored).toHaveLength(1);
      expect(new Date(stored[0]?.time as string).toISOString()).toBe(new Date(time).toISOString());
      expect(stored[0]?.lat).toBeCloseTo(lat, 5);
      expect(stored[0]?.lon).toBeCloseTo(lon, 5);
    },
  );
});
