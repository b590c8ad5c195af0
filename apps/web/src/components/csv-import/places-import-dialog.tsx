import { baseImportRowSchema, type ImportResult, importRowPlaceProblem } from '@pinpoint/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConfig } from '../../lib/config.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { CsvImportDialog, type PreviewColumn } from './csv-import-dialog.tsx';
import { translatePlaceReason } from './place-reasons.ts';
import {
  type PlaceRefusal,
  type PlaceRow,
  placesSample,
  previewPlacesCsv,
  requiredPlaceColumns,
} from './places-csv.ts';

export type PlacesImportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's title (its accessible name). */
  title: string;
  /** The CSV's columns in order; name, address and postcode must be in the file, the others may be. */
  columns: readonly string[];
  /** The shared row schema: geofenceImportRowSchema or baseImportRowSchema. */
  rowSchema: z.ZodType<{ name: string }>;
  /** One import call (at most `chunkSize` rows), e.g. useBaseMutations(id).importRows.mutateAsync. */
  importRows: (rows: Record<string, string>[]) => Promise<ImportResult>;
  /** The text for the rows that were not added, e.g. 'Error importing {{count}} geofences'. */
  failureMessage: (count: number) => string;
  /** "Bases added: 3"; by default "Rows added: 3". */
  addedMessage?: (count: number) => string;
  /** The sample download's file name. */
  sampleFileName?: string;
  /** A note under the intro, e.g. that rows need coordinates without a geocoder. */
  hint?: string;
};

/** Rows per call: each row may need an address looked up, so calls stay short. */
const placesChunkSize = 250;

/**
 * The CSV import of places (geofences, bases; spec 3 columns name, address, postcode and optional
 * ones): preview with each row's problems, progress in chunks, then what was added and each refused
 * row's reasons.
 */
export function PlacesImportDialog({
  open,
  onClose,
  title,
  columns,
  rowSchema,
  importRows,
  failureMessage,
  addedMessage,
  sampleFileName = 'sample.csv',
  hint,
}: PlacesImportDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { geocoder } = useConfig();
  // The server's rule: without a geocoder a geofence row needs coordinates; a base may stay off the map.
  const kind = rowSchema === baseImportRowSchema ? 'base' : 'geofence';
  const required = requiredPlaceColumns.filter((column) => columns.includes(column));
  const optional = columns.filter((column) => !required.includes(column as (typeof required)[number]));
  const previewColumns = useMemo<PreviewColumn[]>(
    () => columns.map((column) => ({ key: column, label: column })),
    [columns],
  );
  const intro = [
    optional.length
      ? t('geofences.import.intro', { required: required.join(', '), optional: optional.join(', ') })
      : t('geofences.import.introRequired', { required: required.join(', ') }),
    hint,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <CsvImportDialog<PlaceRow, PlaceRefusal>
      open={open}
      onClose={onClose}
      title={title}
      intro={intro}
      sample={placesSample(columns)}
      sampleFileName={sampleFileName}
      preview={(text) =>
        previewPlacesCsv(text, columns, rowSchema, (row) => importRowPlaceProblem(kind, row, geocoder))
      }
      previewColumns={previewColumns}
      toSend={(row) => row.values}
      send={importRows}
      refusalOf={(row) => ({ row: row.row, name: row.name, reasons: row.problems })}
      refusalLabel={{ header: 'name', value: (refusal) => refusal.name }}
      addedMessage={addedMessage ?? ((count) => t('geofences.import.added', { count }))}
      stoppedText={(error) => errorText(error, t('geofences.import.error'))}
      failureMessage={failureMessage}
      translateReason={(reason) => translatePlaceReason(reason, t)}
      chunkSize={placesChunkSize}
    />
  );
}
