import type { Coverage } from '@pinpoint/shared/coverage.ts';
import { type SignalBand, signalBands } from '@pinpoint/shared/coverage-bands.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api-context.tsx';
import styles from './map-legend.module.css';

/** Signal colours: green, amber, red, each readable on light and dark tiles. */
export const bandColours: Record<SignalBand, string> = {
  strong: '#2e7d32',
  fair: '#f9a825',
  weak: '#c62828',
};

/** GET /organisation/{id}/coverage: the last 7 days of the organisation's trackers' uplinks. */
export function useCoverage(organisationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['coverage', organisationId],
    queryFn: () => api.mutate.get<Coverage>(`/organisation/${encodeURIComponent(organisationId)}/coverage`),
    staleTime: 300_000,
  });
}

/** What the coverage colours mean, and whether older uplinks were left out. */
export function CoverageLegend({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const coverage = useCoverage(organisationId);
  return (
    <ul aria-label={t('coverage.legend')} className={styles.list}>
      {signalBands.map((band) => (
        <li key={band} className={styles.item}>
          <span
            aria-hidden="true"
            style={{ width: 10, height: 10, borderRadius: '50%', background: bandColours[band] }}
          />
          <p className={styles.text}>{t(`coverage.bands.${band}`)}</p>
        </li>
      ))}
      {coverage.data ? (
        <li className={styles.text}>
          {coverage.data.truncated
            ? t('coverage.truncated', { count: coverage.data.points.length })
            : t('coverage.count', { count: coverage.data.points.length })}
        </li>
      ) : null}
    </ul>
  );
}
