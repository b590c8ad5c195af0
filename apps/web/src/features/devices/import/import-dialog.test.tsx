import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImportDialog } from './import-dialog.tsx';

const key = '2B7E151628AED2A6ABF7158809CF4F3C';

describe('the device CSV import', () => {
  it('previews, sends the valid rows with the chosen type and lists the refused ones by dev_eui', async () => {
    const server = fakeServer({
      'POST /device/import': () => ({
        added: 1,
        refused: [{ row: 2, devEui: '70B3D57ED0000003', reasons: ['device already exists'] }],
      }),
      'GET /organisation/:id/devices': () => [],
    });
    const onClose = vi.fn();
    renderWithProviders(<ImportDialog organisationId="org-1" onClose={onClose} />, '/', {
      api: server.api,
      organisationId: 'org-1',
    });
    const dialog = screen.getByRole('dialog', { name: 'Import devices from a CSV file' });
    expect(dialog).toHaveTextContent('barcode,dev_eui,app_eui,app_key');
    expect(within(dialog).queryByRole('link', { name: 'Download a sample CSV' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type of the devices' }));
    await userEvent.click(screen.getByRole('option', { name: 'Temperature' }));
    const csv = [
      'barcode,dev_eui,app_eui,app_key',
      `A-1,70B3D57ED0000001,70B3D57ED0000000,${key}`,
      `A-2,70B3D57ED000002,70B3D57ED0000000,${key}`,
      `A-3,70B3D57ED0000003,70B3D57ED0000000,${key}`,
    ].join('\n');
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File([csv], 'devices.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText('devices.csv: 3 rows, 2 ready to import.')).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Rows of the file' });
    expect(within(preview).getByRole('cell', { name: 'A-2' }).closest('tr')).toHaveTextContent(
      'Dev EUI must be exactly 16 characters',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import the valid rows (2)' }));
    expect(await within(dialog).findByText('Devices added: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Rows refused: 2')).toBeInTheDocument();
    const refused = within(dialog).getByRole('table', { name: 'Refused rows' });
    expect(
      within(refused)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Rowdev_euiReasons',
      '270B3D57ED000002Dev EUI must be exactly 16 characters',
      '370B3D57ED0000003device already exists',
    ]);
    expect(server.changes().find((r) => r.path === '/device/import')?.body).toEqual({
      organisationId: 'org-1',
      type: 'temperature',
      rows: [
        { barcode: 'A-1', dev_eui: '70B3D57ED0000001', app_eui: '70B3D57ED0000000', app_key: key },
        { barcode: 'A-3', dev_eui: '70B3D57ED0000003', app_eui: '70B3D57ED0000000', app_key: key },
      ],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the name column and refuses a 2-character name with the single add's message", async () => {
    const server = fakeServer({
      'POST /device/import': () => ({ added: 1, refused: [] }),
      'GET /organisation/:id/devices': () => [],
    });
    renderWithProviders(<ImportDialog organisationId="org-1" onClose={vi.fn()} />, '/', {
      api: server.api,
      organisationId: 'org-1',
    });
    const dialog = screen.getByRole('dialog', { name: 'Import devices from a CSV file' });
    const csv = [
      'barcode,dev_eui,app_eui,app_key,name',
      `A-1,70B3D57ED0000001,70B3D57ED0000000,${key},ab`,
      `A-2,70B3D57ED0000002,70B3D57ED0000000,${key},Pallet 7`,
    ].join('\n');
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      new File([csv], 'named.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText('named.csv: 2 rows, 1 ready to import.')).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Rows of the file' });
    expect(within(preview).getByRole('columnheader', { name: 'name' })).toBeInTheDocument();
    const short = within(preview).getByRole('cell', { name: 'ab' }).closest('tr');
    expect(short).toHaveTextContent('Device name must be at least 3 characters');
    const named = within(preview).getByRole('cell', { name: 'Pallet 7' }).closest('tr');
    expect(named).not.toHaveTextContent('Device name must be at least 3 characters');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import the valid rows (1)' }));
    expect(await within(dialog).findByText('Devices added: 1')).toBeInTheDocument();
    expect(server.changes().find((r) => r.path === '/device/import')?.body).toMatchObject({
      rows: [{ barcode: 'A-2', dev_eui: '70B3D57ED0000002', name: 'Pallet 7' }],
    });
  });
});
