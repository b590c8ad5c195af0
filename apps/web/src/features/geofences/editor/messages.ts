import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api.ts';
import { geofenceEditor } from '../../../lib/i18n/sections/geofence-editor.en.ts';
import { sectionMessages } from '../../../lib/i18n/translate-message.ts';

/** The shared schema's and the server's geofence messages, in the editor's own wording. */
const editorMessages = sectionMessages('geofenceEditor.schemaMessages', geofenceEditor.schemaMessages);

/**
 * A geofence message from the shared schema or the server (English) in the current language;
 * others go through the app's catalogue, and unknown ones come back as they are.
 */
export const translateGeofenceMessage = editorMessages.translate;

/** A form field's error: a geofence message, else the catalogue's ('Name is required'). */
export const geofenceFieldError = editorMessages.fieldError;

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
