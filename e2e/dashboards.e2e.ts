import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addTracker, addTtnFreezer, apiJson, firstOrganisationId, sendOsmAnd } from './api.ts';
import {
  accessToken,
  baseUrl,
  eventually,
  expectSnackbar,
  newAccount,
  newPage,
  signUp,
  useBrowser,
} from './browser.ts';
import { joinByInvitation } from './invitations.ts';

const browser = useBrowser();

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Adds a widget from the palette and sets it up in its settings dialog (by mouse). */
async function addWidget(page: Page, type: string, configure: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Add widget' }).first().click();
  await page.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Settings: ${type}` });
  await configure(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function chooseDevice(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('combobox', { name: 'Devices' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.keyboard.press('Escape');
}

/** Where each widget is drawn, by its id: what a reload must give back. */
type Box = [x: number, y: number, width: number, height: number];

async function boxes(page: Page): Promise<Record<string, Box>> {
  await page.waitForTimeout(400); // the grid's 200 ms move transitions
  return page.locator('[data-widget-id]').evaluateAll((nodes) =>
    Object.fromEntries(
      nodes.map((node) => {
        const r = node.getBoundingClientRect();
        return [
          node.getAttribute('data-widget-id'),
          [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)],
        ];
      }),
    ),
  );
}

/** Waits until the dashboard's saved version has moved past `version` (saves are sent after a drag). */
async function savedVersion(token: string, id: string, after: number) {
  return eventually(
    async () => (await apiJson<{ version: number }>(token, 'GET', `/dashboard/${id}`)).version,
    (version) => version > after,
  );
}

describe('dashboards', () => {
  it('adds a widget only on Save: a cancelled one reaches neither the dashboard nor its public link', async () => {
    const { context, page } = await signUp(browser(), newAccount('Cal Cancel'), { path: '/dashboard' });
    await page.getByRole('heading', { name: 'Dashboards', level: 1 }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);
    await addTtnFreezer(token, organisationId, 'Walk-in freezer', 'e2e-dash-cancel');
    const { id } = await apiJson<{ id: string }>(token, 'POST', '/dashboard', {
      organisationId,
      name: 'Drafts',
    });
    const link = await apiJson<{ token: string }>(token, 'POST', `/dashboard/${id}/shares`, {});
    const saved = async () => ({
      own: (await apiJson<{ widgets: unknown[] }>(token, 'GET', `/dashboard/${id}`)).widgets,
      shared: (await (await fetch(`${baseUrl()}/api/share/dashboard/${link.token}`)).json()).dashboard
        .widgets as unknown[],
    });

    await page.goto(`/dashboard/${id}`);
    await page.getByRole('button', { name: 'Add widget' }).first().click();
    await page.getByRole('menuitem', { name: /^Gauge/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings: Gauge' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'No widgets yet' }).waitFor();
    expect(await saved()).toEqual({ own: [], shared: [] });

    await addWidget(page, 'Gauge', async (d) => {
      await d.getByRole('combobox', { name: 'Devices' }).click();
      await page.getByRole('option', { name: /Walk-in freezer/ }).click();
    });
    await widget(page, 'Gauge').waitFor();
    // The public link's answer is cached a few seconds: it follows soon after.
    await eventually(saved, ({ own, shared }) => own.length === 1 && shared.length === 1);
    await context.close();
  });

  it('builds a live dashboard by mouse, keeps its layout, shares it publicly and revokes it; viewers and phones see it read only', async () => {
    const owner = newAccount('Dana Dashboard');
    const { context, page } = await signUp(browser(), owner, { path: '/dashboard' });
    await page.getByRole('heading', { name: 'No dashboards yet' }).waitFor();
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token);

    // Set-up the test does not look at: a freezer (a Dragino LHT65 on TTN) that reported, a van.
    const freezer = await addTtnFreezer(token, organisationId, 'Walk-in freezer', 'e2e-dash-freezer');
    await freezer.send(-19, 1, new Date(Date.now() - 60_000));
    const van = await addTracker(token, organisationId, 'Delivery van');
    await sendOsmAnd(van.token, 43.6426, -79.3871, new Date());

    // A new dashboard, from the list.
    await page.reload();
    await page.getByRole('button', { name: 'Add dashboard' }).first().click();
    const create = page.getByRole('dialog', { name: 'New dashboard' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Cold rooms');
    await create.getByRole('button', { name: 'Create' }).click();
    await expectSnackbar(page, 'Dashboard Cold rooms added');
    await page.getByRole('heading', { name: 'Cold rooms', level: 1 }).waitFor();
    const id = page.url().split('/dashboard/')[1] as string;

    // Four widget types (and a chart), added and set up by mouse.
    await addWidget(page, 'Latest value', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Freezer now');
      await dialog.getByRole('combobox', { name: 'Devices' }).click();
      await page.getByRole('option', { name: /Walk-in freezer/ }).click();
    });
    await widget(page, 'Freezer now').getByText('-19.0 °C').waitFor();
    await addWidget(page, 'Note', async (dialog) => {
      await dialog
        .getByRole('textbox', { name: 'Text' })
        .fill('Call **Quinn** if it warms up <script>alert(1)</script>');
    });
    await widget(page, 'Note').locator('strong', { hasText: 'Quinn' }).waitFor();
    // Typed HTML is shown as text, never run.
    await widget(page, 'Note').getByText('<script>alert(1)</script>').waitFor();
    await addWidget(page, 'Battery list', (dialog) => chooseDevice(page, dialog, 'Walk-in freezer'));
    await widget(page, 'Battery list').getByRole('cell', { name: 'Walk-in freezer' }).waitFor();
    await addWidget(page, 'Map', (dialog) => chooseDevice(page, dialog, 'Delivery van'));
    await addWidget(page, 'Chart', (dialog) => chooseDevice(page, dialog, 'Walk-in freezer'));
    await widget(page, 'Chart').getByRole('img', { name: 'Chart' }).waitFor();
    const afterAdding = await apiJson<{ version: number; widgets: unknown[] }>(
      token,
      'GET',
      `/dashboard/${id}`,
    );
    expect(afterAdding.widgets).toHaveLength(5);

    // Drag the note by its header below the others; resize the latest value by its corner.
    const before = await boxes(page);
    const noteHeader = widget(page, 'Note').locator('.widget-drag-handle');
    const header = await noteHeader.boundingBox();
    const grid = await page.getByRole('region', { name: 'Widgets of Cold rooms' }).boundingBox();
    if (!header || !grid) throw new Error('The grid is not drawn');
    await page.mouse.move(header.x + 40, header.y + header.height / 2);
    await page.mouse.down();
    await page.mouse.move(header.x + 80, header.y + 10, { steps: 5 });
    await page.mouse.move(grid.x + 60, grid.y + grid.height + 40, { steps: 15 });
    await page.mouse.up();
    const dragged = await savedVersion(token, id, afterAdding.version);
    const latest = page.locator('[data-widget-id]').filter({ has: widget(page, 'Freezer now') });
    await latest.hover();
    const handle = await latest.locator('.react-resizable-handle').boundingBox();
    if (!handle) throw new Error('No resize handle');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 120, handle.y + 100, { steps: 10 });
    await page.mouse.up();
    await savedVersion(token, id, dragged);
    const arranged = await boxes(page);
    expect(arranged).not.toEqual(before);
    const noteId = await page
      .locator('[data-widget-id]')
      .filter({ has: widget(page, 'Note') })
      .getAttribute('data-widget-id');
    const latestId = await latest.getAttribute('data-widget-id');
    expect(arranged[latestId as string]?.[2]).toBeGreaterThan(before[latestId as string]?.[2] ?? 0);
    expect(arranged[noteId as string]?.[1]).toBeGreaterThan(before[noteId as string]?.[1] ?? 0);

    // A reload draws the same layout.
    await page.reload();
    await widget(page, 'Freezer now').getByText('-19.0 °C').waitFor();
    expect(await boxes(page)).toEqual(arranged);

    // A simulated uplink changes the widget, without a reload.
    await freezer.send(-12.5, 2, new Date());
    await widget(page, 'Freezer now').getByText('-12.5 °C').waitFor({ timeout: 15_000 });

    // A public link, shown once; opened signed out, it is live too.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share Cold rooms' });
    await share.getByRole('button', { name: 'Create link' }).click();
    await expectSnackbar(page, 'Public link created');
    const link = await share.getByRole('textbox', { name: 'Public link' }).inputValue();
    expect(link).toMatch(/\/share\/dashboard\/[\w-]{40,}$/);
    await share.getByRole('button', { name: 'Close' }).click();
    const { context: publicContext, page: visitor } = await newPage(browser());
    await visitor.goto(new URL(link).pathname);
    await visitor.getByRole('heading', { name: 'Cold rooms', level: 1 }).waitFor();
    expect(await visitor.getByRole('banner').count()).toBe(0);
    expect(await visitor.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await widget(visitor, 'Freezer now').getByText('-12.5 °C').waitFor();
    await visitor.getByText('Live', { exact: true }).waitFor();
    await freezer.send(-8, 3, new Date());
    await widget(visitor, 'Freezer now').getByText('-8.0 °C').waitFor({ timeout: 15_000 });
    expect(await visitor.getByRole('button', { name: 'Add widget' }).count()).toBe(0);

    // Revoked: the open page says the link is gone at once, and so does a fresh visit.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await share.getByRole('button', { name: /Revoke the link/ }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this link?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expectSnackbar(page, 'Link revoked');
    await share.getByRole('cell', { name: 'Revoked', exact: true }).waitFor();
    await share.getByRole('button', { name: 'Close' }).click();
    await visitor
      .getByRole('heading', { name: 'Share link not found', level: 1 })
      .waitFor({ timeout: 15_000 });
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Share link not found', level: 1 }).waitFor();
    await publicContext.close();

    // A viewer sees the dashboard and cannot change it.
    const viewer = newAccount('Vic Viewer');
    await apiJson(token, 'POST', `/organisation/${organisationId}/members`, {
      email: viewer.email,
      role: 'viewer',
    });
    const { context: viewerContext, page: v } = await signUp(browser(), viewer);
    await joinByInvitation(v, viewer.email, organisationId);
    await v.evaluate((org) => localStorage.setItem('selectedOrganisationID', org), organisationId);
    await v.goto(`/dashboard/${id}`);
    await widget(v, 'Freezer now').getByText('-8.0 °C').waitFor();
    expect(await v.getByRole('button', { name: 'Add widget' }).count()).toBe(0);
    expect(await v.getByRole('button', { name: /^Settings of/ }).count()).toBe(0);
    expect(await v.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await v.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    expect(await v.locator('.widget-drag-handle').count()).toBe(0);
    await v.goto('/dashboard');
    await v.getByRole('link', { name: 'Cold rooms' }).waitFor();
    expect(await v.getByRole('button', { name: 'Add dashboard' }).count()).toBe(0);
    await viewerContext.close();

    // A phone (390 px) shows one column, in the large layout's reading order.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await widget(page, 'Freezer now').waitFor();
    await page
      .getByRole('region', { name: 'Widgets of Cold rooms' })
      .and(page.locator('[data-columns="1"]'))
      .waitFor();
    const column = Object.values(await boxes(page));
    expect(column).toHaveLength(5);
    expect(new Set(column.map(([x]) => x)).size).toBe(1);
    expect(new Set(column.map(([, , width]) => width)).size).toBe(1);
    await context.close();
  });
});
