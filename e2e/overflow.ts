import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * The web app's route patterns as the router declares them (apps/web/src/app/router.tsx): every
 * `path: '...'`, the index route as '', and /billing with each of its pages. A test that visits
 * "every route" checks its list against this one, so a new route cannot be left out silently.
 */
export function routerPatterns(): string[] {
  const source = readFileSync(new URL('../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1] as string);
  const billing = /const billingPages[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const billingPages = [...billing.matchAll(/'([^']+)'/g)].map((match) => `billing/${match[1]}`);
  if (!source.includes('{ index: true')) throw new Error('The router has no index route any more');
  return ['', ...paths, 'billing', ...billingPages].sort();
}

/**
 * Navigates inside the single-page app without reloading it (as a link does: the router follows
 * the history), then waits until the new screen has settled: the address is `landsAt` (`path`
 * unless the screen moves on by itself), a level-1 heading other than `previousHeading` shows, nothing is busy (no indeterminate progress bar,
 * spinner or aria-busy region) and the heading and page height stayed the same over two polls.
 * Returns the heading's text.
 */
export async function openClientSide(
  page: Page,
  path: string,
  previousHeading: string,
  landsAt = path,
): Promise<string> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  return settled(page, landsAt, previousHeading);
}

/** Waits for the screen at `path` to settle, as openClientSide does; returns its heading. */
export async function settled(page: Page, path: string, previousHeading = ''): Promise<string> {
  const done = await page.waitForFunction(
    ({ target, previous }) => {
      const state = window as unknown as { __settleKey?: string };
      if (window.location.pathname !== target) return false;
      const heading = document.querySelector('main h1') ?? document.querySelector('h1');
      const text = heading?.textContent?.trim() ?? '';
      if (!text || text === previous) return false;
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
      };
      const busy = document.querySelectorAll(
        // A determinate progress bar (a usage meter) shows a value; only the others say "wait".
        '[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"], .MuiCircularProgress-root',
      );
      if ([...busy].some(shown)) return false;
      const key = `${text}|${document.body.scrollHeight}`;
      if (state.__settleKey !== key) {
        state.__settleKey = key;
        return false;
      }
      return text;
    },
    { target: path, previous: previousHeading },
    { polling: 100, timeout: 20_000 },
  );
  return (await done.jsonValue()) as string;
}

/**
 * What makes the page wider than the viewport, in words ([] when nothing does): the document
 * itself scrolling sideways, or any shown element reaching past the viewport's left or right
 * edge that no container meant to scroll or clip sideways holds. The page's own boxes (the
 * heading's ancestors: main, the shell, body, html) do not count as such a container: a page
 * that scrolls or cuts itself sideways is the fault this looks for. A table wrapper or a map
 * canvas inside the page, within the viewport, does count. Only the outermost offender of a
 * nest is named.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide`);
    const heading = document.querySelector('main h1') ?? document.querySelector('h1');
    const pageBoxes = new Set<Element>([root, document.body]);
    for (let box = heading?.parentElement; box; box = box.parentElement) pageBoxes.add(box);
    const inside = (box: DOMRect) => box.left >= -0.5 && box.right <= width + 0.5;
    const holder = (element: Element) =>
      getComputedStyle(element).overflowX !== 'visible' && inside(element.getBoundingClientRect());
    const offenders: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || inside(box)) continue;
      if (getComputedStyle(element).visibility !== 'visible') continue;
      let held = false;
      for (let parent = element.parentElement; parent && !held; parent = parent.parentElement)
        held = !pageBoxes.has(parent) && holder(parent);
      if (!held) offenders.push(element);
    }
    const outermost = offenders.filter(
      (element) => !offenders.some((o) => o !== element && o.contains(element)),
    );
    for (const element of outermost.slice(0, 5)) {
      const box = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
      const kind = [element.tagName.toLowerCase(), ...[...element.classList].slice(0, 2)].join('.');
      problems.push(`${kind} "${name}" spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
    }
    return problems;
  });
}
