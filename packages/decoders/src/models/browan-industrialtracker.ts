import type { ModelDecoder } from '../types.ts';
import { decodeLocator } from './browan-tbol100.ts';

// Browan's Industrial Tracker, fPort 136, 11 bytes: the TBOL100 Object Locator's layout
// (browan-tbol100.ts) but for the status byte, whose bit 0 is the moving mode (1 moving, 0
// stationary) and bits 2-1 reserved (the TTN device repository's industrialtracker-codec.yaml
// payload table; Browan's decoder_Industrial_Tracker_v1.0.1.js, browanofficial/Sensor-Decoder).
// Model id as TTN's industrialtracker.yaml. Names as the Object Locator's (TTN's objectlocator.js:
// the codec industrialtracker-codec.yaml names, industrialtracker.js, is not in the repository),
// without its ButtonTrigger: MovingMode, NoGNSSFix, GNSSerror, Battery, Temp, Lat, Long,
// PositionEstimate.
export const browanIndustrialTracker: ModelDecoder = {
  modelId: 'browan/industrialtracker',
  vendor: 'Browan',
  model: 'Industrial Tracker',
  fPorts: [136],
  defaultFPort: 136,
  readings: ['motion', 'temperature', 'battery_mv'],
  location: true,
  decode: (bytes) =>
    decodeLocator(bytes, {
      fields: (status) => ({ MovingMode: status & 0x01 }),
      readings: (status) => [['motion', (status & 0x01) === 1]],
    }),
  commandsNote:
    "Browan publishes no downlink table for the Industrial Tracker (its decoder reads uplinks only); the Object Locator's port 204 commands are not assumed to apply.",
};
