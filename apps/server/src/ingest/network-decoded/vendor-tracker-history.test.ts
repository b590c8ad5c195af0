import { decode, parseHex } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import { interpret, type KnownDevice } from '../interpret.ts';
import type { NormalisedUplink } from '../uplink.ts';
import { mapNetworkDecoded } from './map.ts';

// A tracker's logged or stored position, decoded by the vendor's codec on the network server: at
// the time the codec gives it, or, where the codec marks it a past record without a usable time, no
// position at all (a warning instead), never the position of now. Each output is what the vendor's
// decoder wrote, run in Node (TZ=UTC, as network servers run) from /tmp on the frames of our
// decoder's tests, and the position agrees with what our decoder makes of the same bytes.

const DRAGINO = 'dragino/dragino-end-node-decoder e81cc58a, TrackerD/';
const TTN = 'TheThingsNetwork/lorawan-devices 965406ba, vendor/dragino/trackerd.js';
const MOKO = 'LoRaWAN-Product-Decoder/MOKOSMART-LoRaWAN-Product-Decoder';

/** packages/decoders trackers-dragino-moko.test.ts: a port 4 record of 2024-05-15 12:34:56. */
const LOGGED = '02E97E250023E45E07E8050F0C2238';
/** The same record of a GPS clock never set: year, month, day and time all 0. */
const UNSET = '02E97E250023E45E00000000000000';
const at = new Date('2024-05-15T12:34:56Z');
const where = { lat: 48.856613, lon: 2.352222 };

const device: KnownDevice = {
  id: '00000000-0000-4000-8000-000000000001',
  organisationId: '00000000-0000-4000-8000-000000000002',
  modelId: 'dragino/trackerd',
  fcntEpoch: 0,
  decoding: 'network',
};

/** What `interpret` stores for the network server's decoded object, received a day after the record. */
function stored(decoded: Record<string, unknown>, model = 'dragino/trackerd') {
  const message: NormalisedUplink = {
    kind: 'uplink',
    devEui: 'A84041000181C8F2',
    receivedAt: new Date('2024-05-16T12:00:00Z'),
    fCnt: 1,
    decoded,
  };
  const result = interpret(message, { ...device, modelId: model }, { minMv: 2300, maxMv: 3000 });
  return { position: result.position, warning: result.frame.decodeWarning };
}

/** Our decoder's position for the bytes, as the agreement test compares it. */
function ours(model: string, fPort: number, hex: string) {
  const fix = decode(model, fPort, parseHex(hex)).location;
  return fix && { lat: fix.lat, lon: fix.lon, time: fix.time && new Date(fix.time) };
}

describe('Dragino TrackerD port 4, a position from the tracker log', () => {
  // Each of Dragino's decoders prints the record differently. Before: the 1.4.x outputs were stored
  // as the position of now (no time read), trackerd.js's not at all (it prints no longitude).
  const outputs: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
    [
      `${TTN} (ports 2-4 of it run): Date "Y:M:D", no longitude but Location`,
      { Location: '48.856613,2.352222', Latitude: 48.856613, Date: '2024:5:15', Time: '12:34:56' },
      { Location: '48.856613,2.352222', Latitude: 48.856613, Date: '0:0:0', Time: '0:0:0' },
    ],
    [
      `${DRAGINO}TrackerD TTN Decoder 1.4.3.txt`,
      { Latitude: 48.856613, Longitude: 2.352222, Date: '2024:5:15', Time: '12:34:56' },
      { Latitude: 48.856613, Longitude: 2.352222, Date: '0:0:0', Time: '0:0:0' },
    ],
    [
      `${DRAGINO}TrackerD  Chirpstack V4 Decoder 1.4.5 .txt (its data): one Time`,
      { Latitude: 48.856613, Longitude: 2.352222, Time: '2024:5:15 12:34:56' },
      { Latitude: 48.856613, Longitude: 2.352222, Time: '0:0:0 0:0:0' },
    ],
    [
      `${DRAGINO}TrackerD TTN Decoder 1.5.1.txt: Date.UTC's date, 0 rolled over to 1899-11-30`,
      {
        Location: '48.856613,2.352222',
        Latitude: 48.856613,
        Longitude: 2.352222,
        location_tago: { latitude: 48.856613, longitude: 2.352222 },
        Date: '2024-5-15',
        Time: '12:34:56',
      },
      {
        Location: '48.856613,2.352222',
        Latitude: 48.856613,
        Longitude: 2.352222,
        location_tago: { latitude: 48.856613, longitude: 2.352222 },
        Date: '1899-11-30',
        Time: '0:0:0',
      },
    ],
    [
      `${DRAGINO}TrackerD  Chirpstack V4 Decoder 1.5.1 .txt (its data): Longitud`,
      {
        Location: '48.856613,2.352222',
        Latitude: 48.856613,
        Longitud: 2.352222,
        location_tago: { latitude: 48.856613, longitude: 2.352222 },
        Date: '2024-5-15',
        Time: '12:34:56',
      },
      {
        Location: '48.856613,2.352222',
        Latitude: 48.856613,
        Longitud: 2.352222,
        location_tago: { latitude: 48.856613, longitude: 2.352222 },
        Date: '1899-11-30',
        Time: '0:0:0',
      },
    ],
  ];

  it.each(outputs)('%s: at its own time', (_source, logged) => {
    expect(mapNetworkDecoded(logged, 'dragino/trackerd').location).toStrictEqual({
      ...where,
      source: 'gnss',
      time: at,
    });
    expect(ours('dragino/trackerd', 4, LOGGED)).toStrictEqual({ ...where, time: at });
    expect(stored(logged).position?.time).toStrictEqual(at);
  });

  it.each(outputs)('%s: a clock never set, no position and a warning', (_source, _logged, unset) => {
    const mapped = mapNetworkDecoded(unset, 'dragino/trackerd');
    expect(mapped.location).toBeUndefined();
    expect(mapped.dropped).toEqual([expect.stringMatching(/^history position 48.856613,2.352222 of /)]);
    expect(ours('dragino/trackerd', 4, UNSET)).toBeUndefined();
    const { position, warning } = stored(unset);
    expect(position).toBeNull();
    expect(warning).toContain('network server value dropped: history position 48.856613,2.352222 of');
  });

  it('a model id unknown to us: the record is told by its shape', () => {
    expect(mapNetworkDecoded(outputs[1]?.[2] ?? {}, null).location).toBeUndefined();
    expect(mapNetworkDecoded(outputs[1]?.[1] ?? {}, null).location?.time).toStrictEqual(at);
  });

  it('1.4.3 on an impossible date (2024-2-30, 02E97E250023E45E07E8021E0C2238): no position, as ours', () => {
    const output = { Latitude: 48.856613, Longitude: 2.352222, Date: '2024:2:30', Time: '12:34:56' };
    expect(mapNetworkDecoded(output, 'dragino/trackerd').location).toBeUndefined();
    expect(ours('dragino/trackerd', 4, '02E97E250023E45E07E8021E0C2238')).toBeUndefined();
  });
});

describe('Dragino TrackerD firmware 1.5.4 port 4 (TrackerD  1.5.4_TrackerD-LS1.0.5 Decoder.txt)', () => {
  // packages/decoders dragino-trackerd-differential.test.ts "1.5.4 logged position".
  const hex = 'FEA27821FD6D3BE0000000050000005A07E8050F0C22384FA2';
  const output = {
    latitude: -22.906847,
    longitude: -43.172896,
    speed: 5,
    course: 90,
    timestamp: '2024-05-15T12:34:56.000Z',
    battery: 4.002,
    movement: 'MOVE',
    Node_type: 'TrackerD',
  };

  it('the record at its `timestamp`, its battery and movement too (before: all of now)', () => {
    const mapped = mapNetworkDecoded(output, 'dragino/trackerd');
    expect(mapped.location).toMatchObject({ lat: -22.906847, lon: -43.172896, time: at });
    expect(ours('dragino/trackerd', 4, hex)).toStrictEqual({ lat: -22.906847, lon: -43.172896, time: at });
    const readings = Object.fromEntries(
      mapped.readings.map((r) => [`${r.field}@${r.time?.toISOString()}`, r.value]),
    );
    expect(readings).toStrictEqual({
      'battery_mv@2024-05-15T12:34:56.000Z': 4002,
      'motion@2024-05-15T12:34:56.000Z': true,
    });
  });

  it('a clock never set (the time bytes 0: "1899-11-30T00:00:00.000Z"): no position', () => {
    const unset = { ...output, timestamp: '1899-11-30T00:00:00.000Z' };
    const mapped = mapNetworkDecoded(unset, 'dragino/trackerd');
    expect(mapped.location).toBeUndefined();
    expect(mapped.dropped).toEqual([
      'history position -22.906847,-43.172896 of "1899-11-30T00:00:00.000Z": no time it was taken at, not stored as the position of now',
    ]);
    expect(ours('dragino/trackerd', 4, 'FEA27821FD6D3BE0000000050000005A000000000000004FA2')).toBeUndefined();
  });
});

describe('Dragino TrackerD port 2 with the GPS time (flag Bg), a fix of now', () => {
  // TrackerD TTN Decoder 1.5.1.txt on 02E97E250023E45E0FA23807E8050F0C2238 (and its time bytes 0).
  const output = {
    Location: '48.856613,2.352222',
    Latitude: 48.856613,
    Longitude: 2.352222,
    location_tago: { latitude: 48.856613, longitude: 2.352222 },
    Hum: 0,
    Tem: 0,
    BatV: 4.002,
    ALARM_status: 'FALSE',
    MD: 0,
    Bg: 1,
    Date: '2024-5-15',
    Time: '12:34:56',
    LON: 'ON',
    Transport: 'MOVE',
  };

  it('at its GPS time (before: the uplink time)', () => {
    expect(mapNetworkDecoded(output, 'dragino/trackerd').location).toStrictEqual({
      ...where,
      source: 'gnss',
      time: at,
    });
    expect(ours('dragino/trackerd', 2, '02E97E250023E45E0FA23807E8050F0C2238')).toStrictEqual({
      ...where,
      time: at,
    });
  });

  it('a GPS clock never set: still the fix of now, at the uplink time, as ours', () => {
    const unset = { ...output, Date: '1899-11-30', Time: '0:0:0' };
    const mapped = mapNetworkDecoded(unset, 'dragino/trackerd');
    expect(mapped.location).toStrictEqual({ ...where, source: 'gnss' });
    expect(mapped.dropped).toEqual([]);
    expect(ours('dragino/trackerd', 2, '02E97E250023E45E0FA23800000000000000')).toStrictEqual({
      ...where,
      time: undefined,
    });
  });
});

describe(`MOKO LW001-BG PRO port 11, a frame stored while out of coverage (${MOKO} 8acb15d9 "LW001-BG PRO on TTN.js")`, () => {
  // packages/decoders trackers-dragino-moko.test.ts: the stored fix of 2022-8-3 9:15:31, stored at
  // 9:10:00 (current_time) in zone 16 (hours: not UTC).
  const hex = '000007E60803090A001002011FC00207E60803090F1F00091227888E443AA0500C';
  const output = {
    port: 11,
    hex_format_payload: hex.toLowerCase(),
    payload_type: '',
    current_time: '2022/8/3 9:10:0',
    timezone: 16,
    operation_mode: 'Periodic mode',
    battery_level: 'Normal',
    tamper_alarm: 'Not triggered',
    mandown_status: 'Not in idle',
    motion_state_since_last_paylaod: 'No',
    positioning_type: 'Normal',
    temperature: '31°C',
    ack: 0,
    battery_voltage: '3.4V',
    position_success_type: 'GPS positioning success',
    position_success_type_code: 2,
    timestamp: '2022-8-3 9:15:31  TZ:0',
    latitude: 30.458075,
    longitude: 114.4692816,
    pdop: 1.2,
  };
  const fix = { lat: 30.458075, lon: 114.4692816 };

  it('the fix at its own UTC `timestamp` (before: stored as the position of now)', () => {
    expect(mapNetworkDecoded(output, 'moko/lw001-bgpro').location).toMatchObject({
      ...fix,
      time: new Date('2022-08-03T09:15:31Z'),
    });
    expect(ours('moko/lw001-bgpro', 11, hex)).toStrictEqual({
      ...fix,
      time: new Date('2022-08-03T09:15:31Z'),
    });
  });

  it('neither time in zone 0 (the fix "TZ:16"): no position, and none of its readings', () => {
    // The same frame with its fix's zone byte 0x10: the decoder's output on it.
    const bytes = hex.replace('0F1F0009', '0F1F1009');
    const zoned = {
      ...output,
      hex_format_payload: bytes.toLowerCase(),
      timestamp: '2022-8-3 9:15:31  TZ:16',
    };
    const mapped = mapNetworkDecoded(zoned, 'moko/lw001-bgpro');
    expect(mapped.location).toBeUndefined();
    expect(mapped.readings).toEqual([]);
    expect(mapped.dropped).toContain(
      "stored frame's position 30.458075,114.4692816: no time it was taken at known as UTC, not stored as the position of now",
    );
    expect(ours('moko/lw001-bgpro', 11, bytes)).toBeUndefined();
  });

  it('stored in zone 0, the fix zoned: at the storage time, as ours', () => {
    // Its storage zone byte 0 and its fix's 0x10: the decoder's output on it.
    const bytes = '000007E60803090A000002011FC00207E60803090F1F10091227888E443AA0500C';
    const storedAtZero = {
      ...output,
      hex_format_payload: bytes.toLowerCase(),
      timezone: 0,
      timestamp: '2022-8-3 9:15:31  TZ:16',
    };
    const time = new Date('2022-08-03T09:10:00Z');
    expect(mapNetworkDecoded(storedAtZero, 'moko/lw001-bgpro').location).toMatchObject({ ...fix, time });
    expect(ours('moko/lw001-bgpro', 11, bytes)).toStrictEqual({ ...fix, time });
  });

  it('a live fix (port 2, 011FC00207E60803090F1F00091227888E443AA0500C) at its `timestamp` of zone 0', () => {
    // Before: its time was read from `utc_time` only (TTN's lw001-bgpro.js), so this fix had none.
    const { current_time: _c, timezone: _z, ...rest } = output;
    const live = {
      ...rest,
      port: 2,
      hex_format_payload: '011fc00207e60803090f1f00091227888e443aa0500c',
      payload_type: 'Location Fixed',
    };
    const time = new Date('2022-08-03T09:15:31Z');
    expect(mapNetworkDecoded(live, 'moko/lw001-bgpro').location).toMatchObject({ ...fix, time });
    expect(ours('moko/lw001-bgpro', 2, '011FC00207E60803090F1F00091227888E443AA0500C')).toStrictEqual({
      ...fix,
      time,
    });
  });
});

describe('logs other trackers print: none is a position of now', () => {
  it('MOKO LW006-SB stored frame (port 7): its raw bytes, no coordinates', () => {
    // packages/decoders test-support/moko-more-examples.ts "stored L76 fix (port 6)": TTN's
    // lw006-sb.js output; our decoder stores the fix at its own time.
    const output = {
      length: 17,
      time: '2024-05-16 01:37:20',
      timestamp: 1715794640,
      timezone: 'UTC+08:00',
      data_port: 6,
      rawData: '00780D8863FC441861B00C',
    };
    expect(mapNetworkDecoded(output, 'moko/lw006-sb').location).toBeUndefined();
  });

  it('Tektelic ORCA logged fixes (port 15): `log_coordinates`, `log_all`, no position', () => {
    // packages/decoders tektelic-more-differential.test.ts, TTN's decoder_orca_industrial_gps_asset_tracker.js.
    const coordinates = {
      log_coordinates: { fragment_number: 1, lattitude: 51.0447, longitude: -114.0719, altitude: 1048.5 },
    };
    expect(mapNetworkDecoded(coordinates, 'tektelic/t0006129-orca').location).toBeUndefined();
    // tektelic-seal-logs-differential.test.ts, Tektelic's seal-v1.0 converter.
    const seal = {
      log_coordinates: {
        fragment_number_2: 1,
        latitude_2: '51.0447013',
        longitude_2: '-114.0719032',
        altitude_2: '1048.447',
      },
    };
    expect(mapNetworkDecoded(seal, 'tektelic/t0007705-seal').location).toBeUndefined();
  });

  it('SenseCAP T1000: a measurement clock never set (timestamp 0) gives the fix no time', () => {
    // Built as vendor-fix-times.test.ts builds sensecapt1000-tracker-ab-decoder.js's output, the
    // frame's UTC seconds 0: a clock never set, so the fix is of the uplink, as our decoder's.
    const m = (measurementId: string, measurementValue: number) => ({
      measurementId,
      timestamp: 0,
      motionId: 0,
      type: measurementId === '4197' ? 'Longitude' : 'Latitude',
      measurementValue,
    });
    const output = { valid: true, err: 0, messages: [[m('4197', 8.533339), m('4198', 47.413732)]] };
    expect(mapNetworkDecoded(output, 'sensecap/t1000-a').location).toStrictEqual({
      lat: 47.413732,
      lon: 8.533339,
      source: 'gnss',
    });
  });
});
