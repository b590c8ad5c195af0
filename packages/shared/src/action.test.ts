import { describe, expect, it } from 'vitest';
import { actionFieldsFor, actionInputSchema, actionLogQuerySchema, actionPatchSchema } from './action.ts';

const messagesOf = (input: unknown) =>
  Object.fromEntries(
    (actionInputSchema.safeParse(input).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );
const DEVICE = '11111111-1111-4111-8111-111111111111';
const CONTACT = '22222222-2222-4222-8222-222222222222';
const alert = {
  name: 'Freezer',
  actionType: 'alert',
  alertType: 'temperature',
  comparison: 'above',
  threshold: -10,
  message: '{{device}} is warm',
  contactIds: [CONTACT],
  deviceIds: [DEVICE],
  repeatMinutes: 15,
  repeatMode: 'close',
};

describe("an action's validation (spec 5)", () => {
  it('accepts a complete alert', () => {
    expect(actionInputSchema.safeParse(alert).success).toBe(true);
  });

  it("answers the spec's messages for what an alert requires", () => {
    expect(messagesOf({ name: '', actionType: 'alert', deviceIds: [] })).toEqual({
      name: 'Name is required',
      deviceIds: 'at least one device must be selected',
      alertType: 'Alert type is required',
      contactIds: 'at least one contact must be selected',
      message: 'Message is required',
      repeatMode: 'Open/close is required',
      repeatMinutes: 'Open/close time is required',
    });
    expect(messagesOf({ ...alert, threshold: null, comparison: null })).toEqual({
      threshold: 'Threshold is required',
      comparison: 'Above/below is required',
    });
    expect(messagesOf({ ...alert, alertType: 'geofence_enter' })).toEqual({
      geofenceId: 'Geofence is required',
    });
    expect(messagesOf({ ...alert, windowEnd: '06:00' })).toEqual({ windowStart: 'Start time is required' });
    expect(messagesOf({ ...alert, windowStart: '25:00', windowEnd: '06:00' })).toEqual({
      windowStart: 'Use a time like 08:30',
    });
  });

  it('refuses a time between alerts under a minute, which would alert on every uplink', () => {
    expect(messagesOf({ ...alert, repeatMinutes: 0 })).toEqual({
      repeatMinutes: 'Time between alerts must be at least 1 minute',
    });
    expect(messagesOf({ ...alert, repeatMinutes: 1 })).toEqual({});
  });

  it('bounds thresholds by alert type; battery and CO2 need no above/below', () => {
    expect(messagesOf({ ...alert, alertType: 'humidity', threshold: 120 })).toEqual({
      threshold: 'Threshold must be between 0 and 100 %',
    });
    expect(messagesOf({ ...alert, alertType: 'battery', comparison: null, threshold: 20 })).toEqual({});
    expect(messagesOf({ ...alert, alertType: 'offline', threshold: 2.5 })).toEqual({
      threshold: 'Threshold must be a whole number between 1 and 10080 min',
    });
  });

  it('requires the URL and method of webhooks and the URL of forwards, and checks headers', () => {
    const webhook = { name: 'Hook', actionType: 'webhook', alertType: 'button', deviceIds: [DEVICE] };
    expect(messagesOf({ ...webhook, repeatMinutes: 1, repeatMode: 'open' })).toEqual({
      webhookUrl: 'Webhook URL is required',
      webhookMethod: 'Webhook method is required',
    });
    const forward = {
      name: 'Lake',
      actionType: 'forward',
      deviceIds: [DEVICE],
      forwardUrl: 'https://x.example',
    };
    expect(messagesOf({ ...forward, forwardUrl: null })).toEqual({ forwardUrl: 'Forward URL is required' });
    expect(messagesOf({ ...forward, forwardUrl: 'javascript:alert(1)' })).toEqual({
      forwardUrl: 'Must be an http or https URL',
    });
    for (const headers of [
      '{"a": 1}',
      '[1]',
      'not json',
      { Host: 'evil' },
      { 'bad name': 'x' },
      { a: 'x\r\ny' },
    ])
      expect(messagesOf({ ...forward, forwardHeaders: headers }), JSON.stringify(headers)).toEqual({
        forwardHeaders: 'Headers must be a JSON object of strings',
      });
    expect(actionInputSchema.parse({ ...forward, forwardHeaders: '{"X-Key": "k"}' }).forwardHeaders).toEqual({
      'X-Key': 'k',
    });
  });

  it('a patch may carry any subset of fields', () => {
    expect(actionPatchSchema.parse({ threshold: 4 })).toEqual({ threshold: 4 });
  });
});

describe('actionFieldsFor', () => {
  it('shows each field only where it applies', () => {
    expect([...actionFieldsFor('forward')].sort()).toEqual(['forwardHeaders', 'forwardUrl']);
    expect(actionFieldsFor('alert', 'temperature').has('comparison')).toBe(true);
    expect(actionFieldsFor('alert', 'button').has('threshold')).toBe(false);
    expect(actionFieldsFor('alert', 'geofence_exit').has('geofenceId')).toBe(true);
    expect(actionFieldsFor('alert', 'offline').has('comparison')).toBe(false);
    expect(actionFieldsFor('webhook', 'door_open').has('contactIds')).toBe(false);
  });
});

describe('action log query', () => {
  it('reads dates as ISO or unix seconds', () => {
    const q = actionLogQuerySchema.parse({ from: '1767225600', to: '2026-01-02T00:00:00Z' });
    expect(q.from?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(q.to?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(q.page).toBe(1);
  });
});
