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

// [traccar] Jt808ProtocolDecoderTest.java at traccar/traccar 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
// vendors' additional items, each vector with the value Traccar's test asserts (and the others
// its decoder reads from the same frame).
const vendorItems: Array<[string, string, Partial<TrackerRecord>]> = [
  [
    '0xE4: charging, battery level 99',
    '7e02000048051160004464000d00000000000c00020159885e06cbf34400000000000020080718072201040000000130011c310109e4020063e50100e60100e7080000000000000000ee0a01cc01262c009a6743001e7e',
    { batteryPct: 99, extra: expect.objectContaining({ charging: true }) },
  ],
  [
    '0xD4: battery level 100; 0xD5: battery 4.18 V',
    '7e0200004d794308010679013800000000022c004e01819568036ef38c005c00120000251118112611d40164d50201a230011d31010cf40104f9020007fe0400000090fd0a02e8000400044a150fe6ef014a0b062200623a4965977e',
    { batteryPct: 100, batteryV: 4.18 },
  ],
  [
    '0xEB 0x002D: battery 4.005 V; 0x00A8: level 92; 0x00B2: ICCID',
    '7e020000530095900689830016000000000000000b00a2394803a925f800000000000025112411514701040000003e300115310113eb29000c00b28988228066613427450900060089ffffffff000600c5ffffffef0004002d0fa5000300a85c657e',
    { batteryV: 4.005, batteryPct: 92, extra: expect.objectContaining({ iccid: '89882280666134274509' }) },
  ],
  [
    '0xEB 0x0089 bit 12 clear: removed',
    '7e020000530095900689830016000000000000000b00a2394803a925f800000000000025112411514701040000003e300115310113eb29000c00b28988228066613427450900060089ffffefff000600c5ffffffef0004002d0fa5000300a85c757e',
    { alarms: ['tamper'] },
  ],
  [
    '0xEB 0x00C5 bit 6 clear: vibration',
    '7e020000530095900689830016000000000000000b00a2394803a925f800000000000025112411514701040000003e300115310113eb29000c00b28988228066613427450900060089ffffffff000600c5ffffffaf0004002d0fa5000300a85c257e',
    { alarms: ['vibration'] },
  ],
  [
    '0x06: battery level 62',
    '7e0200001f01207646327900400000000000006002015c7ab706d20469003b0000000025040216362606013e6b7e',
    { batteryPct: 62 },
  ],
  [
    '0xE3: battery level 100, 4.10 V',
    '7e02000033017051564189000c00000000000c00020158ff7206cd1f4c000000000123201122115639010400000000300143310114930100e3060064019a0000557e',
    { batteryPct: 100, batteryV: 4.1 },
  ],
  [
    '0xEB 0x00A8: battery level 76',
    '7E0200005300959000194400080000000000000003015DA64806CCB4A8001100000000230816014137010400005B3F30011F310112EB29000C00B28986049910219020787400060089FFFFFFFF000600C5FFFFFFEF0004002D0F4E000300A84CE07E',
    { batteryPct: 76, batteryV: 3.918 },
  ],
  [
    '0x56: battery level 9 tens, 90',
    '7e0200003f014501643822000300020000000c000c0000000000000000000000000000230615143903300111310100530901027f0300456f073e56020900fe02001e57080002000200000000df7e',
    { batteryPct: 90 },
  ],
  [
    '0x69: battery 3.95 V',
    '7e0200006476806111898300710000000000100046005d3156065f7128000000000000230511165956660b01fe000001031a5d1a8101670831333231343332326902018b6a01166b01006c0f323034303830393230373533363735711438393434343738383030303030323131303030464b7e',
    { batteryV: 3.95 },
  ],
  [
    '0xEB 0x00E1: battery level 100',
    '7e020000340551231425560568000000000400000201618a9706c320e100410000002722060816261501040000015d300115310105eb0a000300e164000300e301957e',
    { batteryPct: 100 },
  ],
  [
    '0xEB 0x0089 with alarm bit 7: low battery and removed',
    '7E020000480123456789010013000000800000000301597BC506CBFF6600EB00000155210726203531010400000000EB24000C00B28986047701207027150200060089FFFFEFFF0004002D0E10000600C5FFFFFFEF697E',
    { alarms: ['low_battery', 'tamper'] },
  ],
  [
    '0xFE of one byte: battery level 69',
    '7e02000033202011200010001300020000000400020158b30006c93ee5002000000000201127162937010400000000fe0145ff0c01cc00000000263300000f3e627e',
    { batteryPct: 69 },
  ],
  [
    '0xF1: power 12.428 V; 0xF7: battery 3.719 V, charging, level 70',
    '7E020000964130564801050048000000001000004F01651E2E02CAEC3802E80000001524062616002101040000000330011F31010EF1040000308CF231414F56585F564C3330302D4C415F48322E315F4547393135554C4141425230334130324D30385F56322E312E305F763130F3011FF400F5080000000000000001F6084008FFFFFFFD0009F70600000E870246F912000F000000010000062A00082406261600184D7E',
    {
      externalPowerV: 12.428,
      batteryV: 3.719,
      batteryPct: 70,
      extra: expect.objectContaining({ charging: true }),
    },
  ],
  [
    '0x82: power 13.0 V',
    '7e0200003601911111000000d2000000000000004202b71a72008dbba000000000000025070208082901040000000030011731010e5708000000000000000082020082367e',
    { externalPowerV: 13 },
  ],
];
// [traccar] two more, sent with an all-zero terminal id (which we refuse): 0xEB 0x002D of 4 bytes
// (power 11.7 V), and 0xE1 of 2 bytes (power 11.4 V) with 0x2B's two analog inputs.
const zeroIdPower =
  '7e0200006300000000000008f50000000000000000000000000000000000c7000000cc260615100115010400000001300114310108eb39000c00b20000000000000000000000060089fffffffe000600c5ffffffef0006002d00002db4001100d5303030303030303030303030303030c87e';
const zeroIdE1 =
  '7e02000032000000000000022500000000000c0002000000000000000000710000014626061510572501040000006430011f31010ce10200722b04ab560000487e';
// [traccar] 0x0210: location bodies each after a one-byte length (8, one without items); and a
// 7-byte body, battery level 79 and a time.
const batch0210 =
  '7E021001A2010036526447000A3B00000000000000010158F52206C916B0000000000000161118110121661D019431000B0000CF47006931000B000058A4006930000B0000882400693B00000000000000010158F52206C916B0000000000000161118110122661D019431000B0000CF47006931000B000058A4006930000B0000882400693B00000000000000010158F52206C916B0000000000000161118110123661D019431000B0000CF47006931000B000058A4006930000B0000882400693B00000000000000010158F52206C916B0000000000000161118110124661D019431000B0000CF47006931000B000058A4006930000B0000882400691C00000000000000010158F52206C916B00000000000001611181101253B00000000000000010158F52206C916B0000000000000161118110126661D019431000B0000CF47006931000B000058A4006930000B0000882400693B00000000000000010158F52206C916B0000000000000161118110127661D019431000B0000CF47006931000B000058A4006930000B0000882400691C00000000000000010158F52206C916B0000000000000161118110128F57E';
const battery0210 = '7e0210000704546000231900884f2606180229579c7e';
// [traccar] a 0x0704 batch of three whose 0xEB lists carry 0x00CE, power 74.94 V in the first.
const batchPower =
  '7e070400db07904116875014480003010046000000000000000b020057d40072fb9c0064017200f220090215230301040000092930011f31010ceb1c000c00b28921200272401241734f00060089ffffffef000400ce1d460046000000000000000b0200570c0072fdb2005f013600ee20090215230801040000092a30011f31010ceb1c000c00b28921200272401241734f00060089ffffffef000400ce1e800046000000000000000b020056ac0072fe9b005a00d200ec20090215231301040000092a30011b31010ceb1c000c00b28921200272401241734f00060089ffffffef000400ce1e35d77e';
// [traccar] an 0xE3 of 10 bytes holding the text "NatureLink": no battery.
const e3Text =
  '7e0200009e017721028890061b00000000004c000301d9f2d4073ca28d002b01c2000024011017260501040000023c3001193101162504000000001404000000011504000000041604000000001702000018030000002b0400000000e10400735443e20400001211e30a4e61747572654c696e6be635244f42442d52542c2c35352e3030302c3130332e37382c2c302e302c342c2c2c2c302e3030302c2c31323336302e32382c2c2c0d0aa27e';

function pushAll(chunks: Uint8Array[]): TrackerEvent[] {
  const stream = huabaoCodec.createStream();
  return chunks.flatMap((chunk) => stream.push(chunk));
}

function one(hex: string): TrackerEvent {
  const events = pushAll([fromHex(hex)]);
  expect(events).toHaveLength(1);
  return events[0] as TrackerEvent;
}

/** Traccar's frame sent from another terminal id (6 BCD bytes), its checksum recomputed. */
function withTerminal(hex: string, terminal: string): string {
  const content = Buffer.from(hex.slice(2, -2), 'hex');
  Buffer.from(terminal, 'hex').copy(content, 4);
  content[content.length - 1] = xor8(content, 0, content.length - 1);
  return `7e${content.toString('hex')}7e`;
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

  it.each(vendorItems)('reads the vendor item %s [traccar]', (_name, hex, expected) => {
    const [record] = records(one(hex));
    expect(record).toMatchObject(expected);
  });

  it('reads external power from 0xEB 0x002D of 4 bytes and 0xE1 of 2 bytes [traccar: 11.7 V, 11.4 V]', () => {
    const [power] = records(one(withTerminal(zeroIdPower, '013912345678')));
    expect(power).toMatchObject({ externalPowerV: 11.7, gsmSignalPct: 65, satellites: 8 });
    // Its ICCID item is all zeros: no SIM's.
    expect(power?.extra?.iccid).toBeUndefined();
    const [e1] = records(one(withTerminal(zeroIdE1, '013912345678')));
    expect(e1).toMatchObject({
      externalPowerV: 11.4,
      extra: expect.objectContaining({ adc1: 438.62, adc2: 0 }),
    });
  });

  it('leaves an 0xE3 that holds text, and a vehicle battery in a battery item is external power [traccar]', () => {
    const [record] = records(one(e3Text));
    expect(record?.batteryPct).toBeUndefined();
    expect(record?.batteryV).toBeUndefined();
    expect(record).toMatchObject({ speedKmh: 45, satellites: 22, odometerM: 57200 });
  });

  it('reads the external power of each location of a 0x0704 batch [traccar: 74.94 V]', () => {
    const list = records(one(batchPower));
    expect(list.map((r) => r.externalPowerV)).toEqual([74.94, 78.08, 77.33]);
  });

  it('decodes a 0x0210 batch of 8 locations with one-byte lengths, answered with 0x8001 [traccar]', () => {
    const event = one(batch0210);
    const list = records(event);
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({ lat: 22.607138, lon: 113.84184, ignition: true });
    expect(list.map((r) => r.time.toISOString().slice(11, 19))).toEqual([
      '03:01:21',
      '03:01:22',
      '03:01:23',
      '03:01:24',
      '03:01:25',
      '03:01:26',
      '03:01:27',
      '03:01:28',
    ]);
    expect(reply(event.type === 'records' ? event.ack : undefined)).toMatchObject({
      messageId: 0x8001,
      body: '000A021000',
    });
  });

  it('keeps the battery level of a 7-byte 0x0210 as the state [traccar: battery 79]', () => {
    expect(one(battery0210)).toMatchObject({
      type: 'heartbeat',
      id: '45460002319',
      record: { batteryPct: 79 },
    });
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
    expect(huabaoCodec.setupSms?.('203.0.113.5', 5015)).toBe('SERVER,0,203.0.113.5,5015,0#');
    expect(huabaoCodec.setupSms?.('track.example.com', 5015)).toBe('SERVER,1,track.example.com,5015,0#');
  });
});
