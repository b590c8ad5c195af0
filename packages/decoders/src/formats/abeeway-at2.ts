import { hexByte, requireLength, u8, u24be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult } from '../types.ts';
import { type Body, condensed, FW2_PORT, label, round, temperatureAt } from './abeeway-at2-common.ts';
import {
  readDebug,
  readEvent,
  readHeartbeat,
  readMisc,
  readScanCollection,
  readShutdown,
  readStatus,
} from './abeeway-at2-messages.ts';
import { readPosition } from './abeeway-at2-position.ts';

// Abeeway's trackers on firmware 2.x ("AT2": Micro Tracker, Smart Badge, Compact Tracker, Industrial
// Tracker), big-endian. Layouts: Abeeway Trackers Reference Guide 2.4 (docs.thingpark.com
// thingpark-location/abeeway-trackers-reference-guide/AbeewayRefGuide_2.4, "Uplink messages"), and
// for what it leaves out Abeeway's AT2 codec (the TTN device repository's vendor/abeeway/
// asset-tracker-2.js, Actility's abw-at2-drv), whose field names we keep. Firmware 2.x sends on port
// 18 with a battery percentage; firmware 1.x (Micro Tracker Reference Guide FW 1.7) sends the same
// messages with the battery as an encoded voltage, which Abeeway's codec reads on any other port (its
// examples use 17). Firmware 3.x ("AT3", port 19) is another layout, not decoded here.

const MODES = [
  'STAND_BY',
  'MOTION_TRACKING',
  'PERMANENT_TRACKING',
  'MOTION_START_END_TRACKING',
  'ACTIVITY_TRACKING',
  'OFF',
];

/** The body of each message type after the 5-byte common header (0x00 and 0x0D have none). */
const BODIES = new Map<number, Body>([
  [0x03, (bytes, out) => readPosition(bytes, out, 'short')],
  [0x04, readStatus],
  [0x05, readHeartbeat],
  [0x07, readMisc],
  [0x09, readShutdown],
  [0x0a, readEvent],
  [0x0b, readScanCollection],
  [0x0c, (_bytes, out) => proximity(out)],
  [0x0e, (bytes, out) => readPosition(bytes, out, 'extended')],
  [0x0f, readDebug],
]);

/** Proximity messages (contact tracing, Abeeway's application note AN-007) are not read. */
function proximity(out: ResultBuilder): void {
  out.set('messageType', 'PROXIMITY_DETECTION');
  out.warn('proximity message (0x0C) not decoded');
}

/** Byte 2: a percentage on firmware 2.x (0 charging, 255 a failed measure), an encoded voltage on 1.x. */
function readBattery(raw: number, fPort: number, out: ResultBuilder): void {
  if (fPort !== FW2_PORT) {
    // 2.8-4.2 V over the codes 1-254; 0 and 255 are reserved and measure nothing.
    const volts = condensed(raw, 2.8, 4.2, 8, 2);
    out.set('batteryVoltage', raw === 0 ? 0 : round(volts, 2));
    if (raw > 0 && raw < 255) out.reading('battery_mv', Math.round(volts * 1000));
    else out.warn(`battery byte ${hexByte(raw)} is no voltage; no battery reading`);
    return;
  }
  out.set('batteryStatus', raw === 0 ? 'CHARGING' : raw === 255 ? 'UNKNOWN' : 'OPERATING');
  if (raw === 0 || raw === 255) return;
  out.set('batteryLevel', raw);
  if (raw <= 100) out.reading('battery_pct', raw);
  else out.warn(`battery level ${raw} is no percentage (firmware 2.x sends 1-100); no battery reading`);
}

/** Bytes 1-4, common to every message but frame pending and SMS. */
function readHeader(bytes: Uint8Array, fPort: number, out: ResultBuilder): void {
  const status = u8(bytes, 1);
  const mode = status >> 5;
  out.set('trackingMode', label(MODES, mode, out, 'operating mode'));
  const sos = (status >> 4) & 1;
  out.set('sosFlag', sos);
  // Bit 3: "tracking state" on firmware 1.x, reserved on 2.x; Abeeway's codec names it appState.
  out.set('appState', (status >> 3) & 1);
  const moving = (status & 0x04) !== 0;
  out.set('dynamicMotionState', moving ? 'MOVING' : 'STATIC');
  out.set('periodicPosition', (status & 0x02) !== 0);
  out.set('onDemand', (status & 0x01) !== 0);
  readBattery(u8(bytes, 2), fPort, out);
  const temperature = temperatureAt(bytes, 3);
  out.set('temperatureMeasure', temperature);
  out.set('ackToken', u8(bytes, 4) >> 4);
  out.reading('temperature', temperature);
  // "Set if the tracker is in motion state since the last payload is sent" (until motion_duration ends).
  out.reading('motion', moving);
  // "SOS mode": the tracker is in the SOS mode its button started (Reference Guide 2.4, the common
  // header), as the network server's codec output (`sosFlag`) is read: the button's alarm in force.
  out.reading('button', sos === 1);
}

/** The messages without the common header: frame pending (0x00) and SMS (0x0D). */
function readHeaderless(type: number, bytes: Uint8Array, out: ResultBuilder): void {
  if (type === 0x00) {
    requireLength(bytes, 2);
    out.set('messageType', 'FRAME_PENDING');
    out.set('currentAckTokenValue', u8(bytes, 1));
    return;
  }
  requireLength(bytes, 5);
  out.set('messageType', 'SMS');
  out.set('ackToken', u8(bytes, 1) >> 4);
  const text = String.fromCharCode(...bytes.subarray(5));
  out.set('sms', { destinationId: u24be(bytes, 2), message: text });
}

/** Decodes one AT2 uplink; `fPort` 18 is firmware 2.x, any other the 1.x battery voltage. */
export function decodeAbeewayAt2(bytes: Uint8Array, fPort: number): DecodeResult {
  const out = new ResultBuilder();
  const type = u8(bytes, 0);
  if (type === 0x00 || type === 0x0d) {
    readHeaderless(type, bytes, out);
    return out.build();
  }
  const body = BODIES.get(type);
  if (!body) throw new DecodeError(`unknown message type ${hexByte(type)}`);
  requireLength(bytes, 5);
  readHeader(bytes, fPort, out);
  try {
    body(bytes, out);
  } catch (error) {
    // A body cut short keeps the header's readings; each body checks the length it needs before its values.
    if (!(error instanceof DecodeError)) throw error;
    out.warn(`${String(out.fields.messageType ?? hexByte(type))} body not decoded: ${error.message}`);
  }
  return out.build();
}
