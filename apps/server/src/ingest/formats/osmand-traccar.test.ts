import { describe, expect, it } from 'vitest';
import { parseOsmand } from './osmand.ts';
import { expectNormalised, now } from './test-fixtures.ts';

// Traccar's own test requests for the OsmAnd protocol, verbatim: every one its decoder turns into a
// position must give one here too, with the same reading of units and times. Source: traccar/traccar
// src/test/java/org/traccar/protocol/OsmAndProtocolDecoderTest.java (commit 24157c0a).

const json = (body: string) => parseOsmand({ contentType: 'application/json', body: JSON.parse(body) }, now);
const query = (path: string) => parseOsmand({ query: path.replace(/^\/\?/, '') }, now);

describe("Traccar's OsmAnd test requests", () => {
  it('JSON: Traccar Client 9 (battery 0..1, heading -1 unknown) and the background-geolocation SDK', () => {
    const [first] = json(
      '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
    );
    expect(first).toMatchObject({
      deviceId: '48241179',
      receivedAt: new Date('2025-06-15T13:45:12.862Z'),
      location: { lat: 37.4219983, lon: -122.084, accuracy: 5, speed: 0, alt: 5, source: 'phone' },
      // is_moving and odometer (metres) are read as Traccar reads them: motion and odometer.
      readings: [
        { field: 'battery_pct', value: 100 },
        { field: 'motion', value: false },
        { field: 'odometer_m', value: 0 },
      ],
    });
    expect(first?.decoded).not.toHaveProperty('is_moving');
    expect(first?.decoded).not.toHaveProperty('odometer');
    expect(first?.location).not.toHaveProperty('heading');

    const extras = json(
      '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{"device_string_test":"long_device_id","device_bool_test":true,"device_bool_false_test":false,"device_integer_test":1,"device_double_test":1.345,"device_very_long_double_test":1763636.3442},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
    );
    expect(extras[0]?.decoded).toMatchObject({ device_bool_test: true, device_double_test: 1.345 });

    const mock = json(
      '{"location":{"extras":{},"mock":true,"coords":{"speed_accuracy":-1,"speed":-1,"longitude":-122.406417,"ellipsoidal_altitude":0,"floor":null,"heading_accuracy":-1,"latitude":37.785834000000001,"accuracy":5,"altitude_accuracy":-1,"altitude":0,"heading":-1},"is_moving":false,"age":188,"odometer":0,"uuid":"2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8","event":"motionchange","battery":{"level":-1,"is_charging":false},"activity":{"type":"unknown","confidence":100},"timestamp":"2025-05-09T04:11:30.579Z"},"device_id":"658765"}',
    );
    expect(mock[0]).toMatchObject({ deviceId: '658765', location: { lat: 37.785834, lon: -122.406417 } });
    expect(mock[0]?.readings).toStrictEqual([
      { field: 'motion', value: false },
      { field: 'odometer_m', value: 0 },
    ]);
    expect(mock[0]?.location).not.toHaveProperty('speed');

    const moving = json(
      '{"location":{"event":"motionchange","is_moving":false,"uuid":"0e9a2473-a9a7-4c00-997b-fb97d2154e75","timestamp":"2021-07-21T08:06:34.444Z","odometer":0,"coords":{"latitude":-6.1148096,"longitude":106.6837015,"accuracy":3.8,"speed":18.67,"speed_accuracy":0.26,"heading":63,"heading_accuracy":0.28,"altitude":35.7,"altitude_accuracy":3.8},"activity":{"type":"still","confidence":100},"battery":{"is_charging":false,"level":0.79},"extras":{}},"device_id":"8737767034"}',
    );
    expect(moving[0]).toMatchObject({
      location: { lat: -6.1148096, lon: 106.6837015, speed: 18.67, heading: 63, accuracy: 3.8 },
      readings: [
        { field: 'battery_pct', value: 79 },
        { field: 'motion', value: false },
        { field: 'odometer_m', value: 0 },
      ],
    });
    expectNormalised([...(first ? [first] : []), ...extras, ...mock, ...moving]);
  });

  it('query: every request Traccar decodes to a position gives one, times and speeds read as Traccar reads them', () => {
    const positions = [
      '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z&hdop=6.0&altitude=224.0&speed=0.0',
      '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579&hdop=6.0&altitude=224.0&speed=0.0',
      '/?lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&altitude=384.7&speed=0.0&id=353861053849681',
      '/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=0.0&bearing=0.0&altitude=0&hdop=0.0',
      '/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0',
      '/?lat=60.0&lon=30.0&speed=0.0&heading=0.0&vacc=0&hacc=0&altitude=0&deviceid=123456',
      '/?id=861001000719969&lat=41.666667&lon=-0.883333&altitude=350.059479&speed=0.000000&batt=87',
      '/?id=123456&timestamp=1377177267&location=60.0,30.0',
      '/?id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24',
    ].map((path) => query(path)[0]);
    for (const message of positions) expect(message?.location).toBeDefined();
    expectNormalised(positions);
    expect(positions.map((m) => m?.receivedAt.toISOString())).toEqual([
      '2016-01-27T18:55:47.000Z',
      '2015-09-12T14:38:06.579Z',
      '2014-06-04T09:10:11.000Z',
      '2013-08-22T13:14:27.000Z',
      '2013-08-22T13:14:27.000Z',
      now.toISOString(),
      now.toISOString(),
      '2013-08-22T13:14:27.000Z',
      '2017-09-07T05:56:50.000Z',
    ]);
    // 40 knots, Traccar's default unit for this protocol.
    expect(positions[8]).toMatchObject({
      deviceId: '123456789012345',
      location: { speed: 20.578, heading: 7.19889788244 },
      decoded: { ignition: true, rpm: 933, fuel: 24 },
    });
    expect(positions[6]).toMatchObject({ readings: [{ field: 'battery_pct', value: 87 }] });
    expect(positions[7]?.location).toMatchObject({ lat: 60, lon: 30 });
  });

  it('query: a report without a position (cells and Wi-Fi only) is still taken; one without id is not', () => {
    const [cells] = query(
      '/?id=123456&timestamp=1377177267&cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80&wifi=00-1C-B3-09-85-15,-70',
    );
    expect(cells).toMatchObject({ deviceId: '123456' });
    expect(cells).not.toHaveProperty('location');
    expect(() => query('/?timestamp=1377177267&lat=60.0&lon=30.0')).toThrow('id: is required');
  });
});
