import type { CommandSource } from './sources.ts';
import { type ModelCommand, minutesOf, uintLE } from './types.ts';

// Browan Tabs sensors take configuration downlinks on fPort 204: command 0x00 followed by the
// keep-alive interval in seconds, 2 bytes little-endian, 15 to 65535 ("Appendix. Configuration
// Downlink Command", example 00 100E = 3600 s, in the TBAM100, TBSL100, MS10 and WL10 manuals).
// They document no reboot or alarm command.

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
