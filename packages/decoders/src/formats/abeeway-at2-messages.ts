import { requireLength, s8, toHex, u8, u16be, u32be } from '../bytes.ts';
import type { ResultBuilder } from '../result.ts';
import { axes, entries, hexId, label, temperatureAt } from './abeeway-at2-common.ts';

// The AT2 messages other than positions, after the common header (reference guide 2.4, "Uplink
// messages"; names and the layouts the guide leaves out as Abeeway's AT2 codec reads them).

/** 0x04, by the header's Opt: power status (no longer sent by 2.x) or health status. */
export function readStatus(bytes: Uint8Array, out: ResultBuilder): void {
  const opt = u8(bytes, 4) & 0x0f;
  if (opt === 0) {
    out.set('messageType', 'ENERGY_STATUS');
    requireLength(bytes, 17);
    out.set('gpsOnRuntime', u32be(bytes, 5));
    out.set('gpsStandbyRuntime', u32be(bytes, 9));
    out.set('wifiScanCount', u32be(bytes, 13));
  } else if (opt === 1) {
    out.set('messageType', 'HEALTH_STATUS');
    requireLength(bytes, 19);
    const millivolts = u16be(bytes, 17);
    out.set('healthStatus', {
      totalConsumption: u16be(bytes, 5),
      maxTemperature: temperatureAt(bytes, 7),
      minTemperature: temperatureAt(bytes, 8),
      loraPowerConsumption: u16be(bytes, 9),
      blePowerConsumption: u16be(bytes, 11),
      gpsPowerConsumption: u16be(bytes, 13),
      wifiPowerConsumption: u16be(bytes, 15),
      batteryVoltage: millivolts,
    });
    if (millivolts > 0) out.reading('battery_mv', millivolts);
  } else {
    out.set('messageType', 'STATUS');
    out.warn(`unknown status message (Opt ${opt}): not decoded`);
  }
}

/** 0x05: the last reset cause, then (when sent) the MCU and BLE firmware versions. */
export function readHeartbeat(bytes: Uint8Array, out: ResultBuilder): void {
  out.set('messageType', 'HEARTBEAT');
  requireLength(bytes, 6);
  out.set('resetCause', u8(bytes, 5));
  const version = (at: number) => `${u8(bytes, at)}.${u8(bytes, at + 1)}.${u8(bytes, at + 2)}`;
  if (bytes.length >= 9) out.set('firmwareVersion', version(6));
  if (bytes.length >= 12) out.set('bleFirmwareVersion', version(9));
}

const SHUTDOWN_CAUSES = ['USER_ACTION', 'LOW_BATTERY', 'DOWNLINK_REQUEST', 'BLE_REQUEST', 'BLE_CONNECTED'];

/** 0x09: why the tracker switched off; "low battery" when a rechargeable one reached 1 %. */
export function readShutdown(bytes: Uint8Array, out: ResultBuilder): void {
  out.set('messageType', 'SHUTDOWN');
  requireLength(bytes, 6);
  const cause = label(SHUTDOWN_CAUSES, u8(bytes, 5), out, 'shutdown cause');
  out.set('shutdownCause', cause);
  if (cause === 'LOW_BATTERY') out.reading('low_battery', true);
}

/** 0x07, by the tag in byte 5: activity counters, configuration, shock, BLE MAC address. */
export function readMisc(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 6);
  const tag = u8(bytes, 5) & 0x07;
  switch (tag) {
    case 1:
      misc(out, 'ACTIVITY_STATUS', 'ACTIVITY_COUNTER');
      requireLength(bytes, 10);
      out.set('activityCount', u32be(bytes, 6));
      return;
    case 2:
      misc(out, 'CONFIGURATION', 'DEVICE_CONFIGURATION');
      // Parameters as sent (id, 32-bit value): their names and units depend on the firmware.
      out.set(
        'configurationParameters',
        entries(bytes, 6, 5, out, (at) => ({ id: u8(bytes, at), value: u32be(bytes, at + 1) })),
      );
      return;
    case 3:
      misc(out, 'SHOCK_DETECTION', 'SHOCK_DETECTION');
      requireLength(bytes, 13);
      out.set('nbOfshock', u8(bytes, 6));
      out.set('accelerometerShockData', axes(bytes, 7));
      if (bytes.length >= 17) out.set('gaddIndex', u32be(bytes, 13));
      return;
    case 4:
      misc(out, 'ACTIVITY_STATUS', 'PERIODIC_ACTIVITY');
      requireLength(bytes, 22);
      out.set(
        'activityReportingWindow',
        [0, 1, 2, 3, 4, 5].map((index) => u16be(bytes, 6 + index * 2)),
      );
      out.set('activityCount', u32be(bytes, 18));
      return;
    case 5:
      misc(out, 'BLE_MAC', 'BLE_MAC');
      requireLength(bytes, 12);
      out.set('bleMac', hexId(bytes, 6, 6, ':'));
      return;
    default:
      out.set('messageType', 'MISC_DATA');
      out.warn(`unknown miscellaneous data tag ${tag}: not decoded`);
  }
}

function misc(out: ResultBuilder, messageType: string, tag: string): void {
  out.set('messageType', messageType);
  out.set('miscDataTag', tag);
}

const EVENTS = [
  'GEOLOC_START',
  'MOTION_START',
  'MOTION_END',
  'BLE_CONNECTED',
  'BLE_DISCONNECTED',
  'TEMPERATURE_ALERT',
  'BLE_BOND_DELETED',
  'SOS_MODE_START',
  'SOS_MODE_END',
  'ANGLE_DETECTION',
  'GEOFENCING',
];
const TEMPERATURE_STATES = ['NORMAL', 'HIGH', 'LOW', 'FEATURE_NOT_ACTIVATED'];
const TRANSITIONS = [
  'LEARNING_TO_NORMAL',
  'NORMAL_TO_LEARNING',
  'NORMAL_TO_CRITICAL',
  'CRITICAL_TO_NORMAL',
  'CRITICAL_TO_LEARNING',
];
const TRIGGERS = ['CRITICAL_ANGLE_REPORTING', 'ANGLE_DEVIATION_REPORTING', 'SHOCK_TRIGGER', 'RFU'];
const GEOFENCES = ['SAFE_AREA', 'ENTRY', 'EXIT', 'HAZARD'];

/** 0x0A: the event in byte 5 and its data; motion, SOS and temperature events give readings. */
export function readEvent(bytes: Uint8Array, out: ResultBuilder): void {
  out.set('messageType', 'EVENT');
  requireLength(bytes, 6);
  const event = label(EVENTS, u8(bytes, 5), out, 'event');
  out.set('eventType', event);
  // The event says which way motion went, whatever the header's motion bit still says.
  if (event === 'MOTION_START' || event === 'MOTION_END') out.reading('motion', event === 'MOTION_START');
  if (event === 'SOS_MODE_START' || event === 'SOS_MODE_END')
    out.reading('button', event === 'SOS_MODE_START');
  if (typeof event === 'string') EVENT_DATA[event]?.(bytes, out);
}

/** Motion end: the gravity vector at rest, then the share of the period spent moving (both optional). */
function readOrientation(bytes: Uint8Array, out: ResultBuilder): void {
  if (bytes.length < 12) return;
  out.set('trackerOrientation', axes(bytes, 6));
  if (bytes.length >= 13) out.set('motionDutyCycle', u8(bytes, 12));
}

function readTemperatureAlert(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 13);
  const state = label(TEMPERATURE_STATES, u8(bytes, 6), out, 'temperature state');
  out.set('measuredTemperature', {
    state,
    max: temperatureAt(bytes, 7),
    min: temperatureAt(bytes, 8),
    highCounter: u16be(bytes, 9),
    lowCounter: u16be(bytes, 11),
  });
  // Above temperature_high or below temperature_low, or back to normal; not a reading when off.
  if (state === 'NORMAL' || state === 'HIGH' || state === 'LOW') out.alarm(state !== 'NORMAL');
}

function readAngleDetection(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 22);
  const flags = u8(bytes, 6);
  out.set('angleDetection', {
    flags: {
      transition: label(TRANSITIONS, flags >> 5, out, 'angle transition'),
      triggerType: TRIGGERS[(flags >> 3) & 3],
      notificationIdentifier: flags & 7,
    },
    age: u16be(bytes, 7),
    referenceVector: axes(bytes, 9),
    criticalVector: axes(bytes, 15),
    angle: u8(bytes, 21),
  });
}

function readGeofencing(bytes: Uint8Array, out: ResultBuilder): void {
  requireLength(bytes, 7);
  const format = u8(bytes, 6) >> 4;
  const notification: Record<string, unknown> = {
    geofencingFormat: format,
    geofencingType: label(GEOFENCES, u8(bytes, 6) & 0x0f, out, 'geofencing type'),
  };
  // Format 0 carries the 3-byte id of the beacon that set the zone.
  if (format === 0 && bytes.length >= 10) notification.id = `0x${hexId(bytes, 7, 3, '')}`;
  out.set('geofencingNotification', notification);
}

/** The events with data after the event byte. */
const EVENT_DATA: Partial<Record<string, (bytes: Uint8Array, out: ResultBuilder) => void>> = {
  MOTION_END: readOrientation,
  TEMPERATURE_ALERT: readTemperatureAlert,
  ANGLE_DETECTION: readAngleDetection,
  GEOFENCING: readGeofencing,
};

const SCAN_TYPES = ['BLE_BEACONS', 'WIFI_BSSID', 'BLE_BEACONS_COLLECTION'];

/** 0x0B: a collection scan's fragment, entries of RSSI then a MAC address (7 bytes) or a beacon id (4). */
export function readScanCollection(bytes: Uint8Array, out: ResultBuilder): void {
  out.set('messageType', 'DATA_SCAN_COLLECTION');
  requireLength(bytes, 8);
  const flags = u8(bytes, 5);
  const scanType = label(SCAN_TYPES, u8(bytes, 4) & 0x0f, out, 'collection scan type');
  const macs = ((flags >> 6) & 1) === 1;
  const collection: Record<string, unknown> = {
    scanType,
    again: flags >> 7 === 1,
    dataFormat: macs ? 'MAC_ADDRESS' : 'BEACON_ID',
    fragmentIdentification: flags & 0x1f,
    collectionIdentifier: u8(bytes, 6),
    hash: u8(bytes, 7),
  };
  if (macs) {
    collection.macAddressData = entries(bytes, 8, 7, out, (at) => ({
      bssid: hexId(bytes, at + 1, 6, ':'),
      rssi: s8(bytes, at),
    }));
  } else {
    // Abeeway's codec reads a 3-byte id from a beacon collection and the last two bytes otherwise.
    const idStart = scanType === 'BLE_BEACONS_COLLECTION' ? 1 : 2;
    collection.beaconIdData = entries(bytes, 8, 4, out, (at) => ({
      beaconId: hexId(bytes, at + idStart, 4 - idStart, ''),
      rssi: s8(bytes, at),
    }));
  }
  out.set('dataScanCollection', collection);
}

const DEBUG_TAGS = [
  'DEBUG_CRASH_INFORMATION',
  'TX_POWER_INDEX_VALUE',
  'UPLINK_LENGTH_ERR',
  'GENERIC_ERROR',
  'SPECIFIC_FIRMWARE_PARAMETERS',
];
const GENERIC_ERRORS = ['INVALID_GEOLOC_SENSOR', 'INVALID_GEOLOC_CONFIG'];

/** 0x0F ("internal use only"): the tag in the header's Opt says what follows. */
export function readDebug(bytes: Uint8Array, out: ResultBuilder): void {
  out.set('messageType', 'DEBUG');
  const tag = label(DEBUG_TAGS, u8(bytes, 4) & 0x0f, out, 'debug tag');
  out.set('debugCommandTag', tag);
  if (tag === 'SPECIFIC_FIRMWARE_PARAMETERS') {
    requireLength(bytes, 17);
    const words = [5, 9, 13].map((at) => toHex(bytes.subarray(at, at + 4)).toUpperCase());
    out.set('specificFirmwareParameters', words);
    return;
  }
  if (typeof tag === 'number') return;
  requireLength(bytes, tag === 'UPLINK_LENGTH_ERR' ? 7 : 6);
  const code = u8(bytes, 5);
  if (tag === 'DEBUG_CRASH_INFORMATION') {
    out.set('debugErrorCode', code);
    out.set('debugCrashInfo', String.fromCharCode(...bytes.subarray(6)));
  } else if (tag === 'TX_POWER_INDEX_VALUE') out.set('txPowerIndex', code);
  else if (tag === 'UPLINK_LENGTH_ERR') out.set('lengthErrCounter', u16be(bytes, 5));
  else out.set('genericErrorCode', GENERIC_ERRORS[code] ?? code);
}
