import { u8, u16le, u32le } from '../bytes.ts';
import { replyChannels } from '../formats/milesight-replies.ts';
import { type Channel, type ChannelTable, deviceInfoChannels, label } from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight WS558 smart light controller: 8 switched light circuits with their total voltage,
// power, power factor, energy and current. Names as Milesight's decoder (Milesight-IoT/
// SensorDecoders ws-series/ws558/ws558-decoder.js): `active_power` W (→ `power`), `power_factor` %,
// `power_consumption` Wh (→ `energy`), `total_current` mA (the circuits' sum, → `current` in A; not
// a running total), `switch_1` .. `switch_8` "on" / "off" (08 31: a byte the decoder skips, then one
// bit per switch; `relay_on` is whether any is on, as the WS50x's). The TTN device repository's
// ws558.js names the power `power`.

const ENABLE = ['disable', 'enable'] as const;
const SWITCHES = 8;

const enableChannel: Channel = {
  size: 1,
  read: (bytes, at, out) => out.set('power_consumption_enable', label(ENABLE, u8(bytes, at))),
};

const table: ChannelTable = {
  ...deviceInfoChannels,
  ...replyChannels({
    '03': ['report_interval', 2],
    '10': ['reboot', 1],
    '23': ['cancel_delay_task', 2],
    '27': ['clear_power_consumption', 1],
    '28': ['report_status', 1],
    '32': ['delay_task', 5],
  }),
  ff26: enableChannel,
  fe26: enableChannel,
  '0374': {
    size: 2,
    read(bytes, at, out) {
      out.set('voltage', u16le(bytes, at) / 10);
      out.reading('voltage', u16le(bytes, at) / 10);
    },
  },
  '0480': {
    size: 4,
    read(bytes, at, out) {
      out.set('active_power', u32le(bytes, at));
      out.reading('power', u32le(bytes, at));
    },
  },
  '0581': {
    size: 1,
    read(bytes, at, out) {
      out.set('power_factor', u8(bytes, at));
      out.reading('power_factor', u8(bytes, at));
    },
  },
  '0683': {
    size: 4,
    read(bytes, at, out) {
      out.set('power_consumption', u32le(bytes, at));
      out.reading('energy', u32le(bytes, at));
    },
  },
  '07c9': {
    size: 2,
    read(bytes, at, out) {
      out.set('total_current', u16le(bytes, at));
      out.reading('current', u16le(bytes, at) / 1000);
    },
  },
  '0831': {
    size: 2,
    read(bytes, at, out) {
      const flags = u8(bytes, at + 1);
      for (let index = 0; index < SWITCHES; index++) {
        out.set(`switch_${index + 1}`, (flags >> index) & 1 ? 'on' : 'off');
      }
      out.reading('relay_on', flags !== 0);
    },
  },
};

export const milesightWs558 = milesightSensor({
  model: 'WS558',
  readings: ['voltage', 'power', 'power_factor', 'energy', 'current', 'relay_on'],
  table,
  encoder: { file: 'ws558-encoder.js', seconds: 'u16 LE' },
});
