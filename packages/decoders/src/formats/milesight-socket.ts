import { u8, u16le, u32le } from '../bytes.ts';
import { replyChannels, socketReplies } from './milesight-replies.ts';
import { type Channel, type ChannelTable, deviceInfoChannels } from './milesight-tlv.ts';

// Records of the Milesight WS52x smart plugs. The TTN codec and the vendor's decoder
// name them differently (and the TTN codec calls the power factor `power`), so each
// model passes the names of the source it follows. Readings are the same either way.

export type SocketNaming = {
  powerFactor: string;
  energy: string;
  relay: { name: string; words: readonly [string, string] };
};

export function socketChannels(naming: SocketNaming): ChannelTable {
  // The delay task's reply (ws523-decoder.js, ws525-decoder.js handle_downlink_response 0x22): a
  // byte the decoders skip, the delay in seconds, then the state the socket takes after it (low
  // nibble). A setting, not the socket's state now: no reading.
  const delayTask: Channel = {
    size: 4,
    read(b, at, out) {
      out.set('delay_time', u16le(b, at + 1));
      const state = u8(b, at + 3) & 0x0f;
      out.set(naming.relay.name, state <= 1 ? naming.relay.words[state] : 'unknown');
    },
  };
  return {
    ...replyChannels(socketReplies),
    ff22: delayTask,
    fe22: delayTask,
    ...deviceInfoChannels,
    ff3f: {
      size: 1,
      read: (b, at, out) => out.set('power_outage_alarm', u8(b, at) === 0xff ? 'power_outage' : 'normal'),
    },
    '0374': {
      size: 2,
      read(b, at, out) {
        out.set('voltage', u16le(b, at) / 10);
        out.reading('voltage', u16le(b, at) / 10);
      },
    },
    '0480': {
      size: 4,
      read(b, at, out) {
        out.set('active_power', u32le(b, at));
        out.reading('power', u32le(b, at));
      },
    },
    '0581': {
      size: 1,
      read(b, at, out) {
        out.set(naming.powerFactor, u8(b, at));
        out.reading('power_factor', u8(b, at));
      },
    },
    '0683': {
      size: 4,
      read(b, at, out) {
        out.set(naming.energy, u32le(b, at));
        out.reading('energy', u32le(b, at));
      },
    },
    '07c9': {
      size: 2,
      read(b, at, out) {
        // The plug reports mA; readings are in A.
        out.set('current', u16le(b, at));
        out.reading('current', u16le(b, at) / 1000);
      },
    },
    '0870': {
      size: 1,
      read(b, at, out) {
        const on = (u8(b, at) & 0x01) === 1;
        out.set(naming.relay.name, on ? naming.relay.words[1] : naming.relay.words[0]);
        out.reading('relay_on', on);
      },
    },
  };
}
