import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MissingItem } from '../../components/back-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { ApiError } from '../../lib/api.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';
import { useDashboard } from './api.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

/**
 * Route /dashboard/{id}: the shell gives it the full width without padding (a path containing
 * 'dashboard/'), so the page adds its own. The spec's loading placeholder shows while it loads;
 * another organisation's or a deleted dashboard is not found.
 */
export function DashboardDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const dashboard = useDashboard(id);
  if (dashboard.isPending)
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <LoadingScreen />
      </Box>
    );
  if (dashboard.error || !dashboard.data) {
    const error = dashboard.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return (
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          <MissingItem
            back={{ to: '/dashboard', label: t('dashboards.back') }}
            title={t('dashboards.notFoundTitle')}
            text={t('dashboards.notFoundText')}
            action={{ to: '/dashboard', label: t('dashboards.backToList') }}
          />
        </Box>
      );
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <EmptyState
          title={t('dashboards.loadError')}
          text={error instanceof Error ? translateMessage(error.message, t) : ''}
          action={
            <Button variant="contained" onClick={() => void dashboard.refetch()}>
              {t('dashboards.retry')}
            </Button>
          }
        />
      </Box>
    );
  }
  return <DashboardScreen key={dashboard.data.id} dashboard={dashboard.data} />;
}
