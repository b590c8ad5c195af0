import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Threshold } from '@pinpoint/shared/widgets/widget.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isQuiet } from '../../../lib/widgets/widget-live.ts';
import { RelativeTime } from '../../relative-time.tsx';
import type { WidgetViewContext } from './view-types.ts';

/** A device's name as the answer gives it, or a neutral word for one it does not know. */
export function useDeviceName(context: WidgetViewContext) {
  const { t } = useTranslation();
  return (key: string) => context.devices[key]?.name ?? t('widgets.unknownDevice');
}

/** The colour of the highest threshold the value reaches (thresholds are in canonical units). */
export function thresholdColour(thresholds: readonly Threshold[], value: number | null): string | undefined {
  if (value === null) return undefined;
  let colour: string | undefined;
  let best = Number.NEGATIVE_INFINITY;
  for (const threshold of thresholds) {
    if (value >= threshold.value && threshold.value >= best) {
      best = threshold.value;
      colour = threshold.colour;
    }
  }
  return colour;
}

/** A centred message inside a widget's body: nothing to show, a state, an error. */
export function WidgetMessage({ icon, title, text }: { icon?: ReactNode; title: string; text?: string }) {
  return (
    <Stack
      role="status"
      sx={{ height: '100%', minHeight: 80, alignItems: 'center', justifyContent: 'center', p: 2, gap: 0.5 }}
    >
      {icon ? <Stack sx={{ color: 'text.secondary' }}>{icon}</Stack> : null}
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'center' }}>
        {title}
      </Typography>
      {text ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {text}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * The devices of a widget that went quiet (not heard within the device list's freshness rule),
 * each with when it was last heard: a value that stopped changing says why.
 */
export function QuietNotice({
  devices,
  context,
}: {
  devices: readonly string[];
  context: WidgetViewContext;
}) {
  const { t } = useTranslation();
  const name = useDeviceName(context);
  const quiet = devices.filter((key) => {
    const device = context.devices[key];
    return device && isQuiet(device.lastSeenAt, context.now);
  });
  if (quiet.length === 0) return null;
  return (
    <Stack sx={{ gap: 0.25, px: 1.5, py: 0.75 }}>
      {quiet.map((key) => {
        const seen = context.devices[key]?.lastSeenAt ?? null;
        return (
          <Typography
            key={key}
            variant="caption"
            sx={{ color: 'warning.main', display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <InfoOutlinedIcon sx={{ fontSize: 14 }} aria-hidden="true" />
            {seen ? (
              <span>
                {t('widgets.quietSince', { name: name(key) })} <RelativeTime value={seen} />
              </span>
            ) : (
              <span>{t('widgets.neverHeard', { name: name(key) })}</span>
            )}
          </Typography>
        );
      })}
    </Stack>
  );
}
