import type { IncidentDetail, IncidentPage } from '@pinpoint/shared';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { type ActionEngine, startActionEngine } from '../../action/engine/engine.ts';
import { type Mail, setUpOrganisation, startSmtp, updateOf } from '../../action/test-helpers.ts';

/** Test-only helpers of the incident tests. */

export type Org = Awaited<ReturnType<typeof setUpOrganisation>>;
export { setUpOrganisation };

/** A mail's text as written (quoted-printable soft breaks and escapes undone). */
export const mailText = (m: Mail) =>
  m.data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The token of the "I'm on it" link in a mail. */
export function linkToken(m: Mail): string {
  const match = /I'm on it: \S+\/ack\/([\w.-]+)/.exec(mailText(m));
  if (!match) throw new Error(`no link in: ${mailText(m)}`);
  return match[1] as string;
}

/** Adds a contact of the organisation through the API; answers its id. */
export async function addContact(
  org: Org,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await org.api.call('/contact', {
    token: org.owner.token,
    body: {
      organisationId: org.organisationId,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '+14165550111',
      contactMethod: 'email',
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** A freezer alert (above -10 °C) of the organisation's device; answers its id. */
export async function freezerAlert(
  org: Org,
  engine: Pick<ActionEngine, 'invalidate'> | null,
  body: Record<string, unknown> = {},
) {
  const res = await org.api.call('/action', {
    token: org.owner.token,
    body: {
      organisationId: org.organisationId,
      name: 'Freezer too warm',
      actionType: 'alert',
      alertType: 'temperature',
      comparison: 'above',
      threshold: -10,
      message: '{{device}} at {{value}}',
      contactIds: [org.contactId],
      deviceIds: [org.deviceId],
      repeatMinutes: 5,
      repeatMode: 'close',
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  engine?.invalidate();
  return res.body.id as string;
}

/** Feeds a temperature at the clock's time. */
export async function feed(engine: ActionEngine, org: Org, temperature: number, at: Date) {
  const result = await engine.handleUpdates([
    updateOf(org.organisationId, org.deviceId, { temperature }, at),
  ]);
  expect(result.failed).toBe(false);
  return result.fired;
}

export async function incidentsOf(org: Org, query = ''): Promise<IncidentPage> {
  const res = await org.api.call(`/organisation/${org.organisationId}/incidents${query}`, {
    token: org.owner.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function incident(org: Org, id: string): Promise<IncidentDetail> {
  const res = await org.api.call(`/incident/${id}`, { token: org.owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export type IncidentStack = {
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  server: TestServer;
  engine: ActionEngine;
  close: () => Promise<void>;
};

/**
 * A real SMTP server (smtp-server on 127.0.0.1), the server sending to it (with `env`), and an
 * action engine on the test's clock `now`.
 */
export async function startIncidentStack(
  env: Record<string, string>,
  now: () => Date,
): Promise<IncidentStack> {
  const smtp = await startSmtp();
  const server = await startTestServer({ SELF_HOST: 'true', SMTP_URL: smtp.url, ...env });
  const engine = await startActionEngine(server.handle.db, server.handle.pool, server.config, {
    now,
    pollingIntervalSeconds: 0.5,
  });
  return {
    smtp,
    server,
    engine,
    async close() {
      await engine.stop();
      await server.close();
      await smtp.close();
    },
  };
}
