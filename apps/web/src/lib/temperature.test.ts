import { describe, expect, it } from 'vitest';
import { formatTemperature, toTemperatureUnit } from './temperature.ts';

describe('temperature in the user’s unit', () => {
  it('shows Celsius readings in the chosen unit', () => {
    expect(formatTemperature(21.5, 'C')).toBe('21.5 °C');
    expect(formatTemperature(100, 'F')).toBe('212.0 °F');
    expect(formatTemperature(-40, 'F', 0)).toBe('-40 °F');
    expect(formatTemperature(-17.78, 'F')).toBe('-0.0 °F');
  });

  it('converts values for charts', () => {
    expect(toTemperatureUnit(0, 'F')).toBe(32);
    expect(toTemperatureUnit(37, 'F')).toBeCloseTo(98.6);
    expect(toTemperatureUnit(4.5, 'C')).toBe(4.5);
  });
});
