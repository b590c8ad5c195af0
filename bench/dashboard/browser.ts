import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../e2e/chromium.ts';
import type { DashboardBench } from './setup.ts';

/** A figure the browser measured, printed under the API figures. */
export type BrowserFigure = { label: string; value: string };

const WIDGETS = 12;
const LOADS = Number(process.env.BENCH_BROWSER_LOADS ?? 5);

/**
 * Milliseconds from navigation start until the page shows all twelve widgets and none of them is
 * still loading (no loading skeleton), checked on every animation frame, so the figure is
 * the frame the last widget was drawn in.
 */
async function timeToDrawn(page: Page, url: string, widgets: number): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page
    .waitForFunction(
      (count) => {
        const shown = document.querySelectorAll('[data-widget-id]');
        if (shown.length < count) return false;
        // A widget still loading shows its skeleton (role status, aria-busy); a frame that is only
        // refreshing data it already drew is busy too, but drawn.
        for (const w of shown) if (w.querySelector('[role="status"][aria-busy="true"]')) return false;
        return performance.now();
      },
      widgets,
      { polling: 'raf', timeout: 60_000 },
    )
    .catch(async (err: Error) => {
      const seen = await page
        .evaluate(() => ({
          path: location.pathname,
          widgets: document.querySelectorAll('[data-widget-id]').length,
          loading: document.querySelectorAll('[data-widget-id] [role="status"][aria-busy="true"]').length,
        }))
        .catch(() => null);
      throw new Error(`${err.message.split('\n')[0]}; the page showed ${JSON.stringify(seen)}`);
    });
  return (await handle.jsonValue()) as number;
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return `first (cold) ${times[0]?.toFixed(0)} ms, then p50 ${at(0.5).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms over ${times.length} loads`;
};

/**
 * The session the web app keeps in local storage (oidc-client-ts `oidc.user:<authority>:<client>`),
 * made from the bench's access token, so the dashboard opens signed in without the sign-in pages.
 */
export async function signedInSession(bench: Pick<DashboardBench, 'url' | 'token'>) {
  const config = (await (await fetch(`${bench.url}/config.json`)).json()) as {
    authDomain: string;
    authClientId: string;
  };
  const authority = /^https?:\/\//i.test(config.authDomain)
    ? config.authDomain
    : `https://${config.authDomain}`;
  const claims = JSON.parse(Buffer.from(bench.token.split('.')[1] as string, 'base64url').toString()) as {
    sub: string;
    exp?: number;
    email?: string;
  };
  return {
    key: `oidc.user:${authority}:${config.authClientId}`,
    value: JSON.stringify({
      access_token: bench.token,
      token_type: 'Bearer',
      scope: 'openid profile email offline_access',
      profile: { sub: claims.sub, email: claims.email },
      expires_at: claims.exp ?? Math.floor(Date.now() / 1000) + 3600,
    }),
  };
}

async function measure(
  browser: Browser,
  url: string,
  widgets: number,
  session?: { key: string; value: string },
) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  try {
    if (session)
      await context.addInitScript(
        ({ key, value }) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, value);
          localStorage.setItem('access_token', JSON.parse(value).access_token);
        },
        { key: session.key, value: session.value },
      );
    const page = await context.newPage();
    const times: number[] = [];
    for (let i = 0; i < LOADS; i += 1) times.push(await timeToDrawn(page, url, widgets));
    return times;
  } finally {
    await context.close();
  }
}

/**
 * "Time to all widgets drawn" in Chromium (/usr/bin/chromium, or CHROMIUM) for the bench's
 * twelve-widget dashboard, signed in and through its public link (signed out): from navigation
 * until every widget is drawn, the first load cold and then warm. Needs a web build served by the
 * bench's server (WEB_DIST, default apps/web/dist); answers null without one.
 */
export async function measureBrowser(bench: DashboardBench): Promise<BrowserFigure[] | null> {
  const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) return null;
  let executablePath: string;
  try {
    executablePath = chromiumPath();
  } catch {
    return null;
  }
  const browser = await chromium.launch({ executablePath, headless: true, args: chromiumFlags });
  const figures: BrowserFigure[] = [];
  try {
    const attempt = async (label: string, run: () => Promise<number[]>) => {
      try {
        figures.push({ label, value: stats(await run()) });
      } catch (err) {
        figures.push({ label, value: `not measured (${(err as Error).message.split('\n')[0]})` });
      }
    };
    await attempt('time to all 12 widgets drawn, signed in', async () =>
      measure(browser, `${bench.url}/dashboard/${bench.dashboardId}`, WIDGETS, await signedInSession(bench)),
    );
    // The public link shows the widgets a link may show (11 of the 12 here): all it shows, drawn.
    await attempt('time to all widgets drawn, public link (11 shown)', () =>
      measure(browser, `${bench.url}/share/dashboard/${bench.shareToken}`, 11),
    );
  } finally {
    await browser.close();
  }
  return figures;
}
