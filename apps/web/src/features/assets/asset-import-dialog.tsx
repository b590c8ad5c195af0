import { assetImportColumns, groupAssetImportRows } from '@pinpoint/shared/asset.ts';
import type { ImportResult } from '@pinpoint/shared/geofence.ts';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog, type PreviewColumn } from '../../components/csv-import/csv-import-dialog.tsx';
import {
  type CsvPreview,
  type PreviewRow,
  parseCsv,
  pickColumns,
} from '../../components/csv-import/csv-parse.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { assetMessageText } from './asset-values.ts';

type AssetRow = PreviewRow & { name: string | null };
type AssetRefusal = { row: number; name: string | null; reasons: string[] };

/** Column names people write for ours. */
const aliases: Record<string, string> = {
  type: 'metric_type',
  metric: 'metric_type',
  device_name: 'device',
  dev_eui: 'device',
  device_field: 'field',
};

/** The file as it should look: a freezer with a probe's temperature and a door, a van with a tracker. */
export const assetSample = [
  assetImportColumns.join(','),
  'Walk-in freezer,Back of the kitchen,temperature,Freezer probe,external_temperature',
  'Walk-in freezer,,door_open,A84041000181C8F2,',
  'Delivery van,Route 12,position,Van tracker,position',
].join('\n');

/**
 * Parses an asset CSV and checks it as the server will (the shared grouping: rows of one name
 * make one asset, which goes in whole or not at all); devices and taken names are the server's.
 */
export function previewAssetsCsv(text: string): CsvPreview<AssetRow> {
  const { records, missingColumns, parseErrors } = parseCsv(text, ['name', 'description'], aliases);
  const kept = records.map((values) => pickColumns(values, assetImportColumns));
  const { problems } = groupAssetImportRows(kept);
  return {
    rows: missingColumns.length
      ? []
      : kept.map((values, index) => ({
          row: index + 1,
          values,
          name: values.name?.trim() || null,
          problems: problems.get(index + 1) ?? [],
        })),
    missingColumns,
    parseErrors,
  };
}

const previewColumns: PreviewColumn[] = assetImportColumns.map((column) => ({ key: column, label: column }));

type Props = {
  onClose: () => void;
  /** One import call: POST /asset/import. */
  importRows: (rows: Record<string, string>[]) => Promise<ImportResult>;
};

/** The CSV import of assets (README "Assets"): preview with each row's problems, then what was added. */
export function AssetImportDialog({ onClose, importRows }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <CsvImportDialog<AssetRow, AssetRefusal>
      open
      onClose={onClose}
      title={t('assets.import.title')}
      intro={t('assets.import.intro')}
      sample={assetSample}
      sampleFileName="assets.csv"
      preview={previewAssetsCsv}
      previewColumns={previewColumns}
      toSend={(row) => row.values}
      send={importRows}
      refusalOf={(row) => ({ row: row.row, name: row.name, reasons: row.problems })}
      refusalLabel={{ header: 'name', value: (refusal) => refusal.name }}
      addedMessage={(count) => t('assets.import.added', { count })}
      stoppedText={(error) => errorText(error, t('assets.import.error'))}
      failureMessage={(count) => t('assets.import.failure', { count })}
      translateReason={(reason) => assetMessageText.translate(reason, t)}
      // Every row in one call: an asset's rows must reach the server together.
      chunkSize={5000}
    />
  );
}
