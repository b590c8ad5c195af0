import type { ReadingField } from '@pinpoint/shared/readings.ts';
import type { NormalizedEntry } from './vectors.ts';

// Maps The Things Stack normalized payloads (expectedNormalized in the vectors) onto
// our readings. The repository's normalizers are not consistent, so two models need
// a quirk; each is documented in reference/ingest-formats.md §1.6 and the vector notes.

export type ExpectedReading = { field: ReadingField; value: number | boolean };

type Quirks = {
  /** The normalizer puts a percentage in `battery`, which the schema defines in volts. */
  batteryIsPercent?: boolean;
  /** The normalizer reports the door state as action.motion.detected. */
  motionMeansDoor?: boolean;
};

export const normalizerQuirks: Record<string, Quirks> = {
  'milesight-iot/em300-th': { batteryIsPercent: true },
  'browan/tbdw100': { motionMeansDoor: true },
};

export function readingsFromNormalized(entries: NormalizedEntry[], quirks: Quirks = {}): ExpectedReading[] {
  const out: ExpectedReading[] = [];
  const add = (field: ReadingField, value: number | boolean | undefined) => {
    if (value !== undefined) out.push({ field, value });
  };
  for (const entry of entries) {
    const air = entry.air;
    // A second, "outdoor" air temperature is the external probe next to the built-in sensor.
    add(air?.location === 'outdoor' ? 'external_temperature' : 'temperature', air?.temperature);
    add('humidity', air?.relativeHumidity);
    add('co2', air?.co2);
    add('pressure', air?.pressure);
    add('soil_temperature', entry.soil?.temperature);
    add('soil_moisture', entry.soil?.moisture);
    // dS/m to µS/cm.
    add('soil_conductivity', entry.soil?.ec === undefined ? undefined : Math.round(entry.soil.ec * 1000));
    add('leak', entry.water?.leak);
    add(quirks.motionMeansDoor ? 'door_open' : 'motion', entry.action?.motion?.detected);
    add(
      'door_open',
      entry.action?.contactState === undefined ? undefined : entry.action.contactState === 'OPEN',
    );
    if (entry.battery !== undefined) {
      if (quirks.batteryIsPercent) add('battery_pct', entry.battery);
      else add('battery_mv', Math.round(entry.battery * 1000));
    }
  }
  return out;
}
