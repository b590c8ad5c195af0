import RefreshIcon from '@mui/icons-material/Refresh';
import RouterIcon from '@mui/icons-material/Router';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CommandStatus, commandStatuses } from '@pinpoint/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CommandsTable } from '../../components/commands/commands-table.tsx';
import { DayRangePicker } from '../../components/day-range-picker.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { usePaging } from '../../components/use-paging.ts';
import { useCommands } from '../../lib/commands.ts';
import { useConfig } from '../../lib/config.ts';
import { type DayRange, lastDays, toApiRange } from '../../lib/day-range.ts';
import { useDevices } from '../../lib/device-cache.ts';
import { canAdminister, canManage, useSelectedRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { NetworkSettingsDialog } from './network-settings-dialog.tsx';
import { SendCommandDialog } from './send-command-dialog.tsx';

/**
 * Route /command: the organisation's sent and pending commands, filtered by device, status and
 * date; members send from here too, and admins set up the network servers that carry them.
 */
export function CommandPage() {
  const { t } = useTranslation();
  const { defaultDateFormat } = useConfig();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const role = useSelectedRole();
  const devices = useDevices(organisationId).data ?? [];
  const [params, setParams] = useSearchParams();
  const deviceId = params.get('deviceId') ?? '';
  const status = (params.get('status') ?? '') as CommandStatus | '';
  const [days, setDays] = useState<DayRange>(() => lastDays(30));
  const range = useMemo(() => toApiRange(days), [days]);
  const paging = usePaging();
  const filters = useMemo(
    () => ({ deviceId: deviceId || undefined, status: status || undefined, from: range.from, to: range.to }),
    [deviceId, status, range],
  );
  const commands = useCommands(organisationId, filters, paging.page, paging.pageSize);
  const [sending, setSending] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const filtered = Boolean(deviceId || status);

  const setFilter = (name: 'deviceId' | 'status', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    paging.restart();
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        title={t('commands.title')}
        actions={
          <>
            {canAdminister(role) ? (
              <Button variant="outlined" startIcon={<RouterIcon />} onClick={() => setSettingsOpen(true)}>
                {t('commands.settings.open')}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              disabled={commands.isFetching}
              onClick={() => void commands.refetch()}
            >
              {t('commands.refresh')}
            </Button>
            {canManage(role) ? (
              <Button variant="contained" startIcon={<SendIcon />} onClick={() => setSending(true)}>
                {t('commands.send')}
              </Button>
            ) : null}
          </>
        }
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -2 }}>
        {t('commands.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('commands.device')}
          value={deviceId}
          onChange={(event) => setFilter('deviceId', event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('commands.allDevices')}</MenuItem>
          {devices.map((device) => (
            <MenuItem key={device.id} value={device.id}>
              {device.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('commands.status')}
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('commands.allStatuses')}</MenuItem>
          {commandStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`commands.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <DayRangePicker
          range={days}
          dateFormat={defaultDateFormat}
          onChange={(next) => {
            setDays(next);
            paging.restart();
          }}
        />
      </Stack>
      {commands.isError ? <Alert severity="error">{t('commands.loadFailed')}</Alert> : null}
      <CommandsTable
        rows={commands.data?.items ?? (commands.isError ? [] : undefined)}
        loading={commands.isFetching}
        pagination={paging.pagination(commands.data?.total ?? 0)}
        canCancel={canManage(role)}
        empty={
          filtered
            ? { title: t('commands.emptyFilteredTitle'), text: t('commands.emptyFilteredText') }
            : { title: t('commands.emptyTitle'), text: t('commands.emptyText') }
        }
      />
      <SendCommandDialog
        open={sending}
        devices={devices}
        initialDeviceId={deviceId}
        onClose={() => setSending(false)}
      />
      <NetworkSettingsDialog
        open={settingsOpen}
        organisationId={organisationId}
        onClose={() => setSettingsOpen(false)}
      />
    </Stack>
  );
}
