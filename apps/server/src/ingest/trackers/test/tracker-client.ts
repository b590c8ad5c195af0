import net from 'node:net';

/**
 * A tracker's end of a TCP connection, for the tests: sends bytes (whole, split or coalesced by
 * the caller) and reads the server's replies as they come.
 */
export async function connectTracker(port: number) {
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.setNoDelay(true);
  let received = Buffer.alloc(0);
  let ended = false;
  const waiters: Array<() => void> = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  socket.on('close', () => {
    ended = true;
    wake();
  });
  socket.on('error', () => {});

  return {
    socket,
    async send(hexOrBytes: string | Uint8Array) {
      const bytes = typeof hexOrBytes === 'string' ? Buffer.from(hexOrBytes, 'hex') : hexOrBytes;
      await new Promise<void>((resolve, reject) =>
        socket.write(bytes, (err) => (err ? reject(err) : resolve())),
      );
    },
    /** The next `n` bytes the server sent, as upper-case hex; rejects after `ms`. */
    async read(n: number, ms = 5000): Promise<string> {
      const deadline = Date.now() + ms;
      while (received.length < n) {
        if (ended) throw new Error(`connection closed after ${received.length} of ${n} bytes`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out with ${received.length} of ${n} bytes`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      const out = received.subarray(0, n);
      received = received.subarray(n);
      return out.toString('hex').toUpperCase();
    },
    /** Resolves once the server closed the connection; rejects after `ms`. */
    async closed(ms = 5000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!ended) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('the server did not close the connection');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    isClosed: () => ended,
    /** What the server sent and no `read` took yet, as hex. */
    received: () => received.toString('hex').toUpperCase(),
    end: () => socket.destroy(),
  };
}
