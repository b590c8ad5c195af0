import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBatterySeries } from '../../device/test/battery.ts';
import {
  freezerAlert,
  type IncidentStack,
  incidentsOf,
  mailText,
  setUpOrganisation,
  startIncidentStack,
} from '../../incident/test/helpers.ts';
import { waitFor } from '../test-helpers.ts';

// Issue 30 item 4: the "battery forecast under N days" alert type, on the periodic check, with a
// real SMTP server: it fires once, opens one incident, and a new battery resolves it.
let stack: IncidentStack;
let clock = new Date();
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
beforeAll(async () => {
  stack = await startIncidentStack({}, () => clock);
});
afterAll(() => stack.close());

const forecastAlert = { name: 'Battery running out', alertType: 'battery_forecast', comparison: null };

describe('battery forecast alerts', () => {
  it('fire once when the forecast falls under N days, and resolve when a new battery goes in', async () => {
    const { server, engine, smtp } = stack;
    const org = await setUpOrganisation(server, 'Ivy');
    const device = { organisationId: org.organisationId, deviceId: org.deviceId };
    // 20 days falling 20 mV a day to 2500 mV: about 10 days left, under the alert's 14.
    await writeBatterySeries(server.handle.db, device, { end: clock, days: 20, level: (i) => 2880 - 20 * i });
    await freezerAlert(org, engine, {
      ...forecastAlert,
      threshold: 14,
      message: '{{device}}: battery runs out in about {{value}}',
      repeatMode: 'open',
      repeatMinutes: 60,
    });

    expect(await engine.checkForecasts()).toBe(1);
    const mail = await waitFor(async () => smtp.mails.find((m) => mailText(m).includes('battery runs out')));
    expect(mailText(mail)).toMatch(/Ivy freezer: battery runs out in about (9|10) days/);
    // Checked again a quarter of an hour later, and after the repeat interval: still one message,
    // the open incident updated instead.
    advance(15);
    expect(await engine.checkForecasts()).toBe(0);
    advance(60);
    await engine.checkForecasts();
    const open = await incidentsOf(org);
    expect(open.items.map((i) => i.state)).toEqual(['open']);
    expect(smtp.mails.filter((m) => mailText(m).includes('battery runs out'))).toHaveLength(1);

    // A new battery: the forecast starts afresh (too little to say), so the condition clears.
    await writeBatterySeries(server.handle.db, device, { end: clock, days: 1, level: () => 3000 });
    advance(61);
    expect(await engine.checkForecasts()).toBe(0);
    expect((await incidentsOf(org)).items.map((i) => i.state)).toEqual(['resolved']);
  });

  it('stays quiet while the forecast is over N days', async () => {
    const { server, engine } = stack;
    const org = await setUpOrganisation(server, 'Jules');
    await writeBatterySeries(
      server.handle.db,
      { organisationId: org.organisationId, deviceId: org.deviceId },
      { end: clock, days: 20, level: (i) => 2880 - 5 * i },
    );
    await freezerAlert(org, engine, { ...forecastAlert, name: 'Battery due', threshold: 30, message: 'x' });
    expect(await engine.checkForecasts()).toBe(0);
    expect((await incidentsOf(org)).items).toEqual([]);
  });

  it('refuses N outside 1 to 365 days with the spec’s style of message', async () => {
    const org = await setUpOrganisation(stack.server, 'Kit');
    const res = await org.api.call('/action', {
      token: org.owner.token,
      body: {
        organisationId: org.organisationId,
        name: 'Battery due',
        actionType: 'alert',
        alertType: 'battery_forecast',
        threshold: 0,
        message: 'x',
        contactIds: [org.contactId],
        deviceIds: [org.deviceId],
        repeatMinutes: 5,
        repeatMode: 'close',
      },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Threshold must be a whole number between 1 and 365 days');
  });
});
