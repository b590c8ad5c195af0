// Helium's documented messages (issue 25). Nobody on the project wrote these.

/**
 * The legacy Helium Console's HTTP integration, "JSON Schema" → "Uplink: Receiving Data from a
 * Device" (https://docs.helium.com/use-the-network/console/integrations/json-schema, helium/docs
 * docs/use-the-network/console/integrations/json-schema.mdx at
 * c3f09db6ea3c91a6d5215c8158a78a82d4725ea6), byte for byte. Helium's current console is
 * ChirpStack v4 and posts ChirpStack's events (chirpstack-examples.test-support.ts).
 */
export const heliumLegacyUplinkExample = `{
    "app_eui": "6948A4B59F4666AD",
    "dev_eui": "1C29FBD1D2084E21",
    "devaddr": "B5A44869",
    "fcnt": 19,
    "hotspots": [
        {
            "frequency": 912.2999877929688,
            "id": "11KHJW1ePkfhLYptMwKyDzn4opLc62daahbi35uxhH3wwi7p6xr",
            "name": "icy-fiery-hippo",
            "reported_at": 15868685461234,
            "rssi": -54,
            "snr": 9.800000190734863,
            "spreading": "SF9BW125",
            "status": "success"
        },
        {
            "frequency": 912.2999877929688,
            "id": "11ni2CACdVUAshDvXif2pYUduAsvoawoxvVub6aqgHjSNsPEapZ",
            "name": "cool-chiffon-hornet",
            "reported_at": 15868685461235,
            "rssi": -51,
            "snr": 9,
            "spreading": "SF9BW125",
            "status": "success"
        }
    ],
    "id": "7c523974-4ce7-4a92-948b-55171a6e4d77",
    "metadata": {
        "labels": [
            {
                "id": "7d11aef4-4daf-4caf-b72a-f789b191ebe4",
                "name": "DontLabelMe",
                "organization_id": "d724b93a-895a-4175-9852-8738ae31050b"
            }
        ]
    },
    "name": "Test Me",
    "payload": "SGVsbG8sIHdvcmxkIQ==",
    "port": 1,
    "reported_at": 15868685461234
}`;

// The legacy router's own messages (helium/router at 240544820ce410af453ba132b69c7a68c799bcd9): the
// maps src/device/router_device_channels_worker.erl builds ("No touchy, this is set in STONE":
// send_data_to_channel/4, send_join_to_channel/3, format_hotspot/5) with the values its tests
// expect of them. Where a test checks a field only for its type (times, frequency, channel,
// hotspot ids and names, uuid, raw_packet, devaddr), the value is ours. The ids are the tests'
// (test/router_SUITE.erl DEVEUI and APPEUI, test/console_test.hrl CONSOLE_DEVICE_ID and
// CONSOLE_DEVICE_NAME).

/**
 * An uplink heard by two hotspots, the second with no asserted location, whose "lat" and "long"
 * the router writes as "unknown" (router_blockchain:get_hotspot_lat_lon/1): as test/router_SUITE.erl
 * expects it of an unconfirmed uplink with no payload on port 1.
 */
export const heliumRouterUplinkExample = `{
    "type": "uplink",
    "replay": false,
    "uuid": "0d9b6d3e-2c7a-4f0e-9b8e-3f0f6a9b2c11",
    "id": "yolo_id",
    "name": "yolo_name",
    "dev_eui": "0000000000000001",
    "app_eui": "0000000200000001",
    "metadata": {
        "labels": [{"id": "label_id", "name": "label_name", "organization_id": "label_organization_id"}],
        "organization_id": "ORG_123",
        "multi_buy": 1,
        "adr_allowed": false,
        "cf_list_enabled": false,
        "rx_delay_state": "rx_delay_established",
        "rx_delay": 0,
        "preferred_hotspots": []
    },
    "fcnt": 0,
    "reported_at": 1700000000123,
    "payload": "",
    "payload_size": 0,
    "raw_packet": "QAEAAEgAAAABz3VE5g==",
    "port": 1,
    "devaddr": "48000001",
    "hotspots": [
        {
            "id": "11KHJW1ePkfhLYptMwKyDzn4opLc62daahbi35uxhH3wwi7p6xr",
            "name": "icy-fiery-hippo",
            "reported_at": 1700000000123,
            "hold_time": 250,
            "status": "success",
            "rssi": -25.0,
            "snr": 0.0,
            "spreading": "SF8BW125",
            "frequency": 904.2999877929688,
            "channel": 10,
            "lat": 37.77071104300495,
            "long": -122.41210912049858
        },
        {
            "id": "11ni2CACdVUAshDvXif2pYUduAsvoawoxvVub6aqgHjSNsPEapZ",
            "name": "cool-chiffon-hornet",
            "reported_at": 1700000000130,
            "hold_time": 250,
            "status": "success",
            "rssi": -30.0,
            "snr": 0.0,
            "spreading": "SF8BW125",
            "frequency": 904.2999877929688,
            "channel": 10,
            "lat": "unknown",
            "long": "unknown"
        }
    ],
    "dc": {"balance": 97, "nonce": 1},
    "downlink_url": "https://console.helium.com/api/v1/down/channel_id/downlink_token/yolo_id"
}`;

/**
 * The join message the router sends an integration that asked for joins, as
 * test/router_device_channels_worker_SUITE.erl (join_sent_to_integration_test) expects it.
 */
export const heliumRouterJoinExample = `{
    "type": "join",
    "uuid": "5f3c2a1e-7b9d-4c8e-a1f2-9d8e7c6b5a40",
    "id": "yolo_id",
    "name": "yolo_name",
    "dev_eui": "0000000000000001",
    "app_eui": "0000000200000001",
    "metadata": {"labels": [], "organization_id": "ORG_123", "preferred_hotspots": []},
    "fcnt": 0,
    "reported_at": 1699999990456,
    "hold_time": 100,
    "port": 0,
    "devaddr": "48000001",
    "raw_packet": "AAEAAAACAAAAAQAAAAAAAAAqAFscngc=",
    "hotspots": [
        {
            "id": "11KHJW1ePkfhLYptMwKyDzn4opLc62daahbi35uxhH3wwi7p6xr",
            "name": "icy-fiery-hippo",
            "reported_at": 1699999990456,
            "hold_time": 100,
            "status": "success",
            "rssi": 0.0,
            "snr": 0.0,
            "spreading": "SF8BW125",
            "frequency": 904.2999877929688,
            "channel": 10,
            "lat": 37.77071104300495,
            "long": -122.41210912049858
        },
        {
            "id": "11ni2CACdVUAshDvXif2pYUduAsvoawoxvVub6aqgHjSNsPEapZ",
            "name": "cool-chiffon-hornet",
            "reported_at": 1699999990460,
            "hold_time": 100,
            "status": "success",
            "rssi": 0.0,
            "snr": 0.0,
            "spreading": "SF8BW125",
            "frequency": 904.2999877929688,
            "channel": 10,
            "lat": "unknown",
            "long": "unknown"
        }
    ],
    "downlink_url": "https://console.helium.com/api/v1/down/channel_id/downlink_token/yolo_id"
}`;
