import type { TrackerRecord } from '../codec.ts';

type Extra = Record<string, number | string | boolean>;

/**
 * CCE's variable-length parameters (id, length, value) we read, with Traccar's
 * MeitrackProtocolDecoder as the cross-check of their layout; cells, Wi-Fi and network names are
 * not read.
 * - 0xFEA8 battery levels: for each of three batteries a present flag and its percentage (the
 *   first is the tracker's own), then an alert byte;
 * - 0xFE73 a paired Bluetooth temperature/humidity tag: version, name (length-prefixed), MAC (6),
 *   battery %, temperature and humidity in 1/256 °C and % (signed/unsigned LE), then thresholds;
 * - 0xFE31 an alarm's attachment: protocol, alarm type, and with protocol 2 the name of the
 *   photo the unit took (`20250607122041_CH1_dca.jpg`), kept on its own storage.
 */
export function applyVariableParameter(
  record: TrackerRecord,
  extra: Extra,
  key: number,
  value: Buffer,
): void {
  if (key === 0xfea8) {
    for (let k = 0; k < 3 && 2 * k + 1 < value.length; k++) {
      const level = value[2 * k + 1] as number;
      if (value[2 * k] === 0 || level > 100) continue;
      if (k === 0) record.batteryPct = level;
      else extra[`battery${k + 1}Pct`] = level;
    }
  } else if (key === 0xfe73) {
    bluetoothTag(record, extra, value);
  } else if (key === 0xfe31 && value.length >= 2 && extra.alarmType === undefined) {
    extra.alarmType = value[1] as number;
    if (value[0] === 2 && value.length > 3) extra.image = value.toString('latin1', 2);
  }
}

function bluetoothTag(record: TrackerRecord, extra: Extra, value: Buffer): void {
  // One tag's reading a record: a second tag in the same packet is not read.
  if (extra.tagName !== undefined || value.length < 2) return;
  const nameEnd = 2 + (value[1] as number);
  // MAC (6), battery (1), temperature (2), humidity (2).
  if (value.length < nameEnd + 11) return;
  extra.tagName = value.toString('latin1', 2, nameEnd);
  extra.tagBattery = value[nameEnd + 6] as number;
  record.temperatureC = value.readInt16LE(nameEnd + 7) / 256;
  const humidity = value.readUInt16LE(nameEnd + 9) / 256;
  if (humidity <= 100) record.humidityPct = humidity;
}
