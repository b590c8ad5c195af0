import type { CodecOutput } from './codec-example.ts';

// Abeeway AT3 codec outputs, verbatim, for apps/server's vendor-codecs-agreement.test.ts (via
// codec-outputs.ts). Our decoder's own tests of the same frames: trackers-more-abeeway.test.ts.

/**
 * Abeeway's AT3 driver (Abeeway/abeeway-codec AT3/src at 26adbfe6, v3.2.27, run in Node on its own
 * AT3/examples.json inputs, whose outputs it reproduces), and TTN's asset-tracker-3-codec.yaml
 * example. Left out: messages whose fix or readings the driver dates by the receive time, which
 * our decoder does not get (trackers-more-abeeway.test.ts).
 */
const AT3_DRIVER = 'abeeway-codec AT3 3.2.27 (26adbfe6) examples.json';
const AT3_TRIGGERS = {
  geoTriggerPod: 1,
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
const at3Header = (
  type: string,
  ackToken: number,
  batteryLevel: number | string,
  timestamp: string,
  sos = false,
) => ({
  sos,
  type,
  ackToken,
  multiFrame: false,
  batteryLevel,
  timestamp,
});

export const abeewayAt3Outputs: readonly CodecOutput[] = [
  {
    model: 'abeeway/asset-tracker-3',
    source: 'asset-tracker-3-codec.yaml 070b2242, Notification start motion uplink',
    fPort: 19,
    hex: '09007f4230',
    output: {
      header: at3Header('NOTIFICATION', 1, 'CHARGING', '2024-06-09T21:02:58.000Z'),
      notification: { notificationClass: 'ACCELEROMETER', notificationType: 'MOTION_START' },
      payload: '09007f4230',
    },
  },
  {
    model: 'abeeway/asset-tracker-3',
    source: `${AT3_DRIVER}, GNSS Uplink TIMEOUT/FAILURE`,
    fPort: 19,
    hex: '105e0ed42a00000100',
    output: {
      header: at3Header('POSITION', 0, 94, '2024-06-06T13:03:16.000Z'),
      position: {
        motion: 0,
        motionCounter: 0,
        status: 'TIMEOUT',
        positionType: 'GNSS',
        triggers: AT3_TRIGGERS,
        gnssFailure: { timeoutCause: 'T0_TIMEOUT', satellitesSeen: [] },
      },
      payload: '105e0ed42a00000100',
    },
  },
  {
    model: 'abeeway/asset-tracker-3',
    source: `${AT3_DRIVER} input, the quality byte made INVALID (05)`,
    fPort: 19,
    hex: '105e0c248a00000119ff3ff20436458000a10000000a1705',
    output: {
      header: at3Header('POSITION', 0, 94, '2024-06-20T12:51:48.000Z'),
      position: {
        motion: 1,
        motionCounter: 0,
        status: 'SUCCESS',
        positionType: 'GNSS',
        triggers: AT3_TRIGGERS,
        gnssFix: {
          latitude: 43.615845,
          longitude: 7.06656,
          altitude: 161,
          COG: 0,
          SOG: 10,
          EHPE: 23,
          quality: { fixQuality: 'INVALID', numberSatellitesUsed: 5 },
        },
        coordinates: [7.06656, 43.615845, 161],
      },
      payload: '105e0c248a00000119ff3ff20436458000a10000000a1705',
    },
  },
  {
    model: 'abeeway/asset-tracker-3',
    source: `${AT3_DRIVER}, notification system Low battery`,
    fPort: 3,
    hex: '090167e501dbd90d0a',
    output: {
      header: at3Header('NOTIFICATION', 1, 1, '2024-06-17T07:23:17.000Z'),
      notification: {
        notificationClass: 'SYSTEM',
        notificationType: 'LOW_BATTERY',
        system: { lowBattery: { consumption: 56281, batteryVoltage: 3338 } },
      },
      payload: '090167e501dbd90d0a',
    },
  },
  {
    model: 'abeeway/asset-tracker-3',
    source: `${AT3_DRIVER}, notification system tamper on`,
    fPort: 19,
    hex: '085e13590301',
    output: {
      header: at3Header('NOTIFICATION', 0, 94, '2024-06-06T13:22:33.000Z'),
      notification: {
        notificationClass: 'SYSTEM',
        notificationType: 'TAMPER_DETECTION',
        system: { tamperDetection: { state: 'CASING_OPEN' } },
      },
      payload: '085e13590301',
    },
  },
  {
    model: 'abeeway/asset-tracker-3',
    source: `${AT3_DRIVER}, Notification SOS-ON uplink`,
    fPort: 19,
    hex: '4900888210',
    output: {
      header: at3Header('NOTIFICATION', 1, 'CHARGING', '2024-06-09T21:42:26.000Z', true),
      notification: { notificationClass: 'SOS', notificationType: 'SOS_ON' },
      payload: '4900888210',
    },
  },
  {
    model: 'abeeway/asset-tracker-3',
    source: `${AT3_DRIVER}, Notification TEMP-HIGH uplink`,
    fPort: 19,
    hex: '09008c29201e',
    output: {
      header: at3Header('NOTIFICATION', 1, 'CHARGING', '2024-06-09T21:58:01.000Z'),
      notification: { notificationClass: 'TEMPERATURE', notificationType: 'TEMP_HIGH', temperature: 30 },
      payload: '09008c29201e',
    },
  },
  {
    model: 'abeeway/asset-tracker-3',
    source: `${AT3_DRIVER}, Notification motion end  uplink`,
    fPort: 19,
    hex: '090082ed31ff68001d04012f',
    output: {
      header: at3Header('NOTIFICATION', 1, 'CHARGING', '2024-06-09T21:18:37.000Z'),
      notification: {
        notificationClass: 'ACCELEROMETER',
        notificationType: 'MOTION_END',
        accelerometer: { accelerationVector: [-152, 29, 1025], motionPercent: 47 },
      },
      payload: '090082ed31ff68001d04012f',
    },
  },
];
