import type { ChartFormat, ChartTheme } from '@pinpoint/charts';
import { assetMetricShown } from '@pinpoint/shared/widgets/asset-metric.ts';
import type { LatestData, PositionsData, SeriesData, WidgetData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { SeriesWidget } from './chart-widgets.tsx';
import { LatestWidget } from './latest-widget.tsx';
import { MapWidget } from './map-widget.tsx';
import { WidgetMessage } from './view-parts.tsx';
import type { WidgetViewContext } from './view-types.ts';

type Props = {
  widget: WidgetOf<'asset-metric'>;
  data: WidgetData | null;
  context: WidgetViewContext;
  format: ChartFormat;
  theme: ChartTheme;
  label: string;
};

/**
 * An asset's metric, drawn by the view of what the server answered for it: a reading as a chart
 * (style 'series') or its latest value (style 'latest'), a position as a map with its track.
 */
export function AssetMetricWidget({ widget, data, context, format, theme, label }: Props) {
  const { t } = useTranslation();
  const shown = assetMetricShown(widget, data);
  if (!shown) return <WidgetMessage title={t('widgets.noReadings')} text={t('widgets.assetNoData')} />;
  switch (shown.type) {
    case 'series':
      return (
        <SeriesWidget
          widget={shown}
          data={data as SeriesData}
          context={context}
          format={format}
          theme={theme}
          label={label}
        />
      );
    case 'latest':
      return <LatestWidget widget={shown} data={data as LatestData} context={context} />;
    case 'map':
      return <MapWidget widget={{ ...shown, title: label }} data={data as PositionsData} context={context} />;
  }
}
