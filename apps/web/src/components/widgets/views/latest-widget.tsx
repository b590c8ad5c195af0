import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readingDefinitions } from '@pinpoint/shared/readings.ts';
import { isTemperatureField } from '@pinpoint/shared/units.ts';
import type { LatestData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { formatReading, readingUnit } from '../../../lib/device-format.ts';
import { isQuiet } from '../../../lib/widgets/widget-live.ts';
import { QuietNotice, thresholdColour, useDeviceName, WidgetMessage } from './view-parts.tsx';
import type { ViewProps, WidgetViewContext } from './view-types.ts';

type Props = ViewProps<WidgetOf<'latest'>, LatestData>;

/** A change of a reading, signed, in the viewer's unit (a temperature difference has no offset). */
export function formatDelta(field: string, delta: number, context: WidgetViewContext): string {
  const shown = isTemperatureField(field) && context.temperatureUnit === 'F' ? (delta * 9) / 5 : delta;
  const unit = readingUnit(field, context.temperatureUnit);
  const digits = Math.abs(shown) < 10 ? 1 : 0;
  const text = new Intl.NumberFormat(context.locale, {
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  }).format(shown);
  return unit ? `${text} ${unit}` : text;
}

/** The latest value of a field for each device, coloured by the thresholds, with its trend since the range's start. */
export function LatestWidget({ widget, data, context }: Props) {
  const { t } = useTranslation();
  const name = useDeviceName(context);
  const boolean = readingDefinitions[widget.field].kind === 'boolean';
  const rows = widget.devices.map((device) => ({
    device,
    value: data.values.find((v) => v.device === device && v.field === widget.field) ?? null,
  }));
  const single = rows.length === 1;
  // The value as large as its widget allows, on one line.
  const big = Math.round(Math.max(22, Math.min(44, context.size.width / 7)));
  if (rows.every((row) => row.value?.value === null || row.value === null)) {
    return (
      <Stack sx={{ height: '100%' }}>
        <WidgetMessage title={t('widgets.noReadings')} text={t('widgets.noReadingsText')} />
        <QuietNotice devices={widget.devices} context={context} />
      </Stack>
    );
  }
  return (
    <Stack sx={{ height: '100%', justifyContent: single ? 'center' : 'flex-start' }}>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 1.5, gap: 1 }}>
        {rows.map(({ device, value }) => {
          const reading = value?.value ?? null;
          const colour = thresholdColour(widget.options.thresholds, reading);
          const delta =
            widget.options.trend &&
            !boolean &&
            reading !== null &&
            value?.first !== null &&
            value?.first !== undefined
              ? reading - value.first
              : null;
          const quiet = isQuiet(context.devices[device]?.lastSeenAt ?? null, context.now);
          const shown =
            reading === null
              ? t('widgets.noValue')
              : formatReading(t, widget.field, reading, context.temperatureUnit);
          return (
            <Box
              component="li"
              key={device}
              aria-label={t('widgets.latestValue', { name: name(device), value: shown })}
              sx={{ textAlign: single ? 'center' : 'left' }}
            >
              {single ? null : (
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }} noWrap>
                  {name(device)}
                </Typography>
              )}
              <Stack
                direction="row"
                sx={{
                  alignItems: 'baseline',
                  columnGap: 1,
                  flexWrap: 'wrap',
                  justifyContent: single ? 'center' : 'flex-start',
                }}
              >
                <Typography
                  component="p"
                  data-testid="latest-value"
                  sx={{
                    fontSize: single ? big : 22,
                    whiteSpace: 'nowrap',
                    fontWeight: 600,
                    lineHeight: 1.2,
                    color: colour ?? (quiet ? 'text.secondary' : 'text.primary'),
                  }}
                >
                  {shown}
                </Typography>
                {delta !== null ? <Trend delta={delta} field={widget.field} context={context} /> : null}
              </Stack>
              {single ? (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {name(device)}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      <QuietNotice devices={widget.devices} context={context} />
    </Stack>
  );
}

function Trend({ delta, field, context }: { delta: number; field: string; context: WidgetViewContext }) {
  const { t } = useTranslation();
  const Icon = delta > 0 ? TrendingUpIcon : delta < 0 ? TrendingDownIcon : TrendingFlatIcon;
  const text = formatDelta(field, delta, context);
  return (
    <Typography
      variant="body2"
      component="span"
      title={t('widgets.trendSince')}
      sx={{ color: 'text.secondary', display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
    >
      <Icon fontSize="small" aria-hidden="true" />
      <span>{t('widgets.trend', { change: text })}</span>
    </Typography>
  );
}
