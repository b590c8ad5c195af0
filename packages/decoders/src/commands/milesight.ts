import type { CommandSource } from './sources.ts';
import { type ModelCommand, minutesOf, uintLE } from './types.ts';

// Milesight downlinks go to fPort 85 ("The downlink application port is 85 by default", Milesight
// product docs), in the channel/type/value layout of their uplinks:
//   ff 10 ff               reboot
//   ff 03 + u16 LE seconds  reporting interval (sensors: EM300, WS, AM series)
//   ff 8e 00 + u16 LE min   reporting interval (AT101 tracker, CT101, VS series)
// Sources: Milesight-IoT/SensorDecoders EM300-TH_Encoder.js (ff03, range 1-64800 s; ff10ff),
// ws202-encoder.js (ff03; ff10ff), AT101_Encoder.js and ct101-encoder.js (ff8e00, 1-1440 min;
// ff10ff); WS1x6 downlink page (example ff03b004 = 1200 s). Each model's own encoder is named
// in sources.ts.

const PORT = 85;

export function milesightReboot(source: CommandSource): ModelCommand {
  return { kind: 'reboot', fPort: PORT, source, encode: () => Uint8Array.of(0xff, 0x10, 0xff) };
}

/** ff03: seconds, at most 64800 (18 hours) as the EM300-TH encoder allows. */
export function milesightIntervalSeconds(source: CommandSource): ModelCommand {
  return {
    kind: 'set_interval',
    fPort: PORT,
    minutes: { min: 1, max: 1080 },
    source,
    encode: (input) => Uint8Array.from([0xff, 0x03, ...uintLE(minutesOf(input) * 60, 2)]),
  };
}

/** ff8e00: minutes, 1 to 1440. */
export function milesightIntervalMinutes(source: CommandSource): ModelCommand {
  return {
    kind: 'set_interval',
    fPort: PORT,
    minutes: { min: 1, max: 1440 },
    source,
    encode: (input) => Uint8Array.from([0xff, 0x8e, 0x00, ...uintLE(minutesOf(input), 2)]),
  };
}

/** A Milesight sensor's interval (ff03) and reboot. */
export const milesightSensorCommands = (source: CommandSource): ModelCommand[] => [
  milesightIntervalSeconds(source),
  milesightReboot(source),
];
