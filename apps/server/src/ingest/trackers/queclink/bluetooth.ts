import type { TrackerRecord } from '../codec.ts';
import { decimal } from '../text-scan.ts';

/**
 * Queclink's wireless sensors: the Bluetooth accessories (WTS300, WTH300, WMS301, WTH301 tags,
 * beacons, relays, tyre sensors) of GTERI's <ERI Mask> bit 8 and of GTBAA/GTBID, and the RF433
 * ones (WTS100, WTH100) of bit 7. Sources: [traccar] Gl200TextProtocolDecoder.decodeEri, decodeBaa
 * and decodeBid (9e5c458ad0bf), and its GV600M vector C2010D (five fields for bits 7 and 8);
 * [gv310lau] GV310LAU @Track Air Interface Protocol, 4.2.3 ERI (<RF433 Accessory Data>,
 * <Bluetooth Accessory Data>, the <Accessory Type> list and the <Accessory Append Mask> bits), as
 * a public summary of it quotes them (github.com/user-attachments/files/22680988); [jaayesta]
 * jaayesta/queclink-parser src/utils.js getBleData (7a673bf3bd36) and the GV58LAU/GV310LAU reports
 * of its example.js, which bear out the field counts of bits 9, 10, 12 and 14 and the beacon's
 * missing raw data.
 */

/** What one accessory reports, as its <Accessory Append Mask> lists it. */
export type AccessoryValues = {
  id?: string;
  name?: string;
  mac?: string;
  status?: number;
  batteryV?: number;
  tempC?: number;
  humidityPct?: number;
  tyrePressure?: number;
  batteryPct?: number;
  relay?: number;
};

/** A wireless sensor of a GTERI: whether it measures the air (a reading of ours), and its values. */
type Sensor = { air: boolean; values: AccessoryValues };

type Spec = { count: number; read?: (field: string, a: AccessoryValues) => void };

const numberOf = (field: string) => (/^\d+$/.test(field) ? Number(field) : undefined);

/**
 * The fields each append mask bit adds, in bit order: 0 name, 1 MAC, 2 status (1 connected),
 * 3 battery mV, 4 temperature °C, 5 humidity %, 7 I/O (output, input, analog: three fields),
 * 8 event (mode, event: two), 9 tyre pressure, 10 a time, 11 the temperature to 0.01 °C (read in
 * place of bit 4's whole degrees), 12 magnet (id, event count, state: three), 13 battery %,
 * 14 relay state. Bit 6 (reserved) and 15 (an expansion of the mask) add fields of unknown count.
 */
const appendFields: Record<number, Spec> = {
  0: { count: 1, read: (f, a) => setText(a, 'name', f) },
  1: { count: 1, read: (f, a) => setText(a, 'mac', f) },
  2: { count: 1, read: (f, a) => setNumber(a, 'status', numberOf(f)) },
  3: { count: 1, read: (f, a) => setNumber(a, 'batteryV', divide(numberOf(f), 1000)) },
  4: { count: 1, read: (f, a) => setNumber(a, 'tempC', decimal(f)) },
  5: { count: 1, read: (f, a) => setNumber(a, 'humidityPct', decimal(f)) },
  7: { count: 3 },
  8: { count: 2 },
  9: { count: 1, read: (f, a) => setNumber(a, 'tyrePressure', decimal(f)) },
  10: { count: 1 },
  11: { count: 1, read: (f, a) => setNumber(a, 'tempC', decimal(f)) },
  12: { count: 3 },
  13: { count: 1, read: (f, a) => setNumber(a, 'batteryPct', numberOf(f)) },
  14: { count: 1, read: (f, a) => setNumber(a, 'relay', numberOf(f)) },
};

type NumberKey = 'status' | 'batteryV' | 'tempC' | 'humidityPct' | 'tyrePressure' | 'batteryPct' | 'relay';

function setNumber(a: AccessoryValues, key: NumberKey, value: number | undefined): void {
  if (value !== undefined) a[key] = value;
}

function setText(a: AccessoryValues, key: 'name' | 'mac', value: string): void {
  if (value) a[key] = value;
}

const divide = (value: number | undefined, by: number) => (value === undefined ? undefined : value / by);

/**
 * Reads the fields a 4-hex-digit append `mask` announces from `v[i]` into `a`: the index after
 * them, or undefined where a bit adds fields of unknown count (what follows cannot be placed).
 */
export function readAppendFields(v: string[], i: number, end: number, mask: string, a: AccessoryValues) {
  if (!/^[0-9A-Fa-f]{4}$/.test(mask)) return undefined;
  const bits = Number.parseInt(mask, 16);
  for (let bit = 0; bit < 16; bit++) {
    if (((bits >> bit) & 1) === 0) continue;
    const spec = appendFields[bit];
    if (!spec || i + spec.count > end) return undefined;
    spec.read?.(v[i] ?? '', a);
    i += spec.count;
  }
  return i;
}

/**
 * Accessory types that measure the air (GV310LAU <Accessory Type>): 2, the beacon temperature
 * sensors (WTS300), and 6, the multi-function ones (WTH300, WMS301, WTH301). A tyre sensor's
 * temperature (type 12) is no reading of the cargo's air.
 */
const airTypes = new Set(['2', '6']);

/**
 * <Bluetooth Accessory Number>, then per accessory <index>,<type>,<model>,[<raw data length>
 * (GV600M)],<raw data>,<append mask> and its fields; a beacon (index FE or FF) sends no raw data.
 * The sensors read, in the order of their index (the unit lists them in any order); the list
 * stops at an accessory whose fields cannot all be placed, after what of it could be read.
 */
function readBluetoothList(v: string[], i: number, end: number, model: string): Sensor[] {
  const count = numberOf(v[i] ?? '') ?? 0;
  const found: Array<{ index: number; sensor: Sensor }> = [];
  let at: number | undefined = i + 1;
  for (let n = 0; at !== undefined && n < count; n++) {
    const index = Number.parseInt(v[at] ?? '', 16);
    if (!Number.isInteger(index)) break;
    const maskAt: number = at + 3 + (index >= 0xfe ? 0 : model === 'C2' ? 2 : 1);
    const values: AccessoryValues = {};
    found.push({ index, sensor: { air: airTypes.has(v[at + 1] ?? ''), values } });
    at = maskAt < end ? readAppendFields(v, maskAt + 1, end, v[maskAt] ?? '', values) : undefined;
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.sensor);
}

/**
 * <RF433 Accessory Number>, then per sensor its serial number (5 hex digits), its type (1 WTS100,
 * temperature; 2 WTH100, temperature and humidity), its temperature in whole °C and, on a WTH100,
 * its humidity %. The index after the list, undefined where a type is none of those.
 */
function readRf433List(v: string[], i: number, end: number, sensors: Sensor[]): number | undefined {
  const count = numberOf(v[i++] ?? '');
  if (count === undefined) return undefined;
  for (let n = 0; n < count; n++) {
    const [id, type] = [v[i] ?? '', v[i + 1] ?? ''];
    const size = type === '1' ? 3 : type === '2' ? 4 : 0;
    if (size === 0 || i + size > end) return undefined;
    const values: AccessoryValues = {};
    if (id) values.id = id;
    const celsius = decimal(v[i + 2]);
    if (celsius !== undefined) values.tempC = celsius;
    const humidity = type === '2' ? decimal(v[i + 3]) : undefined;
    if (humidity !== undefined) values.humidityPct = humidity;
    sensors.push({ air: true, values });
    i += size;
  }
  return i;
}

/**
 * GTERI's <RF433 Accessory Data> (bit 7) and <Bluetooth Accessory Data> (bit 8) from `v[i]`.
 * The first air sensor (RF433 ones first, then the Bluetooth ones by index) is the record's
 * temperature and humidity, where it sent them, as the first 1-wire probe is its external temperature;
 * every sensor's other values stay in `extra`, `rfTag<n>…` and `tag<n>…` numbered from 1.
 */
export function readWirelessSensors(
  v: string[],
  i: number,
  end: number,
  mask: { rf433: boolean; bluetooth: boolean; model: string },
  record: TrackerRecord,
  extra: Record<string, number | string>,
): void {
  const rf: Sensor[] = [];
  let at: number | undefined = i;
  if (mask.rf433) at = readRf433List(v, i, end, rf);
  const ble = mask.bluetooth && at !== undefined ? readBluetoothList(v, at, end, mask.model) : [];
  // The first air sensor only, with a temperature or not: a unit lists every paired sensor, one out of
  // reach without its values, and taking the next sensor's would put another place's temperature
  // (a cabin's for a freezer's) into the series and set off its alerts.
  const first = [...rf, ...ble].find((s) => s.air);
  const reading = first?.values.tempC === undefined ? undefined : first;
  if (reading) {
    record.temperatureC = reading.values.tempC;
    const humidity = reading.values.humidityPct;
    if (humidity !== undefined && humidity >= 0 && humidity <= 100) record.humidityPct = humidity;
  }
  for (const [n, s] of rf.entries()) keep(extra, `rfTag${n + 1}`, s, s === reading);
  for (const [n, s] of ble.entries()) keep(extra, `tag${n + 1}`, s, s === reading);
}

/** A sensor's values in `extra` under `prefix` (`tag1Mac`...), but for the record's reading. */
function keep(extra: Record<string, number | string>, prefix: string, s: Sensor, isReading: boolean) {
  const { id, name, mac, status, batteryV, tempC, humidityPct, tyrePressure, batteryPct, relay } = s.values;
  const values: Record<string, number | string | undefined> = {
    Id: id,
    Name: name,
    Mac: mac,
    Status: status,
    BatteryV: batteryV,
    Temp: isReading ? undefined : tempC,
    Humidity: isReading ? undefined : humidityPct,
    TyrePressure: tyrePressure,
    BatteryPct: batteryPct,
    Relay: relay,
  };
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) extra[`${prefix}${key}`] = value;
}

/**
 * GTBAA (a Bluetooth accessory's alarm: <index>,<type>,<model>,<alarm type>,<append mask> at
 * v[4..8]) and GTBID (a beacon's id: <number>,<model>,<append mask> at v[4..6]), their fields
 * before the position block at `firstAt`. An air sensor's temperature and humidity are the
 * record's; the rest keeps Traccar's names (`accessoryMac`, `accessoryVoltage` in V...).
 */
export function readAccessoryReport(
  v: string[],
  type: 'BAA' | 'BID',
  firstAt: number,
  record: TrackerRecord,
) {
  const maskAt = type === 'BAA' ? 8 : 6;
  const a: AccessoryValues = {};
  readAppendFields(v, maskAt + 1, firstAt - 4, v[maskAt] ?? '', a);
  const air = type === 'BAA' && airTypes.has(v[5] ?? '');
  if (air && a.tempC !== undefined) record.temperatureC = a.tempC;
  if (air && a.humidityPct !== undefined && a.humidityPct >= 0 && a.humidityPct <= 100)
    record.humidityPct = a.humidityPct;
  const extra: Record<string, number | string | undefined> = {
    accessoryName: a.name,
    accessoryMac: a.mac,
    accessoryStatus: a.status,
    accessoryVoltage: a.batteryV,
    accessoryTemp: air ? undefined : a.tempC,
    accessoryHumidity: air ? undefined : a.humidityPct,
    accessoryBatteryPct: a.batteryPct,
  };
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) record.extra = { ...record.extra, [key]: value };
  }
}
