import { readingDefinitions } from '@pinpoint/shared/readings.ts';
import type { DecodeResult } from './types.ts';

/**
 * Random or corrupted bytes often still fit a fixed layout; a humidity of 409.5 % or
 * a latitude of 2000 degrees is a fault to report, not a reading to store and alert on.
 */
export function dropImplausible(result: DecodeResult): DecodeResult {
  const warnings = [...(result.warnings ?? [])];
  const readings = result.readings.filter((reading) => {
    const definition = readingDefinitions[reading.field];
    const { value } = reading;
    const valid =
      definition.kind === 'boolean'
        ? typeof value === 'boolean'
        : typeof value === 'number' &&
          Number.isFinite(value) &&
          value >= (definition.min ?? Number.NEGATIVE_INFINITY) &&
          value <= (definition.max ?? Number.POSITIVE_INFINITY);
    if (!valid) warnings.push(`${reading.field} ${String(value)} is outside the sensor's range; not stored`);
    return valid;
  });
  const { location } = result;
  const locationValid =
    location === undefined ||
    (Number.isFinite(location.lat) &&
      Number.isFinite(location.lon) &&
      Math.abs(location.lat) <= 90 &&
      Math.abs(location.lon) <= 180 &&
      // Trackers without a fix send zeros; nobody tracks assets at "null island".
      !(location.lat === 0 && location.lon === 0));
  if (!locationValid) warnings.push(`position ${location?.lat}, ${location?.lon} is not a fix; not stored`);

  const checked: DecodeResult = { fields: result.fields, readings };
  if (location !== undefined && locationValid) checked.location = location;
  // Coordinates out of range are no position either: neither is a copy of them.
  else if (result.locationRefused || location !== undefined) checked.locationRefused = true;
  if (warnings.length > 0) checked.warnings = warnings;
  return checked;
}
