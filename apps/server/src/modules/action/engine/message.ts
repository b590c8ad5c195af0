import { alertTypeDefinitions, type ForwardEvent, type WebhookEvent } from '@pinpoint/shared';
import type { DeviceUpdate } from '../../../ingest/pipeline.ts';
import { localTime } from './clock.ts';
import type { ActionRule } from './evaluate.ts';

/** What messages say about the device: its name and last known place. */
export type DeviceInfo = { id: string; name: string; lat: number | null; lon: number | null };

/** A link to the place on a map, or '' when the place is unknown. */
export function locationLink(lat: number | null | undefined, lon: number | null | undefined): string {
  if (lat === null || lat === undefined || lon === null || lon === undefined) return '';
  const [la, lo] = [lat.toFixed(6), lon.toFixed(6)];
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=16/${la}/${lo}`;
}

/** The reading in words: '-4.5 °C', '85 %', '1200 ppm', '45 min', 'yes'. */
export function formatValue(rule: ActionRule, value: number | null): string {
  if (value === null || !rule.alertType) return '';
  const definition = alertTypeDefinitions[rule.alertType];
  if (definition.threshold) return `${Math.round(value * 100) / 100} ${definition.threshold.unit}`;
  return value !== 0 ? 'yes' : 'no';
}

/** Fills {{device}}, {{value}}, {{time}} and {{location}}; other braces stay as written. */
export function fillMessage(
  template: string,
  values: { device: string; value: string; time: string; location: string },
): string {
  return template.replace(
    /\{\{\s*(device|value|time|location)\s*\}\}/g,
    (_, key: keyof typeof values) => values[key],
  );
}

export type Firing = {
  rule: ActionRule;
  device: DeviceInfo;
  value: number | null;
  firedAt: Date;
  update: DeviceUpdate | null;
};

/** The text of an alert: the action's message with its placeholders filled, or a plain default. */
export function alertText(firing: Firing, timeZone: string, template: string): string {
  const { rule, device, value, firedAt, update } = firing;
  const values = {
    device: device.name,
    value: formatValue(rule, value),
    time: localTime(firedAt, timeZone),
    location: locationLink(update?.position?.lat ?? device.lat, update?.position?.lon ?? device.lon),
  };
  const text = template.trim() || `${rule.name}: {{device}} {{value}} at {{time}}`;
  return fillMessage(text, values).trim();
}

export const alertSubject = (firing: Firing) => `${firing.rule.name}: ${firing.device.name}`;

/** The body of a webhook (documented in the README; schema webhookEventSchema). */
export function webhookEvent(firing: Firing, message: string): WebhookEvent {
  const { rule, device, value, firedAt, update } = firing;
  const lat = update?.position?.lat ?? device.lat;
  const lon = update?.position?.lon ?? device.lon;
  return {
    type: 'action.fired',
    timestamp: firedAt.toISOString(),
    data: {
      organisationId: rule.organisationId,
      action: { id: rule.id, name: rule.name, alertType: rule.alertType },
      device: { id: device.id, name: device.name },
      value,
      message,
      firedAt: firedAt.toISOString(),
      location: lat !== null && lon !== null ? { lat, lon } : null,
      // The uplink's readings as stored, its momentary ones (a tracker's alarm) with them.
      readings: { ...update?.readings, ...update?.events },
    },
  };
}

/** The body of a forward: the uplink as stored (schema forwardEventSchema). */
export function forwardEvent(
  rule: ActionRule,
  device: DeviceInfo,
  update: DeviceUpdate,
  at: Date,
): ForwardEvent {
  const position = update.position;
  return {
    type: 'uplink',
    timestamp: at.toISOString(),
    data: {
      organisationId: rule.organisationId,
      action: { id: rule.id, name: rule.name },
      device: { id: device.id, name: device.name },
      receivedAt: update.lastSeenAt,
      readings: { ...update.readings, ...update.events },
      position: position
        ? (Object.fromEntries(
            Object.entries(position).filter(([, v]) => v !== undefined && v !== null),
          ) as NonNullable<ForwardEvent['data']['position']>)
        : null,
    },
  };
}
