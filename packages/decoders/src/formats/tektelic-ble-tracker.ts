import { s16be, u8, u16be } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import type { ModelOutput } from './model-output.ts';
import { sharedChannels, valueChannel } from './tektelic.ts';
import { alarmFrame, type PortPlan, walkFrames } from './tektelic-frames.ts';
import { bleEntries } from './tektelic-orca.ts';
import { batteryStatus, type TrackerOut, trackerOutput } from './tektelic-tracker.ts';

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
  '00d3': valueChannel('battery capacity', 'rem_batt_capacity', 1, u8, 'battery_pct'),
  '00bd': valueChannel('battery days left', 'rem_batt_days', 2, u16be),
  '0000': alarmFrame('acceleration alarm', 'accel_alarm_status', 'motion'),
  '0067': valueChannel('temperature', 'temperature', 2, (b, at) => s16be(b, at) / 10, 'temperature'),
  '0468': sharedChannels.relativeHumidity,
  '0071': {
    label: 'acceleration',
    size: 6,
    read(bytes, at, out) {
      const axis = (n: number) => s16be(bytes, at + n) / 1000;
      out.set('acceleration', { x: axis(0), y: axis(2), z: axis(4) });
    },
  },
};

/** The full report (0x0A: 6-byte ids) and the filtered ones (0xB0-0xB3: 3-byte ids). */
const port25: PortPlan<Out>['lists'] = {
  '0a': bleEntries('devices', 6),
  b0: bleEntries('devices0', 3),
  b1: bleEntries('devices1', 3),
  b2: bleEntries('devices2', 3),
  b3: bleEntries('devices3', 3),
};

const plans: Record<10 | 25, PortPlan<Out>> = {
  10: { headerLength: 2, frames: port10 },
  25: { headerLength: 1, frames: {}, lists: port25 },
};

export function decodeBleTracker(fPort: 10 | 25) {
  return (bytes: Uint8Array, result: ResultBuilder, out: ModelOutput) =>
    walkFrames(bytes, plans[fPort], result, trackerOutput(out));
}
