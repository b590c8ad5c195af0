import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Role } from '@pinpoint/shared';
import { isFlagField } from '@pinpoint/shared/units.ts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BatteryIndicator } from '../../../components/battery-indicator.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { deviceBatteryPercent, useBatteryRange } from '../../../lib/battery.ts';
import { deviceKeys } from '../../../lib/device-cache.ts';
import { formatCoordinates, formatReading, orderReadings, readingLabel } from '../../../lib/device-format.ts';
import { deviceStatus } from '../../../lib/device-status.ts';
import { useTemperatureUnit } from '../../../lib/temperature.ts';
import type { Device, Frame } from '../api.ts';
import { ConnectSourceLink } from '../connect-source-link.tsx';
import { StatusDot } from '../status-dot.tsx';
import { formatDuration } from './silence-card.tsx';

/** The newest frame, for the signal: asked again whenever the device is heard from. */
function useLatestFrame(device: Device) {
  const api = useApi();
  const seen = device.lastSeenAt;
  return useQuery({
    queryKey: [...deviceKeys.detail(device.id), 'latest-frame', seen],
    queryFn: async () => {
      if (!seen) return null;
      const at = Date.parse(seen);
      const from = new Date(at - 60_000).toISOString();
      const to = new Date(at + 60_000).toISOString();
      const frames = await api.list<Frame>(
        `/device/${encodeURIComponent(device.id)}/frames?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&limit=1`,
      );
      return frames[0] ?? null;
    },
    enabled: Boolean(seen),
  });
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" component="div" sx={{ justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * Current status: latest readings with units and ages, battery, position and the signal. A device
 * never heard from says so, with the way to connect its source for admins (`role`, the user's role
 * in the device's organisation).
 */
export function StatusCard({ device, now, role }: { device: Device; now: number; role?: Role | null }) {
  const { t, i18n } = useTranslation();
  const range = useBatteryRange();
  const unit = useTemperatureUnit();
  const frame = useLatestFrame(device).data;
  const status = deviceStatus(device, now);
  const fields = orderReadings(Object.keys(device.readings)).filter(
    (field) => field !== 'battery_pct' && field !== 'battery_mv',
  );
  const age = device.lastSeenAt ? <RelativeTime value={device.lastSeenAt} /> : null;
  // Alarms, presses and movements: events of their uplink, never the readings above. Newest first.
  const events = Object.entries(device.events ?? {}).sort(
    ([, a], [, b]) => Date.parse(b.at) - Date.parse(a.at),
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="status-heading" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <StatusDot status={status} />
        <Typography id="status-heading" variant="h6" component="h2">
          {t('detail.status')}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t(`devices.status.${status}`)}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Item label={t('devices.lastUpdated')}>{age ?? t('devices.never')}</Item>
        <Item label={t('silence.usualInterval')}>
          {device.usualIntervalS
            ? formatDuration(device.usualIntervalS, i18n.language === 'fr' ? 'fr-CA' : 'en-CA')
            : t('silence.unknownInterval')}
        </Item>
        <Item label={t('devices.battery')}>
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
            <BatteryIndicator percent={deviceBatteryPercent(device, range)} />
            {device.batteryMv !== null ? <span>({device.batteryMv} mV)</span> : null}
          </Box>
        </Item>
        <Item label={t('detail.position')}>
          {device.location ? (
            <span>
              <span>{formatCoordinates(device.location)}</span>
              {device.location.at ? (
                <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  <RelativeTime value={device.location.at} />
                </Box>
              ) : null}
            </span>
          ) : (
            t('devices.noPosition')
          )}
        </Item>
        <Item label={t('detail.signal')}>
          {frame && (frame.rssi !== null || frame.snr !== null) ? (
            <span>
              {[
                frame.rssi !== null ? t('detail.rssiValue', { value: frame.rssi }) : null,
                frame.snr !== null ? t('detail.snrValue', { value: frame.snr }) : null,
                t('detail.gatewaysValue', { count: frame.gateways }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ) : (
            t('detail.noSignal')
          )}
        </Item>
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('detail.latestReadings')}
      </Typography>
      {fields.length ? (
        <Box component="dl" sx={{ m: 0 }}>
          {fields.map((field) => (
            <Item key={field} label={readingLabel(t, field)}>
              {formatReading(t, field, device.readings[field] as number, unit)}
              {age ? (
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
                  {age}
                </Box>
              ) : null}
            </Item>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('detail.noReadings')}
        </Typography>
      )}
      {events.length ? (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t('detail.latestEvents')}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {events.map(([field, event]) => (
              <Item key={field} label={readingLabel(t, field)}>
                {/* A flag's event says only when it happened; a value (a speed, a level) says what too. */}
                {isFlagField(field) ? (
                  <RelativeTime value={event.at} />
                ) : (
                  <>
                    {formatReading(t, field, event.value, unit)}
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
                      <RelativeTime value={event.at} />
                    </Box>
                  </>
                )}
              </Item>
            ))}
          </Box>
        </>
      ) : null}
      {device.lastSeenAt ? null : (
        <Stack sx={{ gap: 1, mt: 1.5, alignItems: 'flex-start' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('detail.noDataYet')}
          </Typography>
          <ConnectSourceLink organisationId={device.organisationId} role={role} />
        </Stack>
      )}
    </Paper>
  );
}
