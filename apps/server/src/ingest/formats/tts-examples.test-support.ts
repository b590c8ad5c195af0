// The Things Stack's own documented webhook messages, byte for byte as its documentation prints
// them, for the format parsers' unit tests and the ingest routes' integration test (issue 25).
// Nobody on the project wrote these. Where a message is put together from documented parts, the
// comment says which parts and why.

// "Data Formats" (JSON), as published at
// https://www.thethingsindustries.com/docs/the-things-stack/concepts/data-formats/
// (TheThingsIndustries/lorawan-stack-docs, doc/content/the-things-stack/concepts/data-formats/_index.md
// at 7b36a78abab91e6a6967b41f03b65551a89e54c9). The page's current version
// (doc/content/integrations/data-formats/_index.md) prints the same messages, but its uplink
// example lost a comma after "attributes" and is no longer JSON.

/** TTS docs, "Join message example". */
export const ttsJoinAcceptExample = `{
  "end_device_ids" : {
    "device_id" : "dev1",
    "application_ids" : {
      "application_id" : "app1"
    },
    "dev_eui" : "0004A30B001C0530",
    "join_eui" : "800000000000000C",
    "dev_addr" : "01497ECC"
  },
  "correlation_ids" : [
    "as:up:01E191YN5F2HMBQCBCVRF731VY",
    "gs:conn:01E191S6ZEWB630NTR45K5QN4Q",
    "gs:uplink:01E191YMZ2S7ZRTEGATVE2S3HH",
    "ns:uplink:01E191YMZ2J64K6FEW5F0WE7TQ",
    "rpc:/ttn.lorawan.v3.GsNs/HandleUplink:01E191YMZ2KK3TJYG5C4XZP8JK"
  ],
  "received_at" : "2020-02-17T07:49:09.935284891Z",
  "join_accept" : {
    "session_key_id" : "AXBSH1Pk6Z0G166RlH16CQ==",
    "received_at" : "2020-02-17T07:49:09.736532315Z"
  }
}`;

/** TTS docs, "Uplink message example": a `decoded_payload` and no `f_port`. */
export const ttsUplinkExample = `{
  "end_device_ids" : {
    "device_id" : "dev1",
    "application_ids" : {
      "application_id" : "app1"
    },
    "dev_eui" : "0004A30B001C0530",
    "join_eui" : "800000000000000C",
    "dev_addr" : "00BCB929"
  },
  "correlation_ids" : [
    "as:up:01E0WZGT6Y7657CPFPE5WEYDSQ",
    "gs:conn:01E0WDEC6T5T4XXBAX7S1VMFKE",
    "gs:uplink:01E0WZGSZWT07NE5TS2APTV1Z9",
    "ns:uplink:01E0WZGSZXZXZS8RFAWZX0F2FY",
    "rpc:/ttn.lorawan.v3.GsNs/HandleUplink:01E0WZGSZXGE1KS577PFBWRJEE"
  ],
  "received_at" : "2020-02-12T15:15:46.014773143Z",
  "uplink_message" : {
    "session_key_id" : "AXA50tHUGUucuzS/bCGMNw==",
    "f_cnt" : 1,
    "frm_payload" : "gkHe",
    "decoded_payload" : {
      "temperature": 1.0,
      "luminosity": 0.64
    },
    "rx_metadata" : [ {
      "gateway_ids" : {
        "gateway_id" : "gtw1",
        "eui" : "9C5C8E00001A05C4"
      },
      "time" : "2020-02-12T15:15:45.787Z",
      "timestamp" : 2463457000,
      "rssi" : -35,
      "channel_rssi" : -35,
      "snr" : 5,
      "uplink_token" : "ChIKEAoEZ3R3MRIInFyOAAAaBcQQ6L3Vlgk=",
      "channel_index" : 2
    } ],
    "settings" : {
      "data_rate" : {
        "lora" : {
          "bandwidth" : 125000,
          "spreading_factor" : 7
        }
      },
      "coding_rate" : "4/6",
      "frequency" : "868300000",
      "timestamp" : 2463457000,
      "time" : "2020-02-12T15:15:45.787Z"
    },
    "consumed_airtime": "0.056576s",
    "locations": {
      "user": {
        "latitude": 37.97155556731436,
        "longitude": 23.72678801175413,
        "altitude": 10,
        "source": "SOURCE_REGISTRY"
      }
    },
    "version_ids": {
        "brand_id": "the-things-products",
        "model_id": "the-things-uno",
        "hardware_version": "1.0",
        "firmware_version": "quickstart",
        "band_id": "US_902_928"
    },
    "network_ids": {
      "net_id": "000013",
      "tenant_id": "tenant1",
      "cluster_id": "nam1"
    },
    "received_at" : "2020-02-12T15:15:45.789585559Z"
  }
}`;

/** TTS docs, "Downlink event message example" (downlink_ack). */
export const ttsDownlinkAckExample = `{
  "end_device_ids" : {
    "device_id" : "dev1",
    "application_ids" : {
      "application_id" : "app1"
    },
    "dev_eui" : "0004A30B001C0530",
    "join_eui" : "800000000000000C",
    "dev_addr" : "00C30DFA"
  },
  "correlation_ids" : [
    "as:downlink:01E19B99501X84X6CV471TVSZ1",
    "as:up:01E19B9J8ED6HZW5CC41KPGHVD",
    "gs:conn:01E191S6ZEWB630NTR45K5QN4Q",
    "gs:uplink:01E19B9J17SRJWJ4GV3MCJHNWZ",
    "ns:uplink:01E19B9J1CG3QNWS5M8G3DBMPN",
    "rpc:/ttn.lorawan.v3.GsNs/HandleUplink:01E19B9J17K85MJ1MXPHTW0410"
  ],
  "received_at" : "2020-02-17T10:32:24.590413417Z",
  "downlink_ack" : {
    "session_key_id" : "AXBSp8v2brG0jqkri+sIkw==",
    "f_port" : 15,
    "f_cnt" : 1,
    "frm_payload" : "vu8=",
    "confirmed" : true,
    "priority" : "NORMAL",
    "correlation_ids" : [ "as:downlink:01E19B99501X84X6CV471TVSZ1" ]
  }
}`;

/** TTS docs, "Downlink failed event message example": no `dev_eui`, only the TTS device and application ids. */
export const ttsDownlinkFailedExample = `{
  "end_device_ids" : {
    "device_id" : "dev1",
    "application_ids" : {
      "application_id" : "app1"
    }
  },
  "correlation_ids" : [ "as:downlink:01E19Z5W3BZBG7CXSJE9C0A3CE" ],
  "downlink_failed" : {
    "downlink" : {
      "f_port" : 15,
      "frm_payload" : "vu8=",
      "confirmed" : true,
      "priority" : "NORMAL",
      "correlation_ids" : [ "as:downlink:01E19Z5W3BZBG7CXSJE9C0A3CE" ]
    },
    "error" : {
      "namespace" : "pkg/networkserver",
      "name" : "application_downlink_too_long",
      "message_format" : "application downlink payload is too long",
      "correlation_id" : "2e7f786912e946e597894e381d0ad7b0",
      "code" : 3
    }
  }
}`;

// Messages TTS documents only in parts. Each keeps the documented parts verbatim and takes its
// envelope (end_device_ids, correlation_ids, received_at) from the examples above.

const envelopeOf = (example: string) => {
  const { end_device_ids, correlation_ids, received_at } = JSON.parse(example);
  return { end_device_ids, correlation_ids, received_at };
};

/**
 * downlink_queued, downlink_sent and downlink_nack: "The JSON downlink `ack`, `nack`, `queued`
 * and `sent` events messages use the following format" (Data Formats, "Downlink Events
 * Messages"): the ack example under each of the other names.
 */
export function ttsDownlinkEventExample(name: 'downlink_queued' | 'downlink_sent' | 'downlink_nack'): string {
  const { downlink_ack, ...rest } = JSON.parse(ttsDownlinkAckExample);
  return JSON.stringify({ ...rest, [name]: downlink_ack });
}

/**
 * location_solved: the object TTS documents for LoRa Cloud's Wi-Fi solution ("Visualize LoRa
 * Edge Geolocation Data on Ubidots",
 * https://www.thethingsindustries.com/docs/integrations/cloud-integrations/ubidots/lora-edge-geolocation/,
 * lorawan-stack-docs doc/content/integrations/cloud-integrations/ubidots/lora-edge-geolocation/_index.md
 * at aea847e4a5b06db18fe91950625da9cc60eaf291), in the join example's envelope.
 */
export const ttsLocationSolvedExample = JSON.stringify({
  ...envelopeOf(ttsJoinAcceptExample),
  location_solved: {
    service: 'lora-cloud-device-management-v1-wifi',
    location: {
      latitude: 51.455,
      longitude: 5.458,
      accuracy: 15,
      source: 'SOURCE_WIFI_RSSI_GEOLOCATION',
    },
  },
});

/**
 * The normalized payload ("Uplink Decoder", "Normalized Payload",
 * https://www.thethingsindustries.com/docs/integrations/payload-formatters/javascript/uplink/,
 * lorawan-stack-docs doc/content/integrations/payload-formatters/javascript/uplink/_index.md at
 * a189a5255199ce9ac016abbcf66d69fd3a73fed9): the documented `uplink_message` with its
 * `normalized_payload` array, and the separate `uplink_normalized` message, each in the uplink
 * example's envelope.
 */
export const ttsUplinkWithNormalizedPayloadExample = JSON.stringify({
  ...envelopeOf(ttsUplinkExample),
  uplink_message: {
    f_port: 4,
    frm_payload: 'DLIEgPeu',
    decoded_payload: {
      battery: 3250,
      event: 'setup',
      light: 1152,
      recvTime: 'Tue Jan 21 2025 17:56:54 GMT+0100 (CET)',
      temperature: -21.3,
    },
    decoded_payload_warnings: ["it's cold"],
    normalized_payload: [{ air: { temperature: -21.3 } }],
  },
});

export const ttsUplinkNormalizedExample = JSON.stringify({
  ...envelopeOf(ttsUplinkExample),
  uplink_normalized: {
    f_port: 4,
    frm_payload: 'DLIEgPeu',
    normalized_payload: { air: { temperature: -21.3 } },
  },
});

/**
 * service_data: TTS names its fields (`up.service_data.service`, `up.service_data.data`:
 * "Webhook Templates" → "Format" → field mask,
 * lorawan-stack-docs doc/content/integrations/webhooks/webhook-templates/format.md) but prints no
 * example; the service name and data here are ours.
 */
export const ttsServiceDataExample = JSON.stringify({
  ...envelopeOf(ttsJoinAcceptExample),
  service_data: { service: 'lora-cloud-device-management-v1', data: { stream_records: [] } },
});

/**
 * downlink_queue_invalidated: TTS names its fields (`up.downlink_queue_invalidated.downlinks`,
 * `.last_f_cnt_down`, `.session_key_id`: "Webhook Templates" → "Format" → "Field Mask",
 * lorawan-stack-docs doc/content/integrations/webhooks/webhook-templates/format.md at
 * a189a5255199ce9ac016abbcf66d69fd3a73fed9; the downlinks are ApplicationDownlinks, as
 * lorawan-stack pkg/networkserver builds the message: `Downlinks: dev.Session.QueuedApplicationDownlinks[i:]`,
 * `LastFCntDown`, `SessionKeyId`) but prints no example: the ack example's downlink as the
 * dropped one, in the ack example's envelope. Sent "only ... when the upstream platform carries
 * out LoRaWAN FRMPayload encryption" (same page, paths).
 */
export function ttsDownlinkQueueInvalidatedExample(extraDownlinks: unknown[] = []): string {
  const { downlink_ack, ...rest } = JSON.parse(ttsDownlinkAckExample);
  return JSON.stringify({
    ...rest,
    downlink_queue_invalidated: {
      downlinks: [downlink_ack, ...extraDownlinks],
      last_f_cnt_down: 4,
      session_key_id: downlink_ack.session_key_id,
    },
  });
}

/**
 * A webhook with a field mask: "if you choose only `up.uplink_message` filter, you will only push
 * the following object" ("Creating Webhooks", lorawan-stack-docs
 * doc/content/integrations/webhooks/creating-webhooks.md at
 * a189a5255199ce9ac016abbcf66d69fd3a73fed9), byte for byte: no end_device_ids, no f_cnt, no
 * received_at.
 */
export const ttsFieldMaskedUplinkExample = `{
  "uplink_message": {
    "f_port": 1,
    "frm_payload": "ICw=",
    "rx_metadata": [
      {
        "gateway_ids": {
          "gateway_id": "test"
        },
        "rssi": 42,
        "channel_rssi": 42,
        "snr": 4.2
      }
    ],
    "settings": {
      "data_rate": {
        "lora": {
          "bandwidth": 125000,
          "spreading_factor": 7
        }
      },
      "frequency": "868000000"
    }
  }
}`;
