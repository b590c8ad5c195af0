import { ByteReader, FrameError, toHex } from '../bytes.ts';
import type { TrackerEvent } from '../codec.ts';
import { isTrackerId, setExtra } from '../fields.ts';
import { ascii } from '../text-scan.ts';
import { readingEvents, readLocation } from './location.ts';

/**
 * `WLNET,5`, a JT701D's report of a paired peripheral (a JT126 temperature and humidity sensor, a
 * JT709 sub-lock): `(<id>,<x>,<y>,WLNET,5,<z>,` then binary (JT701D protocol manual V1.4; Traccar's
 * decodePeripherals; Jointech's jt701-sdk parseWlnet5): the lock's location block, the sensor's
 * time (6), id (5) and serial (1), battery (2, 1/100 V), battery level (1, %), signal (1, -dBm),
 * type (1); a JT126 (type 1) then temperature (2: 0.1 °C, a high nibble set for below zero, FFFF
 * none), humidity (1, %), stored readings (2) and status (1).
 *
 * The manual answers it `(P69,0,<sensor serial>)` (its example, serial 0x12 answered 18); Traccar
 * answers nothing. The sensor's own battery and signal are kept as the sensor's, not the lock's.
 */

const WLNET_5 = Buffer.from('WLNET,5,', 'latin1');
const COMMA = 0x2c;
const JT126 = 1;

export const isPeripheralReport = (content: Buffer) => content.indexOf(WLNET_5) > 0;

/** One WLNET,5 message, its parentheses removed and its escapes undone. */
export function parsePeripheralReport(content: Buffer): TrackerEvent[] {
  let at = -1;
  for (let n = 0; n < 6; n++) {
    at = content.indexOf(COMMA, at + 1);
    if (at < 0) throw new FrameError('a WLNET,5 report without its six fields');
  }
  const v = content.subarray(0, at).toString('latin1').split(',');
  const id = v[0] as string;
  if (!isTrackerId(id) || v[3] !== 'WLNET' || v[4] !== '5')
    throw new FrameError(`a WLNET,5 report that does not start as one: ${v.join(',').slice(0, 40)}`);
  const r = new ByteReader(content, at + 1);
  const reading = readLocation(r);
  const { record } = reading;
  r.skip(6);
  setExtra(record, 'sensorId', toHex(r.bytes(5)));
  const serial = r.u8();
  setExtra(record, 'sensorBatteryV', r.u16() / 100);
  setExtra(record, 'sensorBatteryPct', r.u8());
  setExtra(record, 'sensorRssi', -r.u8());
  const type = r.u8();
  setExtra(record, 'sensorType', type);
  if (type === JT126) {
    const raw = r.u16();
    if (raw !== 0xffff) record.temperatureC = ((raw & 0xf000 ? -1 : 1) * (raw & 0x0fff)) / 10;
    const humidity = r.u8();
    if (humidity <= 100) record.humidityPct = humidity;
  }
  return readingEvents(id, [reading], ascii(`(P69,0,${serial})`));
}
