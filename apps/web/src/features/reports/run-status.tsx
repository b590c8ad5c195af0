import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReportRunStatus } from '@pinpoint/shared/report.ts';
import { useTranslation } from 'react-i18next';

const colours = {
  queued: 'default',
  running: 'info',
  done: 'success',
  partial: 'warning',
  failed: 'error',
} as const satisfies Record<ReportRunStatus, string>;

/** The reasons the server gives a run (runs.ts, scheduler.ts) that a person is told in words. */
const reasons = [
  'disk_full',
  'render_failed',
  'mail_retrying',
  'mail_failed',
  'report_deleted',
  'interrupted',
] as const;
type Reason = (typeof reasons)[number];
const isReason = (error: string): error is Reason => (reasons as readonly string[]).includes(error);

/**
 * A run's status as a small chip, its word always written (colour is not the only cue), and
 * under it why a run waits for another try or ended unsent (the database's disk full, say).
 */
export function RunStatus({ status, error }: { status: ReportRunStatus; error?: string | null }) {
  const { t } = useTranslation();
  const chip = (
    <Chip size="small" variant="outlined" color={colours[status]} label={t(`reports.statuses.${status}`)} />
  );
  if (!error || !isReason(error) || status === 'done' || status === 'running') return chip;
  const reason = t(`reports.runErrors.${error}`);
  return (
    <>
      {chip}
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {status === 'queued' ? t('reports.retryingBecause', { reason }) : reason}
      </Typography>
    </>
  );
}
