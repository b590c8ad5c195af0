import { describe, expect, it } from 'vitest';
import { getOsmandToken, parseOsmand } from './osmand.ts';
import { expectNormalised, expectParseError, now } from './test-fixtures.ts';

// What each Traccar Client really sends, built as its source builds it, read as the route hands
// it over (form fields parsed by @fastify/formbody, the query by Fastify, JSON parsed):
// - Traccar Client 10 (traccar/traccar-client 10.x, its own traccar_client_sdk since 2026-05-30,
//   "Migrate to our own SDK"): traccar/traccar-client-sdk core/src/commonMain/kotlin/org/traccar/
//   client/HttpUploader.kt (commit c74aba6b): a POST of form fields; speed in knots
//   (m/s * 1.94384, two decimals), timestamp in Unix seconds, batt an integer percent;
//   battery_voltage in mV and battery_temp in °C (AndroidBatteryProcessor.kt); alarm=sos from its
//   SOS button (main_screen.dart requestPosition(alarm: 'sos')). With `uploadJson`, the same
//   fields as a JSON array. A heartbeat without a fix has no lat/lon (TrackerEngine.kt).
// - Traccar Client for Android <= 8 (traccar/traccar-client-android ProtocolFormatter.kt and its
//   ProtocolFormatterTest.kt, RequestManager.kt): a POST of the URL with the query and no body;
//   accuracy=0.0 for every GPS fix (Position.kt), alarm=sos from its shortcut (ShortcutActivity.kt).
// - Traccar Client for iOS <= 8 (traccar/traccar-client-ios ProtocolFormatter.swift and
//   ProtocolFormatterTests.swift): the same, six-decimal coordinates.

const token = 'dev_Zq3x9-Lm_4TQw8vY2nRb7cKd';
const form = (body: string) =>
  parseOsmand(
    {
      contentType: 'application/x-www-form-urlencoded',
      query: {},
      body: Object.fromEntries(new URLSearchParams(body)),
    },
    now,
  );
const postQuery = (url: string) =>
  parseOsmand({ query: Object.fromEntries(new URL(url).searchParams), body: undefined }, now);

describe('Traccar Client 10 (traccar-client-sdk form POST)', () => {
  it('stores the fix with speed from knots, the battery in percent and its millivolts', () => {
    const messages = form(
      `id=${token}&lat=43.6532&lon=-79.3832&timestamp=1763651000&accuracy=12.5&altitude=91.0&speed=9.72&bearing=87.0&batt=76&charge=false&battery_health=good&battery_voltage=4123&battery_temp=28.5`,
    );
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        deviceId: token,
        receivedAt: new Date('2025-11-20T15:03:20Z'),
        // 9.72 knots = 5.0 m/s: the SDK's m/s times 1.94384
        location: {
          lat: 43.6532,
          lon: -79.3832,
          alt: 91,
          accuracy: 12.5,
          speed: 5,
          heading: 87,
          source: 'phone',
        },
        readings: [{ field: 'battery_pct', value: 76 }],
        decoded: { charge: false, battery_health: 'good', battery_voltage: 4123, battery_temp: 28.5 },
      },
    ]);
    expectNormalised(messages);
  });

  it('reads the SOS button (alarm=sos) as a button press, and keeps the alarm', () => {
    const [message] = form(
      `id=${token}&lat=43.6532&lon=-79.3832&timestamp=1763651000&accuracy=5.0&altitude=91.0&speed=0.0&bearing=0.0&batt=76&charge=true&alarm=sos&battery_health=good&battery_voltage=4200&battery_temp=30.1`,
    );
    expect(message?.readings).toStrictEqual([
      { field: 'battery_pct', value: 76 },
      { field: 'button', value: true },
    ]);
    expect(message?.decoded).toMatchObject({ alarm: 'sos', charge: true });
  });

  it('takes a heartbeat without a fix: its time and battery, no position', () => {
    expect(
      form(
        `id=${token}&timestamp=1763651000&batt=76&charge=false&battery_health=good&battery_voltage=4123&battery_temp=28.5`,
      ),
    ).toStrictEqual([
      {
        kind: 'uplink',
        deviceId: token,
        receivedAt: new Date('2025-11-20T15:03:20Z'),
        readings: [{ field: 'battery_pct', value: 76 }],
        decoded: { charge: false, battery_health: 'good', battery_voltage: 4123, battery_temp: 28.5 },
      },
    ]);
  });

  it("stores nothing for the push token it posts alone (push_service.dart's _uploadToken)", () => {
    // traccar-client lib/push_service.dart: a form POST of exactly
    // 'id=${Uri.encodeComponent(id)}&notificationToken=${Uri.encodeComponent(token)}'.
    const input = {
      contentType: 'application/x-www-form-urlencoded',
      body: Object.fromEntries(new URLSearchParams(`id=${token}&notificationToken=fcm%3AAPA91bH-x_1`)),
    };
    expect(parseOsmand(input, now)).toStrictEqual([]);
    // The route still authenticates the device by its id.
    expect(getOsmandToken(input)).toBe(token);
    // A report that carries the token as well is a report.
    expect(form(`id=${token}&notificationToken=t&batt=76`)).toHaveLength(1);
  });

  it('reads the JSON upload (an array of the form fields) the same way', () => {
    const body = [
      {
        id: token,
        lat: 43.6532,
        lon: -79.3832,
        timestamp: 1763651000,
        accuracy: 12.5,
        altitude: 91.0,
        speed: 9.72,
        bearing: 87.0,
        batt: 76,
        charge: false,
        battery_health: 'good',
        battery_voltage: 4123,
        battery_temp: 28.5,
      },
      { id: token, timestamp: 1763651060, batt: 75, alarm: 'sos' },
    ];
    const messages = parseOsmand({ contentType: 'application/json', body }, now);
    expect(messages).toStrictEqual([
      {
        kind: 'uplink',
        deviceId: token,
        receivedAt: new Date('2025-11-20T15:03:20Z'),
        location: {
          lat: 43.6532,
          lon: -79.3832,
          alt: 91,
          accuracy: 12.5,
          speed: 5,
          heading: 87,
          source: 'phone',
        },
        readings: [{ field: 'battery_pct', value: 76 }],
        decoded: { charge: false, battery_health: 'good', battery_voltage: 4123, battery_temp: 28.5 },
      },
      {
        kind: 'uplink',
        deviceId: token,
        receivedAt: new Date('2025-11-20T15:04:20Z'),
        readings: [
          { field: 'battery_pct', value: 75 },
          { field: 'button', value: true },
        ],
        decoded: { alarm: 'sos' },
      },
    ]);
    expectNormalised(messages);
  });

  it('names the bad report of a JSON upload, and wants a token in each', () => {
    const json = (body: unknown) => () => parseOsmand({ contentType: 'application/json', body }, now);
    expectParseError(
      json([
        { id: token, lat: 1, lon: 2 },
        { id: token, lat: 'north', lon: 2 },
      ]),
      '[1].lat: expected a number',
    );
    expectParseError(
      json([{ id: token, lat: 1, lon: 2, extra: { a: 1 } }]),
      '[0].extra: expected a number, a string or a boolean',
    );
    expectParseError(json([{ lat: 1, lon: 2 }]), 'id: is required');
    expectParseError(json([]), 'body: expected at least one report');
    expectParseError(json([7]), '[0]: expected an object');
  });
});

describe('Traccar Client 9 (flutter_background_geolocation JSON)', () => {
  it('reads is_moving as motion and odometer (metres) as the odometer, as Traccar does', () => {
    // Traccar's OsmAndProtocolDecoderTest JSON request, with the SDK moving: is_moving and
    // odometer are the location's own (OsmAndProtocolDecoder: KEY_MOTION, KEY_ODOMETER).
    const body = JSON.parse(
      '{"location":{"event":"motionchange","is_moving":true,"uuid":"0e9a2473-a9a7-4c00-997b-fb97d2154e75","timestamp":"2021-07-21T08:06:34.444Z","odometer":15230.5,"coords":{"latitude":-6.1148096,"longitude":106.6837015,"accuracy":3.8,"speed":18.67,"speed_accuracy":0.26,"heading":63,"heading_accuracy":0.28,"altitude":35.7,"altitude_accuracy":3.8},"activity":{"type":"in_vehicle","confidence":100},"battery":{"is_charging":false,"level":0.79},"extras":{}},"device_id":"8737767034"}',
    );
    const [message] = parseOsmand({ contentType: 'application/json', body }, now);
    expect(message?.readings).toStrictEqual([
      { field: 'battery_pct', value: 79 },
      { field: 'motion', value: true },
      { field: 'odometer_m', value: 15230.5 },
    ]);
    expect(message?.decoded).toStrictEqual({
      event: 'motionchange',
      activity: 'in_vehicle',
      is_charging: false,
    });
  });

  it('reads its SOS, an extra of the location (quick_actions.dart), as a button press', () => {
    const body = JSON.parse(
      `{"location":{"timestamp":"2026-01-20T10:00:00.000Z","coords":{"latitude":43.6532,"longitude":-79.3832,"accuracy":9,"speed":-1,"heading":-1,"altitude":91},"is_moving":false,"odometer":0,"event":"","battery":{"level":0.5,"is_charging":false},"activity":{"type":"still"},"extras":{"alarm":"sos"},"_":"&id=${token}&lat=43.6532&lon=-79.3832&timestamp=2026-01-20T10:00:00.000Z&"},"device_id":"${token}"}`,
    );
    const [message] = parseOsmand({ contentType: 'application/json', body }, now);
    expect(message?.readings).toStrictEqual([
      { field: 'battery_pct', value: 50 },
      { field: 'button', value: true },
      { field: 'motion', value: false },
      { field: 'odometer_m', value: 0 },
    ]);
    expect(message?.location).toStrictEqual({
      lat: 43.6532,
      lon: -79.3832,
      alt: 91,
      accuracy: 9,
      source: 'phone',
    });
  });
});

describe('Traccar Client for Android and iOS <= 8 (POST with the query)', () => {
  it("plays ProtocolFormatterTest.kt's request: accuracy=0.0 (a GPS fix) is no accuracy", () => {
    const [message] = postQuery(
      'http://localhost:5055?id=123456789012345&timestamp=619315200&lat=0.0&lon=0.0&speed=0.0&bearing=0.0&altitude=0.0&accuracy=0.0&batt=0.0',
    );
    expect(message).toStrictEqual({
      kind: 'uplink',
      deviceId: '123456789012345',
      receivedAt: new Date(619_315_200_000),
      location: { lat: 0, lon: 0, alt: 0, speed: 0, heading: 0, source: 'phone' },
      readings: [{ field: 'battery_pct', value: 0 }],
    });
  });

  it("plays its alarm request: an alarm other than sos stays an attribute; the shortcut's sos is a press", () => {
    const [alert] = postQuery(
      'http://localhost:5055/path?id=123456789012345&timestamp=619315200&lat=0.0&lon=0.0&speed=0.0&bearing=0.0&altitude=0.0&accuracy=0.0&batt=0.0&alarm=alert%20message',
    );
    expect(alert?.readings).toStrictEqual([{ field: 'battery_pct', value: 0 }]);
    expect(alert?.decoded).toStrictEqual({ alarm: 'alert message' });
    const [sos] = postQuery(
      `https://pinpoint.example/api/ingest/osmand?id=${token}&timestamp=1763651000&lat=43.6532&lon=-79.3832&speed=12.5&bearing=87.0&altitude=91.0&accuracy=8.0&batt=76.0&charge=true&alarm=sos`,
    );
    expect(sos).toMatchObject({
      location: { accuracy: 8, speed: 6.431 },
      readings: [
        { field: 'battery_pct', value: 76 },
        { field: 'button', value: true },
      ],
      decoded: { charge: true, alarm: 'sos' },
    });
  });

  it("plays the iOS app's ProtocolFormatterTests request", () => {
    const [message] = postQuery(
      'http://localhost:5055?id=123456789012345&timestamp=0&lat=0.000000&lon=0.000000&speed=0&bearing=0&altitude=0&accuracy=0&batt=0',
    );
    expect(message).toMatchObject({ deviceId: '123456789012345', receivedAt: new Date(0) });
    expect(message?.location).not.toHaveProperty('accuracy');
  });
});
