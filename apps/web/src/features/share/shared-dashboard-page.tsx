import DashboardIcon from '@mui/icons-material/Dashboard';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /share/dashboard/{id}: public, full width, without top bar or sidebar. */
export function SharedDashboardPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
      <EmptyPage
        title={t('share.dashboardTitle')}
        emptyTitle={t('share.dashboardEmptyTitle')}
        emptyText={t('share.dashboardEmptyText')}
        icon={<DashboardIcon />}
      />
    </Box>
  );
}
