import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UnknownDevice, UplinkSummary } from '@pinpoint/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '../../components/relative-time.tsx';
import { RowButton } from '../../components/row-actions.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useErrorText } from '../../lib/error-message.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useIntegrationMutations, useUnknownDevices } from './api.ts';
import { CardTable } from './card-table.tsx';

type Props = { organisationId: string };

/** The newest uplink in a line: port, counter, payload bytes, and what the network server decoded. */
function summary(uplink: UplinkSummary | null, joinLabel: string): string {
  if (!uplink) return '';
  if (uplink.kind === 'join') return joinLabel;
  return [
    uplink.fPort !== null ? `fPort ${uplink.fPort}` : null,
    uplink.fCnt !== null ? `fCnt ${uplink.fCnt}` : null,
    uplink.payload ? uplink.payload : null,
    uplink.decoded ? JSON.stringify(uplink.decoded) : null,
    uplink.location ? `${uplink.location.lat}, ${uplink.location.lon}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The unknown-devices inbox: uplinks the organisation's ingest keys sent for Dev EUIs it has not
 * registered (the last 7 days), each added as a device in one click or dismissed.
 */
export function InboxCard({ organisationId }: Props) {
  const { t } = useTranslation();
  const inbox = useUnknownDevices(organisationId);
  const { addUnknown, dismissUnknown } = useIntegrationMutations(organisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const handleAdd = async (row: UnknownDevice) => {
    setBusy(row.devEui);
    try {
      const device = await addUnknown.mutateAsync(row.devEui);
      setAdded({ id: device.id, name: device.name });
      notify(t('addDevice.added', { name: device.name }), 'success');
    } catch (error) {
      notify(errorText(error, t('messages.errorAdding', { name: t('devices.one') })), 'error');
    } finally {
      setBusy(null);
    }
  };

  const handleDismiss = async (row: UnknownDevice) => {
    try {
      await dismissUnknown.mutateAsync(row.devEui);
    } catch (error) {
      notify(errorText(error, t('messages.errorDeleting', { name: row.devEui })), 'error');
    }
  };

  const rows = inbox.data?.items ?? [];
  return (
    <SectionCard
      title={t('integrations.inbox.title')}
      busy={inbox.isFetching}
      busyLabel={t('integrations.loading')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('integrations.inbox.help', { limit: inbox.data?.limit ?? 100, days: inbox.data?.days ?? 7 })}
      </Typography>
      {added ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setAdded(null)}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <span>{t('addDevice.added', { name: added.name })}</span>
            <Link component={RouterLink} to={`/device/${added.id}`}>
              {t('integrations.inbox.open', { name: added.name })}
            </Link>
          </Stack>
        </Alert>
      ) : null}
      <CardTable
        label={t('integrations.inbox.title')}
        columns={[
          { label: t('addDevice.devEui') },
          { label: t('integrations.inbox.source') },
          { label: t('integrations.inbox.lastSeen') },
          { label: t('integrations.inbox.count'), align: 'right' },
          { label: t('integrations.inbox.lastUplink') },
        ]}
        emptyText={t('integrations.inbox.empty')}
        count={rows.length}
      >
        {rows.map((row) => (
          <TableRow key={row.devEui}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{row.devEui}</TableCell>
            <TableCell>
              {t(`integrations.inbox.sources.${row.source}`, { defaultValue: row.source })}
            </TableCell>
            <TableCell>
              <RelativeTime value={row.lastSeenAt} />
            </TableCell>
            <TableCell align="right">{row.count}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, maxWidth: 320, wordBreak: 'break-all' }}>
              {summary(row.lastUplink, t('integrations.inbox.join'))}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Button
                size="small"
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => handleAdd(row)}
                disabled={busy !== null}
                aria-label={t('integrations.inbox.addAs', {
                  devEui: row.devEui,
                  name: row.suggestedName,
                })}
              >
                {t('integrations.inbox.add')}
              </Button>
              <RowButton
                label={t('integrations.inbox.dismiss', { devEui: row.devEui })}
                icon={<ClearIcon />}
                onClick={() => handleDismiss(row)}
              />
            </TableCell>
          </TableRow>
        ))}
      </CardTable>
    </SectionCard>
  );
}
