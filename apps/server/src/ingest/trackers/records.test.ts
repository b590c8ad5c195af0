import { describe, expect, it } from 'vitest';
import { recordToUplink, trackerReadings } from './records.ts';

// The key that makes a record a tracker sends again (its acknowledgement lost) one frame.
describe('a tracker record’s duplicate key', () => {
  const periodic = {
    time: new Date('2026-11-29T08:00:00Z'),
    valid: true,
    lat: 43.65,
    lon: -79.38,
    speedKmh: 0,
  };

  it('is the same for the same record sent again', () => {
    const first = recordToUplink(periodic, '352964052096642', 'dmt');
    const again = recordToUplink({ ...periodic }, '352964052096642', 'dmt');
    expect(again.dedupKey).toBe(first.dedupKey);
  });

  it('tells an alarm apart from a periodic report of the same second and place', () => {
    // Digital Matter's fixed-64 records (Traccar's DmtProtocolDecoderTest): two records in one
    // second at one place, for two log reasons; an SOS there must not be taken for the report.
    const report = recordToUplink(periodic, '352964052096642', 'dmt');
    const sos = recordToUplink({ ...periodic, alarms: ['sos'] }, '352964052096642', 'dmt');
    expect(sos.dedupKey).not.toBe(report.dedupKey);
    const sosAgain = recordToUplink({ ...periodic, alarms: ['sos', 'sos'] }, '352964052096642', 'dmt');
    expect(sosAgain.dedupKey).toBe(sos.dedupKey);
  });

  it('tells apart two records of one second and place whose readings differ', () => {
    // A Jointech e-lock's lock event beside its position report (JT701D protocol manual V1.4: a P45
    // event carries the lock's state at the report's time): the ignition or input that changed is
    // another record; the same record sent again keeps its key.
    const report = recordToUplink({ ...periodic, ignition: false }, '8000620011', 'jt600');
    const changed = recordToUplink({ ...periodic, ignition: true }, '8000620011', 'jt600');
    expect(changed.dedupKey).not.toBe(report.dedupKey);
    expect(recordToUplink({ ...periodic, ignition: true }, '8000620011', 'jt600').dedupKey).toBe(
      changed.dedupKey,
    );
  });
});

// A sensor the tracker reads (codec.ts): an air sensor's temperature and humidity, a wired probe's.
describe('a tracker record’s sensor readings', () => {
  it('gives temperature, external_temperature and humidity from the typed fields', () => {
    const readings = trackerReadings({ temperatureC: -18.5, externalTemperatureC: 4.1, humidityPct: 56.5 });
    expect(readings).toEqual([
      { field: 'temperature', value: -18.5 },
      { field: 'external_temperature', value: 4.1 },
      { field: 'humidity', value: 56.5 },
    ]);
  });

  it('gives none for a record without them, whatever its extras say', () => {
    const readings = trackerReadings({ batteryV: 4.2, extra: { temperature: 21.5, io72: 256 } });
    const fields = readings.map((r) => r.field);
    expect(fields).not.toContain('temperature');
    expect(fields).not.toContain('external_temperature');
    expect(fields).not.toContain('humidity');
  });

  it('gives no humidity outside 0..100 % nor a temperature that is no number', () => {
    const fields = (record: Parameters<typeof trackerReadings>[0]) =>
      trackerReadings(record).map((r) => r.field);
    expect(fields({ humidityPct: 100.5 })).toEqual([]);
    expect(fields({ humidityPct: -1 })).toEqual([]);
    expect(fields({ temperatureC: Number.NaN })).toEqual([]);
  });
});

describe('a vehicle’s low battery', () => {
  // Meitrack event 18 "Low External Battery", Suntech alert 14 "the vehicle battery goes down to a
  // very low level", Topflytech code 24: the tracker's external supply, not its own cell.
  it('is External power low, not the tracker’s Low battery', () => {
    const readings = trackerReadings({ alarms: ['low_external_power'] });
    expect(readings).toContainEqual({ field: 'external_power_low', value: true, momentary: true });
    expect(readings.some((r) => r.field === 'low_battery')).toBe(false);
  });
});
