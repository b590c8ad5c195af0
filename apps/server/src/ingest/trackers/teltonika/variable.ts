import { ByteReader, FrameError, isPrintableAscii, toHex } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { setExtra } from '../fields.ts';

/**
 * Codec 8 Extended's variable-length (NX) elements that hold more than a number. Ids and layouts as
 * Traccar's TeltonikaProtocolDecoder reads them (traccar/traccar 9e5c458a), checked against the
 * vectors of its TeltonikaProtocolDecoderTest:
 * - 256 and 325 "VIN" (the FMB OBD list's "VIN", 17 ASCII characters), 281 "Fault codes" (ASCII,
 *   comma-separated);
 * - the BLE sensor lists 548, 10828, 10829, 10831 and 11317: a header byte, then for each sensor a
 *   length byte and that many bytes of (parameter id, length, value). The parameters: 0 RSSI
 *   (signed dBm), 1 the sensor's id, 2 flags (bit 6 low battery; bit 7 a byte follows giving the
 *   voltage as 2000 + 10 x value mV), 5 its name, 7 humidity %, 8 magnet, 9 movement, 10 movement
 *   count, 13 low battery, 14 battery mV, 15 MAC address. Others (temperature, pitch, roll: their
 *   scale is not given) are kept raw as hex.
 * Any other element, or one that does not parse as its layout says, is kept as hex under `io<id>`.
 */

const TEXT_IDS: Record<number, string> = { 256: 'vin', 325: 'vin', 281: 'dtcs' };
const TAG_LIST_IDS = new Set([548, 10828, 10829, 10831, 11317]);

function readTag(tag: ByteReader, n: number, out: Record<string, number | string | boolean>): void {
  const key = (name: string) => `tag${n}${name}`;
  while (tag.remaining() > 0) {
    const param = tag.u8();
    const value = new ByteReader(tag.bytes(tag.u8()));
    switch (param) {
      case 0:
        out[key('Rssi')] = value.i8();
        break;
      case 1:
        out[key('Id')] = toHex(value.bytes(value.remaining()));
        break;
      case 2: {
        const flags = value.u8();
        if (flags & 0x40) out[key('LowBattery')] = true;
        if (flags & 0x80) out[key('VoltageMv')] = 2000 + value.u8() * 10;
        break;
      }
      case 5:
        out[key('Name')] = value.bytes(value.remaining()).toString('utf8').replace(/\0+$/, '');
        break;
      case 7:
        out[key('HumidityPct')] = value.u8();
        break;
      case 8:
        out[key('Magnet')] = value.u8() > 0;
        break;
      case 9:
        out[key('Movement')] = value.u8() > 0;
        break;
      case 10:
        out[key('MovementCount')] = value.u16();
        break;
      case 13:
        out[key('LowBattery')] = value.u8() > 0;
        break;
      case 14:
        out[key('BatteryMv')] = value.u16();
        break;
      case 15:
        out[key('Mac')] = toHex(value.bytes(6));
        break;
      default:
        out[key(`Param${param}`)] = toHex(value.bytes(value.remaining()));
    }
  }
}

/** Every sensor's parameters, numbered from 1 as they come; throws `FrameError` on a list cut short. */
function readTagList(bytes: Buffer): Record<string, number | string | boolean> {
  const r = new ByteReader(bytes);
  const out: Record<string, number | string | boolean> = {};
  r.u8(); // header
  for (let n = 1; r.remaining() > 0; n++) readTag(new ByteReader(r.bytes(r.u8())), n, out);
  return out;
}

export function applyVariableElement(record: TrackerRecord, id: number, bytes: Buffer): void {
  const textKey = TEXT_IDS[id];
  if (textKey && isPrintableAscii(bytes)) {
    const text = bytes.toString('latin1').trim();
    setExtra(record, textKey, textKey === 'dtcs' ? text.replace(/,/g, ' ') : text);
    return;
  }
  if (TAG_LIST_IDS.has(id)) {
    try {
      record.extra = { ...record.extra, ...readTagList(bytes) };
      return;
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
    }
  }
  setExtra(record, `io${id}`, toHex(bytes));
}
