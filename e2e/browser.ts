import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumFlags, chromiumPath } from './chromium.ts';

export { chromiumPath };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...chromiumFlags, '--disable-quic'] });
}

/**
 * Connects to the run's Chromium (started once by global-setup.ts) before the test file's tests and
 * disconnects after them, which closes the contexts the file opened: call it at the top of the
 * file. Returns the browser, for use inside the tests.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll: use it inside a test');
    return browser;
  };
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

/** The CSV import dialog's preview row holding `text`. */
export const previewRow = (dialog: Locator, text: string) =>
  dialog.getByRole('table', { name: 'Rows of the file' }).getByRole('row').filter({ hasText: text });

/**
 * Imports the CSV import dialog's `count` valid rows and waits for each of `results` (e.g. how many
 * were added); returns the refused rows' texts.
 */
export async function importValidRows(dialog: Locator, count: number, results: string[]): Promise<string[]> {
  await dialog.getByRole('button', { name: `Import the valid rows (${count})` }).click();
  for (const text of results) await dialog.getByText(text).waitFor();
  return dialog.getByRole('table', { name: 'Refused rows' }).locator('tbody tr').allTextContents();
}

/** Calls the API as the user whose access token is given (for set-up a test does not look at). */
export function callApi(base: string, token: string, method: string, path: string, body?: unknown) {
  return fetch(`${base}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/**
 * Where a colour shows in an element, as a screenshot sees it: the centre of the pixels within
 * `tolerance` of `rgb` and how many there are. The map's markers are drawn with WebGL, so this is
 * how a test sees one move. The image is read back in the page itself (a 2D canvas).
 */
export async function colourCentre(
  page: Page,
  element: Locator,
  rgb: [number, number, number],
  tolerance = 24,
): Promise<{ x: number; y: number; count: number }> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, rgb, tolerance }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let [sx, sy, count] = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        const near =
          Math.abs((data[i] as number) - rgb[0]) <= tolerance &&
          Math.abs((data[i + 1] as number) - rgb[1]) <= tolerance &&
          Math.abs((data[i + 2] as number) - rgb[2]) <= tolerance;
        if (!near) continue;
        const pixel = i / 4;
        sx += pixel % image.width;
        sy += Math.floor(pixel / image.width);
        count += 1;
      }
      return count ? { x: sx / count, y: sy / count, count } : { x: Number.NaN, y: Number.NaN, count };
    },
    { png, rgb, tolerance },
  );
}

/**
 * Records every request the context makes that leaves this machine (anything but loopback,
 * data: and blob:), so a test can assert that maps fetched no tiles, glyphs or styles.
 */
export function remoteRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) seen.push(request.url());
  });
  return seen;
}

/** Waits until `check` passes, trying again every 250 ms (for what only a screenshot can see). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
