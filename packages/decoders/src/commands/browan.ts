import type { CommandSource } from './sources.ts';
import { EncodeError, type ModelCommand, minutesOf, uintLE } from './types.ts';

// Browan Tabs sensors take configuration downlinks on fPort 204: command 0x00 followed by the
// keep-alive interval in seconds, 2 bytes little-endian, 15 to 65535 ("Appendix. Configuration
// Downlink Command", example 00 100E = 3600 s, in the TBAM100, TBSL100, TBHH100, MS10 and WL10
// manuals), all but the TBHV110 (below). They document no reboot or alarm command.

const PORT = 204;

export function browanKeepAlive(source: CommandSource): ModelCommand {
  return {
    kind: 'set_interval',
    fPort: PORT,
    minutes: { min: 1, max: Math.floor(65535 / 60) },
    source,
    encode: (input) => Uint8Array.from([0x00, ...uintLE(minutesOf(input) * 60, 2)]),
  };
}

// The TBHV110 (healthy home / IAQ sensor) differs: its command 0x00 takes one byte counting
// 5-minute units, 1 to 216 (5 min to 18 h), default 1 (Browan TBHV110 reference manual,
// "Appendix. Configuration Downlink Command", Appx. 1.1). Browan's own decoder reads the
// setting back in the same unit (Sensor-Decoder v4.1, "iaq_keepalive ... always 5 multiples").
const IAQ_UNIT_MINUTES = 5;

export function browanIaqKeepAlive(source: CommandSource): ModelCommand {
  return {
    kind: 'set_interval',
    fPort: PORT,
    minutes: { min: IAQ_UNIT_MINUTES, max: 216 * IAQ_UNIT_MINUTES },
    source,
    encode: (input) => {
      const minutes = minutesOf(input);
      // Rounding would set an interval the person did not ask for.
      if (minutes % IAQ_UNIT_MINUTES !== 0) {
        throw new EncodeError(`This device takes its interval in steps of ${IAQ_UNIT_MINUTES} minutes`);
      }
      return Uint8Array.from([0x00, minutes / IAQ_UNIT_MINUTES]);
    },
  };
}
