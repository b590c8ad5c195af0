import { BarChart, GaugeChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

/**
 * The one list of ECharts parts the browser and the server `use()` (WIDGETS.md §3). An option
 * key without its part is dropped silently (a threshold line that never shows), so every key
 * the builders emit is named here and a test checks each emitted key against this map.
 * Builders never import this file: it is what a host loads.
 */
export const chartParts = {
  /** By series `type`. */
  charts: { line: LineChart, bar: BarChart, gauge: GaugeChart, scatter: ScatterChart },
  /** By option key: top level, or inside a series (markLine). Tooltip and dataZoom are the browser's overlay. */
  components: {
    grid: GridComponent,
    xAxis: GridComponent,
    yAxis: GridComponent,
    legend: LegendComponent,
    title: TitleComponent,
    markLine: MarkLineComponent,
    tooltip: TooltipComponent,
    dataZoom: DataZoomInsideComponent,
  },
  /** Canvas in the browser, SVG on the server (renderToSVGString). */
  renderers: { canvas: CanvasRenderer, svg: SVGRenderer },
};

/** Everything above, for `use(chartModules)`. */
export const chartModules = [
  ...new Set([
    ...Object.values(chartParts.charts),
    ...Object.values(chartParts.components),
    ...Object.values(chartParts.renderers),
  ]),
];

/** Top-level option keys that need no part of their own. */
export const plainOptionKeys = [
  'animation',
  'useUTC',
  'backgroundColor',
  'color',
  'textStyle',
  'series',
] as const;
