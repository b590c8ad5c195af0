import { requireLength, s16be, s32be, u8 } from '../bytes.ts';
import { draginoExitAlarm, draginoInterval, draginoReboot } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Dragino LGT-92 GPS tracker with alarm button, fPort 2, big-endian; 11 bytes, 15 with
// roll/pitch (firmware 1.5), 18 with HDOP/altitude (1.6). Names and values follow the
// TTN codec (vendor/dragino/lgt92.js, the version with boolean ALARM_status/LON).

const MOTION_MODES = ['Disable', 'Move', 'Collide', 'User'] as const;
const LOW_BATTERY_VOLTS = 2.84;
/** With a low battery the firmware turns GPS off and sends 0x0FFFFFFF (268.43 degrees). */
const GPS_OFF_DEGREES = 268;
const BASE_LENGTH = 11;
const FRAME_LENGTHS = [BASE_LENGTH, 15, 18];

/** The parts later firmware appends to the 11-byte frame, each with the offset it ends at. */
const EXTENSIONS: ReadonlyArray<{ end: number; read: (bytes: Uint8Array, out: ResultBuilder) => void }> = [
  {
    end: 15,
    read(bytes, out) {
      out.set('Roll', s16be(bytes, 11) / 100);
      out.set('Pitch', s16be(bytes, 13) / 100);
    },
  },
  { end: 16, read: (bytes, out) => out.set('hdop', u8(bytes, 15) / 100) },
  {
    end: 18,
    read(bytes, out) {
      const altitude = s16be(bytes, 16) / 100;
      out.set('altitude', altitude);
      if (out.location) out.location.alt = altitude;
    },
  },
];

export const draginoLgt92: ModelDecoder = {
  modelId: 'dragino/lgt92',
  vendor: 'Dragino',
  model: 'LGT-92',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['button', 'battery_mv'],
  location: true,
  decode(bytes) {
    requireLength(bytes, BASE_LENGTH);
    const out = new ResultBuilder();
    const latitude = s32be(bytes, 0) / 1_000_000;
    const longitude = s32be(bytes, 4) / 1_000_000;
    const millivolts = ((u8(bytes, 8) & 0x3f) << 8) | u8(bytes, 9);
    const alarm = (u8(bytes, 8) & 0x40) !== 0;
    const flags = u8(bytes, 10);

    const batteryVolts = millivolts / 1000;
    if (batteryVolts <= LOW_BATTERY_VOLTS && latitude > GPS_OFF_DEGREES && longitude > GPS_OFF_DEGREES) {
      out.refuseLocation('GPS turned off because of low battery');
    } else if (latitude === 0 && longitude === 0) {
      out.warn('GPS failed to obtain location');
    } else {
      out.set('latitude', latitude);
      out.set('longitude', longitude);
      out.location = { lat: latitude, lon: longitude };
    }
    out.set('ALARM_status', alarm);
    out.set('BatV', batteryVolts);
    out.set('MD', MOTION_MODES[flags >> 6]);
    out.set('LON', (flags & 0x20) !== 0);
    out.set('FW', 160 + (flags & 0x1f));

    // Firmware 1.5 appends roll and pitch, 1.6 HDOP and altitude. A frame of another
    // length still gets every complete part it carries: TTN's 16-byte example
    // (lgt92-codec.yaml, "Distance Detection") has roll, pitch and HDOP.
    const parts = EXTENSIONS.filter((part) => bytes.length >= part.end);
    for (const part of parts) part.read(bytes, out);
    const decoded = parts.at(-1)?.end ?? BASE_LENGTH;
    if (decoded !== bytes.length) {
      out.warn(`unexpected length ${bytes.length}; decoded the first ${decoded} bytes only`);
    } else if (!FRAME_LENGTHS.includes(decoded)) {
      out.warn(`unexpected length ${decoded} (LGT-92 frames have 11, 15 or 18 bytes)`);
    }

    out.reading('button', alarm);
    out.reading('battery_mv', millivolts);
    return out.build();
  },
  commands: [draginoInterval(sources.lgt92), draginoExitAlarm(sources.lgt92), draginoReboot(sources.lgt92)],
  commandsNote:
    'The LGT-92 manual lists no position request: the tracker reports its position every transmit interval.',
};
