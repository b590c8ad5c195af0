import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUiStore } from '../../lib/ui-store.ts';
import { renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

const expected = [
  ['Devices', '/'],
  ['Actions', '/action'],
  ['Geofences', '/geofence'],
  ['Dashboards', '/dashboard'],
  ['Reports', '/report'],
  ['Contacts', '/contact'],
  ['Organisations', '/organisation'],
  ['Account', '/account'],
];

describe('side navigation', () => {
  it('lists the entries in the spec order with their paths', () => {
    renderWithProviders(<SideNav collapsed={false} />, '/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
  });

  it('marks only the exact path as active', () => {
    renderWithProviders(<SideNav collapsed={false} />, '/action');
    expect(screen.getByRole('link', { name: 'Actions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Devices' })).not.toHaveAttribute('aria-current');
  });

  it('has no active entry on a sub-path', () => {
    renderWithProviders(<SideNav collapsed={false} />, '/action/7/logs');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('navigates on click', async () => {
    const { router } = renderWithProviders(<SideNav collapsed={false} />, '/');
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(router.state.location.pathname).toBe('/report');
  });

  it('hides Geofences when show_geofences is false', () => {
    renderWithProviders(<SideNav collapsed={false} />, '/', { config: { show_geofences: false } });
    expect(screen.queryByRole('link', { name: 'Geofences' })).toBeNull();
  });

  it('keeps accessible names when collapsed to 80 px', () => {
    renderWithProviders(<SideNav collapsed />, '/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveStyle({ width: '80px' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(expected.map(([label]) => label));
  });

  it('collapses from the top bar toggle and remembers it', async () => {
    const { store } = renderRoutes([{ path: '/', element: <Layout /> }], '/');
    function expectWidth(width: string) {
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveStyle({ width });
    }
    expectWidth('250px');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expectWidth('80px');
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
    expect(store.getState().sidebarCollapsed).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem('sidebarCollapsed')).toBe('false');
    expectWidth('250px');
  });

  it('starts collapsed when the stored value is true', () => {
    localStorage.setItem('sidebarCollapsed', 'true');
    renderRoutes([{ path: '/', element: <SideNavFromStore /> }], '/');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveStyle({ width: '80px' });
  });
});

function Layout() {
  return (
    <>
      <TopBar
        sidebarHidden={false}
        email="ada@example.com"
        picture={null}
        organisationSelector={null}
        onLogout={() => {}}
      />
      <SideNavFromStore />
    </>
  );
}

function SideNavFromStore() {
  const collapsed = useUiStore((state) => state.sidebarCollapsed);
  return <SideNav collapsed={collapsed} />;
}
