import { describe, expect, it } from 'vitest';
import { deviceCreateSchema, deviceImportRowSchema, isTrackerIdFor, trackerCreateSchema } from './device.ts';

const keys = {
  dev_eui: '70B3D57ED0000001',
  app_eui: '70B3D57ED0000000',
  app_key: '2B7E151628AED2A6ABF7158809CF4F3C',
};
const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('a CSV import row (issue 12.4)', () => {
  it("refuses a name the single add refuses, with the single add's message", () => {
    const row = deviceImportRowSchema.safeParse({ ...keys, name: 'ab' });
    const single = deviceCreateSchema.safeParse({
      organisationId: '3f1c6a52-3d1b-4c47-9b77-1b5a3c9f0a11',
      name: 'ab',
      devEui: keys.dev_eui,
      appEui: keys.app_eui,
      appKey: keys.app_key,
      type: 'location',
    });
    expect(messagesOf(row)).toEqual(['Device name must be at least 3 characters']);
    expect(messagesOf(single)).toEqual(messagesOf(row));
  });

  it('takes a blank or missing name as none, and keeps a good one trimmed', () => {
    expect(deviceImportRowSchema.parse({ ...keys, name: '  ' }).name).toBeUndefined();
    expect(deviceImportRowSchema.parse(keys).name).toBeUndefined();
    expect(deviceImportRowSchema.parse({ ...keys, name: ' Pallet 7 ' }).name).toBe('Pallet 7');
  });
});

describe('the id a tracker sends, by protocol', () => {
  it('takes 6 to 20 digits for IMEI protocols, a serial for Castel, a unit number of any length for Cellocator', () => {
    expect(isTrackerIdFor('356307042441013', 'teltonika')).toBe(true);
    expect(isTrackerIdFor('257', 'teltonika')).toBe(false);
    // Pointer numbers Cellocator units from 1 (Traccar's CellocatorProtocolDecoderTest: units 6 and 257).
    expect(isTrackerIdFor('6', 'cellocator')).toBe(true);
    expect(isTrackerIdFor('4294967295', 'cellocator')).toBe(true);
    expect(isTrackerIdFor('12A4', 'cellocator')).toBe(false);
    expect(isTrackerIdFor('213GL2016000364', 'castel')).toBe(true);
  });

  it('says what the id must be in the terms of the protocol', () => {
    const add = (protocol: string, imei: string) =>
      messagesOf(
        trackerCreateSchema.safeParse({
          organisationId: '3f1c6a52-3d1b-4c47-9b77-1b5a3c9f0a11',
          name: 'Van 7',
          protocol,
          imei,
        }),
      );
    expect(add('cellocator', '123456789012345678901')).toEqual(['Unit ID must be 1 to 20 digits (0-9)']);
    expect(add('teltonika', '257')).toEqual(['IMEI must be 6 to 20 digits (0-9)']);
    expect(add('cellocator', '257')).toEqual([]);
  });
});
