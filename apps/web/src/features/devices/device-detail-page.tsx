import SensorsIcon from '@mui/icons-material/Sensors';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /device/{id}. */
export function DeviceDetailPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('devices.detailTitle')}
      emptyTitle={t('devices.detailEmptyTitle')}
      emptyText={t('devices.detailEmptyText')}
      icon={<SensorsIcon />}
    />
  );
}
