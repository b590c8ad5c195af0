// Device types as plain data, apart from device.ts's schemas, so that the device list labels
// them without loading zod (issue 31 item 4).

/** Device types: the reading families of spec 1. */
export const deviceTypes = [
  'location',
  'temperature',
  'humidity',
  'co2',
  'battery',
  'motion',
  'door/window',
  'water leak',
  'SOS button',
  'distance',
  'soil',
  'leaf',
  'air quality',
  'voltage',
  'current',
  'watts',
] as const;
