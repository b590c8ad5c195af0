import type { TrackerRecord } from '../codec.ts';
import { addAlarm, setExtra } from '../fields.ts';

/**
 * The unit's status word (tag 0x40) and extended status (tag 0x48), bit by bit as Galileosky's
 * protocol document decodes them (table 14 and tag 0x48; Traccar keeps both as raw numbers).
 *
 * Only what the bits say for sure becomes one of our fields: the ignition (bit 9, "engine running",
 * as the unit's mhours setting detects it), the internal battery below 3.7 V (bit 5: low battery)
 * and the GSM signal (bits 12-13, quality 0-3). The others are states whose meaning the unit's
 * settings give (a movement or shock threshold, an alarm input, a supply voltage range): each kept
 * by name while it is set. Bit 3 ("no SIM card" in the 2019 table) is left unnamed: Traccar's vectors
 * of 2014-2022 set it on units that were sending over GPRS, so its meaning varies with firmware.
 */
type Record = Omit<TrackerRecord, 'time' | 'valid'>;

const statusFlags: Array<[bit: number, name: string]> = [
  // Vibration above the parked level (the AccSens setting).
  [0, 'moving'],
  [1, 'tiltExceeded'],
  [2, 'iButtonConnected'],
  [4, 'inGeofence'],
  [6, 'gpsAntennaOff'],
  [7, 'powerBusAbnormal'],
  // The external supply outside the range of the powincfg setting (too high or too low).
  [8, 'externalPowerAbnormal'],
  // Vibration at the level the unit's settings call a shock.
  [10, 'shock'],
  [14, 'armed'],
  // The unit's alarm mode raised (an alarm input or its speed/radius rule, per its settings).
  [15, 'alarm'],
];

const on = (word: number, bit: number) => (word & (1 << bit)) !== 0;

export function applyStatus(record: Record, word: number): void {
  setExtra(record, 'status', word);
  for (const [bit, name] of statusFlags) if (on(word, bit)) setExtra(record, name, true);
  if (on(word, 5)) addAlarm(record, 'low_battery');
  record.ignition = on(word, 9);
  record.gsmSignalPct = Math.round((((word >> 12) & 0x3) * 100) / 3);
}

export function applyExtendedStatus(record: Record, word: number): void {
  setExtra(record, 'statusExtended', word);
  if (on(word, 2)) setExtra(record, 'jamming', true);
}
