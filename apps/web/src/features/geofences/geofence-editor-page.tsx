import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
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
        <BackLink />
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
      <Box>
        <BackLink />
        <EmptyState
          icon={<SearchOffIcon />}
          title={t('geofenceEditor.notFoundTitle')}
          text={t('geofenceEditor.notFoundText')}
          action={
            <Button component={RouterLink} to="/geofence" variant="contained" nativeButton={false}>
              {t('geofenceEditor.backToList')}
            </Button>
          }
        />
      </Box>
    );
  }
  return (
    <Box>
      <BackLink />
      <PageHeader title={data.name} />
      <GeofenceEditor geofence={data} />
    </Box>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to="/geofence"
      startIcon={<ArrowBackIcon />}
      nativeButton={false}
      size="small"
      sx={{ mb: 1 }}
    >
      {t('geofenceEditor.back')}
    </Button>
  );
}
