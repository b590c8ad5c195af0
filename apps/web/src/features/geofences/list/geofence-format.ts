import type { Geofence } from '@pinpoint/shared';
import { useTranslation } from 'react-i18next';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Areas from this size up read in km²; smaller ones in m². */
const squareKilometreFrom = 100_000;

/** A radius in metres, whole metres, grouped as the locale groups digits ("1,500" / "1 500"). */
export const formatMetres = (metres: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(metres);

/** An area as a number and its unit: km² with up to two decimals, or whole m² when small. */
export function formatArea(squareMetres: number, locale: string): { value: string; unit: 'km2' | 'm2' } {
  if (squareMetres >= squareKilometreFrom) {
    return {
      value: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(squareMetres / 1_000_000),
      unit: 'km2',
    };
  }
  return {
    value: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(squareMetres),
    unit: 'm2',
  };
}

/** The list's "radius or area": a circle's radius in m, a polygon's area in m² or km². */
export function useGeofenceSize(): (geofence: Pick<Geofence, 'type' | 'radius' | 'area'>) => string {
  const { t, i18n } = useTranslation();
  const locale = locales[i18n.language] ?? i18n.language;
  return (geofence) => {
    if (geofence.type === 'circle' && geofence.radius !== null)
      return t('geofences.metres', { value: formatMetres(geofence.radius, locale) });
    const area = formatArea(geofence.area, locale);
    return area.unit === 'km2'
      ? t('geofences.squareKilometres', { value: area.value })
      : t('geofences.squareMetres', { value: area.value });
  };
}
