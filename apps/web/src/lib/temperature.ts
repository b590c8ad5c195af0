import type { TemperatureUnit } from '@pinpoint/shared/units.ts';
import { useCurrentUser } from './user.ts';

// The conversions live in the shared package, so charts, reports and screens agree.
export {
  formatTemperature,
  fromTemperatureUnit,
  type TemperatureUnit,
  toTemperatureUnit,
} from '@pinpoint/shared/units.ts';

/** The signed-in user's temperature unit (account settings), °C until known. */
export function useTemperatureUnit(): TemperatureUnit {
  return useCurrentUser().data?.settings.temperatureUnit ?? 'C';
}
