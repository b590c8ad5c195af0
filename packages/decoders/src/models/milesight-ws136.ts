import { u8, u16le } from '../bytes.ts';
import { batteryChannel, type Channel, deviceInfoChannels } from '../formats/milesight-tlv.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight WS136 (3 buttons) and WS156 (6 buttons) smart scene panels. Names as Milesight's
// decoders (Milesight-IoT/SensorDecoders ws-series/ws136/ws136-decoder.js, ws156/ws156-decoder.js,
// the same code): ff 34 is a press of button `id`, printed `button_<id>: 1`, with the D2D command
// the button sends (`button_<id>_d2d`, a 16-bit word). The decoders also print a random
// `button_<id>_msgid` (to tell two presses apart) that is no part of the uplink: not given here.
// A press is a `button` reading; which button was pressed stays in the fields.
//
// The TTN example (ws136-codec.yaml) is the button id alone, `ff 34 01`: taken as a press too
// (an older TTN codec's `button: 1`). The READMEs' example `ff 2e 01` ("press": "short") is the
// WS101's record, which these decoders do not read.

const press: Channel = {
  size: 3,
  altSizes: [1],
  read(bytes, at, out, size) {
    const name = `button_${u8(bytes, at)}`;
    out.set(name, 1);
    if (size === 3) out.set(`${name}_d2d`, u16le(bytes, at + 1));
    out.reading('button', true);
  },
};

const table = { ...deviceInfoChannels, '0175': batteryChannel, ff34: press };

const commandsNote = 'the ws136 / ws156 encoders send nothing: the panels take no documented downlink';

// A key's press is sent when it happens, never its end.
export const milesightWs136 = milesightSensor({
  model: 'WS136',
  readings: ['button', 'battery_pct'],
  momentary: ['button'],
  table,
  commands: [],
  commandsNote,
});

export const milesightWs156 = milesightSensor({
  model: 'WS156',
  readings: ['button', 'battery_pct'],
  momentary: ['button'],
  table,
  commands: [],
  commandsNote,
});
