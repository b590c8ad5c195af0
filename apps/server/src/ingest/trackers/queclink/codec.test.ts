import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { queclinkCodec } from './codec.ts';

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);
const push = (...chunks: string[]) => {
  const stream = queclinkCodec.createStream();
  return chunks.flatMap((chunk) => stream.push(Buffer.from(chunk, 'latin1')));
};
const recordsOf = (events: TrackerEvent[]): TrackerRecord[] =>
  events.flatMap((event) => (event.type === 'records' ? event.records : []));

// GL300 @Tracker Air Interface Protocol (TRACGL300AN001 v1.02), 3.3.1.1 General Position Report, examples.
const gl300Fri =
  '+RESP:GTFRI,1A0102,135790246811220,,0,0,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,,20090214093254,11F0$';
const gl300FriTwo =
  '+RESP:GTFRI,1A0102,135790246811220,,0,0,2,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,0,4.3,92,70.0,121.354335,31.222073,20090101000000,0460,0000,18d8,6141,00,,20090214093254,11F0$';
// GV300 @Track Air Interface Protocol (TRACGV300AN002), 3.3.1 position reports, examples.
const gv300Tow =
  '+RESP:GTTOW,060100,135790246811220,,,10,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,20090214093254,11F0$';
const gv300Geo =
  '+RESP:GTGEO,060100,135790246811220,,,00,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,20090214093254,11F0$';

describe('Queclink @Track: positions', () => {
  it('reads a GL300 GTFRI and acknowledges it with +SACK and its count number', () => {
    const events = push(gl300Fri);
    expect(events).toHaveLength(1);
    const event = events[0];
    if (event?.type !== 'records') throw new Error('expected records');
    expect(event.id).toBe('135790246811220');
    expect(text(event.ack)).toBe('+SACK:11F0$');
    expect(event.records).toHaveLength(1);
    expect(event.records[0]).toMatchObject({
      time: new Date('2009-02-14T01:32:54Z'),
      valid: true,
      lat: 31.222073,
      lon: 121.354335,
      speedKmh: 4.3,
      course: 92,
      altitude: 70,
      hdop: 1,
      extra: { report: 'GTFRI', mcc: 460, mnc: 0, lac: 0x18d8, cellId: 0x6141 },
    });
  });

  it('reads every position of a GTFRI with Number 2, the second without a fix', () => {
    const records = recordsOf(push(gl300FriTwo));
    expect(records.map((r) => [r.time.toISOString(), r.valid])).toEqual([
      ['2009-02-14T01:32:54.000Z', true],
      ['2009-01-01T00:00:00.000Z', false],
    ]);
    // The last known coordinates stay with the fix-less position.
    expect(records[1]).toMatchObject({ lat: 31.222073, lon: 121.354335 });
  });

  it('reads a GV300 report with its mileage, and a tow alarm', () => {
    const [record] = recordsOf(push(gv300Tow));
    expect(record).toMatchObject({ odometerM: 2_000_000, alarms: ['tow'], speedKmh: 4.3 });
  });

  it('tells a geofence exit (report type 0) from an entry', () => {
    expect(recordsOf(push(gv300Geo))[0]?.alarms).toEqual(['geofence_exit']);
  });

  it('reads the GV300 battery percentage and device status (ignition, inputs, outputs)', () => {
    // Traccar Gl200TextProtocolDecoderTest (GV300 protocol 060100 example).
    const [record] = recordsOf(
      push(
        '+RESP:GTFRI,060100,135790246811220,,,00,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,12345:12:34,,,80,210100,,,,20090214093254,11F0$',
      ),
    );
    expect(record).toMatchObject({
      batteryPct: 80,
      ignition: true,
      // Input byte 01: only the ignition detection line (bit 0), no digital input on.
      inputs: 0,
      outputs: 0,
      odometerM: 2_000_000,
    });
  });

  it('reads a GL300 battery percentage after the cell (firmware 1A0401)', () => {
    // Traccar Gl200TextProtocolDecoderTest.
    const [record] = recordsOf(
      push(
        '+RESP:GTFRI,1A0401,860599000508846,,0,0,1,1,134.8,154,278.7,-76.671089,39.778885,20150623154301,0310,0260,043F,7761,,99,20150623154314,0F24$',
      ),
    );
    expect(record).toMatchObject({
      batteryPct: 99,
      speedKmh: 134.8,
      lat: 39.778885,
      lon: -76.671089,
      hdop: 1,
    });
  });

  it('reads a GL320M extended report (GTERI) with its battery percentage', () => {
    // Traccar Gl200TextProtocolDecoderTest, GL320M (protocol C3).
    const events = push(
      '+RESP:GTERI,C30209,860201067200000,,00000080,0,16,1,1,47.2,245,169.3,-122.234955,47.906141,20260131234254,0310,0260,2CA2,014A2E17,,27,,20260131234255,51D8$',
    );
    expect(recordsOf(events)[0]).toMatchObject({
      time: new Date('2026-01-31T23:42:54Z'),
      lat: 47.906141,
      lon: -122.234955,
      speedKmh: 47.2,
      course: 245,
      batteryPct: 27,
    });
    expect(events[0]).toMatchObject({ type: 'records', id: '860201067200000' });
  });

  it('reads four positions of one GL300 GTFRI, each with its mileage', () => {
    // Traccar Gl200TextProtocolDecoderTest (1A0900).
    const records = recordsOf(
      push(
        '+RESP:GTFRI,1A0900,860599000306845,G3-313,0,0,4,1,2.1,0,426.7,8.611466,47.681639,20181214134603,0228,0001,077F,4812,25.2,1,5.7,34,437.3,8.611600,47.681846,20181214134619,0228,0001,077F,4812,25.2,1,4.4,62,438.2,8.611893,47.681983,20181214134633,0228,0001,077F,4812,25.2,1,4.8,78,436.6,8.612236,47.682040,20181214134648,0228,0001,077F,4812,25.2,83,20181214134702,0654$',
      ),
    );
    expect(records.map((r) => r.speedKmh)).toEqual([2.1, 5.7, 4.4, 4.8]);
    expect(records.every((r) => r.odometerM === 25_200)).toBe(true);
    expect(records[3]?.batteryPct).toBe(83);
  });

  it('marks +BUFF reports as buffered history', () => {
    // Traccar Gl200TextProtocolDecoderTest (the frame's `$` added back, as the tracker sends it).
    const [record] = recordsOf(
      push(
        '+BUFF:GTFRI,060402,862894021808798,,,10,1,1,0.0,349,394.3,-63.287717,-17.662410,20160116234031,0736,0003,6ABA,8305,00,3326.8,,,,94,220100,,,,20160116194035,4D83$',
      ),
    );
    expect(record).toMatchObject({
      time: new Date('2016-01-16T23:40:31Z'),
      extra: { buffered: true, report: 'GTFRI' },
      odometerM: 3_326_800,
      batteryPct: 94,
      ignition: true,
    });
  });
});

// [traccar] Gl200TextProtocolDecoderTest.java: reports whose layout the rules above missed, each
// with the `$` the tracker sends (the test's copy of some drops it).
describe('Queclink @Track: layouts of other firmware [traccar]', () => {
  it('takes the battery percentage from just before the send time (Gl200TextProtocolDecoderTest: 74, 85, 93)', () => {
    // GT501 (423033): no cell, then `15,0,74`; the 0 is no battery level.
    const [nmr] = recordsOf(
      push(
        '+RESP:GTNMR,423033,355197370058831,,0,0,0,1,0,0.0,298,182.7,-79.257983,43.875152,20220627132020,,,,,15,0,74,20220627144928,03CF$',
      ),
    );
    expect(nmr).toMatchObject({
      batteryPct: 74,
      lat: 43.875152,
      lon: -79.257983,
      extra: { report: 'GTNMR' },
    });
    // A signal level (3) before the percentage.
    const [fri] = recordsOf(
      push(
        '+RESP:GTFRI,423031,866873025895726,,0,1,1,0,1,16,0.0,351,51.6,121.391063,31.164633,20181212072535,460,00,1877,DAE,00,3,85,20181212072535,002C$',
      ),
    );
    expect(fri?.batteryPct).toBe(85);
    // Wi-Fi access points between the position and the cell.
    const [wifi] = recordsOf(
      push(
        '+RESP:GTFRI,423037,866884047716519,GT501,0,1,1,5,12,0.1,0,46.8,-95.559173,30.109955,20231110185836,6,0e36c9916485,-50,,,,e831cd5eb79d,-73,,,,ccf4110c4bd5,-79,,,,acdb48973168,-79,,,,80ab4dc323c4,-82,,,,ec8eb5cfa1c6,-89,,,,310,10,711D,81ECF0F,00,,93,20231110185839,0005$',
      ),
    );
    expect(wifi?.batteryPct).toBe(93);
  });

  it('reads a report without a send time at the fix time (Gl200TextProtocolDecoderTest: verifyPosition(s))', () => {
    const [record] = recordsOf(
      push(
        '+RESP:GTFRI,5E0100,862061048023666,,,12940,10,1,1,0.0,97,179.8,-90.366478,38.735379,20230616183231,0310,0410,6709,03ADF710,00,6223.7,,,,,110000,,,,202306161834$',
      ),
    );
    expect(record).toMatchObject({
      time: new Date('2023-06-16T18:32:31Z'),
      lat: 38.735379,
      lon: -90.366478,
      odometerM: 6_223_700,
    });
    const events = push(
      '+BUFF:GTFRI,210101,863286020016706,,,10,1,1,,,,49.903915,40.391669,20140818105815,,,,,,,,,,,210100,,,,,000C$',
    );
    expect(events[0]).toMatchObject({ type: 'records', id: '863286020016706' });
    expect(text((events[0] as { ack?: Uint8Array }).ack)).toBe('+SACK:000C$');
    expect(recordsOf(events)[0]).toMatchObject({
      time: new Date('2014-08-18T10:58:15Z'),
      lat: 40.391669,
      lon: 49.903915,
    });
  });

  it('reads early firmware that sends no protocol version (Gl200TextProtocolDecoderTest: GTTRI, GTINF)', () => {
    const events = push(
      '+RESP:GTTRI,862370030005908,1,0,99,1,0.0,354,18.5,18.821100,-34.084002,20170607152024,0655,0001,00DD,1CAE,00,0103010100,20170607172115,3E7D$',
    );
    expect(events[0]).toMatchObject({ type: 'records', id: '862370030005908' });
    expect(recordsOf(events)[0]).toMatchObject({
      time: new Date('2017-06-07T15:20:24Z'),
      lat: -34.084002,
      lon: 18.8211,
    });
    // Its GTINF fields stand elsewhere: the unit is alive, nothing is read from them.
    expect(
      push(
        '+RESP:GTINF,359464030073766,8938003990320469804f,18,99,100,1,0,+2.00,0,20131018084015,00EE,0103090402$',
      ),
    ).toEqual([{ type: 'heartbeat', id: '359464030073766' }]);
  });
});

describe('Queclink @Track: events', () => {
  it('answers the heartbeat +ACK:GTHBD with +SACK:GTHBD,<version>,<count>$', () => {
    // GL300 protocol 3.4 Heartbeat: the example and the server's documented answer.
    const events = push('+ACK:GTHBD,1A0102,135790246811220,,20100214093254,11F0$');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'heartbeat', id: '135790246811220' });
    expect(text((events[0] as { ack?: Uint8Array }).ack)).toBe('+SACK:GTHBD,1A0102,11F0$');
  });

  it('raises SOS from GTSOS', () => {
    // GV300 protocol 3.3.1 example.
    const [record] = recordsOf(
      push(
        '+RESP:GTSOS,060100,135790246811220,,,00,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,20090214093254,11F0$',
      ),
    );
    expect(record?.alarms).toEqual(['sos']);
  });

  it('reads ignition on from GTIGN, with its mileage', () => {
    // Traccar Gl200TextProtocolDecoderTest.
    const [record] = recordsOf(
      push(
        '+RESP:GTIGN,060228,862894020180553,,9860,0,0.2,189,420.0,-63.158195,-17.800608,20160309022951,0736,0003,6AD4,3471,00,,881.2,20160308222956,129A$',
      ),
    );
    expect(record).toMatchObject({ ignition: true, valid: false, odometerM: 881_200, course: 189 });
  });

  it('keeps a GTIGF without any position, at its send time', () => {
    // Traccar Gl200TextProtocolDecoderTest.
    const records = recordsOf(
      push(
        '+RESP:GTIGF,500101,868570000393782,,0,0,,,,,,,0730,0002,A08F,872B36,00,,0.0,20240921021804,E3B1$',
      ),
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      time: new Date('2024-09-21T02:18:04Z'),
      valid: false,
      ignition: false,
    });
    expect(records[0]?.lat).toBeUndefined();
  });

  it('reads the motion state of GTSTT: moving raises movement, resting does not', () => {
    // Traccar Gl200TextProtocolDecoderTest.
    const moving = recordsOf(
      push(
        '+RESP:GTSTT,04040C,359231038939904,,42,0,0.0,117,346.0,8.924243,50.798077,20130618125152,0262,0002,0299,109C,00,20130618125154,017A$',
      ),
    )[0];
    expect(moving?.alarms).toEqual(['movement']);
    const resting = recordsOf(
      push(
        '+RESP:GTSTT,060228,862894020178276,,21,0,0.0,0,411.3,-63.169745,-17.776330,20160319132220,0736,0003,6AD4,5BAA,00,20160319092223,1FBD$',
      ),
    )[0];
    expect(resting).toMatchObject({ ignition: true });
    expect(resting?.alarms).toBeUndefined();
  });

  it('raises low battery from GTBPL with the battery voltage', () => {
    // Traccar Gl200TextProtocolDecoderTest (GL500 protocol 110100).
    const [record] = recordsOf(
      push(
        '+RESP:GTBPL,110100,358688000000158,,3.53,0,4.3,92,70.0,121.354335,31.222073,20110214013254,0460,0000,18d8,6141,,20110214093254,001F$',
      ),
    );
    expect(record).toMatchObject({ alarms: ['low_battery'], batteryV: 3.53 });
  });

  it('keeps a GTPFA (powered off) without a position', () => {
    // Traccar Gl200TextProtocolDecoderTest (GL300M).
    const [record] = recordsOf(push('+RESP:GTPFA,F50201,866425030235982,GL300M,20190208124849,0BD4$'));
    expect(record).toMatchObject({
      time: new Date('2019-02-08T12:48:49Z'),
      valid: false,
      extra: { devicePower: false },
    });
  });

  it('reads GTINF as a heartbeat with battery percentage, voltage and mileage', () => {
    // Traccar Gl200TextProtocolDecoderTest (GL300 protocol 1A0800).
    const [event] = push(
      '+RESP:GTINF,1A0800,860599000773978,GL300,41,89701016426133851978,17,0,1,26.6,,3.90,1,1,0,0,0,20161003184043,69,1,44,,,20161004040811,022C$',
    );
    expect(event).toMatchObject({
      type: 'heartbeat',
      id: '860599000773978',
      record: { batteryPct: 69, batteryV: 3.9, odometerM: 26_600, gsmSignalPct: 55 },
    });
  });

  it('takes a command acknowledgement as the command result', () => {
    // Traccar Gl200TextProtocolDecoderTest (the frame's `$` added back).
    const [event] = push('+ACK:GTRTO,1A0800,860599000773978,GL300,VER,FFFF,20161006053520,0C19$');
    expect(event).toMatchObject({
      type: 'command_result',
      id: '860599000773978',
      text: '+ACK:GTRTO,1A0800,860599000773978,GL300,VER,FFFF,20161006053520,0C19',
    });
    expect(text((event as { ack?: Uint8Array }).ack)).toBe('+SACK:0C19$');
  });
});

describe('Queclink @Track: framing', () => {
  it('joins a message split over several reads', () => {
    const events = push(gl300Fri.slice(0, 10), gl300Fri.slice(10, 90), gl300Fri.slice(90));
    expect(recordsOf(events)).toHaveLength(1);
  });

  it('splits several messages in one read', () => {
    const events = push(`${gl300Fri}${gv300Tow}\r\n${gv300Geo}`);
    expect(recordsOf(events).map((r) => r.extra?.report)).toEqual(['GTFRI', 'GTTOW', 'GTGEO']);
  });

  it('drops a message longer than maxFrameBytes up to its `$`, then reads the next', () => {
    const stream = queclinkCodec.createStream();
    const long = `+RESP:GTFRI,1A0102,135790246811220,${'9'.repeat(queclinkCodec.maxFrameBytes)}`;
    const first = stream.push(Buffer.from(long.slice(0, 3000)));
    expect(first).toEqual([]);
    const second = stream.push(Buffer.from(long.slice(3000)));
    expect(second).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'too_long' })]);
    expect(stream.buffered()).toBe(0);
    const third = stream.push(Buffer.from(`${'9'.repeat(500)}$${gl300Fri}`));
    expect(third).toHaveLength(1);
    expect(third[0]?.type).toBe('records');
  });

  it('counts garbage as malformed and goes on', () => {
    const events = push(`\x01\x02\xff$hello$${gl300Fri}`);
    expect(events.map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual([
      'malformed',
      'malformed',
      'records',
    ]);
  });
});

describe('Queclink @Track: commands', () => {
  it('encodes a reboot as AT+GTRTO sub-command 3 with the serial number', () => {
    // GL300 protocol 3.2.11 (AT+GTRTO=gl300,0,,,,,,000B$ shape); Traccar's Gl200ProtocolEncoder for reboot.
    const bytes = queclinkCodec.encodeCommand({
      name: 'reboot',
      text: '',
      id: '135790246811220',
      serial: 0x0b,
    });
    expect(text(bytes)).toBe('AT+GTRTO=gl300,3,,,,,,000B$');
  });

  it('passes a custom command through, adding its `$`', () => {
    const bytes = queclinkCodec.encodeCommand({
      name: 'custom',
      text: 'AT+GTRTO=gl300,0,,,,,,000B',
      id: '1',
      serial: 1,
    });
    expect(text(bytes)).toBe('AT+GTRTO=gl300,0,,,,,,000B$');
    expect(() =>
      queclinkCodec.encodeCommand({ name: 'custom', text: 'reboot please', id: '1', serial: 1 }),
    ).toThrow();
  });

  it('points the tracker at the server with AT+GTSRI (TCP long connection, SACK on)', () => {
    // GL300 protocol 3.2.3: password, report mode, reserved, buffer, main server IP and port, backup
    // IP and port, SMS gateway, heartbeat interval, SACK enable, SMS ACK, quick link, 2 reserved, serial.
    const sms = queclinkCodec.setupSms?.('track.example.com', 5004) ?? '';
    expect(sms).toBe('AT+GTSRI=gl300,3,,1,track.example.com,5004,,,,5,1,0,0,,,FFFF$');
    expect(sms.slice('AT+GTSRI='.length, -1).split(',')).toHaveLength(16);
  });
});
