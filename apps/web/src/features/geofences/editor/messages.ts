import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api.ts';
import { geofenceEditor } from '../../../lib/i18n/sections/geofence-editor.en.ts';
import { translateFieldError, translateMessage } from '../../../lib/i18n/translate-message.ts';

type MessageKey = keyof typeof geofenceEditor.schemaMessages;
type Translate = (key: string, values?: Record<string, string>) => string;
type Entry = { key: MessageKey; pattern: RegExp; names: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shared schema's and the server's geofence messages, as patterns ({{name}} matches anything). */
const entries: Entry[] = Object.entries(geofenceEditor.schemaMessages).map(([key, text]) => ({
  key: key as MessageKey,
  names: [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string),
  pattern: new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('(.+?)')}$`,
  ),
}));

function findGeofenceMessage(message: string, t: TFunction): string | null {
  for (const entry of entries) {
    const match = entry.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(entry.names.map((name, index) => [name, match[index + 1] ?? '']));
    return (t as unknown as Translate)(`geofenceEditor.schemaMessages.${entry.key}`, values);
  }
  return null;
}

/**
 * A geofence message from the shared schema or the server (English) in the current language;
 * others go through the app's catalogue, and unknown ones come back as they are.
 */
export function translateGeofenceMessage(message: string, t: TFunction): string {
  return findGeofenceMessage(message, t) ?? translateMessage(message, t);
}

/** A form field's error: a geofence message, else the catalogue's ('Name is required'). */
export function geofenceFieldError(
  error: { message?: string | undefined; type?: string | number | undefined },
  label: string,
  t: TFunction,
): string {
  return (error.message && findGeofenceMessage(error.message, t)) || translateFieldError(error, label, t);
}

/** Statuses whose server message tells the person what to change (or that it already exists). */
const explained = new Set([400, 403, 404, 503]);

/**
 * The snackbar text of a failed save: the spec's message ('Error updating geofence'), with the
 * server's reason after it when it has one; a name already taken is said alone, as the spec words it.
 */
export function saveErrorText(error: unknown, fallback: string, t: TFunction): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  const reason = translateGeofenceMessage(error.message, t);
  if (error.status === 409) return reason;
  return explained.has(error.status) ? `${fallback}: ${reason}` : fallback;
}
