import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Geofence,
  type GeofenceAlertType,
  type GeofenceInput,
  type GeofenceStatus,
  type GeofenceType,
  geofenceInputSchema,
  geofenceLimits,
  geofenceMessages,
  type LatLon,
  latLonSchema,
  radiusField,
  type Shape,
} from '@pinpoint/shared';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** A polygon vertex as typed: empty is null, text that is not a number NaN (the schema says so). */
export type VertexValue = { lat: number | null; lon: number | null };

/** What the editor's form holds: both shapes' fields, so switching between them loses nothing. */
export type EditorValues = {
  name: string;
  address: string;
  postcode: string;
  alertType: GeofenceAlertType;
  status: GeofenceStatus;
  type: GeofenceType;
  latitude: number | null;
  longitude: number | null;
  /** Metres. */
  radius: number | null;
  polygon: VertexValue[];
};

/** What the form sends: the shared schema's output (defaults filled, the polygon an open ring). */
export type EditorOutput = z.output<typeof geofenceInputSchema>;

export const emptyValues: EditorValues = {
  name: '',
  address: '',
  postcode: '',
  alertType: 'enter-exit',
  status: 'active',
  type: 'circle',
  latitude: null,
  longitude: null,
  radius: null,
  polygon: [],
};

/** The form's values for a stored geofence; a polygon's circle fields start on its centroid. */
export function valuesOf(geofence: Geofence): EditorValues {
  return {
    name: geofence.name,
    address: geofence.address,
    postcode: geofence.postcode,
    alertType: geofence.alertType,
    status: geofence.status,
    type: geofence.type,
    latitude: geofence.latitude,
    longitude: geofence.longitude,
    radius: geofence.radius ?? geofenceLimits.defaultRadiusM,
    polygon: geofence.polygon ?? [],
  };
}

const given = (value: number | null) => (value === null ? undefined : value);

/**
 * The API's input from the form: only the chosen shape's fields. Untyped numbers stay null or NaN
 * so the shared schema answers them with its own messages ('Latitude must be a number').
 */
export function toInput(values: EditorValues): GeofenceInput {
  const common = {
    name: values.name,
    address: values.address,
    postcode: values.postcode,
    alertType: values.alertType,
    status: values.status,
    type: values.type,
  };
  if (values.type === 'polygon') {
    const polygon = values.polygon.length ? (values.polygon as LatLon[]) : undefined;
    return { ...common, polygon };
  }
  return {
    ...common,
    latitude: given(values.latitude),
    longitude: given(values.longitude),
    radius: given(values.radius),
  };
}

/**
 * The shape the form describes, when it is complete and valid enough to draw: a circle needs its
 * centre and radius, a polygon three vertices (crossing or flat ones are drawn, and flagged).
 */
export function shapeOfValues(values: EditorValues): Shape | null {
  if (values.type === 'circle') {
    const centre = latLonSchema.safeParse({ lat: values.latitude, lon: values.longitude });
    const radius = radiusField.safeParse(values.radius);
    return centre.success && radius.success
      ? { type: 'circle', centre: centre.data, radiusM: radius.data }
      : null;
  }
  const vertices = z.array(latLonSchema).min(geofenceLimits.minVertices).safeParse(values.polygon);
  return vertices.success ? { type: 'polygon', vertices: vertices.data } : null;
}

/** The form's fields for a shape drawn on the map (the other shape's fields are kept). */
export function shapeFields(shape: Shape): Partial<EditorValues> {
  return shape.type === 'circle'
    ? { latitude: shape.centre.lat, longitude: shape.centre.lon, radius: shape.radiusM }
    : { polygon: shape.vertices.map((vertex) => ({ lat: vertex.lat, lon: vertex.lon })) };
}

// The form's values become the API's input first; the shared schema then checks that input.
const inputSchema = z.preprocess(
  (values) => toInput(values as EditorValues),
  geofenceInputSchema,
) as unknown as z.ZodType<EditorOutput, EditorValues>;

/**
 * Validates the form with the shared schema (the server's own rules and messages). Without a
 * geocoder a circle also needs its centre: the server could not place it from the address.
 */
export function editorResolver(geocoder: boolean): Resolver<EditorValues, unknown, EditorOutput> {
  const base = zodResolver(inputSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const noCentre = values.type === 'circle' && values.latitude === null && values.longitude === null;
    if (geocoder || !noCentre) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        latitude: result.errors.latitude ?? { type: 'custom', message: geofenceMessages.noGeocoder },
      },
    };
  };
}
