import DashboardIcon from '@mui/icons-material/Dashboard';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /dashboard. */
export function DashboardListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('dashboards.title')}
      emptyTitle={t('dashboards.emptyTitle')}
      emptyText={t('dashboards.emptyText')}
      icon={<DashboardIcon />}
    />
  );
}
