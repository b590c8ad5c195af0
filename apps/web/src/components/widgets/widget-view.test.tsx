import { chartFormat, themeFromColours } from '@pinpoint/charts';
import type { StoredWidget } from '@pinpoint/shared/widgets/widget.ts';
import { widgetSchema } from '@pinpoint/shared/widgets/widget.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUuid } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { WidgetViewContext } from './views/view-types.ts';
import { WidgetView } from './widget-view.tsx';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const device = testUuid(3);
const context: WidgetViewContext = {
  devices: {
    [device]: { name: 'Cold room', type: 'lht65', lastSeenAt: '2026-11-21T09:00:00.000Z', quiet: true },
  },
  now,
  size: { width: 400, height: 300 },
  temperatureUnit: 'F',
  range: { from: '2026-11-20T12:00:00.000Z', to: '2026-11-21T12:00:00.000Z' },
  locale: 'en-CA',
  timeZone: 'UTC',
};
const format = chartFormat({ locale: 'en', timeZone: 'UTC', temperatureUnit: 'F', now });
const theme = themeFromColours({ mode: 'light' });
const stored = (raw: unknown): StoredWidget => ({ ok: true, widget: widgetSchema.parse(raw) });

describe('WidgetView', () => {
  it('renders a note’s markdown but never the HTML typed into it', () => {
    const { container } = renderWithProviders(
      <WidgetView
        stored={stored({
          id: 'n',
          type: 'note',
          markdown:
            '**Doors** <img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [site](https://example.com)',
        })}
        result={undefined}
        context={context}
        format={format}
        theme={theme}
      />,
    );
    expect(screen.getByText('Doors').tagName).toBe('STRONG');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('says when a widget has no devices, and when its device went quiet', () => {
    renderWithProviders(
      <>
        <WidgetView
          stored={stored({ id: 'a', type: 'latest', field: 'temperature' })}
          result={undefined}
          context={context}
          format={format}
          theme={theme}
          editable
        />
        <WidgetView
          stored={stored({ id: 'b', type: 'latest', field: 'temperature', devices: [device] })}
          result={{
            status: 'ok',
            data: {
              values: [
                { device, field: 'temperature', value: 4, time: '2026-11-21T09:00:00.000Z', first: 2 },
              ],
            },
          }}
          context={context}
          format={format}
          theme={theme}
        />
      </>,
    );
    expect(screen.getByText('No devices selected')).toBeInTheDocument();
    expect(screen.getByText('Open its settings to choose devices.')).toBeInTheDocument();
    // In the user's unit (°F), with the change since the range's start (2 °C → 4 °C is +3.6 °F).
    expect(screen.getByText('39.2 °F')).toBeInTheDocument();
    expect(screen.getByText('+3.6 °F')).toBeInTheDocument();
    expect(screen.getByText(/Cold room went quiet, last heard/)).toBeInTheDocument();
  });

  it('says why a widget shows nothing: failed, skipped, or a type it does not know', () => {
    renderWithProviders(
      <>
        <WidgetView
          stored={{ ok: false, id: 'x', type: 'hologram', raw: {} }}
          result={undefined}
          context={context}
          format={format}
          theme={theme}
        />
        <WidgetView
          stored={stored({ id: 'c', type: 'latest', field: 'temperature', devices: [device] })}
          result={{ status: 'skipped', code: 'too_many_points', message: 'Too many points' }}
          context={context}
          format={format}
          theme={theme}
        />
      </>,
    );
    expect(screen.getByText('Unsupported widget type')).toBeInTheDocument();
    expect(screen.getByText('Too much to show')).toBeInTheDocument();
  });
});
