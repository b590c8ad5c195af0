import { isTrackerIdFor } from '@pinpoint/shared/device.ts';
import type { TrackerEvent } from '../codec.ts';
import { ascii, unreadable } from '../text-scan.ts';
import { parseAvrmc } from './avrmc.ts';
import { nmeaChecksum } from './sentence.ts';

const shape = /^\$([A-Z]+),([^,*]*)(,[^*]*)?\*([0-9A-Fa-f]{2})$/;

/**
 * One line from a Laipac unit (S911 Lola, S911 Bracelet, LaiTrack vehicle units), its checksum
 * checked. Every sentence names the unit second (its serial, e.g. `80006405` or `MSG00002`, or
 * its IMEI):
 * - `$AVRMC` position report -> a record, answered as avrmc.ts says;
 * - `$ECHK` keep-alive -> echoed as it came (Traccar's decoder);
 * - `$EAVSYS` SIM and firmware (ICCID, phone number, owner, firmware version) -> kept;
 * - `$AVSYS` and any other sentence -> the unit is alive; nothing read (as Traccar).
 */
export function parseLaipac(line: string): TrackerEvent[] {
  const m = shape.exec(line);
  if (!m) unreadable('not a Laipac sentence', line);
  const [, type = '', id = '', rest = '', sent = ''] = m;
  const body = line.slice(1, line.length - 3);
  const expected = nmeaChecksum(body);
  if (expected !== sent.toUpperCase())
    return [{ type: 'bad_frame', reason: 'checksum', detail: `checksum ${sent}, expected ${expected}` }];
  if (!isTrackerIdFor(id, 'laipac'))
    return [{ type: 'bad_frame', reason: 'unsupported', detail: `a unit id that cannot be one: ${id}` }];
  const fields = rest.slice(1);
  if (type === 'AVRMC') return [parseAvrmc(id, fields, sent)];
  if (type === 'ECHK') return [{ type: 'heartbeat', id, ack: ascii(`${line}\r\n`) }];
  if (type === 'EAVSYS') return [{ type: 'heartbeat', id, record: { extra: eavsys(fields) } }];
  return [{ type: 'heartbeat', id }];
}

/** `<ICCID>,<SIM phone number>,<owner>,<firmware version>` (Traccar's PATTERN_EAVSYS). */
function eavsys(fields: string): Record<string, string> {
  const m = /^(\d+),(\+?\d+)?,[^,]*,([^,]*)$/.exec(fields);
  if (!m) unreadable('not an $EAVSYS sentence', fields);
  return {
    iccid: m[1] as string,
    ...(m[2] ? { phone: m[2] } : {}),
    ...(m[3] ? { firmware: m[3] } : {}),
  };
}
