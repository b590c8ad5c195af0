import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deviceTypes } from '@pinpoint/shared/device.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceKeys } from '../../../lib/device-cache.ts';
import { typeLabel } from '../../../lib/device-format.ts';
import { useDeviceMutations } from '../api.ts';
import { useDeviceErrorText } from '../errors.ts';
import { type CsvPreview, type ImportSummary, importInChunks, previewCsv } from './csv-preview.ts';
import { ImportSummaryView } from './import-summary.tsx';
import { PreviewTable } from './preview-table.tsx';

type Props = { organisationId: string | null; onClose: () => void };

type Step =
  | { kind: 'choose'; problem: string | null }
  | { kind: 'preview'; fileName: string; preview: CsvPreview }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'done'; summary: ImportSummary };

/**
 * CSV import (spec 3 columns barcode, dev_eui, app_eui, app_key): a preview with each row's
 * problems found here with the server's schema, then only the valid rows sent, in chunks, with a
 * progress bar, then what was added and what was refused, with reasons.
 */
export function ImportDialog({ organisationId, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const queryClient = useQueryClient();
  const errorText = useDeviceErrorText();
  const { importRows } = useDeviceMutations(organisationId);
  const [type, setType] = useState<string>('location');
  const [step, setStep] = useState<Step>({ kind: 'choose', problem: null });

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setStep({ kind: 'choose', problem: t('import.readError') });
      return;
    }
    const preview = previewCsv(text);
    if (preview.missingColumns.length > 0) {
      setStep({
        kind: 'choose',
        problem: t('import.missingColumns', { columns: preview.missingColumns.join(', ') }),
      });
      return;
    }
    if (preview.rows.length === 0) {
      setStep({ kind: 'choose', problem: t('import.noRows') });
      return;
    }
    setStep({ kind: 'preview', fileName: file.name, preview });
  };

  const handleImport = async (preview: CsvPreview) => {
    const valid = preview.rows.filter((row) => row.problems.length === 0);
    const found = preview.rows
      .filter((row) => row.problems.length > 0)
      .map((row) => ({ row: row.row, devEui: row.devEui, reasons: row.problems }));
    setStep({ kind: 'importing', done: 0, total: valid.length });
    const summary = await importInChunks(
      valid,
      (rows) => importRows.mutateAsync({ type, rows }),
      (done, total) => setStep({ kind: 'importing', done, total }),
    );
    summary.refused = [...summary.refused, ...found].sort((a, b) => a.row - b.row);
    await queryClient.invalidateQueries({ queryKey: deviceKeys.lists });
    setStep({ kind: 'done', summary });
  };

  const busy = step.kind === 'importing';
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent dividers>
        {step.kind === 'choose' ? (
          <Stack sx={{ gap: 2 }}>
            <Typography sx={{ color: 'text.secondary' }}>{t('import.intro')}</Typography>
            <Box
              component="pre"
              sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
            >
              barcode,dev_eui,app_eui,app_key{'\n'}
              A-0001,70B3D57ED0000001,70B3D57ED0000000,2B7E151628AED2A6ABF7158809CF4F3C
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
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
              <Button
                component="label"
                htmlFor={inputId}
                variant="contained"
                startIcon={<UploadFileIcon />}
                nativeButton={false}
              >
                {t('import.chooseFile')}
                <Box
                  component="input"
                  id={inputId}
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  onChange={handleFile}
                  sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
                />
              </Button>
            </Stack>
            {step.problem ? <Alert severity="error">{step.problem}</Alert> : null}
          </Stack>
        ) : null}
        {step.kind === 'preview' ? <PreviewTable fileName={step.fileName} preview={step.preview} /> : null}
        {step.kind === 'importing' ? (
          <Stack sx={{ gap: 1.5, py: 2 }}>
            <Typography id={`${titleId}-progress`}>
              {t('import.importing', { done: step.done, total: step.total })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={step.total ? (step.done / step.total) * 100 : 0}
              aria-labelledby={`${titleId}-progress`}
            />
          </Stack>
        ) : null}
        {step.kind === 'done' ? (
          <ImportSummaryView
            summary={step.summary}
            stoppedBy={step.summary.stoppedBy ? errorText(step.summary.stoppedBy, t('import.error')) : null}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        {step.kind === 'preview' ? (
          <>
            <Button onClick={() => setStep({ kind: 'choose', problem: null })}>{t('import.another')}</Button>
            <Button
              variant="contained"
              disabled={!step.preview.rows.some((row) => row.problems.length === 0)}
              onClick={() => void handleImport(step.preview)}
            >
              {t('import.importValid', {
                count: step.preview.rows.filter((row) => row.problems.length === 0).length,
              })}
            </Button>
          </>
        ) : null}
        {step.kind === 'done' ? (
          <Button variant="contained" onClick={onClose}>
            {t('import.close')}
          </Button>
        ) : step.kind !== 'preview' ? (
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
