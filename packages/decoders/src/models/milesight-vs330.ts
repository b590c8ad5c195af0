import { u8, u16le } from '../bytes.ts';
import {
  batteryChannel,
  type ChannelTable,
  deviceInfoChannels,
  label,
  stateChannel,
} from '../formats/milesight-tlv.ts';
import { milesightVsModel } from './milesight-vs340.ts';

// Milesight VS330 bathroom occupancy sensor (Milesight-IoT/SensorDecoders vs-series/vs330,
// vs330-decoder.js and README): its time-of-flight distance in mm (02 82), `occupancy`
// "vacant" | "occupied" (03 8E, the `occupied` reading) and its calibration's result (04 8E).

const table: ChannelTable = {
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0282': {
    size: 2,
    read(bytes, at, out) {
      out.set('distance', u16le(bytes, at));
      out.reading('distance_mm', u16le(bytes, at));
    },
  },
  '038e': stateChannel('occupancy', ['vacant', 'occupied'], 'occupied'),
  '048e': {
    size: 1,
    read: (bytes, at, out) => out.set('calibration_status', label(['failed', 'success'], u8(bytes, at))),
  },
};

export const milesightVs330 = milesightVsModel('VS330', ['occupied', 'distance_mm', 'battery_pct'], table);
