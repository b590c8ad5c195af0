import type { ReadingField } from '@pinpoint/shared/readings.ts';

// Vectors whose source names fields differently from the codec our decoder follows
// (see the README's "Field naming"). Each of their expected fields is checked
// through our vendor fields or our readings, or skipped with a reason; the test fails
// on any expected field this table does not mention.

export type FieldCheck =
  /** Our vendor field equals the expected value, optionally translated into our codec's words. */
  | { field: string; value?: (expected: unknown) => unknown }
  /** Our reading equals the expected value, optionally converted to our unit. */
  | { reading: ReadingField; value?: (expected: unknown) => number | boolean; tolerance?: number }
  /** A sentinel: the value must not become a reading. */
  | { noReading: ReadingField; because: string }
  | { skip: string };

const BATTERY_LEVEL =
  "akenza's own voltage-to-percent curve; Pinpoint derives battery % from mV with each device type's limits";
const volts = (expected: unknown): number => Number(expected) * 1000;
/** akenza rounds these batteries to 0.1 V (e.g. 3222 mV is given as 3.2). */
const roundedVolts: FieldCheck = { reading: 'battery_mv', value: volts, tolerance: 50 };
const DRAGINO_BATTERY_STATUS: Record<string, number> = { ULTRA_LOW: 0, LOW: 1, OK: 2, GOOD: 3 };

export const foreignVectorChecks: Record<string, Record<string, FieldCheck | FieldCheck[]>> = {
  'dragino/lht65 akenza': {
    batteryVoltage: { reading: 'battery_mv', value: volts },
    batteryStatus: { field: 'Bat_status', value: (status) => DRAGINO_BATTERY_STATUS[String(status)] },
    connectionStatus: {
      field: 'No_connect',
      value: (status) => (status === 'CONNECTED' ? undefined : 'Sensor no connection'),
    },
    externalSensor: {
      field: 'Ext_sensor',
      value: (present) => (present ? 'Temperature Sensor' : 'No external sensor'),
    },
    humidity: { reading: 'humidity' },
    temperature: { reading: 'temperature' },
    externalTemperature: [
      { field: 'TempC_DS' },
      { noReading: 'external_temperature', because: '0x7FFF (327.67) means the probe has no reading' },
    ],
    batteryLevel: { skip: BATTERY_LEVEL },
  },
  'dragino/lht65n akenza': {
    batteryVoltage: { reading: 'battery_mv', value: volts },
    batteryStatus: { field: 'Bat_status', value: (status) => DRAGINO_BATTERY_STATUS[String(status)] },
    humidity: { reading: 'humidity' },
    temperature: { reading: 'temperature' },
    tempDS: [{ field: 'TempC_DS' }, { reading: 'external_temperature' }],
    batteryLevel: { skip: BATTERY_LEVEL },
  },
  'dragino/lds02 akenza': {
    alarm: { field: 'ALARM', value: (alarm) => (alarm ? 1 : 0) },
    open: [{ field: 'DOOR_OPEN_STATUS', value: (open) => (open ? 1 : 0) }, { reading: 'door_open' }],
    openDuration: { field: 'LAST_DOOR_OPEN_DURATION' },
    openCounts: { field: 'DOOR_OPEN_TIMES' },
    batteryVoltage: roundedVolts,
    batteryLevel: { skip: BATTERY_LEVEL },
  },
  'dragino/lwl02 akenza': {
    alarm: { skip: 'the TTN codec reports no alarm flag in water-leak mode (MOD 2)' },
    waterLeak: [{ field: 'WATER_LEAK_STATUS', value: (leak) => (leak ? 1 : 0) }, { reading: 'leak' }],
    leakDuration: { field: 'LAST_WATER_LEAK_DURATION' },
    leakTimes: { field: 'WATER_LEAK_TIMES' },
    batteryVoltage: roundedVolts,
    batteryLevel: { skip: BATTERY_LEVEL },
  },
  'dragino/lse01 akenza': {
    temperature: [{ field: 'TempC_DS18B20', value: (t) => Number(t).toFixed(1) }, { reading: 'temperature' }],
    soilHumidity: [{ field: 'water_SOIL', value: (m) => Number(m).toFixed(2) }, { reading: 'soil_moisture' }],
    soilTemperature: [
      { field: 'temp_SOIL', value: (t) => Number(t).toFixed(2) },
      { reading: 'soil_temperature' },
    ],
    soilConductivity: [{ field: 'conduct_SOIL' }, { reading: 'soil_conductivity' }],
    batteryVoltage: [{ field: 'Bat' }, { reading: 'battery_mv', value: volts }],
    batteryLevel: { skip: BATTERY_LEVEL },
  },
  'dragino/ldds04 akenza': {
    distance1: [
      { field: 'distance1_cm' },
      { reading: 'distance_mm', value: (cm) => Math.round(Number(cm) * 10) },
    ],
    distance2: [
      { field: 'distance2_cm' },
      { reading: 'distance_2_mm', value: (cm) => Math.round(Number(cm) * 10) },
    ],
    distance3: [
      { field: 'distance3_cm' },
      { reading: 'distance_3_mm', value: (cm) => Math.round(Number(cm) * 10) },
    ],
    distance4: [
      { field: 'distance4_cm' },
      { reading: 'distance_4_mm', value: (cm) => Math.round(Number(cm) * 10) },
    ],
    extTrigger: { field: 'EXTI_Trigger', value: (trigger) => (trigger ? 'TRUE' : 'FALSE') },
    batteryVoltage: [{ field: 'BatV' }, { reading: 'battery_mv', value: volts }],
    batteryLevel: { skip: BATTERY_LEVEL },
  },
  'milesight-iot/ws101 milesight-sensordecoders': {
    battery: [{ field: 'battery' }, { reading: 'battery_pct' }],
    button_event: [
      {
        field: 'button',
        value: (event) => String((event as { status: string }).status).replace(' press', ''),
      },
      { reading: 'button', value: () => true },
    ],
  },
  'milesight-iot/em300-sld milesight-sensordecoders': {
    battery: [{ field: 'battery' }, { reading: 'battery_pct' }],
    temperature: [{ field: 'temperature' }, { reading: 'temperature' }],
    humidity: [{ field: 'humidity' }, { reading: 'humidity' }],
    leakage_status: [{ field: 'water' }, { reading: 'leak', value: (status) => status === 'leak' }],
  },
  'milesight-iot/ws301 akenza': {
    batteryLevel: [{ field: 'battery' }, { reading: 'battery_pct' }],
    open: [{ field: 'door', value: (open) => (open ? 'open' : 'close') }, { reading: 'door_open' }],
    installed: [
      { field: 'install', value: (installed) => (installed ? 'yes' : 'no') },
      { reading: 'tamper', value: (installed) => !installed },
    ],
  },
};
