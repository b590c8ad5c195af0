import type { TrackerRecord } from '../codec.ts';
import { readWirelessSensors } from './bluetooth.ts';

/**
 * +RESP:GTERI, the fixed report with the accessories its <ERI Mask> (v[4], 8 hex digits) adds
 * after the device status, before the send time. Sources: [gv200] GV200 @Track Air Interface
 * Protocol TRACGV200AN003 (+RESP:GTERI: "If extern report is enabled, the device will send the
 * message +RESP:GTERI ... instead of +RESP:GTFRI"; the ERI Mask added in 4.09 with the digit fuel
 * sensor and the AC100 1-wire devices), and [traccar] Gl200TextProtocolDecoder.decodeEri
 * (9e5c458ad0bf) for the order of the parts and their encoding:
 * - bit 0, the digit fuel sensor's data: one hex field (`0099` = 153) in the sensor's own unit,
 *   kept as `fuel`; on the GV350M it is in the accessory list below, after a UART id;
 * - bit 1, the 1-wire devices: a count, then per device its 64-bit id, its type and its data,
 *   a DS18B20's reading (16 bits two's complement, 1/16 °C: `0190` = 25.0 °C). Probe 1 is
 *   `external_temperature`, probes 2.. stay `temp2`..;
 * - bit 2, CAN data: not read, and nothing after it can be found;
 * - bits 3 and 4 (or bit 0 on the GV350M): a count of fuel sensors, each its type, then (GV350M)
 *   its UART id and hex data, (bit 3) its level as a decimal and (bit 4) its volume;
 * - bit 7, the RF433 sensors, and bit 8, the Bluetooth accessories (bluetooth.ts): the first air
 *   sensor's temperature and humidity are the record's. Read only where nothing unknown comes
 *   before them: not after CAN data, nor where bit 5 or 6 (no layout known) is set, nor after a
 *   fuel list with bit 10 (a fuel temperature in some entries, the GV350CEU protocol says).
 * The send time and count number are the last two fields whatever the mask holds, and the
 * positions are found by their shape, so no accessory moves them.
 *
 * Where the accessories start: after `<battery %>,<device status>,<reserved or UART device type>`
 * (GV300 family), or on the GV200, whose reports have no device status, after `<mileage>,<hour
 * meter>,<analog 1..3>,<digital input>,<digital output>,<UART device type>`. The GV200 example of
 * [gv200] (protocol 040408) has one field more there than Traccar's GV200 vectors (358803,
 * 040A00): its fuel data `0097` follows the UART type `1` a field later, so a lone digit where
 * the fuel data belongs and four hex digits after it are taken as that older layout.
 */
export function readEriAccessories(v: string[], lastAt: number, record: TrackerRecord): void {
  const maskField = v[4] ?? '';
  if (!/^[0-9A-Fa-f]{8}$/.test(maskField)) return;
  const mask = Number.parseInt(maskField, 16);
  const has = (bit: number) => ((mask >>> bit) & 1) === 1;
  const model = (v[1] ?? '').slice(0, 2).toUpperCase();
  const gv350m = model === 'F1';
  const end = v.length - 2; // the send time
  const start = accessoriesStart(v, lastAt, model);
  if (start === undefined) return;
  let i = start;
  const extra: Record<string, number | string> = {};
  const field = () => (i < end ? (v[i++] ?? '') : undefined);

  if (has(0) && !gv350m) {
    if (gv200Models.has(model) && /^\d$/.test(v[i] ?? '') && /^[0-9A-Fa-f]{4}$/.test(v[i + 1] ?? '')) i++;
    const data = field();
    if (data !== undefined && fuelData.test(data)) extra.fuel = Number.parseInt(data, 16);
  }
  if (has(1)) {
    const count = Number(field());
    let probe = 0;
    for (let n = 0; Number.isInteger(count) && n < count && i + 3 <= end; n++) {
      i += 2; // the device's id and type
      const data = field() ?? '';
      if (!/^[0-9A-Fa-f]{4}$/.test(data)) continue;
      const raw = Number.parseInt(data, 16);
      const celsius = (raw & 0x8000 ? raw - 0x10000 : raw) * 0.0625;
      probe++;
      if (probe === 1) record.externalTemperatureC = celsius;
      else extra[`temp${probe}`] = celsius;
    }
  }
  const fuelList = has(3) || has(4) || (has(0) && gv350m);
  if (!has(2)) {
    if (fuelList && i < end) i = readFuelList(v, i, end, { has, gv350m }, extra);
    const [rf433, bluetooth] = [has(7), has(8)];
    if ((rf433 || bluetooth) && !has(5) && !has(6) && !(fuelList && has(10)))
      readWirelessSensors(v, i, end, { rf433, bluetooth, model }, record, extra);
  }
  if (Object.keys(extra).length > 0) record.extra = { ...record.extra, ...extra };
}

/**
 * Bits 3 and 4 (or bit 0 on the GV350M): a count of fuel sensors, each its type, then (GV350M)
 * its UART id and hex data, (bit 3) its level and (bit 4) its volume. The index after the list.
 */
function readFuelList(
  v: string[],
  at: number,
  end: number,
  mask: { has: (bit: number) => boolean; gv350m: boolean },
  extra: Record<string, number | string>,
): number {
  const { has, gv350m } = mask;
  let i = at;
  const field = () => (i < end ? (v[i++] ?? '') : undefined);
  const count = Number(field());
  for (let n = 1; Number.isInteger(count) && n <= count && i < end; n++) {
    const suffix = n === 1 ? '' : String(n);
    i++; // the sensor's type
    if (gv350m) {
      i++; // its UART id
      if (has(0)) {
        const data = field();
        if (data !== undefined && fuelData.test(data)) extra[`fuel${suffix}`] = Number.parseInt(data, 16);
      }
    }
    if (has(3)) {
      const level = field();
      if (level && /^\d+(?:\.\d+)?$/.test(level)) extra[`fuelLevel${suffix}`] = Number(level);
    }
    if (has(4)) {
      const volume = field();
      if (volume && /^\d+(?:\.\d+)?$/.test(volume)) extra[`fuelVolume${suffix}`] = Number(volume);
    }
  }
  return i;
}

/** The digit fuel sensor's data as every example sends it: hex digits (`0097`, `01DF`). */
const fuelData = /^[0-9A-Fa-f]{1,4}$/;

/** GV200 protocol version prefixes (Traccar's model table: 04 and 35). */
const gv200Models = new Set(['04', '35']);

/** GL5xx and GL320M reports carry their own fields there, and no such accessories. */
const otherLayouts = new Set(['11', '40', '44', '52', '55', 'DE', 'C3']);

function accessoriesStart(v: string[], lastAt: number, model: string): number | undefined {
  if (otherLayouts.has(model)) return undefined;
  const end = v.length - 2;
  if (gv200Models.has(model)) {
    for (const i of [lastAt + 7, lastAt + 8, lastAt + 9]) {
      if (/^\d{1,7}\.\d$/.test(v[i] ?? '')) return i + 8;
    }
    return undefined;
  }
  const percent = (field: string | undefined) => /^(?:0|[1-9]\d?|100)$/.test(field ?? '');
  for (let i = lastAt + 8; i < end; i++) {
    if (/^[0-9A-Fa-f]{6}$/.test(v[i] ?? '') && percent(v[i - 1])) return i + 2;
  }
  return undefined;
}
