import type { Reading } from '@pinpoint/shared/readings.ts';
import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import type { TrackerRecord } from '../codec.ts';
import { crc16Ibm } from '../crc.ts';
import { trackerReadings } from '../records.ts';
import { teltonikaCodec } from './codec.ts';

// Temperature and humidity sensors on Teltonika units, as readings. Sources:
// [traccar] traccar/traccar, src/test/java/org/traccar/protocol/TeltonikaProtocolDecoderTest.java,
//   its vectors replayed verbatim (line numbers of the file at the mirrored HEAD).
// [fmb-doc] Teltonika's FMB protocol document, "1.6 Example": the same bytes as Traccar's line 94,
//   parsed there as 72, 73, 74 = 0x00000BB8 (3000) on 4 bytes.
// [fmb] Teltonika wiki, "FMB Teltonika Data Sending Parameters ID": 72 "Dallas Temperature 1" (4 bytes
//   signed, 0.1 °C, -55..+115 °C; 850 sensor not ready, 2000 read error, 3000 not connected, 4000 ID
//   failed, 5000 as 850); 25..28 "BLE Temperature #1..#4" (2 bytes signed, 0.01 °C, -40..+125 °C;
//   4000 abnormal sensor state, 3000 sensor not found, 2000 failed sensor data parsing); 86 "BLE
//   Humidity #1" (2 bytes, 0.1 %RH, 0..1000); 10800 "EYE Temperature 1" (2 bytes signed, 0.01 °C),
//   10804 "EYE Humidity 1" (1 byte, %).
// [mobility] Teltonika wiki, "AVL ID List - BLE Sensor elements" (TAT100/140/141/240, TMT250):
//   25 and 86 with error codes 32767 sensor not found, 32766 failed parsing, 32765 abnormal state.

/** The records of one TCP packet. */
function decode(hex: string): TrackerRecord[] {
  const events = teltonikaCodec.createStream().push(fromHex(hex));
  const event = events.find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(events)}`);
  return event.records;
}

/** The sensor readings of a record. */
function sensorReadings(record: TrackerRecord): Record<string, Reading['value']> {
  const fields = new Set(['temperature', 'external_temperature', 'humidity']);
  return Object.fromEntries(
    trackerReadings(record)
      .filter((r) => fields.has(r.field))
      .map((r) => [r.field, r.value]),
  );
}

type Element = { id: number; size: 1 | 2 | 4 | 8; value: number };

/**
 * A Codec 8 Extended packet (as FMB, FMC and TAT units send by default) of one record without a
 * fix, carrying the given elements, laid out as the wiki's "Codec 8 Extended" section gives it.
 */
function codec8e(elements: Element[]): string {
  const record: number[] = [];
  const push = (value: number | bigint, bytes: number) => {
    const b = Buffer.alloc(bytes);
    if (bytes === 8) b.writeBigUInt64BE(BigInt(value));
    else b.writeUIntBE(value < 0 ? Number(value) + 2 ** (bytes * 8) : Number(value), 0, bytes);
    record.push(...b);
  };
  push(BigInt(Date.UTC(2026, 0, 15, 6, 0, 0)), 8);
  push(0, 1); // priority
  record.push(...Buffer.alloc(15)); // GPS element: no fix
  push(0, 2); // event io id
  push(elements.length, 2);
  for (const size of [1, 2, 4, 8] as const) {
    const group = elements.filter((e) => e.size === size);
    push(group.length, 2);
    for (const e of group) {
      push(e.id, 2);
      push(e.value, size);
    }
  }
  push(0, 2); // no variable-length elements
  const payload = Buffer.from([0x8e, 1, ...record, 1]);
  const out = Buffer.alloc(12 + payload.length);
  out.writeUInt32BE(payload.length, 4);
  payload.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(payload), 8 + payload.length);
  return out.toString('hex');
}

function one(elements: Element[]): TrackerRecord {
  const [record] = decode(codec8e(elements));
  if (!record) throw new Error('no record');
  return record;
}

describe('Dallas 1-Wire probe 1 (id 72) as external_temperature', () => {
  it('reads an FM unit’s probe, 2 bytes of 0.1 °C, record by record [traccar line 100, fm36]', () => {
    const records = decode(
      '00000000000002cb08080000015a71ccbec00002fc9bfc1e53a1e00016004cf80005001914150216056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d20003480100c6000ac500ce02c80000654ec700004ee8000000015a725aaac80002fc933c1e539d4000150049f80000001914150116056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f4c6000ac500ce02c80000654ec700004ee8000000015a75a42c900002fc97d01e539640001d0008020000001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f8c6000ac500ce02c80006ba5ac700004ee8000000015a75a440180002fc931c1e539b60001d00b9020001001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800fac6000ac500ce02c80006ba5ac700004ee8000000015a75a453a00002fc93601e539cc0001d015d0c0000001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f9c6000ac500ce02c80006ba5ac700004ee8000000015a75a467280002fc93801e539cc0001d013c0c0000001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f9c6000ac500ce02c80006ba5ac700004ee8000000015a75a47ab00002fc92cc1e539c80001d00b00c0000001914150016056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f8c60004c5000a02c800003085c70006ba5a000000015a75a48e380002fc92ec1e539c40001d00410c0000001914150116056500ee00ef00f0009d029e029f02a002a102a202a302a402a502a602020003000164d200034800f8c6000ac500ce02c80000c83dc700004ee800080000e0b2',
    );
    expect(records.map(sensorReadings)).toEqual(
      [25.6, 24.4, 24.8, 25, 24.9, 24.9, 24.8, 24.8].map((c) => ({ external_temperature: c })),
    );
    expect(records[0]?.extra).not.toHaveProperty('io72');
  });

  it('gives no reading for probes that are not connected (3000) [traccar line 94, fmb-doc]', () => {
    const [record] = decode(
      '000000000000008c08010000013feb55ff74000f0ea850209a690000940000120000001e09010002000300040016014703f0001504c8000c0900730a00460b00501300464306d7440000b5000bb60007422e9f180000cd0386ce000107c700000000f10000601a46000001344800000bb84900000bb84a00000bb84c00000000024e0000000000000000cf00000000000000000100003fca',
    );
    if (!record) throw new Error('no record');
    expect(sensorReadings(record)).toEqual({});
    expect(record.externalTemperatureC).toBeUndefined();
    // The device's own value stays, so a missing probe can still be seen.
    expect(record.extra).toMatchObject({ io72: 3000, io73: 3000, io74: 3000 });
  });

  it('reads an FMB probe below zero: 4 bytes signed [fmb]', () => {
    expect(sensorReadings(one([{ id: 72, size: 4, value: -125 }]))).toEqual({ external_temperature: -12.5 });
    expect(sensorReadings(one([{ id: 72, size: 4, value: 1150 }]))).toEqual({ external_temperature: 115 });
    expect(sensorReadings(one([{ id: 72, size: 4, value: -550 }]))).toEqual({ external_temperature: -55 });
  });

  it.each([850, 2000, 3000, 4000, 5000])('gives no reading for the error code %i [fmb]', (code) => {
    const record = one([{ id: 72, size: 4, value: code }]);
    expect(sensorReadings(record)).toEqual({});
    expect(record.extra?.io72).toBe(code);
  });

  it('keeps probes 2..4 as they came: the vocabulary has one probe temperature', () => {
    const record = one([
      { id: 72, size: 4, value: 41 },
      { id: 73, size: 4, value: -183 },
    ]);
    expect(sensorReadings(record)).toEqual({ external_temperature: 4.1 });
    expect(record.extra?.io73).toBe(-183);
  });
});

describe('BLE sensor #1 (ids 25, 86) as temperature and humidity', () => {
  it('gives no reading for sensors not found (3000) [traccar line 40: FMB, Codec 8 Extended]', () => {
    const records = decode(
      '00000000000004258e0400000182a701b49301d5d90ab7ebe4aae101be003d12000000f7003d000e00f70100ef0000f00000500500150200c800004501000100001d00001400001600001700007157010701001d00b5000b00b60006004230400018000000cd223f00ce741700430f8900440000000d00010011ffe50012001f0013ffce000f03e800190bb8001a0bb8001b0bb8001c0bb800560bb800680bb8006a0bb8006c0bb8010e0000011100000114000001170000014f0000015000000151000001520000000a00f100011d2a00c700000000001000b9addc000c0000acb600040000000001320000000001330000000001340000000001350000000001c1000000000003000b000000d14675f36000ee0000000000000000000e0000000003fd509f0005014b0000014c0000014d0000014e0000018300222d3333373333382e0100000053a6fb624588040001ba86064f0eae51c0fdaf4d3de500000182a701b82001d5d90ab7ebe4aae101be003d12000000f0003c000d00ef0000f00100500500150200c800004501000100001d00001400001600001700007152010701001d00b5000900b60006004217e50018000000cd223f00ce741700430f5c00440000000d00010011fed60012fd1d0013f1f2000f03e800190bb8001a0bb8001b0bb8001c0bb800560bb800680bb8006a0bb8006c0bb8010e0000011100000114000001170000014f0000015000000151000001520000000a00f100011d2a00c700000000001000b9addc000c0000acb600040000000001320000000001330000000001340000000001350000000001c1000000000003000b000000d14675f36000ee0000000000000000000e0000000003fd509f0005014b0000014c0000014d0000014e0000018300222d3333373333352e353833332d303730373139362e323333332b3030302e3434362f00000182a701bc0801d5d90ab7ebe4aae101be003d12000000fc003d000e00ef0000f00100500500150200c800004501000100001d0000140000160000170000714d01070100fc01001d00b5000900b60006004217e50018000000cd223f00ce741700430f5c00440000000d00010011fed60012fd1d0013f1f2000f03e800190bb8001a0bb8001b0bb8001c0bb800560bb800680bb8006a0bb8006c0bb8010e0000011100000114000001170000014f0000015000000151000001520000000a00f100011d2a00c700000000001000b9addc000c0000acb600040000000001320000000001330000000001340000000001350000000001c1000000000003000b000000d14675f36000ee0000000000000000000e0000000003fd509f0005014b0000014c0000014d0000014e0000018300222d3333373333352e353833332d303730373139362e323333332b3030302e3434362f00000182a7018d8d01d5d8ffa6ebe4a0ca01be006111000000f70001000100f70500000000000000000400003a10',
    );
    for (const record of records.slice(0, 3)) {
      expect(sensorReadings(record)).toEqual({});
      expect(record.extra).toMatchObject({ io25: 3000, io26: 3000, io86: 3000, io108: 3000 });
    }
  });

  it('gives no reading for a sensor not found (3000) [traccar line 73: Codec 8]', () => {
    const [record] = decode(
      '000000000000004c08010000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d',
    );
    if (!record) throw new Error('no record');
    expect(sensorReadings(record)).toEqual({});
    expect(record.extra).toMatchObject({ io25: 3000, io86: 3000 });
  });

  it('reads a freezer’s sensor: 0.01 °C signed and 0.1 %RH [fmb]', () => {
    const record = one([
      { id: 25, size: 2, value: -1850 },
      { id: 86, size: 2, value: 565 },
      { id: 29, size: 1, value: 92 },
    ]);
    expect(sensorReadings(record)).toEqual({ temperature: -18.5, humidity: 56.5 });
    // The sensor's own battery is not the unit's: it stays as the device sent it.
    expect(record.extra?.io29).toBe(92);
    expect(record.batteryPct).toBeUndefined();
  });

  it('reads the ends of the documented ranges [fmb]', () => {
    expect(sensorReadings(one([{ id: 25, size: 2, value: -4000 }]))).toEqual({ temperature: -40 });
    expect(sensorReadings(one([{ id: 25, size: 2, value: 12500 }]))).toEqual({ temperature: 125 });
    expect(sensorReadings(one([{ id: 86, size: 2, value: 0 }]))).toEqual({ humidity: 0 });
    expect(sensorReadings(one([{ id: 86, size: 2, value: 1000 }]))).toEqual({ humidity: 100 });
  });

  it.each([
    [2000, 'failed sensor data parsing [fmb]'],
    [3000, 'sensor not found [fmb]'],
    [4000, 'abnormal sensor state [fmb]'],
    [32765, 'abnormal sensor state [mobility]'],
    [32766, 'failed sensor data parsing [mobility]'],
    [32767, 'sensor not found [mobility]'],
  ])('gives no temperature nor humidity for %i, %s', (code) => {
    const record = one([
      { id: 25, size: 2, value: code },
      { id: 86, size: 2, value: code },
    ]);
    expect(sensorReadings(record)).toEqual({});
    expect(record.temperatureC).toBeUndefined();
    expect(record.humidityPct).toBeUndefined();
    expect(record.extra).toMatchObject({ io25: code, io86: code });
  });

  it('reads sensors #2..#4 as signed numbers, kept as they came', () => {
    const record = one([{ id: 26, size: 2, value: -250 }]);
    expect(sensorReadings(record)).toEqual({});
    expect(record.extra?.io26).toBe(-250);
  });

  it('takes no element of another size under the id (another family’s element)', () => {
    const record = one([{ id: 86, size: 4, value: 87400 }]);
    expect(sensorReadings(record)).toEqual({});
    expect(record.extra?.io86).toBe(87400);
  });
});

describe('EYE Sensor 1 (ids 10800, 10804) as temperature and humidity', () => {
  it('reads -11.87 °C and 73 % from an FMB130 [traccar line 153, fmb]', () => {
    const [record] = decode(
      '00000000000000628e0100000193011f1ec8003fa9def2fc401ea4000d00000400000000000f000700ef0000f00000150500c8000045012a34492a3800000600b5001300b60011004230aa00430fb7004400002a30fb5d000200f10000c74200100000014900000000010000fbff',
    );
    if (!record) throw new Error('no record');
    expect(sensorReadings(record)).toEqual({ temperature: -11.87, humidity: 73 });
  });

  it('prefers BLE sensor #1 when the record has both, whatever their order', () => {
    const both = (eye: number, ble: number) => [
      { id: 10800, size: 2, value: eye } as const,
      { id: 25, size: 2, value: ble } as const,
    ];
    expect(sensorReadings(one(both(-500, 210)))).toEqual({ temperature: 2.1 });
    expect(sensorReadings(one([...both(-500, 210)].reverse()))).toEqual({ temperature: 2.1 });
    // BLE #1 not found: the EYE value stands.
    expect(sensorReadings(one(both(-500, 3000)))).toEqual({ temperature: -5 });
    expect(sensorReadings(one([...both(-500, 3000)].reverse()))).toEqual({ temperature: -5 });
  });
});

describe('battery level (id 113)', () => {
  it('takes the 1-byte level as battery_pct [fmb: "Battery Level", 1 byte, 0..100 %]', () => {
    expect(one([{ id: 113, size: 1, value: 87 }]).batteryPct).toBe(87);
  });

  it('does not take another family’s 4-byte element under 113 for a level [traccar line 88]', () => {
    const [record] = decode(
      '00000000000000A708010000016269E7D9A8000A5A0F0A1CBF8F3300880046120000001C0801014F005100550F740073007801790103430000440000426F980B540000000056000045275700000047580000022659000000005D0000000068000003D07100007355870000000288000000008A000045270669584C5241534834336A30304731363538326B3600FFFFFF0000008155412055414430308230303039383236368330303000000000000100008396',
    );
    if (!record) throw new Error('no record');
    expect(record.batteryPct).toBeUndefined();
    expect(record.extra?.io113).toBe(29525);
    // Its 86 (4 bytes, 17703) is no BLE humidity either.
    expect(sensorReadings(record)).toEqual({});
  });
});
