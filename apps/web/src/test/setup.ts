import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Routes load on demand: the first visit to a screen in a test file transforms and imports its
// chunk, which on two busy cores can take a few seconds. findBy* waits up to 5 s for it (the
// default 1 s made whole-screen tests fail by load alone); a screen that never comes still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

// jsdom draws nothing: without a canvas context, maps show their "cannot draw" note instead.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
