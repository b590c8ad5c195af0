import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CommandsTable } from '../../../components/commands/commands-table.tsx';
import { SendCommandForm } from '../../../components/commands/send-command-form.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import {
  commandErrorText,
  transportNoteKey,
  useCommandCatalogue,
  useCommands,
} from '../../../lib/commands.ts';
import type { Device } from '../api.ts';

const RECENT = 5;

/**
 * The device's commands (issue 15): send one (members) and follow the latest ones, from queued to
 * acknowledged; the whole list is on the command page.
 */
export function CommandsCard({ device, editable }: { device: Device; editable: boolean }) {
  const { t } = useTranslation();
  const catalogue = useCommandCatalogue(device.id);
  const recent = useCommands(device.organisationId, { deviceId: device.id }, 1, RECENT);
  return (
    <SectionCard
      title={t('commands.title')}
      busy={catalogue.isLoading || recent.isFetching}
      busyLabel={t('commands.title')}
    >
      <Stack sx={{ gap: 2 }}>
        {catalogue.isError ? (
          <Alert severity="error">{commandErrorText(catalogue.error, t('commands.loadFailed'), t)}</Alert>
        ) : null}
        {catalogue.data && editable ? (
          <SendCommandForm
            key={device.id}
            deviceId={device.id}
            deviceName={device.name}
            catalogue={catalogue.data}
          />
        ) : null}
        {catalogue.data && !editable ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(transportNoteKey(catalogue.data))} {t('commands.viewerNote')}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t('commands.recent')}
          </Typography>
          <Link component={RouterLink} to={`/command?deviceId=${encodeURIComponent(device.id)}`}>
            {t('commands.allCommands')}
          </Link>
        </Stack>
        <CommandsTable
          rows={recent.data?.items ?? (recent.isError ? [] : undefined)}
          loading={recent.isFetching}
          canCancel={editable}
          hideDevice
          empty={{ title: t('commands.noRecent'), text: t('commands.intro') }}
        />
      </Stack>
    </SectionCard>
  );
}
