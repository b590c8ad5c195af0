import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UnknownTracker } from '@pinpoint/shared';
import { normaliseTrackerId } from '@pinpoint/shared/device.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../components/relative-time.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useErrorText } from '../../lib/error-message.ts';
import { useTrackerSetup } from '../../lib/tracker-setup.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useIntegrationMutations } from './api.ts';
import { CardTable } from './card-table.tsx';

type Props = { organisationId: string };

const mono = { fontFamily: 'monospace', fontSize: 13 } as const;

/**
 * Cellular trackers (issue 26): a row per protocol with the host, the port and the SMS that points
 * a tracker here (or, for units set up otherwise, the steps in words); then a tracker refused for an IMEI nobody registered, found by its IMEI.
 */
export function TrackersCard({ organisationId }: Props) {
  const { t } = useTranslation();
  const setup = useTrackerSetup(organisationId);
  const protocols = setup.data?.protocols ?? [];

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
              {row.port
                ? `${row.port} ${[row.tcp ? 'TCP' : '', row.udp ? 'UDP' : ''].filter(Boolean).join('/')}`
                : t('integrations.trackers.off')}
            </TableCell>
            {row.sms ? (
              <TableCell sx={{ ...mono, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {row.sms}
              </TableCell>
            ) : (
              <TableCell>{row.steps ?? ''}</TableCell>
            )}
            <TableCell />
          </TableRow>
        ))}
      </CardTable>
      <RefusedTrackerLookup organisationId={organisationId} />
    </SectionCard>
  );
}

/**
 * A tracker refused before it was added, found by its exact IMEI and added in one click. No list:
 * refused trackers belong to no organisation, so none may browse the others'.
 */
function RefusedTrackerLookup({ organisationId }: Props) {
  const { t } = useTranslation();
  const { findUnknownTracker, addUnknownTracker } = useIntegrationMutations(organisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const [imei, setImei] = useState('');
  const [found, setFound] = useState<UnknownTracker | null>(null);
  const [missing, setMissing] = useState(false);

  const handleFind = async (event: FormEvent) => {
    event.preventDefault();
    setFound(null);
    setMissing(false);
    try {
      setFound(await findUnknownTracker.mutateAsync(normaliseTrackerId(imei)));
    } catch {
      setMissing(true);
    }
  };
  const handleAdd = async (row: UnknownTracker) => {
    try {
      const device = await addUnknownTracker.mutateAsync(row.imei);
      notify(t('addDevice.added', { name: device.name }), 'success');
      setFound(null);
      setImei('');
    } catch (error) {
      notify(errorText(error, t('messages.errorAdding', { name: t('devices.one') })), 'error');
    }
  };

  return (
    <Box component="section" aria-labelledby="refused-trackers" sx={{ mt: 3 }}>
      <Typography id="refused-trackers" variant="subtitle2" component="h3">
        {t('integrations.trackers.unknownTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('integrations.trackers.unknownHelp')}
      </Typography>
      <Stack component="form" direction="row" onSubmit={handleFind} sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('integrations.trackers.imei')}
          value={imei}
          onChange={(event) => setImei(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Button type="submit" variant="outlined" disabled={!imei.trim() || findUnknownTracker.isPending}>
          {t('integrations.trackers.find')}
        </Button>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {missing ? <Typography variant="body2">{t('integrations.trackers.notFound')}</Typography> : null}
        {found ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              <Box component="span" sx={mono}>
                {found.imei}
              </Box>
              {' · '}
              {t('integrations.trackers.found', {
                count: found.count,
                protocol: t(`trackerProtocols.${found.protocol}`, { defaultValue: found.protocol }),
              })}{' '}
              <RelativeTime value={found.lastSeenAt} />
            </Typography>
            <Button
              size="small"
              variant="contained"
              startIcon={<AddIcon />}
              disabled={addUnknownTracker.isPending}
              onClick={() => handleAdd(found)}
              aria-label={t('integrations.trackers.addAs', { imei: found.imei, name: found.suggestedName })}
            >
              {t('integrations.trackers.add')}
            </Button>
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}
