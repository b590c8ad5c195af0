import type { TrackerAlarm, TrackerRecord } from '../codec.ts';
import { readBluetoothSensors, readEnvironment, readProbes } from './sensors.ts';

/**
 * Additional information items outside JT/T 808-2013 table 27 (ids 0x04-0x10, 0x13-0x24 and
 * 0xE0-0xFF are left to vendors; units use 0x51 too), as the units of Traccar's Jt808 decoder
 * tests send them. Read: battery level and voltage, charging, external power, signal, satellites,
 * the vibration and removal alarms, temperature and humidity sensors (sensors.ts) and fuel sensor
 * levels. Each is read only at the length its
 * vendor uses, so another vendor's item of the same id and another length is left alone.
 */

type Fields = Omit<TrackerRecord, 'time' | 'valid'>;
type Extra = NonNullable<Fields['extra']>;

/** GSM signal as CSQ (0-31, as AT+CSQ gives it) to a percentage; 99 and above 31 are unknown. */
export const csqPercent = (csq: number) => (csq <= 31 ? Math.round((csq / 31) * 100) : undefined);

const bit = (word: number, n: number) => ((word >>> n) & 1) === 1;

function addAlarm(fields: Fields, alarm: TrackerAlarm): void {
  if (!fields.alarms?.includes(alarm)) fields.alarms = [...(fields.alarms ?? []), alarm];
}

/**
 * A "battery" voltage: a backup cell's (Li-ion, at most 4.2 V) as the battery; vehicle units send
 * the vehicle's 12/24 V battery in the same items, which for us is the external power.
 */
function batteryVolts(volts: number, fields: Fields): void {
  if (volts <= 5) fields.batteryV = volts;
  else fields.externalPowerV = volts;
}

/** A battery level byte, 0xFF meaning charging (0xE1, 0xD4, 0xE9 of one byte; 0xFE of one). */
function levelOrCharging(level: number, fields: Fields, extra: Extra): void {
  if (level === 0xff) extra.charging = true;
  else if (level <= 100) fields.batteryPct = level;
}

/**
 * 0xEB, a list of entries: length (2 bytes, counting the type), type (2 bytes), value. Types
 * 0x002D voltage (4 bytes: external power in mV; 2 bytes: battery in mV), 0x0089 status bits
 * (bit 12 clear: the unit was removed), 0x00C5 status bits (bit 6 clear: vibration), 0x00CE
 * external power in 1/100 V, 0x00A8 and 0x00E1 battery level, 0x00B2 the SIM's ICCID in BCD
 * (padded with F), and two fuel sensors' levels as Traccar reads them (`fuel1`, `fuel2`: their
 * unit is the sensor's, undocumented): 0x0001 in 1/10 (2 bytes, then an unused byte) and 0x0023
 * as 6 ASCII characters (`001.47`). Other units send 0xEB as a cell list (MCC first, above 200)
 * or a time zone text; neither is read.
 */
function readEbList(value: Buffer, fields: Fields, extra: Extra): void {
  if (value.length >= 2 && value.readUInt16BE(0) > 200 && (value.length - 3) % 5 === 0) return;
  let at = 0;
  while (at + 4 <= value.length) {
    const length = value.readUInt16BE(at);
    if (length < 2 || at + 2 + length > value.length) return;
    const type = value.readUInt16BE(at + 2);
    const data = value.subarray(at + 4, at + 2 + length);
    at += 2 + length;
    switch (type) {
      case 0x002d:
        if (data.length === 4) fields.externalPowerV = data.readUInt32BE(0) / 1000;
        else if (data.length === 2) batteryVolts(data.readUInt16BE(0) / 1000, fields);
        break;
      case 0x0089:
        if (data.length === 4 && !bit(data.readUInt32BE(0), 12)) addAlarm(fields, 'tamper');
        break;
      case 0x00c5:
        if (data.length === 4 && !bit(data.readUInt32BE(0), 6)) addAlarm(fields, 'vibration');
        break;
      case 0x00ce:
        if (data.length === 2) fields.externalPowerV = data.readUInt16BE(0) / 100;
        break;
      case 0x00a8:
      case 0x00e1:
        if (data.length === 1 && (data[0] as number) <= 100) fields.batteryPct = data[0] as number;
        break;
      case 0x0001:
        if (data.length === 3) extra.fuel1 = data.readUInt16BE(0) / 10;
        break;
      case 0x0023: {
        const level = data.toString('latin1');
        if (/^\d{1,5}(?:\.\d+)?$/.test(level)) extra.fuel2 = Number(level);
        break;
      }
      case 0x00b2: {
        const iccid = data.toString('hex').replace(/f+$/, '');
        if (/^\d{18,20}$/.test(iccid) && !/^0+$/.test(iccid)) extra.iccid = iccid;
        break;
      }
    }
  }
}

/** One vendor item, by id and length; false when it is not one we read. */
export function readVendorItem(id: number, value: Buffer, fields: Fields, extra: Extra): boolean {
  const length = value.length;
  const u16 = () => value.readUInt16BE(0);
  switch (id) {
    case 0x06: // battery level, %
      if (length !== 1) return false;
      levelOrCharging(value[0] as number, fields, extra);
      return true;
    case 0x56: // battery level in tens of %, then a reserved byte
      if (length !== 2 || (value[0] as number) > 10) return false;
      fields.batteryPct = (value[0] as number) * 10;
      return true;
    case 0x69: // battery voltage, 1/100 V
      if (length !== 2) return false;
      batteryVolts(u16() / 100, fields);
      return true;
    case 0x82: // external power, 1/10 V
    case 0xd3:
      if (length !== 2) return false;
      fields.externalPowerV = u16() / 10;
      return true;
    case 0xd4:
    case 0xe9:
      if (length !== 1) return false;
      levelOrCharging(value[0] as number, fields, extra);
      return true;
    case 0xe1: // one byte a battery level; two, external power in 1/10 V
      if (length === 1) levelOrCharging(value[0] as number, fields, extra);
      else if (length === 2) fields.externalPowerV = u16() / 10;
      else return false;
      return true;
    case 0xd5: // battery voltage, 1/100 V (longer: a list of locks)
      if (length !== 2) return false;
      batteryVolts(u16() / 100, fields);
      return true;
    case 0xe3: {
      // Reserved, battery level, battery voltage in 1/100 V. Vehicle units send 0xE3 of the same
      // length with a 12/24 V value and a zero level: their level is no battery's.
      if (length !== 6) return false;
      const volts = value.readUInt16BE(2) / 100;
      batteryVolts(volts, fields);
      if (volts <= 5 && (value[1] as number) <= 100) fields.batteryPct = value[1] as number;
      return true;
    }
    case 0xe4: // charging (0 charging), battery level
      if (length !== 2) return false;
      if (value[0] === 0) extra.charging = true;
      if ((value[1] as number) <= 100) fields.batteryPct = value[1] as number;
      return true;
    case 0xe7: // alarm bits: 0 vibration, 1-4 SOS
      if (length !== 8) return false;
      if (bit(u16(), 0)) addAlarm(fields, 'vibration');
      if ((u16() & 0x1e) !== 0) addAlarm(fields, 'sos');
      return true;
    case 0xeb:
      readEbList(value, fields, extra);
      return true;
    case 0x51:
      return readProbes(value, fields, extra);
    case 0xf6:
      return readEnvironment(value, fields, extra);
    case 0xe6:
      return readBluetoothSensors(value, fields, extra);
    case 0x33: {
      // A lock's status text, `*M00,<n>,<7 digits>…`: digits 3-5 of the seven its battery in 1/100 V.
      const m = /^\*M00,\d+,\d\d(\d{3})\d\d/.exec(value.toString('latin1'));
      if (!m) return false;
      batteryVolts(Number(m[1]) / 100, fields);
      return true;
    }
    case 0xee: // signal (CSQ), external power mV, battery mV, satellites
      if (length !== 6) return false;
      extra.rssi = value[0] as number;
      fields.gsmSignalPct = csqPercent(value[0] as number) ?? fields.gsmSignalPct;
      fields.externalPowerV = value.readUInt16BE(1) / 1000;
      batteryVolts(value.readUInt16BE(3) / 1000, fields);
      fields.satellites = value[5] as number;
      return true;
    case 0xf1: // external power, mV
      if (length !== 4) return false;
      fields.externalPowerV = value.readUInt32BE(0) / 1000;
      return true;
    case 0xf7: // battery mV, then status (2, 3 charging) and level
      if (length < 4) return false;
      batteryVolts(value.readUInt32BE(0) / 1000, fields);
      if (length >= 5 && (value[4] === 2 || value[4] === 3)) extra.charging = true;
      if (length >= 6 && (value[5] as number) <= 100) fields.batteryPct = value[5] as number;
      return true;
    case 0xfe: // one byte a battery level; two, external power in 1/10 V
      if (length === 1) levelOrCharging(value[0] as number, fields, extra);
      else if (length === 2) fields.externalPowerV = u16() / 10;
      else return false;
      return true;
    default:
      return false;
  }
}
