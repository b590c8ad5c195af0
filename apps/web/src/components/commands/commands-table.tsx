import CancelIcon from '@mui/icons-material/Cancel';
import TerminalIcon from '@mui/icons-material/Terminal';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type Command, commandErrorText, describeCommand, useCommandMutations } from '../../lib/commands.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type ListColumn, type ListPagination, ListShell } from '../list-shell.tsx';
import { RowButton } from '../row-actions.tsx';
import { CommandStatus } from './command-status.tsx';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

type Props = {
  rows: Command[] | undefined;
  loading: boolean;
  pagination?: ListPagination;
  /** Members may cancel a command still queued. */
  canCancel: boolean;
  /** Leaves the device column out (the device's own page). */
  hideDevice?: boolean;
  empty: { title: string; text: string };
};

/** Commands with where each one is: queued, at the network server, acknowledged or failed. */
export function CommandsTable({ rows, loading, pagination, canCancel, hideDevice = false, empty }: Props) {
  const { t, i18n } = useTranslation();
  const locale = locales[i18n.language] ?? i18n.language;
  const notify = useUiStore((state) => state.showSnackbar);
  const { cancel } = useCommandMutations();

  const handleCancel = async (command: Command) => {
    try {
      await cancel.mutateAsync(command.id);
      notify(t('commands.cancelled'), 'success');
    } catch (error) {
      notify(commandErrorText(error, t('commands.cancelFailed'), t), 'error');
    }
  };

  const columns: ListColumn<Command>[] = [
    {
      key: 'when',
      label: t('commands.when'),
      // On a phone the date may wrap: the command and its status must fit beside it.
      render: (c) => (
        <Box component="span" sx={{ whiteSpace: { sm: 'nowrap' } }}>
          {formatDateTime(new Date(c.createdAt), locale)}
        </Box>
      ),
    },
    ...(hideDevice
      ? []
      : [
          {
            key: 'device',
            label: t('commands.device'),
            hideBelow: 'sm' as const,
            render: (c: Command) => (
              <Link component={RouterLink} to={`/device/${encodeURIComponent(c.deviceId)}`}>
                {c.deviceName}
              </Link>
            ),
          },
        ]),
    {
      key: 'command',
      label: t('commands.command'),
      render: (c) => (
        <Stack>
          <span>{describeCommand(c, t)}</span>
          {hideDevice ? null : (
            // The device column is left out on a phone: the device is named here instead.
            <Link
              component={RouterLink}
              to={`/device/${encodeURIComponent(c.deviceId)}`}
              variant="caption"
              sx={{ display: { xs: 'block', sm: 'none' } }}
            >
              {c.deviceName}
            </Link>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('commands.via', { transport: t(`commands.transports.${c.transport}`) })}
          </Typography>
        </Stack>
      ),
    },
    { key: 'status', label: t('commands.status'), render: (c) => <CommandStatus command={c} /> },
    { key: 'by', label: t('commands.by'), secondary: true, render: (c) => c.createdBy?.name ?? '' },
  ];

  return (
    <ListShell
      label={t('commands.listLabel')}
      rows={rows}
      loading={loading}
      columns={columns}
      getRowId={(c) => c.id}
      getRowLabel={(c) => `${describeCommand(c, t)} ${c.deviceName}`}
      pagination={pagination}
      rowActions={
        canCancel
          ? (c) =>
              c.status === 'queued' ? (
                <RowButton
                  label={`${t('commands.cancel')}: ${describeCommand(c, t)}`}
                  icon={<CancelIcon />}
                  danger
                  disabled={cancel.isPending}
                  onClick={() => void handleCancel(c)}
                />
              ) : null
          : undefined
      }
      empty={{ ...empty, icon: <TerminalIcon /> }}
    />
  );
}
