import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Command } from '../../lib/commands.ts';
import { formatDateTime } from '../../lib/format-date.ts';

const colours = { queued: 'default', sent: 'info', acknowledged: 'success', failed: 'error' } as const;
const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * A command's status and, under it, what that honestly means: a LoRaWAN command "sent" is queued
 * at the network server and waits for the device's next uplink; an unconfirmed one is never
 * acknowledged; a phone's has no acknowledgement at all; a cellular tracker's is written to its
 * connection and waits for its answer, shown here when it comes.
 */
export function CommandStatus({ command }: { command: Command }) {
  const { t, i18n } = useTranslation();
  const locale = locales[i18n.language] ?? i18n.language;
  const at = (iso: string | null) => (iso ? formatDateTime(new Date(iso), locale) : '');
  const ways: Partial<Record<string, 'Phone' | 'Tracker'>> = { answer: 'Phone', tracker: 'Tracker' };
  const way = ways[command.transport] ?? 'LoRa';
  const lora = way === 'LoRa';
  const notes: string[] = [];
  if (command.status === 'queued' || command.status === 'sent')
    notes.push(t(`commands.statusHelp.${command.status}${way}`));
  if (command.transmittedAt)
    notes.push(t('commands.statusHelp.transmitted', { time: at(command.transmittedAt) }));
  if (command.status === 'sent' && lora && !command.confirmed)
    notes.push(t('commands.statusHelp.unconfirmed'));
  if (command.status === 'acknowledged')
    notes.push(t('commands.statusHelp.acknowledged', { time: at(command.acknowledgedAt) }));
  // A tracker's command failed after it was written went unanswered: its error says what is known.
  if (command.status === 'failed' && !(way === 'Tracker' && command.sentAt))
    notes.push(t('commands.statusHelp.failed'));
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5, maxWidth: 360 }}>
      <Chip
        size="small"
        variant="outlined"
        color={colours[command.status]}
        label={t(`commands.statuses.${command.status}`)}
      />
      {notes.map((note) => (
        <Typography key={note} variant="caption" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      ))}
      {command.answer ? (
        <Typography variant="caption" sx={{ wordBreak: 'break-word', fontFamily: 'monospace' }}>
          {t('commands.statusHelp.answer', { answer: command.answer })}
        </Typography>
      ) : null}
      {command.error ? (
        <Typography
          variant="caption"
          sx={{ color: command.status === 'failed' ? 'error.main' : 'warning.main', wordBreak: 'break-word' }}
        >
          {command.error}
        </Typography>
      ) : null}
    </Stack>
  );
}
