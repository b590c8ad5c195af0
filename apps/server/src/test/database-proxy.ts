import net from 'node:net';
import { freePort } from './ports.ts';

export type ProxyMode = 'open' | 'closed' | 'silent';

/**
 * A TCP proxy in front of a PostgreSQL on its own loopback port, that a test
 * turns into the ways a database is lost: `closed` (nothing listens: every
 * connection refused, those open cut), `silent` (connections accepted, open or
 * new, but nothing they send reaches the database nor comes back: a frozen
 * server or a network that drops packets), and `open` again.
 */
export async function startDatabaseProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let mode: ProxyMode = 'open';
  let server: net.Server | undefined;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const handle = (client: net.Socket) => {
    track(client);
    if (mode === 'silent') return; // held open, never answered
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    // Data moves only while the proxy is open: when silent, it is dropped on the floor.
    client.on('data', (chunk) => mode === 'open' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'open' && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer(handle);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
      server = next;
    });
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const unlisten = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.close(() => resolve());
      cutAll();
    });

  await listen();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    port,
    async set(next: ProxyMode) {
      const was = mode;
      mode = next;
      if (next === 'closed') await unlisten();
      else if (!server) await listen();
      // Back from silent: the connections that went quiet are gone, as after a network cut.
      if (next === 'open' && was === 'silent') cutAll();
    },
    close: async () => {
      mode = 'closed';
      await unlisten();
    },
  };
}
