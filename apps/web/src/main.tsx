import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { notifyManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Bootstrap } from './app/bootstrap.tsx';
import { coalescingScheduler } from './lib/query-batching.ts';

// Query answers that arrive within a frame of each other render once (lib/query-batching.ts).
notifyManager.setScheduler(coalescingScheduler());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Bootstrap />
  </StrictMode>,
);
