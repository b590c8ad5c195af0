import { locationDeviceTypes } from '@pinpoint/shared/device.ts';
import type { Device } from '../api.ts';

/**
 * The history panels that fit a device: a location history for a device that has had a position or
 * whose type reports one (not an empty map for a sensor without GPS); the LoRaWAN frame table
 * (RSSI, SNR, fCnt...) only for devices behind a network server, not self-hosted ones, whose
 * positions and readings are shown instead.
 */
export function devicePanels(device: Pick<Device, 'type' | 'location' | 'forwarder'>) {
  return {
    locationHistory: device.location !== null || locationDeviceTypes.includes(device.type),
    frames: device.forwarder !== 'self-host',
  };
}
