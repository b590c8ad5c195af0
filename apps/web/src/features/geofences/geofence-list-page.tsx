import FenceIcon from '@mui/icons-material/Fence';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useConfig } from '../../lib/config.ts';
import { GeofenceList } from './list/geofence-list.tsx';

/** Route /geofence: the geofence list, or a note when the deployment turns geofences off (show_geofences). */
export function GeofenceListPage() {
  const { t } = useTranslation();
  const { show_geofences } = useConfig();
  if (show_geofences) return <GeofenceList />;
  return (
    <>
      <PageHeader title={t('geofences.title')} />
      <EmptyState
        icon={<FenceIcon />}
        title={t('geofences.offTitle')}
        text={t('geofences.offText')}
        action={
          <Button variant="contained" component={RouterLink} to="/base" nativeButton={false}>
            {t('geofences.goToBases')}
          </Button>
        }
      />
    </>
  );
}
