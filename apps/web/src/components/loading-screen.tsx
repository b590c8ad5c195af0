import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

const mapControls = [1, 2, 3, 4];
const cards = [1, 2, 3, 4, 5, 6, 7, 8];

/** Spec "Loading screen": header with title and actions, a ~500 px map with four controls, eight cards in two columns. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('loading.dashboard')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Skeleton variant="text" width={220} height={40} data-testid="loading-title" />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Skeleton variant="rounded" width={110} height={36} data-testid="loading-action" />
          <Skeleton variant="rounded" width={110} height={36} data-testid="loading-action" />
        </Stack>
      </Stack>
      <Box sx={{ position: 'relative', mb: 3 }}>
        <Skeleton variant="rounded" height={500} data-testid="loading-map" />
        <Stack sx={{ position: 'absolute', top: 12, right: 12, gap: 1 }}>
          {mapControls.map((number) => (
            <Skeleton
              key={number}
              variant="rounded"
              width={36}
              height={36}
              aria-label={t('loading.mapControl', { number })}
              data-testid="loading-map-control"
            />
          ))}
        </Stack>
      </Box>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card} size={6}>
            <Paper variant="outlined" sx={{ p: 2 }} data-testid="loading-card">
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="rounded" height={80} sx={{ mt: 1 }} />
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
