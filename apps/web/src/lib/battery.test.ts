import { describe, expect, it } from 'vitest';
import { batteryLevel, batteryPercent, defaultBatteryRange, deviceBatteryPercent } from './battery.ts';

describe('battery percent', () => {
  it('is linear over the spec 9 range (2300 to 3000 mV) and clamped', () => {
    expect(defaultBatteryRange).toEqual({ minMv: 2300, maxMv: 3000 });
    expect(batteryPercent(2300)).toBe(0);
    expect(batteryPercent(2650)).toBe(50);
    expect(batteryPercent(3000)).toBe(100);
    expect(batteryPercent(2000)).toBe(0);
    expect(batteryPercent(3600)).toBe(100);
    expect(batteryPercent(2999)).toBe(100);
    expect(batteryPercent(2301)).toBe(0);
  });

  it('follows the configured range', () => {
    const range = { minMv: 3000, maxMv: 4200 };
    expect(batteryPercent(3600, range)).toBe(50);
    expect(batteryPercent(4200, range)).toBe(100);
    expect(batteryPercent(Number.NaN, range)).toBe(0);
  });

  it('prefers the millivolts a device reports, else its own percent', () => {
    expect(deviceBatteryPercent({ batteryMv: 2475, batteryPct: 99 })).toBe(25);
    expect(deviceBatteryPercent({ batteryMv: null, batteryPct: 87.6 })).toBe(88);
    expect(deviceBatteryPercent({ batteryMv: null, batteryPct: 140 })).toBe(100);
    expect(deviceBatteryPercent({ batteryMv: null, batteryPct: null })).toBeNull();
  });

  it('picks the icon level', () => {
    expect(batteryLevel(null)).toBe('unknown');
    expect(batteryLevel(3)).toBe('critical');
    expect(batteryLevel(20)).toBe('low');
    expect(batteryLevel(50)).toBe('medium');
    expect(batteryLevel(80)).toBe('high');
    expect(batteryLevel(100)).toBe('full');
  });
});
