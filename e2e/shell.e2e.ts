import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, firstOrganisationId } from './api.ts';
import { accessToken, newAccount, newPage, signUp, useBrowser } from './browser.ts';

const browser = useBrowser();

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const devicesHeading = (page: Page) => page.getByRole('heading', { name: 'Devices', level: 1 });

/** The sidebar's width once its 300 ms transition has ended. */
async function settledWidth(page: Page, expected: number): Promise<number> {
  const nav = sideNav(page);
  for (let i = 0; i < 40; i++) {
    const box = await nav.boundingBox();
    if (box && Math.round(box.width) === expected) return expected;
    await page.waitForTimeout(50);
  }
  return Math.round((await nav.boundingBox())?.width ?? 0);
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * The first Tab of a fresh page reaches "Skip to main content", shown on screen in colours of its
 * own; Enter moves focus to the main content, and the next Tab into it. Answers its colours.
 */
async function skipToMain(page: Page): Promise<string> {
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: 'Skip to main content' });
  expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
  const box = await link.boundingBox();
  expect(box && box.y >= 0 && box.height > 0).toBe(true);
  const [colour, background] = await link.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.color, style.backgroundColor];
  });
  expect(colour).not.toBe(background);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  return `${colour} on ${background}`;
}

describe('page shell', () => {
  it('lists the eight sidebar entries in order, 250 px wide, collapsing to 80 px and remembering it', async () => {
    const { context, page } = await signUp(browser(), newAccount('Ada Lovelace'));
    await devicesHeading(page).waitFor();
    const links = sideNav(page).getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'Devices',
      'Actions',
      'Geofences',
      'Dashboards',
      'Reports',
      'Contacts',
      'Organisations',
      'Account',
    ]);
    const hrefs = await links.evaluateAll((elements) => elements.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/action',
      '/geofence',
      '/dashboard',
      '/report',
      '/contact',
      '/organisation',
      '/account',
    ]);
    expect(await sideNav(page).getByRole('link', { name: 'Devices' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await settledWidth(page, 250)).toBe(250);

    // Clicking an entry navigates and makes it the active one.
    await sideNav(page).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(/\/report$/);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    expect(await sideNav(page).getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    expect(await settledWidth(page, 80)).toBe(80);
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
    // Collapsed, each entry keeps its name for screen readers.
    expect(await sideNav(page).getByRole('link', { name: 'Contacts' }).count()).toBe(1);

    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(await settledWidth(page, 80)).toBe(80);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    expect(await settledWidth(page, 250)).toBe(250);
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('false');
    await context.close();
  });

  it('keeps the theme chosen in the top bar across a reload', async () => {
    const { context, page } = await signUp(browser(), newAccount('Grace Hopper'));
    await devicesHeading(page).waitFor();
    const light = await backgroundOf(page);
    const lightSkip = await skipToMain(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const dark = await backgroundOf(page);
    expect(dark).not.toBe(light);

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await backgroundOf(page)).toBe(dark);
    // The skip link in the dark theme's colours.
    expect(await skipToMain(page)).not.toBe(lightSkip);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await context.close();
  });

  it('hides the sidebar under 768 px and opens the menu from the toggle', async () => {
    const { context, page } = await signUp(browser(), newAccount('Linus Torvalds'), {
      width: 700,
      height: 900,
    });
    await devicesHeading(page).waitFor();
    expect(await sideNav(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    // The menu's code loads on its first open (issue 31: the first screen without MUI).
    await page.getByRole('menu').waitFor();
    const items = page.getByRole('menu').getByRole('menuitem');
    expect(await items.allTextContents()).toEqual([
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
    await page.getByRole('menuitem', { name: 'Contacts' }).click();
    await page.waitForURL(/\/contact$/);
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
    // The organisation selector is hidden on mobile too.
    expect(await page.getByRole('combobox', { name: 'Organisation' }).count()).toBe(0);
    await context.close();
  });

  it('shows share paths with no top bar and no sidebar, signed out', async () => {
    const { context, page } = await newPage(browser());
    // An unknown share link: the server's words on a public page, still without the shell.
    await page.goto('/share/x');
    await page.getByRole('heading', { name: 'This shared link does not exist or was turned off' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await sideNav(page).count()).toBe(0);
    // An unknown dashboard link: the same public page without the shell, in the server's words.
    await page.goto('/share/dashboard/x');
    await page.getByRole('heading', { name: 'Share link not found' }).waitFor();
    expect(await sideNav(page).count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(0);
    await context.close();
  });

  it('gives dashboard/ paths the full width with no padding', async () => {
    const { context, page } = await signUp(browser(), newAccount('Margaret Hamilton'), {
      path: '/dashboard',
    });
    await page.getByRole('heading', { name: 'Dashboards', level: 1 }).waitFor();
    const padding = () => page.getByRole('main').evaluate((main) => getComputedStyle(main).padding);
    expect(await padding()).toBe('24px');
    const token = await accessToken(page);
    const { id } = await apiJson<{ id: string }>(token, 'POST', '/dashboard', {
      organisationId: await firstOrganisationId(token),
      name: 'Wall screen',
    });
    await page.goto(`/dashboard/${id}`);
    await page.getByRole('heading', { name: 'Wall screen', level: 1 }).waitFor();
    expect(await padding()).toBe('0px');
    expect(await page.getByRole('banner').count()).toBe(1);
    await context.close();
  });
});
