import { describe, expect, it } from 'vitest';
import { readingDefinitions, readingFields } from './reading-fields.ts';
import { readingLabelsEn } from './reading-labels.en.ts';
import { readingLabelsFr } from './reading-labels.fr.ts';
import { displayBounds, displayUnit } from './units.ts';

describe('the reading vocabulary', () => {
  it('defines and labels every field in both languages, once', () => {
    expect(new Set(readingFields).size).toBe(readingFields.length);
    expect(Object.keys(readingDefinitions).sort()).toEqual([...readingFields].sort());
    for (const field of readingFields) {
      expect(readingLabelsEn[field], field).toBe(readingDefinitions[field].label);
      expect(readingLabelsFr[field], field).toMatch(/\S/);
      const { min, max } = readingDefinitions[field];
      if (min !== undefined && max !== undefined) expect(min, field).toBeLessThan(max);
    }
  });

  // Readings vendors' LoRaWAN sensors send that had no field (TheThingsNetwork/lorawan-devices).
  it.each([
    ['liquid_level_mm', 'mm', 0, undefined, 'Niveau de liquide'],
    ['fill_level_pct', '%', 0, 100, 'Niveau de remplissage'],
    ['liquid_pressure_kpa', 'kPa', -101.325, undefined, 'Pression de liquide'],
    ['pulse_count', '', 0, undefined, 'Compteur d’impulsions'],
    ['nh3_ppm', 'ppm', 0, 1_000_000, 'Ammoniac (NH₃)'],
    ['h2s_ppm', 'ppm', 0, 1_000_000, 'Sulfure d’hydrogène (H₂S)'],
    ['sound_dba', 'dB(A)', 0, 194, 'Niveau sonore'],
    ['ph', '', 0, 14, 'pH'],
    ['wind_speed_ms', 'm/s', 0, undefined, 'Vitesse du vent'],
    ['wind_direction_deg', '°', 0, 360, 'Direction du vent'],
    ['rainfall_mm', 'mm', 0, undefined, 'Précipitations'],
    ['uv_index', '', 0, undefined, 'Indice UV'],
    ['solar_radiation_wm2', 'W/m²', 0, undefined, 'Rayonnement solaire'],
  ] as const)('has %s in %j, from %j to %j', (field, unit, min, max, french) => {
    expect(readingFields).toContain(field);
    expect(readingDefinitions[field]).toMatchObject({ unit, kind: 'number', min });
    expect(readingDefinitions[field].max).toBe(max);
    expect(readingLabelsFr[field]).toBe(french);
    // Not temperatures: shown in their own unit whatever the user's temperature unit.
    expect(displayUnit(field, 'F')).toBe(unit);
    expect(displayBounds(field, 'F')).toEqual(max === undefined ? { min } : { min, max });
  });

  it('keeps air pressure apart from a liquid pressure', () => {
    expect(readingDefinitions.pressure.unit).toBe('hPa');
    expect(readingDefinitions.liquid_pressure_kpa.unit).toBe('kPa');
    expect(readingLabelsEn.pressure).not.toBe(readingLabelsEn.liquid_pressure_kpa);
  });
});
