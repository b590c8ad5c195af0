import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OperatorPage } from './operator-page.tsx';

const overview = {
  flags: [
    { name: 'manual_add', value: false },
    { name: 'SMTP_URL', value: false },
    { name: 'PUBLIC_URL', value: 'https://track.example.com' },
  ],
  inventory: { total: 2, claimed: 1, demo: 0 },
  demo: false,
};
const inventory = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    claimCode: 'PP-0001',
    barcode: 'A-1',
    devEui: '70B3D57ED0000A01',
    type: 'temperature',
    modelId: 'dragino/lht65',
    demo: false,
    claimedBy: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Harbour Foods' },
    claimedAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    claimCode: 'PP-0002',
    barcode: null,
    devEui: '70B3D57ED0000A02',
    type: 'location',
    modelId: null,
    demo: false,
    claimedBy: null,
    claimedAt: null,
    createdAt: new Date().toISOString(),
  },
];

describe('the operator page', () => {
  it('shows the inventory with who claimed what, the settings and the kept account mail', async () => {
    const server = fakeServer({
      'GET /operator/overview': () => overview,
      'GET /operator/inventory': () => inventory,
      'GET /operator/account-mail': () => [
        {
          id: '1',
          recipient: 'cora@example.com',
          subject: 'Verify your e-mail address',
          body: 'Open http://localhost:8080/verify-email?token=abc',
          createdAt: new Date().toISOString(),
        },
      ],
    });
    renderWithProviders(<OperatorPage />, '/operator', { api: server.api });
    const table = await screen.findByRole('table', { name: 'Device inventory' });
    const claimed = (await within(table).findByText('PP-0001')).closest('tr') as HTMLElement;
    expect(claimed).toHaveTextContent('Claimed by Harbour Foods');
    expect((within(table).getByText('PP-0002').closest('tr') as HTMLElement).textContent).toContain(
      'Available',
    );
    const settings = screen.getByRole('table', { name: 'Deployment settings' });
    expect(within(settings).getByRole('rowheader', { name: 'manual_add' }).closest('tr')).toHaveTextContent(
      'Off',
    );
    expect(within(settings).getByText('https://track.example.com')).toBeInTheDocument();
    await userEvent.click(await screen.findByText(/cora@example.com/));
    expect(await screen.findByText(/verify-email\?token=abc/)).toBeInTheDocument();
  });

  it('loads an inventory CSV: the preview refuses a bad row with the server’s own rule, the good rows are sent', async () => {
    const server = fakeServer({
      'GET /operator/overview': () => overview,
      'GET /operator/inventory': () => [],
      'GET /operator/account-mail': () => [],
      'POST /operator/inventory/import': () => ({ added: 1, refused: [] }),
    });
    renderWithProviders(<OperatorPage />, '/operator', { api: server.api });
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Load devices into the inventory' });
    const csv = ['claim_code,dev_eui', 'PP-0100,70B3D57ED0000B01', 'PP-0101,70B3D57ED000B02'].join('\n');
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File([csv], 'stock.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText('stock.csv: 2 rows, 1 ready to import.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import the valid rows (1)' }));
    expect(await within(dialog).findByText('Devices added to the inventory: 1')).toBeInTheDocument();
    expect(server.changes().find((r) => r.path === '/operator/inventory/import')?.body).toEqual({
      rows: [{ claim_code: 'PP-0100', dev_eui: '70B3D57ED0000B01' }],
    });
  });

  it('tells anyone else that the page is for operators only', async () => {
    const server = fakeServer({
      'GET /operator/overview': () =>
        apiError(403, 'forbidden', "Only this deployment's operators can do this"),
    });
    renderWithProviders(<OperatorPage />, '/operator', { api: server.api });
    expect(await screen.findByText("Only this deployment's operators can do this")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });
});
