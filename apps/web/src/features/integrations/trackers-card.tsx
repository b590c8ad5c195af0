import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UnknownTracker } from '@pinpoint/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../components/relative-time.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useErrorText } from '../../lib/error-message.ts';
import { useTrackerSetup } from '../../lib/tracker-setup.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useIntegrationMutations, useUnknownDevices } from './api.ts';
import { CardTable } from './card-table.tsx';

type Props = { organisationId: string };

const mono = { fontFamily: 'monospace', fontSize: 13 } as const;

/**
 * Cellular trackers (issue 26): a row per protocol with the host, the port and the SMS that points
 * a tracker here; then the trackers refused for an IMEI nobody registered, each added in one click.
 */
export function TrackersCard({ organisationId }: Props) {
  const { t } = useTranslation();
  const setup = useTrackerSetup(organisationId);
  const inbox = useUnknownDevices(organisationId);
  const { addUnknownTracker } = useIntegrationMutations(organisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const protocols = setup.data?.protocols ?? [];
  const unknown = inbox.data?.trackers ?? [];

  const handleAdd = async (row: UnknownTracker) => {
    setBusy(row.imei);
    try {
      const device = await addUnknownTracker.mutateAsync(row.imei);
      notify(t('addDevice.added', { name: device.name }), 'success');
    } catch (error) {
      notify(errorText(error, t('messages.errorAdding', { name: t('devices.one') })), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionCard
      title={t('integrations.trackers.title')}
      busy={setup.isFetching}
      busyLabel={t('integrations.loading')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('integrations.trackers.help')}
      </Typography>
      <CardTable
        label={t('integrations.trackers.title')}
        columns={[
          { label: t('integrations.trackers.protocol') },
          { label: t('integrations.trackers.host') },
          { label: t('integrations.trackers.port') },
          { label: t('integrations.trackers.sms') },
        ]}
        emptyText={t('integrations.trackers.empty')}
        count={protocols.length}
      >
        {protocols.map((row) => (
          <TableRow key={row.protocol}>
            <TableCell>{t(`trackerProtocols.${row.protocol}`)}</TableCell>
            <TableCell sx={mono}>{setup.data?.host}</TableCell>
            <TableCell sx={mono}>
              {row.port ? `${row.port}${row.udp ? ' TCP/UDP' : ' TCP'}` : t('integrations.trackers.off')}
            </TableCell>
            <TableCell sx={{ ...mono, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {row.sms ?? ''}
            </TableCell>
            <TableCell />
          </TableRow>
        ))}
      </CardTable>
      {unknown.length ? (
        <>
          <Typography variant="subtitle2" sx={{ mt: 3 }}>
            {t('integrations.trackers.unknownTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('integrations.trackers.unknownHelp')}
          </Typography>
          <CardTable
            label={t('integrations.trackers.unknownTitle')}
            columns={[
              { label: 'IMEI' },
              { label: t('integrations.trackers.protocol') },
              { label: t('integrations.trackers.from') },
              { label: t('integrations.inbox.lastSeen') },
            ]}
            emptyText=""
            count={unknown.length}
          >
            {unknown.map((row) => (
              <TableRow key={row.imei}>
                <TableCell sx={mono}>{row.imei}</TableCell>
                <TableCell>{t(`trackerProtocols.${row.protocol}`, { defaultValue: row.protocol })}</TableCell>
                <TableCell sx={mono}>{row.remoteAddress ?? ''}</TableCell>
                <TableCell>
                  <RelativeTime value={row.lastSeenAt} />
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    variant="contained"
                    startIcon={<AddIcon />}
                    disabled={busy !== null}
                    onClick={() => handleAdd(row)}
                    aria-label={t('integrations.trackers.addAs', { imei: row.imei, name: row.suggestedName })}
                  >
                    {t('integrations.trackers.add')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </CardTable>
        </>
      ) : null}
    </SectionCard>
  );
}
