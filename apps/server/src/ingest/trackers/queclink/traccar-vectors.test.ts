import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { queclinkCodec } from './codec.ts';
import { binaryVectors } from './test/traccar-binary-vectors.ts';
import { textVectors } from './test/traccar-text-vectors.ts';

// Sources: [traccar] Gl200TextProtocolDecoderTest.java and Gl200BinaryProtocolDecoderTest.java at
// 9e5c458ad0bf, every vector (test/traccar-*-vectors.ts), with what Traccar asserts of each; [gv300]
// Queclink GV300 @Track Air Interface Protocol TRACGV300AN002 (the <Digital Input> bits).

const decode = (bytes: Buffer): TrackerEvent[] => queclinkCodec.createStream().push(bytes);
/** As the unit sends it: Traccar's vectors without the `$` (fed past its frame decoder) get it. */
const decodeText = (text: string) => decode(Buffer.from(text.endsWith('$') ? text : `${text}$`, 'latin1'));
const recordsOf = (events: TrackerEvent[]): TrackerRecord[] =>
  events.flatMap((e) =>
    e.type === 'records' ? e.records : e.type === 'heartbeat' && e.record ? [e.record as TrackerRecord] : [],
  );

/** The `i`th text vector's one record, checking it is the vector whose assertion is `expect`. */
function asserted(i: number, expectation: string): TrackerRecord {
  const v = textVectors[i];
  expect(v?.expect).toBe(expectation);
  const records = recordsOf(decodeText(v?.text ?? ''));
  expect(records).toHaveLength(1);
  return records[0] as TrackerRecord;
}

/** Each `<longitude>,<latitude>,<YYYYMMDDhhmmss>` in a message: a position Traccar reads. */
const fixesIn = (text: string) =>
  [
    ...text.matchAll(/,(-?\d{1,3}\.\d{6}),(-?\d{1,2}\.\d{6}),(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(?=,)/g),
  ].map((m) => ({
    lon: Number(m[1]),
    lat: Number(m[2]),
    time: new Date(`${m[3]}-${m[4]}-${m[5]}T${m[6]}:${m[7]}:${m[8]}Z`),
  }));

describe('Queclink @Track text: every Traccar decoder vector [traccar]', () => {
  it('refuses none, and keeps every position Traccar reads, at its coordinates and time', () => {
    const outcome: Record<string, number> = {};
    let records = 0;
    textVectors.forEach((v, i) => {
      const events = decodeText(v.text);
      for (const e of events) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      expect(
        events.filter((e) => e.type === 'bad_frame'),
        `vector ${i}`,
      ).toEqual([]);
      expect(events, `vector ${i}`).toHaveLength(1);
      const got = recordsOf(events);
      records += events[0]?.type === 'records' ? got.length : 0;
      for (const fix of fixesIn(v.text))
        expect(got, `vector ${i}`).toContainEqual(expect.objectContaining(fix));
      if (v.check.startsWith('verifyPosition') && v.location)
        expect(got.filter((r) => r.lat !== undefined).length, `vector ${i}`).toBeGreaterThan(0);
    });
    // 191 vectors: 167 reports (five with several positions: 4 + 2 + 2 + 2 + 2), 19 GTINF
    // heartbeats (with the device state), the +ACK:GTHBD heartbeat, 4 command answers (GTVER, +ACK).
    expect(outcome).toEqual({ records: 167, heartbeat: 20, command_result: 4 });
    expect(records).toBe(174);
  });

  it('gives a heartbeat where Traccar gives null: the +ACK:GTHBD and an early GTINF without version', () => {
    const nulls = textVectors.filter((v) => v.check === 'verifyNull');
    expect(nulls).toHaveLength(2);
    for (const v of nulls) expect(decodeText(v.text).map((e) => e.type)).toEqual(['heartbeat']);
  });

  it('reads the values Traccar asserts: alarms, ignition, battery levels, power', () => {
    expect(asserted(3, 'Position.KEY_ALARM, Position.ALARM_SOS').alarms).toEqual(['sos']);
    expect(asserted(60, 'Position.KEY_ALARM, Position.ALARM_BRAKING').alarms).toEqual(['harsh_braking']);
    expect(asserted(10, 'Position.KEY_BATTERY_LEVEL, null').batteryPct).toBeUndefined();
    const levels: Array<[number, number]> = [
      [29, 100],
      [35, 100],
      [38, 93],
      [49, 74],
      [51, 85],
      [54, 79],
      [55, 93],
      [56, 85],
    ];
    for (const [i, pct] of levels)
      expect(asserted(i, `Position.KEY_BATTERY_LEVEL, ${pct}`).batteryPct, `vector ${i}`).toBe(pct);
    expect(asserted(30, 'Position.KEY_IGNITION, true').ignition).toBe(true);
    expect(asserted(31, 'Position.KEY_IGNITION, false').ignition).toBe(false);
    expect(asserted(186, 'Position.KEY_POWER, 12.349').externalPowerV).toBe(12.349);
    // A power-on and -off report: no alarm of ours, the unit's power state kept.
    expect(asserted(61, 'Position.KEY_ALARM, Position.ALARM_POWER_OFF').extra?.devicePower).toBe(false);
    expect(asserted(62, 'Position.KEY_ALARM, Position.ALARM_POWER_ON').extra?.devicePower).toBe(true);
  });

  it('takes the satellites a position append mask adds for no battery level (RA79: 01,11)', () => {
    const on = asserted(189, 'Position.KEY_IGNITION, true');
    expect(on).toMatchObject({ ignition: true, satellites: 11 });
    expect(on.batteryPct).toBeUndefined();
    expect(asserted(190, 'Position.KEY_IGNITION, false')).toMatchObject({ ignition: false, satellites: 12 });
  });

  it('reads input 1 off where the status byte has only the ignition line on [gv300]', () => {
    // 220100: ignition on, inputs 01 (bit 0 is the ignition detection), outputs 00.
    expect(asserted(57, 'Position.PREFIX_IN + 1, false')).toMatchObject({ ignition: true, inputs: 0 });
  });

  it("keeps GTDAT's data, GTDAR's warning, the accessory voltage and a cornering", () => {
    const data = '>I:5014|DB|607|0|0.00|0.00|0.00|0|0|0|0|1679|4|<';
    expect(asserted(9, `"data", "${data}"`).extra?.data).toBe(data);
    expect(asserted(48, '"warningType", 4').extra?.warningType).toBe(4);
    expect(asserted(41, '"accessoryVoltage", 3.065').extra).toMatchObject({
      accessoryVoltage: 3.065,
      accessoryMac: '780541256AE9',
    });
    expect(asserted(42, '"accessoryVoltage", 2.934').extra?.accessoryVoltage).toBe(2.934);
    const cornering = asserted(16, 'Position.KEY_ALARM, Position.ALARM_CORNERING');
    expect(cornering.extra?.harshBehaviour).toBe('cornering');
    expect(cornering.alarms).toBeUndefined();
  });

  it("reads GTERI's fuel sensor and 1-wire probe, GTINF's second power and analog 3, GTCTN's battery", () => {
    // GTERI <ERI Mask> bit 0, the digit fuel sensor's hex data: GV350M in its accessory list
    // (type 1, UART id 1, 01DF), GV75W after the UART device type (0099). Kept in its own unit.
    expect(asserted(11, 'Position.KEY_FUEL, 479').extra?.fuel).toBe(479);
    expect(asserted(45, 'Position.KEY_FUEL, 153').extra?.fuel).toBe(153);
    // Bit 1, one 1-wire device 28F8A149F69A3C25 of type 1 reading 0190: 400/16 °C, probe 1.
    expect(asserted(47, 'Position.PREFIX_TEMP + 1, 25.0').externalTemperatureC).toBe(25);
    expect(asserted(18, '"power2", 13.985').extra?.power2).toBe(13.985);
    // Traccar reads this GV310LAU's analog inputs one field later (its charging field advances the
    // index twice); both are 0 here.
    expect(asserted(187, 'Position.PREFIX_ADC + 3, 0').extra).toMatchObject({ adc1: 0, adc2: 0, adc3: 0 });
    expect(asserted(59, 'Position.KEY_BATTERY_LEVEL, 9').batteryPct).toBe(9);
  });

  it('reads the unasserted GTERI probes as Traccar does: two GV200 probes below zero', () => {
    // 282BD47A0B000063 reading FFE2 (-30/16 °C) and 281FDD5D0B000057 reading FFC8 (-56/16 °C).
    const gv200 = textVectors.findIndex((v) => v.text.includes('282BD47A0B000063'));
    const [record] = recordsOf(decodeText(textVectors[gv200]?.text ?? ''));
    expect(record).toMatchObject({
      externalTemperatureC: -1.875,
      extra: expect.objectContaining({ temp2: -3.5 }),
    });
  });

  it('does not read yet what the CAN bus and transparent data add (the positions are kept)', () => {
    // GTCAN's AdBlue level, GTDTT's fuel from a sensor's transparent data.
    const notRead: Array<[number, string]> = [
      [17, '"adBlueLevel", 100.0'],
      [43, 'Position.KEY_FUEL, 94.0'],
    ];
    for (const [i, expectation] of notRead) {
      const r = asserted(i, expectation);
      expect(r.extra?.fuel ?? r.extra?.adBlueLevel).toBeUndefined();
    }
  });
});

describe('Queclink @Track binary: every Traccar decoder vector [traccar]', () => {
  it('refuses none: 5 reports (270 positions), the +INF heartbeat, the +ACK answer', () => {
    const outcome: Record<string, number> = {};
    let records = 0;
    binaryVectors.forEach((v, i) => {
      const events = decode(Buffer.from(v.hex, 'hex'));
      for (const e of events) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      expect(events, `vector ${i}`).toHaveLength(1);
      const got = recordsOf(events);
      if (events[0]?.type === 'records') records += got.length;
      if (v.check.startsWith('verifyPosition'))
        expect(
          got.every((r) => r.lat !== undefined && r.lon !== undefined),
          `vector ${i}`,
        ).toBe(true);
    });
    // The verifyNull vector is a +ACK: a command answer, Traccar's null.
    expect(outcome).toEqual({ records: 6, heartbeat: 1, command_result: 1 });
    expect(records).toBe(273);
  });
});
