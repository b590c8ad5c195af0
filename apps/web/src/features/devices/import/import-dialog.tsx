import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { deviceTypes } from '@pinpoint/shared/device.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog, type PreviewColumn } from '../../../components/csv-import/csv-import-dialog.tsx';
import { deviceKeys } from '../../../lib/device-cache.ts';
import { typeLabel } from '../../../lib/device-format.ts';
import { useDeviceMutations } from '../api.ts';
import { useDeviceErrorText } from '../errors.ts';
import { type ImportRefusal, type PreviewRow, previewCsv, rowToSend } from './csv-preview.ts';

type Props = { organisationId: string | null; onClose: () => void };

const previewColumns: PreviewColumn[] = [
  { key: 'barcode', label: 'barcode' },
  { key: 'dev_eui', label: 'dev_eui', monospace: true },
  { key: 'app_eui', label: 'app_eui', monospace: true },
  { key: 'app_key', label: 'app_key', monospace: true, breakAll: true },
  // Optional, but checked like the single add's name (spec 5), so it is shown with the rest.
  { key: 'name', label: 'name' },
];

const sample =
  'barcode,dev_eui,app_eui,app_key\nA-0001,70B3D57ED0000001,70B3D57ED0000000,2B7E151628AED2A6ABF7158809CF4F3C';

/**
 * CSV import (spec 3 columns barcode, dev_eui, app_eui, app_key) of devices of one type, through
 * the shared CSV import: preview, chunks with progress, then what was added and refused.
 */
export function ImportDialog({ organisationId, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useDeviceErrorText();
  const { importRows } = useDeviceMutations(organisationId);
  const [type, setType] = useState<string>('location');

  return (
    <CsvImportDialog<PreviewRow, ImportRefusal>
      open
      onClose={onClose}
      title={t('import.title')}
      intro={t('import.intro')}
      sample={sample}
      controls={
        <TextField
          select
          size="small"
          label={t('import.type')}
          value={type}
          onChange={(event) => setType(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {deviceTypes.map((value) => (
            <MenuItem key={value} value={value}>
              {typeLabel(t, value)}
            </MenuItem>
          ))}
        </TextField>
      }
      preview={previewCsv}
      previewColumns={previewColumns}
      toSend={rowToSend}
      send={(rows) => importRows.mutateAsync({ type, rows })}
      refusalOf={(row) => ({ row: row.row, devEui: row.devEui, reasons: row.problems })}
      refusalLabel={{
        header: 'dev_eui',
        value: (refusal) => refusal.devEui,
        monospace: true,
      }}
      addedMessage={(count) => t('import.added', { count })}
      stoppedText={(error) => errorText(error, t('import.error'))}
      onDone={() => queryClient.invalidateQueries({ queryKey: deviceKeys.lists })}
    />
  );
}
