import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The system Chromium; never a downloaded one. */
export function chromiumPath(): string {
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found)
    throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');
/** The deployment with organisation_enabled on. */
export const organisationsBaseUrl = () => inject('organisationsBaseUrl');

export type PageOptions = { width?: number; height?: number; baseURL?: string };

export async function newPage(browser: Browser, options: PageOptions = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  const page: Page = await context.newPage();
  return { context, page };
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** Signs up on the built-in provider's form, starting from wherever the app sent the browser. */
export async function signUpOnProvider(
  page: Page,
  account: { name: string; email: string; password: string },
) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signInOnProvider(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export type Account = { name: string; email: string; password: string };

/** A new account's details, with a unique e-mail. */
export function newAccount(name: string): Account {
  const first = name.split(' ')[0]?.toLowerCase() ?? 'user';
  return { name, email: uniqueEmail(first), password: `${first} has a long password` };
}

/**
 * A fresh browser context in which a new user signed up, arriving at `path` (default /) with
 * the page shell shown.
 */
export async function signUp(
  browser: Browser,
  account: Account,
  options: PageOptions & { path?: string } = {},
) {
  const { context, page } = await newPage(browser, options);
  await page.goto(options.path ?? '/');
  await page.waitForURL(/\/interaction\//, { timeout: 20_000 });
  await signUpOnProvider(page, account);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  return { context, page };
}

/** The signed-in page's access token, for calling the API as that user. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('No access token in local storage');
  return token;
}

/**
 * Waits for the snackbar to show `text`, then closes it so the next one is not mistaken for it.
 * (An open dialog hides the rest of the page from assistive technology, the snackbar too.)
 */
export async function expectSnackbar(page: Page, text: string | RegExp) {
  const alert = page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Close', includeHidden: true }).click();
  await alert.waitFor({ state: 'detached' });
}
