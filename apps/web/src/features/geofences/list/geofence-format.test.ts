import { describe, expect, it } from 'vitest';
import { formatArea, formatMetres } from './geofence-format.ts';

describe('geofence sizes', () => {
  it('group digits as the locale does', () => {
    expect(formatMetres(1500, 'en-CA')).toBe('1,500');
    expect(formatMetres(1500, 'fr-CA')).toBe('1\u00a0500');
    expect(formatMetres(99.6, 'en-CA')).toBe('100');
  });

  it('give large areas in km² with two decimals and small ones in whole m²', () => {
    expect(formatArea(2_345_678, 'en-CA')).toEqual({ value: '2.35', unit: 'km2' });
    expect(formatArea(2_345_678, 'fr-CA')).toEqual({ value: '2,35', unit: 'km2' });
    expect(formatArea(100_000, 'en-CA')).toEqual({ value: '0.1', unit: 'km2' });
    expect(formatArea(99_999.4, 'en-CA')).toEqual({ value: '99,999', unit: 'm2' });
  });
});
