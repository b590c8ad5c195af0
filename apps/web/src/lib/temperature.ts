import type { UserSettings } from '@pinpoint/shared';
import { useCurrentUser } from './user.ts';

export type TemperatureUnit = UserSettings['temperatureUnit'];

/** Readings are stored in °C; the user's unit decides what every screen shows. */
export function formatTemperature(celsius: number, unit: TemperatureUnit, digits = 1): string {
  const value = unit === 'F' ? (celsius * 9) / 5 + 32 : celsius;
  return `${value.toFixed(digits)} °${unit}`;
}

/** The signed-in user's temperature unit (account settings), °C until known. */
export function useTemperatureUnit(): TemperatureUnit {
  return useCurrentUser().data?.settings.temperatureUnit ?? 'C';
}
