import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { decimal } from '../text-scan.ts';

/**
 * The OBD report of Coban's OBD units (TK103 with the OBD cable), `imei:<imei>,OBD,<yyMMddHHmmss>,
 * <odometer>,<instant fuel>,<average fuel>,<engine hours>,<speed km/h>,<engine load %>,
 * <coolant °C>,<throttle %>,<rpm>,<battery V>,<trouble codes...>`, as Traccar's
 * Gps103ProtocolDecoder (PATTERN_OBD) reads it. It carries no position: the vehicle's state is
 * kept with the unit's last one. The odometer's unit is not documented (Traccar keeps the number),
 * so it stays under its own name rather than as metres.
 */
export function parseObd(id: string, f: string[]): TrackerEvent {
  const [odometer, , average, hours, speed, load, coolant, throttle, rpm, battery] = f.slice(3);
  const extra: Record<string, number | string> = {};
  const numbers: [string, string | undefined][] = [
    ['obdOdometer', odometer],
    ['fuelConsumption', average],
    ['engineHours', hours],
    ['obdSpeed', speed],
    ['engineLoad', load?.replace(/%$/, '')],
    ['coolantTemp', coolant],
    ['throttle', throttle?.replace(/%$/, '')],
    ['rpm', rpm],
  ];
  for (const [key, field] of numbers) {
    const value = decimal(field);
    if (value !== undefined) extra[key] = value;
  }
  const dtcs = f
    .slice(13)
    .map((code) => code.trim())
    .filter((code) => code !== '');
  if (dtcs.length > 0) extra.dtcs = dtcs.join(' ');
  const record: Omit<TrackerRecord, 'time' | 'valid'> = {};
  // The vehicle's battery, as the OBD port reads it (12-14 V), not the tracker's own.
  // 0.00 is no reading (a unit powered by the OBD port itself cannot see 0 V).
  const volts = decimal(battery);
  if (volts !== undefined && volts > 0) record.externalPowerV = volts;
  if (Object.keys(extra).length > 0) record.extra = extra;
  return { type: 'heartbeat', id, record };
}
