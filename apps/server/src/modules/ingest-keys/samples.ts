import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { IntegrationSource } from '@pinpoint/shared';

// The sample uplinks 'Send a test' posts, one per source, each in its sender's own
// format. They are the shared fixtures (work/shared/fixtures/uplinks, checked against
// them by samples.test.ts) with what must be fresh made fresh: the time, the frame
// counter and the sender's message id, so a second test is not a duplicate; and the
// device's own Dev EUI (or token). Network-decoded payloads, so the readings make
// sense whatever the device's model.

/** Dev EUIs of the fixtures: the sample's device when none is chosen (not registered, so the inbox's). */
export const fixtureDevEuis = {
  ttn: 'A84041000181C8F2',
  chirpstack: '24E124136B502217',
  helium: 'A84041000181C8F3',
} as const;

export type SampleTarget = {
  /** Upper-case Dev EUI (LoRaWAN sources). */
  devEui?: string;
  joinEui?: string | null;
  /** A phone's device token (OsmAnd, OwnTracks, plain HTTP without a key). */
  token?: string;
  /** Sends a position (a tracker), else a temperature sensor's readings. */
  tracker: boolean;
  /**
   * Sends the raw payload bytes too. Left out for a device with a model of ours, whose decoder
   * would read the sample's bytes instead of its decoded fields.
   */
  raw: boolean;
};

export type Sample = {
  method: 'GET' | 'POST';
  /** Path under /api, with its query. */
  path: string;
  headers: Record<string, string>;
  body: string;
};

const json = (value: unknown) => JSON.stringify(value, null, 1);
const at = (now: Date) => now.toISOString();
const fCnt = () => randomInt(1, 60_000);
const gateway = {
  gateway_ids: { gateway_id: 'yonge-eglinton-gw', eui: 'B827EBFFFE6E1A01' },
  rssi: -104,
  snr: 6.25,
};
const toronto = { latitude: 43.642566, longitude: -79.387057 };

function ttn(target: SampleTarget, now: Date): unknown {
  const devEui = target.devEui ?? fixtureDevEuis.ttn;
  return {
    end_device_ids: {
      device_id: `eui-${devEui.toLowerCase()}`,
      application_ids: { application_id: 'pinpoint-test' },
      dev_eui: devEui,
      join_eui: target.joinEui ?? 'A840410000000101',
      dev_addr: '260B1A2F',
    },
    correlation_ids: [`as:up:${randomBytes(13).toString('hex').toUpperCase()}`],
    received_at: at(now),
    simulated: true,
    uplink_message: {
      f_port: 2,
      f_cnt: fCnt(),
      ...(target.raw ? { frm_payload: target.tracker ? 'AAAAAA==' : 'y/YLDQN2AQrdf/8=' } : {}),
      decoded_payload: target.tracker
        ? { ...toronto, altitude: 92, hdop: 0.9, battery: 3.91, alarm: false }
        : { BatV: 3.062, Bat_status: 3, Hum_SHT: 88.6, TempC_SHT: 4.29, TempC_DS: 3.81 },
      rx_metadata: [{ ...gateway, received_at: at(now) }],
      settings: { data_rate: { lora: { bandwidth: 125000, spreading_factor: 9 } }, frequency: '904300000' },
      ...(target.tracker
        ? { locations: { 'frm-payload': { ...toronto, altitude: 92, source: 'SOURCE_GPS' } } }
        : {}),
      received_at: at(now),
    },
  };
}

function chirpstack(target: SampleTarget, now: Date): unknown {
  const devEui = (target.devEui ?? fixtureDevEuis.chirpstack).toLowerCase();
  return {
    deduplicationId: randomUUID(),
    time: at(now),
    deviceInfo: {
      tenantName: 'Pinpoint test',
      applicationId: '17c82e96-be03-4f38-aef3-f83d48582d97',
      applicationName: 'pinpoint-test',
      deviceName: `test-${devEui.slice(-4)}`,
      devEui,
    },
    devAddr: '00a8b4f1',
    fCnt: fCnt(),
    fPort: 85,
    confirmed: false,
    ...(target.raw ? { data: 'AXUyA2fIAARoPA==' } : {}),
    object: target.tracker ? { ...toronto, battery: 80 } : { battery: 50, temperature: 4.5, humidity: 30.0 },
    rxInfo: [{ gatewayId: '0016c001ff10d3f6', rssi: -89, snr: 9.2 }],
    txInfo: { frequency: 904500000, modulation: { lora: { bandwidth: 125000, spreadingFactor: 7 } } },
  };
}

function helium(target: SampleTarget, now: Date): unknown {
  return {
    app_eui: target.joinEui ?? 'A840410000000101',
    dev_eui: target.devEui ?? fixtureDevEuis.helium,
    devaddr: '48000012',
    fcnt: fCnt(),
    port: 2,
    ...(target.raw ? { payload: 'y/YLDQN2AQrdf/8=', payload_size: 11 } : {}),
    reported_at: now.getTime(),
    uuid: randomUUID(),
    name: 'pinpoint-test',
    type: 'uplink',
    hotspots: [
      {
        id: '11yJXQPG9deHqvw2ac6VWtNP7gZj8X3t3Qb3Gqm9j9RZDqYH7Xd',
        name: 'gentle-lemon-otter',
        reported_at: now.getTime(),
        rssi: -112,
        snr: 2.8,
        spreading: 'SF9BW125',
        frequency: 904.1,
      },
    ],
    decoded: {
      status: 'success',
      payload: target.tracker
        ? { ...toronto, battery: 3.91 }
        : { BatV: 3.062, Hum_SHT: 88.6, TempC_SHT: 4.29 },
    },
  };
}

/** The sample request for `source` (not chirpstack-mqtt, which is published: see send-test.ts). */
export function buildSample(
  source: Exclude<IntegrationSource, 'chirpstack-mqtt'>,
  target: SampleTarget,
  now: Date,
): Sample {
  const jsonHeaders = { 'content-type': 'application/json' };
  switch (source) {
    case 'ttn':
      return { method: 'POST', path: '/ingest/ttn', headers: jsonHeaders, body: json(ttn(target, now)) };
    case 'chirpstack':
      return {
        method: 'POST',
        path: '/ingest/chirpstack?event=up',
        headers: jsonHeaders,
        body: json(chirpstack(target, now)),
      };
    case 'helium':
      return {
        method: 'POST',
        path: '/ingest/helium',
        headers: jsonHeaders,
        body: json(helium(target, now)),
      };
    case 'osmand':
      // As Traccar Client 9 posts it (speed m/s, battery 0..1).
      return {
        method: 'POST',
        path: '/ingest/osmand',
        headers: jsonHeaders,
        body: json({
          device_id: target.token ?? '',
          location: {
            timestamp: at(now),
            coords: {
              latitude: 43.6677,
              longitude: -79.3948,
              accuracy: 8,
              speed: 4.2,
              heading: 180,
              altitude: 110,
            },
            is_moving: true,
            event: 'motionchange',
            battery: { level: 0.64, is_charging: false },
            activity: { type: 'in_vehicle' },
            extras: {},
          },
        }),
      };
    case 'owntracks':
      return {
        method: 'POST',
        path: '/ingest/owntracks',
        headers: {
          ...jsonHeaders,
          authorization: `Basic ${Buffer.from(`${target.token ?? ''}:`).toString('base64')}`,
        },
        body: json({
          _type: 'location',
          lat: 43.6426,
          lon: -79.3871,
          tst: Math.floor(now.getTime() / 1000),
          tid: 'PP',
          acc: 12,
          vel: 35,
          cog: 270,
          batt: 64,
          t: 'u',
        }),
      };
    case 'http':
      return {
        method: 'POST',
        path: '/ingest/http',
        headers: jsonHeaders,
        body: json({
          ...(target.token ? { deviceId: target.token } : { devEui: target.devEui ?? fixtureDevEuis.ttn }),
          time: at(now),
          ...(target.tracker
            ? { location: { lat: 43.6532, lon: -79.3832, speed: 4.2, heading: 90 } }
            : { readings: { temperature: 4.5, battery_pct: 80 } }),
          messageId: randomUUID(),
        }),
      };
  }
}

/** The ChirpStack MQTT sample: the topic ChirpStack publishes an `up` event on, and its JSON. */
export function buildMqttSample(
  target: SampleTarget,
  now: Date,
): { topic: string; body: string; dedupKey: string } {
  const event = chirpstack(target, now) as {
    deduplicationId: string;
    deviceInfo: { applicationId: string; devEui: string };
  };
  return {
    topic: `application/${event.deviceInfo.applicationId}/device/${event.deviceInfo.devEui}/event/up`,
    body: json(event),
    dedupKey: event.deduplicationId,
  };
}
