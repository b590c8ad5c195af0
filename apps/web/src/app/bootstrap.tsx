import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../components/notice.tsx';
import { Spinner } from '../components/spinner.tsx';
import { isAuthConfigured } from '../lib/auth/user-manager.ts';
import { loadConfig } from '../lib/config.ts';
import { en } from '../lib/i18n/en.ts';
import { App, createAppServices } from './app.tsx';

/** Before the config is known there is no language yet: the English catalogue speaks. */
function BootSpinner() {
  return (
    <div
      role="status"
      aria-label={en.app.loading}
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Spinner />
    </div>
  );
}

function BootError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Notice
      boot
      severity="error"
      title={en.app.configErrorTitle}
      action={onRetry ? { label: en.app.retry, onClick: onRetry } : undefined}
    >
      {en.app.configErrorText} {message}
    </Notice>
  );
}

/** Loads the config and builds the app's services once (a query function runs once, even in StrictMode). */
function ConfigGate() {
  const app = useQuery({
    queryKey: ['config'],
    queryFn: async () => {
      const config = await loadConfig();
      return isAuthConfigured(config) ? createAppServices(config) : null;
    },
    structuralSharing: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  if (app.isPending) return <BootSpinner />;
  if (app.isError) return <BootError message={app.error.message} onRetry={() => void app.refetch()} />;
  if (!app.data) return <BootError message={en.app.authNotConfigured} />;
  return <App services={app.data} />;
}

/** Loads /config.json once, showing a small indicator, or a readable error, until it arrives. */
export function Bootstrap() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigGate />
    </QueryClientProvider>
  );
}
