import { baseImportRowSchema, geofenceImportRowSchema, geofenceMessages } from '@pinpoint/shared';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { geofences } from '../../lib/i18n/sections/geofences.en.ts';
import { translatePlaceReason } from './place-reasons.ts';
import { placesSample, previewPlacesCsv } from './places-csv.ts';

const geofenceColumns = ['name', 'address', 'postcode', 'latitude', 'longitude', 'radius'];

describe('places CSV preview', () => {
  it('checks each row with the shared schema, words reasons as the server does and finds names twice', () => {
    const csv = [
      'Name,Address,Post code,Lat,Lng,Radius,Colour',
      'CN Tower,290 Bremner Blvd,M5V 3L9,43.6426,-79.3871,150,red',
      'No postcode,1 Yonge St,,43.64,-79.37,,',
      'Half,1 Front St,M5J,43.64,,,',
      'Wide,Lake,M5V,north,-79.6,200000,',
      'cn tower,Again,M5V,43.6,-79.6,,',
      'Where,100 Queen St W,M5H 2N2,,,,',
    ].join('\r\n');
    const preview = previewPlacesCsv(csv, geofenceColumns, geofenceImportRowSchema);
    expect(preview.missingColumns).toEqual([]);
    expect(preview.rows.map((row) => [row.row, row.name, row.problems])).toEqual([
      [1, 'CN Tower', []],
      [2, 'No postcode', ['Postcode is required']],
      [3, 'Half', ['Give both latitude and longitude']],
      [4, 'Wide', ['Latitude must be a number', 'Radius must be at most 100 km (100000 m)']],
      [5, 'cn tower', [geofenceMessages.nameTwice]],
      [6, 'Where', []],
    ]);
    // Only the known columns go to the server, with the names the server takes.
    expect(preview.rows[0]?.values).toEqual({
      name: 'CN Tower',
      address: '290 Bremner Blvd',
      postcode: 'M5V 3L9',
      latitude: '43.6426',
      longitude: '-79.3871',
      radius: '150',
    });
  });

  it('names the required columns a file lacks and offers a sample that passes', () => {
    expect(
      previewPlacesCsv('name;address\nA;B', geofenceColumns, geofenceImportRowSchema).missingColumns,
    ).toEqual(['postcode']);
    const baseColumns = ['name', 'address', 'postcode', 'status', 'latitude', 'longitude'];
    const sample = placesSample(baseColumns);
    expect(sample.split('\n')[0]).toBe('name,address,postcode,status,latitude,longitude');
    const preview = previewPlacesCsv(sample, baseColumns, baseImportRowSchema);
    expect(preview.rows.map((row) => row.problems)).toEqual([[]]);
  });
});

describe('place reasons', () => {
  it('quote the server’s messages exactly in English', () => {
    const { reasons } = geofences.import;
    expect(reasons.bothCoordinates).toBe(geofenceMessages.bothCoordinates);
    expect(reasons.noGeocoder).toBe(geofenceMessages.noGeocoder);
    expect(reasons.addressNotFound).toBe(geofenceMessages.addressNotFound);
    expect(reasons.geocoderDown).toBe(geofenceMessages.geocoderDown);
    expect(reasons.nameTwice).toBe(geofenceMessages.nameTwice);
    expect(reasons.geofenceExists).toBe(geofenceMessages.geofenceExists);
    expect(reasons.baseExists).toBe(geofenceMessages.baseExists);
  });

  it('answer in French, with the names they carry, and fall back to the catalogue', async () => {
    const i18n = createI18n('en', { geofences });
    await i18n.changeLanguage('fr');
    expect(translatePlaceReason('Geofence CN Tower already exists', i18n.t)).toBe(
      'Le géorepérage CN Tower existe déjà',
    );
    expect(translatePlaceReason(geofenceMessages.noGeocoder, i18n.t)).toBe(
      'Donnez la latitude et la longitude : aucun géocodeur n’est configuré',
    );
    expect(translatePlaceReason('Postcode is required', i18n.t)).toBe('Postcode est obligatoire');
    expect(translatePlaceReason('Something new', i18n.t)).toBe('Something new');
  });
});
