import type { TrackerEvent } from '../codec.ts';
import { isTrackerId } from '../fields.ts';
import { unreadable } from '../text-scan.ts';
import { parsePosition } from './position.ts';
import { parseSerial } from './serial.ts';

/**
 * One frame's body, `<IMEI>,<type>,<content>` (the type three hex digits), as Traccar's
 * StartekProtocolDecoder reads it:
 * - `000` a position report -> a record (position.ts);
 * - `710` a truck adapter's data -> kept with the unit's state (serial.ts);
 * - `010` and `020`, the document's other position uploads, which Traccar does not read either ->
 *   the unit is alive, nothing stored;
 * - any other type, the unit's answer to the server's command of that code (`129,OK`) -> its text.
 * The protocol has no acknowledgement: Traccar answers nothing, and nor do we.
 */
export function parseStartek(body: string): TrackerEvent[] {
  const m = /^([^,]*),([0-9A-Fa-f]{3}),([\s\S]*)$/.exec(body);
  if (!m) unreadable('not an iStartek message', body);
  const [, id = '', type = '', content = ''] = m;
  if (!isTrackerId(id)) unreadable('an IMEI that is not 6 to 20 digits', body);
  if (type === '000') return [{ type: 'records', id, records: [parsePosition(content)] }];
  if (type === '710') return [{ type: 'heartbeat', id, record: parseSerial(content) }];
  if (type === '010' || type === '020') return [{ type: 'heartbeat', id }];
  return [{ type: 'command_result', id, text: content.trim() }];
}
