import type { User } from '@pinpoint/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User as OidcUser } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { useUiStore } from '../../lib/ui-store.ts';
import { apiError, type FakeHandler, fakeServer } from '../../test/fake-server.ts';
import { fakeAuth, testUser } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { withSnackbar } from '../../test/snackbar-probe.tsx';
import { AccountPage } from './account-page.tsx';

/** The page as the route gives it: the theme handler is the store's (local storage `theme`). */
function Page() {
  const themeMode = useUiStore((state) => state.themeMode);
  const setThemeMode = useUiStore((state) => state.setThemeMode);
  return withSnackbar(<AccountPage themeMode={themeMode} onThemeChange={setThemeMode} />);
}

function renderAccount(routes: Record<string, FakeHandler> = {}, config: { mapMatching?: boolean } = {}) {
  let user: User = testUser;
  const server = fakeServer({
    'POST /user/': () => ({ data: user }),
    'PATCH /user/settings': ({ body }) => {
      user = { ...user, settings: { ...user.settings, ...(body as object) } };
      return { data: user };
    },
    ...routes,
  });
  const auth = fakeAuth({
    user: {
      profile: {
        sub: 'user-1',
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        picture: 'https://id.example.com/ada.png',
      },
      access_token: 'token',
    } as unknown as OidcUser,
  });
  const result = renderWithProviders(<Page />, '/account', { api: server.api, auth, config });
  return { ...result, server };
}

const snackbar = () => screen.findByRole('status', { name: 'Snackbar', hidden: true });

describe('account page', () => {
  it('shows the profile from the identity provider, read only', async () => {
    renderAccount();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'https://id.example.com/ada.png',
    );
    expect(screen.queryByRole('textbox', { name: /name|e-mail/i })).toBeNull();
  });

  it('keeps a long e-mail inside the profile card: cut short, the whole address in its title', async () => {
    renderAccount();
    const email = await screen.findByText('ada@example.com');
    expect(email).toHaveAttribute('title', 'ada@example.com');
    expect(email).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  });

  it('applies the theme at once, stores it and saves it on the server', async () => {
    const { server, store } = renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Dark' }));
    expect(store.getState().themeMode).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(await snackbar()).toHaveTextContent('Settings saved');
    expect(server.changes()).toMatchObject([
      { method: 'PATCH', path: '/user/settings', body: { theme: 'dark' } },
    ]);
  });

  it('saves the temperature unit, map matching and animated lines one by one', async () => {
    const { server } = renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Fahrenheit' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Fahrenheit' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Map matching (snap tracks to roads)' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Animated lines' }));
    await waitFor(() => expect(server.changes()).toHaveLength(3));
    expect(server.changes().map((request) => request.body)).toEqual([
      { temperatureUnit: 'F' },
      { mapMatching: true },
      { animatedLines: false },
    ]);
    expect(screen.getByRole('switch', { name: 'Map matching (snap tracks to roads)' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Animated lines' })).not.toBeChecked();
    expect(await snackbar()).toHaveTextContent('Settings saved');
  });

  it('switches the language at once and confirms in it', async () => {
    const { server, i18n } = renderAccount();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Français (Canada)' }));
    expect(await screen.findByRole('heading', { name: 'Compte', level: 1 })).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
    expect(await snackbar()).toHaveTextContent('Paramètres enregistrés');
    expect(server.changes()).toMatchObject([{ body: { language: 'fr' } }]);
  });

  it('rolls back and says so when saving fails', async () => {
    renderAccount({ 'PATCH /user/settings': () => apiError(500, 'internal', 'boom') });
    const mapMatching = await screen.findByRole('switch', { name: 'Map matching (snap tracks to roads)' });
    await userEvent.click(mapMatching);
    expect(await snackbar()).toHaveTextContent('Error updating settings');
    expect(await snackbar()).toHaveAttribute('data-severity', 'error');
    await waitFor(() => expect(mapMatching).not.toBeChecked());
  });

  it('says under map matching whether this server can snap tracks to roads (issue 20)', async () => {
    renderAccount();
    expect(
      await screen.findByRole('switch', { name: 'Map matching (snap tracks to roads)' }),
    ).toHaveAccessibleDescription(
      'This server has no road-matching service: tracks show the positions as reported.',
    );
  });

  it('describes map matching when the server has a road-matching service', async () => {
    renderAccount({}, { mapMatching: true });
    expect(
      await screen.findByRole('switch', { name: 'Map matching (snap tracks to roads)' }),
    ).toHaveAccessibleDescription(
      'Device tracks follow the roads, through this server’s road-matching service.',
    );
  });
});
