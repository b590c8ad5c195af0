import { chartFormat, themeFromColours } from '@pinpoint/charts';
import { widgetSchema } from '@pinpoint/shared/widgets/widget.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUuid } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { WidgetViewContext } from './views/view-types.ts';
import { WidgetView } from './widget-view.tsx';

// Issue 30 item 4: the battery forecast widget on a dashboard, drawn from the charts table model
// that reports print as PDF, CSV and XLSX.
const now = Date.parse('2026-11-21T12:00:00.000Z');
const [dock, cooler] = [testUuid(3), testUuid(4)];
const seen = '2026-11-21T09:00:00.000Z';
const context: WidgetViewContext = {
  devices: {
    [dock]: { name: 'Loading dock', type: 'lht65', lastSeenAt: seen, quiet: false },
    [cooler]: { name: 'Walk-in cooler', type: 'lht65', lastSeenAt: seen, quiet: false },
  },
  now,
  size: { width: 400, height: 300 },
  temperatureUnit: 'C',
  range: { from: '2026-11-20T12:00:00.000Z', to: '2026-11-21T12:00:00.000Z' },
  locale: 'en-CA',
  timeZone: 'UTC',
};
const format = chartFormat({ locale: 'en', timeZone: 'UTC', temperatureUnit: 'C', now });

describe('the battery forecast widget', () => {
  it('lists the devices due soonest first, with days left, the date and the confidence', () => {
    renderWithProviders(
      <WidgetView
        stored={{
          ok: true,
          widget: widgetSchema.parse({ id: 'due', type: 'battery-forecast', title: 'Batteries due' }),
        }}
        result={{
          status: 'ok',
          data: {
            days: 30,
            devices: [
              { device: cooler, daysLeft: 21, confidence: 'medium' },
              { device: dock, daysLeft: 1, confidence: 'high' },
            ],
          },
        }}
        context={context}
        format={format}
        theme={themeFromColours({ mode: 'light' })}
      />,
    );
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Device', 'Days left', 'Runs out about', 'Confidence']);
    expect(rows.filter((r) => r.length)).toEqual([
      ['Loading dock', 'about 1 day', 'Nov 22, 2026', 'High'],
      ['Walk-in cooler', 'about 21 days', 'Dec 12, 2026', 'Medium'],
    ]);
  });
});
