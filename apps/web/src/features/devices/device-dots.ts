import type { DevicePosition } from '@pinpoint/shared/device-positions.ts';
import type { MapDot } from '../../components/map/deferred-map.tsx';
import { deviceStatus, statusColours } from '../../lib/device-status.ts';

/** The devices with a position as the map's placeholder draws them: in their status colour. */
export function deviceDots(devices: readonly DevicePosition[], now: number): MapDot[] {
  return devices.map((device) => ({
    position: { lat: device.lat, lon: device.lon },
    colour: statusColours[deviceStatus(device, now)],
  }));
}
