import { toHex, u8 } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { rakTypes } from '../formats/cayenne-lpp.ts';
import { decodeLpp, type LppModelSpec, millivolts } from '../formats/cayenne-lpp-readings.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// RAKwireless WisNode devices of the TTN device repository (vendor/rakwireless/index.yaml) that
// send no LPP of the WisBlock kind: the RAK2270 sticker tracker and the RAK7201 button.

// RAK2270 (RAKWireless/RAK2270-Sticker-Tracker 696275ff, Firmware/README.md "Uplink payload
// format" and Firmware/RAK2270/custom.h, firmware 1.1.2): Cayenne LPP on port 10, channel 0
// temperature (0.1 °C) and channel 0 analog input, the battery in 0.01 V; from 1.1.1 a motion
// event, the single byte E0, on port 20 (loraSendMDEvent), and on port 11 the echo of a
// downlink command it applied (send_downlink_ack). Its position comes from the network
// (trilateration), not from the device. TTN's codec is RAK's standardized-payload decoder
// (rak2270-codec.yaml), whose names the LPP fields keep (formats/cayenne-lpp.ts).
const RAK2270_LPP = 10;
const RAK2270_ACK = 11;
const RAK2270_MOTION = 20;
const MOTION_EVENT = 0xe0;

const rak2270Lpp: LppModelSpec = {
  modelId: 'rakwireless/rak2270',
  vendor: 'RAKwireless',
  model: 'RAK2270 Sticker Tracker',
  defaultFPort: RAK2270_LPP,
  readings: ['temperature', 'battery_mv', 'motion'],
  location: false,
  types: rakTypes,
  plan: (record) => {
    if (record.channel !== 0) return undefined;
    if (record.type === 103) return { field: 'temperature' };
    return record.type === 2 ? { field: 'battery_mv', convert: millivolts } : undefined;
  },
  commandsNote: "RAK2270's downlink commands (its README's Type / Data table) are not in the catalogue.",
};

export const rakRak2270: ModelDecoder = {
  modelId: rak2270Lpp.modelId,
  vendor: rak2270Lpp.vendor,
  model: rak2270Lpp.model,
  fPorts: [RAK2270_LPP, RAK2270_ACK, RAK2270_MOTION],
  defaultFPort: RAK2270_LPP,
  readings: rak2270Lpp.readings,
  // E0 is sent when the accelerometer wakes it (then a silent period), never when motion ends.
  momentary: ['motion'],
  location: false,
  decode: (bytes, fPort) => {
    if (fPort === RAK2270_LPP) return decodeLpp(bytes, rak2270Lpp);
    const out = new ResultBuilder();
    if (fPort === RAK2270_ACK) {
      // The downlink as it was received: its first byte the command (DOWNLINK_CMD_ID_t).
      out.set('downlink_command', u8(bytes, 0));
      out.set('downlink', toHex(bytes));
      return out.build();
    }
    if (bytes.length !== 1 || bytes[0] !== MOTION_EVENT)
      throw new DecodeError(`port 20 carries the motion event E0; got ${toHex(bytes)}`);
    out.set('motion_event', true);
    out.reading('motion', true);
    return out.build();
  },
  commandsNote: rak2270Lpp.commandsNote,
};

// RAK7201 WisNode Button 4K (RAKWireless/rakwireless-docs 0615288b, Product-Categories/WisNode/
// RAK7201/Quickstart/README.md, "Key Functions" and "HeartBeat function"): a key press sends its
// data, by default the letter A, B, C or D for keys 1 to 4 (set with at+button, up to 10
// characters, on a port of the user's choice); the heartbeat 48 <battery %>; the low battery
// warning 57 14 (under 20 %) and 57 0A (under 10 %). TTN's decoder-rak7201.js prints
// `button_pressed` = first byte - 64, which is also what it prints for the heartbeat (8) and the
// warning (23): here those are battery frames, `button_pressed` is a key's number only.
const KEY_A = 0x41;
const HEARTBEAT = 0x48;
const LOW_BATTERY = 0x57;

export const rakRak7201: ModelDecoder = {
  modelId: 'rakwireless/rak7201',
  vendor: 'RAKwireless',
  model: 'RAK7201 WisNode Button 4K',
  fPorts: 'any',
  defaultFPort: 1,
  readings: ['button', 'battery_pct', 'low_battery'],
  // A key's data is sent when it is pressed, never its end; the low-battery warning when the
  // battery runs low, never ended by a frame of its own.
  momentary: ['button', 'low_battery'],
  location: false,
  decode: (bytes) => {
    const out = new ResultBuilder();
    const first = u8(bytes, 0);
    if (bytes.length === 2 && (first === HEARTBEAT || first === LOW_BATTERY) && u8(bytes, 1) <= 100) {
      const percent = u8(bytes, 1);
      out.set('battery_level', percent);
      out.reading('battery_pct', percent);
      if (first === LOW_BATTERY) {
        out.set('low_battery_warning', true);
        out.reading('low_battery', true);
      }
      return out.build();
    }
    // Any other uplink is a key's data.
    out.reading('button', true);
    if (bytes.length === 1 && first >= KEY_A && first < KEY_A + 4) {
      out.set('button_pressed', first - KEY_A + 1);
      return out.build();
    }
    out.set('data', String.fromCharCode(...bytes));
    out.warn('key data set with at+button: which key was pressed is not known');
    return out.build();
  },
  commandsNote: 'The RAK7201 is set up with AT commands over USB; it takes no LoRaWAN commands.',
};
