import { init } from 'echarts/core';
import { describe, expect, it, vi } from 'vitest';
import { optionCases } from './fixtures/cases.ts';
import * as f from './fixtures/index.ts';
import { renderOptionToSvg } from './svg.ts';

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
/** Drawn lines: unfilled paths stroked in a series colour. */
const linesIn = (svg: string, colour: string) =>
  [...svg.matchAll(/<path [^>]*>/g)].filter(
    (m) => m[0].includes(`stroke="${colour}"`) && m[0].includes('fill="none"'),
  );

describe('server-side rendering (the report renderer)', () => {
  it('draws the series fixture with Toronto hours, the threshold label and both series', () => {
    const svg = renderOptionToSvg(optionCases.series(), f.fixtureSize, f.fixtureFormat.labels);
    expect(svg.startsWith('<svg')).toBe(true);
    const labels = texts(svg);
    // The range starts 16:00Z, 12:00 in Toronto: the axis reads local hours, not UTC ones.
    expect(labels).toEqual(expect.arrayContaining(['12:00', '16:00', '20:00', '04:00', '08:00']));
    expect(labels).not.toContain('00:00');
    // Midnight of 1 November, local, is the month's first tick.
    expect(labels).toContain('Nov');
    // The threshold (8 °C) in the user's °F: a missing MarkLine part would drop it silently.
    expect(labels).toContain('46.4 °F');
    // One legend entry and one drawn line per series.
    expect(labels).toEqual(expect.arrayContaining(['Cold room', 'Freezer']));
    expect(linesIn(svg, f.fixtureTheme.palette[0] ?? '')).toHaveLength(1);
    // The freezer's gap splits its line in two: still one path, two pieces (two moves).
    const freezer = linesIn(svg, f.fixtureTheme.palette[1] ?? '');
    expect(freezer).toHaveLength(1);
    expect(freezer[0]?.[0].match(/M/g)).toHaveLength(2);
  });

  it('prints French month names from the labels, with no echarts/i18n import', () => {
    const svg = renderOptionToSvg(optionCases.seriesFrenchDark(), f.fixtureSize, f.fixtureFormatFr.labels);
    expect(texts(svg)).toEqual(expect.arrayContaining(['nov.', '8 °C', '12:00']));
  });

  it('renders every builder without throwing, and the gauge value', () => {
    for (const [name, build] of Object.entries(optionCases)) {
      const svg = renderOptionToSvg(build(), f.fixtureSize);
      expect(svg, name).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
    expect(texts(renderOptionToSvg(optionCases.gauge(), { width: 240, height: 200 }))).toContain('40.1 °F');
  });

  it('disposes the chart even when drawing throws', () => {
    const probe = init(null, null, { renderer: 'svg', ssr: true, width: 10, height: 10 });
    const dispose = vi.spyOn(Object.getPrototypeOf(probe) as { dispose: () => void }, 'dispose');
    probe.dispose();
    dispose.mockClear();
    const broken = {
      series: [
        {
          type: 'line',
          get data(): never {
            throw new Error('broken data');
          },
        },
      ],
    } as never;
    expect(() => renderOptionToSvg(broken, f.fixtureSize)).toThrow('broken data');
    expect(dispose).toHaveBeenCalledTimes(1);
    renderOptionToSvg(optionCases.gauge(), { width: 240, height: 200 });
    expect(dispose).toHaveBeenCalledTimes(2);
  });
});
