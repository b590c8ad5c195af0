import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Asset, AssetBinding } from '@pinpoint/shared/asset.ts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date.ts';
import { metricLabel } from '../asset-values.ts';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * Which device fed each metric when: a metric's stretches, oldest first, each with its device
 * (linked while it is still the organisation's) and field, from its first data or a swap until
 * the next swap or now.
 */
export function BindingsTimeline({ asset, bindings }: { asset: Asset; bindings: readonly AssetBinding[] }) {
  const { t, i18n } = useTranslation();
  const locale = locales[i18n.language] ?? i18n.language;
  const when = (iso: string | null, open: string) => (iso ? formatDateTime(new Date(iso), locale) : open);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {asset.metrics.map((metric) => (
        <Box component="li" key={metric.id}>
          <Typography variant="subtitle2" component="h3">
            {metricLabel(t, metric.type)}
          </Typography>
          <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
            {bindings
              .filter((b) => b.metricId === metric.id)
              .map((b) => (
                <Box
                  component="li"
                  key={`${b.from ?? 'start'}-${b.deviceId ?? b.deviceName}`}
                  sx={{ py: 0.25 }}
                >
                  <Typography variant="body2">
                    {b.deviceId ? (
                      <Link component={RouterLink} to={`/device/${encodeURIComponent(b.deviceId)}`}>
                        {b.deviceName}
                      </Link>
                    ) : (
                      b.deviceName
                    )}{' '}
                    ({metricLabel(t, b.field)}):{' '}
                    {t('assets.detail.fromTo', {
                      from: when(b.from, t('assets.detail.sinceStart')),
                      to: when(b.to, t('assets.detail.untilNow')),
                    })}
                  </Typography>
                </Box>
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
