import { toDisplayValue } from '@pinpoint/shared/units.ts';
import type { LatestData } from '@pinpoint/shared/widgets/data.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { thresholdColour } from './thresholds.ts';
import { type BuilderInput, type ChartOption, deviceName } from './types.ts';
import { fieldTitle, formatDisplayValue, round } from './values.ts';

export type GaugeWidget = WidgetOf<'gauge'>;

/** Dial divisions whose labels are round numbers (-10 to 20 °C: six of 5; 14 to 68 °F: six of 9). */
function gaugeSplits(span: number): number {
  const nice = (step: number) => {
    const power = 10 ** Math.floor(Math.log10(step));
    return [1, 2, 2.5, 5, 10].some((f) => Math.abs(step / power - f) < 1e-9);
  };
  const candidates = [4, 5, 6, 3, 2, 8];
  return (
    candidates.find((n) => nice(span / n)) ??
    candidates.find((n) => Number.isInteger(Number((span / n).toFixed(9)))) ??
    4
  );
}

/** The value a gauge shows: its field's first value in the answer (a gauge takes one device). */
export function gaugeValue(widget: Pick<GaugeWidget, 'field'>, data: LatestData | null) {
  return data?.values.find((v) => v.field === widget.field) ?? null;
}

/**
 * A gauge widget as an ECharts option: a 240° dial from the widget's minimum to its
 * maximum (stored in the field's canonical unit, shown in the display unit), coloured from
 * each threshold up, with the latest value printed under the needle.
 */
export function buildGaugeOption({
  widget,
  data,
  devices,
  theme,
  format,
  size,
}: BuilderInput<GaugeWidget, LatestData>): ChartOption {
  const { field, options } = widget;
  const unit = format.temperatureUnit;
  const convert = (value: number) => round(toDisplayValue(field, value, unit), 4);
  const [min, max] = [convert(options.min), convert(options.max)];
  const latest = gaugeValue(widget, data);
  const value = latest?.value === null || latest?.value === undefined ? null : convert(latest.value);
  const thresholds = [...options.thresholds]
    .map((t) => ({ ...t, value: convert(t.value) }))
    .sort((a, b) => a.value - b.value);
  const fraction = (v: number) => Math.min(1, Math.max(0, (v - min) / (max - min)));
  const base = theme.palette[0] ?? theme.text;
  const stops: [number, string][] = [];
  let colour = thresholds.length > 0 ? base : theme.splitLine;
  for (const threshold of thresholds) {
    const at = fraction(threshold.value);
    if (at > 0) stops.push([at, colour]);
    colour = threshold.colour;
  }
  stops.push([1, colour]);
  const splitNumber = gaugeSplits(max - min);
  const radius = Math.min(size.width, size.height * 1.15) / 2 - 8;
  const valueFont = Math.max(14, Math.min(32, Math.round(radius / 4.5)));
  return {
    animation: false,
    backgroundColor: theme.background,
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
    series: [
      {
        type: 'gauge',
        min,
        max,
        startAngle: 210,
        endAngle: -30,
        center: ['50%', '58%'],
        radius: Math.max(20, radius),
        splitNumber,
        axisLine: { lineStyle: { width: Math.max(6, Math.round(radius / 8)), color: stops } },
        progress: {
          show: thresholds.length === 0 && value !== null,
          width: Math.max(6, Math.round(radius / 8)),
          itemStyle: { color: base },
        },
        pointer: { show: value !== null, length: '55%', width: 4, itemStyle: { color: theme.text } },
        anchor: { show: false },
        axisTick: { show: false },
        splitLine: { length: 6, distance: 2, lineStyle: { color: theme.axisLine, width: 1 } },
        axisLabel: { color: theme.mutedText, distance: Math.max(10, Math.round(radius / 5)), fontSize: 10 },
        title: { offsetCenter: [0, '62%'], color: theme.mutedText, fontSize: 12 },
        detail: {
          valueAnimation: false,
          offsetCenter: [0, '30%'],
          fontSize: valueFont,
          fontWeight: 'bold',
          color: thresholdColour(value, thresholds) ?? theme.text,
          formatter: value === null ? format.labels.noData : formatDisplayValue(field, round(value), format),
        },
        data: [
          {
            value: value ?? min,
            name: latest ? deviceName(devices, latest.device) : fieldTitle(field, format),
          },
        ],
      },
    ],
  };
}
