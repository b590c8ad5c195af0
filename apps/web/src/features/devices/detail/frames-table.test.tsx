import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Frame } from '../api.ts';
import { FramesTable } from './frames-table.tsx';

const frame = (id: number, extra: Partial<Frame>): Frame => ({
  id,
  receivedAt: '2026-11-21T11:00:00.000Z',
  timeFlag: null,
  deviceTime: null,
  kind: 'uplink',
  fCnt: id,
  fPort: 2,
  payloadHex: 'CBF6',
  decoded: null,
  decodeError: null,
  decodeWarning: null,
  decoder: null,
  readings: [],
  rssi: -97,
  snr: 7.5,
  gateways: 1,
  dataRate: 'SF7BW125',
  source: 'ttn',
  ...extra,
});

function renderTable(frames: Frame[]) {
  const server = fakeServer({ 'GET /device/:id/frames': () => frames });
  return renderWithProviders(
    <FramesTable
      deviceId="d1"
      range={{ from: '2026-11-21T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' }}
      locale="en-CA"
    />,
    '/device/d1',
    { api: server.api },
  );
}

describe('the frame history', () => {
  it('marks a frame whose device time was replaced, and a late one, explaining each on hover', async () => {
    renderTable([
      frame(3, { timeFlag: 'future', deviceTime: '2026-11-23T11:00:00.000Z' }),
      frame(2, { timeFlag: 'late' }),
      frame(1, {}),
    ]);
    await screen.findByText('Clock ahead');
    const table = screen.getByRole('table', { name: 'Frame history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Clock ahead')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Late')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByText(/Clock|Late|GPS/)).toBeNull();

    await userEvent.hover(within(rows[0] as HTMLElement).getByText('Clock ahead'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /The device gave .*2026.*, in the future: the frame is shown at the time the server received it\./,
    );
  });

  it('shows where each reading of a frame came from, and a decode warning', async () => {
    renderTable([
      frame(1, {
        decoded: { temperature: -7.5 },
        decoder: 'milesight-iot/em300-th',
        decodeWarning: 'unknown channel 0x09 0x99 at byte 9: 2 bytes not decoded',
        readings: [
          { field: 'temperature', value: -7.5, source: 'network' },
          { field: 'humidity', value: 50.5, source: 'pinpoint' },
        ],
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Show the decoded frame/ }));
    const network = screen.getByText('(from the network server)').closest('dd') as HTMLElement;
    expect(network).toHaveTextContent(/-7\.5\s*°C/);
    expect(network.previousElementSibling).toHaveTextContent('Temperature');
    const pinpoint = screen
      .getByText('(Pinpoint decoder milesight-iot/em300-th)')
      .closest('dd') as HTMLElement;
    expect(pinpoint).toHaveTextContent(/50\.5\s*%/);
    expect(screen.getByText(/Decoded, with a warning: unknown channel 0x09 0x99/)).toBeInTheDocument();
  });

  it('speaks French too', async () => {
    const { i18n } = renderTable([frame(1, { timeFlag: 'epoch', deviceTime: '1970-01-01T00:00:00.000Z' })]);
    await screen.findByText('Clock reset');
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Horloge remise à zéro')).toBeInTheDocument();
  });
});
