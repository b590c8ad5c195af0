import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { crc16Modbus } from '../crc.ts';
import { galileoCodec, parseGalileoPacket } from './codec.ts';
import { packet } from './test/packets.ts';
import { decoderVectors, encoderStatus, kuznetsovinHead, kuznetsovinNoFix } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/GalileoProtocolDecoderTest.java (every vector, verbatim in
//   test/traccar-vectors.ts), GalileoFrameDecoderTest.java and GalileoProtocolEncoderTest.java; the
//   expected values are read from the packets by the tag table of GalileoProtocolDecoder.java, the
//   confirmations are what its sendResponse writes (0x02, or 0x07 for a photo, and the CRC).
// [doc] Galileosky, "Протокол обмена с сервером терминалов Galileosky" (the server exchange
//   protocol, 2019 edition; kuznetsovin/galileosky-protocol docs/galileo-protocol.pdf at 6696ecb0):
//   the first packet's example (p. 5-6), the command and answer examples (p. 11-13), the tag
//   examples (tags 0x30, 0x33, 0x44, 0x70, 0xC1, p. 17-20), the compressed packet (tables 3-6).
// [kuznetsovin] kuznetsovin/galileosky-protocol test/packets.csv (6b90bcf8): a unit's packets.

const now = new Date('2024-03-01T00:00:00Z');
const parse = (hex: string) => parseGalileoPacket(fromHex(hex), now);
const vector = (i: number) => decoderVectors[i]?.hex as string;
const u8 = (hex: string) => new Uint8Array(fromHex(hex));

function recordsOf(events: TrackerEvent[]): TrackerRecord[] & { ack?: string; id?: string } {
  const event = events.find((e) => e.type === 'records');
  if (event?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  return Object.assign([...event.records], { ack: event.ack && toHex(event.ack), id: event.id });
}

describe('Galileosky: every Traccar decoder vector [traccar]', () => {
  it('decodes each packet; none throws', () => {
    const outcome: Record<string, number> = {};
    let records = 0;
    for (const v of decoderVectors) {
      for (const e of parse(v.hex)) {
        outcome[e.type] = (outcome[e.type] ?? 0) + 1;
        if (e.type === 'records') records += e.records.length;
      }
    }
    // 11 packets of records, 2 command answers, the photo's part and the head packet.
    expect(outcome).toEqual({ records: 11, command_result: 2, heartbeat: 2 });
    expect(records).toBe(1 + 7 + 5 + 11 + 15 + 3 + 10 + 9 + 9 + 1 + 1);
  });

  it('checks each CRC as CRC-16/MODBUS of header .. tags, and confirms with 0x02 and that CRC', () => {
    for (const v of decoderVectors) {
      const bytes = fromHex(v.hex);
      if (bytes[3] === 0x01 && bytes[4] === 0x00 && bytes[5] === 0x1c) continue; // Iridium: no CRC
      expect(crc16Modbus(bytes, 0, bytes.length - 2)).toBe(bytes.readUInt16LE(bytes.length - 2));
    }
    expect(recordsOf(parse(vector(10))).ack).toBe('0267C5');
  });

  it('reads a record of every CAN tag: time, fix, speed, voltages, status', () => {
    const r = recordsOf(parse(vector(0)));
    expect(r.id).toBe('868345032042426');
    expect(r.ack).toBe('028960');
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({
      time: new Date('2018-09-17T13:22:04Z'),
      valid: true,
      lat: 24.709763,
      lon: 46.665418,
      satellites: 12,
      speedKmh: 0,
      course: 0,
      altitude: 696,
      hdop: 0.5,
      externalPowerV: 16.24,
      batteryV: 4.139,
      outputs: 4,
      inputs: 0xe000,
      odometerM: 5331,
      // Status 0x3E00: bit 9 engine running, bits 12-13 signal quality 3 of 3.
      ignition: true,
      gsmSignalPct: 100,
      extra: {
        versionHw: 130,
        versionFw: 19,
        deviceNumber: 100,
        index: 1700,
        status: 0x3e00,
        deviceTempC: 35,
      },
    });
  });

  it('reads many records of the archive in one packet, each at its own time, each naming its unit', () => {
    const r = recordsOf(parse(vector(6)));
    expect(r.id).toBe('868204001269934');
    expect(r).toHaveLength(11);
    expect(r[0]).toMatchObject({
      time: new Date('2016-06-24T03:28:53Z'),
      lat: 53.41784,
      lon: 50.167228,
      satellites: 5,
      speedKmh: 9.9,
      course: 106.2,
      altitude: 62,
      hdop: 2.8,
      externalPowerV: 26.698,
      batteryV: 3.759,
      inputs: 3,
      extra: { adc0: 27428, adc1: 27238, adc2: 1356 },
    });
    // The archive's oldest last; its status raises bit 5, the internal battery below 3.7 V.
    expect(r[10]).toMatchObject({
      time: new Date('2016-06-24T03:17:37Z'),
      batteryV: 3.332,
      externalPowerV: 0,
    });
    expect(r[10]?.alarms).toEqual(['low_battery']);
    expect(new Set(r.map((one) => one.time.getTime())).size).toBe(11);
  });

  it('reads records that do not name their unit (the head packet did), with the acceleration tag', () => {
    const events = parse(vector(8));
    expect(events).toHaveLength(1);
    const r = recordsOf(events);
    expect(r.id).toBeUndefined();
    expect(r.ack).toBe('02FF3F');
    expect(r).toHaveLength(15);
    expect(r[0]).toMatchObject({
      time: new Date('2014-04-14T15:58:31Z'),
      lat: 59.665656,
      lon: 69.994,
      speedKmh: 109.5,
      course: 67,
      altitude: 64,
      hdop: 0.9,
      externalPowerV: 27.472,
      batteryV: 4.239,
      outputs: 249,
      inputs: 40964,
      extra: { deviceNumber: 47686, index: 867, deviceTempC: 34 },
    });
  });

  it('steps over the extended tags (0xFE) by their length', () => {
    const r = recordsOf(parse(vector(12)));
    expect(r.ack).toBe('026121');
    expect(r).toHaveLength(9);
    expect(r[0]).toMatchObject({
      time: new Date('2022-11-18T08:28:06Z'),
      lat: 41.20642,
      lon: 72.450703,
      altitude: 1372,
      hdop: 2.4,
      odometerM: 23441,
    });
  });

  it('reads an Iridium message: the modem IMEI, the Galileosky tags, no confirmation', () => {
    const events = parse(vector(13));
    expect(events).toHaveLength(1);
    const r = recordsOf(events);
    expect(r.id).toBe('300234069604590');
    expect(r.ack).toBeUndefined();
    expect(r[0]).toMatchObject({
      time: new Date('2023-01-18T21:02:23Z'),
      valid: true,
      lat: -33.733818,
      lon: -70.719813,
      satellites: 12,
      altitude: 487,
      hdop: 0.5,
    });
  });

  it('takes a head packet as the login, confirmed once the unit is known', () => {
    // 01 | 13 80 (19 bytes, archive not empty) | IMEI 868204001549087 | device number 50 | CRC 8590
    const events = galileoCodec.createStream().push(fromHex(vector(7)));
    expect(events).toEqual([{ type: 'login', id: '868204001549087', accept: u8('028590') }]);
  });

  it('takes a command answer as the command’s result, confirmed', () => {
    const [inall] = parse(vector(4));
    expect(inall).toEqual({
      type: 'command_result',
      id: '866050038437586',
      text: 'INALL:in0=11206,in1=0,in2=0,in3=0,in4=0,in5=0,Acc=566924725;',
      ack: u8('02FDEF'),
    });
    expect(parse(vector(5))).toMatchObject([{ type: 'command_result', text: 'OUT(3..0) = 1110' }]);
  });

  it('confirms a photo’s part with 0x07 and its CRC, keeping nothing', () => {
    expect(parse(vector(3))).toEqual([{ type: 'heartbeat', ack: u8('07D4BA') }]);
  });
});

describe('Galileosky document examples [doc]', () => {
  it('reads the first packet of the example: IMEI, and the confirmation', () => {
    const events = galileoCodec
      .createStream()
      .push(fromHex('01 17 80 01 11 02 DF 03 38 36 38 32 30 34 30 30 35 36 34 37 38 33 38 04 32 00 86 9C'));
    expect(events).toEqual([{ type: 'login', id: '868204005647838', accept: u8('02869C') }]);
  });

  it('reads the tags by the examples of the tag table', () => {
    // IMEI, time 2019-01-01 01:00:00, then the table's own examples for 0x30, 0x33, 0x44, 0x70, 0xC1.
    const hex = packet(
      0x01,
      '03383638323034303035363437383338' +
        '2090BB2A5C' +
        '3007C00E3203B8D72D05' +
        '335C004808' +
        '44AF219815' +
        '700110' +
        'C1FA725025',
    );
    const [r] = recordsOf(parse(hex));
    expect(r).toMatchObject({
      time: new Date('2019-01-01T01:00:00Z'),
      valid: true,
      satellites: 7,
      lat: 53.612224,
      lon: 86.890424,
      speedKmh: 9.2,
      course: 212,
      // Thermometer 1 at 16 °C, a 1-Wire probe.
      externalTemperatureC: 16,
      // CAN: fuel 100 %, coolant 74 °C, 1194 rpm.
      extra: { temp0: 16, fuel: 100, coolantTempC: 74, rpm: 1194 },
    });
    // Acceleration X 431, Y 520, Z 345 of 1023, 512 = 0 g, 186 a g.
    expect(r?.extra?.accelX).toBeCloseTo((431 - 512) / 186, 3);
    expect(r?.extra?.accelY).toBeCloseTo((520 - 512) / 186, 3);
    expect(r?.extra?.accelZ).toBeCloseTo((345 - 512) / 186, 3);
  });

  it('reads the answer of the example as the `status` command’s result', () => {
    const answer =
      '01910003383638323034303035363437383338043200E000000000E177446576353020536F66743D323233205061636B3D31313620546D44743D30303A32343A313420312E30312E3030205065723D3130204E61763D323535204C61743D302E303030303030204C6F6E3D302E303030303030205370643D302E302048444F503D302E3020536174436E743D3020413D302E30309795';
    expect(parse(answer)).toEqual([
      {
        type: 'command_result',
        id: '868204005647838',
        text: 'Dev50 Soft=223 Pack=116 TmDt=00:24:14 1.01.00 Per=10 Nav=255 Lat=0.000000 Lon=0.000000 Spd=0.0 HDOP=0.0 SatCnt=0 A=0.00',
        ack: u8('029795'),
      },
    ]);
  });

  it('writes the command of the example, and Traccar’s [traccar]', () => {
    const encode = (id: string, text: string) =>
      toHex(galileoCodec.encodeCommand({ name: 'custom', text, id, serial: 0 }));
    expect(encode('868204005647838', 'status')).toBe(
      '01200003383638323034303035363437383338040000E000000000E1067374617475735022',
    );
    expect(encode('123456789012345', 'status')).toBe(encoderStatus.toUpperCase());
    // The listener's serial is the command number (0xE0).
    const numbered = galileoCodec.encodeCommand({
      name: 'custom',
      text: 'Out 0,1',
      id: '123456789012345',
      serial: 7,
    });
    expect(toHex(numbered).slice(44, 54)).toBe('E007000000');
  });

  it('refuses a command it cannot write', () => {
    const encode = (id: string, text: string) => () =>
      galileoCodec.encodeCommand({ name: 'custom', text, id, serial: 1 });
    expect(encode('868204005647838', '  ')).toThrow(/needs its text/);
    expect(encode('868204005647838', 'статус')).toThrow(/ASCII/);
    expect(encode('868204005647838', 'x'.repeat(256))).toThrow(/255/);
    expect(encode('12345678', 'status')).toThrow(/15-digit IMEI/);
  });
});

describe('Galileosky main packet with compression [doc]', () => {
  // Record 1: minimal data set (2024-01-11 01:00:00, valid, 30.0 E 60.0 N), the list of 3 tags
  // (0x83: 41 42 46), supply 12.5 V, battery 4.1 V, inputs 1. Record 2: minimal data set
  // (01:01:00, 30.001 E 60.002 N, alarm bit, user tag 0 = 5), 12.4 V, 4.09 V, inputs 0.
  const first = '034F4412AAAAEAAAAC00' + '83414246' + 'D430' + '0410' + '0100';
  const second = '034F5312AAB0EAAB0A05' + '7030' + 'FA0F' + '0000';

  it('reads records by the first record’s tag list, each at its own time and place', () => {
    const events = parse(packet(0x08, first + second));
    const r = recordsOf(events);
    expect(r.ack).toMatch(/^02/);
    expect(r).toHaveLength(2);
    expect(r[0]).toMatchObject({ time: new Date('2024-01-11T01:00:00Z'), valid: true, externalPowerV: 12.5 });
    expect(r[0]?.lat).toBeCloseTo(60, 4);
    expect(r[0]?.lon).toBeCloseTo(30, 4);
    expect(r[0]).toMatchObject({ batteryV: 4.1, inputs: 1 });
    expect(r[1]).toMatchObject({ time: new Date('2024-01-11T01:01:00Z'), externalPowerV: 12.4, inputs: 0 });
    expect(r[1]?.lat).toBeCloseTo(60.002, 4);
    expect(r[1]?.lon).toBeCloseTo(30.001, 4);
    expect(r[1]?.extra).toMatchObject({ alarm: true, userTag0: 5 });
  });

  it('also reads the list repeated in each record, as Traccar expects it [traccar]', () => {
    const repeated = `${second.slice(0, 20)}83414246${second.slice(20)}`;
    const r = recordsOf(parse(packet(0x08, first + repeated)));
    expect(r.map((one) => one.externalPowerV)).toEqual([12.5, 12.4]);
  });

  it('dates a record of late December read in January in the year before', () => {
    // 363 days after 1 January: 30 December.
    const late = parseGalileoPacket(
      fromHex(packet(0x08, '77A42012AAAAEAAAAC00')),
      new Date('2024-01-05T00:00:00Z'),
    );
    expect(recordsOf(late)[0]?.time).toEqual(new Date('2023-12-30T00:00:00Z'));
  });

  it('refuses a tag list given as a mask, unconfirmed', () => {
    const events = galileoCodec
      .createStream()
      .push(fromHex(packet(0x08, `034F4412AAAAEAAAAC00FF${'00'.repeat(32)}`)));
    expect(events).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'malformed' })]);
  });
});

describe('Galileosky fixes, framing and bad bytes', () => {
  it('keeps no position for coordinates marked not correct [kuznetsovin]', () => {
    const events = galileoCodec.createStream().push(fromHex(kuznetsovinHead + kuznetsovinNoFix));
    expect(events[0]).toEqual({ type: 'login', id: '862057047745531', accept: u8('02B548') });
    const r = recordsOf(events);
    expect(r).toHaveLength(27);
    for (const one of r) {
      expect(one.valid).toBe(false);
      expect(one.lat).toBeUndefined();
      expect(one.hdop).toBeUndefined();
    }
    expect(r[0]).toMatchObject({
      time: new Date('2019-06-11T10:32:46Z'),
      satellites: 3,
      externalPowerV: 12.351,
    });
  });

  it('keeps no position for a cell network position (correctness 2), only its accuracy', () => {
    // [ours] Traccar's vector 0 with correctness 2 and 0x35 = 5 (50 m).
    const hex = vector(0).replace('300c830a7901', '302c830a7901');
    const [r] = recordsOf(parse(packet(0x01, hex.slice(6, -4))));
    expect(r).toMatchObject({ valid: false, extra: { cellPosition: true, accuracyM: 50 } });
    expect(r?.lat).toBeUndefined();
    expect(r?.hdop).toBeUndefined();
  });

  it('refuses a packet whose CRC fails, or with a tag it does not know, unconfirmed', () => {
    const bytes = fromHex(vector(10));
    bytes[20] = (bytes[20] as number) ^ 0xff;
    expect(galileoCodec.createStream().push(bytes)).toEqual([
      expect.objectContaining({ type: 'bad_frame', reason: 'checksum' }),
    ]);
    const unknown = galileoCodec.createStream().push(fromHex(packet(0x01, '2090BB2A5C7E0000')));
    expect(unknown).toEqual([{ type: 'bad_frame', reason: 'malformed', detail: 'unknown tag 0x7e' }]);
  });

  it('refuses a packet naming two units', () => {
    const two = packet(0x01, '03383638323034303035363437383338' + '03383638323034303035363437383339');
    expect(galileoCodec.createStream().push(fromHex(two))).toEqual([
      expect.objectContaining({ type: 'bad_frame', reason: 'malformed' }),
    ]);
  });

  it('drops a record without a time, or timed before the clock was set', () => {
    const noTime = parse(packet(0x01, '3007C00E3203B8D72D05'));
    expect(noTime).toEqual([{ type: 'heartbeat', ack: expect.any(Uint8Array) }]);
    const epoch = parse(packet(0x01, '20000000003007C00E3203B8D72D05'));
    expect(epoch[0]?.type).toBe('heartbeat');
  });

  it('takes a packet split anywhere, and two packets in one read, and skips bytes that are no packet', () => {
    const whole = fromHex(vector(7) + vector(10));
    for (const cut of [1, 3, 5, 6, 27, 28, 100, whole.length - 1]) {
      const stream = galileoCodec.createStream();
      const events = [...stream.push(whole.subarray(0, cut)), ...stream.push(whole.subarray(cut))];
      expect(events.map((e) => e.type)).toEqual(['login', 'records']);
      expect(stream.buffered()).toBe(0);
    }
    const stream = galileoCodec.createStream();
    const events = stream.push(Buffer.concat([fromHex('FFEE'), fromHex(vector(7))]));
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'login']);
  });

  it('sets a unit up by its ServerIp command', () => {
    expect(galileoCodec.setupSms?.('trackers.example.com', 5034)).toBe('ServerIp trackers.example.com,5034');
  });
});
