import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Bootstrap } from './bootstrap.tsx';

describe('bootstrap', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a loading indicator, then a readable error with a retry when /config.json fails', async () => {
    const fetchMock = vi.fn(async () => new Response('unavailable', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<Bootstrap />);
    expect(screen.getByRole('status', { name: 'Loading Pinpoint…' })).toBeInTheDocument();
    // One automatic retry first, a second later.
    expect(await screen.findByText('Pinpoint could not start', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(/The server answered 503 for \/config.json/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
    const calls = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
  });

  it('says so when sign-in is not configured', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ authDomain: '' }), { status: 200 })),
    );
    render(<Bootstrap />);
    expect(await screen.findByText(/Sign-in is not configured/)).toBeInTheDocument();
  });
});
