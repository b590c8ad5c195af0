import type { DecodedLocation } from '@pinpoint/shared/readings.ts';

// Abeeway Geolocation Module (abeeway/abeeway-geolocation-module) on firmware 2.x, for
// abeeway-more-models-1.test.ts: frames built to reach a GPS fix, the SOS and motion events, a low
// battery shutdown, a heartbeat and the firmware 1.x battery voltage (port 17), each decoded in Node
// by Abeeway's AT2 driver (Actility's, the codec TTN ships as vendor/abeeway/asset-tracker-2.js):
// norbertherbert/abeeway-driver AT2/dist/abw-at2-drv-src.js at
// 9579676a05c7aaabceafdad3fbf1c9a3bbc9c2d4, `decodeUplink({ bytes, fPort })`. `vendor` is its `data`,
// verbatim but for `payload` (the input hex) and `deviceConfiguration` (`{ mode }`, a copy of
// trackingMode), which we leave out as for the trackers (abeeway-differential.test.ts).
// `readings`, `location` and `warnings` are ours.

export type AbeewayCase = {
  name: string;
  port: number;
  hex: string;
  vendor: Record<string, unknown>;
  readings: Record<string, number | boolean>;
  location?: DecodedLocation;
  warnings?: string[];
};

export const ABEEWAY_AT2_SOURCE = 'norbertherbert/abeeway-driver 9579676a AT2/dist/abw-at2-drv-src.js';

const header = {
  ackToken: 0,
  appState: 0,
  batteryStatus: 'OPERATING',
  onDemand: false,
  periodicPosition: false,
  sosFlag: 0,
};

export const geolocationModuleCases: AbeewayCase[] = [
  {
    name: 'GPS fix, battery 85 %',
    port: 18,
    hex: '036A558900001D28B901603702',
    vendor: {
      gpsLatitude: 48.9208064,
      gpsLongitude: 2.3082752,
      horizontalAccuracy: 7.84,
      messageType: 'POSITION_MESSAGE',
      age: 0,
      trackingMode: 'MOTION_START_END_TRACKING',
      batteryLevel: 85,
      batteryStatus: 'OPERATING',
      ackToken: 0,
      rawPositionType: 'GPS',
      periodicPosition: true,
      temperatureMeasure: 25.3,
      sosFlag: 0,
      appState: 1,
      dynamicMotionState: 'STATIC',
      onDemand: false,
    },
    readings: { battery_pct: 85, temperature: 25.3, motion: false, button: false },
    location: { lat: 48.9208064, lon: 2.3082752, accuracy: 7.84, ageSeconds: 0 },
  },
  {
    name: 'SOS start event while moving',
    port: 18,
    hex: '0A1450860007',
    vendor: {
      ...header,
      messageType: 'EVENT',
      trackingMode: 'STAND_BY',
      batteryLevel: 80,
      temperatureMeasure: 23.8,
      sosFlag: 1,
      dynamicMotionState: 'MOVING',
      eventType: 'SOS_MODE_START',
    },
    readings: { battery_pct: 80, temperature: 23.8, motion: true, button: true },
  },
  {
    name: 'motion start event',
    port: 18,
    hex: '0A0450860001',
    vendor: {
      ...header,
      messageType: 'EVENT',
      trackingMode: 'STAND_BY',
      batteryLevel: 80,
      temperatureMeasure: 23.8,
      dynamicMotionState: 'MOVING',
      eventType: 'MOTION_START',
    },
    readings: { battery_pct: 80, temperature: 23.8, motion: true, button: false },
  },
  {
    name: 'shutdown on low battery',
    port: 18,
    hex: '090001860001',
    vendor: {
      ...header,
      messageType: 'SHUTDOWN',
      trackingMode: 'STAND_BY',
      batteryLevel: 1,
      temperatureMeasure: 23.8,
      dynamicMotionState: 'STATIC',
      shutdownCause: 'LOW_BATTERY',
    },
    readings: { battery_pct: 1, temperature: 23.8, motion: false, button: false, low_battery: true },
  },
  {
    name: 'heartbeat, battery 100 %',
    port: 18,
    hex: '0520648B00400108C9',
    vendor: {
      ...header,
      messageType: 'HEARTBEAT',
      trackingMode: 'MOTION_TRACKING',
      batteryLevel: 100,
      firmwareVersion: '1.8.201',
      resetCause: 64,
      temperatureMeasure: 26.3,
      dynamicMotionState: 'STATIC',
    },
    readings: { battery_pct: 100, temperature: 26.3, motion: false, button: false },
  },
  {
    // Port 17 (firmware 1.x): the battery byte is an encoded voltage; the driver rounds it to 10 mV.
    name: 'heartbeat on port 17, battery voltage',
    port: 17,
    hex: '0520DF8B00400108C9',
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
    readings: { battery_mv: 4028, temperature: 26.3, motion: false, button: false },
  },
];
