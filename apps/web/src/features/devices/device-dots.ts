import type { Device } from '@pinpoint/shared';
import type { MapDot } from '../../components/map/deferred-map.tsx';
import { deviceStatus, statusColours } from '../../lib/device-status.ts';

/** The devices with a position as the map's placeholder draws them: in their status colour. */
export function deviceDots(devices: readonly Device[], now: number): MapDot[] {
  const dots: MapDot[] = [];
  for (const device of devices) {
    if (device.location)
      dots.push({ position: device.location, colour: statusColours[deviceStatus(device, now)] });
  }
  return dots;
}
