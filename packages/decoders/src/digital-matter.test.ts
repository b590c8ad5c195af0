import { describe, expect, it } from 'vitest';
import { decode, parseHex } from './index.ts';
import { errorOf, readingOf, run } from './test-support/decode-helpers.ts';
import { FIX_FAILED } from './test-support/digital-matter-cases.ts';
import { digitalMatterTtnExamples } from './test-support/ttn-codec-examples-trackers.ts';

// Digital Matter's documented examples. Their decoders' outputs on more payloads are in
// digital-matter-differential.test.ts.

/** The statistics record both akenza and ZENNER give as their example, and the values both expect. */
const STATS_HEX = '8BF3DC7B9438984278B85E';
const STATS_VALUES = {
  initialBatV: 5.1,
  txCount: 59136,
  tripCount: 194336,
  gpsFails: 7232,
  uptimeWeeks: 189,
};
const fromBase64 = (text: string): string => Buffer.from(text, 'base64').toString('hex');

describe('Oyster: TheThingsNetwork/lorawan-devices vendor/digital-matter/oyster-codec.yaml at 6a51637ec02926e795c4d65f5c58a24696c9b720', () => {
  it('"Position update fix valid": the codec\'s output, the position and the battery', () => {
    const { model, fPort, hex, output } = digitalMatterTtnExamples.oysterFix;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(result.location).toStrictEqual({ lat: -32, lon: 116 });
    expect(result.readings).toStrictEqual([
      { field: 'motion', value: false },
      { field: 'battery_mv', value: 5550 },
    ]);
    expect(result.warnings).toBeUndefined();
  });

  it('"Position update fix failed": the cached position is no location, and says why', () => {
    const { model, fPort, hex, output } = digitalMatterTtnExamples.oysterFixFailed;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(result.location).toBeUndefined();
    expect(result.warnings).toStrictEqual([FIX_FAILED]);
    expect(readingOf(result, 'motion')).toBe(true);
    expect(readingOf(result, 'battery_mv')).toBe(4750);
  });
});

describe('Oyster3: akenza-io/device-type-library types/digitalMatter/oyster3/uplink.spec.js at 0c405d3d93d2f14bb8cd4dd14048e521f94166e8', () => {
  // Digital Matter's decoder (helium/console-decoders decoder_v2.js at 44132a7) prints the same values as `_type`.
  it('port 2: the longer acknowledgement with product, hardware revision and port', () => {
    expect(run('digital-matter/oyster', 2, 'D3010262010A').fields).toStrictEqual({
      type: 'downlink ack',
      sequence: 83,
      accepted: true,
      fwMaj: 1,
      fwMin: 2,
      prodId: 98,
      hwRev: 1,
      port: 10,
    });
  });

  it('port 3: the statistics', () => {
    expect(run('digital-matter/oyster', 3, STATS_HEX).fields).toMatchObject(STATS_VALUES);
  });

  it('port 4: the compact record of a failed fix gives its battery but no location', () => {
    const result = run('digital-matter/oyster', 4, '53AB783C04A1F98E06');
    expect(result.fields).toMatchObject({
      fixFailed: true,
      inTrip: false,
      cached: { latitudeDeg: 202.4493824, longitudeDeg: -159.3558016, headingDeg: 45, speedKmph: 155 },
    });
    expect(readingOf(result, 'battery_mv')).toBe(3550);
    // akenza shows this (off-Earth) position anyway; the unit says its fix failed.
    expect(result.location).toBeUndefined();
  });

  it('port 30: the hello after a watchdog reset', () => {
    expect(run('digital-matter/oyster', 30, '010A62010203017A').fields).toMatchObject({
      resetPowerOn: false,
      resetWatchdog: true,
      resetExternal: false,
      resetSoftware: false,
      watchdogReason: 259,
    });
  });

  it('port 31: statistics v3 and the current battery', () => {
    const result = run('digital-matter/oyster', 31, '8BF3DC7B94389842780843');
    expect(result.fields).toMatchObject({
      ttff: 139,
      wakeupsPerTrip: 243,
      initialBatV: 10.54,
      currentBatV: 7.436,
      batCritical: false,
      batLow: false,
      tripCount: 115872,
      uptimeWeeks: 664,
      mWhUsed: 5280,
      percentLora: 21.875,
      percentGnssSucc: 12.5,
      percentGnssFail: 37.5,
      percentSleepDis: 25,
      percentOther: 3.125,
    });
    expect(readingOf(result, 'battery_mv')).toBe(7436);
    expect(readingOf(result, 'low_battery')).toBe(false);
  });

  it("port 33: the position, then the fields after Digital Matter's 7-bit time stamp", () => {
    const result = run('digital-matter/oyster', 33, 'E825F49B9E872B6A992AAB');
    expect(result.location).toStrictEqual({ lat: -8.3333874, lon: -169.2850041 });
    // akenza reads on without the time stamp (5.932 V, 225°, 90 km/h, "16d2h18m"); Digital
    // Matter's decoder (helium/console-decoders decoder_v2.js at 44132a7) gives these.
    expect(result.fields).toMatchObject({
      timestamp: 21,
      inTrip: true,
      inactivityAlarm: true,
      inactiveDuration: '13d15h16m',
      batV: 4.844,
      headingDeg: 135,
      speedKmph: 105,
    });
  });
});

describe('Oyster3 uplinks from the field: tore-jan-s/tellsens-decoders decode.http at db923a7819864af09cfe7fce76e3fa7d5dbb50ef', () => {
  it('"not cached": a fix in western Norway', () => {
    const result = run('digital-matter/oyster', 33, fromBase64('SptXH5ED8gAANQM='));
    expect(result.location).toStrictEqual({ lat: 61.5983891, lon: 5.015924 });
    expect(readingOf(result, 'battery_mv')).toBe(5196);
    expect(readingOf(result, 'motion')).toBe(false);
  });

  it('"cached": no location', () => {
    const result = run('digital-matter/oyster', 33, fromBase64('E5xXtJIDuBAAOQE='));
    expect(result.location).toBeUndefined();
    expect(result.warnings).toStrictEqual([FIX_FAILED]);
  });
});

describe("Yabby: ZennerIoT/element-parsers lib/yabby_gps.ex at 202b62d0f4eeafaf120181db8adc2e2b30eefcf0 (from Digital Matter's Yabby LoRaWAN Integration 1.3)", () => {
  it('port 1: man down, heading and speed from their own bits', () => {
    const result = run('digital-matter/yabby', 1, '53AB783C0421F98E04CAB3');
    expect(result.fields).toMatchObject({
      manDown: true,
      fixFailed: false,
      inTrip: false,
      headingDeg: 90,
      speedKmph: 125,
    });
    expect(readingOf(result, 'battery_mv')).toBe(4475);
    // The vector's 101.45°, -189.63° is no place on Earth.
    expect(result.location).toBeUndefined();
    expect(result.warnings).toStrictEqual(['position 101.4541139, -189.6275708 is not a fix; not stored']);
  });

  it('port 1 of an Oyster is another layout: the same bytes give another heading and speed', () => {
    expect(run('digital-matter/oyster', 1, '53AB783C0421F98E04CAB3').fields).toMatchObject({
      manDown: null,
      headingDeg: 5.625,
      speedKmph: 202,
    });
  });

  it('ports 2 and 3: the acknowledgement and the statistics', () => {
    expect(run('digital-matter/yabby', 2, 'D30102').fields).toMatchObject({
      sequence: 83,
      accepted: true,
      fwMaj: 1,
      fwMin: 2,
    });
    expect(run('digital-matter/yabby', 3, STATS_HEX).fields).toMatchObject(STATS_VALUES);
  });
});

describe('Yabby Edge: TheThingsNetwork/lorawan-devices vendor/digital-matter/yabby-edge-codec.yaml at 9666fa5e7e118fb4a4b2af6534520cc98349881e', () => {
  it('"Location update": the scan, the trip state and no position', () => {
    const { model, fPort, hex, output } = digitalMatterTtnExamples.yabbyEdgeLocation;
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(output);
    expect(result.readings).toStrictEqual([{ field: 'motion', value: false }]);
    expect(result.location).toBeUndefined();
  });

  it('a list cut off keeps the trip state and the complete access points, and says so', () => {
    const result = run('digital-matter/yabby-edge', 5, '2300BA112233445566AF');
    expect(result.fields.wifi).toStrictEqual([{ rssi: -70, mac: '112233445566' }]);
    expect(readingOf(result, 'motion')).toBe(true);
    expect(result.warnings).toStrictEqual(['Wi-Fi list cut off: 3 access points announced, 1 complete']);
  });
});

describe('bad bytes', () => {
  it('a record cut short is a DecodeError that names the length', () => {
    const error = errorOf(() => run('digital-matter/oyster', 1, '0030EDEC003224450000'));
    expect(error.message).toBe('digital-matter/oyster: payload truncated (needs 11 bytes, got 10)');
    expect(error.kind).toBe('invalid_payload');
    expect(errorOf(() => run('digital-matter/yabby-edge', 89, '01020304050603')).message).toBe(
      'digital-matter/yabby-edge: payload too short (7 bytes, expected 11)',
    );
  });

  it('bytes after a record are decoded up to the record and reported', () => {
    const result = run('digital-matter/oyster', 4, 'F3041A16AFD062A001FFFF');
    expect(result.location).toStrictEqual({ lat: 43.6531968, lon: -79.3831936 });
    expect(result.warnings).toStrictEqual(['2 bytes after the record not decoded']);
  });

  it('a port the model does not use is refused', () => {
    const error = errorOf(() => decode('digital-matter/yabby', 4, parseHex('F3041A16AFD062A001')));
    expect(error.kind).toBe('unsupported_port');
  });

  it('the Guppy and G62 codecs accept only their lengths', () => {
    expect(errorOf(() => run('digital-matter/guppy-tag', 1, '658C3D')).message).toBe(
      'digital-matter/guppy-tag: port 1 records have 2 or 4 bytes, got 3',
    );
    expect(errorOf(() => run('digital-matter/g62', 1, '2D30EDEC0B3224450A3CC8')).message).toBe(
      'digital-matter/g62: port 1 records have 17 bytes, got 11',
    );
  });
});
