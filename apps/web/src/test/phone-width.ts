import { afterEach, beforeEach } from 'vitest';

/**
 * Makes window.matchMedia answer as a screen `width` px wide (jsdom has none), so MUI's
 * useMediaQuery sees a phone.
 */
export function atScreenWidth(width: number) {
  const matches = (query: string) =>
    query
      .replace(/^@media\s*/, '')
      .split(/\s+and\s+/)
      .every((part) => {
        const rule = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
        if (!rule) return false;
        return rule[1] === 'min' ? width >= Number(rule[2]) : width <= Number(rule[2]);
      });
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** A phone (390 px wide by default) for each test of the describe block calling it. */
export function onPhone(width = 390) {
  let original: typeof window.matchMedia | undefined;
  beforeEach(() => {
    original = window.matchMedia;
    atScreenWidth(width);
  });
  afterEach(() => {
    window.matchMedia = original as typeof window.matchMedia;
  });
}
