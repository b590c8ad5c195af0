import { IngestParseError } from '../uplink.ts';
import { type MessageSchema, readProtobuf } from './protobuf-wire.ts';

/**
 * ChirpStack v4's Protobuf encoding of its integration events (the HTTP integration's "Payload
 * encoding: Protobuf (binary)", posted as application/octet-stream; the MQTT integration with
 * `json=false`), read into the JSON encoding's shape so that one parser takes both
 * (chirpstack.ts). Field numbers and names from ChirpStack's api/proto/integration/integration.proto,
 * gw/gw.proto and common/common.proto (chirpstack/chirpstack at d77207cd, 2026-07); the JSON names
 * are proto3's JSON mapping, which is what ChirpStack's JSON encoding writes.
 */

const codeRate = {
  enum: [
    'CR_UNDEFINED',
    'CR_4_5',
    'CR_4_6',
    'CR_4_7',
    'CR_4_8',
    'CR_3_8',
    'CR_2_6',
    'CR_1_4',
    'CR_1_6',
    'CR_5_6',
    'CR_LI_4_5',
    'CR_LI_4_6',
    'CR_LI_4_8',
  ],
} as const;

/** common.Location */
const location: MessageSchema = {
  1: ['latitude', 'double'],
  2: ['longitude', 'double'],
  3: ['altitude', 'double'],
  4: [
    'source',
    {
      enum: [
        'UNKNOWN',
        'GPS',
        'CONFIG',
        'GEO_RESOLVER_TDOA',
        'GEO_RESOLVER_RSSI',
        'GEO_RESOLVER_GNSS',
        'GEO_RESOLVER_WIFI',
      ],
    },
  ],
  5: ['accuracy', 'float'],
};

const deviceInfo: MessageSchema = {
  1: ['tenantId', 'string'],
  2: ['tenantName', 'string'],
  3: ['applicationId', 'string'],
  4: ['applicationName', 'string'],
  5: ['deviceProfileId', 'string'],
  6: ['deviceProfileName', 'string'],
  7: ['deviceName', 'string'],
  8: ['devEui', 'string'],
  9: ['tags', 'stringMap'],
  10: ['deviceClassEnabled', { enum: ['CLASS_A', 'CLASS_B', 'CLASS_C'] }],
};

/** gw.Modulation */
const modulation: MessageSchema = {
  3: [
    'lora',
    {
      message: {
        1: ['bandwidth', 'uint32'],
        2: ['spreadingFactor', 'uint32'],
        3: ['codeRateLegacy', 'string'],
        4: ['polarizationInversion', 'bool'],
        5: ['codeRate', codeRate],
        6: ['preamble', 'uint32'],
        7: ['noCrc', 'bool'],
      },
    },
  ],
  4: ['fsk', { message: { 1: ['frequencyDeviation', 'uint32'], 2: ['datarate', 'uint32'] } }],
  5: [
    'lrFhss',
    {
      message: {
        1: ['operatingChannelWidth', 'uint32'],
        2: ['codeRateLegacy', 'string'],
        3: ['gridSteps', 'uint32'],
        4: ['codeRate', codeRate],
      },
    },
  ],
};

/** gw.UplinkRxInfo */
const rxInfo: MessageSchema = {
  1: ['gatewayId', 'string'],
  2: ['uplinkId', 'uint32'],
  3: ['gwTime', 'timestamp'],
  4: ['timeSinceGpsEpoch', 'duration'],
  5: ['fineTimeSinceGpsEpoch', 'duration'],
  6: ['rssi', 'int32'],
  7: ['snr', 'float'],
  8: ['channel', 'uint32'],
  9: ['rfChain', 'uint32'],
  10: ['board', 'uint32'],
  11: ['antenna', 'uint32'],
  12: ['location', { message: location }],
  13: ['context', 'bytes'],
  15: ['metadata', 'stringMap'],
  16: ['crcStatus', { enum: ['NO_CRC', 'BAD_CRC', 'CRC_OK'] }],
  17: ['nsTime', 'timestamp'],
};

const relayRxInfo: MessageSchema = {
  1: ['devEui', 'string'],
  2: ['frequency', 'uint32'],
  3: ['dr', 'uint32'],
  4: ['snr', 'int32'],
  5: ['rssi', 'int32'],
  6: ['worChannel', 'uint32'],
};

const up: MessageSchema = {
  1: ['deduplicationId', 'string'],
  2: ['time', 'timestamp'],
  3: ['deviceInfo', { message: deviceInfo }],
  4: ['devAddr', 'string'],
  5: ['adr', 'bool'],
  6: ['dr', 'uint32'],
  7: ['fCnt', 'uint32'],
  8: ['fPort', 'uint32'],
  9: ['confirmed', 'bool'],
  10: ['data', 'bytes'],
  11: ['object', 'struct'],
  12: ['rxInfo', { message: rxInfo }, 'repeated'],
  13: ['txInfo', { message: { 1: ['frequency', 'uint32'], 2: ['modulation', { message: modulation }] } }],
  14: ['relayRxInfo', { message: relayRxInfo }],
  16: ['regionConfigId', 'string'],
};

const join: MessageSchema = {
  1: ['deduplicationId', 'string'],
  2: ['time', 'timestamp'],
  3: ['deviceInfo', { message: deviceInfo }],
  4: ['devAddr', 'string'],
  5: ['relayRxInfo', { message: relayRxInfo }],
  7: ['regionConfigId', 'string'],
};

const ack: MessageSchema = {
  1: ['deduplicationId', 'string'],
  2: ['time', 'timestamp'],
  3: ['deviceInfo', { message: deviceInfo }],
  4: ['queueItemId', 'string'],
  5: ['acknowledged', 'bool'],
  6: ['fCntDown', 'uint32'],
};

const txack: MessageSchema = {
  1: ['downlinkId', 'uint32'],
  2: ['time', 'timestamp'],
  3: ['deviceInfo', { message: deviceInfo }],
  4: ['queueItemId', 'string'],
  5: ['fCntDown', 'uint32'],
  6: ['gatewayId', 'string'],
};

const log: MessageSchema = {
  1: ['time', 'timestamp'],
  2: ['deviceInfo', { message: deviceInfo }],
  3: ['level', { enum: ['INFO', 'WARNING', 'ERROR'] }],
  4: [
    'code',
    {
      enum: [
        'UNKNOWN',
        'DOWNLINK_PAYLOAD_SIZE',
        'UPLINK_CODEC',
        'DOWNLINK_CODEC',
        'OTAA',
        'UPLINK_F_CNT_RESET',
        'UPLINK_MIC',
        'UPLINK_F_CNT_RETRANSMISSION',
        'DOWNLINK_GATEWAY',
        'RELAY_NEW_END_DEVICE',
        'F_CNT_DOWN',
        'EXPIRED',
      ],
    },
  ],
  5: ['description', 'string'],
  6: ['context', 'stringMap'],
};

const status: MessageSchema = {
  1: ['deduplicationId', 'string'],
  2: ['time', 'timestamp'],
  3: ['deviceInfo', { message: deviceInfo }],
  5: ['margin', 'int32'],
  6: ['externalPowerSource', 'bool'],
  7: ['batteryLevelUnavailable', 'bool'],
  8: ['batteryLevel', 'float'],
};

const locationEvent: MessageSchema = {
  1: ['deduplicationId', 'string'],
  2: ['time', 'timestamp'],
  3: ['deviceInfo', { message: deviceInfo }],
  4: ['location', { message: location }],
};

const integration: MessageSchema = {
  1: ['deduplicationId', 'string'],
  2: ['time', 'timestamp'],
  3: ['deviceInfo', { message: deviceInfo }],
  4: ['integrationName', 'string'],
  5: ['eventType', 'string'],
  6: ['object', 'struct'],
};

const schemas: Readonly<Record<string, MessageSchema>> = {
  up,
  join,
  ack,
  txack,
  log,
  status,
  location: locationEvent,
  integration,
};

/**
 * One ChirpStack v4 event in Protobuf, as the JSON encoding would have sent it. The event must be
 * named (`?event=`, the MQTT topic): a Protobuf message does not say which message it is.
 */
export function chirpstackProtobufEvent(event: string | undefined, bytes: Uint8Array): unknown {
  if (event === undefined)
    throw new IngestParseError(
      'event',
      'is required',
      'event: is required: ChirpStack adds ?event=up|join|status|… to the URL itself',
    );
  const schema = schemas[event];
  if (!schema)
    throw new IngestParseError(
      'event',
      `must be one of ${Object.keys(schemas).join(', ')} (ChirpStack v4's events in Protobuf)`,
    );
  return readProtobuf(bytes, schema);
}

/**
 * A ChirpStack MQTT payload, JSON or Protobuf. JSON is an object: its first character other than
 * white space is `{`. A Protobuf event starts with a field's key, never `{` nor white space,
 * except field 1's key, 0x0a (a line feed): a payload read as neither JSON is then read as Protobuf.
 */
export function chirpstackBody(event: string | undefined, payload: Uint8Array | string): unknown {
  if (typeof payload === 'string') return json(payload);
  if (!looksLikeJson(payload)) return chirpstackProtobufEvent(event, payload);
  try {
    return json(Buffer.from(payload).toString('utf8'));
  } catch (err) {
    if (payload[0] === 0x0a) return chirpstackProtobufEvent(event, payload);
    throw err;
  }
}

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new IngestParseError('payload', 'expected JSON or Protobuf');
  }
}

function looksLikeJson(bytes: Uint8Array) {
  for (const byte of bytes) {
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d) continue;
    return byte === 0x7b;
  }
  return true;
}
