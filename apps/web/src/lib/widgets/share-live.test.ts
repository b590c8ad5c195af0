import { describe, expect, it, vi } from 'vitest';
import type { SocketLike } from '../live-connection.ts';
import { connectShare } from './share-live.ts';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code: number) {
    this.onclose?.({ code } as CloseEvent);
  }
}

describe('connectShare', () => {
  it('follows a link by its token, hands over updates by share key, and ends for good when revoked', () => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    const onUpdate = vi.fn();
    const onGone = vi.fn();
    const statuses: string[] = [];
    connectShare({
      url: 'ws://localhost/api/live',
      token: 'tok',
      onUpdate,
      onGone,
      onStatus: (s) => statuses.push(s),
      createSocket: () => new FakeSocket(),
      random: () => 0.5,
    });
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribeShare', token: 'tok' }]);
    socket.receive({ type: 'shareSubscribed' });
    socket.receive({
      type: 'shareDevice',
      update: { device: 'd1', lastSeenAt: '2026-11-21T10:00:00.000Z', readings: { temperature: -8 } },
    });
    expect(onUpdate).toHaveBeenCalledWith({
      deviceId: 'd1',
      lastSeenAt: '2026-11-21T10:00:00.000Z',
      readings: { temperature: -8 },
    });
    // A dropped socket reconnects; a revoked link (4404) does not.
    socket.drop(1006);
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.all).toHaveLength(2);
    (FakeSocket.all[1] as FakeSocket).drop(4404);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(onGone).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'closed']);
  });
});
