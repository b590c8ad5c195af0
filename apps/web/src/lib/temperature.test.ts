import { describe, expect, it } from 'vitest';
import { formatTemperature } from './temperature.ts';

describe('formatTemperature', () => {
  it('shows Celsius readings in the chosen unit', () => {
    expect(formatTemperature(21.5, 'C')).toBe('21.5 °C');
    expect(formatTemperature(100, 'F')).toBe('212.0 °F');
    expect(formatTemperature(-40, 'F', 0)).toBe('-40 °F');
  });
});
