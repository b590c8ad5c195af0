import StoreIcon from '@mui/icons-material/Store';
import { baseImportRowSchema } from '@pinpoint/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listDeleteTexts, useDeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { editorListButtons } from '../../components/list-buttons.tsx';
import { ListShell } from '../../components/list-shell.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
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
  const [importing, setImporting] = useState(false);

  /** "Error adding base", with the server's reason when it gives one people can act on. */
  const failure = (error: unknown, template: Failure) => {
    const generic = t(template, { name: t('bases.one') });
    const reason = errorText(error, '');
    return reason ? t('bases.errorWithReason', { error: generic, reason }) : generic;
  };

  const deletion = useDeleteConfirmation<Base>({
    remove: (rows) => remove.mutateAsync(rows.map((base) => base.id)),
    nameOf: (base) => base.name,
    texts: listDeleteTexts('bases'),
    failure: (error) => failure(error, 'messages.errorDeleting'),
  });

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

  const list = bases.data ?? [];
  const buttons = editorListButtons({
    editable,
    hasRows: list.length > 0,
    add: { label: t('bases.add'), onClick: () => setEditing('new') },
    importCsv: { label: t('bases.import'), onClick: () => setImporting(true) },
  });

  return (
    <>
      <PlacesTabs current="bases" />
      <PageHeader title={t('bases.title')} actions={buttons.header} />
      <ListShell
        label={t('bases.listLabel')}
        rows={bases.data}
        loading={!organisationId || bases.isLoading}
        columns={baseColumns(t)}
        defaultSort={{ key: 'name', direction: 'asc' }}
        getRowId={(base) => base.id}
        getRowLabel={(base) => base.name}
        searchText={(base) => `${base.name} ${base.address} ${base.postcode}`}
        onDeleteSelected={editable ? deletion.ask : undefined}
        rowActions={
          editable
            ? (base) => (
                <RowActions
                  editLabel={t('bases.edit', { name: base.name })}
                  deleteLabel={t('bases.delete', { name: base.name })}
                  onEdit={() => setEditing(base)}
                  onDelete={() => deletion.ask([base])}
                />
              )
            : undefined
        }
        empty={{
          title: t('bases.emptyTitle'),
          text: t('bases.emptyText'),
          icon: <StoreIcon />,
          action: buttons.empty,
        }}
      />
      {list.length > 0 ? <BasesMapPanel bases={list} /> : null}
      <BaseEditor editing={editing} onSubmit={handleSave} onClose={() => setEditing(null)} />
      {deletion.dialog}
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
