import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';

// Differential tests against Abeeway's AT2 driver (Actility's, the codec TTN ships as
// vendor/abeeway/asset-tracker-2.js): norbertherbert/abeeway-driver AT2/dist/abw-at2-drv-src.js at
// 9579676a05c7aaabceafdad3fbf1c9a3bbc9c2d4, run in Node (decodeUplink with the case's fPort) on
// examples of its AT2/examples.json (named) and on payloads built to reach the hemispheres, both
// extended payload types, the previous fix, the failure and event kinds. Each `vendor` is what it
// printed, verbatim but for `payload` (the input hex) and `deviceConfiguration.mode` (a copy of
// trackingMode), which we leave out. Our fields are exactly the vendor's but where `ours` says
// otherwise (undefined: left out), each difference with its reason; `vendorError` is the driver's
// error where it gave no data. `readings`, `location` and `warnings` are ours. The driver is not
// needed to run them.

type Case = {
  port: number;
  hex: string;
  vendor?: Record<string, unknown>;
  vendorError?: string;
  ours?: Record<string, unknown>;
  readings: Record<string, number | boolean>;
  location?: { lat: number; lon: number; alt?: number; accuracy?: number; ageSeconds?: number };
  warnings?: string[];
};

const cases: Case[] = [
  {
    // examples.json "Data scan collection uplink containing MAC_ADDRESS".
    port: 18,
    hex: '0b01648600c00048c66eaa1b1aec11c34fc9cdb8d309c363d8bab2432ac2581f7c370a48',
    vendor: {
      messageType: 'DATA_SCAN_COLLECTION',
      trackingMode: 'STAND_BY',
      batteryLevel: 100,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      periodicPosition: false,
      temperatureMeasure: 23.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: true,
      dataScanCollection: {
        scanType: 'BLE_BEACONS',
        again: true,
        dataFormat: 'MAC_ADDRESS',
        fragmentIdentification: 0,
        collectionIdentifier: 0,
        hash: 72,
        macAddressData: [
          {
            bssid: '6e:aa:1b:1a:ec:11',
            rssi: -58,
          },
          {
            bssid: '4f:c9:cd:b8:d3:09',
            rssi: -61,
          },
          {
            bssid: '63:d8:ba:b2:43:2a',
            rssi: -61,
          },
          {
            bssid: '58:1f:7c:37:0a:48',
            rssi: -62,
          },
        ],
      },
    },
    readings: {
      battery_pct: 100,
      temperature: 23.8,
      motion: false,
      button: false,
    },
  },
  {
    // examples.json "Data scan collection uplink containing BEACON_ID with scan type is BLE_BEACONS".
    port: 18,
    hex: '0b68647f100053b9d8000002d6000003d5000004d3000005',
    vendor: {
      messageType: 'DATA_SCAN_COLLECTION',
      trackingMode: 'MOTION_START_END_TRACKING',
      batteryLevel: 100,
      batteryStatus: 'OPERATING',
      ackToken: 1,
      periodicPosition: false,
      temperatureMeasure: 20.2,
      sosFlag: 0,
      appState: 1,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      dataScanCollection: {
        scanType: 'BLE_BEACONS',
        again: false,
        dataFormat: 'BEACON_ID',
        fragmentIdentification: 0,
        collectionIdentifier: 83,
        hash: 185,
        beaconIdData: [
          {
            beaconId: '0002',
            rssi: -40,
          },
          {
            beaconId: '0003',
            rssi: -42,
          },
          {
            beaconId: '0004',
            rssi: -43,
          },
          {
            beaconId: '0005',
            rssi: -45,
          },
        ],
      },
    },
    readings: {
      battery_pct: 100,
      temperature: 20.2,
      motion: false,
      button: false,
    },
  },
  {
    // examples.json "Debug uplink containing DEBUG_CRASH_INFORMATION".
    port: 17,
    hex: '0f00f9860001434f4445204552524f52',
    vendor: {
      messageType: 'DEBUG',
      trackingMode: 'STAND_BY',
      batteryVoltage: 4.17,
      ackToken: 0,
      periodicPosition: false,
      temperatureMeasure: 23.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      debugErrorCode: 1,
      debugCrashInfo: 'CODE ERROR',
      debugCommandTag: 'DEBUG_CRASH_INFORMATION',
    },
    readings: {
      battery_mv: 4172,
      temperature: 23.8,
      motion: false,
      button: false,
    },
  },
  {
    // examples.json "Debug uplink containing SPECIFIC_FIRMWARE_PARAMETERS".
    port: 17,
    hex: '0f00009124001b010c007f000000000a20',
    vendor: {
      messageType: 'DEBUG',
      trackingMode: 'STAND_BY',
      batteryVoltage: 0,
      ackToken: 2,
      periodicPosition: false,
      temperatureMeasure: 29.4,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      debugCommandTag: 'SPECIFIC_FIRMWARE_PARAMETERS',
      specificFirmwareParameters: ['001B010C', '007F0000', '00000A20'],
    },
    readings: {
      temperature: 29.4,
      motion: false,
      button: false,
    },
    warnings: ['battery byte 0x00 is no voltage; no battery reading'],
  },
  {
    // examples.json "Uplink containing ANGLE_DETECTION event (1)".
    port: 18,
    hex: '0a2c646c000941012cffe4fc3f003f01dffc8e00171e',
    vendor: {
      messageType: 'EVENT',
      trackingMode: 'MOTION_TRACKING',
      batteryLevel: 100,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      periodicPosition: false,
      temperatureMeasure: 10.6,
      sosFlag: 0,
      appState: 1,
      dynamicMotionState: 'MOVING',
      onDemand: false,
      eventType: 'ANGLE_DETECTION',
      angleDetection: {
        flags: {
          transition: 'NORMAL_TO_CRITICAL',
          triggerType: 'CRITICAL_ANGLE_REPORTING',
          notificationIdentifier: 1,
        },
        age: 300,
        referenceVector: [-28, -961, 63],
        criticalVector: [479, -882, 23],
        angle: 30,
      },
    },
    readings: {
      battery_pct: 100,
      temperature: 10.6,
      motion: true,
      button: false,
    },
  },
  {
    // examples.json "Uplink containing GEOFENCING event".
    port: 18,
    hex: '0a04538a000a01b5dffb',
    vendor: {
      messageType: 'EVENT',
      trackingMode: 'STAND_BY',
      batteryLevel: 83,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      periodicPosition: false,
      temperatureMeasure: 25.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'MOVING',
      onDemand: false,
      eventType: 'GEOFENCING',
      geofencingNotification: {
        geofencingFormat: 0,
        geofencingType: 'ENTRY',
        id: '0xb5dffb',
      },
    },
    readings: {
      battery_pct: 83,
      temperature: 25.8,
      motion: true,
      button: false,
    },
  },
  {
    // examples.json "Uplink containing WIFI_BSSID_WITH_NO_CYPHER position".
    port: 18,
    hex: '0e480091090002683f7d13da38c1c8675e842cd6c0c8675e842cd4c0c8675e842cd5c0c8675e8200d4b8c8675e8200d5b8c8675e8200d6b7906cac19cb3daad26cac19cb3daac26cac19cb3da92cb8ed0ea9b4a9e26cac19cb3da9',
    vendor: {
      messageType: 'EXTENDED_POSITION_MESSAGE',
      age: 2,
      trackingMode: 'PERMANENT_TRACKING',
      batteryStatus: 'CHARGING',
      ackToken: 0,
      rawPositionType: 'WIFI_BSSIDS_WITH_NO_CYPHER',
      periodicPosition: false,
      temperatureMeasure: 29.4,
      sosFlag: 0,
      appState: 1,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      wifiBssids: [
        {
          bssid: '68:3f:7d:13:da:38',
          rssi: -63,
        },
        {
          bssid: 'c8:67:5e:84:2c:d6',
          rssi: -64,
        },
        {
          bssid: 'c8:67:5e:84:2c:d4',
          rssi: -64,
        },
        {
          bssid: 'c8:67:5e:84:2c:d5',
          rssi: -64,
        },
        {
          bssid: 'c8:67:5e:82:00:d4',
          rssi: -72,
        },
        {
          bssid: 'c8:67:5e:82:00:d5',
          rssi: -72,
        },
        {
          bssid: 'c8:67:5e:82:00:d6',
          rssi: -73,
        },
        {
          bssid: '90:6c:ac:19:cb:3d',
          rssi: -86,
        },
        {
          bssid: 'd2:6c:ac:19:cb:3d',
          rssi: -86,
        },
        {
          bssid: 'c2:6c:ac:19:cb:3d',
          rssi: -87,
        },
        {
          bssid: '2c:b8:ed:0e:a9:b4',
          rssi: -87,
        },
        {
          bssid: 'e2:6c:ac:19:cb:3d',
          rssi: -87,
        },
      ],
    },
    readings: {
      temperature: 29.4,
      motion: false,
      button: false,
    },
  },
  {
    // examples.json "Uplink containing BLE_BEACON_SCAN_SHORT_ID position (2)".
    port: 18,
    hex: '034800990a02990000000403c0999999999202bd990000000303bd990000000203bb',
    vendor: {
      messageType: 'POSITION_MESSAGE',
      age: 16,
      trackingMode: 'PERMANENT_TRACKING',
      batteryStatus: 'CHARGING',
      ackToken: 0,
      rawPositionType: 'BLE_BEACON_SCAN_SHORT_ID',
      periodicPosition: false,
      temperatureMeasure: 33.4,
      sosFlag: 0,
      appState: 1,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      bleBeaconIds: [
        {
          beaconId: '99-00-00-00-04-03',
          rssi: -64,
        },
        {
          beaconId: '99-99-99-99-92-02',
          rssi: -67,
        },
        {
          beaconId: '99-00-00-00-03-03',
          rssi: -67,
        },
        {
          beaconId: '99-00-00-00-02-03',
          rssi: -69,
        },
      ],
    },
    readings: {
      temperature: 33.4,
      motion: false,
      button: false,
    },
  },
  {
    // examples.json "Uplink containing miscData SHOCK_DETECTION with GADD index".
    port: 17,
    hex: '0784b880f00301ff41ff5903df0321cafe',
    vendor: {
      messageType: 'SHOCK_DETECTION',
      trackingMode: 'ACTIVITY_TRACKING',
      batteryVoltage: 3.81,
      ackToken: 15,
      periodicPosition: false,
      temperatureMeasure: 20.8,
      miscDataTag: 'SHOCK_DETECTION',
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'MOVING',
      onDemand: false,
      nbOfshock: 1,
      accelerometerShockData: [-191, -167, 991],
      gaddIndex: 52546302,
    },
    readings: {
      battery_mv: 3813,
      temperature: 20.8,
      motion: true,
      button: false,
    },
  },
  {
    // examples.json "Uplink containing miscData BLE_MAC".
    port: 18,
    hex: '0704638e1005e604413dc504',
    vendor: {
      messageType: 'BLE_MAC',
      trackingMode: 'STAND_BY',
      batteryLevel: 99,
      batteryStatus: 'OPERATING',
      ackToken: 1,
      bleMac: 'e6:04:41:3d:c5:04',
      periodicPosition: false,
      temperatureMeasure: 27.8,
      miscDataTag: 'BLE_MAC',
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'MOVING',
      onDemand: false,
    },
    readings: {
      battery_pct: 99,
      temperature: 27.8,
      motion: true,
      button: false,
    },
  },
  {
    // examples.json "Energy status uplink (1)".
    port: 17,
    hex: '0400f38800000034e800002c8d00000000',
    vendor: {
      messageType: 'ENERGY_STATUS',
      trackingMode: 'STAND_BY',
      batteryVoltage: 4.14,
      ackToken: 0,
      periodicPosition: false,
      gpsOnRuntime: 13544,
      gpsStandbyRuntime: 11405,
      wifiScanCount: 0,
      temperatureMeasure: 24.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
    },
    readings: {
      battery_mv: 4139,
      temperature: 24.8,
      motion: false,
      button: false,
    },
  },
  {
    // examples.json "Uplink containing WIFI_TIMEOUT message (1)".
    port: 17,
    hex: '0e48008e035460010000000000',
    vendor: {
      messageType: 'EXTENDED_POSITION_MESSAGE',
      age: 21600,
      trackingMode: 'PERMANENT_TRACKING',
      batteryVoltage: 0,
      ackToken: 0,
      rawPositionType: 'WIFI_TIMEOUT',
      periodicPosition: false,
      temperatureMeasure: 27.8,
      sosFlag: 0,
      appState: 1,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      batteryVoltageMeasures: [2.8, 2.79, 2.79, 2.79, 2.79, 2.79],
    },
    readings: {
      temperature: 27.8,
      motion: false,
      button: false,
    },
    warnings: ['battery byte 0x00 is no voltage; no battery reading', 'Wi-Fi scan timed out: no position'],
  },
  {
    // examples.json "Uplink containing XGPS_DATA position (2)".
    port: 17,
    hex: '0380f98605',
    vendor: {
      messageType: 'POSITION_MESSAGE',
      trackingMode: 'ACTIVITY_TRACKING',
      batteryVoltage: 4.17,
      ackToken: 0,
      rawPositionType: 'XGPS_DATA',
      periodicPosition: false,
      temperatureMeasure: 23.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
    },
    readings: {
      battery_mv: 4172,
      temperature: 23.8,
      motion: false,
      button: false,
    },
    warnings: ["low-power GPS data: needs Abeeway's location service; no position"],
  },
  {
    // examples.json "Send SMS uplink (2)".
    port: 18,
    hex: '0d0001e240596f752772652074616c6b696e6720746f206d653f',
    vendor: {
      messageType: 'SMS',
      ackToken: 0,
      sms: {
        destinationId: 123456,
        message: "You're talking to me?",
      },
    },
    readings: {},
  },
  {
    // examples.json "Heart beat uplink".
    port: 17,
    hex: '0520df8b00400108c9',
    vendor: {
      messageType: 'HEARTBEAT',
      trackingMode: 'MOTION_TRACKING',
      batteryVoltage: 4.03,
      ackToken: 0,
      firmwareVersion: '1.8.201',
      resetCause: 64,
      periodicPosition: false,
      temperatureMeasure: 26.3,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
    },
    readings: {
      battery_mv: 4028,
      temperature: 26.3,
      motion: false,
      button: false,
    },
  },
  {
    // examples.json "Uplink containing miscData DEVICE_CONFIGURATION for GPS timeout parameters".
    // Parameters stay as sent: their names and units change with the firmware (the driver's table of them is not copied).
    port: 18,
    hex: '0720647ca002670000003c68000000780b000000140a0000001e0900000078',
    vendor: {
      messageType: 'CONFIGURATION',
      trackingMode: 'MOTION_TRACKING',
      batteryLevel: 100,
      batteryStatus: 'OPERATING',
      ackToken: 10,
      periodicPosition: false,
      temperatureMeasure: 18.7,
      miscDataTag: 'DEVICE_CONFIGURATION',
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      deviceConfiguration: {
        gpsT0Timeout: 60,
        gpsFixTimeout: 120,
        gpsEHPE: 20,
        xgpsTimeout: 30,
        gpsTimeout: 120,
        mode: 'MOTION_TRACKING',
      },
    },
    ours: {
      deviceConfiguration: undefined,
      configurationParameters: [
        {
          id: 103,
          value: 60,
        },
        {
          id: 104,
          value: 120,
        },
        {
          id: 11,
          value: 20,
        },
        {
          id: 10,
          value: 30,
        },
        {
          id: 9,
          value: 120,
        },
      ],
    },
    readings: {
      battery_pct: 100,
      temperature: 18.7,
      motion: false,
      button: false,
    },
  },
  {
    // examples.json "Proximity white listing uplink (2)".
    // Proximity (contact tracing) messages are not decoded: the header only, with a warning.
    port: 18,
    hex: '0c4864902004000000000000000020635f017100000d00',
    vendor: {
      messageType: 'PROXIMITY_DETECTION',
      trackingMode: 'PERMANENT_TRACKING',
      batteryLevel: 100,
      batteryStatus: 'OPERATING',
      ackToken: 2,
      periodicPosition: false,
      temperatureMeasure: 28.8,
      sosFlag: 0,
      appState: 1,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      proximityWhiteListing: {
        encrypted: false,
        rollingProximityIdentifier: '000000000000000020635f017100000d',
        list: 'PEER_LIST',
        recordStatus: 'NOT_WHITE_LISTED',
        solicited: false,
      },
    },
    ours: {
      proximityWhiteListing: undefined,
    },
    readings: {
      battery_pct: 100,
      temperature: 28.8,
      motion: false,
      button: false,
    },
    warnings: ['proximity message (0x0C) not decoded'],
  },
  {
    // A short GPS fix in the southern and western hemispheres (São Paulo), battery 55 %, periodic.
    port: 18,
    hex: '03423788700ff1f67ae4345205',
    vendor: {
      gpsLatitude: -23.5505152,
      gpsLongitude: -46.6333184,
      horizontalAccuracy: 19.61,
      messageType: 'POSITION_MESSAGE',
      age: 120,
      trackingMode: 'PERMANENT_TRACKING',
      batteryLevel: 55,
      batteryStatus: 'OPERATING',
      ackToken: 7,
      rawPositionType: 'GPS',
      periodicPosition: true,
      temperatureMeasure: 24.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
    },
    readings: {
      battery_pct: 55,
      temperature: 24.8,
      motion: false,
      button: false,
    },
    location: {
      lat: -23.5505152,
      lon: -46.6333184,
      accuracy: 19.61,
    },
  },
  {
    // A short GPS fix with the three encrypted bytes the guide lists, SOS flag, on demand (Sydney).
    port: 18,
    hex: '033564902000ebd0085a20b50aaabbcc',
    vendor: {
      gpsLatitude: -33.8688,
      gpsLongitude: 151.2092928,
      horizontalAccuracy: 39.22,
      messageType: 'POSITION_MESSAGE',
      age: 0,
      trackingMode: 'MOTION_TRACKING',
      batteryLevel: 100,
      batteryStatus: 'OPERATING',
      ackToken: 2,
      rawPositionType: 'GPS',
      periodicPosition: false,
      temperatureMeasure: 28.8,
      sosFlag: 1,
      appState: 0,
      dynamicMotionState: 'MOVING',
      onDemand: true,
    },
    readings: {
      battery_pct: 100,
      temperature: 28.8,
      motion: true,
      button: true,
    },
    location: {
      lat: -33.8688,
      lon: 151.2092928,
      accuracy: 39.22,
    },
  },
  {
    // An extended fix, payload type 1 (metres), EHPE code 252 (a range: no accuracy radius), a moving previous fix.
    port: 18,
    hex: '0e44508000001003ebd008005a20b548003afc465000fa10ba14',
    vendor: {
      gpsLatitude: -33.8688,
      gpsLongitude: 151.2093,
      gpsAltitude: 58,
      gpsCourseOverGround: 18000,
      gpsSpeedOverGround: 250,
      gpsFixStatus: 'FIX_3D',
      gpsPayloadType: 1,
      horizontalAccuracy: '(500,1000]',
      gpsPrevious: {
        age: 128,
        dynamicMotionState: 'MOVING',
        latitude: -33.8688064,
        longitude: 151.2093096,
      },
      messageType: 'EXTENDED_POSITION_MESSAGE',
      age: 16,
      trackingMode: 'PERMANENT_TRACKING',
      batteryLevel: 80,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      rawPositionType: 'GPS',
      periodicPosition: false,
      temperatureMeasure: 20.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'MOVING',
      onDemand: false,
    },
    readings: {
      battery_pct: 80,
      temperature: 20.8,
      motion: true,
      button: false,
    },
    location: {
      lat: -33.8688,
      lon: 151.2093,
      alt: 58,
    },
  },
  {
    // An extended fix, payload type 0 (altitude in cm, encoded EHPE), no previous fix, firmware 1.x battery.
    port: 17,
    hex: '0e24c880300005011a04f320d0af15c0ff061423280000',
    vendor: {
      gpsLatitude: 43.6532,
      gpsLongitude: -79.3832,
      gpsAltitude: -2.5,
      gpsCourseOverGround: 9000,
      gpsSpeedOverGround: 0,
      gpsFixStatus: 'FIX_3D',
      gpsPayloadType: 0,
      horizontalAccuracy: 78.43,
      messageType: 'EXTENDED_POSITION_MESSAGE',
      age: 5,
      trackingMode: 'MOTION_TRACKING',
      batteryVoltage: 3.9,
      ackToken: 3,
      rawPositionType: 'GPS',
      periodicPosition: false,
      temperatureMeasure: 20.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'MOVING',
      onDemand: false,
    },
    readings: {
      battery_mv: 3901,
      temperature: 20.8,
      motion: true,
      button: false,
    },
    location: {
      lat: 43.6532,
      lon: -79.3832,
      alt: -2.5,
      accuracy: 78.43,
    },
  },
  {
    // GPS timeout T1, short form.
    port: 18,
    hex: '03404b8001027f7f6432',
    vendor: {
      messageType: 'POSITION_MESSAGE',
      trackingMode: 'PERMANENT_TRACKING',
      batteryLevel: 75,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      rawPositionType: 'GPS_TIMEOUT',
      periodicPosition: false,
      timeoutCause: 'T1_TIMEOUT',
      bestSatellitesCOverN: [25, 25, 20, 10],
      temperatureMeasure: 20.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
    },
    readings: {
      battery_pct: 75,
      temperature: 20.8,
      motion: false,
      button: false,
    },
    warnings: ['GPS timeout (T1_TIMEOUT): no position'],
  },
  {
    // Wi-Fi failure, extended form, antenna unavailable.
    port: 18,
    hex: '0e404b8004003cfafafaf9f9f802',
    vendor: {
      messageType: 'EXTENDED_POSITION_MESSAGE',
      age: 60,
      trackingMode: 'PERMANENT_TRACKING',
      batteryLevel: 75,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      rawPositionType: 'WIFI_FAILURE',
      periodicPosition: false,
      temperatureMeasure: 20.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      batteryVoltageMeasures: [4.17, 4.17, 4.17, 4.17, 4.17, 4.16],
      errorCode: 2,
    },
    readings: {
      battery_pct: 75,
      temperature: 20.8,
      motion: false,
      button: false,
    },
    warnings: ['Wi-Fi scan failed (antenna unavailable): no position'],
  },
  {
    // BLE beacon failure code 6, a firmware before 2.3.
    port: 18,
    hex: '03404b800806',
    vendor: {
      messageType: 'POSITION_MESSAGE',
      trackingMode: 'PERMANENT_TRACKING',
      batteryLevel: 75,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      rawPositionType: 'BLE_BEACON_FAILURE',
      periodicPosition: false,
      temperatureMeasure: 20.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      bleBeaconFailure: 'HARDWARE_INCOMPATIBILITY',
    },
    readings: {
      battery_pct: 75,
      temperature: 20.8,
      motion: false,
      button: false,
    },
    warnings: ['BLE beacon scan failed (HARDWARE_INCOMPATIBILITY): no position'],
  },
  {
    // A temperature alert above temperature_high.
    port: 18,
    hex: '0a004ba0000501b09000030000',
    vendor: {
      messageType: 'EVENT',
      trackingMode: 'STAND_BY',
      batteryLevel: 75,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      periodicPosition: false,
      temperatureMeasure: 36.9,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      eventType: 'TEMPERATURE_ALERT',
      measuredTemperature: {
        state: 'HIGH',
        max: 45,
        min: 28.8,
        highCounter: 3,
        lowCounter: 0,
      },
    },
    readings: {
      battery_pct: 75,
      temperature: 36.9,
      motion: false,
      threshold_alarm: true,
      button: false,
    },
  },
  {
    // Heartbeat of firmware 2.4.0 with BLE firmware 3.3.1 after a power-on reset.
    port: 18,
    hex: '05205a880001020400030301',
    vendor: {
      messageType: 'HEARTBEAT',
      trackingMode: 'MOTION_TRACKING',
      batteryLevel: 90,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      firmwareVersion: '2.4.0',
      bleFirmwareVersion: '3.3.1',
      resetCause: 1,
      periodicPosition: false,
      temperatureMeasure: 24.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
    },
    readings: {
      battery_pct: 90,
      temperature: 24.8,
      motion: false,
      button: false,
    },
  },
  {
    // Shutdown at 1 % (low battery), operating mode OFF.
    port: 18,
    hex: '09a001800001',
    vendor: {
      messageType: 'SHUTDOWN',
      trackingMode: 'OFF',
      batteryLevel: 1,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      periodicPosition: false,
      temperatureMeasure: 20.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      shutdownCause: 'LOW_BATTERY',
    },
    readings: {
      battery_pct: 1,
      temperature: 20.8,
      motion: false,
      low_battery: true,
      button: false,
    },
  },
  {
    // Motion end while the header still says moving, with the orientation and duty cycle.
    port: 18,
    hex: '0a245a880002fff0001003e832',
    vendor: {
      messageType: 'EVENT',
      trackingMode: 'MOTION_TRACKING',
      batteryLevel: 90,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      periodicPosition: false,
      temperatureMeasure: 24.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'MOVING',
      onDemand: false,
      eventType: 'MOTION_END',
      trackerOrientation: [-16, 16, 1000],
      motionDutyCycle: 50,
    },
    readings: {
      battery_pct: 90,
      temperature: 24.8,
      motion: false,
      button: false,
    },
  },
  {
    // SOS start, SOS flag set.
    port: 18,
    hex: '0a305a880007',
    vendor: {
      messageType: 'EVENT',
      trackingMode: 'MOTION_TRACKING',
      batteryLevel: 90,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      periodicPosition: false,
      temperatureMeasure: 24.8,
      sosFlag: 1,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      eventType: 'SOS_MODE_START',
    },
    readings: {
      battery_pct: 90,
      temperature: 24.8,
      motion: false,
      button: true,
    },
  },
  {
    // Periodic activity report.
    port: 18,
    hex: '07805a88000400010002000300040005000600001234',
    vendor: {
      messageType: 'ACTIVITY_STATUS',
      trackingMode: 'ACTIVITY_TRACKING',
      batteryLevel: 90,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      periodicPosition: false,
      temperatureMeasure: 24.8,
      miscDataTag: 'PERIODIC_ACTIVITY',
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      activityCount: 4660,
      activityReportingWindow: [1, 2, 3, 4, 5, 6],
    },
    readings: {
      battery_pct: 90,
      temperature: 24.8,
      motion: false,
      button: false,
    },
  },
  {
    // A BLE long-identifier scan of two beacons.
    // Each entry is a 16-byte id and an RSSI (17 bytes); the driver steps 7 bytes from one entry to the next, as for 6-byte ids, so it reads a third beacon made of the first two.
    port: 18,
    hex: '03404b800b0300112233445566778899aabbccddeeffc4ffeeddccbbaa99887766554433221100b0',
    vendor: {
      messageType: 'POSITION_MESSAGE',
      age: 24,
      trackingMode: 'PERMANENT_TRACKING',
      batteryLevel: 75,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      rawPositionType: 'BLE_BEACON_SCAN_LONG_ID',
      periodicPosition: false,
      temperatureMeasure: 20.8,
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      onDemand: false,
      bleBeaconIds: [
        {
          beaconId: '00-11-22-33-44-55-66-77-88-99-aa-bb-cc-dd-ee-ff',
          rssi: -60,
        },
        {
          beaconId: '77-88-99-aa-bb-cc-dd-ee-ff-c4-ff-ee-dd-cc-bb-aa',
          rssi: -103,
        },
        {
          beaconId: 'ee-ff-c4-ff-ee-dd-cc-bb-aa-99-88-77-66-55-44-33',
          rssi: 34,
        },
      ],
    },
    ours: {
      bleBeaconIds: [
        {
          beaconId: '00-11-22-33-44-55-66-77-88-99-aa-bb-cc-dd-ee-ff',
          rssi: -60,
        },
        {
          beaconId: 'ff-ee-dd-cc-bb-aa-99-88-77-66-55-44-33-22-11-00',
          rssi: -80,
        },
      ],
    },
    readings: {
      battery_pct: 75,
      temperature: 20.8,
      motion: false,
      button: false,
    },
  },
  {
    // A temperature alert while the monitoring is off.
    // State 3 is FEATURE_NOT_ACTIVATED; the driver falls through to its unknown-state error (a missing break). Our fields are the layout read as for the other states; no alarm reading.
    port: 18,
    hex: '0a004ba0000503b09000000000',
    vendorError: 'The Temperature state is unknown',
    ours: {
      trackingMode: 'STAND_BY',
      sosFlag: 0,
      appState: 0,
      dynamicMotionState: 'STATIC',
      periodicPosition: false,
      onDemand: false,
      batteryStatus: 'OPERATING',
      batteryLevel: 75,
      temperatureMeasure: 36.9,
      ackToken: 0,
      messageType: 'EVENT',
      eventType: 'TEMPERATURE_ALERT',
      measuredTemperature: {
        state: 'FEATURE_NOT_ACTIVATED',
        max: 45,
        min: 28.8,
        highCounter: 0,
        lowCounter: 0,
      },
    },
    readings: {
      battery_pct: 75,
      temperature: 36.9,
      motion: false,
      button: false,
    },
  },
];

/** The driver's values with our documented differences applied. */
function expectedFields(c: Case): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...c.vendor };
  for (const [name, value] of Object.entries(c.ours ?? {})) {
    if (value === undefined) delete fields[name];
    else fields[name] = value;
  }
  return fields;
}

describe.each(cases.map((c) => [`port ${c.port} ${c.hex}`, c] as const))('Abeeway AT2 %s', (_name, c) => {
  const result = run('abeeway/abeeway-micro-tracker', c.port, c.hex);

  it("gives the driver's values", () => {
    expect(result.fields).toStrictEqual(expectedFields(c));
  });

  it('gives the readings, the location and the warnings', () => {
    expect(
      Object.fromEntries(result.readings.map((reading) => [reading.field, reading.value])),
    ).toStrictEqual(c.readings);
    // A fix carries its age as the driver gives it (the ingest dates the fix that long before the uplink).
    const age = c.vendor?.age;
    expect(result.location).toStrictEqual(
      c.location && typeof age === 'number' ? { ...c.location, ageSeconds: age } : c.location,
    );
    expect(result.warnings).toStrictEqual(c.warnings);
  });
});
