import FenceIcon from '@mui/icons-material/Fence';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /geofence. */
export function GeofenceListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('geofences.title')}
      emptyTitle={t('geofences.emptyTitle')}
      emptyText={t('geofences.emptyText')}
      icon={<FenceIcon />}
    />
  );
}
