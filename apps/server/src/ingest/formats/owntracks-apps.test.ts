import { describe, expect, it } from 'vitest';
import { parseOwntracks } from './owntracks.ts';
import { expectNormalised, now } from './test-fixtures.ts';

// What the OwnTracks apps really POST in HTTP mode, verbatim from their sources:
// - Android: owntracks/android MessageLocation.kt, its ParserTest.kt's extended message, and
//   HttpMessageProcessorEndpoint.kt (the `topic` is added over HTTP; Basic auth only when both a
//   user and a password are set, else X-Limit-U alone; X-Limit-D the device id).
// - iOS: owntracks/ios OwnTracking.m waypointAsJSON (lower-case `ssid`/`bssid`, `p` in kPa,
//   `poi`, `tag`, `inrids`, `motionactivities`, `m`, `created_at`) and Connection.m sendHTTP
//   (Basic auth when "auth" is on; X-Limit-U/X-Limit-D always, "user"/"device" when unset).

const token = 'dev_Zq3x9-Lm_4TQw8vY2nRb7cKd';
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('OwnTracks for Android', () => {
  it("maps ParserTest.kt's extended location, with the topic HTTP adds", () => {
    const body = JSON.parse(`{
      "_type": "location",
      "created_at": 25,
      "_id": "dummyTestId",
      "batt": 30,
      "bs": 2,
      "acc": 10,
      "vac": 1,
      "lat": 50.1,
      "lon": 60.2,
      "alt": 20,
      "vel": 5,
      "cog": 56,
      "tst": 123456789,
      "m": 1,
      "conn": "TestConn",
      "inregions": ["Testregion1", "Testregion2"],
      "BSSID": "12:34:56:78",
      "SSID": "Wifi SSID",
      "topic": "owntracks/testUsername/testDevice"
    }`);
    const headers = {
      authorization: basic(token, 'pinpoint'),
      'x-limit-u': token,
      'x-limit-d': 'testDevice',
    };
    const messages = parseOwntracks({ headers, body }, now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        deviceId: token,
        receivedAt: new Date(123_456_789_000),
        // vel 5 km/h = 1.389 m/s
        location: { lat: 50.1, lon: 60.2, alt: 20, accuracy: 10, speed: 1.389, heading: 56, source: 'phone' },
        readings: [{ field: 'battery_pct', value: 30 }],
        decoded: {
          conn: 'TestConn',
          bs: 2,
          vac: 1,
          SSID: 'Wifi SSID',
          BSSID: '12:34:56:78',
          inregions: ['Testregion1', 'Testregion2'],
          m: 1,
          created_at: 25,
          topic: 'owntracks/testUsername/testDevice',
        },
        network: { owntracksDevice: 'testDevice' },
      },
    ]);
    expectNormalised(messages);
  });

  it('identifies a phone set with a user and no password by X-Limit-U alone', () => {
    const body = { _type: 'location', lat: 50.1, lon: 60.2, tst: 1763651200, topic: 'owntracks/u/phone' };
    const [message] = parseOwntracks({ headers: { 'x-limit-u': token, 'x-limit-d': 'phone' }, body }, now);
    expect(message).toMatchObject({ deviceId: token, network: { owntracksDevice: 'phone' } });
  });
});

describe('OwnTracks for iOS', () => {
  it('maps its location with extended data: lower-case Wi-Fi names, pressure from kPa to hPa', () => {
    const body = JSON.parse(
      '{"_type":"location","t":"u","lat":48.856826,"lon":2.292713,"tst":1763651200,"created_at":1763651210,"acc":65,"alt":35,"vac":3,"vel":18,"cog":270,"p":101.325,"motionactivities":["walking"],"conn":"w","ssid":"Cafe Wifi","bssid":"aa:bb:cc:dd:ee:ff","m":2,"tid":"JJ","batt":55,"bs":1,"inregions":["Paris"],"inrids":["6da9cf"],"poi":"Tour Eiffel","tag":"trip","imagename":"eiffel.jpg","topic":"owntracks/jane/phone"}',
    );
    const headers = { authorization: basic(token, 'pinpoint'), 'x-limit-u': 'user', 'x-limit-d': 'device' };
    const messages = parseOwntracks({ headers, body }, now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        deviceId: token,
        receivedAt: new Date(1_763_651_200_000),
        // vel 18 km/h = 5 m/s
        location: {
          lat: 48.856826,
          lon: 2.292713,
          alt: 35,
          accuracy: 65,
          speed: 5,
          heading: 270,
          source: 'phone',
        },
        readings: [
          { field: 'battery_pct', value: 55 },
          { field: 'pressure', value: 1013.25 },
        ],
        decoded: {
          tid: 'JJ',
          t: 'u',
          conn: 'w',
          bs: 1,
          vac: 3,
          p: 101.325,
          SSID: 'Cafe Wifi',
          BSSID: 'aa:bb:cc:dd:ee:ff',
          inregions: ['Paris'],
          inrids: ['6da9cf'],
          motionactivities: ['walking'],
          m: 2,
          created_at: 1763651210,
          poi: 'Tour Eiffel',
          tag: 'trip',
          imagename: 'eiffel.jpg',
          topic: 'owntracks/jane/phone',
        },
        network: { owntracksDevice: 'device' },
      },
    ]);
    expectNormalised(messages);
  });

  it('takes a null element as absent (the `"batt": null` of owntracks/ios#775)', () => {
    const body = JSON.parse(
      '{"_type":"location","lat":52.52,"lon":13.405,"tst":1707455751,"tid":"ra","_city":"xxx.DE","batt":null}',
    );
    expect(parseOwntracks({ headers: { authorization: basic(token, 'pw') }, body }, now)).toStrictEqual([
      {
        kind: 'uplink',
        deviceId: token,
        receivedAt: new Date(1_707_455_751_000),
        location: { lat: 52.52, lon: 13.405, source: 'phone' },
        decoded: { tid: 'ra' },
      },
    ]);
  });

  it('reads an accuracy of 0 or less as none given (the apps omit acc when zero)', () => {
    for (const acc of [0, -1]) {
      const body = { _type: 'location', lat: 1, lon: 2, tst: 1763651200, acc };
      const [message] = parseOwntracks({ headers: { authorization: basic(token, 'pw') }, body }, now);
      expect(message?.location).toStrictEqual({ lat: 1, lon: 2, source: 'phone' });
    }
  });
});
