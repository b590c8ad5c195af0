import DashboardIcon from '@mui/icons-material/Dashboard';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /dashboard/{id}: full width with no padding (the shell), so the page adds its own. */
export function DashboardDetailPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <EmptyPage
        title={t('dashboards.detailTitle')}
        emptyTitle={t('dashboards.detailEmptyTitle')}
        emptyText={t('dashboards.detailEmptyText')}
        icon={<DashboardIcon />}
      />
    </Box>
  );
}
