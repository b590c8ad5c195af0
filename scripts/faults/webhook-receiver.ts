import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = {
  /** The Standard Webhooks `webhook-id`: our delivery's id, the same on every try of it. */
  id: string;
  /** The event's device (action.fired events), to tell which alert arrived. */
  deviceId: string | undefined;
  at: number;
};

/**
 * A webhook receiver on 127.0.0.1 that keeps every request it is sent and answers 204, after
 * `holdMs` (a receiver that takes its time: a sender killed meanwhile never hears the answer).
 */
export async function startWebhookReceiver({ holdMs = 0 } = {}) {
  const received: ReceivedWebhook[] = [];
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('error', () => {}); // a sender killed mid-request
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let deviceId: string | undefined;
      try {
        deviceId = JSON.parse(Buffer.concat(chunks).toString()).data?.device?.id;
      } catch {
        deviceId = undefined;
      }
      received.push({ id: String(req.headers['webhook-id'] ?? ''), deviceId, at: Date.now() });
      inFlight += 1;
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(204).end();
      }, holdMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/alerts`,
    received,
    /** Requests received and not answered yet. */
    inFlight: () => inFlight,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
