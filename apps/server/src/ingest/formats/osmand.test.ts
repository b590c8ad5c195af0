import { describe, expect, it } from 'vitest';
import { parseOsmand, parseOsmandJson, parseOsmandParams } from './osmand.ts';
import {
  expectNormalised,
  expectParseError,
  type Json,
  now,
  readFixture,
  readJsonFixture,
} from './test-fixtures.ts';

const token = 'tok_3f9a2c';
const queryFixture = () => readFixture('osmand-query.txt').trim().replace('DEVICE_TOKEN', token);
const jsonFixture = (): Json => ({ ...readJsonFixture('osmand-traccar-client-json.json'), device_id: token });

const expectedQuery = {
  kind: 'uplink',
  deviceId: token,
  receivedAt: new Date(1_763_651_000 * 1000),
  location: {
    lat: 43.6532,
    lon: -79.3832,
    alt: 91,
    accuracy: 6,
    // 12.5 knots * 1852 m / 3600 s
    speed: 6.431,
    heading: 87,
    source: 'phone',
  },
  readings: [{ field: 'battery_pct', value: 76 }],
};

const expectedJson = {
  kind: 'uplink',
  deviceId: token,
  receivedAt: new Date('2026-11-20T16:45:12.862Z'),
  location: { lat: 43.6677, lon: -79.3948, alt: 110, accuracy: 8, speed: 4.2, heading: 180, source: 'phone' },
  // battery.level 0.64 of 1
  readings: [
    { field: 'battery_pct', value: 64 },
    { field: 'motion', value: true },
    { field: 'odometer_m', value: 10423 },
  ],
  decoded: {
    event: 'motionchange',
    activity: 'in_vehicle',
    is_charging: false,
  },
};

const params = (extra: string) => parseOsmandParams(`id=${token}&${extra}`, now)[0];

describe('OsmAnd query/form variant', () => {
  it('maps the fixture query: unix seconds, speed in knots to m/s, batt percent', () => {
    const messages = parseOsmandParams(queryFixture(), now);
    expect(messages).toStrictEqual([expectedQuery]);
    expectNormalised(messages);
  });

  it('reads the query, else the form body, as Traccar does', () => {
    expect(parseOsmand({ query: queryFixture() }, now)).toStrictEqual([expectedQuery]);
    expect(parseOsmand({ query: {}, body: queryFixture() }, now)).toStrictEqual([expectedQuery]);
    const parsedForm = Object.fromEntries(new URLSearchParams(queryFixture()));
    expect(
      parseOsmand({ contentType: 'application/x-www-form-urlencoded', body: parsedForm }, now),
    ).toStrictEqual([expectedQuery]);
    expect(parseOsmand({ query: new URLSearchParams(queryFixture()) }, now)).toStrictEqual([expectedQuery]);
  });

  it('accepts deviceid, heading and location=lat,lon as alternatives', () => {
    const [message] = parseOsmandParams(`deviceid=${token}&location=43.5,-79.5&heading=370`, now);
    expect(message).toStrictEqual({
      kind: 'uplink',
      deviceId: token,
      receivedAt: now,
      location: { lat: 43.5, lon: -79.5, heading: 10, source: 'phone' },
    });
  });

  it('reads timestamps as seconds, milliseconds from 2^31, ISO 8601 or "yyyy-MM-dd HH:mm:ss" UTC', () => {
    expect(params('timestamp=1763651000')?.receivedAt).toEqual(new Date('2025-11-20T15:03:20Z'));
    expect(params('timestamp=1763651000123')?.receivedAt).toEqual(new Date(1_763_651_000_123));
    expect(params('timestamp=2016-01-27T18:55:47Z')?.receivedAt).toEqual(new Date('2016-01-27T18:55:47Z'));
    expect(params('timestamp=2016-01-27%2018:55:47')?.receivedAt).toEqual(new Date('2016-01-27T18:55:47Z'));
    expect(params('lat=1&lon=2')?.receivedAt).toEqual(now);
  });

  it('keeps a report without a position, or with valid=false, without a location', () => {
    expect(params('batt=50')).toStrictEqual({
      kind: 'uplink',
      deviceId: token,
      receivedAt: now,
      readings: [{ field: 'battery_pct', value: 50 }],
    });
    expect(params('lat=1&lon=2&valid=false')).not.toHaveProperty('location');
    expect(params('lat=1&lon=2&valid=1')).toHaveProperty('location');
  });

  it("keeps an invalid fix's report (Traccar: valid=false, position kept flagged) flagged valid: false", () => {
    // OsmAndProtocolDecoder: `valid` -> position.setValid(parseBoolean || "1"); the rest is read.
    expect(params('lat=60.0&lon=30.0&timestamp=1377177267&valid=false&batt=87&alarm=sos')).toStrictEqual({
      kind: 'uplink',
      deviceId: token,
      receivedAt: new Date(1_377_177_267_000),
      readings: [
        { field: 'battery_pct', value: 87 },
        { field: 'button', value: true },
      ],
      decoded: { alarm: 'sos', valid: false },
    });
    expect(params('lat=60.0&lon=30.0&valid=0')?.decoded).toStrictEqual({ valid: false });
    expect(params('lat=60.0&lon=30.0&valid=true')).not.toHaveProperty('decoded');
  });

  it('treats negative speed, bearing and battery as unknown', () => {
    expect(params('lat=1&lon=2&speed=-1&bearing=-1&batt=-1')).toStrictEqual({
      kind: 'uplink',
      deviceId: token,
      receivedAt: now,
      location: { lat: 1, lon: 2, source: 'phone' },
    });
  });

  it('keeps other parameters as attributes, typed like Traccar does', () => {
    expect(
      params('lat=1&lon=2&ignition=true&rpm=933&fuel=24.5&driverUniqueId=D7&hdop=0.9&cell=1,2,3,4'),
    ).toMatchObject({
      decoded: { ignition: true, rpm: 933, fuel: 24.5, driverUniqueId: 'D7', hdop: 0.9 },
    });
  });

  it('names the bad parameter', () => {
    expectParseError(() => parseOsmandParams('lat=1&lon=2', now), 'id: is required');
    expectParseError(() => params('lat=north&lon=2'), 'lat: expected a number');
    expectParseError(() => params('lat=91&lon=2'), 'lat: expected a latitude between -90 and 90');
    expectParseError(() => params('lat=1&lon=-181'), 'lon: expected a longitude between -180 and 180');
    expectParseError(() => params('lat=1'), 'lon: is required');
    expectParseError(() => params('location=1;2'), 'location: expected "lat,lon"');
    expectParseError(() => params('location=95,2'), 'location: expected a latitude between -90 and 90');
    expectParseError(() => params('batt=150'), 'batt: expected a battery percentage between 0 and 100');
    expectParseError(() => params('speed=Infinity'), 'speed: expected a number');
    expectParseError(
      () => params('timestamp=yesterday'),
      'timestamp: expected Unix seconds or an ISO 8601 date-time',
    );
    expectParseError(() => params('valid=maybe'), 'valid: expected "0" or "1" or "true" or "false"');
  });
});

describe('OsmAnd JSON variant (Traccar Client >= 9)', () => {
  it('maps the fixture: speed already m/s, battery level 0..1 to percent', () => {
    const messages = parseOsmandJson(jsonFixture(), now);
    expect(messages).toStrictEqual([expectedJson]);
    expectNormalised(messages);
  });

  it('is chosen by a JSON content type', () => {
    const input = {
      contentType: 'application/json; charset=utf-8',
      query: { id: 'ignored' },
      body: jsonFixture(),
    };
    expect(parseOsmand(input, now)).toStrictEqual([expectedJson]);
  });

  it('maps the decoder-test example: numeric-looking id, heading -1 unknown, level 1 = 100 %', () => {
    const body = {
      device_id: 48241179,
      location: {
        timestamp: '2025-06-15T13:45:12.862Z',
        coords: {
          latitude: 37.4219983,
          longitude: -122.084,
          accuracy: 5,
          speed: 0,
          heading: -1,
          altitude: 5,
        },
        is_moving: false,
        odometer: 0,
        event: 'motionchange',
        battery: { level: 1, is_charging: false },
        activity: { type: 'still' },
        extras: { trip: 'a' },
      },
    };
    expect(parseOsmandJson(body, now)).toStrictEqual([
      {
        kind: 'uplink',
        deviceId: '48241179',
        receivedAt: new Date('2025-06-15T13:45:12.862Z'),
        location: { lat: 37.4219983, lon: -122.084, alt: 5, accuracy: 5, speed: 0, source: 'phone' },
        readings: [
          { field: 'battery_pct', value: 100 },
          { field: 'motion', value: false },
          { field: 'odometer_m', value: 0 },
        ],
        decoded: {
          event: 'motionchange',
          activity: 'still',
          is_charging: false,
          trip: 'a',
        },
      },
    ]);
  });

  it('treats negative speed and battery level as unknown', () => {
    const body = jsonFixture();
    body.location.coords.speed = -1;
    body.location.battery.level = -1;
    const [message] = parseOsmandJson(body, now);
    expect(message?.location).not.toHaveProperty('speed');
    expect(message?.readings).not.toContainEqual(expect.objectContaining({ field: 'battery_pct' }));
  });

  it('parses a batch of locations into one message each', () => {
    const body = jsonFixture();
    const second = structuredClone(body.location);
    second.timestamp = '2026-11-20T16:46:12.000Z';
    body.location = [body.location, second];
    const messages = parseOsmandJson(body, now);
    expect(messages.map((message) => message.receivedAt)).toEqual([
      new Date('2026-11-20T16:45:12.862Z'),
      new Date('2026-11-20T16:46:12.000Z'),
    ]);
  });

  it('names the bad field', () => {
    const noId = jsonFixture();
    delete noId.device_id;
    expectParseError(() => parseOsmandJson(noId, now), 'device_id: is required');

    const badLevel = jsonFixture();
    badLevel.location.battery.level = 64;
    expectParseError(
      () => parseOsmandJson(badLevel, now),
      'location.battery.level: expected a battery level between 0 and 1',
    );

    const badLat = jsonFixture();
    badLat.location.coords.latitude = '43.6';
    expectParseError(() => parseOsmandJson(badLat, now), 'location.coords.latitude: expected a number');

    const batch = jsonFixture();
    batch.location = [batch.location, { coords: { longitude: 1 } }];
    expectParseError(() => parseOsmandJson(batch, now), 'location[1].coords.latitude: is required');

    const noLocation = jsonFixture();
    delete noLocation.location;
    expectParseError(() => parseOsmandJson(noLocation, now), 'location: is required');

    const badTime = jsonFixture();
    badTime.location.timestamp = '20/11/2026';
    expectParseError(
      () => parseOsmandJson(badTime, now),
      'location.timestamp: expected an ISO 8601 timestamp',
    );
  });
});
