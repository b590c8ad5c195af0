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
 * acknowledged; a phone's has no acknowledgement at all.
 */
export function CommandStatus({ command }: { command: Command }) {
  const { t, i18n } = useTranslation();
  const locale = locales[i18n.language] ?? i18n.language;
  const at = (iso: string | null) => (iso ? formatDateTime(new Date(iso), locale) : '');
  const phone = command.transport === 'answer';
  const notes: string[] = [];
  if (command.status === 'queued')
    notes.push(t(phone ? 'commands.statusHelp.queuedPhone' : 'commands.statusHelp.queuedLoRa'));
  if (command.status === 'sent')
    notes.push(t(phone ? 'commands.statusHelp.sentPhone' : 'commands.statusHelp.sentLoRa'));
  if (command.transmittedAt)
    notes.push(t('commands.statusHelp.transmitted', { time: at(command.transmittedAt) }));
  if (command.status === 'sent' && !phone && !command.confirmed)
    notes.push(t('commands.statusHelp.unconfirmed'));
  if (command.status === 'acknowledged')
    notes.push(t('commands.statusHelp.acknowledged', { time: at(command.acknowledgedAt) }));
  if (command.status === 'failed') notes.push(t('commands.statusHelp.failed'));
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
