import { describe, expect, it } from 'vitest';
import { outputOf } from '../../../../../packages/decoders/src/test-support/codec-outputs.ts';
import { interpret, type KnownDevice } from '../interpret.ts';
import type { NormalisedUplink } from '../uplink.ts';
import { abeewayAt3GnssUplink } from './codec-cases.test-support.ts';
import { mapNetworkDecoded } from './map.ts';

// A fix's own time, as trackers' codecs give it (TheThingsNetwork/lorawan-devices, vendor/<vendor>/),
// each output the codec's documented one (its *-codec.yaml `uplinkDecoder.examples`) or, where it has
// none, what its decoder writes. The position is stored at that time, not at the uplink's: a fix
// queued while out of coverage, or taken before the transmission, is drawn where it was when it was.

const device: KnownDevice = {
  id: '00000000-0000-4000-8000-000000000001',
  organisationId: '00000000-0000-4000-8000-000000000002',
  modelId: null,
  fcntEpoch: 0,
  decoding: 'auto',
};
const battery = { minMv: 2300, maxMv: 3000 };

/** The position `interpret` stores for a network server's decoded object received at `receivedAt`. */
function positionOf(decoded: Record<string, unknown>, receivedAt: Date, known: Partial<KnownDevice> = {}) {
  const message: NormalisedUplink = {
    kind: 'uplink',
    devEui: 'A84041000181C8F2',
    receivedAt,
    fCnt: 1,
    decoded,
  };
  return interpret(message, { ...device, ...known }, battery).position;
}

describe('Abeeway asset-tracker-2.js: `age`, seconds from the fix to the transmission', () => {
  // asset-tracker-2-codec.yaml, "Uplink containing GPS_FIX position" (recvTime 2025-03-20T10:00:00+02:00).
  // Abeeway trackers reference guide (uplink messages, position): "Age: Time difference between the
  // fix and the LoRaWAN transmission. ... Expressed in seconds. The step is 8 seconds."
  const output = outputOf('abeeway/abeeway-micro-tracker', 'GPS_FIX position');
  const receivedAt = new Date('2025-03-20T08:00:00Z');

  it('the documented example (age 0): a fix of the transmission', () => {
    expect(mapNetworkDecoded(output, null).location).toMatchObject({ ageSeconds: 0 });
    expect(positionOf(output, receivedAt)?.time).toStrictEqual(receivedAt);
  });

  it('a fix 1984 s old (byte 5 = 0xF8, the condensed 0..2040 s) is stored 1984 s before the uplink', () => {
    const position = positionOf({ ...output, age: 1984 }, receivedAt);
    expect(position).toMatchObject({ lat: 48.9208064, lon: 2.3082752, accuracy: 7.84 });
    expect(position?.time).toStrictEqual(new Date('2025-03-20T07:26:56Z'));
    // The age is not a field of the stored position.
    expect(position).not.toHaveProperty('ageSeconds');
  });

  it("an `age` beside other codecs' coordinates is not read as the fix's", () => {
    expect(mapNetworkDecoded({ latitude: 48.9, longitude: 2.3, age: 60 }, null).location).not.toHaveProperty(
      'ageSeconds',
    );
  });
});

describe('Abeeway asset-tracker-3.js: a POSITION message header.timestamp', () => {
  // asset-tracker-3-codec.yaml, "GNSS uplink" (recvTime 2024-06-20T14:51:53.243+02:00).
  const output = abeewayAt3GnssUplink;

  it('the fix is stored at the header time, 5 s before it was received', () => {
    const position = positionOf(output, new Date('2024-06-20T12:51:53.243Z'));
    expect(position).toMatchObject({ lat: 43.615845, lon: 7.06656, alt: 161, accuracy: 23 });
    expect(position?.time).toStrictEqual(new Date('2024-06-20T12:51:48.000Z'));
  });

  it('the time of another message type is not taken for a fix', () => {
    const header = { ...output.header, type: 'NOTIFICATION' };
    expect(mapNetworkDecoded({ ...output, header }, null).location).not.toHaveProperty('time');
  });
});

describe("SenseCAP T1000 (sensecapt1000-tracker-ab-decoder.js): the measurements' `timestamp`", () => {
  // No example in sensecapt1000-tracker-ab-codec.yaml: what deserialize() writes for frame 0x06 (GNSS,
  // sensors and battery), every measurement with `timestamp: collectTime`, getUTCTimestamp: the
  // frame's UTC seconds x 1000.
  const at = Date.parse('2023-11-14T22:13:20Z');
  const measurement = (measurementId: string, type: string, measurementValue: unknown) => ({
    measurementId,
    timestamp: at,
    motionId: 0,
    type,
    measurementValue,
  });
  const output = {
    valid: true,
    err: 0,
    payload: '06000000006553f1000082355b02d379e400fa003260',
    messages: [
      [
        measurement('4200', 'Event Status', []),
        measurement('4197', 'Longitude', 8.533339),
        measurement('4198', 'Latitude', 47.413732),
        measurement('4097', 'Air Temperature', 25),
        measurement('4199', 'Light', 50),
        measurement('3000', 'Battery', 96),
      ],
    ],
  };

  it('a fix queued for 40 minutes is stored at its own time', () => {
    const position = positionOf(output, new Date(at + 40 * 60_000), { modelId: 'sensecap/t1000-a' });
    expect(position).toMatchObject({ lat: 47.413732, lon: 8.533339 });
    expect(position?.time).toStrictEqual(new Date(at));
  });
});

describe("Pinpoint's own decoders: a fix time the decoder gives", () => {
  it('T1000: the 0x09 frame fix at its UTC time', () => {
    // packages/decoders/src/sensecap.test.ts: this frame's fix is 47.413732, 8.533339 at 2023-07-20T10:14:32Z.
    const message: NormalisedUplink = {
      kind: 'uplink',
      devEui: 'A84041000181C8F2',
      receivedAt: new Date('2023-07-20T11:00:00Z'),
      fCnt: 1,
      fPort: 5,
      payload: Buffer.from('090000000064B909080082355B02D379E460', 'hex'),
    };
    const { position } = interpret(message, { ...device, modelId: 'sensecap/t1000-a' }, battery);
    expect(position).toMatchObject({ lat: 47.413732, lon: 8.533339, source: 'gnss' });
    expect(position?.time).toStrictEqual(new Date('2023-07-20T10:14:32Z'));
  });
});

describe('MOKO LW001-BG (PRO): `utc_time`', () => {
  // lw001-bgpro-codec.yaml, "gps fixed payload"; lw001-bgpro.js writes utc_time as year-mon-days
  // hour:minute:sec, two spaces, "TZ:" and the device's time zone.
  const output = {
    utc_time: '2022-8-3 9:15:31  TZ:0',
    battery_voltage: 3.4,
    demolish_state: 0,
    fix_tech: 'gps',
    fix_type: 'work_mode_fix',
    idle_state: 0,
    lat: 30.458075,
    lon: 114.4692816,
    lorawan_downlink_count: 0,
    low_power_state: 0,
    motion_state: 0,
    pack_type: 'fix_success',
    pdop: 1.2,
    ic_temperature: '31°C',
    work_mode: 'period mode',
  };
  const receivedAt = new Date('2022-08-03T09:20:00Z');

  it('LW001-BG PRO: the fix at its UTC time', () => {
    expect(positionOf(output, receivedAt)?.time).toStrictEqual(new Date('2022-08-03T09:15:31Z'));
  });

  it('LW001-BG: written "Timezone:0" (lw001-bg-codec.yaml, every value a string)', () => {
    // lw001-bg-codec.yaml, "gps fixed payload".
    const fix = {
      utc_time: '2022-8-3 9:15:31  Timezone:0',
      'battery voltage': '3.4V',
      demolish_state: '0',
      fix_tech: 'gps',
      fix_type: 'work_mode_fix',
      idle_state: '0',
      lat: '30.458075',
      lon: '114.4692816',
      lorawan_downlink_count: '0',
      low_power_state: '0',
      motion_state: '0',
      pack_type: 'fix_success',
      pdop: '1.2',
      ic_temperature: '31°C',
      work_mode: 'period',
    };
    expect(positionOf(fix, receivedAt)?.time).toStrictEqual(new Date('2022-08-03T09:15:31Z'));
  });

  it('another time zone, which the codecs do not say how to read, or no date: the uplink time', () => {
    expect(positionOf({ ...output, utc_time: '2022-8-3 17:15:31  TZ:8' }, receivedAt)?.time).toStrictEqual(
      receivedAt,
    );
    expect(positionOf({ ...output, utc_time: '2022-2-30 9:15:31  TZ:0' }, receivedAt)?.time).toStrictEqual(
      receivedAt,
    );
  });
});

describe('a fix time that cannot be right: the frame time, as for readings', () => {
  const receivedAt = new Date('2024-06-20T12:51:53Z');
  const at3 = (timestamp: string) => ({
    header: { type: 'POSITION', timestamp },
    position: { gnssFix: { latitude: 43.615845, longitude: 7.06656 } },
  });

  it('more than 5 minutes after the frame, before 2000, or a GPS week rollover back', () => {
    for (const timestamp of [
      '2024-06-20T13:00:00.000Z',
      '1999-12-31T23:59:59.000Z',
      // 1024 weeks before the frame.
      '2004-11-04T12:51:53.000Z',
    ])
      expect(positionOf(at3(timestamp), receivedAt)?.time).toStrictEqual(receivedAt);
    // Up to 5 minutes after the frame: the device's clock runs a little fast, believed.
    expect(positionOf(at3('2024-06-20T12:55:00.000Z'), receivedAt)?.time).toStrictEqual(
      new Date('2024-06-20T12:55:00.000Z'),
    );
  });
});
