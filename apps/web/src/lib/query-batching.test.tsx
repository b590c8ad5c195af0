import { notifyManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { coalescingScheduler } from './query-batching.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two answers moments apart, as the device list's first view gets its page, roles, bases and
 * forecasts (38 ms apart: in a test's busy event loop, closer ones may merge on their own).
 */
function TwoAnswers({ onCommit }: { onCommit: (shown: string) => void }) {
  const first = useQuery({ queryKey: ['first'], queryFn: () => wait(2).then(() => 'devices') });
  const second = useQuery({ queryKey: ['second'], queryFn: () => wait(40).then(() => 'forecasts') });
  const shown = `${first.data ?? '…'} ${second.data ?? '…'}`;
  return (
    <Profiler id="answers" onRender={() => onCommit(shown)}>
      <p>{shown}</p>
    </Profiler>
  );
}

async function commitsWith(scheduler: (notify: () => void) => void): Promise<string[]> {
  notifyManager.setScheduler(scheduler);
  const commits: string[] = [];
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <TwoAnswers onCommit={(shown) => commits.push(shown)} />
    </QueryClientProvider>,
  );
  // Outside act(): React schedules these renders as it does in the browser, not at act's end.
  await wait(250);
  expect(screen.getByText('devices forecasts')).toBeInTheDocument();
  view.unmount();
  return commits;
}

describe('coalescingScheduler', () => {
  afterEach(() => {
    notifyManager.setScheduler((notify) => setTimeout(notify, 0));
    vi.useRealTimers();
  });

  it('tells what arrives within its window in one task, in order', () => {
    vi.useFakeTimers();
    const schedule = coalescingScheduler(() => 16);
    const told: string[] = [];
    schedule(() => told.push('a'));
    vi.advanceTimersByTime(10);
    schedule(() => told.push('b'));
    expect(told).toEqual([]);
    vi.advanceTimersByTime(6);
    expect(told).toEqual(['a', 'b']);
    // The next answer opens a new window.
    schedule(() => told.push('c'));
    vi.advanceTimersByTime(15);
    expect(told).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(told).toEqual(['a', 'b', 'c']);
  });

  it('reads its window for each batch: once the start is over, an answer is told at once', () => {
    vi.useFakeTimers();
    let window = 16;
    const schedule = coalescingScheduler(() => window);
    const told: string[] = [];
    schedule(() => told.push('start'));
    vi.advanceTimersByTime(15);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    window = 0;
    schedule(() => told.push('live'));
    vi.advanceTimersByTime(0);
    expect(told).toEqual(['start', 'live']);
  });

  it('still tells the others when one subscriber throws, and reports the error', async () => {
    vi.useFakeTimers();
    const schedule = coalescingScheduler(() => 16);
    const told: string[] = [];
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        });
      });
    });
    schedule(() => {
      throw new Error('a subscriber failed');
    });
    schedule(() => told.push('b'));
    vi.advanceTimersByTime(16);
    expect(told).toEqual(['b']);
    expect(await reported).toEqual(new Error('a subscriber failed'));
  });

  it('renders answers that arrive moments apart once, where each alone renders on its own', async () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    });
    const alone = await commitsWith((notify) => setTimeout(notify, 0));
    expect(alone).toContain('devices …');

    const together = await commitsWith(coalescingScheduler(() => 100));
    expect(together).not.toContain('devices …');
    expect(together.at(-1)).toBe('devices forecasts');
    expect(together.length).toBeLessThan(alone.length);
  });
});
