import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { fakeApi, testOrganisations } from '../../test/fakes.ts';
import { renderRoutes } from '../../test/render.tsx';
import { OrganisationSelector } from './organisation-selector.tsx';
import { useOrganisationStartup } from './use-organisation-startup.ts';
import { useSelectOrganisation } from './use-select-organisation.ts';

function Probe() {
  const { organisations, selected } = useOrganisationStartup();
  const selectedId = useUiStore((state) => state.selectedOrganisationId);
  const handleSelect = useSelectOrganisation();
  return (
    <div>
      <p>selected: {selected?.name ?? selectedId ?? 'none'}</p>
      <OrganisationSelector organisations={organisations} selectedId={selectedId} onSelect={handleSelect} />
    </div>
  );
}

const routes = [
  { path: '/', element: <Probe /> },
  { path: '/device/:id', element: <Probe /> },
  { path: '/report', element: <Probe /> },
];

describe('organisation startup', () => {
  it('fetches the organisations once the user is loaded and selects the stored one', async () => {
    localStorage.setItem('selectedOrganisationID', 'org-2');
    const api = fakeApi();
    renderRoutes(routes, '/', { api });
    expect(await screen.findByText('selected: Globex')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/user/', { email: 'ada@example.com', sub: 'user-1' });
    expect(api.list).toHaveBeenCalledWith('/organisation');
    expect(api.list).toHaveBeenCalledWith('/organisation/org-2/roles');
  });

  it('selects and stores the first organisation when the stored one is gone', async () => {
    localStorage.setItem('selectedOrganisationID', 'deleted-org');
    renderRoutes(routes, '/');
    expect(await screen.findByText('selected: Acme')).toBeInTheDocument();
    expect(localStorage.getItem('selectedOrganisationID')).toBe('org-1');
  });

  it('fetches an empty list once more, and only once', async () => {
    const list = vi
      .fn(async (path: string) => (path === '/organisation' ? [] : []))
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([]);
    renderRoutes(routes, '/', { api: fakeApi([], { list: list as ApiClient['list'] }) });
    await waitFor(() => expect(list.mock.calls.filter(([path]) => path === '/organisation')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(list.mock.calls.filter(([path]) => path === '/organisation')).toHaveLength(2);
    expect(screen.getByText('selected: none')).toBeInTheDocument();
  });

  it('selecting stores the id, refreshes the user and leaves a device screen for /', async () => {
    const api = fakeApi(testOrganisations);
    const { router } = renderRoutes(routes, '/device/42', { api });
    await screen.findByText('selected: Acme');
    const postsBefore = vi.mocked(api.post).mock.calls.length;
    await userEvent.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(localStorage.getItem('selectedOrganisationID')).toBe('org-2');
    await screen.findByText('selected: Globex');
    await waitFor(() => expect(vi.mocked(api.post).mock.calls.length).toBeGreaterThan(postsBefore));
    expect(router.state.location.pathname).toBe('/');
  });

  it('selecting elsewhere stays on the screen', async () => {
    const { router } = renderRoutes(routes, '/report');
    await screen.findByText('selected: Acme');
    await userEvent.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(router.state.location.pathname).toBe('/report');
  });
});
