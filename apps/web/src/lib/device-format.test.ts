import { describe, expect, it } from 'vitest';
import { formatReading, orderReadings, readingLabel, readingUnit } from './device-format.ts';
import { createReadyI18n } from './i18n/i18n.ts';

// Readings of LoRaWAN level, meter, gas, sound, pH and weather sensors (the vocabulary's newer fields).
describe('reading labels and units', () => {
  it('names the level, meter, gas, sound, pH and weather readings in English and French', async () => {
    const en = (await createReadyI18n('en')).t;
    const fr = (await createReadyI18n('fr')).t;
    expect(readingLabel(en, 'liquid_pressure_kpa')).toBe('Liquid pressure');
    expect(readingLabel(fr, 'liquid_pressure_kpa')).toBe('Pression de liquide');
    expect(readingLabel(en, 'wind_speed_ms')).toBe('Wind speed');
    expect(readingLabel(fr, 'wind_speed_ms')).toBe('Vitesse du vent');
    expect(readingLabel(fr, 'pulse_count')).toBe('Compteur d’impulsions');
    expect(readingLabel(fr, 'h2s_ppm')).toBe('Sulfure d’hydrogène (H₂S)');
  });

  it('shows each in its own unit, whatever the temperature unit', async () => {
    const t = (await createReadyI18n('en')).t;
    expect(formatReading(t, 'liquid_level_mm', 20, 'F')).toBe('20 mm');
    expect(formatReading(t, 'liquid_pressure_kpa', 350, 'F')).toBe('350 kPa');
    expect(formatReading(t, 'sound_dba', 54.5, 'C')).toBe('54.5 dB(A)');
    expect(formatReading(t, 'solar_radiation_wm2', 10, 'C')).toBe('10 W/m²');
    expect(formatReading(t, 'ph', 5.96, 'C')).toBe('5.96');
    expect(formatReading(t, 'pulse_count', 256, 'C')).toBe('256');
    expect(readingUnit('wind_direction_deg', 'F')).toBe('°');
    expect(orderReadings(['wind_speed_ms', 'pulse_count', 'temperature'])).toEqual([
      'temperature',
      'pulse_count',
      'wind_speed_ms',
    ]);
  });
});
