import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { DeviceUpdate } from '../../ingest/pipeline.ts';
import { type Person, testApi } from '../../test/api.ts';
import type { TestServer } from '../../test/server.ts';

/** Test-only helpers of the action tests: people, devices, contacts, receivers on 127.0.0.1. */

export type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/** An HTTP endpoint on 127.0.0.1 that records requests and answers `status()` (200 unless changed). */
export async function startReceiver(status: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(status(received.length), { 'content-type': 'text/plain' }).end('receiver says hello');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mail = { from: string; to: string[]; data: string };

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives. */
export async function startSmtp() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Polls until `probe` answers something truthy, or fails after `ms`. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An organisation with an owner, a device and a contact, made through the API as the web app would. */
export async function setUpOrganisation(server: TestServer, name: string, contactMethod = 'email') {
  const api = testApi(server);
  const owner: Person = await api.signUp(name);
  const organisationId = owner.organisationId;
  const device = await api.call('/device/self-host', {
    token: owner.token,
    body: { organisationId, name: `${name} freezer`, type: 'temperature' },
  });
  const contact = await api.call('/contact', {
    token: owner.token,
    body: {
      organisationId,
      name: `${name} night shift`,
      email: `${name.toLowerCase()}.night@example.com`,
      phone: '+14165550100',
      contactMethod,
    },
  });
  if (device.status !== 201 || contact.status !== 201) throw new Error('setUpOrganisation: could not add');
  return {
    api,
    owner,
    organisationId,
    deviceId: device.body.device.id as string,
    contactId: contact.body.id as string,
  };
}

/** A device update as the ingest pipeline publishes it after commit. */
export const updateOf = (
  organisationId: string,
  deviceId: string,
  readings: Record<string, number>,
  at = new Date(),
): DeviceUpdate => ({ organisationId, deviceId, lastSeenAt: at.toISOString(), readings });
