import type { TFunction } from 'i18next';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/** An area for people: whole square metres up to a square kilometre, then km² to two decimals. */
export function formatArea(squareMetres: number, language: string, t: TFunction): string {
  const locale = locales[language] ?? language;
  if (squareMetres < 1_000_000) {
    const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(squareMetres);
    return t('geofenceEditor.squareMetres', { value });
  }
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(squareMetres / 1_000_000);
  return t('geofenceEditor.squareKilometres', { value });
}
