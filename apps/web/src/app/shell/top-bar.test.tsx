import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '../../lib/config.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TopBar } from './top-bar.tsx';

function ThemeProbe() {
  return <p>theme: {useUiStore((state) => state.themeMode)}</p>;
}

function renderTopBar(config: Partial<PublicConfig> = {}, sidebarHidden = false) {
  const onLogout = vi.fn();
  const result = renderWithProviders(
    <>
      <TopBar
        sidebarHidden={sidebarHidden}
        email="ada@example.com"
        picture={null}
        organisationSelector={null}
        onLogout={onLogout}
      />
      <ThemeProbe />
    </>,
    '/report',
    { config },
  );
  return { ...result, onLogout };
}

describe('top bar', () => {
  it('shows the site title linking to /', () => {
    renderTopBar({ siteTitle: 'Fleet Watch' });
    expect(screen.getByRole('link', { name: 'Fleet Watch' })).toHaveAttribute('href', '/');
  });

  it('toggles the theme and saves it', async () => {
    renderTopBar();
    expect(screen.getByText('theme: light')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('starts from the configured default theme when none is stored', () => {
    renderTopBar({ defaultTheme: 'dark' });
    expect(screen.getByText('theme: dark')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('shows the support button only when a support link is configured', () => {
    renderTopBar();
    expect(screen.queryByRole('link', { name: /Support/ })).toBeNull();
  });

  it('opens the support link in a new tab', () => {
    renderTopBar({ supportUrl: 'https://help.example.com' });
    const support = screen.getByRole('link', { name: /Support/ });
    expect(support).toHaveAttribute('href', 'https://help.example.com');
    expect(support).toHaveAttribute('target', '_blank');
  });

  it('lists the account menu items, with the e-mail disabled', async () => {
    const { onLogout, router } = renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    // The menu loads on its first open (issue 31).
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ada@example.com',
      'Account',
      'Manage organisations',
      'Logout',
    ]);
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Manage organisations' }));
    expect(router.state.location.pathname).toBe('/organisation');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('adds Feedback when it is enabled', async () => {
    renderTopBar({ feedback_enabled: true, feedback_url: 'https://feedback.example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Feedback' })).toBeInTheDocument();
  });

  it('opens the navigation menu on mobile', async () => {
    const { router } = renderTopBar({}, true);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Devices',
      'Dashboards',
      'Actions',
      'Reports',
      'Assets',
      'Geofences',
      'Organisations',
      'Contacts',
      'Account',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Assets' }));
    expect(router.state.location.pathname).toBe('/asset');
  });
});
