import type { CodecOutput } from './codec-example.ts';

// More trackers' codec outputs, verbatim, for apps/server's vendor-codecs-agreement.test.ts (via
// codec-outputs.ts): what a network server running the vendor's own decoder hands on for the bytes.
// Our decoders' own tests of the same frames: trackers-more.test.ts.

/**
 * MOKO's decoder for the LW008-MTE / LW008-PTE / LW001-BGE / LW011-MT, run in Node with TZ=UTC
 * (its `timestamp` and `time` are the machine's clock but on a fix, where they are the frame's
 * last 4 bytes).
 */
const MTE_DECODER = 'MOKOSMART-LoRaWAN-Product-Decoder 5c5db2e3 LW008-MTE:PTE:LW001-BGE:LW011-MT on TTN.js';

const CLOCK = { timestamp: 1795960735, time: '2026-11-29 13:58:55', timezone: 'UTC+00:00' };
const STATES = {
  operation_mode: 'Periodic mode',
  battery_level: 'Normal',
  mandown_status: 'Not in idle',
  motion_state_since_last_paylaod: 'No',
  positioning_type: 'Normal',
};

export const mokoMteDecoderOutputs: readonly CodecOutput[] = [
  {
    model: 'moko/lw008-mte',
    source: `${MTE_DECODER}, heartbeat with every state bit`,
    fPort: 1,
    hex: '7CF6F3008100000000',
    output: {
      port: 1,
      hex_format_payload: '7cf6f3008100000000',
      operation_mode: 'Time-Segmented Mode',
      battery_level: 'Low battery',
      mandown_status: 'In idle',
      motion_state_since_last_paylaod: 'Yes',
      positioning_type: 'Downlink for position',
      ...CLOCK,
      temperature: '-10°C',
      ack: 3,
      battery_value: 4.3,
      payload_type: 'Heartbeat',
      obj: { reboot_reason: 'Restart after power failure', firmware_version: 'V2.0.1' },
    },
  },
  {
    model: 'moko/lw008-mte',
    source: `${MTE_DECODER}, GPS fix`,
    fPort: 2,
    hex: '011A60000503091227888E443AA0500C6A0D6A00',
    output: {
      port: 2,
      hex_format_payload: '011a60000503091227888e443aa0500c6a0d6a00',
      ...STATES,
      timestamp: 1779264000,
      time: '2026-05-20 08:00:00',
      timezone: 'UTC+00:00',
      temperature: '26°C',
      ack: 0,
      battery_value: 3.4,
      payload_type: 'Location Fixed',
      position_type_code: 3,
      position_success_type: 'GPS positioning success',
      latitude: '30.4580750',
      longitude: '114.4692816',
      pdop: '1.2',
    },
  },
  {
    model: 'moko/lw001-bge',
    source: `${MTE_DECODER}, GPS fix from a clock never set`,
    fPort: 2,
    hex: '011A60000503091227888E443AA0500C00000005',
    output: {
      port: 2,
      hex_format_payload: '011a60000503091227888e443aa0500c00000005',
      ...STATES,
      timestamp: 5,
      time: '1970-01-01 00:00:05',
      timezone: 'UTC+00:00',
      temperature: '26°C',
      ack: 0,
      battery_value: 3.4,
      payload_type: 'Location Fixed',
      position_type_code: 3,
      position_success_type: 'GPS positioning success',
      latitude: '30.4580750',
      longitude: '114.4692816',
      pdop: '1.2',
    },
  },
  {
    model: 'moko/lw001-bge',
    source: `${MTE_DECODER}, Wi-Fi failure`,
    fPort: 4,
    hex: '011A6001070A0B0C0D0E0FC4',
    output: {
      port: 4,
      hex_format_payload: '011a6001070a0b0c0d0e0fc4',
      ...STATES,
      ...CLOCK,
      temperature: '26°C',
      ack: 0,
      battery_value: 3.4,
      payload_type: 'Location Failure',
      obj: {
        reasons_for_positioning_failure_code: 1,
        reasons_for_positioning_failure:
          'WIFI positioning strategies timeout (Please increase the WIFI positioning timeout via MKLoRa app)',
        location_failure_data: [{ mac_address: '0a0b0c0d0e0f', rssi: '-60dBm' }],
      },
    },
  },
  {
    model: 'moko/lw008-mte',
    source: `${MTE_DECODER}, man down`,
    fPort: 7,
    hex: '111A60003C',
    output: {
      port: 7,
      hex_format_payload: '111a60003c',
      ...STATES,
      mandown_status: 'In idle',
      ...CLOCK,
      temperature: '26°C',
      ack: 0,
      battery_value: 3.4,
      payload_type: 'Man Down detection',
      obj: { total_idle_time: 60 },
    },
  },
  {
    model: 'moko/lw008-mte',
    source: `${MTE_DECODER}, end of movement`,
    fPort: 8,
    hex: '211A6002',
    output: {
      port: 8,
      hex_format_payload: '211a6002',
      ...STATES,
      motion_state_since_last_paylaod: 'Yes',
      ...CLOCK,
      temperature: '26°C',
      ack: 0,
      battery_value: 3.4,
      payload_type: 'Event Message',
      event_type: 'End of movement',
    },
  },
  {
    model: 'moko/lw008-mte',
    source: `${MTE_DECODER}, compact GPS fix`,
    fPort: 12,
    hex: '21521227888E443AA0500C',
    output: {
      port: 12,
      hex_format_payload: '21521227888e443aa0500c',
      ...STATES,
      motion_state_since_last_paylaod: 'Yes',
      ...CLOCK,
      obj: {
        ack: 2,
        battery_value: '2.7V',
        latitude: '30.4580750°',
        longitude: '114.4692816°',
        pdop: '1.2',
      },
    },
  },
];
