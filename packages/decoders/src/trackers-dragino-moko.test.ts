import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { readingsOf } from './test-support/tracker-cases.ts';
import { mokoTtnExamples } from './test-support/ttn-codec-examples-trackers.ts';

// The Dragino TrackerD and MOKO LW001-BG / LW001-BG PRO, LW004-PB, LW008-MT trackers on their
// documented examples, and what a user sees of a fix, a failed fix, a scan and a stored frame.
// The frames the vendors' decoders were run on are in dragino-trackerd-differential.test.ts and
// moko-differential.test.ts. Sources:
const TTN = 'TheThingsNetwork/lorawan-devices';
const TRACKERD_YAML = `${TTN} vendor/dragino/trackerd-codec.yaml at 2ac9da755cc082963f0ceb82ad697b162d8d6ac4`;
const LW001_BGPRO_YAML = `${TTN} vendor/moko/lw001-bgpro-codec.yaml at 5197854537f184f38961f573bf648d3df161167c`;
const LW001_BG_YAML = `${TTN} vendor/moko/lw001-bg-codec.yaml at 3b0bb9438f0b1c8e06e9f8bd2c260329f2299221`;
const MOKO =
  'LoRaWAN-Product-Decoder/MOKOSMART-LoRaWAN-Product-Decoder at 5c5db2e3e3496435f9f9b95f7ba07c92923536ab';

describe(`dragino/trackerd: ${TRACKERD_YAML}`, () => {
  it('decodes the "Temperature" example: position, alarm key, battery, movement, climate', () => {
    // Codec output: ALARM_status FALSE, Hum 43, LON ON, Latitude 22.70423, Longitud 114.244856, MD 0,
    // Tem 21.8, Transport MOVE. We write Dragino's own "Longitude" (its decoder 1.5.1; one version of
    // TTN's trackerd.js too) and the battery this version of the codec computes but leaves out.
    const result = run('dragino/trackerd', 2, '015A706606CF3CF80FA23001AE00DA');
    expect(result.fields).toStrictEqual({
      ALARM_status: 'FALSE',
      BatV: 4.002,
      MD: 0,
      LON: 'ON',
      Transport: 'MOVE',
      Bg: 0,
      Hum: 43,
      Tem: 21.8,
      Latitude: 22.70423,
      Longitude: 114.244856,
    });
    expect(readingsOf(result)).toStrictEqual({
      button: false,
      battery_mv: 4002,
      motion: true,
      humidity: 43,
      temperature: 21.8,
    });
    expect(result.location).toStrictEqual({ lat: 22.70423, lon: 114.244856 });
    expect(result.warnings).toBeUndefined();
  });
});

describe('dragino/trackerd: fixes and their times', () => {
  it('stores a logged position (port 4) at its own time, and none whose date is impossible', () => {
    const logged = run('dragino/trackerd', 4, '02E97E250023E45E07E8050F0C2238');
    expect(logged.location).toStrictEqual({
      lat: 48.856613,
      lon: 2.352222,
      time: '2024-05-15T12:34:56.000Z',
    });
    // 2024-02-30: no such day, so no time, and a logged position without its time is no position of now.
    const impossible = run('dragino/trackerd', 4, '02E97E250023E45E07E8021E0C2238');
    expect(impossible.location).toBeUndefined();
    expect(impossible.warnings).toEqual([
      'GPS time 2024-2-30 12:34:56 is not a date',
      'history position without a valid time; not stored',
    ]);
  });

  it("reads firmware 1.5.4's longer frame by its length: speed and course before the battery", () => {
    // The same battery word 0x4FA2 at byte 16, not byte 8 (which is the speed's first byte there).
    const result = run('dragino/trackerd', 2, 'FEA27821FD6D3BE0000000050000005A4FA23001AEFFCB');
    expect(result.fields).toMatchObject({ speed: 5, course: 90, BatV: 4.002, ALARM_status: 'TRUE' });
    expect(readingsOf(result)).toMatchObject({ battery_mv: 4002, button: true, temperature: -5.3 });
  });

  it('says what it leaves undecoded and refuses a frame too short to hold a position', () => {
    const longer = run('dragino/trackerd', 3, '02E97E250023E45E0FA210AABB');
    expect(longer.location).toStrictEqual({ lat: 48.856613, lon: 2.352222 });
    expect(longer.warnings).toEqual(['2 bytes after the 11-byte frame not decoded']);
    expect(errorOf(() => run('dragino/trackerd', 2, '015A706606CF3CF8')).message).toBe(
      'dragino/trackerd: payload too short (8 bytes, expected 11)',
    );
    expect(errorOf(() => run('dragino/trackerd', 1, '015A706606CF3CF80FA230')).kind).toBe('unsupported_port');
  });
});

describe(`moko/lw001-bgpro: ${LW001_BGPRO_YAML}`, () => {
  it('decodes the "heartbeat payload" example', () => {
    const { model, fPort, hex, output } = mokoTtnExamples.heartbeat;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(readingsOf(result)).toStrictEqual({
      low_battery: false,
      tamper: false,
      fall_detected: false,
      motion: true,
      temperature: 30,
      battery_mv: 3400,
    });
    expect(result.location).toBeUndefined();
  });

  it('decodes the "gps fixed payload" example, the fix at its UTC time (time zone 0)', () => {
    const { model, fPort, hex, output } = mokoTtnExamples.gpsFix;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(result.location).toStrictEqual({
      lat: 30.458075,
      lon: 114.4692816,
      time: '2022-08-03T09:15:31.000Z',
    });
  });
});

describe(`moko/lw001-bg: ${LW001_BG_YAML}`, () => {
  it("decodes the LW001-BG's examples as the PRO's frames (the yaml's values are that codec's strings)", () => {
    // Codec output: battery voltage '3.4V', motion_state '1', ... and for the fix lat '30.458075',
    // lon '114.4692816', utc_time '2022-8-3 9:15:31  Timezone:0'.
    expect(readingsOf(run('moko/lw001-bg', 1, '211EC0014700000000'))).toMatchObject({
      battery_mv: 3400,
      motion: true,
    });
    const fix = run('moko/lw001-bg', 2, '011FC00207E60803090F1F00091227888E443AA0500C');
    expect(fix.location).toStrictEqual({
      lat: 30.458075,
      lon: 114.4692816,
      time: '2022-08-03T09:15:31.000Z',
    });
  });
});

describe('moko/lw001-bgpro: fixes, failures, scans, stored frames', () => {
  it(`reads the uplink quoted in ${MOKO} "LW001-BG PRO on chirpstack_v4.js"`, () => {
    const result = run('moko/lw001-bgpro', 2, '011BE00207E9081A052A2B000901BD92463C946EEB2E');
    expect(result.location).toStrictEqual({
      lat: 2.9200966,
      lon: 101.6360683,
      time: '2025-08-26T05:42:43.000Z',
    });
    expect(result.fields).toMatchObject({
      utc_time: '2025-8-26 5:42:43  TZ:0',
      pdop: 4.6,
      battery_voltage: 3.6,
    });
  });

  it('keeps a fix whose time zone is not 0, without a time: the codecs do not say whether it is UTC', () => {
    const result = run('moko/lw001-bgpro', 2, '011FC00207E60803090F1F10091227888E443AA0500C');
    expect(result.fields.utc_time).toBe('2022-8-3 9:15:31  TZ:16');
    expect(result.location).toStrictEqual({ lat: 30.458075, lon: 114.4692816 });
  });

  it('gives no position for a Wi-Fi scan or a failed fix, and says why the fix failed', () => {
    const wifi = run('moko/lw001-bgpro', 2, '20F5A00007E60803090F1F000EA0B3CCD358E6C2112233445566B0');
    expect(wifi.location).toBeUndefined();
    expect(wifi.fields.mac_data).toStrictEqual([
      { mac: 'a0b3ccd358e6', rssi: '-62dBm' },
      { mac: '112233445566', rssi: '-80dBm' },
    ]);
    const failed = run('moko/lw001-bgpro', 3, '011F300903FF0A0B0C0D');
    expect(failed.location).toBeUndefined();
    expect(failed.warnings).toEqual(['position fix failed: gps_fix_timeout']);
  });

  it('stores a stored frame (port 11) at its storage time, and only what has its own time when the zone is not 0', () => {
    // MOKO's "LW001-BG PRO on TTN.js" on the same bytes: current_time "2022/8/3 9:10:0", timezone 0,
    // event_type "End of movement".
    const atZero = run('moko/lw001-bgpro', 11, '000007E60803090A000008011F3002');
    expect(atZero.fields).toMatchObject({
      current_time: '2022/8/3 9:10:0',
      timezone: 0,
      event_info: 'motion end',
    });
    expect(readingsOf(atZero)).toMatchObject({ 'motion@2022-08-03T09:10:00.000Z': false });
    const zoned = run(
      'moko/lw001-bgpro',
      11,
      '000007E60803090A001002011FC00207E60803090F1F00091227888E443AA0500C',
    );
    expect(zoned.readings).toEqual([]);
    expect(zoned.location).toStrictEqual({
      lat: 30.458075,
      lon: 114.4692816,
      time: '2022-08-03T09:15:31.000Z',
    });
    expect(zoned.warnings).toEqual([
      'stored frame of 2022/8/3 9:10:0, time zone 16: not known as UTC, so only what has its own time is stored',
    ]);
  });

  it('reads the PRO V2 frames by their length: a 1-byte shock count, eleven consumption counters', () => {
    // MOKO's "LW001-BG PRO V2 on TTN.js": number_of_shocks 7; device_work_time 1 ... motion_move_fix_upload_num 11.
    expect(run('moko/lw001-bgpro', 5, '011F3007').fields.shake_num).toBe(7);
    const counters = Array.from({ length: 11 }, (_, i) => (i + 1).toString(16).padStart(8, '0')).join('');
    expect(run('moko/lw001-bgpro', 9, `011F30${counters}`).fields).toMatchObject({
      device_work_time: 1,
      battery_consume: 9,
      motion_move_fix_upload_num: 11,
    });
  });
});

describe('moko/lw004', () => {
  it('reads the GPS fix, longitude first, and the SOS alarm in force', () => {
    const result = run('moko/lw004', 6, '55B12C443AA0501227888E');
    expect(result.location).toStrictEqual({ lat: 30.458075, lon: 114.4692816 });
    expect(readingsOf(result)).toStrictEqual({
      battery_pct: 85,
      motion: true,
      button: true,
      fall_detected: false,
    });
  });

  it("stores an event's button and man-down states at the event's own time", () => {
    expect(readingsOf(run('moko/lw004', 1, '5510649A5BC003'))).toStrictEqual({
      battery_pct: 85,
      'button@2023-06-27T03:47:12.000Z': true,
    });
    expect(readingsOf(run('moko/lw004', 1, '5510649A5BC008'))).toStrictEqual({
      battery_pct: 85,
      'fall_detected@2023-06-27T03:47:12.000Z': false,
    });
    const unset = run('moko/lw004', 4, '55401000000000');
    expect(unset.warnings).toEqual(['device clock not set (timestamp 0); readings use the receive time']);
    expect(readingsOf(unset)).toMatchObject({ motion: false });
  });

  it('gives no position for a failed fix or a Bluetooth scan', () => {
    const failed = run('moko/lw004', 7, '5550050A0B0C0D');
    expect(failed.location).toBeUndefined();
    expect(failed.warnings).toEqual([
      'GPS fix failed: GPS positioning timeout (Please increase GPS positioning time via MKLoRa APP)',
    ]);
    const uneven = run('moko/lw004', 8, '5520000AA0B3CCD358E6C211');
    expect(uneven.fields.bluetooth_data).toStrictEqual([{ mac: 'a0b3ccd358e6', rssi: '-62dBm' }]);
    expect(uneven.warnings).toEqual(['1 bytes after the Bluetooth entries not decoded']);
    expect(uneven.location).toBeUndefined();
  });
});

describe('moko/lw008-mt', () => {
  it(`reads the uplink quoted in ${MOKO} "LW008-MT on ChirpStack_v4.js" (the MTP's GPS fix)`, () => {
    // Vendor: latitude "30.4580616", longitude "114.4692066", pdop "4.0", age "49s".
    const result = run('moko/lw008-mt', 2, '0122000031030912278808443A9D6228');
    expect(result.location).toStrictEqual({ lat: 30.4580616, lon: 114.4692066 });
    expect(result.fields).toMatchObject({ age: '49s', pdop: 4, temperature: '34°C' });
  });

  it("gives no position for the MT's raw GNSS scan, which needs a solver", () => {
    const result = run('moko/lw008-mt', 2, '012200000504050102030405');
    expect(result.location).toBeUndefined();
    expect(result.warnings).toEqual(['raw GNSS scan for a location solver: no position']);
  });

  it('refuses a stored frame marked as not to be read, and the LoRa Cloud port', () => {
    expect(errorOf(() => run('moko/lw008-mt', 11, '800007E60803090A00000811220002')).message).toBe(
      'moko/lw008-mt: stored frame marked as not to be decoded',
    );
    expect(errorOf(() => run('moko/lw008-mt', 199, '0102')).kind).toBe('unsupported_port');
  });
});
