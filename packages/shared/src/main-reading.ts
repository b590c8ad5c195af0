import type { deviceTypes } from './device.ts';
import { type ReadingField, readingDefinitions, readingFields } from './readings.ts';

type DeviceType = (typeof deviceTypes)[number];

/**
 * What a device of each type is bought to measure, best first: a CO2 sensor's CO2 before the
 * temperature it also reports, a door sensor's door before its battery. Location trackers have
 * none of their own: their battery is what a gauge or a metric can show.
 */
const mainReadingsByType: Record<DeviceType, readonly ReadingField[]> = {
  location: [],
  temperature: ['temperature', 'external_temperature'],
  humidity: ['humidity', 'temperature'],
  co2: ['co2'],
  battery: ['battery_pct', 'battery_mv'],
  // Presence sensors: a PIR's motion, a desk or room sensor's occupancy, a people counter's count.
  motion: ['motion', 'occupied', 'people_count'],
  'door/window': ['door_open'],
  'water leak': ['leak'],
  'SOS button': ['button'],
  // Level sensors are typed distance: a submersible probe reports the level, a sonic one may add the fill.
  distance: ['distance_mm', 'liquid_level_mm', 'fill_level_pct'],
  soil: ['soil_moisture', 'soil_temperature', 'soil_conductivity'],
  leaf: ['leaf_wetness', 'leaf_temperature'],
  'air quality': [
    'iaq',
    'pm2_5',
    'tvoc',
    'tvoc_level',
    'tvoc_ugm3',
    'co2',
    'pm10',
    'hcho',
    'nh3_ppm',
    'h2s_ppm',
    'co_ppm',
    'no2_ppm',
    'o3_ppm',
    'so2_ppm',
  ],
  voltage: ['voltage'],
  current: ['current'],
  watts: ['power', 'energy'],
};

const byLowerType = new Map(
  Object.entries(mainReadingsByType).map(([type, fields]) => [type.toLowerCase(), fields]),
);

/** Reported fields that are about the device itself, taken only when it reports nothing else. */
const housekeeping = new Set<ReadingField>(['battery_pct', 'battery_mv', 'link_margin', 'gsm_signal']);

export type MainReadingOptions = {
  /** Only fields with a numeric value (a gauge cannot show a door's open or shut). */
  numeric?: boolean;
};

/**
 * The reading a device is chiefly read for: its type's main field when it reports it (or has not
 * reported yet), else the first of its reported fields in the vocabulary's order, its own battery
 * last; null when nothing fits.
 */
export function mainReading(
  device: { type: string; readings: Readonly<Record<string, unknown>> },
  { numeric = false }: MainReadingOptions = {},
): ReadingField | null {
  const fits = (field: ReadingField) => !numeric || readingDefinitions[field].kind === 'number';
  const reported = readingFields.filter((field) => field in device.readings && fits(field));
  // Types are matched whatever their case (the demo's CO2 sensor is typed 'CO2').
  const typed = (byLowerType.get(device.type.toLowerCase()) ?? []).filter(fits);
  const silent = reported.length === 0;
  const own = typed.find((field) => silent || reported.includes(field));
  if (own) return own;
  const measured = reported.find((field) => !housekeeping.has(field));
  return measured ?? reported[0] ?? (silent ? 'battery_pct' : null);
}
