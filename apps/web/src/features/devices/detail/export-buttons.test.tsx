import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DayRangePicker } from '../../../components/day-range-picker.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { ExportButtons } from './export-buttons.tsx';

// A loopback server refusing the export as the API does past its limits (issue 11.9).
let server: Server;
let apiUrl: string;
const refusal = 'The range may be at most 31 days; choose a shorter one';
beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ error: { code: 'bad_request', message: refusal, details: { maxDays: 31 } } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the device history range and exports', () => {
  it("shows the server's message when it refuses an export", async () => {
    const { store } = renderWithProviders(
      <ExportButtons
        deviceId="device-1"
        name="Van 12"
        range={{ from: '2026-01-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' }}
      />,
      '/',
      { config: { API_URL: apiUrl } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() =>
      expect(store.getState().snackbar).toMatchObject({ message: refusal, severity: 'error' }),
    );
  });

  it('keeps the picked range within 31 days, the other end following', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DayRangePicker
        range={{ from: '2026-03-09', to: '2026-03-15' }}
        dateFormat="YYYY-MM-DD"
        onChange={onChange}
        maxDays={31}
      />,
    );
    expect(screen.getByText('At most 31 days at a time')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-01-01', to: '2026-01-31' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-31', to: '2026-06-30' });
  });
});
