import { describe, expect, it } from 'vitest';
import { browanL0010Cases, browanL0010FallThrough } from './test-support/browan-examples-2.ts';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { checkVendorCases } from './test-support/tracker-cases.ts';

// Browan Gasmatic Sensor (L0010) against Browan's codec in the TTN device repository
// (TheThingsNetwork/lorawan-devices vendor/browan/l0010.js at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200,
// with the examples of l0010-codec.yaml at 36839c3c), run in Node: its outputs, verbatim, in
// test-support/browan-examples-2.ts.
const L0010 = 'browan/l0010';

checkVendorCases(L0010, 'TTN vendor/browan/l0010.js at 62c8acdd', browanL0010Cases);

describe('Browan L0010', () => {
  it('refuses a port-51 length the codec only reads through its fall-through to the BLE layout', () => {
    const { port, hex, vendor } = browanL0010FallThrough;
    // Browan's codec prints a BLE uplink with a 268.24 % battery for these 11 bytes.
    expect(vendor.battery_main).toBe(268.24);
    const error = errorOf(() => run(L0010, port, hex));
    expect(error.kind).toBe('invalid_payload');
    expect(error.message).toBe(
      'browan/l0010: port 51 payload of 11 bytes is neither the ADC (10 bytes) nor the Wi-Fi (9 bytes) uplink',
    );
  });

  it("refuses the ports Browan's codec does not know, as it does ('unknown FPort')", () => {
    expect(errorOf(() => run(L0010, 42, '01')).kind).toBe('unsupported_port');
  });

  it('refuses a BLE uplink cut short', () => {
    expect(errorOf(() => run(L0010, 64, '28A65F31D05503FA0038')).kind).toBe('invalid_payload');
  });
});
