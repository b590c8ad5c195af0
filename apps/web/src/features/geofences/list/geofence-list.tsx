import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { geofenceImportRowSchema } from '@pinpoint/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listDeleteTexts, useDeleteConfirmation } from '../../../components/delete-confirmation.tsx';
import { editorListButtons } from '../../../components/list-buttons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { loadChunk } from '../../../lib/chunk.ts';
import { useConfig } from '../../../lib/config.ts';
import { useErrorText } from '../../../lib/error-message.ts';
import { canManage, useSelectedRole } from '../../../lib/roles.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { type Geofence, useGeofenceMutations, useGeofences } from '../api.ts';
import { PlacesTabs } from '../places-tabs.tsx';
import { GeofenceTable, rowAnchorId } from './geofence-table.tsx';
import { useGeofenceStatus } from './use-geofence-status.ts';

// The map (MapLibre) and the CSV import (papaparse) load on demand.
const GeofencesMap = lazy(() =>
  loadChunk(() => import('./geofences-map.tsx')).then((m) => ({ default: m.GeofencesMap })),
);
const PlacesImportDialog = lazy(() =>
  loadChunk(() => import('../../../components/csv-import/places-import-dialog.tsx')).then((m) => ({
    default: m.PlacesImportDialog,
  })),
);

/** Spec 3's geofence CSV columns, then the optional ones the server takes. */
const importColumns = ['name', 'address', 'postcode', 'latitude', 'longitude', 'radius'] as const;

/** The selected organisation's geofences: a map of all of them above the list (spec 2, /geofence). */
export function GeofenceList() {
  const { t } = useTranslation();
  const { geocoder } = useConfig();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const errorText = useErrorText();
  const editable = canManage(useSelectedRole());
  const geofences = useGeofences(organisationId);
  const { remove, importRows } = useGeofenceMutations(organisationId);
  const changeStatus = useGeofenceStatus(organisationId);
  const [importing, setImporting] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = geofences.data ?? [];

  // A geofence picked on the map: its row is marked and brought into view when on this page.
  useEffect(() => {
    if (selectedId) document.getElementById(rowAnchorId(selectedId))?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  const deletion = useDeleteConfirmation<Geofence>({
    remove: (rows) => remove.mutateAsync(rows.map((g) => g.id)),
    nameOf: (g) => g.name,
    texts: listDeleteTexts('geofences'),
    failure: (error) => errorText(error, t('errors.geofenceDelete')),
  });

  const buttons = editorListButtons({
    editable,
    hasRows: list.length > 0,
    add: { label: t('geofences.add'), to: '/geofence/add' },
    importCsv: { label: t('geofences.importCsv'), onClick: () => setImporting(true) },
  });

  return (
    <>
      <PlacesTabs current="geofences" />
      <PageHeader title={t('geofences.title')} actions={buttons.header} />
      {list.length > 0 ? (
        <Box sx={{ mb: 2 }}>
          <Paper variant="outlined" sx={{ overflow: 'hidden', height: { xs: 280, md: 380 } }}>
            <Suspense
              fallback={
                <Skeleton variant="rectangular" height="100%" aria-label={t('geofences.mapLoading')} />
              }
            >
              <GeofencesMap
                key={organisationId}
                geofences={list}
                selectedId={selectedId}
                onSelect={setSelectedId}
              />
            </Suspense>
          </Paper>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('geofences.mapHelp')}
          </Typography>
        </Box>
      ) : null}
      <GeofenceTable
        geofences={geofences.data}
        loading={!organisationId || geofences.isLoading}
        editable={editable}
        selectedId={selectedId}
        onStatusChange={(geofence, status) => void changeStatus(geofence, status)}
        onDeleteSelected={deletion.ask}
        emptyAction={buttons.empty}
      />
      {importing ? (
        <Suspense fallback={null}>
          <PlacesImportDialog
            open
            onClose={() => setImporting(false)}
            title={t('geofences.import.title')}
            columns={importColumns}
            rowSchema={geofenceImportRowSchema}
            importRows={(rows) => importRows.mutateAsync(rows)}
            failureMessage={(count) => t('errors.geofenceImport', { count })}
            addedMessage={(count) => t('geofences.import.geofencesAdded', { count })}
            sampleFileName="geofences.csv"
            hint={`${t('geofences.import.geofenceHint')} ${t(
              geocoder ? 'geofences.import.geocoderHint' : 'geofences.import.noGeocoderHint',
            )}`}
          />
        </Suspense>
      ) : null}
      {deletion.dialog}
    </>
  );
}
