import { draginoRelay } from '../formats/dragino-relay.ts';

// Dragino LC01 LoRaWAN relay (mains switch), big-endian. Names as Dragino's decoder
// (dragino/dragino-end-node-decoder LC01/LC01_V1.0.0_TTN_Decoder.txt), LoraNode left out:
//   port 2, 6 bytes: the device's clock (Unix seconds, a field: the reading takes the receive
//     time), the event (3 heartbeat, 4 the answer to a relay downlink; Dragino's spelling
//     "HEARTBEAT_EVNET" kept), the relay (1 "OPEN", 0 "CLOSE" → `relay_on` true / false: 1 is the
//     switched-on state, as the other Dragino relays' 1; another value "ERROR", no reading).
//   port 3, the datalog: 7-byte entries of the clock, event, relay and a flag byte (bit 7
//     NO_ACK_REPLY, else bit 6 POLL_REPLY), each relay state stored at its entry's time.
//   port 5, the device status, 5 bytes: no battery (the LC01 runs on the mains).

export const draginoLc01 = draginoRelay({
  modelId: 'dragino/lc01',
  model: 'LC01 (LoRaWAN relay)',
  sensorModel: [0x47, 'LC01'],
  events: { 3: 'HEARTBEAT_EVNET', 4: 'RELAY_ACK_EVENT' },
  replyName: 'Datalog_Reply',
});
