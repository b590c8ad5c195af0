// ChirpStack Application Server v3's own documented integration events, as its documentation
// prints them, for the v3 parser's tests. Nobody on the project wrote these.
//
// "Event types", https://www.chirpstack.io/application-server/integrations/events/ (v3 docs; the
// same page as https://www.loraserver.io/lora-app-server/integrate/sending-receiving/events/):
// the "JSON" marshaler, the Protocol Buffers JSON mapping (bytes in base64). The legacy "JSON
// (v3)" marshaler's uplink is from brocaar/chirpstack-application-server
// docs/content/integrate/sending-receiving/_index.md (commit 00896fa7c5c91075342201cbb992b82fb709e8a2),
// with its `//` comments and the trailing comma they left after `"altitude": 10.5` taken out (they
// make it invalid JSON), nothing else changed.

/** v3 docs, "up" (JSON). `data` is "..." in the documentation itself. */
export const v3UpExample = `{
    "applicationID": "123",
    "applicationName": "temperature-sensor",
    "deviceName": "garden-sensor",
    "devEUI": "AgICAgICAgI=",
    "rxInfo": [
        {
            "gatewayID": "AwMDAwMDAwM=",
            "time": "2019-11-08T13:59:25.048445Z",
            "timeSinceGPSEpoch": null,
            "rssi": -48,
            "loRaSNR": 9,
            "channel": 5,
            "rfChain": 0,
            "board": 0,
            "antenna": 0,
            "location": {
                "latitude": 52.3740364,
                "longitude": 4.9144401,
                "altitude": 10.5
            },
            "fineTimestampType": "NONE",
            "context": "9u/uvA==",
            "uplinkID": "jhMh8Gq6RAOChSKbi83RHQ=="
        }
    ],
    "txInfo": {
        "frequency": 868100000,
        "modulation": "LORA",
        "loRaModulationInfo": {
            "bandwidth": 125,
            "spreadingFactor": 11,
            "codeRate": "4/5",
            "polarizationInversion": false
        }
    },
    "adr": true,
    "dr": 1,
    "fCnt": 10,
    "fPort": 5,
    "data": "...",
    "objectJSON": "{\\"temperatureSensor\\":25,\\"humiditySensor\\":32}",
    "tags": {
        "key": "value"
    }
}`;

/** v3 docs, "status" (JSON). */
export const v3StatusExample = `{
    "applicationID": "123",
    "applicationName": "temperature-sensor",
    "deviceName": "garden-sensor",
    "devEUI": "AgICAgICAgI=",
    "margin": 6,
    "externalPowerSource": false,
    "batteryLevelUnavailable": false,
    "batteryLevel": 75.5,
    "tags": {
        "key": "value"
    }
}`;

/** v3 docs, "join" (JSON). */
export const v3JoinExample = `{
    "applicationID": "123",
    "applicationName": "temperature-sensor",
    "deviceName": "garden-sensor",
    "devEUI": "AgICAgICAgI=",
    "devAddr": "AFE5Qg==",
    "rxInfo": [
        {
            "gatewayID": "AwMDAwMDAwM=",
            "time": "2019-11-08T13:59:25.048445Z",
            "timeSinceGPSEpoch": null,
            "rssi": -48,
            "loRaSNR": 9,
            "channel": 5,
            "rfChain": 0,
            "board": 0,
            "antenna": 0,
            "location": {
                "latitude": 52.3740364,
                "longitude": 4.9144401,
                "altitude": 10.5
            },
            "fineTimestampType": "NONE",
            "context": "9u/uvA==",
            "uplinkID": "jhMh8Gq6RAOChSKbi83RHQ=="
        }
    ],
    "txInfo": {
        "frequency": 868100000,
        "modulation": "LORA",
        "loRaModulationInfo": {
            "bandwidth": 125,
            "spreadingFactor": 11,
            "codeRate": "4/5",
            "polarizationInversion": false
        }
    },
    "dr": 1,
    "tags": {
        "key": "value"
    }
}`;

/** v3 docs, "ack" (JSON; the documentation indents two lines with tabs). */
export const v3AckExample = `{

    "applicationID": "123",
    "applicationName": "temperature-sensor",
    "deviceName": "garden-sensor",
    "devEUI": "AgICAgICAgI=",
    "rxInfo": [
        {
            "gatewayID": "AwMDAwMDAwM=",
            "time": "2019-11-08T13:59:25.048445Z",
            "timeSinceGPSEpoch": null,
            "rssi": -48,
            "loRaSNR": 9,
            "channel": 5,
            "rfChain": 0,
            "board": 0,
            "antenna": 0,
            "location": {
                "latitude": 52.3740364,
                "longitude": 4.9144401,
                "altitude": 10.5
            },
            "fineTimestampType": "NONE",
            "context": "9u/uvA==",
            "uplinkID": "jhMh8Gq6RAOChSKbi83RHQ=="
        }
    ],
    "txInfo": {
        "frequency": 868100000,
        "modulation": "LORA",
        "loRaModulationInfo": {
            "bandwidth": 125,
            "spreadingFactor": 11,
            "codeRate": "4/5",
            "polarizationInversion": false
        }
    },
\t"acknowledged": true,
\t"fCnt": 15,
    "tags": {
        "key": "value"
    }
}`;

/** v3 docs, "txack" (JSON; hex devEUI as printed there). */
export const v3TxackExample = `{
    "applicationID": "123",
    "applicationName": "temperature-sensor",
    "deviceName": "garden-sensor",
    "devEUI": "0202020202020202",
    "fCnt": 12,
    "tags": {
        "key": "value"
    }
}`;

/** v3 docs, "error" (JSON). */
export const v3ErrorExample = `{
    "applicationID": "123",
    "applicationName": "temperature-sensor",
    "deviceName": "garden-sensor",
    "devEUI": "AgICAgICAgI=",
\t"type": "UPLINK_CODEC",
\t"error": "...",
    "tags": {
        "key": "value"
    }
}`;

/** The legacy "JSON (v3)" marshaler's uplink (comments removed). */
export const v3LegacyUpExample = `{
    "applicationID": "123",
    "applicationName": "temperature-sensor",
    "deviceName": "garden-sensor",
    "devEUI": "0202020202020202",
    "rxInfo": [
        {
            "gatewayID": "0303030303030303",
            "name": "rooftop-gateway",
            "time": "2016-11-25T16:24:37.295915988Z",
            "rssi": -57,
            "loRaSNR": 10,
            "location": {
                "latitude": 52.3740364,
                "longitude": 4.9144401,
                "altitude": 10.5
            }
        }
    ],
    "txInfo": {
        "frequency": 868100000,
        "dr": 5
    },
    "adr": false,
    "fCnt": 10,
    "fPort": 5,
    "data": "...",
    "object": {
        "temperatureSensor": {"1": 25},
        "humiditySensor": {"1": 32}
    },
    "tags": {
        "key": "value"
    }
}`;
