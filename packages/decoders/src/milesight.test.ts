import { describe, expect, it } from 'vitest';
import { decode, parseHex } from './index.ts';
import { errorOf, readingFieldsOf, readingOf, run } from './test-support/decode-helpers.ts';

const HISTORY_TIME = '2022-10-12T08:02:38.000Z';
const HISTORY_TS = '9E744663';

describe('Milesight records', () => {
  it('decode the device information sent after a join', () => {
    const result = run(
      'milesight-iot/em300-th',
      85,
      'ff0bffff0101ff166136c19188880000ff090140ff0a0114ff0f00',
    );
    expect(result.fields).toStrictEqual({
      device_status: 'on',
      ipso_version: 'v0.1',
      sn: '6136c19188880000',
      hardware_version: 'v1.4',
      firmware_version: 'v1.14',
      lorawan_class: 'Class A',
    });
    expect(result.readings).toEqual([]);
  });

  it('print the hardware version as the vendor decoders do (major hex, minor decimal)', () => {
    // [milesight-sensordecoders] ct-series/ct101/README.md, device-information example.
    const ct101 = run('milesight-iot/ct101', 85, 'FF0BFFFF0101FF166746D38802580000FF090100FF0A0101FF0F00');
    expect(ct101.fields).toStrictEqual({
      device_status: 'on',
      firmware_version: 'v1.1',
      hardware_version: 'v1.0',
      ipso_version: 'v0.1',
      lorawan_class: 'Class A',
      sn: '6746d38802580000',
    });
    // [ttn-device-repo] vendor/milesight-iot/at101-codec.yaml, example "Initial Connection".
    const at101 = run('milesight-iot/at101', 85, 'FF0BFFFF0101FF166745E27566240008FF090110FF0A0102');
    expect(at101.fields).toMatchObject({ hardware_version: 'v1.1', firmware_version: 'v1.2' });
    // readHardwareVersion in Milesight's decoders: (byte 1 >> 4) printed in decimal, so 01 A0 is v1.10.
    expect(run('milesight-iot/em300-th', 85, 'FF0901A0').fields.hardware_version).toBe('v1.10');
  });

  it('refuse a payload without one complete known record', () => {
    expect(errorOf(() => run('milesight-iot/em300-th', 85, '036734')).message).toBe(
      'milesight-iot/em300-th: payload truncated: channel 0x03 0x67 at byte 0 needs 4 bytes, has 3; not decoded',
    );
    expect(errorOf(() => run('milesight-iot/am307', 85, '0B7D2000')).message).toBe(
      'milesight-iot/am307: unknown channel 0x0B 0x7D at byte 0: 4 bytes not decoded',
    );
  });

  it('keep the complete records of a truncated payload, with a warning', () => {
    // EM300-TH README example 01755C 03673401 046865, cut inside the humidity record.
    const cut = run('milesight-iot/em300-th', 85, '01755C036734010468');
    expect(cut.fields).toStrictEqual({ battery: 92, temperature: 30.8 });
    expect(cut.warnings).toEqual([
      'payload truncated: channel 0x04 0x68 at byte 7 needs 3 bytes, has 2; not decoded',
    ]);
    const header = run('milesight-iot/em300-th', 85, '01755C03');
    expect(header.readings).toEqual([{ field: 'battery_pct', value: 92 }]);
    expect(header.warnings).toEqual(['incomplete record header at byte 3: 1 byte not decoded']);
  });

  it('keep the records on both sides of an unknown channel, with a warning', () => {
    // The EM300-TH README example with a record of a newer firmware in the middle.
    const result = run('milesight-iot/em300-th', 85, '01755C0A990102030403673401046865');
    expect(result.fields).toStrictEqual({ battery: 92, temperature: 30.8, humidity: 50.5 });
    expect(result.warnings).toEqual(['unknown channel 0x0A 0x99 at byte 3: 6 bytes not decoded']);
  });

  it("decode the vendor's AM307 example past a channel this model does not list", () => {
    // Milesight-IoT/SensorDecoders am-series/am307/am307-codec.json "bytes": its 06 65
    // record (illuminance words of another AM300 variant) is not in the AM307 decoder.
    const result = run(
      'milesight-iot/am307',
      85,
      '01755C03673401046865056A490006651C0079001400077DE704087D070009733F27',
    );
    expect(result.fields).toStrictEqual({
      battery: 92,
      temperature: 30.8,
      humidity: 50.5,
      co2: 1255,
      tvoc: 7,
      pressure: 1004.7,
    });
    expect(result.warnings).toContain('unknown channel 0x06 0x65 at byte 14: 8 bytes not decoded');
  });

  it('ignore the port, as the vendor decoders do, but refuse non-application ports', () => {
    const payload = parseHex('01755C03673401046865');
    expect(decode('milesight-iot/em300-th', 1, payload)).toStrictEqual(
      decode('milesight-iot/em300-th', 85, payload),
    );
    expect(errorOf(() => decode('milesight-iot/em300-th', 0, payload)).kind).toBe('unsupported_port');
  });

  it('drop an impossible battery percentage', () => {
    const result = run('milesight-iot/ws301', 85, '0175FF030001');
    expect(result.fields.battery).toBe(255);
    expect(readingFieldsOf(result)).toEqual(['door_open']);
    expect(result.warnings?.[0]).toMatch(/battery_pct 255/);
  });
});

describe('history records', () => {
  it('carry their own time (EM300-TH)', () => {
    const result = run('milesight-iot/em300-th', 85, `20CE${HISTORY_TS}10015D00`);
    expect(result.readings).toEqual([
      { field: 'temperature', value: 27.2, time: HISTORY_TIME },
      { field: 'humidity', value: 46.5, time: HISTORY_TIME },
    ]);
  });

  it('give no readings when the device clock was never set', () => {
    const result = run('milesight-iot/em300-th', 85, '20CE0000000010015D00');
    expect(result.fields.history).toHaveLength(1);
    expect(result.readings).toEqual([]);
    expect(result.warnings?.[0]).toMatch(/no valid timestamp/);
  });

  it('include the leak state (EM300-SLD)', () => {
    const result = run('milesight-iot/em300-sld', 85, `20CE${HISTORY_TS}34016501`);
    expect(result.fields.history).toEqual([
      { timestamp: 1665561758, temperature: 30.8, humidity: 50.5, water: 'leak' },
    ]);
    expect(result.readings).toContainEqual({ field: 'leak', value: true, time: HISTORY_TIME });
  });

  it('decode the AM319-HCHO record', () => {
    const result = run(
      'milesight-iot/am319-hcho',
      85,
      `20CE${HISTORY_TS}EE007C000102A80325006627200030000700`,
    );
    expect(result.fields.history).toEqual([
      {
        timestamp: 1665561758,
        temperature: 23.8,
        humidity: 62,
        pir: 'trigger',
        light_level: 2,
        co2: 936,
        tvoc: 0.37,
        pressure: 1008.6,
        pm2_5: 32,
        pm10: 48,
        hcho: 0.07,
      },
    ]);
    expect(result.readings).toHaveLength(10);
    expect(result.readings.every((reading) => reading.time === HISTORY_TIME)).toBe(true);
  });

  it('decode the soil record and probe faults (EM500-SMTC)', () => {
    const history = run('milesight-iot/em500-smtc', 85, `20CE${HISTORY_TS}F000FFFF7017`);
    expect(history.fields.history).toEqual([
      { timestamp: 1665561758, ec: 240, temperature_error: 'read failed', moisture: 60 },
    ]);
    expect(readingFieldsOf(history)).toEqual(['soil_conductivity', 'soil_moisture']);
    const live = run('milesight-iot/em500-smtc', 85, '0367FFFF04CA7017');
    expect(live.fields).toStrictEqual({ temperature_error: 'read failed', moisture: 60 });
    expect(readingOf(live, 'soil_moisture')).toBe(60);
  });
});

describe('per-model details', () => {
  it('CT101: the 0xFFFF "read failed" word is not a current', () => {
    const result = run('milesight-iot/ct101', 85, '0498FFFF0967FDFF');
    expect(result.fields).toStrictEqual({
      current_sensor_status: 'read failed',
      temperature_sensor_status: 'over range alarm',
    });
    expect(result.readings).toEqual([]);
  });

  it('WS52x: current in A, active power in W, relay state', () => {
    const result = run('milesight-iot/ws52x', 85, '07C94A00048007000000087000');
    expect(result.fields).toStrictEqual({ current: 74, active_power: 7, button: 'close' });
    expect(result.readings).toEqual([
      { field: 'current', value: 0.074 },
      { field: 'power', value: 7 },
      { field: 'relay_on', value: false },
    ]);
  });

  it.each([
    // Milesight-IoT/SensorDecoders e79c9d8b ws523-decoder.js (ws525-decoder.js the same), run on
    // these bytes: a byte skipped, the delay in seconds, the state after it (low nibble).
    ['milesight-iot/ws523', 'ff22000a0011', { delay_time: 10, socket_status: 'on' }],
    ['milesight-iot/ws525', 'fe22003c0010', { delay_time: 60, socket_status: 'off' }],
  ])('%s: the delay task reply %s as the vendor reads it, no reading', (model, hex, fields) => {
    const result = run(model, 85, hex);
    expect(result.fields).toStrictEqual(fields);
    expect(result.readings).toEqual([]);
  });

  it('WS101: an unknown press type is a warning, not a press', () => {
    const result = run('milesight-iot/ws101', 85, 'FF2E04');
    expect(result.fields).toStrictEqual({});
    expect(result.readings).toEqual([]);
    expect(result.warnings).toEqual(['unknown button event 4']);
  });

  it('AT101: a stored fix becomes the location unless a live one is present', () => {
    const stored = `20CE${HISTORY_TS}F000090736BF7701000000000000`;
    expect(run('milesight-iot/at101', 85, stored).location).toEqual({
      lat: 24.62495,
      lon: 118.030576,
      time: HISTORY_TIME,
    });
    const both = run('milesight-iot/at101', 85, `048836BF7701F000090722${stored}`);
    expect(both.location).toEqual({ lat: 24.62495, lon: 118.030576 });
  });

  it('AT101: tilt status, tamper and motion stop', () => {
    const result = run('milesight-iot/at101', 85, '048836BF7701F0000907250700010488000000000000000003');
    expect(result.fields).toMatchObject({
      tilt_status: 'tilt',
      tamper_status: 'uninstall',
      motion_status: 'stop',
    });
    expect(readingOf(result, 'tilt')).toBe(true);
    expect(readingOf(result, 'tamper')).toBe(true);
    expect(readingOf(result, 'motion')).toBe(false);
  });

  it('AM307: skips the PIR activity counter and decodes what follows', () => {
    const result = run('milesight-iot/am307', 85, '01755C056A4900077DE704');
    expect(result.fields).toStrictEqual({ battery: 92, co2: 1255 });
    expect(result.warnings).toEqual(['PIR activity count 73 (record 05 6A) is not decoded']);
  });

  it('AM307: TVOC keeps the TTN raw word as field, the IAQ level as reading', () => {
    const result = run('milesight-iot/am307', 85, '087D0700');
    expect(result.fields.tvoc).toBe(7);
    expect(readingOf(result, 'tvoc_level')).toBe(0.07);
  });
});
