import { u8 } from '../bytes.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import { type Channel, deviceInfoChannels, serialNumber6Channel } from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight WS50x (v1) wall switches: WS501 (1 gang), WS502 (2), WS503 (3), one TTN device
// (ws50x.yaml, codec ws50x-codec). Names as Milesight's WS503 decoder (Milesight-IoT/SensorDecoders
// ws-series/ws503/ws503-decoder.js; the ws501 and ws502 decoders print its first one or two
// switches): ff 29 holds each switch's state (bits 0-2, "on" / "off") and whether it changed since
// the last report (bits 4-6, "yes" / "no"); ff 2b is a press of the function key. TTN's older
// ws50x.js writes "open" / "close" for on / off.
// The uplink does not say how many gangs the switch has, so the relay_on reading is "a switch is
// on": a WS501's own switch, any of a WS502's or WS503's (each one's state stays in the fields).
// The WS50x EU / US (08 29, with metering) and v4 firmwares use other records: not these.

const SWITCHES = [1, 2, 3] as const;
const onOff = (bit: number) => (bit ? 'on' : 'off');

function setSwitches(out: ResultBuilder, value: number): void {
  for (const n of SWITCHES) {
    out.set(`switch_${n}`, onOff((value >> (n - 1)) & 1));
    out.set(`switch_${n}_change`, (value >> (n + 3)) & 1 ? 'yes' : 'no');
  }
  out.reading('relay_on', (value & 0b111) !== 0);
}

/** handle_downlink_response of ws503-decoder.js, but 29 (fe 29 below; ff 29 is the state). */
const replies: ReplySpec = {
  '03': ['report_interval', 2],
  '10': ['reboot', 1],
  '22': ['delay_task', 4],
  '23': ['cancel_delay_task', 2],
  '25': ['child_lock_config', 2],
  '28': ['report_status', 1],
  '2c': ['report_attribute', 1],
  '2f': ['led_mode', 1],
};

/**
 * fe 29, the answer to a switch command: the switches it changed (change bit set) and their state.
 * One of them on is a switch on; all of them off says nothing of the others (no reading), unless
 * it changed all three, every switch a WS50x has: then it is the whole state, off included.
 */
const switchReply: Channel = {
  size: 1,
  read(bytes, at, out) {
    const value = u8(bytes, at);
    const changed = SWITCHES.filter((n) => (value >> (n + 3)) & 1);
    for (const n of changed) out.set(`switch_${n}`, onOff((value >> (n - 1)) & 1));
    const anyOn = changed.some((n) => (value >> (n - 1)) & 1);
    if (anyOn || changed.length === SWITCHES.length) out.reading('relay_on', anyOn);
  },
};

export const milesightWs50x = milesightSensor({
  model: 'WS50x',
  readings: ['relay_on'],
  table: {
    ...replyChannels(replies),
    fe29: switchReply,
    ...deviceInfoChannels,
    ff08: serialNumber6Channel,
    ff29: { size: 1, read: (bytes, at, out) => setSwitches(out, u8(bytes, at)) },
    ff2b: { size: 1, read: (_bytes, _at, out) => out.set('function_key_event', 'yes') },
  },
  encoder: { file: 'ws503-encoder.js', seconds: '60-64800' },
});
