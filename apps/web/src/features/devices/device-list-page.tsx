import AddIcon from '@mui/icons-material/Add';
import SensorsIcon from '@mui/icons-material/Sensors';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Routes / and /device. Adding devices comes with the add-device flows. */
export function DeviceListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('devices.title')}
      emptyTitle={t('devices.emptyTitle')}
      emptyText={t('devices.emptyText')}
      icon={<SensorsIcon />}
      emptyAction={
        <Button variant="contained" startIcon={<AddIcon />} disabled>
          {t('devices.add')}
        </Button>
      }
    />
  );
}
