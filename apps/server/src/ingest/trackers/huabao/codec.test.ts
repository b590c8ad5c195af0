import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { xor8 } from '../crc.ts';
import { huabaoCodec } from './codec.ts';

// Sources:
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/Jt808ProtocolDecoderTest.java (the
//   HuabaoProtocolDecoderTest.java of before the rename): real units' frames. The decoder test
//   feeds frames without the frame decoder, so a few hold unescaped 7E/7D or edited checksums;
//   those are not used here. Expected values are read from the frames per JT/T 808-2013 §8.18.
// [traccar-enc] Jt808ProtocolEncoderTest.java: the 0x8300 text command to Traccar's test device.
// [std] JT/T 808-2013 §4 (framing, escapes, XOR checksum), §8.1/8.5/8.6 (0x8001, 0x8100).

const registration2013 =
  '7E01000021013345678906000F002C012F373031313142534A2D4D3742203030303030303001D4C1423838383838B47E';
const registration2019 =
  '7e0100405c010000086649607758216452180000000000000000000000000000004d443330300000000000000000000000000000000000000000000000000038363634393630373735383231363400000000000000000000000000000004000000000000000000000000000000007a7e';
const authentication = '7E0102000E013511221122000661757468656E7469636174696F6E3F7E';
const heartbeat = '7e0002000004304832546500b7ca7e';
const locationSos =
  '7e0200002e094027587492000a000000010000000a03083db7001329f3000000140000130412164952010400000012360a0002341502cb0c20085c107e';
const locationToronto =
  '7e0200007c0191718447540dcd000000008000000b029eabc204ba78510004000000042111182321120104000017f6cc14383933303237323037303339333033383732373130011d800134810204718202008283010e84017b85021ae986012f870201788901038b114a4e31424a314352364b573333363533358c040008dcb68d02018c8e013da000c07e';
const locationSouth =
  '7e0200002c00160128561400030000000000040007005de13c065c6cdb00160000000017011710054201040000a9002a02000030011b310104e47e';
const locationBattery =
  '7e0200002f017028775424038d000000000000000a0189dbeb04ca653a00000012014723040700074401040000000030011b31010ee1012dea020001dc7e';
const batch =
  '7E0704014301356777777707F5000801002600000000000000030159741206CBFD5001720000000116052709062401040000001D03020000002600000000000000030159746606CBFD50016B0000000116052709065301040000001D0302000000260000000000000003015975E406CBFE58013F0000000116052709072701040000001D0302000000260000000000000003015976DE06CBFF10012E0000000116052709075601040000001D0302000000260000000000000003015976BC06CBFED0012D0000000116052709083001040000001D0302000000260000000000000003015976FE06CBFEC001080000000116052709090001040000001D0302000000260000000000000003015976FE06CBFE7800FC0000000116052709093301040000001D0302000000260000000000000003015977A606CBFF3001080000000116052709100201040000001D030200001F7E';
const textReply = '7e13000012045450091546010900000053006500740020004f004b0021000d197e';
// [traccar] the 0x0200 whose tire item holds 7E twice and 7D once, escaped as the unit sent it.
const escaped =
  '7E02000070012040000004019C00000000000004030158DF9706C9606B002C000000AB250417170023010400000C5305030000003001153101158202008B530B0101CC00262600000FF1137730017D0219F100384D08026E73E0003A4D08037D0219E800000000047D023B950000000005409017000000000640A69600000000337E';

function pushAll(chunks: Uint8Array[]): TrackerEvent[] {
  const stream = huabaoCodec.createStream();
  return chunks.flatMap((chunk) => stream.push(chunk));
}

function one(hex: string): TrackerEvent {
  const events = pushAll([fromHex(hex)]);
  expect(events).toHaveLength(1);
  return events[0] as TrackerEvent;
}

function records(event: TrackerEvent): TrackerRecord[] {
  if (event.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(event)}`);
  return event.records;
}

/** A reply, unescaped, its checksum checked: message id, terminal field, serial and body. */
function reply(bytes: Uint8Array | undefined) {
  const hex = toHex(bytes ?? new Uint8Array());
  expect(hex.startsWith('7E') && hex.endsWith('7E')).toBe(true);
  const content = Buffer.from(hex.slice(2, -2).replace(/7D02/g, '7E').replace(/7D01/g, '7D'), 'hex');
  expect(content.at(-1)).toBe(xor8(content, 0, content.length - 1));
  const versioned = (content.readUInt16BE(2) & 0x4000) !== 0;
  const terminalEnd = versioned ? 15 : 10;
  return {
    messageId: content.readUInt16BE(0),
    length: content.readUInt16BE(2) & 0x3ff,
    terminal: toHex(content.subarray(versioned ? 5 : 4, terminalEnd)),
    serial: content.readUInt16BE(terminalEnd),
    body: toHex(content.subarray(terminalEnd + 2, -1)),
  };
}

describe('huabao (JT/T 808) codec', () => {
  it('answers a 2013 registration with 0x8100, result 0 and an authentication code [traccar]', () => {
    const event = one(registration2013);
    expect(event).toMatchObject({ type: 'login', id: '13345678906' });
    if (event.type !== 'login') return;
    // Body: the registration's serial 0x000F, result 0, the code (the id's digits in ASCII).
    expect(reply(event.accept)).toEqual({
      messageId: 0x8100,
      length: 14,
      terminal: '013345678906',
      serial: 0,
      body: `000F00${Buffer.from('13345678906').toString('hex').toUpperCase()}`,
    });
    // Refused: result 4, no such terminal in the database, and no code.
    expect(reply(event.reject).body).toBe('000F04');
  });

  it('answers a 2019 registration in the 2019 form, with its version and 10-byte number [traccar]', () => {
    const event = one(registration2019);
    expect(event).toMatchObject({ type: 'login', id: '866496077582164' });
    if (event.type !== 'login') return;
    // 8100, properties 0x4000 | 18, version 1, the number, our serial 0, body 5218 00 and the code.
    expect(toHex(event.accept ?? new Uint8Array())).toBe(
      '7E81004012010000086649607758216400005218003836363439363037373538323136348A7E',
    );
  });

  it('answers an authentication with 0x8001 carrying its serial and id, result 0 [traccar]', () => {
    const event = one(authentication);
    expect(event).toMatchObject({ type: 'login', id: '13511221122' });
    if (event.type !== 'login') return;
    expect(toHex(event.accept ?? new Uint8Array())).toBe('7E8001000501351122112200000006010200B57E');
    expect(reply(event.reject).body).toBe('0006010201');
  });

  it('answers a heartbeat with 0x8001 [traccar]', () => {
    const event = one(heartbeat);
    expect(event).toMatchObject({ type: 'heartbeat', id: '43048325465' });
    if (event.type !== 'heartbeat') return;
    expect(reply(event.ack)).toMatchObject({
      messageId: 0x8001,
      terminal: '043048325465',
      body: '00B7000200',
    });
  });

  it('decodes a location with an SOS alarm, its GMT+8 time in UTC [traccar: 2013-04-12 16:49:52 +8]', () => {
    const event = one(locationSos);
    const [record] = records(event);
    expect(record).toMatchObject({
      valid: true,
      lat: 50.871735,
      lon: -1.255923,
      speedKmh: 2,
      course: 0,
      altitude: 0,
      ignition: false,
      odometerM: 1800,
      alarms: ['sos'],
    });
    expect(record?.time.toISOString()).toBe('2013-04-12T08:49:52.000Z');
    if (event.type === 'records')
      expect(reply(event.ack)).toMatchObject({ messageId: 0x8001, body: '000A020000' });
  });

  it('decodes a location near Toronto with ACC on and the west bit [traccar]', () => {
    const [record] = records(one(locationToronto));
    expect(record?.time.toISOString()).toBe('2021-11-18T15:21:12.000Z');
    expect(record).toMatchObject({ valid: true, lat: 43.95309, lon: -79.329361, ignition: true });
    expect(record?.odometerM).toBe(613_400);
    // No alarm; the status word 0x8000000B: ACC on, positioned, west (and a vendor's bit 31).
    expect(record?.alarms).toBeUndefined();
    expect(record?.extra).toMatchObject({ status: 0x8000000b });
  });

  it('decodes a southern fix, satellites and signal [traccar]', () => {
    const [record] = records(one(locationSouth));
    expect(record).toMatchObject({ valid: true, lat: -6.152508, lon: 106.720475, satellites: 4 });
    expect(record?.extra).toMatchObject({ rssi: 27 });
    expect(record?.time.toISOString()).toBe('2017-01-17T02:05:42.000Z');
  });

  it('reads the battery level item 0xE1 and the speed in 1/10 km/h [traccar: battery 45]', () => {
    const [record] = records(one(locationBattery));
    expect(record).toMatchObject({ batteryPct: 45, speedKmh: 1.8, course: 327, satellites: 14 });
  });

  it('decodes a 0x0704 batch of 8 re-uploaded locations, answered once [traccar]', () => {
    const event = one(batch);
    const list = records(event);
    expect(list).toHaveLength(8);
    expect(list[0]?.time.toISOString()).toBe('2016-05-27T01:06:24.000Z');
    expect(list[0]).toMatchObject({
      lat: 22.639634,
      lon: 114.031952,
      altitude: 370,
      extra: { archive: true },
    });
    expect(list[7]?.time.toISOString()).toBe('2016-05-27T01:10:02.000Z');
    if (event.type === 'records')
      expect(reply(event.ack)).toMatchObject({
        messageId: 0x8001,
        terminal: '013567777777',
        body: '07F5070400',
      });
  });

  it('unescapes a frame and escapes the answer [traccar, std]', () => {
    const event = one(escaped);
    expect(records(event)[0]).toMatchObject({ lat: 22.601623, lon: 113.860715, satellites: 21 });
    // The answer's body holds the serial 0x019C and the id 0x0200; its checksum is 0x7E, sent 7D 02.
    if (event.type === 'records') expect(toHex(event.ack ?? new Uint8Array())).toMatch(/7D027E$/);
  });

  it('refuses a frame whose checksum is wrong and goes on with the next one [std]', () => {
    const bad = `${heartbeat.slice(0, -4)}00${heartbeat.slice(-2)}`;
    const events = pushAll([fromHex(bad + heartbeat)]);
    expect(events[0]).toMatchObject({ type: 'bad_frame', reason: 'checksum' });
    expect(events[1]).toMatchObject({ type: 'heartbeat', id: '43048325465' });
  });

  it('joins split reads and splits coalesced ones', () => {
    const all = fromHex(registration2013 + locationSos + heartbeat);
    const byteByByte = pushAll([...all].map((b) => Uint8Array.of(b)));
    expect(byteByByte.map((e) => e.type)).toEqual(['login', 'records', 'heartbeat']);
    expect(pushAll([all]).map((e) => e.type)).toEqual(['login', 'records', 'heartbeat']);
  });

  it('refuses bytes that are no JT/T 808 frame, and bounds a frame without its end flag', () => {
    expect(pushAll([Buffer.from('GET / HTTP/1.1\r\n')])).toMatchObject([{ type: 'bad_frame', fatal: true }]);
    const stream = huabaoCodec.createStream();
    const events = stream.push(Buffer.alloc(huabaoCodec.maxFrameBytes + 1, 0x30).fill(0x7e, 0, 1));
    expect(events).toMatchObject([{ type: 'bad_frame', reason: 'too_long', fatal: true }]);
  });

  it('keeps a vendor text reply (0x1300, UTF-16) with the state [traccar: "Set OK!"]', () => {
    expect(one(textReply)).toMatchObject({ type: 'heartbeat', record: { extra: { result: 'Set OK!' } } });
  });

  it("takes the terminal's general response to 0x8300 as the command's answer [std]", () => {
    // 0x0001 from 013511221122, serial 1: answering our serial 5, message 0x8300, result 0.
    const content = fromHex('0001000501351122112200010005830000');
    const frame = Buffer.concat([Uint8Array.of(0x7e), content, Uint8Array.of(xor8(content), 0x7e)]);
    expect(one(toHex(frame))).toEqual({ type: 'command_result', id: '13511221122', text: 'ok' });
  });

  it("sends a text command as 0x8300 byte for byte as Traccar's encoder does [traccar-enc]", () => {
    const bytes = huabaoCodec.encodeCommand({
      name: 'custom',
      text: 'Test, Command, 123#',
      id: '123456789012345',
      serial: 0,
    });
    expect(toHex(bytes)).toBe('7E830000140B3A73CE2FF2000001546573742C20436F6D6D616E642C2031323323A57E');
  });

  it('sends a position query and a reset to a phone-number id in the 2013 form [std]', () => {
    const query = reply(
      huabaoCodec.encodeCommand({ name: 'request_position', text: '', id: '13511221122', serial: 7 }),
    );
    expect(query).toEqual({ messageId: 0x8201, length: 0, terminal: '013511221122', serial: 7, body: '' });
    const reset = reply(
      huabaoCodec.encodeCommand({ name: 'reboot', text: '', id: '13511221122', serial: 8 }),
    );
    expect(reset).toMatchObject({ messageId: 0x8105, body: '04' });
  });

  it('sends commands to a 2019 unit registered by its 15-digit IMEI in the 2019 form it used [traccar]', () => {
    // registration2019 (Jt808ProtocolDecoderTest): version 1, terminal 00000866496077582164.
    const login = one(registration2019);
    expect(login).toMatchObject({
      type: 'login',
      id: '866496077582164',
      form: '2019:1:00000866496077582164',
    });
    const form = login.type === 'login' ? login.form : undefined;
    const query = reply(
      huabaoCodec.encodeCommand({
        name: 'request_position',
        text: '',
        id: '866496077582164',
        serial: 3,
        form,
      }),
    );
    expect(query).toEqual({
      messageId: 0x8201,
      length: 0,
      terminal: '00000866496077582164',
      serial: 3,
      body: '',
    });
    // The 2019 text message has its type byte (1, notice) after the flag.
    const text = reply(
      huabaoCodec.encodeCommand({ name: 'custom', text: 'STATUS#', id: '866496077582164', serial: 4, form }),
    );
    expect(text.body).toBe(`0101${toHex(Buffer.from('STATUS#'))}`);
  });

  it('keeps the 2013 form a terminal logged in with, whatever the length of its id [traccar]', () => {
    const login = one(authentication);
    expect(login).toMatchObject({ type: 'login', form: '2013:013511221122' });
    const form = login.type === 'login' ? login.form : undefined;
    const query = reply(
      huabaoCodec.encodeCommand({ name: 'reboot', text: '', id: '13511221122', serial: 1, form }),
    );
    expect(query).toMatchObject({ messageId: 0x8105, terminal: '013511221122' });
  });

  it("points Concox/Jimi JT808 units here with their manual's SERVER command", () => {
    expect(huabaoCodec.setupSms('203.0.113.5', 5015)).toBe('SERVER,0,203.0.113.5,5015,0#');
    expect(huabaoCodec.setupSms('track.example.com', 5015)).toBe('SERVER,1,track.example.com,5015,0#');
  });
});
