import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { crc16Ibm } from '../crc.ts';
import { teltonikaCodec } from './codec.ts';
import { decoderVectors } from './test/traccar-vectors.ts';

// [traccar] TeltonikaProtocolDecoderTest.java, every vector (test/traccar-vectors.ts says which
// commit). Traccar's decoder is handed one frame and checks no CRC and no length; we read a TCP
// stream and check both, so a few of its vectors, edited by hand or cut short, are replayed as a
// unit would send them (`reseal`), each listed below with what is wrong with it as printed.

const decode = (hex: string): TrackerEvent[] => teltonikaCodec.createStream().push(fromHex(hex));
const hexOf = (i: number) => decoderVectors[i]?.hex ?? '';

/** The packet with its payload's length and CRC-16/IBM made right; `length` where the printed one is wrong. */
function reseal(hex: string, length?: number): string {
  const bytes = fromHex(hex);
  const payload = bytes.subarray(8, 8 + (length ?? bytes.readUInt32BE(4)));
  const out = Buffer.alloc(12 + payload.length);
  out.writeUInt32BE(payload.length, 4);
  payload.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(payload), 8 + payload.length);
  return toHex(out);
}

/** Hand-edited vectors whose CRC was not updated: #22 is #25 with two I/O ids changed, CRC 0x3FCA kept. */
const staleCrc = [20, 22, 49];
/**
 * #14, a Codec 13 message, is made up: besides a stale CRC, its size (16) leaves out its 4-byte
 * timestamp, so "#GET DATAORDER\r\n" overruns it (Traccar reads "#GET DATAORD" and stops there).
 */
const madeUp = 14;
/** #28 "invalid length and checksum" (the Java test's words): length 0, CRC 0; #40 says 0xA6 bytes, holds 0x21. */
const wrongLength: Record<number, number> = { 28: 44, 40: 33 };
/** The last bytes of the CRC are cut off (#33: two of four, #36: three). */
const cutShort = [33, 36];

function replayed(i: number): string {
  const hex = hexOf(i);
  if (staleCrc.includes(i) || cutShort.includes(i)) return reseal(hex);
  const length = wrongLength[i];
  return length === undefined ? hex : reseal(hex, length);
}

function recordsOf(events: TrackerEvent[]): TrackerRecord[] {
  return events.flatMap((e) => (e.type === 'records' ? e.records : []));
}

describe('Teltonika: every Traccar decoder vector [traccar]', () => {
  it('decodes each as Traccar expects: positions with their coordinates, no frame refused', () => {
    const outcome: Record<string, number> = {};
    let records = 0;
    let valid = 0;
    decoderVectors.forEach((v, i) => {
      if (v.test || i === madeUp) return; // photo, connectionless and #14: their own tests below
      const events = decode(replayed(i));
      for (const e of events) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      expect(
        events.filter((e) => e.type === 'bad_frame'),
        `#${i}`,
      ).toEqual([]);
      const found = recordsOf(events);
      records += found.length;
      valid += found.filter((r) => r.valid).length;
      if (v.check === 'verifyNull') expect(found, `#${i}`).toEqual([]);
      else expect(events.length, `#${i}`).toBeGreaterThan(0);
      if (v.check !== 'verifyPositions' || v.location === false) return;
      expect(found.length, `#${i}`).toBeGreaterThan(0);
      for (const r of found) {
        expect(r.time.getTime(), `#${i}`).toBeGreaterThan(Date.UTC(1999, 0, 1));
        expect(r.lat, `#${i}`).toBeTypeOf('number');
        expect(r.lon, `#${i}`).toBeTypeOf('number');
      }
    });
    // 38 AVL packets; the IMEI packet; 2 Codec 13 messages (heartbeats) and the 0xFF ping;
    // 4 Codec 12 responses (a load scale's, a serial device's hex, an AT text, an "#FM2" text).
    expect(outcome).toEqual({ login: 1, records: 38, heartbeat: 3, command_result: 4 });
    // Traccar's valid is "satellites != 0", ours too (with coordinates): 8 records of 0 satellites;
    // 2 Codec 7 records have no GPS element, where Traccar takes the last known location.
    expect({ records, valid }).toEqual({ records: 110, valid: 100 });
  });

  it('has the values Traccar asserts, in our names and units', () => {
    // "tag1Voltage" 3090: BLE sensor list 548, flags 0x80 and 0x6D, 2000 + 10 x 109 mV.
    expect(recordsOf(decode(hexOf(2)))[0]?.extra).toMatchObject({
      tag1Id: 'BABBF3630055',
      tag1Rssi: -58,
      tag1VoltageMv: 3090,
      tag3VoltageMv: 3050,
    });
    // "tag1Battery" 3030: list 10831, parameter 14 (battery, mV) 0x0BD6, parameter 13 (low battery) 0.
    expect(recordsOf(decode(hexOf(4)))[0]?.extra).toMatchObject({
      tag1Id: 'EB47706AA38255AA96F21A154E2D0055',
      tag1BatteryMv: 3030,
      tag1LowBattery: false,
    });
    // KEY_DRIVER_UNIQUE_ID "12749884": the Codec 13 text of a driver id reader.
    expect(decode(hexOf(5))).toEqual([
      {
        type: 'heartbeat',
        record: { extra: { message: 'GTSL|6|1|0|12749884|1|', driverUniqueId: '12749884' } },
      },
    ]);
    // "eyeTemp1" -11.87 (FMB130): EYE Temperature 1 (10800), 0.01 degC, our air temperature.
    expect(recordsOf(decode(hexOf(44)))[0]).toMatchObject({ temperatureC: -11.87, humidityPct: 73 });
  });

  it('reads the VIN and fault codes an OBD unit sends as text (Traccar: vin, dtcs)', () => {
    expect(recordsOf(decode(hexOf(12)))[0]?.extra).toMatchObject({
      vin: 'WV1ZZZ2EZ86015388',
      dtcs: 'P0299 P0675 P0674 P0672 P0671 P0471 P2BAC',
    });
    expect(recordsOf(decode(hexOf(19)))[0]?.extra).toMatchObject({ vin: '1A1JC5444R7252367' });
  });

  it('names the BLE sensors of a list with their MAC, humidity and battery [traccar #1]', () => {
    expect(recordsOf(decode(hexOf(1)))[1]?.extra).toMatchObject({
      tag1Name: 'Nevera_3',
      tag1Mac: '7CD9F4110C40',
      tag1HumidityPct: 52,
      tag1BatteryMv: 3100,
      tag3Name: 'Nevera_2',
    });
  });

  it('reads the records of units that add a 16-byte element group (Traccar: setExtended)', () => {
    // Refused before ("frame too short"): every record carries an empty 16-byte group.
    for (const i of [45, 46]) {
      const found = recordsOf(decode(hexOf(i)));
      expect(found).toHaveLength(11);
      expect(found.every((r) => r.valid && r.lat !== undefined)).toBe(true);
    }
    expect(recordsOf(decode(hexOf(45)))[0]).toMatchObject({
      time: new Date('2017-07-16T12:09:33.050Z'),
      lat: -33.5269298,
      lon: -70.7014338,
      altitude: 526,
      satellites: 18,
    });
    // A packet that fits neither layout is refused for what the codec's own layout found.
    const wrongCount = `${hexOf(45).slice(0, -10)}0C`;
    expect(decode(reseal(wrongCount))).toEqual([
      expect.objectContaining({
        reason: 'malformed',
        detail: 'frame too short: wanted 8 byte(s) at offset 348, 4 left',
      }),
    ]);
  });
});

describe('Teltonika: where we differ from Traccar on its vectors, deliberately', () => {
  it('checks the CRC Traccar does not: hand-edited vectors are counted as such', () => {
    for (const i of staleCrc)
      expect(decode(hexOf(i)), `#${i}`).toEqual([
        expect.objectContaining({ type: 'bad_frame', reason: 'checksum' }),
      ]);
    expect(decode(hexOf(22))[0]).toMatchObject({ detail: 'checksum 0x4837, expected 0x3FCA' });
  });

  it('refuses the made-up Codec 13 message #14, for its CRC and, resealed, for its size', () => {
    expect(decode(hexOf(madeUp))).toEqual([expect.objectContaining({ reason: 'checksum' })]);
    expect(decode(reseal(hexOf(madeUp)))).toEqual([
      expect.objectContaining({ reason: 'malformed', detail: 'number of data 1 and 69 differ' }),
    ]);
  });

  it('refuses a length of 0, and waits for the bytes a length announces', () => {
    expect(decode(hexOf(28))).toEqual([
      expect.objectContaining({ type: 'bad_frame', reason: 'malformed', fatal: true }),
    ]);
    // Length 0xA6 with 0x21 bytes sent, or a CRC cut short: the rest of the packet is awaited.
    for (const i of [40, ...cutShort]) {
      const stream = teltonikaCodec.createStream();
      expect(stream.push(fromHex(hexOf(i))), `#${i}`).toEqual([]);
      expect(stream.buffered(), `#${i}`).toBe(fromHex(hexOf(i)).length);
    }
  });

  it('takes Codec 12 data a serial device sends as a command result, not a position', () => {
    // Traccar stores it on a position (a load scale's "UUUUww…SSS" as axle weights); here it goes
    // to the command hub, which keeps it only as the answer of a command it sent.
    expect(decode(hexOf(16))).toEqual([
      {
        type: 'command_result',
        text: 'UUUUww06.4;04.2;00.0;00.0;00.0;00.0;00.0;00.0;01.3;00.0;10.7;00.0;SSS',
      },
    ]);
  });
});

describe('Teltonika camera (DualCam) file transfer [traccar: testDecodePhoto]', () => {
  it('counts the camera messages as unsupported, as Traccar stores no position for them', () => {
    expect(decode(hexOf(47))).toEqual([expect.objectContaining({ type: 'login', id: '123456789012345' })]);
    expect(decode(hexOf(48))).toEqual([
      expect.objectContaining({
        type: 'bad_frame',
        reason: 'unsupported',
        detail: expect.stringContaining('camera'),
      }),
    ]);
    // Its CRC is stale too; resealed, the same.
    expect(decode(reseal(hexOf(49)))).toEqual([expect.objectContaining({ reason: 'unsupported' })]);
    // A 2048-byte picture chunk comes only when the server asks for it, which we never do: refused
    // for its size (2079 bytes) rather than held.
    expect(decode(hexOf(50))).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'too_long' })]);
  });
});

describe('Teltonika over UDP [traccar: testDecodeConnectionless]', () => {
  it('reads the datagram and answers with its AVL packet id and the count', () => {
    const events = teltonikaCodec.parseDatagram?.(fromHex(hexOf(51))) ?? [];
    expect(events[0]).toEqual({ type: 'login', id: '357454072713975' });
    const event = events[1];
    if (event?.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(events)}`);
    expect(toHex(event.ack as Uint8Array)).toBe('0005CAFE012201');
    expect(event.records).toHaveLength(1);
    expect(event.records[0]).toMatchObject({ valid: true, satellites: 9 });
  });
});
