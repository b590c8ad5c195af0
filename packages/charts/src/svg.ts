import type { WidgetLabels } from '@pinpoint/shared/widgets/labels.en.ts';
import { type EChartsInitOpts, init, use } from 'echarts/core';
import type { ChartSize } from './format.ts';
import { echartsLocale } from './locale.ts';
import { chartModules } from './modules.ts';
import type { ChartOption } from './types.ts';

use(chartModules);

/**
 * An option drawn to an SVG string on the server (the report renderer): no DOM, no
 * animation, the instance disposed whatever happens (undisposed charts leak, metabase#77412).
 * CPU-bound: 100 series of 720 points take about 0.3 s, so call it from a job, not a request.
 * Without a canvas, ECharts estimates text widths: compare options, not pixels.
 */
export function renderOptionToSvg(option: ChartOption, size: ChartSize, labels?: WidgetLabels): string {
  const chart = init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: size.width,
    height: size.height,
    // ECharts merges a partial locale over its English one.
    ...(labels ? { locale: echartsLocale(labels) as EChartsInitOpts['locale'] } : {}),
  });
  try {
    chart.setOption({ ...option, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
