import type { Device } from '@pinpoint/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDevice } from '../test/fixtures.ts';
import { type DeviceUpdate, deviceKeys, type Position, writeDeviceUpdates } from './device-cache.ts';
import { connectLive, liveUrl, type SocketLike } from './live-connection.ts';
import { createUpdateWriter, refreshAfterReconnect } from './live-updates.ts';

/** A WebSocket the test drives: it records what the client sends and lets the test answer or drop. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A tracker heard from at 10:00, with a temperature and battery reading. */
const device = (id: string, overrides: Partial<Device> = {}) =>
  testDevice(0, `Device ${id}`, {
    id,
    batteryMv: 2900,
    batteryPct: 86,
    temperature: 20,
    location: { lat: 43.6, lon: -79.4, at: '2026-11-21T10:00:00.000Z' },
    lastSeenAt: '2026-11-21T10:00:00.000Z',
    readings: { temperature: 20, battery_mv: 2900 },
    ...overrides,
  });

const update = (deviceId: string, overrides: Partial<DeviceUpdate> = {}): DeviceUpdate => ({
  organisationId: 'org-1',
  deviceId,
  lastSeenAt: '2026-11-21T10:05:00.000Z',
  readings: { temperature: 4.5, battery_mv: 2650 },
  position: { lat: 43.7, lon: -79.3, time: '2026-11-21T10:05:00.000Z' },
  ...overrides,
});

describe('the live-updates connection', () => {
  beforeEach(() => {
    FakeSocket.all = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const connect = (overrides: Partial<Parameters<typeof connectLive>[0]> = {}) => {
    const onUpdate = vi.fn();
    const onStatus = vi.fn();
    const getToken = vi.fn(async () => 'token-1');
    const renewToken = vi.fn(async () => 'token-2');
    const connection = connectLive({
      url: 'ws://localhost/api/live',
      organisationId: 'org-1',
      getToken,
      renewToken,
      onUpdate,
      onStatus,
      createSocket: (url) => new FakeSocket(url),
      random: () => 0.5,
      ...overrides,
    });
    return { connection, onUpdate, onStatus, getToken, renewToken };
  };

  it('authenticates, subscribes to the organisation and hands over device updates', async () => {
    const { connection, onUpdate, onStatus } = connect();
    await flush();
    const socket = FakeSocket.all[0] as FakeSocket;
    expect(socket.url).toBe('ws://localhost/api/live');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    socket.receive({ type: 'ready' });
    expect(socket.sent[1]).toEqual({ type: 'subscribe', organisationId: 'org-1' });
    socket.receive({ type: 'subscribed', organisationId: 'org-1' });
    expect(onStatus).toHaveBeenLastCalledWith('live');
    socket.receive({ type: 'device', update: update('d1') });
    expect(onUpdate).toHaveBeenCalledWith(update('d1'));
    // Messages outside the shared contract (packages/shared/src/live.ts) are dropped, not applied.
    socket.receive({ type: 'device', update: { deviceId: 'd2', readings: { temperature: 'warm' } } });
    socket.receive({ type: 'device' });
    expect(onUpdate).toHaveBeenCalledTimes(1);
    connection.close();
    expect(socket.closedWith).toBe(1000);
    expect(onStatus).toHaveBeenLastCalledWith('closed');
  });

  it('stops, without reconnecting, when the server ends the subscription (membership removed), and says so once', async () => {
    vi.useFakeTimers();
    const onAccessLost = vi.fn();
    const { onStatus, onUpdate } = connect({ onAccessLost, minDelayMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.open();
    socket.receive({ type: 'ready' });
    socket.receive({ type: 'subscribed', organisationId: 'org-1' });
    socket.receive({ type: 'error', message: 'Your membership of this organisation ended' });
    expect(onAccessLost).toHaveBeenCalledWith('Your membership of this organisation ended');
    expect(onStatus).toHaveBeenLastCalledWith('closed');
    expect(socket.closedWith).toBe(1000);
    // What the server sends after that is not applied, and nothing reconnects.
    socket.receive({ type: 'device', update: update('d1') });
    socket.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(onAccessLost).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledTimes(0);
  });

  it('reconnects after a drop with a growing delay, without a reload', async () => {
    vi.useFakeTimers();
    const { connection } = connect({ minDelayMs: 1000, maxDelayMs: 8000 });
    await vi.advanceTimersByTimeAsync(0);
    (FakeSocket.all[0] as FakeSocket).drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    (FakeSocket.all[1] as FakeSocket).drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    // Once subscribed again, the next drop starts from the shortest delay.
    const third = FakeSocket.all[2] as FakeSocket;
    third.open();
    third.receive({ type: 'ready' });
    third.receive({ type: 'subscribed', organisationId: 'org-1' });
    third.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(4);
    connection.close();
    (FakeSocket.all[3] as FakeSocket).drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('after a reconnect reads again what the socket missed: the list, its pages, the map, open devices, widgets', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const held = {
      list: deviceKeys.list('org-1'),
      page: deviceKeys.page('org-1', 'sort=name&page=1'),
      positions: deviceKeys.positions('org-1'),
      device: deviceKeys.detail('d1'),
      track: deviceKeys.history('d1', 'positions', '2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z'),
      otherOrganisation: deviceKeys.list('org-2'),
      user: ['user'],
    };
    for (const key of Object.values(held)) queryClient.setQueryData(key, []);
    const stale = () =>
      Object.entries(held)
        .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);
    const invalidateWidgets = vi.fn();
    const subscribe = (socket: FakeSocket) => {
      socket.open();
      socket.receive({ type: 'ready' });
      socket.receive({ type: 'subscribed', organisationId: 'org-1' });
    };
    const { connection } = connect({
      minDelayMs: 1000,
      onStatus: refreshAfterReconnect(queryClient, 'org-1', invalidateWidgets),
    });
    await vi.advanceTimersByTimeAsync(0);
    subscribe(FakeSocket.all[0] as FakeSocket);
    // The first connection: the screens have just read everything.
    expect(stale()).toEqual([]);
    expect(invalidateWidgets).not.toHaveBeenCalled();
    (FakeSocket.all[0] as FakeSocket).drop();
    await vi.advanceTimersByTimeAsync(1000);
    // Down: nothing is read again until the socket is back (it would be read twice).
    expect(stale()).toEqual([]);
    subscribe(FakeSocket.all[1] as FakeSocket);
    expect(stale()).toEqual(['list', 'page', 'positions', 'device', 'track']);
    expect(invalidateWidgets).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('keeps trying at least every 6.25 s (5 s and its jitter) however long the server is away', async () => {
    vi.useFakeTimers();
    // The longest jitter every time: the worst case a user waits once the server is back.
    const { connection } = connect({ random: () => 1 });
    await vi.advanceTimersByTimeAsync(0);
    for (let drop = 0; drop < 12; drop++) {
      const tries = FakeSocket.all.length;
      (FakeSocket.all[tries - 1] as FakeSocket).drop();
      await vi.advanceTimersByTimeAsync(6250);
      expect(FakeSocket.all).toHaveLength(tries + 1);
    }
    connection.close();
  });

  it('reconnects at once with a renewed token when the server says the token expired (4001)', async () => {
    vi.useFakeTimers();
    const { connection, renewToken } = connect();
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSocket.all[0] as FakeSocket;
    first.open();
    first.receive({ type: 'ready' });
    first.receive({ type: 'subscribed', organisationId: 'org-1' });
    first.drop(4001);
    await vi.advanceTimersByTimeAsync(0);
    expect(renewToken).toHaveBeenCalledTimes(1);
    const second = FakeSocket.all[1] as FakeSocket;
    second.open();
    expect(second.sent[0]).toEqual({ type: 'auth', token: 'token-2' });
    connection.close();
  });

  it('waits and tries again while there is no token', async () => {
    vi.useFakeTimers();
    const getToken = vi.fn().mockResolvedValueOnce(null).mockResolvedValue('token-1');
    const { connection } = connect({ getToken, minDelayMs: 500 });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.all).toHaveLength(1);
    connection.close();
  });

  it('builds the socket address from the API base', () => {
    expect(liveUrl('/api', 'http://localhost:8080')).toBe('ws://localhost:8080/api/live');
    expect(liveUrl('/api/', 'https://track.example.com')).toBe('wss://track.example.com/api/live');
    expect(liveUrl('https://api.example.com/v1', 'http://localhost')).toBe('wss://api.example.com/v1/live');
  });
});

describe('the cache writer', () => {
  const range = { minMv: 2300, maxMv: 3000 };

  it('writes a batch into the device list, the device and the tracks that hold the new fix', () => {
    const queryClient = new QueryClient();
    const untouched = device('d2');
    queryClient.setQueryData(deviceKeys.list('org-1'), [device('d1'), untouched]);
    queryClient.setQueryData(deviceKeys.detail('d1'), device('d1'));
    const today = deviceKeys.history(
      'd1',
      'positions',
      '2026-11-21T00:00:00.000Z',
      '2026-11-22T00:00:00.000Z',
    );
    const yesterday = deviceKeys.history(
      'd1',
      'positions',
      '2026-11-20T00:00:00.000Z',
      '2026-11-21T00:00:00.000Z',
    );
    const known: Position = {
      time: '2026-11-21T10:00:00.000Z',
      lat: 43.6,
      lon: -79.4,
      alt: null,
      accuracy: null,
      speed: null,
      heading: null,
      source: 'gnss',
    };
    queryClient.setQueryData(today, [known]);
    queryClient.setQueryData(yesterday, []);

    const result = writeDeviceUpdates(queryClient, 'org-1', [update('d1'), update('d9')], range);
    expect(result.unknownIds).toEqual(['d9']);

    const [d1, d2] = queryClient.getQueryData<Device[]>(deviceKeys.list('org-1')) ?? [];
    expect(d1).toMatchObject({
      lastSeenAt: '2026-11-21T10:05:00.000Z',
      temperature: 4.5,
      batteryMv: 2650,
      batteryPct: 50,
      location: { lat: 43.7, lon: -79.3, at: '2026-11-21T10:05:00.000Z' },
      readings: { temperature: 4.5, battery_mv: 2650 },
    });
    expect(d2).toBe(untouched);
    expect(queryClient.getQueryData<Device>(deviceKeys.detail('d1'))?.location?.lat).toBe(43.7);
    expect(queryClient.getQueryData<Position[]>(today)?.map((p) => p.time)).toEqual([
      '2026-11-21T10:00:00.000Z',
      '2026-11-21T10:05:00.000Z',
    ]);
    expect(queryClient.getQueryData<Position[]>(yesterday)).toEqual([]);
  });

  it('never moves a device back to an older position or older readings', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(deviceKeys.list('org-1'), [device('d1')]);
    writeDeviceUpdates(
      queryClient,
      'org-1',
      [
        update('d1', {
          lastSeenAt: '2026-11-21T09:00:00.000Z',
          position: { lat: 1, lon: 1, time: '2026-11-21T09:00:00.000Z' },
        }),
      ],
      range,
    );
    const [d1] = queryClient.getQueryData<Device[]>(deviceKeys.list('org-1')) ?? [];
    expect(d1).toMatchObject({
      lastSeenAt: '2026-11-21T10:00:00.000Z',
      temperature: 20,
      location: { lat: 43.6 },
    });
  });

  it('marks a device alerting when an alert fires, keeping its readings and position', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(deviceKeys.list('org-1'), [device('d1')]);
    const fired = '2026-11-21T10:01:00.000Z';
    const alert = { lastSeenAt: '2026-11-21T10:00:00.000Z', readings: {}, position: undefined };
    writeDeviceUpdates(queryClient, 'org-1', [update('d1', { ...alert, lastAlertAt: fired })], range);
    const [d1] = queryClient.getQueryData<Device[]>(deviceKeys.list('org-1')) ?? [];
    expect(d1).toMatchObject({ lastAlertAt: fired, temperature: 20, location: { lat: 43.6 } });
    // An older alert arriving late does not take it back.
    writeDeviceUpdates(
      queryClient,
      'org-1',
      [update('d1', { ...alert, lastAlertAt: '2026-11-21T09:00:00.000Z' })],
      range,
    );
    expect(queryClient.getQueryData<Device[]>(deviceKeys.list('org-1'))?.[0]?.lastAlertAt).toBe(fired);
  });

  it('batches updates: one cache write per batch, and a refetch for devices the list does not know', async () => {
    vi.useFakeTimers();
    const write = vi.fn((_updates: DeviceUpdate[]) => ({ unknownIds: ['d9'] }));
    const onUnknown = vi.fn();
    const writer = createUpdateWriter(write, onUnknown, 250);
    writer.push(update('d1'));
    writer.push(update('d2'));
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(250);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]?.[0].map((u) => u.deviceId)).toEqual(['d1', 'd2']);
    expect(onUnknown).toHaveBeenCalledTimes(1);
    writer.push(update('d3'));
    writer.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
