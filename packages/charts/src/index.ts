/**
 * @pinpoint/charts: pure builders from widget data to plain-JSON ECharts options and table
 * models, shared by the web and the report renderer (WIDGETS.md §3). Host-side modules are
 * imported by path, not from here, so importing a builder never pulls ECharts itself into a
 * bundle: '@pinpoint/charts/modules.ts' (the parts to use()) and '@pinpoint/charts/svg.ts'
 * (server-side SVG rendering).
 */
export type { WidgetLabels } from '@pinpoint/shared/widgets/labels.en.ts';
export * from './describe.ts';
export * from './format.ts';
export * from './gauge-option.ts';
export * from './health-option.ts';
export * from './locale.ts';
export * from './series-lines.ts';
export * from './series-option.ts';
export * from './sparkline-option.ts';
export * from './tables/index.ts';
export * from './theme.ts';
export * from './thresholds.ts';
export * from './ticks.ts';
export * from './track-sketch-option.ts';
export * from './types.ts';
export * from './values.ts';
export * from './zoned-time.ts';
