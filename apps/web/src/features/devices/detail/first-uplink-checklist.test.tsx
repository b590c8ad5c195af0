import type { Checklist, ChecklistStep } from '@pinpoint/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { testDevice } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FirstUplinkChecklist } from './first-uplink-checklist.tsx';

const step = (
  name: ChecklistStep['step'],
  state: ChecklistStep['state'],
  cause: ChecklistStep['cause'] = null,
) => ({
  step: name,
  state,
  at: state === 'done' ? new Date().toISOString() : null,
  cause,
});

function checklist(steps: ChecklistStep[]): Checklist {
  return {
    steps,
    complete: steps.every((s) => s.state !== 'open'),
    createdAt: new Date().toISOString(),
  };
}

describe('the first-uplink checklist', () => {
  it('ticks each step and says why the first open one is still open', async () => {
    let answer = checklist([
      step('registered', 'done'),
      step('joined', 'open', { code: 'dev_eui_reversed', values: { devEui: '7C1A05D07ED5B370' } }),
      step('firstUplink', 'open'),
      step('decoded', 'open'),
      step('location', 'open'),
    ]);
    const server = fakeServer({ 'GET /device/:id/checklist': () => answer });
    const device = testDevice(1, 'Van', { devEui: '70B3D57ED0051A7C', forwarder: 'ttn' });
    const { queryClient } = renderWithProviders(<FirstUplinkChecklist device={device} />, '/', {
      api: server.api,
    });
    expect(await screen.findByRole('listitem', { name: 'Registered: done' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Joined the network: waiting' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your network server sends 7C1A05D07ED5B370: this device’s Dev EUI with its bytes reversed (LSB order). Correct the Dev EUI.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open integrations' })).toHaveAttribute(
      'href',
      '/organisation/org-1/integrations',
    );

    answer = checklist(
      ['registered', 'joined', 'firstUplink', 'decoded', 'location'].map((s) =>
        step(s as ChecklistStep['step'], 'done'),
      ),
    );
    await queryClient.invalidateQueries();
    expect(await screen.findByText('All set: this device is sending data.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Location fix: done' })).toBeInTheDocument();
  });
});
