import { describe, expect, it } from 'vitest';
import { errorOf, readingFieldsOf, readingOf, run } from './test-support/decode-helpers.ts';

const T1000 = 'sensecap/t1000-a';

describe('sensecap/t1000-a', () => {
  it('refuses the location-solver ports', () => {
    expect(errorOf(() => run(T1000, 199, '090000800064B909080082355B02D379E460')).message).toBe(
      'sensecap/t1000-a: unsupported fPort 199 (expected 5)',
    );
  });

  it('refuses a payload without one complete known frame', () => {
    expect(errorOf(() => run(T1000, 5, '2A0000')).message).toBe(
      'sensecap/t1000-a: unknown frame 0x2A at byte 0: 3 bytes not decoded',
    );
    expect(errorOf(() => run(T1000, 5, '090000800064B909080082355B')).message).toBe(
      'sensecap/t1000-a: payload truncated: frame 0x09 at byte 0 needs 18 bytes, has 13; not decoded',
    );
  });

  it('keeps the frames around an unknown one, and the complete ones before a cut', () => {
    const heartbeat = '055A010200';
    const fix = '090000000064B909080082355B02D379E460';
    const around = run(T1000, 5, `${heartbeat}2A0000${fix}`);
    expect(around.fields).toMatchObject({ workMode: 1, latitude: 47.413732 });
    expect(around.warnings).toEqual(['unknown frame 0x2A at byte 5: 3 bytes not decoded']);
    const cut = run(T1000, 5, `${heartbeat}${fix.slice(0, 20)}`);
    expect(readingOf(cut, 'battery_pct')).toBe(90);
    expect(cut.warnings).toEqual([
      'payload truncated: frame 0x09 at byte 5 needs 18 bytes, has 10; not decoded',
    ]);
  });

  it('keeps the 0x8000 "no value" sensor words out of the readings', () => {
    const result = run(T1000, 5, '06000040006502CF150082390E02D37BD48000800064');
    expect(result.fields).toMatchObject({ temperature: null, light: null, batteryLevel: 100 });
    expect(readingFieldsOf(result)).not.toContain('temperature');
    expect(readingFieldsOf(result)).not.toContain('light_percent');
  });

  it('reports movement events as motion', () => {
    expect(readingOf(run(T1000, 5, '090000010064B909080082355B02D379E460'), 'motion')).toBe(true);
    expect(readingOf(run(T1000, 5, '090000020064B909080082355B02D379E460'), 'motion')).toBe(false);
  });

  it('uses the receive time when the tracker clock is not set', () => {
    const result = run(T1000, 5, '09000080' + '00' + '00000000' + '0082355B02D379E460');
    expect(result.location).toEqual({ lat: 47.413732, lon: 8.533339 });
    expect(result.readings.every((reading) => reading.time === undefined)).toBe(true);
    expect(result.warnings?.[0]).toMatch(/clock not set/);
  });

  it('merges a heartbeat and a fix sent together', () => {
    const result = run(T1000, 5, '055A010200090000000064B909080082355B02D379E460');
    expect(result.fields).toMatchObject({
      workMode: 1,
      positioningStrategy: 2,
      sosMode: 0,
      batteryLevel: 96,
    });
    expect(result.location?.lat).toBe(47.413732);
  });

  it('keeps Wi-Fi scans as fields without a location', () => {
    const scan = `0A0000000064B90908${'AABBCCDDEEFFC4'}${'FF'.repeat(6)}00${'FF'.repeat(14)}5A`;
    const result = run(T1000, 5, scan);
    expect(result.fields.wifiScan).toEqual([{ mac: 'AA:BB:CC:DD:EE:FF', rssi: -60 }]);
    expect(result.location).toBeUndefined();
    expect(readingOf(result, 'battery_pct')).toBe(90);
  });

  it('turns an error frame into a warning', () => {
    const result = run(T1000, 5, '0D00000002');
    expect(result.fields).toStrictEqual({ errorCode: 2, error: 'ALMANAC_TOO_OLD' });
    expect(result.warnings).toEqual(['tracker reported error 2 (ALMANAC_TOO_OLD)']);
  });

  // Frames 0x0C, 0x1A and 0x1D of Seeed's current decoder (Seeed-Solution/SenseCAP-Decoder
  // T1000/TTN/SenseCAP_T1000_TTN_Decoder.js, unpack() lengths and deserialize() layouts);
  // the bytes reuse the fix and time of the 0x09 example above.
  it('decodes the 0x1A fix with sensors and accelerometer', () => {
    const result = run(T1000, 5, '1A0000010064B909080082355B02D379E400FA00320000FC18000060');
    expect(result.location).toEqual({ lat: 47.413732, lon: 8.533339, time: '2023-07-20T10:14:32.000Z' });
    expect(result.fields).toMatchObject({
      temperature: 25,
      light: 50,
      accelerometerX: 0,
      accelerometerY: -1000,
      accelerometerZ: 0,
      batteryLevel: 96,
    });
    expect(readingOf(result, 'motion')).toBe(true);
    expect(readingOf(result, 'temperature')).toBe(25);
  });

  it('decodes the 0x1D positioning-status frame', () => {
    const result = run(T1000, 5, '1D0100000064B9090800FA00320000000003E85A');
    expect(result.fields).toMatchObject({ positioningStatus: 1, temperature: 25, accelerometerZ: 1000 });
    expect(result.location).toBeUndefined();
    expect(result.readings).toContainEqual({
      field: 'battery_pct',
      value: 90,
      time: '2023-07-20T10:14:32.000Z',
    });
  });

  it('accepts the body-less 0x0C frame and decodes what follows', () => {
    const result = run(T1000, 5, '0C055A010200');
    expect(result.fields).toMatchObject({ workMode: 1, batteryLevel: 90 });
    expect(result.warnings).toBeUndefined();
  });

  it('decodes the 0x04 reporting settings', () => {
    // Seeed's deserialize() case '04': work mode, skipped byte, heartbeat / periodic / event minutes, SOS mode.
    const result = run(T1000, 5, '040200003C0005000501');
    expect(result.fields).toStrictEqual({
      workMode: 2,
      heartbeatInterval: 60,
      periodicInterval: 5,
      eventInterval: 5,
      sosMode: 1,
    });
    expect(result.warnings).toBeUndefined();
  });

  it('decodes the worked examples of Seeed’s payload documentation', () => {
    // [seeed-wiki] T1000_payload (Seeed-Studio wiki-documents), "GNSS Location and Sensor Packet-0x06".
    const fix = run(T1000, 5, '06000008006462248d06ca502801587ec600fe000057');
    expect(fix.fields).toMatchObject({
      shockEvent: true,
      collectTime: 1684153485000,
      longitude: 113.922088,
      latitude: 22.576838,
      temperature: 25.4,
      light: 0,
      batteryLevel: 87,
    });
    expect(fix.location).toEqual({ lat: 22.576838, lon: 113.922088, time: '2023-05-15T12:24:45.000Z' });
    // Same page, "Positioning Status and Sensor Packet-0x11": GNSS timeout, 32.1 °C, 47 %.
    const status = run(T1000, 5, '110100000064a763a0014100002f');
    expect(status.fields).toMatchObject({ positioningStatus: 1, temperature: 32.1, batteryLevel: 47 });
    expect(readingOf(status, 'temperature')).toBe(32.1);
    // Same page, "Device Status Packet -Periodic Mode: 0x02".
    expect(run(T1000, 5, '025601050105010002d0003c003c0000').fields).toMatchObject({
      batteryLevel: 86,
      firmwareVersion: '1.5',
      hardwareVersion: '1.5',
      workMode: 1,
      heartbeatInterval: 720,
      periodicInterval: 60,
      eventInterval: 60,
    });
  });
});
