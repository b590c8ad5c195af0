import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// Abeeway AT3 against Abeeway's driver (Abeeway/abeeway-codec AT3/src at
// 26adbfe6394c2d393438f6cd9f13b9ad6dc7d74e, v3.2.27): its own examples (AT3/examples.json, by
// description; the first is TTN's asset-tracker-3-codec.yaml "GNSS uplink") and frames built from
// them, run in Node. `vendor` is the driver's `position` / `notification` output, verbatim; its
// `header.timestamp`, rebuilt from the receive time our decoder does not get, is left out, but
// where the message is buffered and carries its own Unix time.

type Case = {
  name: string;
  hex: string;
  vendor: Record<string, unknown>;
  readings: Record<string, number | boolean>;
  location?: Record<string, unknown>;
  warnings?: string[];
};

const TRIGGERS = {
  geoTriggerPod: 0,
  geoTriggerSos: 0,
  geoTriggerMotionStart: 0,
  geoTriggerMotionStop: 0,
  geoTriggerInMotion: 0,
  geoTriggerInStatic: 0,
  geoTriggerShock: 0,
  geoTriggerTempHighThreshold: 0,
  geoTriggerTempLowThreshold: 0,
  geoTriggerGeozoning: 0,
};
const FIX = '105e0c248a00000119ff3ff20436458000a10000000a';
const gnss = (fix: Record<string, unknown>) => ({
  position: {
    motion: 1,
    motionCounter: 0,
    status: 'SUCCESS',
    positionType: 'GNSS',
    triggers: { ...TRIGGERS, geoTriggerPod: 1 },
    gnssFix: { latitude: 43.615845, longitude: 7.06656, altitude: 161, COG: 0, SOG: 10, EHPE: 23, ...fix },
    coordinates: [7.06656, 43.615845, 161],
  },
});
const FIX_3D = { fixQuality: 'FIX_3D', numberSatellitesUsed: 5 };
const AT_FIX = { button: false, battery_pct: 94, motion: true };
const BUFFERED = '2025-06-30T15:40:22.000Z';

const cases: Case[] = [
  {
    name: 'example "GNSS uplink"',
    hex: `${FIX}1765`,
    vendor: gnss({ quality: FIX_3D }),
    readings: AT_FIX,
    location: { lat: 43.615845, lon: 7.06656, alt: 161, accuracy: 23 },
  },
  {
    name: 'built: the fix flagged INVALID by the tracker',
    hex: `${FIX}1705`,
    vendor: gnss({ quality: { fixQuality: 'INVALID', numberSatellitesUsed: 5 } }),
    readings: AT_FIX,
    warnings: ['GNSS fix flagged INVALID by the tracker: no position'],
  },
  {
    name: 'built: an error of 500-1000 m, stored as 1000 m',
    hex: `${FIX}FC65`,
    vendor: gnss({ EHPE: '(500,1000]', quality: FIX_3D }),
    readings: AT_FIX,
    location: { lat: 43.615845, lon: 7.06656, alt: 161, accuracy: 1000 },
  },
  {
    name: 'built: an error past 4000 m, no position',
    hex: `${FIX}FF65`,
    vendor: gnss({ EHPE: '>4000', quality: FIX_3D }),
    readings: AT_FIX,
    warnings: ['GNSS fix error over 4000 m: no position'],
  },
  {
    name: 'example "GNSS Uplink TIMEOUT/FAILURE"',
    hex: '105e0ed42a00000100',
    vendor: {
      position: {
        motion: 0,
        motionCounter: 0,
        status: 'TIMEOUT',
        positionType: 'GNSS',
        triggers: { ...TRIGGERS, geoTriggerPod: 1 },
        gnssFailure: { timeoutCause: 'T0_TIMEOUT', satellitesSeen: [] },
      },
    },
    readings: { button: false, battery_pct: 94, motion: false },
    warnings: ['GNSS position timeout: no position'],
  },
  {
    name: 'example "Geolocation BLE -SHORT uplink": beacons for a solver, battery charging',
    hex: '110075d6850500044241aa4241a64241a54241a2',
    vendor: {
      position: {
        motion: 1,
        motionCounter: 5,
        status: 'SUCCESS',
        positionType: 'BLE_SCAN1_SHORT',
        triggers: { ...TRIGGERS, geoTriggerMotionStart: 1 },
        bleBeaconIds: [
          { id: '42-41', rssi: -86 },
          { id: '42-41', rssi: -90 },
          { id: '42-41', rssi: -91 },
          { id: '42-41', rssi: -94 },
        ],
      },
    },
    readings: { button: false, motion: true },
    warnings: ['BLE_SCAN1_SHORT scan for a location solver: no position'],
  },
  {
    name: 'example "notification system Low battery"',
    hex: '090167e501dbd90d0a',
    vendor: {
      notification: {
        notificationClass: 'SYSTEM',
        notificationType: 'LOW_BATTERY',
        system: { lowBattery: { consumption: 56281, batteryVoltage: 3338 } },
      },
    },
    readings: { button: false, battery_pct: 1, low_battery: true, battery_mv: 3338 },
  },
  {
    name: 'example "notification system tamper on"',
    hex: '085e13590301',
    vendor: {
      notification: {
        notificationClass: 'SYSTEM',
        notificationType: 'TAMPER_DETECTION',
        system: { tamperDetection: { state: 'CASING_OPEN' } },
      },
    },
    readings: { button: false, battery_pct: 94, tamper: true },
  },
  {
    name: 'example "Notification SOS-ON uplink"',
    hex: '4900888210',
    vendor: { notification: { notificationClass: 'SOS', notificationType: 'SOS_ON' } },
    readings: { button: true },
  },
  {
    name: 'example "Notification TEMP-HIGH uplink"',
    hex: '09008c29201e',
    vendor: {
      notification: { notificationClass: 'TEMPERATURE', notificationType: 'TEMP_HIGH', temperature: 30 },
    },
    readings: { button: false, temperature: 30, threshold_alarm: true },
  },
  {
    name: 'example "Notification motion end  uplink"',
    hex: '090082ed31ff68001d04012f',
    vendor: {
      notification: {
        notificationClass: 'ACCELEROMETER',
        notificationType: 'MOTION_END',
        accelerometer: { accelerationVector: [-152, 29, 1025], motionPercent: 47 },
      },
    },
    readings: { button: false, motion: false },
  },
  {
    name: 'example "notification system heartbeat with buffering enabled": dated by its own time',
    hex: '08e46862afe604170061df4b57',
    vendor: {
      notification: {
        notificationClass: 'SYSTEM',
        notificationType: 'HEARTBEAT',
        system: {
          heartbeat: { currentTemperature: 23, resetCause: 'AOS_ERROR_NONE', globalCrc: '61df4b57' },
        },
      },
    },
    readings: {
      [`button@${BUFFERED}`]: false,
      [`battery_pct@${BUFFERED}`]: 100,
      [`temperature@${BUFFERED}`]: 23,
    },
  },
  {
    name: 'example "Network notification main up (LoRa)": its body not decoded here',
    // Abeeway: network {activeNetwork LORA_NETWORK, mainNetwork LORA_NETWORK, backupNetwork NO_NETWORK}.
    hex: '085e16b940010100',
    vendor: { notification: { notificationClass: 'NETWORK', notificationType: 'MAIN_UP' } },
    readings: { button: false, battery_pct: 94 },
    warnings: ['MAIN_UP notification body not decoded'],
  },
];

describe('abeeway/asset-tracker-3 vs Abeeway AT3 driver 3.2.27', () => {
  it.each(cases)('$name', ({ hex, vendor, readings, location, warnings }) => {
    const result = run('abeeway/asset-tracker-3', 19, hex);
    for (const [group, value] of Object.entries(vendor))
      expect(result.fields[group], group).toStrictEqual(value);
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.location).toStrictEqual(location);
    expect(result.warnings).toStrictEqual(warnings);
  });

  it('example "GNSS position with buffering enabled": a multi-frame GNSS timeout of its own time', () => {
    const result = run('abeeway/asset-tracker-3', 3, '90e46862b11301aa010020450920041b071103131a18');
    expect(result.fields.header).toStrictEqual({
      sos: false,
      type: 'POSITION',
      ackToken: 0,
      multiFrame: true,
      batteryLevel: 100,
      timestamp: '2025-06-30T15:45:23.000Z',
      buffering: true,
    });
    expect(result.fields.extendedHeader).toStrictEqual({ groupId: 0, last: 0, frameNumber: 1 });
    expect(result.fields.position).toMatchObject({
      status: 'TIMEOUT',
      gnssFailure: {
        timeoutCause: 'ACQUISITION_TIMEOUT',
        satellitesSeen: [
          { svId: 9, constellation: 'GPS', CN: 32 },
          { svId: 4, constellation: 'GPS', CN: 27 },
          { svId: 7, constellation: 'GPS', CN: 17 },
          { svId: 3, constellation: 'GPS', CN: 19 },
          { svId: 26, constellation: 'GPS', CN: 24 },
        ],
      },
    });
    expect(result.location).toBeUndefined();
  });

  it("keeps an unbuffered message's half-day seconds, which only the receive time resolves", () => {
    // Abeeway's header.timestamp for it: 2024-06-20T12:51:48.000Z, received 12:51:53.243Z (0x0c24
    // = 3108 s after noon UTC).
    const result = run('abeeway/asset-tracker-3', 19, `${FIX}1765`);
    expect(result.fields.header).toMatchObject({ batteryLevel: 94, secondsInHalfDay: 3108 });
  });
});
