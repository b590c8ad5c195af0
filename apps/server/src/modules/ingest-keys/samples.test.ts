import { describe, expect, it } from 'vitest';
import { parseChirpstack, parseChirpstackMqtt } from '../../ingest/formats/chirpstack.ts';
import { parseHelium } from '../../ingest/formats/helium.ts';
import { parseHttp } from '../../ingest/formats/http.ts';
import { parseOsmand } from '../../ingest/formats/osmand.ts';
import { parseOwntracks } from '../../ingest/formats/owntracks.ts';
import { type Json, readJsonFixture } from '../../ingest/formats/test-fixtures.ts';
import { parseTtn } from '../../ingest/formats/ttn.ts';
import { buildMqttSample, buildSample } from './samples.ts';

// 'Send a test' posts these samples: each must be what its sender sends (the shared
// fixture's fields, nothing of our own) and must parse, with the real parser, into an
// uplink for the chosen device.

const now = new Date('2026-11-21T12:00:00.000Z');
const lorawan = { devEui: '70B3D57ED0051A7C', joinEui: 'A840410000000101', tracker: false, raw: true };
const phone = { token: 'dev_phone_token', tracker: true, raw: false };

/** Every key of `sample`, at any depth, is a key the fixture has at that place. */
function expectShapeOf(sample: Json, fixture: Json, path = '') {
  for (const [key, value] of Object.entries(sample)) {
    expect(Object.keys(fixture), `${path}${key}`).toContain(key);
    const inner = fixture[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && inner && typeof inner === 'object')
      expectShapeOf(value as Json, (Array.isArray(inner) ? inner[0] : inner) as Json, `${path}${key}.`);
  }
}

describe('the samples of Send a test', () => {
  it('The Things Stack: a webhook uplink for the device, fresh each time', () => {
    const a = JSON.parse(buildSample('ttn', lorawan, now).body);
    const b = JSON.parse(buildSample('ttn', lorawan, now).body);
    expectShapeOf(
      { ...a, uplink_message: { ...a.uplink_message, decoded_payload: {} } },
      {
        ...readJsonFixture('ttn-uplink-lht65-decoded.json'),
        simulated: true,
      },
    );
    expect(a.correlation_ids).not.toEqual(b.correlation_ids);
    const [message] = parseTtn(a, now);
    expect(message).toMatchObject({ kind: 'uplink', devEui: '70B3D57ED0051A7C' });
  });

  it('a tracker’s sample carries a position', () => {
    const body = JSON.parse(buildSample('ttn', { ...lorawan, tracker: true }, now).body);
    const [message] = parseTtn(body, now);
    expect(message?.kind === 'uplink' && message.decoded).toMatchObject({ latitude: 43.642566 });
  });

  it('ChirpStack: an up event, over HTTP and on its MQTT topic', () => {
    const sample = buildSample('chirpstack', lorawan, now);
    expect(sample.path).toBe('/ingest/chirpstack?event=up');
    const body = JSON.parse(sample.body);
    expectShapeOf(body, readJsonFixture('chirpstack-up-em300th.json'));
    expect(parseChirpstack({ event: 'up', body }, now)[0]).toMatchObject({ devEui: '70B3D57ED0051A7C' });
    const mqtt = buildMqttSample(lorawan, now);
    expect(parseChirpstackMqtt(mqtt.topic, Buffer.from(mqtt.body), now)[0]).toMatchObject({
      dedupKey: mqtt.dedupKey,
    });
  });

  it('Helium: a console uplink', () => {
    const body = JSON.parse(buildSample('helium', lorawan, now).body);
    // uuid and decoded are in the format (reference/ingest-formats.md §3) but not in the fixture.
    const { uuid: _uuid, decoded: _decoded, ...rest } = body;
    expectShapeOf(rest, readJsonFixture('helium-uplink-lht65.json'));
    expect(parseHelium(body, now)[0]).toMatchObject({ devEui: '70B3D57ED0051A7C', fPort: 2 });
  });

  it('phones: Traccar Client’s JSON and OwnTracks’ location, with the device token', () => {
    const osmand = buildSample('osmand', phone, now);
    const body = JSON.parse(osmand.body);
    expectShapeOf(body, readJsonFixture('osmand-traccar-client-json.json'));
    expect(parseOsmand({ contentType: 'application/json', query: {}, body }, now)[0]).toMatchObject({
      deviceId: 'dev_phone_token',
      location: { lat: 43.6677 },
    });
    const owntracks = buildSample('owntracks', phone, now);
    const location = JSON.parse(owntracks.body);
    expectShapeOf(location, readJsonFixture('owntracks-location.json'));
    expect(
      parseOwntracks(
        { headers: { authorization: owntracks.headers.authorization }, query: {}, body: location },
        now,
      )[0],
    ).toMatchObject({ deviceId: 'dev_phone_token' });
  });

  it('plain HTTP: by Dev EUI with a key, or by the device token', () => {
    expect(parseHttp(JSON.parse(buildSample('http', lorawan, now).body), now)[0]).toMatchObject({
      devEui: '70B3D57ED0051A7C',
    });
    expect(parseHttp(JSON.parse(buildSample('http', phone, now).body), now)[0]).toMatchObject({
      deviceId: 'dev_phone_token',
    });
  });
});
