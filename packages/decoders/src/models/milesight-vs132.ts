import { toHex, u8, u16le, u32le } from '../bytes.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import type { Channel, ChannelTable } from '../formats/milesight-tlv.ts';
import { milesightVsModel } from './milesight-vs340.ts';

// Milesight VS132 3D ToF people counter, one line. Names as Milesight's decoder
// (Milesight-IoT/SensorDecoders vs-series/vs132/vs132-decoder.js and its README), which are
// not the VS133's: `total_counter_in` / `_out` are the running totals (03 D2 / 04 D2, kept as
// fields), `periodic_counter_in` / `_out` the crossings of the reporting period (05 CC), the
// `people_in` / `people_out` readings. Its device information is printed its own way too:
// `protocol_version` the byte as a number, the versions as dotted decimals without a "v".
// Commands: reboot only. vs132-encoder.js writes the reporting interval (ff 03) as one byte
// where its decoder reads two, so we do not send it.

/** handle_downlink_response of vs132-decoder.js. */
const replies: ReplySpec = {
  '03': ['report_interval', 2],
  '04': ['confirm_mode_enable', 1],
  '10': ['reboot', 1],
  '40': ['adr_enable', 1],
  '42': ['wifi_enable', 1],
  '43': ['periodic_report_enable', 1],
  '51': ['clear_total_count', 1],
};

/** readVersion of vs132-decoder.js: the bytes in decimal, dotted ("132.1.0.1"). */
const dotted = (name: string, size: number): Channel => ({
  size,
  read: (bytes, at, out) => out.set(name, Array.from(bytes.subarray(at, at + size)).join('.')),
});

const total = (name: string): Channel => ({ size: 4, read: (b, at, out) => out.set(name, u32le(b, at)) });

const table: ChannelTable = {
  ...replyChannels(replies),
  ff01: { size: 1, read: (b, at, out) => out.set('protocol_version', u8(b, at)) },
  ff16: { size: 8, read: (b, at, out) => out.set('sn', toHex(b.subarray(at, at + 8))) },
  ff09: dotted('hardware_version', 2),
  ff1f: dotted('firmware_version', 4),
  '03d2': total('total_counter_in'),
  '04d2': total('total_counter_out'),
  '05cc': {
    size: 4,
    read(bytes, at, out) {
      out.set('periodic_counter_in', u16le(bytes, at));
      out.set('periodic_counter_out', u16le(bytes, at + 2));
      out.reading('people_in', u16le(bytes, at));
      out.reading('people_out', u16le(bytes, at + 2));
    },
  },
};

export const milesightVs132 = milesightVsModel('VS132', ['people_in', 'people_out'], table);
