import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '../../lib/format-date.ts';
import type { Action } from './api.ts';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * A webhook or forward the server paused after its receiver kept failing (issue 28.5): a
 * "Paused" chip saying since when and why, and for members a Resume button.
 */
export function PausedState({
  action,
  editable,
  resuming,
  onResume,
}: {
  action: Action;
  editable: boolean;
  resuming: boolean;
  onResume: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (!action.pausedAt) return null;
  const locale = locales[i18n.language] ?? i18n.language;
  const pausedAt = new Date(action.pausedAt);
  const why = t('actions.pausedWhy', {
    when: formatRelative(pausedAt, new Date(Math.max(Date.now(), pausedAt.getTime())), locale),
    count: action.deliveryFailures,
    since: action.failingSince ? formatDateTime(new Date(action.failingSince), locale) : '—',
  });
  return (
    <>
      <Tooltip title={why} describeChild>
        <Chip
          size="small"
          color="warning"
          icon={<PauseCircleIcon />}
          label={t('actions.paused')}
          tabIndex={0}
          aria-description={why}
        />
      </Tooltip>
      {editable ? (
        <Button
          size="small"
          variant="outlined"
          onClick={onResume}
          loading={resuming}
          aria-label={t('actions.resumeOf', { name: action.name })}
        >
          {t('actions.resume')}
        </Button>
      ) : null}
    </>
  );
}
