import Chip from '@mui/material/Chip';
import type { ReportRunStatus } from '@pinpoint/shared/report.ts';
import { useTranslation } from 'react-i18next';

const colours = {
  queued: 'default',
  running: 'info',
  done: 'success',
  partial: 'warning',
  failed: 'error',
} as const satisfies Record<ReportRunStatus, string>;

/** A run's status as a small chip, its word always written (colour is not the only cue). */
export function RunStatus({ status }: { status: ReportRunStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={colours[status]} label={t(`reports.statuses.${status}`)} />
  );
}
