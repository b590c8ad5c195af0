// Seeed's names for the SenseCAP T2000's measurement ids, event bits, positioning statuses and
// errors (Seeed-Solution/SenseCAP-Decoder T2000/TTN/SenseCAP_T2000_TTN_Decoder.js at bceda3d3:
// getTypeByMeasurementId, getEventStatus, getPositingStatus, deserialize), and the measurement
// messages it prints with them (models/sensecap-t2000.ts).

export type Message = Record<string, unknown>;

const TYPES: Readonly<Record<string, string>> = {
  '3000': 'Battery',
  '3502': 'Firmware Version',
  '3001': 'Hardware Version',
  '3940': 'Work Mode',
  '3965': 'Positioning Strategy',
  '3942': 'Heartbeat Interval',
  '3943': 'Periodic Interval',
  '3944': 'Event Interval',
  '3974': '3X Sensor Enable',
  '3976': 'Anti-Theft',
  '3977': 'GNSS Scan Timeout',
  '3900': 'Uplink Interval',
  '3978': 'BLE Scan Timeout',
  '3979': 'UUID Filter',
  '3946': 'Motion Enable',
  '3947': 'Any Motion Threshold',
  '3948': 'Motion Start Interval',
  '3949': 'Static Enable',
  '3950': 'Device Static Timeout',
  '3951': 'Shock Enable',
  '3952': 'Shock Threshold',
  '4210': 'AccelerometerX',
  '4211': 'AccelerometerY',
  '4212': 'AccelerometerZ',
  '4197': 'Longitude',
  '4198': 'Latitude',
  '4200': 'Event Status',
  '5001': 'Wi-Fi Scan',
  '5002': 'BLE Scan',
  '3576': 'Positioning Status',
};

export const EVENTS = [
  'Start moving event.',
  'End movement event.',
  'Motionless event.',
  'Shock event.',
  'Temperature event.',
  'Light event.',
  'SOS event.',
  'Press once event.',
  'disassembled event',
];

export const POSITIONING = [
  'locate successful.',
  'The GNSS scan timed out.',
  'The Wi-Fi scan timed out.',
  'The Wi-Fi + GNSS scan timed out.',
  'The GNSS + Wi-Fi scan timed out.',
  'The Bluetooth scan timed out.',
  'The Bluetooth + Wi-Fi scan timed out.',
  'The Bluetooth + GNSS scan timed out.',
  'The Bluetooth + Wi-Fi + GNSS scan timed out.',
  'Location Server failed to parse the GNSS location.',
  'Location Server failed to parse the Wi-Fi location.',
  'Location Server failed to parse the Bluetooth location.',
  'Failed to parse location due to the poor accuracy.',
  'Time synchronization failed.',
  'Failed due to the old Almanac.',
  'The GNSS +Bluetooth scan timed out.',
];

export const ERRORS: Readonly<Record<number, string>> = {
  1: 'FAILED TO OBTAIN THE UTC TIMESTAMP',
  2: 'ALMANAC TOO OLD',
  3: 'DOPPLER ERROR',
};

export const m = (id: string, measurementValue: unknown): Message => ({
  measurementId: id,
  measurementValue,
  type: TYPES[id] ?? '',
});

/** The frame's UTC time, motion id and the readings' time (undefined: a clock never set). */
export type Stamp = { timestamp: number; motionId: number; time: string | undefined };

export const stamped = (id: string, value: unknown, stamp: Stamp): Message => ({
  measurementId: id,
  timestamp: stamp.timestamp,
  motionId: stamp.motionId,
  measurementValue: value,
  type: TYPES[id] ?? '',
});
