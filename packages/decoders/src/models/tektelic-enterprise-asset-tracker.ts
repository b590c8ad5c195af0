import { s8, s16be, u8 } from '../bytes.ts';
import { stateChannel, valueChannel } from '../formats/tektelic.ts';
import { type PortPlan, tektelicPortsModel } from '../formats/tektelic-frames.ts';
import { batteryStatus, round, type TrackerOut, trackerPort } from '../formats/tektelic-tracker.ts';

// The Enterprise Asset Tracker (T000594x, BLE, no GNSS), model id as in the TTN device repository
// vendor/tektelic/ (t000594x-enterprise-asset-tracker.yaml, codec t000594x-codec). Frames and names
// as Tektelic's own converter for it reads them (TektelicCommunications/data-converters
// enterprise-asset-tracker/decoder_enterprise_asset_tracker.js at 12b4cc6b, which TTN's
// decoder_enterprise_asset_tracker.js repeats): flat dotted names ('acceleration.xaxis'), the
// names t000594x-codec.yaml's current example shows (an older one nested `acceleration: {x, y, z}`).
//
// Readings: the MCU temperature (0x00 0x67, read as the SPARROW's), the acceleration alarm (0xFF:
// `motion`; 0x00 none), the battery (2.5 V + bits 6-0 x 10 mV: `battery_mv`; bit 7 the
// end-of-service alert: `low_battery`). The BLE scan (port 25: each beacon's id, as the converter
// names the field, and its RSSI) is for the network to place the tracker, and stays fields.

type Out = TrackerOut;

const milliG = (bytes: Uint8Array, at: number) => round(s16be(bytes, at) * 0.001, 3);

const port10: PortPlan<Out>['frames'] = {
  '00ba': {
    label: 'battery status',
    size: 1,
    read(bytes, at, out) {
      const { millivolts, volts, alert } = batteryStatus(bytes, at, out);
      out.set('battery_status.life', volts);
      out.set('battery_status.eos_alert', alert);
      out.reading('battery_mv', millivolts);
    },
  },
  '0004': valueChannel('FSM state', 'fsm_state', 1, u8),
  '0067': valueChannel(
    'MCU temperature',
    'mcu_temperature',
    2,
    (b, at) => round(s16be(b, at) * 0.1, 1),
    'temperature',
  ),
  '0000': stateChannel('acceleration alarm', 'acceleration_alarm', 'motion'),
  '0071': {
    label: 'acceleration',
    size: 6,
    read(bytes, at, out) {
      out.set('acceleration.xaxis', milliG(bytes, at));
      out.set('acceleration.yaxis', milliG(bytes, at + 2));
      out.set('acceleration.zaxis', milliG(bytes, at + 4));
    },
  },
};

const port25: PortPlan<Out>['lists'] = {
  '0a': {
    label: 'BLE devices',
    entry: 7,
    read(bytes, at, count, out) {
      for (let k = 0; k < count; k += 1) {
        const start = at + k * 7;
        const id = Array.from(bytes.subarray(start, start + 6), (b) => b.toString(16).padStart(2, '0')).join(
          '',
        );
        out.set(id, s8(bytes, start + 6));
      }
    },
  },
};

export const tektelicEnterpriseAssetTracker = tektelicPortsModel({
  modelId: 'tektelic/t000594x-enterprise-asset-tracker',
  model: 'Enterprise Asset Tracker',
  readings: ['temperature', 'motion', 'battery_mv', 'low_battery'],
  location: false,
  ports: {
    10: trackerPort({ headerLength: 2, frames: port10 }),
    25: trackerPort({ headerLength: 1, frames: {}, lists: port25 }),
  },
});
