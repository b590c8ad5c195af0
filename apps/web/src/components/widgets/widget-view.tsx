import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import SensorsOffIcon from '@mui/icons-material/SensorsOff';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ChartFormat, ChartTheme } from '@pinpoint/charts';
import type {
  BatteryForecastData,
  EventsData,
  HealthData,
  IncidentsData,
  LatestData,
  OccupancyData,
  PositionsData,
  SeriesData,
  TableData,
  TripsData,
  WidgetData as WidgetAnswer,
  WidgetResult,
} from '@pinpoint/shared/widgets/data.ts';
import { widgetRegistry } from '@pinpoint/shared/widgets/registry.ts';
import type { StoredWidget, Widget } from '@pinpoint/shared/widgets/widget.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n/translate-message.ts';
import { rangeLabel } from './range-fields.tsx';
import { AssetMetricWidget } from './views/asset-metric-widget.tsx';
import { GaugeWidget, HealthWidget, SeriesWidget } from './views/chart-widgets.tsx';
import { LatestWidget } from './views/latest-widget.tsx';
import { MapWidget } from './views/map-widget.tsx';
import { NoteWidget } from './views/note-widget.tsx';
import { TableWidget } from './views/table-widget.tsx';
import { WidgetMessage } from './views/view-parts.tsx';
import type { WidgetViewContext } from './views/view-types.ts';
import { WidgetTypeIcon } from './widget-type-icon.tsx';

export type { WidgetViewContext };

export type WidgetViewProps = {
  stored: StoredWidget;
  /** This widget's part of the answer; undefined while it loads (or before a new widget's first answer). */
  result: WidgetResult | undefined;
  /** The whole answer failed: every widget says so. */
  error?: unknown;
  context: WidgetViewContext;
  format: ChartFormat;
  theme: ChartTheme;
  /** Editors are told where to fix an empty widget (its settings); viewers only what is missing. */
  editable?: boolean;
};

/** A widget's title: its own, else its type's name (an unsupported one names its type as stored). */
export function widgetTitle(t: TFunction, stored: StoredWidget): string {
  if (!stored.ok) return t('widgets.unsupportedTitle', { type: stored.type });
  return stored.widget.title.trim() || t(`widgets.types.${stored.widget.type}.name`);
}

/** A widget's own range beside its title, when it does not follow its parent's. */
export function widgetSubtitle(t: TFunction, stored: StoredWidget): string | undefined {
  if (
    !stored.ok ||
    stored.widget.range.kind === 'inherit' ||
    widgetRegistry[stored.widget.type].kind === 'none'
  )
    return undefined;
  return rangeLabel(t, stored.widget.range);
}

/**
 * One widget's body in every state: unsupported type, no devices selected, loading, failed,
 * skipped (over a limit), or its data drawn by its type's view. Used by dashboards, shares,
 * reports' previews and assets alike; the frame around it is the caller's.
 */
export function WidgetView({
  stored,
  result,
  error,
  context,
  format,
  theme,
  editable = false,
}: WidgetViewProps) {
  const { t } = useTranslation();
  if (!stored.ok)
    return (
      <WidgetMessage
        icon={<WidgetTypeIcon type={stored.type} />}
        title={t('widgets.unsupported')}
        text={t('widgets.unsupportedText', { type: stored.type })}
      />
    );
  const widget = stored.widget;
  if (widget.type === 'note') return <NoteWidget widget={widget} />;
  if (widgetRegistry[widget.type].needsDevices && widget.devices.length === 0)
    return (
      <WidgetMessage
        icon={<SensorsOffIcon />}
        title={t('widgets.noDevices')}
        text={editable ? t('widgets.noDevicesEditor') : undefined}
      />
    );
  if (error && !result)
    return (
      <WidgetMessage
        icon={<ErrorOutlineIcon color="error" />}
        title={t('widgets.failed')}
        text={error instanceof Error ? translateMessage(error.message, t) : undefined}
      />
    );
  if (!result) return <WidgetLoading label={t('widgets.loading')} />;
  if (result.status === 'error')
    return (
      <WidgetMessage
        icon={<ErrorOutlineIcon color="error" />}
        title={t('widgets.failed')}
        text={translateMessage(result.message, t)}
      />
    );
  if (result.status === 'skipped')
    return (
      <WidgetMessage
        icon={<HourglassEmptyIcon />}
        title={t('widgets.skipped')}
        text={translateMessage(result.message, t)}
      />
    );
  return <WidgetBody widget={widget} data={result.data} context={context} format={format} theme={theme} />;
}

function WidgetLoading({ label }: { label: string }) {
  return (
    <Stack role="status" aria-label={label} aria-busy="true" sx={{ p: 1.5, gap: 1, height: '100%' }}>
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rounded" sx={{ flex: 1, minHeight: 40 }} />
    </Stack>
  );
}

function WidgetBody({
  widget,
  data,
  context,
  format,
  theme,
}: {
  widget: Widget;
  data: WidgetAnswer | null;
  context: WidgetViewContext;
  format: ChartFormat;
  theme: ChartTheme;
}) {
  const { t } = useTranslation();
  const label = widgetTitle(t, { ok: true, widget });
  switch (widget.type) {
    case 'map':
      return <MapWidget widget={widget} data={(data ?? emptyPositions) as PositionsData} context={context} />;
    case 'series':
      return (
        <SeriesWidget
          widget={widget}
          data={(data as SeriesData | null) ?? null}
          context={context}
          format={format}
          theme={theme}
          label={label}
        />
      );
    case 'gauge':
      return (
        <GaugeWidget
          widget={widget}
          data={(data as LatestData | null) ?? null}
          context={context}
          format={format}
          theme={theme}
          label={label}
        />
      );
    case 'latest':
      return <LatestWidget widget={widget} data={(data ?? { values: [] }) as LatestData} context={context} />;
    case 'uplink-health':
      return (
        <HealthWidget
          widget={widget}
          data={(data as HealthData | null) ?? null}
          context={context}
          format={format}
          theme={theme}
          label={label}
        />
      );
    case 'battery-list':
    case 'device-table':
    case 'event-feed':
    case 'geofence-occupancy':
    case 'trip-summary':
    case 'incidents':
    case 'battery-forecast':
      return (
        <TableWidget
          widget={widget}
          data={
            (data as
              | TableData
              | EventsData
              | OccupancyData
              | TripsData
              | IncidentsData
              | BatteryForecastData
              | null) ?? null
          }
          context={context}
          format={format}
          label={label}
        />
      );
    case 'asset-metric':
      return (
        <AssetMetricWidget
          widget={widget}
          data={data}
          context={context}
          format={format}
          theme={theme}
          label={label}
        />
      );
    default:
      return <WidgetMessage title={t('widgets.unsupported')} />;
  }
}

const emptyPositions: PositionsData = { positions: [], tracks: [], geofences: [], bases: [] };
