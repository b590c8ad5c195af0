import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { historyMaxDays } from '@pinpoint/shared/device.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, MissingItem } from '../../components/back-link.tsx';
import { DayRangePicker as RangePicker } from '../../components/day-range-picker.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useConfig } from '../../lib/config.ts';
import { defaultDayRange, toApiRange } from '../../lib/day-range.ts';
import { typeLabel } from '../../lib/device-format.ts';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useCurrentUser } from '../../lib/user.ts';
import { useDevice } from './api.ts';
import { BatteryForecastLine } from './detail/battery-forecast.tsx';
import { CommandsCard } from './detail/commands-card.tsx';
import { devicePanels } from './detail/device-panels.ts';
import { ExportButtons } from './detail/export-buttons.tsx';
import { FirstUplinkChecklist } from './detail/first-uplink-checklist.tsx';
import { FramesTable } from './detail/frames-table.tsx';
import { GeofencePresence } from './detail/geofence-presence.tsx';
import { IncidentsCard } from './detail/incidents-card.tsx';
import { LocationHistory } from './detail/location-history.tsx';
import { ManageCard } from './detail/manage-card.tsx';
import { ReadingsCharts } from './detail/readings-charts.tsx';
import { SettingsCard } from './detail/settings-card.tsx';
import { SharingCard } from './detail/sharing-card.tsx';
import { SilenceCard } from './detail/silence-card.tsx';
import { StatusCard } from './detail/status-card.tsx';
import { useListedDevice } from './device-page-api.ts';
import { useNow } from './use-now.ts';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Route /device/{id}: status, history over a date range, settings, sharing, transfer, delete. */
export function DeviceDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { defaultDateFormat } = useConfig();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  // Shown at once from the list's page the user came from; the whole list is not asked for.
  const listed = useListedDevice(organisationId, id);
  const device = useDevice(id, listed);
  const selectedRole = useSelectedRole();
  const user = useCurrentUser().data;
  const now = useNow(60_000);
  const [dayRange, setDayRange] = useState(() => defaultDayRange());
  const range = useMemo(() => toApiRange(dayRange), [dayRange]);
  const locale = locales[i18n.language] ?? i18n.language;

  if (device.isLoading && !device.data) return <LoadingScreen />;
  const data = device.data;
  if (!data) {
    return (
      <MissingItem
        back={{ to: '/', label: t('detail.back') }}
        title={t('errors.noDeviceFound')}
        text={t('detail.notFoundText')}
        action={{ to: '/', label: t('errors.goHome') }}
      />
    );
  }
  // The device's own organisation decides, whichever one is selected.
  const role =
    data.organisationId === organisationId
      ? selectedRole
      : (user?.organisations.find((organisation) => organisation.id === data.organisationId)?.role ?? null);
  const editable = canManage(role);
  const panels = devicePanels(data);
  const readings = <ReadingsCharts deviceId={data.id} range={range} locale={locale} />;

  return (
    <Box>
      <BackLink to="/" label={t('detail.back')} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {data.name}
        </Typography>
        {data.isDemo ? (
          <Chip size="small" color="secondary" variant="outlined" label={t('devices.demo')} />
        ) : null}
        {data.shared ? <Chip size="small" variant="outlined" label={t('detail.sharedChip')} /> : null}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {[
          typeLabel(t, data.type),
          data.devEui ? `${t('addDevice.devEui')} ${data.devEui}` : t(`forwarders.${data.forwarder}`),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <RangePicker
            range={dayRange}
            dateFormat={defaultDateFormat}
            onChange={setDayRange}
            maxDays={historyMaxDays}
          />
          <ExportButtons deviceId={data.id} name={data.name} range={range} />
        </Stack>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack sx={{ gap: 2 }}>
          <FirstUplinkChecklist device={data} />
          <StatusCard device={data} now={now} role={role} />
          <SilenceCard device={data} now={now} />
          <BatteryForecastLine deviceId={data.id} />
          <GeofencePresence device={data} />
          <IncidentsCard device={data} locale={locale} />
        </Stack>
        {/* A sensor without a position: its readings take the map's place. */}
        {panels.locationHistory ? <LocationHistory device={data} range={range} locale={locale} /> : readings}
      </Box>
      <Stack sx={{ gap: 2, mt: 2 }}>
        {panels.locationHistory ? readings : null}
        {panels.frames ? <FramesTable deviceId={data.id} range={range} locale={locale} /> : null}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <SettingsCard device={data} editable={editable} />
          <SharingCard device={data} editable={editable} locale={locale} />
          {editable ? <ManageCard device={data} /> : null}
        </Box>
        <CommandsCard device={data} editable={editable} />
      </Stack>
    </Box>
  );
}
