import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTracker, addTtnFreezer, apiJson, firstOrganisationId, sendOsmAnd } from './api.ts';
import { accessToken, newAccount, signUp, useBrowser } from './browser.ts';
import { horizontalOverflow, openClientSide, routerPatterns, settled } from './overflow.ts';

/**
 * Issue 27.10: on a phone (390 x 844, an iPhone 12 to 15 in portrait), in English and in French,
 * light and dark, no screen of the web app scrolls sideways. Every route of the router is opened
 * with real objects behind its ids, as a new organisation has them after its first hour.
 */

const browser = useBrowser();
const phone = { width: 390, height: 844 };

/** A route's pattern in the router, the path opened, the heading it must show, where it ends up. */
type Route = { pattern: string; path: string; heading?: string; landsAt?: string };

/** Long-ish names, as people write them: the widths a phone must cope with. */
const names = {
  tracker: 'Camion de livraison 12 (Montréal-Nord)',
  freezer: 'Congélateur chambre froide principale',
  geofence: 'Entrepôt central et quai de chargement',
  base: 'Dépôt de Laval',
  dashboard: 'Chaîne du froid, entrepôts et camions',
  report: 'Rapport hebdomadaire de la chaîne du froid',
  asset: 'Remorque réfrigérée 7',
  action: 'Alerte de température du congélateur',
};

let context: BrowserContext;
let token = '';
let routes: Route[] = [];

/** The organisation's objects, made through the API as a user would have made them. */
async function makeObjects() {
  const organisationId = await firstOrganisationId(token);
  const post = <T>(path: string, body: unknown) => apiJson<T>(token, 'POST', path, body);
  const tracker = await addTracker(token, organisationId, names.tracker);
  const now = Date.now();
  for (const [i, [lat, lon]] of [
    [45.5017, -73.5673],
    [45.5088, -73.554],
    [45.5152, -73.5613],
  ].entries())
    await sendOsmAnd(tracker.token, lat as number, lon as number, new Date(now - (3 - i) * 60_000));
  const freezer = await addTtnFreezer(token, organisationId, names.freezer, 'freezer-phone');
  await freezer.send(-18.4, 1, new Date(now - 120_000));
  await freezer.send(-18.9, 2, new Date(now - 60_000));
  const place = {
    address: '1000 rue De La Gauchetière O, Montréal',
    postcode: 'H3B 4W5',
    latitude: 45.4995,
    longitude: -73.5686,
  };
  const contact = await post<{ id: string }>('/contact', {
    organisationId,
    name: 'Répartition, quart de nuit',
    email: 'repartition.nuit@example.test',
    phone: '+15145550123',
    contactMethod: 'email',
  });
  const geofence = await post<{ id: string }>('/geofence', {
    organisationId,
    name: names.geofence,
    ...place,
    radius: 250,
  });
  await post('/base', { organisationId, name: names.base, ...place });
  const action = await post<{ id: string }>('/action', {
    organisationId,
    name: names.action,
    actionType: 'webhook',
    alertType: 'button',
    webhookUrl: 'https://hooks.example.com/pinpoint',
    webhookMethod: 'POST',
    deviceIds: [tracker.device.id],
    repeatMode: 'open',
    repeatMinutes: 5,
  });
  // Commands: one still queued for the phone, with a long text.
  await post('/command', {
    deviceId: tracker.device.id,
    command: { kind: 'custom', text: 'Envoyer la position toutes les deux minutes pendant la tournée' },
  });
  const dashboard = await post<{ id: string }>('/dashboard', {
    organisationId,
    name: names.dashboard,
    widgets: [
      { id: 'map', type: 'map', devices: [tracker.device.id] },
      { id: 'now', type: 'latest', field: 'temperature', devices: [freezer.id] },
      { id: 'chart', type: 'series', fields: ['temperature'], devices: [freezer.id] },
      { id: 'batteries', type: 'battery-list', devices: [tracker.device.id, freezer.id] },
    ],
  });
  const { token: dashboardShare } = await post<{ token: string }>(`/dashboard/${dashboard.id}/shares`, {});
  const { token: deviceShare } = await post<{ token: string }>(`/device/${tracker.device.id}/share`, {});
  const asset = await post<{ id: string }>('/asset', {
    organisationId,
    name: names.asset,
    description: 'Remorque de 53 pieds, groupe frigorifique Thermo King',
    metrics: [
      { type: 'position', deviceId: tracker.device.id, field: 'position' },
      { type: 'temperature', deviceId: freezer.id, field: 'temperature' },
    ],
  });
  const report = await post<{ id: string }>('/report', {
    organisationId,
    name: names.report,
    widgets: [{ id: 'w1', type: 'latest', field: 'temperature', devices: [freezer.id] }],
    period: 'week',
    schedule: { frequency: 'weekly', time: '07:00', days: [1] },
    recipients: [{ kind: 'contact', id: contact.id }],
    formats: ['pdf', 'csv', 'xlsx'],
    enabled: false,
  });
  // A preview run, so the report's run history has a row.
  await post(`/report/${report.id}/run`, { send: false });
  return {
    organisationId,
    tracker,
    freezer,
    geofence,
    action,
    dashboard,
    dashboardShare,
    deviceShare,
    asset,
    report,
  };
}

/** Every route of the router, with real ids; no two routes in a row share a heading. */
function routeList(o: Awaited<ReturnType<typeof makeObjects>>): Route[] {
  const org = o.organisationId;
  const billing = ['limit-reached', 'register-card', 'subscription-success', 'invoice-due', 'cancel'];
  return [
    { pattern: '', path: '/' },
    { pattern: 'device/:id', path: `/device/${o.tracker.device.id}`, heading: names.tracker },
    { pattern: 'device', path: '/device' },
    { pattern: 'command', path: '/command' },
    { pattern: 'dashboard', path: '/dashboard' },
    { pattern: 'dashboard/:id', path: `/dashboard/${o.dashboard.id}`, heading: names.dashboard },
    { pattern: 'action', path: '/action' },
    { pattern: 'action/:id/logs', path: `/action/${o.action.id}/logs` },
    { pattern: 'incident', path: '/incident' },
    { pattern: 'report', path: '/report' },
    { pattern: 'report/:id', path: `/report/${o.report.id}`, heading: names.report },
    { pattern: 'report/:id', path: '/report/new' },
    { pattern: 'asset', path: '/asset' },
    { pattern: 'asset/:id', path: `/asset/${o.asset.id}`, heading: names.asset },
    { pattern: 'geofence', path: '/geofence' },
    { pattern: 'geofence/add', path: '/geofence/add' },
    { pattern: 'geofence/:id', path: `/geofence/${o.geofence.id}`, heading: names.geofence },
    { pattern: 'base', path: '/base' },
    { pattern: 'contact', path: '/contact' },
    { pattern: 'organisation', path: '/organisation' },
    { pattern: 'organisation/:id/members', path: `/organisation/${org}/members` },
    { pattern: 'organisation/:id/logs', path: `/organisation/${org}/logs` },
    { pattern: 'organisation/:id/integrations', path: `/organisation/${org}/integrations` },
    { pattern: 'account', path: '/account' },
    { pattern: 'billing', path: '/billing' },
    ...billing.map((page) => ({ pattern: `billing/${page}`, path: `/billing/${page}` })),
    // With billing off there is no card to wait for: the success page moves on by itself.
    { pattern: 'billing/success', path: '/billing/success', landsAt: '/billing/subscription-success' },
    { pattern: 'operator', path: '/operator' },
    { pattern: '*', path: '/no/such/page' },
    {
      pattern: 'share/dashboard/:id',
      path: `/share/dashboard/${o.dashboardShare}`,
      heading: names.dashboard,
    },
    { pattern: 'share/:id', path: `/share/${o.deviceShare}`, heading: names.tracker },
    { pattern: 'auth-error', path: '/auth-error' },
    // A link that is not valid: its page says so (a real one is opened by incidents.e2e.ts).
    { pattern: 'ack/:token', path: '/ack/not-a-link' },
  ];
}

beforeAll(async () => {
  const signedUp = await signUp(browser(), newAccount('Claire Tremblay'), phone);
  context = signedUp.context;
  await signedUp.page.waitForFunction(() => localStorage.getItem('access_token'));
  token = await accessToken(signedUp.page);
  await signedUp.page.close();
  routes = routeList(await makeObjects());
}, 120_000);

afterAll(() => context?.close());

describe('a phone, 390 px wide', () => {
  it('visits every route of the router', () => {
    expect([...new Set(routes.map((route) => route.pattern))].sort()).toEqual(routerPatterns());
  });

  it.each(['en', 'fr'] as const)(
    'shows no screen wider than the phone, in %s, light and dark',
    async (language) => {
      await apiJson(token, 'PATCH', '/user/settings', { language });
      // One page a theme, side by side: the theme is each page's own from its start.
      const failures = await Promise.all(themes.map((theme) => visitAll(language, theme)));
      expect(failures.flat()).toEqual([]);
    },
    120_000,
  );
});

const themes = ['light', 'dark'] as const;

/** Opens every route in one page, client-side, and says what overflows where. */
async function visitAll(language: string, theme: (typeof themes)[number]): Promise<string[]> {
  const page = await context.newPage();
  // The theme the app reads at start (localStorage 'theme'), for this page alone: the two pages
  // share the context's storage and start side by side.
  await page.addInitScript((mode) => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      return key === 'theme' ? mode : getItem.call(this, key);
    };
  }, theme);
  await page.goto('/contact');
  await page.waitForFunction((lang) => document.documentElement.lang.startsWith(lang), language);
  let heading = await settled(page, '/contact');
  const failures: string[] = [];
  for (const route of routes) {
    const where = `${language} ${theme} ${route.path}`;
    try {
      heading = await openClientSide(page, route.path, heading, route.landsAt);
    } catch {
      const state = await page.evaluate(() => ({
        at: window.location.pathname,
        heading: document.querySelector('h1')?.textContent,
        busy: [...document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')].map(
          (e) => e.getAttribute('aria-label') ?? e.className,
        ),
      }));
      failures.push(`${where}: did not settle (${JSON.stringify(state)})`);
      heading = (await page.locator('h1').first().textContent()) ?? '';
      continue;
    }
    if (route.heading && heading !== route.heading) failures.push(`${where}: heading ${heading}`);
    if (route.pattern !== '*' && /^Page (not found|introuvable)$/.test(heading))
      failures.push(`${where}: not found`);
    const problems = await horizontalOverflow(page);
    for (const problem of problems) failures.push(`${where}: ${problem}`);
    // PHONE_SCREENSHOTS=<folder> keeps a picture of every screen, to see how each one looks.
    const folder = process.env.PHONE_SCREENSHOTS;
    if (folder)
      await page.screenshot({
        path: `${folder}/${language}-${theme}${route.path.replaceAll('/', '_')}.png`,
        fullPage: true,
      });
  }
  await page.close();
  return failures;
}
