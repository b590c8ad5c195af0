import { requireLength, s32be, u8 } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Globalsat LT-100 series LoRaWAN GPS trackers (LT-100HS, LT-100ES, LT-100HPEP...). Globalsat's
// "LT-100 format" document is not at hand; the layout is the one two decoders built from it agree
// on: aws-samples/aws-iot-core-lorawan transform_binary_payload/src-payload-decoders/python/
// globalsat_lt100.py (whose field names these are) and Microshare's robot ("Decoding Globalsat
// LT-100", docs.microshare.io). 11 bytes: device type (reserved); GPS fix and report type;
// battery %; latitude and longitude, signed 32-bit in 1e-6 °. Of the fix byte the AWS decoder
// reads bits 7-6 (00 none, 01 2D, 10 3D) and bits 5-0 the report type, which its example
// (82: 3D, periodic report) bears out; Microshare's reads bits 7-5 (3 = 3D), which calls that
// example's fix "N/A". Report types: 2 periodic, 4 / 5 motion mode static / moving, 6 static to
// moving, 7 moving to static, 14 SOS, 15 low battery alarm, 17 power on (temperature), 19 power
// off (low battery), 20 power off (temperature).

const LENGTH = 11;
const fixes = ['not fix', '2D', '3D'];
const reportTypes: Record<number, string> = {
  2: 'Periodic mode report',
  4: 'Motion mode static report',
  5: 'Motion mode moving report',
  6: 'Motion mode static to motion report',
  7: 'Motion mode moving to static report',
  14: 'SOS alarm report',
  15: 'Low battery alarm report',
  17: 'Power on (temperature)',
  19: 'Power off (low battery)',
  20: 'Power off (temperature)',
};
/** Motion mode reports: moving (5, 6) or at rest (4, 7). */
const moving: Record<number, boolean> = { 4: false, 5: true, 6: true, 7: false };
const SOS = 14;
const lowBatteryReports = new Set([15, 19]);

export const globalsatLt100: ModelDecoder = {
  modelId: 'globalsat/lt-100',
  vendor: 'Globalsat',
  model: 'LT-100 series GPS tracker',
  // The decoders do not look at the port.
  fPorts: 'any',
  defaultFPort: 2,
  readings: ['battery_pct', 'motion', 'button', 'low_battery'],
  // The SOS and low-battery reports: alarms of their uplink, never ended by one.
  momentary: ['button', 'low_battery'],
  location: true,
  decode: (bytes) => {
    const out = new ResultBuilder();
    requireLength(bytes, LENGTH);
    const status = u8(bytes, 1);
    const fix = status >> 6;
    const report = status & 0x3f;
    const battery = u8(bytes, 2);
    const lat = s32be(bytes, 3) / 1e6;
    const lon = s32be(bytes, 7) / 1e6;
    out.set('deviceType', u8(bytes, 0));
    out.set('gpsFix', fixes[fix] ?? 'unknown');
    out.set('reportType', reportTypes[report] ?? 'unknown');
    out.set('batteryCapacity', battery);
    out.set('lat', lat);
    out.set('long', lon);
    out.reading('battery_pct', battery);
    const motion = moving[report];
    if (motion !== undefined) out.reading('motion', motion);
    if (report === SOS) out.reading('button', true);
    if (lowBatteryReports.has(report)) out.reading('low_battery', true);
    if (reportTypes[report] === undefined) out.warn(`report type ${report} is not one Globalsat documents`);
    if (fix === 1 || fix === 2) out.location = { lat, lon };
    else out.refuseLocation(`GPS fix "${fixes[fix] ?? 'unknown'}": the coordinates are no position`);
    if (bytes.length > LENGTH) out.warn(`${bytes.length - LENGTH} bytes after the report not decoded`);
    return out.build();
  },
  commandsNote: "Globalsat's LT-100 downlink commands are not at hand; none is in the catalogue.",
};
