import type { UserSettings } from '@pinpoint/shared';
import { useCurrentUser } from './user.ts';

export type TemperatureUnit = UserSettings['temperatureUnit'];

/** A Celsius value (how readings are stored) in the given unit. */
export function toTemperatureUnit(celsius: number, unit: TemperatureUnit): number {
  return unit === 'F' ? (celsius * 9) / 5 + 32 : celsius;
}

/** A value in the given unit as Celsius (how thresholds are stored). */
export function fromTemperatureUnit(value: number, unit: TemperatureUnit): number {
  return unit === 'F' ? ((value - 32) * 5) / 9 : value;
}

/** Readings are stored in °C; the user's unit decides what every screen shows. */
export function formatTemperature(celsius: number, unit: TemperatureUnit, digits = 1): string {
  return `${toTemperatureUnit(celsius, unit).toFixed(digits)} °${unit}`;
}

/** The signed-in user's temperature unit (account settings), °C until known. */
export function useTemperatureUnit(): TemperatureUnit {
  return useCurrentUser().data?.settings.temperatureUnit ?? 'C';
}
