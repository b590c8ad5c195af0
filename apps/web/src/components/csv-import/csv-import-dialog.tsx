import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n/translate-message.ts';
import { ChooseFileStep } from './choose-file-step.tsx';
import type { CsvPreview, PreviewRow } from './csv-parse.ts';
import { type ImportSummary, importInChunks, type Refusal } from './import-chunks.ts';
import { ImportSummaryView, type RefusalLabel } from './import-summary.tsx';
import { type PreviewColumn, PreviewTable } from './preview-table.tsx';

export type { PreviewColumn, RefusalLabel };

export type CsvImportDialogProps<R extends PreviewRow, F extends Refusal> = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the file needs, above the sample. */
  intro: ReactNode;
  /** The header line and an example row. */
  sample: string;
  /** Offers the sample as a download of this name. */
  sampleFileName?: string | undefined;
  /** Choices made before the file, beside the file button. */
  controls?: ReactNode;
  /** Parses and checks the file's text: every row with its problems, or the columns it lacks. */
  preview: (text: string) => CsvPreview<R>;
  previewColumns: readonly PreviewColumn[];
  /** A valid row as the server takes it. */
  toSend: (row: R) => Record<string, string>;
  /** One call of the import: the server adds what it can and answers the refused rows. */
  send: (rows: Record<string, string>[]) => Promise<{ added: number; refused: F[] }>;
  /** A row the preview found problems in, as a refusal in the summary. */
  refusalOf: (row: R) => F;
  refusalLabel: RefusalLabel<F>;
  addedMessage: (count: number) => string;
  /** The text of an error that stopped the import. */
  stoppedText: (error: unknown) => string;
  /** The text for the rows that were not added (preview problems, refusals, rows never sent). */
  failureMessage?: ((count: number) => string) | undefined;
  /** A problem or a server reason in the user's language; by default the catalogue's. */
  translateReason?: ((reason: string) => string) | undefined;
  /** Runs after the last chunk, before the summary (e.g. refreshing a list). */
  onDone?: () => Promise<unknown> | undefined;
  chunkSize?: number | undefined;
};

type Step<R extends PreviewRow, F extends Refusal> =
  | { kind: 'choose'; problem: string | null }
  | { kind: 'preview'; fileName: string; preview: CsvPreview<R> }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'done'; summary: ImportSummary<F>; failed: number };

/**
 * A CSV import: the file's rows previewed with each row's problems (found here with the server's
 * schema), then only the valid rows sent, in chunks, with a progress bar, then what was added and
 * what was refused, with reasons. Mounted only while open, so it starts over each time.
 */
export function CsvImportDialog<R extends PreviewRow, F extends Refusal>(props: CsvImportDialogProps<R, F>) {
  return props.open ? <CsvImportFlow {...props} /> : null;
}

function CsvImportFlow<R extends PreviewRow, F extends Refusal>({
  onClose,
  title,
  intro,
  sample,
  sampleFileName,
  controls,
  preview: previewText,
  previewColumns,
  toSend,
  send,
  refusalOf,
  refusalLabel,
  addedMessage,
  stoppedText,
  failureMessage,
  translateReason,
  onDone,
  chunkSize,
}: CsvImportDialogProps<R, F>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [step, setStep] = useState<Step<R, F>>({ kind: 'choose', problem: null });
  const translate = translateReason ?? ((reason: string) => translateMessage(reason, t));

  const handleFile = async (file: File) => {
    let text: string;
    try {
      text = await file.text();
    } catch {
      setStep({ kind: 'choose', problem: t('import.readError') });
      return;
    }
    const preview = previewText(text);
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

  const handleImport = async (preview: CsvPreview<R>) => {
    const valid = preview.rows.filter((row) => row.problems.length === 0);
    const found = preview.rows.filter((row) => row.problems.length > 0).map(refusalOf);
    setStep({ kind: 'importing', done: 0, total: valid.length });
    const summary = await importInChunks(
      valid,
      toSend,
      send,
      (done, total) => setStep({ kind: 'importing', done, total }),
      chunkSize,
    );
    summary.refused = [...summary.refused, ...found].sort((a, b) => a.row - b.row);
    await onDone?.();
    setStep({ kind: 'done', summary, failed: preview.rows.length - summary.added });
  };

  const busy = step.kind === 'importing';
  const validCount =
    step.kind === 'preview' ? step.preview.rows.filter((row) => !row.problems.length).length : 0;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {step.kind === 'choose' ? (
          <ChooseFileStep
            intro={intro}
            sample={sample}
            sampleFileName={sampleFileName}
            controls={controls}
            problem={step.problem}
            onFile={(file) => void handleFile(file)}
          />
        ) : null}
        {step.kind === 'preview' ? (
          <PreviewTable
            fileName={step.fileName}
            preview={step.preview}
            columns={previewColumns}
            translateReason={translate}
          />
        ) : null}
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
            addedText={addedMessage(step.summary.added)}
            stoppedBy={step.summary.stoppedBy ? stoppedText(step.summary.stoppedBy) : null}
            failureText={failureMessage && step.failed > 0 ? failureMessage(step.failed) : null}
            refusalLabel={refusalLabel}
            translateReason={translate}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        {step.kind === 'preview' ? (
          <>
            <Button onClick={() => setStep({ kind: 'choose', problem: null })}>{t('import.another')}</Button>
            <Button
              variant="contained"
              disabled={validCount === 0}
              onClick={() => void handleImport(step.preview)}
            >
              {t('import.importValid', { count: validCount })}
            </Button>
          </>
        ) : null}
        {step.kind === 'done' ? (
          <Button variant="contained" onClick={onClose}>
            {t('import.close')}
          </Button>
        ) : (
          // Also beside the preview: a file with nothing to import must not leave Escape the only way out.
          <Button
            onClick={onClose}
            disabled={busy}
            sx={step.kind === 'preview' ? { order: -1, mr: 'auto' } : undefined}
          >
            {t('common.cancel')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
