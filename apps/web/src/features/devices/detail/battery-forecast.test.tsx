import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BatteryForecastLine } from './battery-forecast.tsx';

describe("the device page's battery forecast", () => {
  it('says about how many days are left, with the confidence', async () => {
    const server = fakeServer({
      'GET /device/:id/battery-forecast': () => ({
        unit: 'mv',
        forecast: {
          daysLeft: 46,
          confidence: 'high',
          slopePerDay: -10,
          since: '2026-01-01T00:00:00Z',
          days: 40,
        },
      }),
    });
    renderWithProviders(<BatteryForecastLine deviceId="d1" />, '/', { api: server.api });
    expect(await screen.findByText('Battery: about 46 days left (high confidence)')).toBeInTheDocument();
  });
});
