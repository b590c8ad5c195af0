import { describe, expect, it } from 'vitest';
import {
  displayBounds,
  displayUnit,
  formatTemperature,
  fromDisplayValue,
  fromTemperatureUnit,
  isFlagField,
  isTemperatureField,
  toDisplayValue,
  toTemperatureUnit,
} from './units.ts';

describe('units', () => {
  it('shows Celsius readings in the chosen unit', () => {
    expect(formatTemperature(21.5, 'C')).toBe('21.5 °C');
    expect(formatTemperature(100, 'F')).toBe('212.0 °F');
    expect(formatTemperature(-40, 'F', 0)).toBe('-40 °F');
    expect(toTemperatureUnit(37, 'F')).toBeCloseTo(98.6);
    expect(fromTemperatureUnit(212, 'F')).toBe(100);
  });

  it('converts every temperature field and leaves the others alone', () => {
    for (const field of ['temperature', 'external_temperature', 'soil_temperature', 'leaf_temperature']) {
      expect(isTemperatureField(field)).toBe(true);
      expect(toDisplayValue(field, 0, 'F')).toBe(32);
      expect(fromDisplayValue(field, 32, 'F')).toBe(0);
      expect(displayUnit(field, 'F')).toBe('°F');
    }
    expect(toDisplayValue('humidity', 40, 'F')).toBe(40);
    expect(displayUnit('humidity', 'F')).toBe('%');
    expect(displayUnit('co2', 'C')).toBe('ppm');
    expect(displayUnit('door_open', 'C')).toBe('');
    expect(displayUnit('vendor_thing', 'C')).toBe('');
  });

  it('gives physical bounds in the display unit', () => {
    expect(displayBounds('humidity', 'C')).toEqual({ min: 0, max: 100 });
    expect(displayBounds('temperature', 'F').min).toBeCloseTo(-459.67);
    expect(displayBounds('door_open', 'C')).toEqual({ min: 0, max: 1 });
    expect(isFlagField('door_open')).toBe(true);
    expect(displayBounds('unknown', 'C')).toEqual({});
  });
});
