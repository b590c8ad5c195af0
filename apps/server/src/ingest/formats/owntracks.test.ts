import { describe, expect, it } from 'vitest';
import { getOwntracksIdentity, parseOwntracks } from './owntracks.ts';
import { expectNormalised, expectParseError, type Json, now, readJsonFixture } from './test-fixtures.ts';

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const fixture = (): Json => readJsonFixture('owntracks-location.json');
const headers = {
  authorization: basic('tok_jp7', 's3cret:with:colons'),
  'x-limit-u': 'jpatel',
  'x-limit-d': 'phone',
};

describe('getOwntracksIdentity', () => {
  it('takes the Basic auth user as the device token, with the password and X-Limit-D device', () => {
    expect(getOwntracksIdentity(headers)).toEqual({
      user: 'tok_jp7',
      password: 's3cret:with:colons',
      device: 'phone',
    });
  });

  it('matches header names case-insensitively', () => {
    expect(getOwntracksIdentity({ Authorization: basic('tok_jp7', 'pw') })).toEqual({
      user: 'tok_jp7',
      password: 'pw',
    });
  });

  it('falls back to X-Limit-U/X-Limit-D, then to ?u=&d=', () => {
    expect(getOwntracksIdentity({ 'x-limit-u': 'tok_jp7', 'x-limit-d': 'phone' })).toEqual({
      user: 'tok_jp7',
      device: 'phone',
    });
    expect(getOwntracksIdentity({ authorization: 'Bearer abc' }, { u: 'tok_jp7', d: 'tablet' })).toEqual({
      user: 'tok_jp7',
      device: 'tablet',
    });
  });

  it('rejects a request with no identity', () => {
    expectParseError(
      () => getOwntracksIdentity({}),
      'headers.authorization: expected HTTP Basic credentials or an X-Limit-U header',
    );
  });
});

describe('parseOwntracks', () => {
  it('maps a location: tst seconds, vel km/h to m/s, cog, batt percent', () => {
    const messages = parseOwntracks({ headers, body: fixture() }, now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        deviceId: 'tok_jp7',
        receivedAt: new Date(1_763_651_200 * 1000),
        location: {
          lat: 43.6426,
          lon: -79.3871,
          alt: 88,
          accuracy: 12,
          // 35 km/h / 3.6
          speed: 9.722,
          heading: 270,
          source: 'phone',
        },
        readings: [{ field: 'battery_pct', value: 64 }],
        decoded: { tid: 'JP', t: 't', conn: 'm', bs: 1, topic: 'owntracks/jpatel/phone' },
        network: { owntracksDevice: 'phone' },
      },
    ]);
    expectNormalised(messages);
  });

  it('handles the booklet example, where zero-valued fields are omitted', () => {
    const body = {
      _type: 'location',
      lat: 48.856826,
      lon: 2.292713,
      tst: 1497476456,
      tid: 'JJ',
      batt: 11,
      t: 'u',
      topic: 'owntracks/jane/phone',
    };
    expect(parseOwntracks({ headers: { authorization: basic('tok_jane', 'pw') }, body }, now)).toStrictEqual([
      {
        kind: 'uplink',
        deviceId: 'tok_jane',
        receivedAt: new Date(1_497_476_456_000),
        location: { lat: 48.856826, lon: 2.292713, source: 'phone' },
        readings: [{ field: 'battery_pct', value: 11 }],
        decoded: { tid: 'JJ', t: 'u', topic: 'owntracks/jane/phone' },
      },
    ]);
  });

  it('acknowledges other message types and empty bodies with no message', () => {
    for (const type of ['transition', 'waypoint', 'lwt', 'card', 'status', 'encrypted']) {
      expect(parseOwntracks({ headers, body: { _type: type } }, now)).toEqual([]);
    }
    expect(parseOwntracks({ headers, body: undefined }, now)).toEqual([]);
    expect(parseOwntracks({ headers, body: '' }, now)).toEqual([]);
  });

  it('names the bad field', () => {
    const noTst = fixture();
    delete noTst.tst;
    expectParseError(() => parseOwntracks({ headers, body: noTst }, now), 'tst: is required');

    const badLat = fixture();
    badLat.lat = -91;
    expectParseError(
      () => parseOwntracks({ headers, body: badLat }, now),
      'lat: expected a latitude between -90 and 90',
    );

    const badVel = fixture();
    badVel.vel = '35';
    expectParseError(() => parseOwntracks({ headers, body: badVel }, now), 'vel: expected a number');

    const noType = fixture();
    delete noType._type;
    expectParseError(() => parseOwntracks({ headers, body: noType }, now), '_type: is required');

    expectParseError(() => parseOwntracks({ headers, body: [fixture()] }, now), 'body: expected an object');
    expectParseError(
      () => parseOwntracks({ headers: {}, body: fixture() }, now),
      'headers.authorization: expected HTTP Basic credentials or an X-Limit-U header',
    );
  });
});
