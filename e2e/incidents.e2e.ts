import { afterAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../apps/server/src/modules/action/test-helpers.ts';
import { linkToken } from '../apps/server/src/modules/incident/test/helpers.ts';
import { addTtnFreezer, apiJson, firstOrganisationId, hex } from './api.ts';
import { accessToken, eventually, newAccount, newPage, signUp, useBrowser } from './browser.ts';
import { useOwnServer } from './own-server.ts';

/**
 * Issue 30, end to end: a freezer's uplink above the threshold opens one incident and sends one
 * e-mail through a real SMTP server (smtp-server on 127.0.0.1); the e-mail's "I'm on it" link,
 * opened in a browser that never signed in, acknowledges it. A server of its own, for SMTP_URL.
 */

const browser = useBrowser();
const smtp = await startSmtp();
afterAll(() => smtp.close());
const base = useOwnServer('incidents', { SMTP_URL: smtp.url, MAIL_FROM: 'Pinpoint <alerts@pinpoint.test>' });

type IncidentList = {
  items: Array<{ id: string; state: string; acknowledgedBy: string | null; acknowledgedVia: string | null }>;
};

describe('an incident', () => {
  it('opens with one e-mail on a warm uplink, and its link acknowledges it signed out', async () => {
    const { context, page } = await signUp(browser(), newAccount('Ines Incident'), { baseURL: base() });
    const token = await accessToken(page);
    const organisationId = await firstOrganisationId(token, base());
    const email = `night-${hex(3).toLowerCase()}@example.test`;
    const contact = await apiJson<{ id: string }>(
      token,
      'POST',
      '/contact',
      { organisationId, name: 'Night shift', email, phone: '+14165550199', contactMethod: 'email' },
      undefined,
      base(),
    );
    const freezer = await addTtnFreezer(token, organisationId, 'Walk-in freezer', 'e2e-incident', base());
    await apiJson(
      token,
      'POST',
      '/action',
      {
        organisationId,
        name: 'Freezer too warm',
        actionType: 'alert',
        alertType: 'temperature',
        comparison: 'above',
        threshold: -10,
        message: '{{device}} is at {{value}}',
        contactIds: [contact.id],
        deviceIds: [freezer.id],
        repeatMinutes: 15,
        repeatMode: 'close',
      },
      undefined,
      base(),
    );

    // Cold, then warm (the alert), then warm again (the same incident: nothing more is sent).
    await freezer.send(-19, 1, new Date(Date.now() - 120_000));
    await freezer.send(4.5, 2, new Date(Date.now() - 60_000));
    const mails = await eventually(
      async () => smtp.mails.filter((m) => m.to.includes(email)),
      (found) => found.length > 0,
    );
    await freezer.send(5, 3, new Date());
    const incidents = () =>
      apiJson<IncidentList>(
        token,
        'GET',
        `/organisation/${organisationId}/incidents`,
        undefined,
        undefined,
        base(),
      );
    const open = await eventually(incidents, (list) => list.items.length === 1);
    expect(open.items[0]?.state).toBe('open');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toContain('Subject: Freezer too warm: Walk-in freezer');

    // The link, in a browser that never signed in.
    const signedOut = await newPage(browser(), { baseURL: base() });
    await signedOut.page.goto(`/ack/${linkToken(mails[0] as never)}`);
    await signedOut.page
      .getByRole('heading', { name: 'Freezer too warm: Walk-in freezer', level: 1 })
      .waitFor();
    await signedOut.page.getByText('Sent to Night shift').waitFor();
    await signedOut.page.getByRole('button', { name: "I'm on it" }).click();
    await signedOut.page.getByText("Thanks: you're on it. The others have been told.").waitFor();
    expect(await signedOut.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await signedOut.context.close();

    const taken = await incidents();
    expect(taken.items[0]).toMatchObject({
      state: 'acknowledged',
      acknowledgedVia: 'email',
      acknowledgedBy: `Night shift (${email})`,
    });
    // The incidents list says so too, and no second e-mail went out.
    await page.goto('/incident');
    await page.getByRole('table', { name: 'Incidents' }).getByText('Acknowledged', { exact: true }).waitFor();
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    await context.close();
  });
});
