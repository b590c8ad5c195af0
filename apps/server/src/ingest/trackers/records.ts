import type { Reading } from '@pinpoint/shared/readings.ts';
import type { NormalisedUplink } from '../uplink.ts';
import type { TrackerAlarm, TrackerProtocol, TrackerRecord } from './codec.ts';

/**
 * A tracker's record as the pipeline's normalised uplink (DESIGN 5): its own time, its fix (speed
 * km/h -> m/s), and its values in our reading vocabulary. Alarms become the readings the action
 * engine watches: SOS -> button (Button pressed), movement/vibration/tow -> motion (Movement); a
 * battery voltage gives battery_pct (Battery) where the tracker sends no level. A sensor the tracker
 * reads gives temperature and humidity (an air sensor, e.g. a Bluetooth one) or external_temperature
 * (a probe wired to the unit); codec.ts says which field is which.
 */

/** A tracker's backup cell is Li-ion: 3.5 V empty, 4.2 V full (Teltonika FMB, Concox units). */
const LI_ION_EMPTY_V = 3.5;
const LI_ION_FULL_V = 4.2;

const alarmReadings: Partial<Record<TrackerAlarm, Reading['field']>> = {
  sos: 'button',
  movement: 'motion',
  vibration: 'motion',
  tow: 'motion',
  power_cut: 'power_cut',
  low_battery: 'low_battery',
  overspeed: 'overspeed',
  tamper: 'tamper',
  door: 'door_open',
  fall: 'fall_detected',
  low_external_power: 'external_power_low',
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const finite = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

/** A tracker's reading; `momentary` for an alarm's, an event of this record only (uplink.ts). */
export type TrackerReading = Reading & { momentary?: true };

export function trackerReadings(record: Omit<TrackerRecord, 'time' | 'valid'>): TrackerReading[] {
  const out: TrackerReading[] = [];
  const add = (field: Reading['field'], value: number | boolean | undefined) => {
    if (typeof value === 'boolean' || finite(value)) out.push({ field, value });
  };
  add('ignition', record.ignition);
  add('external_voltage', finite(record.externalPowerV) ? round(record.externalPowerV, 3) : undefined);
  if (finite(record.batteryV)) add('battery_mv', Math.round(record.batteryV * 1000));
  if (finite(record.batteryPct)) add('battery_pct', Math.min(100, Math.max(0, record.batteryPct)));
  else if (finite(record.batteryV) && record.batteryV > 0) {
    const pct = ((record.batteryV - LI_ION_EMPTY_V) / (LI_ION_FULL_V - LI_ION_EMPTY_V)) * 100;
    add('battery_pct', Math.round(Math.min(100, Math.max(0, pct))));
  }
  add('odometer_m', record.odometerM);
  add('digital_inputs', record.inputs);
  add('digital_outputs', record.outputs);
  add('gsm_signal', record.gsmSignalPct);
  add('temperature', record.temperatureC);
  add('external_temperature', record.externalTemperatureC);
  if (finite(record.humidityPct) && record.humidityPct >= 0 && record.humidityPct <= 100)
    add('humidity', record.humidityPct);
  const flags = new Set<Reading['field']>();
  for (const alarm of record.alarms ?? []) {
    const field = alarmReadings[alarm];
    if (field) flags.add(field);
  }
  // Trackers raise an alarm true once and never say it ended: an event, not the device's state
  // (as a state, a door alarm would show "open" for days and a state alert repeat for ever).
  for (const field of flags) out.push({ field, value: true, momentary: true });
  return out;
}

/** What is kept in the frame's `decoded`: the fix's extras and the protocol's other elements. */
function decodedOf(record: Omit<TrackerRecord, 'time'>, protocol: TrackerProtocol): Record<string, unknown> {
  return {
    protocol,
    ...(record.valid === false ? { valid: false } : {}),
    ...(finite(record.satellites) ? { satellites: record.satellites } : {}),
    ...(finite(record.hdop) ? { hdop: record.hdop } : {}),
    ...(record.alarms?.length ? { alarms: record.alarms } : {}),
    ...(record.extra ?? {}),
  };
}

/** One record as one uplink; `dedupKey` makes a record the tracker sends again (no ack heard) one frame. */
export function recordToUplink(
  record: TrackerRecord,
  imei: string,
  protocol: TrackerProtocol,
): NormalisedUplink {
  const placed =
    record.valid &&
    finite(record.lat) &&
    finite(record.lon) &&
    Math.abs(record.lat) <= 90 &&
    Math.abs(record.lon) <= 180 &&
    !(record.lat === 0 && record.lon === 0);
  const time = record.time;
  // A record sent again is the same time, place, alarms and readings; an alarm raised in the same
  // second at the same place as a periodic report (an SOS, a tow), or a state that changed in that
  // second (an e-lock's lock event beside its position report), is another record, not a copy.
  const alarms = record.alarms?.length ? `:${[...new Set(record.alarms)].sort().join('+')}` : '';
  const readings = trackerReadings(record);
  const values = readings.length ? `:${readings.map((r) => `${r.field}=${r.value}`).join(',')}` : '';
  return {
    kind: 'uplink',
    imei,
    receivedAt: time,
    dedupKey: `trk:${protocol}:${time.getTime()}:${placed ? `${record.lat},${record.lon}` : '-'}${alarms}${values}`,
    decoded: decodedOf(record, protocol),
    readings,
    ...(placed
      ? {
          location: {
            lat: record.lat as number,
            lon: record.lon as number,
            source: 'gnss' as const,
            ...(finite(record.altitude) ? { alt: record.altitude } : {}),
            ...(finite(record.speedKmh) && record.speedKmh >= 0
              ? { speed: round(record.speedKmh / 3.6, 3) }
              : {}),
            ...(finite(record.course) && record.course >= 0 && record.course <= 360
              ? { heading: record.course }
              : {}),
          },
        }
      : {}),
  };
}

/** A heartbeat's state (no fix, no time of its own): received now. */
export function heartbeatToUplink(
  record: Omit<TrackerRecord, 'time' | 'valid'> | undefined,
  imei: string,
  protocol: TrackerProtocol,
  now: Date,
): NormalisedUplink {
  return {
    kind: 'uplink',
    imei,
    receivedAt: now,
    dedupKey: `trk:${protocol}:hb:${now.getTime()}`,
    decoded: { protocol, heartbeat: true, ...(record?.extra ?? {}) },
    readings: record ? trackerReadings(record) : [],
  };
}
