import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, signInOnProvider, signUpOnProvider, uniqueEmail, useBrowser } from './browser.ts';

const browser = useBrowser();

const onProvider = (page: Page) => page.waitForURL(/\/interaction\//, { timeout: 20_000 });
const devicesHeading = (page: Page) => page.getByRole('heading', { name: 'Devices', level: 1 });
const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    id: localStorage.getItem('id_token'),
  }));

describe('signing up, in and out through the built-in provider', () => {
  const account = { name: 'Ada Lovelace', email: uniqueEmail('ada'), password: 'analytical engine' };

  it('sends a signed-out visitor to sign in, then back to exactly the path and query asked for', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/device?view=map&q=van');
    await onProvider(page);
    expect(await page.title()).toContain('Sign in · Pinpoint');
    await signUpOnProvider(page, account);
    await page.waitForURL(`${baseUrl()}/device?view=map&q=van`, { timeout: 20_000 });
    await devicesHeading(page).waitFor();
    await page.getByText('No devices yet').waitFor();
    const tokens = await storedTokens(page);
    expect(tokens.access?.split('.')).toHaveLength(3);
    expect(tokens.id?.split('.')).toHaveLength(3);

    // A reload keeps the session.
    await page.reload();
    await devicesHeading(page).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/device?view=map&q=van`);

    // The account menu shows who is signed in, and Logout signs out.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: account.email }).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await onProvider(page);
    expect(await storedTokens(page)).toEqual({ access: null, id: null });
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('signs an existing user in, refusing a wrong password with a clear message', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await onProvider(page);
    await signInOnProvider(page, { email: account.email, password: 'not the password' });
    await page.getByRole('alert').getByText('The e-mail or password is not right').waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(account.email);
    await signInOnProvider(page, account);
    await devicesHeading(page).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/`);
    await context.close();
  });

  it('explains each bad sign-up field and keeps what was typed', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await onProvider(page);
    await signUpOnProvider(page, { name: 'Grace', email: 'grace-at-example', password: 'short' });
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Grace');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill('long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this e-mail already exists').waitFor();
    await context.close();
  });
});

describe('pages outside the sign-in', () => {
  it('shows the authentication error page with a way to try again', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/auth-error');
    await page.getByRole('heading', { name: 'We could not sign you in' }).waitFor();
    await page.getByText('Login failed').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await onProvider(page);
    await context.close();
  });

  it('turns a provider error on the callback into the authentication error page', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/?error=access_denied&error_description=The+user+cancelled&state=unknown');
    await page.waitForURL(/\/auth-error/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'We could not sign you in' }).waitFor();
    await context.close();
  });

  it('shows the not-found page for an unknown screen once signed in', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/no/such/screen');
    await onProvider(page);
    await signUpOnProvider(page, { name: 'Linus', email: uniqueEmail('linus'), password: 'kernel hacker' });
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/no/such/screen`);
    await context.close();
  });

  it('answers an unknown API path with JSON, not the app', async () => {
    const res = await fetch(`${baseUrl()}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No route GET /api/nothing-here' },
    });
  });
});
