import { geofenceExists, geofenceInputSchema, geofenceMessages } from '@pinpoint/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { createReadyI18n } from '../../../lib/i18n/i18n.ts';
import { geofenceEditor } from '../../../lib/i18n/sections/geofence-editor.en.ts';
import { saveErrorText, translateGeofenceMessage } from './messages.ts';

const base = { name: 'a', address: 'b', postcode: 'c' };

/** The messages the shared schema gives for these inputs. */
function schemaMessages(inputs: Record<string, unknown>[]): string[] {
  return inputs.flatMap((input) => {
    const result = geofenceInputSchema.safeParse({ ...base, ...input });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

describe('the geofence messages the editor shows', () => {
  it('are quoted in English exactly as the shared schema and the server give them', () => {
    const english = Object.values(geofenceEditor.schemaMessages);
    const fromSchema = schemaMessages([
      { latitude: 'x', longitude: 'y', radius: 'z' },
      { latitude: 91, longitude: 181, radius: 0 },
      { latitude: 1, longitude: 1, radius: 100_001 },
      { type: 'polygon', polygon: [{ lat: 0, lon: 0 }] },
      { latitude: 1 },
    ]);
    expect(fromSchema.length).toBeGreaterThan(7);
    for (const message of fromSchema) expect(english).toContain(message);
    const { polygonCrosses, polygonFlat, bothCoordinates, noGeocoder, addressNotFound, geocoderDown } =
      geofenceMessages;
    for (const message of [
      polygonCrosses,
      polygonFlat,
      bothCoordinates,
      noGeocoder,
      addressNotFound,
      geocoderDown,
    ])
      expect(english).toContain(message);
    expect(english).toContain(geofenceMessages.geofenceExists);
    expect(english).toContain(geofenceMessages.geofenceNotFound);
  });

  it('speak French, names kept', async () => {
    const i18n = await createReadyI18n('fr', ['geofenceEditor']);
    expect(translateGeofenceMessage(geofenceMessages.polygonCrosses, i18n.t)).toBe(
      'Le polygone ne doit pas se croiser',
    );
    expect(translateGeofenceMessage(geofenceExists('Cour'), i18n.t)).toBe('Le géorepérage Cour existe déjà');
    expect(translateGeofenceMessage('Name is required', i18n.t)).toBe('Name est obligatoire');
    expect(translateGeofenceMessage('Something else', i18n.t)).toBe('Something else');
  });

  it('after a failed save: the spec’s message, with the server’s reason, or the conflict alone', async () => {
    const { t } = await createReadyI18n('en', ['geofenceEditor']);
    const error = (status: number, message: string) =>
      new ApiError(status, { error: { code: 'x', message } });
    const fallback = 'Error updating geofence';
    expect(saveErrorText(error(409, geofenceExists('Yard')), fallback, t)).toBe(
      'Geofence Yard already exists',
    );
    expect(saveErrorText(error(400, geofenceMessages.noGeocoder), fallback, t)).toBe(
      'Error updating geofence: Give latitude and longitude: no geocoder is configured',
    );
    expect(saveErrorText(error(500, 'Internal error'), fallback, t)).toBe(fallback);
    expect(saveErrorText(new Error('boom'), fallback, t)).toBe(fallback);
  });
});
