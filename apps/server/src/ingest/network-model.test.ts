import { describe, expect, it } from 'vitest';
import { parseTtn } from './formats/ttn.ts';
import { interpret } from './interpret.ts';
import type { NormalisedUplink } from './uplink.ts';

// A device added by its DevEUI alone has no model in Pinpoint, but The Things Stack names the
// device-repository model whose codec decoded the payload (uplink_message.version_ids). The codec's
// names are read by that model's table: Browan's `status` (the motion bit) and `temperatureBoard`
// gave no reading before. Source: TheThingsNetwork/lorawan-devices vendor/browan/tbms100-codec.yaml
// (its example, 01 BB 34 04 00 DC 78 01 on port 102, and the codec's output for it).

const device = {
  id: '00000000-0000-4000-8000-000000000001',
  organisationId: '00000000-0000-4000-8000-000000000002',
  modelId: null,
  fcntEpoch: 0,
  decoding: 'auto' as const,
};
const battery = { minMv: 2300, maxMv: 3000 };

const uplink = (versionIds?: Record<string, string>) =>
  parseTtn(
    {
      end_device_ids: {
        device_id: 'tbms100-hall',
        application_ids: { application_id: 'offices' },
        dev_eui: '58A0CB0000101234',
      },
      uplink_message: {
        f_port: 102,
        f_cnt: 12,
        frm_payload: Buffer.from('01BB340400DC7801', 'hex').toString('base64'),
        decoded_payload: { battery: 3.6, count: 96476, status: 1, temperatureBoard: 20, time: 4 },
        received_at: '2026-11-27T10:00:00.000Z',
        ...(versionIds ? { version_ids: versionIds } : {}),
      },
    },
    new Date('2026-11-27T10:00:01.000Z'),
  )[0] as NormalisedUplink;

const readings = (message: NormalisedUplink) =>
  interpret(message, device, battery).readings.map((r) => [r.field, r.value]);

describe("the network server's model names a device that has none in Pinpoint", () => {
  it("reads the Browan codec's names by the model TTS gives", () => {
    const message = uplink({
      brand_id: 'browan',
      model_id: 'tbms100',
      firmware_version: '2.1',
      band_id: 'EU_863_870',
    });
    expect(readings(message)).toEqual(
      expect.arrayContaining([
        ['motion', 1],
        ['temperature', 20],
        ['battery_mv', 3600],
      ]),
    );
  });

  it('without version_ids only the common names are read (the battery, in volts)', () => {
    const fields = readings(uplink()).map(([field]) => field);
    expect(fields).toContain('battery_mv');
    expect(fields).not.toContain('motion');
  });
});

describe("The Things Stack's normalized payload", () => {
  const withPayloads = (
    decoded: Record<string, unknown>,
    normalized: Array<Record<string, unknown>>,
    versionIds?: Record<string, string>,
  ) =>
    parseTtn(
      {
        end_device_ids: {
          device_id: 'sensor-1',
          application_ids: { application_id: 'offices' },
          dev_eui: '58A0CB0000101235',
        },
        uplink_message: {
          f_port: 100,
          f_cnt: 3,
          decoded_payload: decoded,
          normalized_payload: normalized,
          received_at: '2026-11-27T10:00:00.000Z',
          ...(versionIds ? { version_ids: versionIds } : {}),
        },
      },
      new Date('2026-11-27T10:00:01.000Z'),
    )[0] as NormalisedUplink;

  it("gives the readings a codec's unknown names do not (TTS normalized schema: air.*, action.contactState)", () => {
    // Keys and units: https://www.thethingsindustries.com/docs/integrations/payload-formatters/javascript/uplink/
    // ("Normalized Payload"; lorawan-stack-docs doc/content/integrations/payload-formatters/javascript/uplink/_index.md).
    const message = withPayloads({ t: 21.4, rh: 40, door: 'open' }, [
      { air: { temperature: 21.4, relativeHumidity: 40 }, action: { contactState: 'open' }, battery: 3.1 },
    ]);
    expect(readings(message)).toEqual(
      expect.arrayContaining([
        ['temperature', 21.4],
        ['humidity', 40],
        ['door_open', 1],
      ]),
    );
    // Its battery is left out: volts by the schema, a percentage in some codecs.
    expect(readings(message).map(([field]) => field)).not.toContain('battery_mv');
  });

  it("is not read for a model with names of its own: Browan's door is no motion", () => {
    // TheThingsNetwork/lorawan-devices vendor/browan/tbdw100-codec.yaml: the codec's output and its
    // normalized output for 00 CB 35 00 00 8A 3A 00 (the normalizer writes the door as motion).
    const message = withPayloads(
      { battery: 3.6, count: 14986, status: 0, temperatureBoard: 21, time: 0 },
      [{ action: { motion: { detected: false } }, air: { temperature: 21 }, battery: 3.6 }],
      { brand_id: 'browan', model_id: 'tbdw100' },
    );
    const fields = readings(message);
    expect(fields).toEqual(expect.arrayContaining([['door_open', 0]]));
    expect(fields.map(([field]) => field)).not.toContain('motion');
  });
});

describe("The Things Stack's getting-started uplink (MClimate button)", () => {
  // TheThingsIndustries/lorawan-stack-docs doc/content/getting-started/4-collect-visualize-data/_index.md
  // ("Sending Uplinks"; https://www.thethingsindustries.com/docs/getting-started/), verbatim.
  const documented = `{
  "end_device_ids": {
    "device_id": "eui-70b3d52dd600035a",
    "application_ids": {
      "application_id": "starter-kit"
    },
    "dev_eui": "70B3D52DD600035A",
    "join_eui": "EC656E0000000001",
    "dev_addr": "27FE87F6"
  },
  "correlation_ids": [
    "gs:uplink:01JRZ767CVCHBZW1Y8YG9PZ3TS"
  ],
  "received_at": "2025-04-16T11:54:13.995136483Z",
  "uplink_message": {
    "session_key_id": "aAixKtmNZUKQXd4GqpHDsw==",
    "f_port": 2,
    "f_cnt": 14,
    "frm_payload": "sQAAEAHlANcB",
    "decoded_payload": {
      "batteryVoltage": 3.4,
      "pressEvent": 1,
      "sensorTemperature": 21.5,
      "singlePressEventCounter": 16,
      "thermistorProperlyConnected": true
    },
    "rx_metadata": [
      {
        "gateway_ids": {
          "gateway_id": "ttig-52ec",
          "eui": "58A0CBFFFE8052EC"
        },
        "time": "2025-04-16T11:54:13.697237014Z",
        "timestamp": 1276394164,
        "rssi": -31,
        "channel_rssi": -31,
        "snr": 9.5,
        "uplink_token": "ChcKFQoJdHRpZy01MmVjEghYoMv//oBS7BC09dDgBBoMCOW0/r8GEO6mnPcCIKCelfiSJQ==",
        "received_at": "2025-04-16T11:54:13.758247461Z"
      }
    ],
    "settings": {
      "data_rate": {
        "lora": {
          "bandwidth": 125000,
          "spreading_factor": 7,
          "coding_rate": "4/5"
        }
      },
      "frequency": "867700000",
      "timestamp": 1276394164,
      "time": "2025-04-16T11:54:13.697237014Z"
    },
    "received_at": "2025-04-16T11:54:13.787593298Z",
    "confirmed": true,
    "consumed_airtime": "0.061696s",
    "version_ids": {
      "brand_id": "mclimate",
      "model_id": "mc-button",
      "hardware_version": "1.2",
      "firmware_version": "1.2",
      "band_id": "EU_863_870"
    },
    "network_ids": {
      "net_id": "000013",
      "ns_id": "EC656E000010181D",
      "tenant_id": "docs-test-account",
      "cluster_id": "eu1",
      "cluster_address": "eu1.cloud.thethings.industries",
      "tenant_address": "docs-test-account.eu1.cloud.thethings.industries"
    },
    "last_battery_percentage": {
      "f_cnt": 14,
      "value": 90.118576,
      "received_at": "2025-04-16T11:54:13.787593298Z"
    }
  }
}`;

  it("stores its button press and temperature, which MClimate's codec names pressEvent and sensorTemperature", () => {
    const [message] = parseTtn(
      JSON.parse(documented),
      new Date('2025-04-16T11:54:14.000Z'),
    ) as NormalisedUplink[];
    expect(message).toMatchObject({
      devEui: '70B3D52DD600035A',
      receivedAt: new Date('2025-04-16T11:54:13.787Z'),
      fCnt: 14,
      fPort: 2,
      radio: { rssi: -31, snr: 9.5, dataRate: 'SF7BW125', frequency: 867_700_000 },
    });
    expect(readings(message as NormalisedUplink)).toEqual(
      expect.arrayContaining([
        ['battery_mv', 3400],
        ['button', 1],
        ['temperature', 21.5],
      ]),
    );
  });

  it("keeps the payload's battery and takes TTS's last_battery_percentage (90.1 %) only where the payload has none", () => {
    const body = JSON.parse(documented);
    const [message] = parseTtn(body, new Date('2025-04-16T11:54:14.000Z')) as NormalisedUplink[];
    expect(message).toMatchObject({ networkBatteryPct: 90.118576 });
    expect(readings(message as NormalisedUplink).filter(([field]) => field === 'battery_pct')).toEqual([
      ['battery_pct', 100],
    ]);
    delete body.uplink_message.decoded_payload.batteryVoltage;
    const [noBattery] = parseTtn(body, new Date('2025-04-16T11:54:14.000Z')) as NormalisedUplink[];
    expect(readings(noBattery as NormalisedUplink)).toEqual(
      expect.arrayContaining([['battery_pct', 90.118576]]),
    );
    // A status from an earlier uplink (another f_cnt) is not repeated as this one's battery.
    body.uplink_message.f_cnt = 15;
    const [later] = parseTtn(body, new Date('2025-04-16T11:59:14.000Z')) as NormalisedUplink[];
    expect(later).not.toHaveProperty('networkBatteryPct');
  });
});
