import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, MissingItem } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useGeofence } from './api.ts';
import { GeofenceEditor } from './editor/geofence-editor.tsx';

/** Routes /geofence/add (new) and /geofence/{id} (existing). */
export function GeofenceEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (!id) {
    return (
      <Box>
        <BackLink to="/geofence" label={t('geofenceEditor.back')} />
        <PageHeader title={t('geofenceEditor.newTitle')} />
        <GeofenceEditor geofence={null} />
      </Box>
    );
  }
  return <ExistingGeofence key={id} id={id} />;
}

function ExistingGeofence({ id }: { id: string }) {
  const { t } = useTranslation();
  const geofence = useGeofence(id);

  if (geofence.isLoading) return <PageSpinner label={t('geofenceEditor.loading')} />;
  const data = geofence.data;
  if (!data) {
    return (
      <MissingItem
        back={{ to: '/geofence', label: t('geofenceEditor.back') }}
        title={t('geofenceEditor.notFoundTitle')}
        text={t('geofenceEditor.notFoundText')}
        action={{ to: '/geofence', label: t('geofenceEditor.backToList') }}
      />
    );
  }
  return (
    <Box>
      <BackLink to="/geofence" label={t('geofenceEditor.back')} />
      <PageHeader title={data.name} />
      <GeofenceEditor geofence={data} />
    </Box>
  );
}
