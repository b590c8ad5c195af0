import FenceIcon from '@mui/icons-material/Fence';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Routes /geofence/add (new) and /geofence/{id} (existing). */
export function GeofenceEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <EmptyPage
      title={id ? t('geofences.editTitle') : t('geofences.newTitle')}
      emptyTitle={t('geofences.editorEmptyTitle')}
      emptyText={t('geofences.editorEmptyText')}
      icon={<FenceIcon />}
    />
  );
}
