import type { CodecOutput } from './codec-example.ts';

// Trackers' TTN codec examples (TheThingsNetwork/lorawan-devices vendor/<vendor>/<codec>-codec.yaml,
// at the commit named with each): the examples' bytes and `output.data`, verbatim but where said.
// Used by abeeway.test.ts, trackers-dragino-moko.test.ts and digital-matter.test.ts.

const ABEEWAY_YAML = 'asset-tracker-2-codec.yaml 5c12ba106610398d3a6396a43ca09e433f0ad502';
const LW001_BGPRO_YAML = 'lw001-bgpro-codec.yaml 5197854537f184f38961f573bf648d3df161167c';
const OYSTER_YAML = 'oyster-codec.yaml 6a51637ec02926e795c4d65f5c58a24696c9b720';
const YABBY_EDGE_YAML = 'yabby-edge-codec.yaml 9666fa5e7e118fb4a4b2af6534520cc98349881e';

/**
 * Abeeway AT2 (Micro Tracker): the two uplink examples, the GPS fix verbatim, the event less the
 * `payload` (the input hex echoed) and `deviceConfiguration.mode` (a copy of `trackingMode`) the
 * codec adds to every output.
 */
export const abeewayTtnExamples = {
  gpsFix: {
    model: 'abeeway/abeeway-micro-tracker',
    source: `${ABEEWAY_YAML}, GPS_FIX position`,
    fPort: 18,
    hex: '036ac18900001d28b901603702',
    output: {
      ackToken: 0,
      age: 0,
      appState: 1,
      batteryLevel: 193,
      batteryStatus: 'OPERATING',
      deviceConfiguration: { mode: 'MOTION_START_END_TRACKING' },
      dynamicMotionState: 'STATIC',
      gpsLatitude: 48.9208064,
      gpsLongitude: 2.3082752,
      horizontalAccuracy: 7.84,
      messageType: 'POSITION_MESSAGE',
      onDemand: false,
      payload: '036ac18900001d28b901603702',
      periodicPosition: true,
      rawPositionType: 'GPS',
      sosFlag: 0,
      temperatureMeasure: 25.3,
      trackingMode: 'MOTION_START_END_TRACKING',
    },
  },
  geolocStart: {
    model: 'abeeway/abeeway-micro-tracker',
    source: `${ABEEWAY_YAML}, GEOLOC_START event`,
    fPort: 18,
    hex: '0a00f9860000',
    output: {
      ackToken: 0,
      appState: 0,
      batteryLevel: 249,
      batteryStatus: 'OPERATING',
      dynamicMotionState: 'STATIC',
      eventType: 'GEOLOC_START',
      messageType: 'EVENT',
      onDemand: false,
      periodicPosition: false,
      sosFlag: 0,
      temperatureMeasure: 23.8,
      trackingMode: 'STAND_BY',
    },
  },
} satisfies Record<string, CodecOutput>;

/** MOKO LW001-BG PRO: "heartbeat payload" and "gps fixed payload". */
export const mokoTtnExamples = {
  heartbeat: {
    model: 'moko/lw001-bgpro',
    source: `${LW001_BGPRO_YAML}, heartbeat payload`,
    fPort: 1,
    hex: '211EC0014700000000',
    output: {
      pack_type: 'heart',
      work_mode: 'period mode',
      low_power_state: 0,
      demolish_state: 0,
      idle_state: 0,
      motion_state: 1,
      ic_temperature: '30°C',
      lorawan_downlink_count: 0,
      battery_voltage: 3.4,
      last_restart_reason: 'ble_cmd_restart',
      firmware_ver: 'V1.0.7',
      motion_count: 0,
    },
  },
  gpsFix: {
    model: 'moko/lw001-bgpro',
    source: `${LW001_BGPRO_YAML}, gps fixed payload`,
    fPort: 2,
    hex: '011FC00207E60803090F1F00091227888E443AA0500C',
    output: {
      pack_type: 'fix_success',
      work_mode: 'period mode',
      low_power_state: 0,
      demolish_state: 0,
      idle_state: 0,
      motion_state: 0,
      fix_type: 'work_mode_fix',
      ic_temperature: '31°C',
      lorawan_downlink_count: 0,
      battery_voltage: 3.4,
      fix_tech: 'gps',
      utc_time: '2022-8-3 9:15:31  TZ:0',
      lat: 30.458075,
      lon: 114.4692816,
      pdop: 1.2,
    },
  },
} satisfies Record<string, CodecOutput>;

/** Digital Matter Oyster and Yabby Edge. */
export const digitalMatterTtnExamples = {
  oysterFix: {
    model: 'digital-matter/oyster',
    source: `${OYSTER_YAML}, Position update fix valid`,
    fPort: 1,
    hex: '0030EDEC003224450000DE',
    output: {
      type: 'position',
      batV: 5.55,
      fixFailed: false,
      inTrip: false,
      manDown: null,
      latitudeDeg: -32,
      longitudeDeg: 116,
      speedKmph: 0,
      headingDeg: 0,
    },
  },
  oysterFixFailed: {
    model: 'digital-matter/oyster',
    source: `${OYSTER_YAML}, Position update fix failed`,
    fPort: 1,
    hex: '85A8C5EBD8763F0B0301BE',
    output: {
      type: 'position',
      batV: 4.75,
      fixFailed: true,
      inTrip: true,
      manDown: null,
      cached: { latitudeDeg: -33.9367803, longitudeDeg: 18.8708568, speedKmph: 1, headingDeg: 0 },
    },
  },
  yabbyEdgeLocation: {
    model: 'digital-matter/yabby-edge',
    source: `${YABBY_EDGE_YAML}, Location update`,
    fPort: 5,
    hex: '0100A4A0B3CCD358E6',
    output: {
      _type: 'location',
      inTrip: false,
      inactive: false,
      posSeq: 0,
      timeSet: false,
      wifi: [{ mac: 'a0b3ccd358e6', rssi: -92 }],
    },
  },
} satisfies Record<string, CodecOutput>;
