import { draginoRelay } from '../formats/dragino-relay.ts';

// Dragino LC03 LoRaWAN plug relay (a mains socket the relay switches, with a plug-in detector),
// big-endian. Names as Dragino's decoder (dragino/dragino-end-node-decoder
// LC03/LC03_V1.1_TTN_Decode.txt), Node_type and LoraNode left out:
//   port 2, 7 bytes: the device's clock (Unix seconds, a field: the reading takes the receive
//     time), the event (1 plug inserted, 2 plug pulled, 3 heartbeat, 4 the answer to a relay
//     downlink; Dragino's spellings "PLUG_PULL_EVNET", "HEARTBEAT_EVNET" kept), the plug (1
//     "INSERT", 0 "PULL_OUT"), the relay (1 "OPEN", 0 "CLOSE" → `relay_on` true / false: 1 is the
//     switched-on state, as the decoder's comment and the LC01's 1; another value "ERROR", no
//     reading). The plug has no reading field: a vendor field only.
//   port 3, the datalog: 8-byte entries of the clock, event, plug, relay and a flag byte (bit 7
//     NO_ACK_REPLY, else bit 6 POLL_REPLY), each relay state stored at its entry's time. The
//     vendor's loop decodes the first entry once per 8 bytes (every entry a copy of the first):
//     we decode each entry.
//   port 5, the device status, 5 bytes: no battery (the LC03 runs on the mains).

export const draginoLc03 = draginoRelay({
  modelId: 'dragino/lc03',
  model: 'LC03 (LoRaWAN plug relay)',
  sensorModel: [0x46, 'LC03'],
  events: { 1: 'PLUG_INSERT_EVENT', 2: 'PLUG_PULL_EVNET', 3: 'HEARTBEAT_EVNET', 4: 'RELAY_ACK_EVENT' },
  plug: { 0: 'PULL_OUT', 1: 'INSERT' },
  replyName: 'DatalogReply',
});
