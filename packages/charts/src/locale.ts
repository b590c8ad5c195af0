import type { WidgetLabels } from '@pinpoint/shared/widgets/labels.en.ts';

/**
 * The ECharts locale object of a label set, for `init(dom, theme, { locale })`: the names its
 * {MMM} and {ee} time tokens print. Built from our labels rather than imported from
 * echarts/i18n, whose UMD files register into another ECharts copy under ESM. ECharts
 * merges it over its English defaults, so toolbox and aria words it lacks stay English.
 */
export function echartsLocale(labels: WidgetLabels) {
  return {
    time: {
      month: labels.time.months,
      monthAbbr: labels.time.monthsShort,
      dayOfWeek: labels.time.weekdays,
      dayOfWeekAbbr: labels.time.weekdaysShort,
    },
  };
}
