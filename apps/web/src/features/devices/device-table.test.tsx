import type { Device } from '@pinpoint/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { testDevice } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DeviceTable, useDeviceTable } from './device-table.tsx';
import { fakeDevicePages } from './test-device-pages.ts';

const now = Date.now();
const types = ['location', 'temperature', 'door/window'] as const;

/** Trackers 01 to 23 of three types, each heard from n minutes ago, some with a temperature or position. */
const device = (n: number, overrides: Partial<Device> = {}) =>
  testDevice(n, `Tracker ${String(n).padStart(2, '0')}`, {
    devEui: `70B3D57ED00000${String(n).padStart(2, '0')}`,
    hasAppKey: true,
    type: types[n % 3] as string,
    forwarder: 'ttn',
    batteryMv: 2300 + n * 25,
    temperature: n % 2 ? 20 + n / 10 : null,
    location: n % 4 ? { lat: 43.6 + n / 1000, lon: -79.4, at: '2026-11-21T11:00:00.000Z' } : null,
    lastSeenAt: new Date(now - n * 60_000).toISOString(),
    ...overrides,
  });

const devices = Array.from({ length: 23 }, (_, i) => device(i + 1));

function Table({ onDeleteSelected }: { onDeleteSelected: (devices: Device[]) => void }) {
  const table = useDeviceTable('org-1');
  return (
    <DeviceTable
      table={table}
      batteryRange={{ minMv: 2300, maxMv: 3000 }}
      temperatureUnit="C"
      now={now}
      onDeleteSelected={onDeleteSelected}
      empty={{ title: 'No devices yet', text: 'Add one.' }}
    />
  );
}

/** The table over a fake server's page route (issue 31 item 2: paged, sorted and searched there). */
async function renderTable(rows: Device[] = devices, onDeleteSelected = vi.fn()) {
  const server = fakeServer({ 'GET /organisation/:id/devices/page': fakeDevicePages(() => rows) });
  renderWithProviders(<Table onDeleteSelected={onDeleteSelected} />, '/', { api: server.api });
  await screen.findByRole('table', { name: 'Devices' });
  if (rows.length > 0) await within(table()).findAllByRole('link');
  /** The page requests' questions, as query strings. */
  const asked = () =>
    server.requests.filter((r) => r.path.endsWith('/devices/page')).map((r) => r.query.toString());
  return { onDeleteSelected, asked };
}

const table = () => screen.getByRole('table', { name: 'Devices' });
const shownNames = () =>
  within(table())
    .getAllByRole('link')
    .map((link) => link.textContent);
const header = (name: string) => within(table()).getByRole('button', { name });

describe('the device table', () => {
  it('shows devicesPerPage rows (10 by default, stored) sorted by name, with the device columns', async () => {
    const { asked } = await renderTable();
    expect(localStorage.getItem('devicesPerPage')).toBe('10');
    // One page asked for: the first view of a big fleet costs what a page costs.
    expect(asked()).toEqual(['page=1&pageSize=10']);
    expect(shownNames()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Tracker ${String(i + 1).padStart(2, '0')}`),
    );
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    const row = within(table()).getByRole('link', { name: 'Tracker 03' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('11 %');
    expect(row).toHaveTextContent('20.3 °C');
    expect(row).toHaveTextContent('43.60300, -79.40000');
    expect(row).toHaveTextContent('3 minutes ago');
    expect(within(row).getByRole('img', { name: 'Heard from in the last hour' })).toBeInTheDocument();
    expect(within(table()).getByRole('link', { name: 'Tracker 03' })).toHaveAttribute(
      'href',
      `/device/${devices[2]?.id}`,
    );
  });

  it('pages through, and keeps a new page size for next time', async () => {
    const { asked } = await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(shownNames()[0]).toBe('Tracker 11'));
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(shownNames()).toEqual(['Tracker 21', 'Tracker 22', 'Tracker 23']));
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    // The menu's code loads on the first open.
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(shownNames()).toHaveLength(23));
    expect(localStorage.getItem('devicesPerPage')).toBe('25');
    expect(asked()).toEqual([
      'page=1&pageSize=10',
      'page=2&pageSize=10',
      'page=3&pageSize=10',
      'page=1&pageSize=25',
    ]);
  });

  it('reads a stored page size', async () => {
    localStorage.setItem('devicesPerPage', '50');
    const { asked } = await renderTable();
    expect(shownNames()).toHaveLength(23);
    expect(asked()).toEqual(['page=1&pageSize=50']);
  });

  it('sorts by a column both ways on the server, empty values last, back on the first page', async () => {
    const { asked } = await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await userEvent.click(header('Battery'));
    await waitFor(() => expect(shownNames().slice(0, 3)).toEqual(['Tracker 01', 'Tracker 02', 'Tracker 03']));
    await userEvent.click(header('Battery'));
    await waitFor(() => expect(shownNames().slice(0, 3)).toEqual(['Tracker 23', 'Tracker 22', 'Tracker 21']));
    await userEvent.click(header('Temperature'));
    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    // The menu's code loads on the first open.
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(shownNames()).toHaveLength(23));
    const names = shownNames();
    expect(names[0]).toBe('Tracker 01');
    // Devices without a temperature (the even ones) come after every measured one.
    expect(names.slice(12)).toEqual(names.slice(12).filter((name) => Number(name?.slice(-2)) % 2 === 0));
    await userEvent.click(header('Last updated'));
    await waitFor(() => expect(shownNames()[0]).toBe('Tracker 23'));
    // From the keyboard too: a header is a button, Enter sorts by it.
    header('Name').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shownNames()[0]).toBe('Tracker 01'));
    expect(asked()).toEqual([
      'page=1&pageSize=10',
      'page=2&pageSize=10',
      'page=1&pageSize=10&sort=battery',
      'page=1&pageSize=10&sort=battery&direction=desc',
      'page=1&pageSize=10&sort=temperature',
      'page=1&pageSize=25&sort=temperature',
      'page=1&pageSize=25&sort=lastUpdated',
      'page=1&pageSize=25',
    ]);
  });

  it('sorts the type column as its labels read, in English and in French', async () => {
    // By code these are location, temperature, water leak; in French the labels read
    // "Fuite d’eau", "Position", "Température".
    const rows = [
      device(1, { name: 'Truck', type: 'location' }),
      device(2, { name: 'Freezer', type: 'temperature' }),
      device(3, { name: 'Basement', type: 'water leak' }),
    ];
    const server = fakeServer({ 'GET /organisation/:id/devices/page': fakeDevicePages(() => rows) });
    const { i18n } = renderWithProviders(<Table onDeleteSelected={vi.fn()} />, '/', { api: server.api });
    await within(await screen.findByRole('table', { name: 'Devices' })).findAllByRole('link');
    await userEvent.click(header('Type'));
    await waitFor(() => expect(shownNames()).toEqual(['Truck', 'Freezer', 'Basement']));
    await act(() => i18n.changeLanguage('fr'));
    // The table has its French name now.
    const names = () =>
      within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((link) => link.textContent);
    await waitFor(() => expect(names()).toEqual(['Basement', 'Truck', 'Freezer']));
    const asked = server.requests
      .filter((r) => r.path.endsWith('/devices/page'))
      .map((r) => r.query.get('typeOrder')?.split(',').slice(0, 4));
    // Only the type sort sends the order: every type, by its label ("Air quality", "Battery", "CO₂",
    // "Current"; "Bouton SOS", "CO₂", "Courant", "Distance").
    expect(asked[0]).toBeUndefined();
    expect(asked[1]).toEqual(['air quality', 'battery', 'co2', 'current']);
    expect(asked.at(-1)).toEqual(['SOS button', 'co2', 'current', 'distance']);
  });

  it('filters by type and searches on the server, back on the first page', async () => {
    const { asked } = await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All types',
      'Door/window',
      'Location',
      'Temperature',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Door/window' }));
    await waitFor(() =>
      expect(shownNames()).toEqual([
        'Tracker 02',
        'Tracker 05',
        'Tracker 08',
        'Tracker 11',
        'Tracker 14',
        'Tracker 17',
        'Tracker 20',
        'Tracker 23',
      ]),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '1');
    await waitFor(() => expect(shownNames()).toEqual(['Tracker 11', 'Tracker 14', 'Tracker 17']));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    // Pasted: one change, as typing 16 keys is slow on a busy machine.
    await userEvent.paste('70b3d57ed0000005');
    await waitFor(() => expect(shownNames()).toEqual(['Tracker 05']));
    // The search is sent once the typing pauses, not a request a key.
    expect(asked()).toEqual([
      'page=1&pageSize=10',
      'page=2&pageSize=10',
      'page=1&pageSize=10&type=door%2Fwindow',
      'page=1&pageSize=10&search=1&type=door%2Fwindow',
      'page=1&pageSize=10&search=70b3d57ed0000005&type=door%2Fwindow',
    ]);
  });

  it('selects the page’s devices for the bulk delete; another page starts a new selection', async () => {
    const { onDeleteSelected } = await renderTable();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Delete selected (10)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Tracker 02' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (9)' }));
    expect(onDeleteSelected.mock.calls[0]?.[0].map((d: Device) => d.name)).toHaveLength(9);
    // As in Gmail: "Select all" is the page shown, and moving to another page clears it.
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(shownNames()[0]).toBe('Tracker 11'));
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Tracker 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(onDeleteSelected.mock.calls[1]?.[0].map((d: Device) => d.name)).toEqual(['Tracker 11']);
  });

  it('marks demo devices and shows what is missing', async () => {
    await renderTable([
      device(1, { isDemo: true, name: 'Van (demo)', batteryMv: null, location: null, lastSeenAt: null }),
    ]);
    const row = within(table()).getByRole('link', { name: 'Van (demo)' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Demo')).toBeInTheDocument();
    expect(row).toHaveTextContent('Unknown');
    expect(row).toHaveTextContent('No position yet');
    expect(row).toHaveTextContent('Never');
    expect(within(row).getByRole('img', { name: 'Not heard from in the last hour' })).toBeInTheDocument();
  });

  describe('in a narrow space', () => {
    // jsdom lays nothing out: a ResizeObserver that reports the width a 1280 px screen leaves the list.
    function withListWidth(width: number) {
      class FixedWidth {
        private readonly callback: ResizeObserverCallback;
        constructor(callback: ResizeObserverCallback) {
          this.callback = callback;
        }
        observe(target: Element) {
          this.callback([{ target, contentRect: { width } } as ResizeObserverEntry], this as never);
        }
        unobserve() {}
        disconnect() {}
      }
      vi.stubGlobal('ResizeObserver', FixedWidth);
    }

    it('shows the columns that fit the list’s own width on one line, never the name', async () => {
      withListWidth(700);
      await renderTable();
      const headers = within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toContain('Last updated');
      expect(headers).toContain('Battery');
      expect(headers).not.toContain('Location');
      expect(headers).not.toContain('Last alert');
      const name = within(table()).getByRole('link', { name: 'Tracker 03' });
      expect(name).toHaveAttribute('title', 'Tracker 03');
      vi.unstubAllGlobals();
    });

    it('lets the user choose columns with “Columns”, remembered for the next visit', async () => {
      withListWidth(2000);
      const user = userEvent.setup();
      await renderTable();
      expect(within(table()).getByRole('columnheader', { name: /Last alert/ })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Columns' }));
      expect(await screen.findByRole('menuitemcheckbox', { name: /Name/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await user.click(screen.getByRole('menuitemcheckbox', { name: /Last alert/ }));
      await user.keyboard('{Escape}');
      expect(within(table()).queryByRole('columnheader', { name: /Last alert/ })).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('deviceColumns') ?? '[]')).toEqual(['lastAlert']);
      vi.unstubAllGlobals();
    });
  });
});
