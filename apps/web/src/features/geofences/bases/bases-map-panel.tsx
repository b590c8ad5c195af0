import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../lib/chunk.ts';
import type { Base } from '../api.ts';

// The map (and MapLibre) loads on demand.
const BasesMap = lazy(() =>
  loadChunk(() => import('./bases-map.tsx')).then((m) => ({ default: m.BasesMap })),
);

/** The small map under the list, or why it has nothing to show. */
export function BasesMapPanel({ bases }: { bases: readonly Base[] }) {
  const { t } = useTranslation();
  const placed = bases.some((base) => base.latitude !== null && base.longitude !== null);
  if (!placed) {
    return (
      <Paper variant="outlined" sx={{ mt: 2, p: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('bases.mapEmpty')}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ mt: 2, overflow: 'hidden', height: { xs: 280, md: 360 } }}>
      <Suspense
        fallback={<Skeleton variant="rectangular" height="100%" aria-label={t('bases.mapLoading')} />}
      >
        <BasesMap bases={bases} />
      </Suspense>
    </Paper>
  );
}
