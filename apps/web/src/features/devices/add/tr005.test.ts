import { describe, expect, it } from 'vitest';
import { parseDeviceQr } from './tr005.ts';

describe('TR005 QR codes', () => {
  it('reads the final format (The Things Stack’s examples)', () => {
    expect(parseDeviceQr('LW:D0:42FFFFFFFFFFFFFF:4242FFFFFFFFFFFF:42FFFF42')).toEqual({
      kind: 'lorawan',
      code: {
        joinEui: '42FFFFFFFFFFFFFF',
        devEui: '4242FFFFFFFFFFFF',
        profileId: '42FFFF42',
        ownerToken: null,
        serialNumber: null,
      },
    });
    const full = parseDeviceQr(
      'LW:D0:42FFFFFFFFFFFFFF:4242FFFFFFFFFFFF:42FFFF42:CCHECKSUM:O0102:SSERIAL:PPROPRIETARY',
    );
    expect(full).toMatchObject({ kind: 'lorawan', code: { ownerToken: '0102', serialNumber: 'SERIAL' } });
    // Empty extensions are dropped.
    expect(parseDeviceQr('LW:D0:42FFFFFFFFFFFFFF:4242FFFFFFFFFFFF:42FFFF42:O:S:P')).toMatchObject({
      code: { ownerToken: null, serialNumber: null },
    });
  });

  it('takes lower case and surrounding spaces, answering upper case', () => {
    expect(parseDeviceQr('  lw:d0:70b3d57ed0000000:0004a30b001c0530:000a0001\n')).toMatchObject({
      kind: 'lorawan',
      code: { joinEui: '70B3D57ED0000000', devEui: '0004A30B001C0530', profileId: '000A0001' },
    });
  });

  it('reads the two drafts', () => {
    expect(
      parseDeviceQr('URN:LW:DP:42FFFFFFFFFFFFFF:4242FFFFFFFFFFFF:42FFFF42:%V0102%SSERIAL%PPROP'),
    ).toMatchObject({
      kind: 'lorawan',
      code: { joinEui: '42FFFFFFFFFFFFFF', devEui: '4242FFFFFFFFFFFF', serialNumber: 'SERIAL' },
    });
    expect(
      parseDeviceQr('URN:DEV:LW:42FFFFFFFFFFFFFF_4242FFFFFFFFFFFF_42FFFF42_V0102_SSERIAL'),
    ).toMatchObject({
      kind: 'lorawan',
      code: { devEui: '4242FFFFFFFFFFFF', serialNumber: 'SERIAL' },
    });
  });

  it('refuses broken codes, which are kept as plain text (a barcode or claim code)', () => {
    for (const text of [
      'LW:D0:42FFFFFFFFFFFFFF:4242FFFFFFFFFFFF',
      'LW:D0:42FFFFFFFFFFFF:4242FFFFFFFFFFFF:42FFFF42',
      'LW:D0:42FFFFFFFFFFFFFF:4242FFFFFFFFFFFF:42FFFF',
      'LW:D0:42FFFFFFFFFFFFFG:4242FFFFFFFFFFFF:42FFFF42',
      'LW:D1:42FFFFFFFFFFFFFF:4242FFFFFFFFFFFF:42FFFF42',
      'CLAIM-1234',
    ]) {
      expect(parseDeviceQr(text)).toEqual({ kind: 'text', text });
    }
  });
});
