import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { notifyManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Bootstrap } from './app/bootstrap.tsx';
import { coalescingScheduler, startWindowMs } from './lib/query-batching.ts';
import { afterFirstScreen } from './lib/when-idle.ts';

// While the first screen loads, query answers that arrive within a frame of each other render once
// (lib/query-batching.ts); once it is idle, each is told at once, so a live update waits for no
// window (bench:map's send-to-marker measured a frame's worth more with it).
let windowMs = startWindowMs;
notifyManager.setScheduler(coalescingScheduler(() => windowMs));
afterFirstScreen(() => {
  windowMs = 0;
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Bootstrap />
  </StrictMode>,
);
