import type { CommandSource } from './sources.ts';
import { type ModelCommand, minutesOf, uintBE } from './types.ts';

// Dragino end nodes share their downlink commands (any fPort; Pinpoint uses 2, their uplink port):
//   0x01 + 3 bytes big-endian seconds   set the transmit interval (AT+TDC)
//   0x04 0xFF                           reset (reboot) the device
// The LGT-92 adds 0x02 0x01: leave the alarm (SOS) state.
// Sources: LHT65 user manual §2.5 "Downlink Payload" (example 0x01000258 = 600 s, 0x04FF reset);
// LGT-92 user manual §2.4 (example 0x0100012C = 300 s, 0x0201 exit alarm, 0x04FF reset).

const PORT = 2;
/** Three bytes of seconds. */
const MAX_MINUTES = Math.floor(0xffffff / 60);

export function draginoInterval(source: CommandSource): ModelCommand {
  return {
    kind: 'set_interval',
    fPort: PORT,
    minutes: { min: 1, max: MAX_MINUTES },
    source,
    encode: (input) => Uint8Array.from([0x01, ...uintBE(minutesOf(input) * 60, 3)]),
  };
}

export function draginoReboot(source: CommandSource): ModelCommand {
  return { kind: 'reboot', fPort: PORT, source, encode: () => Uint8Array.of(0x04, 0xff) };
}

/** LGT-92: only leaving the alarm state can be asked for; the alarm itself is the SOS button. */
export function draginoExitAlarm(source: CommandSource): ModelCommand {
  return {
    kind: 'alarm',
    fPort: PORT,
    alarm: { on: false, off: true },
    source,
    encode: () => Uint8Array.of(0x02, 0x01),
  };
}

/** The interval and reboot every Dragino node of ours takes. */
export const draginoCommands = (source: CommandSource): ModelCommand[] => [
  draginoInterval(source),
  draginoReboot(source),
];
