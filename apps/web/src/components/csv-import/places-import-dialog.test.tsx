import { baseImportRowSchema, geofenceImportRowSchema, type ImportResult } from '@pinpoint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PlacesImportDialog } from './places-import-dialog.tsx';

const columns = ['name', 'address', 'postcode', 'latitude', 'longitude', 'radius'];
const csvFile = (text: string, name = 'places.csv') => new File([text], name, { type: 'text/csv' });

function renderDialog(
  importRows: (rows: Record<string, string>[]) => Promise<ImportResult>,
  config: { geocoder?: boolean } = {},
) {
  const onClose = vi.fn();
  renderWithProviders(
    <PlacesImportDialog
      open
      onClose={onClose}
      title="Import geofences from a CSV file"
      columns={columns}
      rowSchema={geofenceImportRowSchema}
      importRows={importRows}
      failureMessage={(count) => `Error importing ${count} geofences`}
    />,
    '/',
    { config },
  );
  return { dialog: screen.getByRole('dialog', { name: 'Import geofences from a CSV file' }), onClose };
}

describe('the places CSV import', () => {
  it('previews a file with a bad row, sends only the good rows and sums up what failed and why', async () => {
    const importRows = vi.fn(async (rows: Record<string, string>[]) => ({
      added: rows.length - 1,
      refused: [{ row: 2, name: rows[1]?.name ?? null, reasons: ['Geofence Harbour already exists'] }],
    }));
    const { dialog } = renderDialog(importRows);
    expect(within(dialog).getByText(/^name,address,postcode,latitude,longitude,radius/)).toBeInTheDocument();
    const sample = within(dialog).getByRole('link', { name: 'Download a sample CSV' });
    expect(decodeURIComponent(sample.getAttribute('href') ?? '')).toContain(
      'name,address,postcode,latitude,longitude,radius\nCN Tower,',
    );
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      csvFile(
        [
          'name,address,postcode,latitude,longitude',
          'Warehouse,1 Front St W,M5J 1E6,43.645,-79.38',
          'Gate,2 Front St W,,43.646,-79.381',
          'Harbour,3 Queens Quay,M5J 2H3,43.64,-79.37',
        ].join('\n'),
      ),
    );
    expect(await within(dialog).findByText('places.csv: 3 rows, 2 ready to import.')).toBeInTheDocument();
    expect(within(dialog).getByText('Rows with problems, which will not be imported: 1')).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Rows of the file' });
    const gate = within(preview).getByRole('cell', { name: 'Gate' }).closest('tr') as HTMLElement;
    expect(gate).toHaveTextContent('Postcode is required');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import the valid rows (2)' }));
    expect(await within(dialog).findByText('Rows added: 1')).toBeInTheDocument();
    expect(importRows).toHaveBeenCalledTimes(1);
    expect(importRows.mock.calls[0]?.[0]).toEqual([
      {
        name: 'Warehouse',
        address: '1 Front St W',
        postcode: 'M5J 1E6',
        latitude: '43.645',
        longitude: '-79.38',
      },
      {
        name: 'Harbour',
        address: '3 Queens Quay',
        postcode: 'M5J 2H3',
        latitude: '43.64',
        longitude: '-79.37',
      },
    ]);
    expect(within(dialog).getByText('Error importing 2 geofences')).toBeInTheDocument();
    const refused = within(dialog).getByRole('table', { name: 'Refused rows' });
    expect(
      within(refused)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['2GatePostcode is required', '3HarbourGeofence Harbour already exists']);
  });

  it('refuses in the preview a geofence row without coordinates when no geocoder is configured, as the server will', async () => {
    const importRows = vi.fn(async (rows: Record<string, string>[]) => ({ added: rows.length, refused: [] }));
    const { dialog } = renderDialog(importRows, { geocoder: false });
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      csvFile(
        [
          'name,address,postcode,latitude,longitude',
          'Warehouse,1 Front St W,M5J 1E6,43.645,-79.38',
          'Where,100 Queen St W,M5H 2N2,,',
        ].join('\n'),
      ),
    );
    expect(await within(dialog).findByText('places.csv: 2 rows, 1 ready to import.')).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Rows of the file' });
    expect(within(preview).getByRole('cell', { name: 'Where' }).closest('tr')).toHaveTextContent(
      'Give latitude and longitude: no geocoder is configured',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import the valid rows (1)' }));
    expect(await within(dialog).findByText('Rows added: 1')).toBeInTheDocument();
    expect(importRows.mock.calls[0]?.[0].map((row) => row.name)).toEqual(['Warehouse']);
  });

  it('keeps a geofence row without coordinates ready when a geocoder will look its address up', async () => {
    const { dialog } = renderDialog(vi.fn(), { geocoder: true });
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      csvFile('name,address,postcode\nWhere,100 Queen St W,M5H 2N2'),
    );
    expect(await within(dialog).findByText('places.csv: 1 rows, 1 ready to import.')).toBeInTheDocument();
  });

  it('says which required columns a file lacks, and keeps the file choice open', async () => {
    const { dialog } = renderDialog(vi.fn());
    await userEvent.upload(within(dialog).getByLabelText('Choose a CSV file'), csvFile('name,address\nA,B'));
    expect(await within(dialog).findByText('The file lacks these columns: postcode')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Choose a CSV file')).toBeInTheDocument();
  });

  it('keeps what was added and says why the import stopped when a call fails', async () => {
    const importRows = vi.fn(async () => {
      throw new Error('network down');
    });
    const { dialog } = renderDialog(importRows);
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      csvFile('name,address,postcode,latitude,longitude\nWarehouse,1 Front St W,M5J 1E6,43.645,-79.38'),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import the valid rows (1)' }));
    expect(
      await within(dialog).findByText('The import stopped: Error importing the rows'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Rows added: 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Error importing 1 geofences')).toBeInTheDocument();
  });

  it('checks base rows with the base schema (status) when given it', async () => {
    renderWithProviders(
      <PlacesImportDialog
        open
        onClose={() => undefined}
        title="Import bases"
        columns={['name', 'address', 'postcode', 'status']}
        rowSchema={baseImportRowSchema}
        importRows={vi.fn()}
        failureMessage={(count) => `${count} bases failed`}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import bases' });
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      csvFile('name,address,postcode,status\nDepot,1 Yonge St,M5E 1W7,closed\nYard,2 Yonge St,M5E 1W7,shut'),
    );
    const preview = await within(dialog).findByRole('table', { name: 'Rows of the file' });
    await waitFor(() =>
      expect(within(preview).getByRole('cell', { name: 'Yard' }).closest('tr')).toHaveTextContent(/status: /),
    );
    expect(within(preview).getByRole('cell', { name: 'Depot' }).closest('tr')).toHaveTextContent('Ready');
  });
});
