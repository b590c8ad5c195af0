import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StoreIcon from '@mui/icons-material/Store';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { baseImportRowSchema } from '@pinpoint/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListShell } from '../../components/list-shell.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { loadChunk } from '../../lib/chunk.ts';
import { useConfig } from '../../lib/config.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type Base, useBaseMutations, useBases } from './api.ts';
import { baseColumns } from './bases/base-columns.tsx';
import { BaseEditor } from './bases/base-editor.tsx';
import { type BaseFormOutput, toUpdate } from './bases/base-form.ts';
import { BasesMapPanel } from './bases/bases-map-panel.tsx';
import { PlacesTabs } from './places-tabs.tsx';

// The CSV import (papaparse) loads on demand.
const PlacesImportDialog = lazy(() =>
  loadChunk(() => import('../../components/csv-import/places-import-dialog.tsx')).then((m) => ({
    default: m.PlacesImportDialog,
  })),
);

const importColumns = ['name', 'address', 'postcode', 'status', 'latitude', 'longitude'] as const;

type Failure = 'messages.errorAdding' | 'messages.errorUpdating' | 'messages.errorDeleting';

/** Route /base: the organisation's bases (depots, yards, sites), listed and on a map (spec 3). */
export function BasesPage() {
  const { t } = useTranslation();
  const { geocoder } = useConfig();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const editable = canManage(useSelectedRole());
  const bases = useBases(organisationId);
  const { create, update, remove, importRows } = useBaseMutations(organisationId);
  const [editing, setEditing] = useState<Base | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Base[] | null>(null);
  const [importing, setImporting] = useState(false);

  /** "Error adding base", with the server's reason when it gives one people can act on. */
  const failure = (error: unknown, template: Failure) => {
    const generic = t(template, { name: t('bases.one') });
    const reason = errorText(error, '');
    return reason ? t('bases.errorWithReason', { error: generic, reason }) : generic;
  };

  const handleSave = async (values: BaseFormOutput, existing: Base | null) => {
    let saved: Base;
    try {
      saved = existing
        ? await update.mutateAsync({ id: existing.id, input: toUpdate(values, existing, geocoder) })
        : await create.mutateAsync(values);
    } catch (error) {
      notify(failure(error, existing ? 'messages.errorUpdating' : 'messages.errorAdding'), 'error');
      throw error;
    }
    if (existing) notify(t('bases.updated', { name: saved.name }), 'success');
    else if (saved.latitude === null)
      notify(t('bases.addedWithoutLocation', { name: saved.name }), 'warning');
    else notify(t('bases.added', { name: saved.name }), 'success');
    setEditing(null);
  };

  const handleDelete = async () => {
    const rows = deleting ?? [];
    try {
      await remove.mutateAsync(rows.map((base) => base.id));
      const [first] = rows;
      notify(
        rows.length === 1 && first
          ? t('bases.deletedOne', { name: first.name })
          : t('bases.deletedMany', { count: rows.length }),
        'success',
      );
      setDeleting(null);
    } catch (error) {
      notify(failure(error, 'messages.errorDeleting'), 'error');
    }
  };

  const addButton = editable ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      {t('bases.add')}
    </Button>
  ) : null;
  const importButton = editable ? (
    <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
      {t('bases.import')}
    </Button>
  ) : null;
  const list = bases.data ?? [];

  return (
    <>
      <PlacesTabs current="bases" />
      <PageHeader
        title={t('bases.title')}
        actions={
          list.length > 0 ? (
            <>
              {importButton}
              {addButton}
            </>
          ) : null
        }
      />
      <ListShell
        label={t('bases.listLabel')}
        rows={bases.data}
        loading={!organisationId || bases.isLoading}
        columns={baseColumns(t)}
        defaultSort={{ key: 'name', direction: 'asc' }}
        getRowId={(base) => base.id}
        getRowLabel={(base) => base.name}
        searchText={(base) => `${base.name} ${base.address} ${base.postcode}`}
        onDeleteSelected={editable ? setDeleting : undefined}
        rowActions={
          editable
            ? (base) => (
                <>
                  <Tooltip title={t('bases.edit', { name: base.name })}>
                    <IconButton
                      aria-label={t('bases.edit', { name: base.name })}
                      onClick={() => setEditing(base)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('bases.delete', { name: base.name })}>
                    <IconButton
                      aria-label={t('bases.delete', { name: base.name })}
                      onClick={() => setDeleting([base])}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )
            : undefined
        }
        empty={{
          title: t('bases.emptyTitle'),
          text: t('bases.emptyText'),
          icon: <StoreIcon />,
          action: editable ? (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              {addButton}
              {importButton}
            </Stack>
          ) : undefined,
        }}
      />
      {list.length > 0 ? <BasesMapPanel bases={list} /> : null}
      <BaseEditor editing={editing} onSubmit={handleSave} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.length === 1 ? t('bases.deleteTitleOne') : t('bases.deleteTitleMany')}
        text={
          deleting?.length === 1
            ? t('bases.deleteOne', { name: deleting[0]?.name ?? '' })
            : t('bases.deleteMany', { count: deleting?.length ?? 0 })
        }
        confirmLabel={t('common.delete')}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
      {importing ? (
        <Suspense fallback={null}>
          <PlacesImportDialog
            open
            onClose={() => setImporting(false)}
            title={t('bases.importTitle')}
            columns={importColumns}
            rowSchema={baseImportRowSchema}
            importRows={(rows) => importRows.mutateAsync(rows)}
            failureMessage={(count) => t('bases.importError', { count })}
            addedMessage={(count) => t('bases.importAdded', { count })}
            sampleFileName="bases.csv"
            hint={geocoder ? undefined : t('bases.importHint')}
          />
        </Suspense>
      ) : null}
    </>
  );
}
