import type { Geofence } from '@pinpoint/shared';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  type EditorValues,
  editorResolver,
  emptyValues,
  shapeFields,
  shapeOfValues,
  toInput,
  valuesOf,
} from './form-values.ts';

const named = { ...emptyValues, name: 'Depot', address: '1 Front St W', postcode: 'M5J 2X5' };
const square = [
  { lat: 43.6, lon: -79.4 },
  { lat: 43.6, lon: -79.3 },
  { lat: 43.7, lon: -79.3 },
  { lat: 43.7, lon: -79.4 },
];

async function validate(values: EditorValues, geocoder = false) {
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<EditorValues>;
  return editorResolver(geocoder)(values, undefined, options);
}

describe('the editor form’s payload', () => {
  it('is a circle’s centre and radius as typed, without the polygon', () => {
    const values: EditorValues = {
      ...named,
      latitude: 43.65,
      longitude: -79.38,
      radius: 250,
      polygon: square,
    };
    expect(toInput(values)).toEqual({
      name: 'Depot',
      address: '1 Front St W',
      postcode: 'M5J 2X5',
      alertType: 'enter-exit',
      status: 'active',
      type: 'circle',
      latitude: 43.65,
      longitude: -79.38,
      radius: 250,
    });
  });

  it('leaves out the numbers not typed, so the server may place the circle at the address', () => {
    const input = toInput({ ...named, latitude: null, longitude: null, radius: null });
    expect(input).toMatchObject({
      type: 'circle',
      latitude: undefined,
      longitude: undefined,
      radius: undefined,
    });
  });

  it('is a polygon’s vertices, without the circle fields', () => {
    const input = toInput({
      ...named,
      type: 'polygon',
      latitude: 43,
      longitude: -79,
      radius: 5,
      polygon: square,
    });
    expect(input).toEqual({ ...toInput({ ...named, type: 'polygon' }), polygon: square });
    expect(input).not.toHaveProperty('latitude');
    expect(toInput({ ...named, type: 'polygon' }).polygon).toBeUndefined();
  });

  it('starts from a stored geofence, a polygon’s circle fields on its centroid with the default radius', () => {
    const geofence: Geofence = {
      id: '00000000-0000-4000-8000-000000000001',
      organisationId: '00000000-0000-4000-8000-000000000002',
      name: 'Yard',
      address: '2 Bay St',
      postcode: 'M5J',
      type: 'polygon',
      latitude: 43.65,
      longitude: -79.35,
      radius: null,
      polygon: square,
      area: 1,
      status: 'paused',
      alertType: 'exit',
      devicesInside: 0,
      deviceIdsInside: [],
      createdAt: '',
      updatedAt: '',
    };
    expect(valuesOf(geofence)).toEqual({
      name: 'Yard',
      address: '2 Bay St',
      postcode: 'M5J',
      alertType: 'exit',
      status: 'paused',
      type: 'polygon',
      latitude: 43.65,
      longitude: -79.35,
      radius: 100,
      polygon: square,
    });
  });
});

describe('the shape the form describes', () => {
  it('is a circle once its centre and radius are valid', () => {
    expect(shapeOfValues({ ...named, latitude: 43.6, longitude: -79.4, radius: 30 })).toEqual({
      type: 'circle',
      centre: { lat: 43.6, lon: -79.4 },
      radiusM: 30,
    });
    expect(shapeOfValues({ ...named, latitude: 43.6, longitude: null, radius: 30 })).toBeNull();
    expect(shapeOfValues({ ...named, latitude: 95, longitude: -79.4, radius: 30 })).toBeNull();
    expect(shapeOfValues({ ...named, latitude: 43.6, longitude: -79.4, radius: 0 })).toBeNull();
  });

  it('is a polygon from three complete vertices', () => {
    expect(shapeOfValues({ ...named, type: 'polygon', polygon: square.slice(0, 3) })).toEqual({
      type: 'polygon',
      vertices: square.slice(0, 3),
    });
    expect(shapeOfValues({ ...named, type: 'polygon', polygon: square.slice(0, 2) })).toBeNull();
    expect(
      shapeOfValues({ ...named, type: 'polygon', polygon: [...square.slice(0, 2), { lat: null, lon: 1 }] }),
    ).toBeNull();
  });

  it('fills the form’s fields when drawn on the map', () => {
    expect(shapeFields({ type: 'circle', centre: { lat: 1, lon: 2 }, radiusM: 3 })).toEqual({
      latitude: 1,
      longitude: 2,
      radius: 3,
    });
    expect(shapeFields({ type: 'polygon', vertices: square })).toEqual({ polygon: square });
  });
});

describe('the editor’s validation', () => {
  it('gives the shared schema’s messages, spec 5 first', async () => {
    const { errors } = await validate({ ...emptyValues, latitude: 43, longitude: -79, radius: 0 });
    expect(errors.name?.message).toBe('Name is required');
    expect(errors.address?.message).toBe('Address is required');
    expect(errors.postcode?.message).toBe('Postcode is required');
    expect(errors.radius?.message).toBe('Radius must be at least 1 m');
  });

  it('needs a circle’s centre without a geocoder, and not with one', async () => {
    const noCentre = { ...named, latitude: null, longitude: null, radius: 100 };
    expect((await validate(noCentre)).errors.latitude?.message).toBe(
      'Give latitude and longitude: no geocoder is configured',
    );
    expect((await validate(noCentre, true)).errors).toEqual({});
    expect((await validate({ ...noCentre, latitude: 43 }, true)).errors.longitude?.message).toBe(
      'Give both latitude and longitude',
    );
  });

  it('says what is wrong with a polygon', async () => {
    const crossing = [square[0], square[2], square[1], square[3]] as typeof square;
    const polygon = async (vertices: EditorValues['polygon']) => {
      const { errors } = await validate({ ...named, type: 'polygon', polygon: vertices });
      return errors.polygon?.root?.message ?? errors.polygon?.message;
    };
    expect(await polygon(crossing)).toBe('The polygon must not cross itself');
    expect(await polygon(square.slice(0, 2))).toBe('A polygon needs 3 to 500 vertices');
    expect(await polygon([])).toBe('Polygon is required');
    const { errors } = await validate({
      ...named,
      type: 'polygon',
      polygon: [...square, { lat: 91, lon: 0 }],
    });
    expect(errors.polygon?.[4]?.lat?.message).toBe('Latitude must be between -90 and 90');
  });

  it('answers the API’s input, defaults filled, when all is right', async () => {
    const result = await validate({ ...named, type: 'polygon', polygon: [...square, square[0] as never] });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ type: 'polygon', polygon: square, status: 'active' });
  });
});
