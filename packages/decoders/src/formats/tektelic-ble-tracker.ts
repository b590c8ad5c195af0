import { accelerationChannel, sharedChannels, stateChannel } from './tektelic.ts';
import { bleScan, type PortDecoder, type PortPlan } from './tektelic-frames.ts';
import { batteryStatus, type TrackerOut, trackerPort } from './tektelic-tracker.ts';

// The SPARROW and PELICAN enterprise asset trackers (BLE, no GNSS). Frames as TTN's
// decoder_sparrow_enterprise_asset_tracker.js and decoder_ble_tracker.js (one table;
// TheThingsNetwork/lorawan-devices at 0a2aab59) and Tektelic's sparrow-pelican-v2.8 converter
// (TektelicCommunications/data-converters at 39edfa07) read them, names as TTN's; the remaining
// capacity and days (0x00 0xD3, 0x00 0xBD) are only in Tektelic's converter, the humidity
// (0x04 0x68) only in TTN's codec.
//
// Readings: temperature, humidity, the acceleration alarm (0xFF "Motion detected": `motion`),
// the battery (bits 6-0: 2.5 V + 10 mV steps, `battery_mv`; bit 7, TTN's `eos_alert`:
// `low_battery`) and its remaining capacity. A position is the network's to find from the BLE
// scans (port 25: beacon ids and RSSI), which stay fields.

type Out = TrackerOut;

const port10: PortPlan<Out>['frames'] = {
  '00ba': {
    label: 'battery status',
    size: 1,
    read(bytes, at, out) {
      const { millivolts, volts, alert } = batteryStatus(bytes, at, out);
      out.set('battery_status', { eos_alert: alert, battery_life: volts });
      out.reading('battery_mv', millivolts);
    },
  },
  '00d3': sharedChannels.batteryCapacity,
  '00bd': sharedChannels.batteryDaysLeft,
  '0000': stateChannel('acceleration alarm', 'accel_alarm_status', 'motion'),
  '0067': sharedChannels.temperature,
  '0468': sharedChannels.relativeHumidity,
  '0071': accelerationChannel('acceleration'),
};

/** The full report (0x0A: 6-byte ids) and the filtered ones (0xB0-0xB3: 3-byte ids). */
const port25: PortPlan<Out>['lists'] = {
  '0a': bleScan('BLE devices', 'devices', 6),
  b0: bleScan('BLE devices0', 'devices0', 3),
  b1: bleScan('BLE devices1', 'devices1', 3),
  b2: bleScan('BLE devices2', 'devices2', 3),
  b3: bleScan('BLE devices3', 'devices3', 3),
};

/** The SPARROW's and PELICANs' ports: 10 their sensors, 25 their BLE scans. */
export const bleTrackerPorts: Readonly<Record<number, PortDecoder>> = {
  10: trackerPort({ headerLength: 2, frames: port10 }),
  25: trackerPort({ headerLength: 1, frames: {}, lists: port25 }),
};
