import { describe, expect, it } from 'vitest';
import { ABEEWAY_AT2_SOURCE, geolocationModuleCases } from './test-support/abeeway-examples-1.ts';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';

// Abeeway Geolocation Module (TTN device repository vendor/abeeway/index.yaml at 5c12ba10, and
// abeeway-geolocation-module.yaml: firmware 2.3, the trackers' AT2 messages) against Abeeway's AT2
// driver: frames and the driver's output in test-support/abeeway-examples-1.ts.

const MODULE = 'abeeway/abeeway-geolocation-module';

describe(`${MODULE} vs ${ABEEWAY_AT2_SOURCE}`, () => {
  it.each(geolocationModuleCases)('$name (port $port)', (c) => {
    const result = run(MODULE, c.port, c.hex);
    expect(result.fields).toStrictEqual(c.vendor);
    expect(readingsOf(result)).toStrictEqual(c.readings);
    expect(result.location).toStrictEqual(c.location);
    expect(result.warnings).toStrictEqual(c.warnings);
  });
});

describe(`${MODULE}: what the driver refuses`, () => {
  it('keeps the header of a shutdown cut before its cause, with a warning (the driver gives only an error)', () => {
    // The driver: "The payload is not valid to determine ShutDown Cause", no data.
    const result = run(MODULE, 18, '0900018600');
    expect(result.fields.messageType).toBe('SHUTDOWN');
    expect(result.fields.shutdownCause).toBeUndefined();
    expect(readingsOf(result).low_battery).toBeUndefined();
    expect(result.warnings).toStrictEqual([
      'SHUTDOWN body not decoded: payload too short (5 bytes, expected 6)',
    ]);
  });

  it('refuses the AT3 firmware port (the module\u2019s "pro" firmware: abeeway/asset-tracker-3)', () => {
    expect(errorOf(() => run(MODULE, 19, '0A1450860007')).kind).toBe('unsupported_port');
  });
});
