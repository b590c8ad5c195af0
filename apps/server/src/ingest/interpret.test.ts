import { describe, expect, it } from 'vitest';
import { currentReadings, interpret } from './interpret.ts';
import { recordToUplink } from './trackers/records.ts';
import { implausibleTime, type NormalisedMessage } from './uplink.ts';

const device = {
  id: '00000000-0000-4000-8000-000000000001',
  organisationId: '00000000-0000-4000-8000-000000000002',
  modelId: null,
  fcntEpoch: 0,
  decoding: 'auto' as const,
};
const battery = { minMv: 2300, maxMv: 3000 };

describe('readings with their own times (history records)', () => {
  // Milesight's current decoders send buffered records as `history: [{timestamp, ...}]`
  // (Milesight-IoT/SensorDecoders em-series/em300-th README, "History Data").
  const receivedAt = new Date('2026-11-27T10:00:00Z');
  const result = interpret(
    {
      kind: 'uplink',
      devEui: 'A84041000181C8F2',
      receivedAt,
      fCnt: 7,
      decoded: {
        temperature: 4.1,
        history: [
          { timestamp: Date.parse('2026-11-27T09:50:00Z') / 1000, temperature: 3.9 },
          { timestamp: Date.parse('2026-11-27T08:00:00Z') / 1000, temperature: 9.5 },
        ],
      },
    },
    device,
    battery,
  );

  it('stores each at its own time and the live value at the frame time', () => {
    expect(result.readings.map((r) => [r.value, r.time?.toISOString()])).toEqual(
      expect.arrayContaining([
        [4.1, undefined],
        [3.9, '2026-11-27T09:50:00.000Z'],
        [9.5, '2026-11-27T08:00:00.000Z'],
      ]),
    );
  });

  it("leaves records older than the device's state out of its current values, newest last", () => {
    const current = currentReadings(result, new Date('2026-11-27T09:00:00Z'));
    expect(current.map((r) => r.value)).toEqual([3.9, 4.1]);
  });
});

describe('readings dated by a clock that was never set', () => {
  // A history record dated 2000-01-01, 26 years before this uplink (more than a GPS week rollover
  // back), is of a clock that was never set: it is not stored in 2000 (where no chart would show it
  // and retention would drop it at once) but at the frame's time, as a frame whose own time is a GPS
  // rollover or more back is. (Laird's RS1xx, once named here, counts from 2015-01-01, not 2000:
  // rs1xx-temp-rh-sensor.js convertTimestampToDate in TheThingsNetwork/lorawan-devices vendor/laird;
  // and its backlog records of a clock never set are dropped before they get here, never stored at
  // the frame's time: network-decoded/backlog.ts, vendor-codecs-leftovers.test.ts.)
  it('takes the frame time for a record dated in 2000, and keeps a plausible one', () => {
    const receivedAt = new Date('2026-11-27T10:00:00Z');
    const result = interpret(
      {
        kind: 'uplink',
        devEui: 'A84041000181C8F3',
        receivedAt,
        fCnt: 8,
        decoded: {
          history: [
            { timestamp: Date.parse('2000-01-01T04:10:00Z') / 1000, temperature: 21.5 },
            { timestamp: Date.parse('2026-11-20T10:00:00Z') / 1000, temperature: 20.5 },
          ],
        },
      },
      device,
      battery,
    );
    expect(result.readings.map((r) => [r.value, r.time?.toISOString()])).toEqual(
      expect.arrayContaining([
        [21.5, undefined],
        [20.5, '2026-11-20T10:00:00.000Z'],
      ]),
    );
    expect(result.readings.some((r) => r.time && r.time.getUTCFullYear() < 2026)).toBe(false);
  });
});

describe('a GPS week rollover: dates 1024 weeks (619,315,200 s) back', () => {
  // A GPS receiver whose firmware predates a week-number rollover counts its weeks from the one
  // before: it dates a 2026 fix in 2007. The pipeline flags such a time (uplink.ts implausibleTime)
  // and hands interpret its receive time; interpret moves the date on by the whole rollovers where
  // that gives a plausible time, as Traccar's TimeHandler.adjustRollover does (traccar/traccar
  // 9e5c458a, src/main/java/org/traccar/handler/TimeHandler.java; TimeHandlerTest.testAdjustRollover:
  // a time exactly 1024 weeks before the current time is the current time).
  const ROLLOVER_MS = 619_315_200_000;
  const arrived = new Date('2026-11-29T10:00:00Z');
  const rolledBack = (iso: string, periods = 1) => new Date(Date.parse(iso) - periods * ROLLOVER_MS);
  /** As the pipeline calls interpret (pipeline.ts submit): its receive time where the sender's is implausible. */
  const asPipeline = (message: NormalisedMessage, now = arrived) => {
    const flag = implausibleTime(message.receivedAt, now, 5 * 60_000);
    return interpret(message, device, battery, flag ? { receivedAt: now, flag } : undefined, 'd');
  };
  /** A Galileosky unit's archive record as the listener hands it on (trackers/records.ts). */
  const record = (time: Date) =>
    recordToUplink(
      { time, valid: true, lat: 42.6548, lon: 23.398732, speedKmh: 36, externalPowerV: 12.6, ignition: true },
      '868204001549087',
      'galileo',
    );
  const years = (result: ReturnType<typeof interpret>) => [
    result.frame.receivedAt.getUTCFullYear(),
    result.position?.time.getUTCFullYear(),
    ...result.readings.map((r) => (r.time ?? result.frame.receivedAt).getUTCFullYear()),
  ];

  it('stores a record dated exactly 1024 weeks before it arrived at the moment it arrived [Traccar TimeHandlerTest]', () => {
    const result = asPipeline(record(new Date(arrived.getTime() - ROLLOVER_MS)));
    expect(result.frame).toMatchObject({
      receivedAt: arrived,
      timeFlag: 'rollover',
      deviceTime: new Date('2007-04-15T10:00:00Z'),
    });
    expect(result.position?.time).toEqual(arrived);
  });

  it('stores an archive record dated 2007 at its own 2026 time, its readings and position with it, in order', () => {
    const first = asPipeline(record(rolledBack('2026-11-29T08:00:00Z')));
    const second = asPipeline(record(rolledBack('2026-11-29T08:30:00Z')));
    for (const [result, at] of [
      [first, '2026-11-29T08:00:00.000Z'],
      [second, '2026-11-29T08:30:00.000Z'],
    ] as const) {
      // The date the unit gave is kept beside the frame, which is flagged as moved.
      expect(result.frame.receivedAt.toISOString()).toBe(at);
      expect(result.frame.timeFlag).toBe('rollover');
      expect(result.frame.deviceTime?.getUTCFullYear()).toBe(2007);
      // One time for the record: the position and every reading at the frame's.
      expect(result.position).toMatchObject({ lat: 42.6548, lon: 23.398732, time: result.frame.receivedAt });
      expect(result.readings.map((r) => [r.field, r.value, r.time])).toEqual(
        expect.arrayContaining([
          ['external_voltage', 12.6, undefined],
          ['ignition', 1, undefined],
        ]),
      );
      expect(years(result).every((year) => year === 2026)).toBe(true);
    }
  });

  it('moves a payload’s fix and history record dated a rollover back on to one time, the frame’s own kept', () => {
    // A LoRaWAN tracker's uplink on time, whose payload dates its fix and buffered record by a GPS
    // clock that rolled over (Milesight's `history` records, as in the tests above).
    const taken = '2026-11-29T09:40:00Z';
    const result = asPipeline({
      kind: 'uplink',
      devEui: 'A84041000181C8F4',
      receivedAt: arrived,
      fCnt: 9,
      decoded: { history: [{ timestamp: rolledBack(taken).getTime() / 1000, temperature: 3.9 }] },
      location: { lat: 48.9208064, lon: 2.3082752, source: 'gnss', time: rolledBack(taken) },
    });
    expect(result.frame).toMatchObject({ receivedAt: arrived, timeFlag: null, deviceTime: null });
    expect(result.position?.time).toEqual(new Date(taken));
    expect(result.readings).toEqual([
      expect.objectContaining({ field: 'temperature', value: 3.9, time: new Date(taken) }),
    ]);
  });

  it('moves a date two rollovers back (1987: a receiver with no rollover handling) on by both', () => {
    const result = asPipeline(record(rolledBack('2026-11-29T09:00:00Z', 2)));
    expect(result.frame.deviceTime?.getUTCFullYear()).toBe(1987);
    expect(result.frame).toMatchObject({
      receivedAt: new Date('2026-11-29T09:00:00Z'),
      timeFlag: 'rollover',
    });
    expect(result.position?.time).toEqual(new Date('2026-11-29T09:00:00Z'));
  });

  it('moves on nothing a rollover does not explain: the GPS epoch, a clock from 2000, a date 8 months short', () => {
    for (const [sent, flag] of [
      // A receiver that never had a fix: GPS week 0.
      ['1980-01-06T00:00:00Z', 'epoch'],
      // A clock never set that counts from 2000: 1024 weeks on is 2019, no plausible time.
      ['2000-01-01T04:10:00Z', 'rollover'],
      // 1024 weeks on is March 2026, 8 months before it came: no rollover's, a clock set wrong.
      ['2006-07-20T21:37:25Z', 'rollover'],
    ] as const) {
      const result = asPipeline(record(new Date(sent)));
      expect(result.frame).toMatchObject({ receivedAt: arrived, timeFlag: flag, deviceTime: new Date(sent) });
      expect(result.position?.time).toEqual(arrived);
      expect(years(result).every((year) => year === 2026)).toBe(true);
    }
  });

  it('stores a record from a clock far in the future, readings and position alike, when it came, flagged', () => {
    const sent = new Date(arrived.getTime() + ROLLOVER_MS);
    const result = asPipeline(record(sent));
    expect(result.frame).toMatchObject({ receivedAt: arrived, timeFlag: 'future', deviceTime: sent });
    expect(result.position?.time).toEqual(arrived);
    expect(result.readings.every((r) => r.time === undefined)).toBe(true);
  });
});

describe("The Things Stack's copy of coordinates that are no position of now", () => {
  // The Things Stack's Application Server copies a decoded payload's coordinates into
  // `locations["frm-payload"]` (lorawan-stack pkg/applicationserver handleUplink, InferLocation's
  // `latitude` / `longitude` pair), whatever the frame says of them. A tracker's logged record whose
  // time is unset, or a fix the tracker flags stale, is no position of now for our decoding: TTS's
  // copy of it must not become one either.
  const receivedAt = new Date('2026-11-30T02:00:00Z');
  const trackerd = { ...device, modelId: 'dragino/trackerd' };

  it('a Dragino TrackerD logged record with its clock unset (firmware 1.5.4 decoder), decoded by the network', () => {
    // dragino-end-node-decoder e81cc58a "TrackerD 1.5.4_TrackerD-LS1.0.5 Decoder", port 4, time bytes 0.
    const decoded = {
      latitude: -22.906847,
      longitude: -43.172896,
      speed: 5,
      course: 90,
      timestamp: '1899-11-30T00:00:00.000Z',
      battery: 4.002,
      movement: 'MOVE',
      Node_type: 'TrackerD',
    };
    const message: NormalisedMessage = {
      kind: 'uplink',
      devEui: 'A840410001810001',
      receivedAt,
      fCnt: 9,
      fPort: 4,
      decoded,
      location: { lat: -22.906847, lon: -43.172896, source: 'gnss' },
    };
    const result = interpret(message, { ...trackerd, decoding: 'network' as const }, battery);
    expect(result.position).toBeNull();
    // Without the refusal the copy is the position, as for any other uplink that gives one.
    const fresh = interpret(
      { ...message, decoded: { ...decoded, timestamp: '2024-05-15T12:34:56.000Z' } },
      { ...trackerd, decoding: 'network' as const },
      battery,
    );
    expect(fresh.position).toMatchObject({ lat: -22.906847, lon: -43.172896 });
  });

  it('the same record decoded by us from its bytes', () => {
    // packages/decoders dragino-trackerd-differential.test.ts, "1.5.4 logged position", time bytes 0.
    const payload = Buffer.from('FEA27821FD6D3BE0000000050000005A000000000000004FA2', 'hex');
    const result = interpret(
      {
        kind: 'uplink',
        devEui: 'A840410001810001',
        receivedAt,
        fCnt: 10,
        fPort: 4,
        payload,
        decoded: { latitude: -22.906847, longitude: -43.172896 },
        location: { lat: -22.906847, lon: -43.172896, source: 'gnss' },
      },
      { ...trackerd, decoding: 'pinpoint' as const },
      battery,
    );
    expect(result.position).toBeNull();
    expect(result.frame.decodeWarning).toContain('history position without a valid time; not stored');
  });
});
