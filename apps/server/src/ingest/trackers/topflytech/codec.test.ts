import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { parseTopflytechMessage, topflytechCodec } from './codec.ts';
import { decoderVectors, encoderVector, vendorVersionAnswer } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c:
//   src/test/java/org/traccar/protocol/T800xProtocolDecoderTest.java (all 32 vectors, verbatim in
//   test/traccar-vectors.ts, replayed through our stream) and T800xProtocolEncoderTest.java; the
//   answers are those T800xProtocolDecoder.sendResponse writes, the values those its asserts name.
// [vendor] TOPFLYtech/TOPFLYtechCodec at 1b2dfc3715dbbcd2b993fa0cb2919c8a571dbd28, ConfigMsgDoc.md.

const hex = (b?: Uint8Array) => (b ? toHex(b) : undefined);
const vector = (start: string, nth = 0) => {
  const found = decoderVectors.filter((v) => v.startsWith(start))[nth];
  if (!found) throw new Error(`no vector ${start}`);
  return fromHex(found);
};
const events = (bytes: Buffer) => topflytechCodec.createStream().push(bytes);
function recordsOf(list: TrackerEvent[]): { records: TrackerRecord[]; ack?: string } {
  const all = list.filter((e) => e.type === 'records');
  return { records: all.flatMap((e) => e.records), ack: hex(all[0]?.ack) };
}

describe('Topflytech: every Traccar decoder vector [traccar]', () => {
  it('decodes all 32 without a bad frame, each unit logging in once', () => {
    const outcome: Record<string, number> = {};
    for (const v of decoderVectors) {
      const stream = topflytechCodec.createStream();
      for (const e of stream.push(fromHex(v))) outcome[e.type] = (outcome[e.type] ?? 0) + 1;
      expect(stream.buffered()).toBe(0);
    }
    // 23 vectors of position/behaviour/BLE messages, two of them 7 and 2 frames together, 2 network, 2 heartbeats,
    // 1 command answer, and a login per vector.
    expect(outcome).toEqual({ login: 32, records: 30, heartbeat: 4, command_result: 1 });
  });

  it('answers the logins with the head echoed, serial 0001 for the 0x2323 family', () => {
    const answers = ['272701', '252501', '232301'].map((s) => events(vector(s))[0]);
    expect(answers.map((e) => e?.type === 'login' && [e.id, hex(e.accept), e.form])).toEqual([
      ['880616898888888', '272701000F00010880616898888888', '2727'],
      ['880061689888888', '252501000F04050880061689888888', '2525'],
      ['880316890202968', '232301000F00010880316890202968', '2323'],
    ]);
  });

  it('answers a heartbeat with the same head', () => {
    const [login, beat] = events(vector('232303000f00000357'));
    expect(login).toEqual({ type: 'login', id: '357367031063979', form: '2323' });
    expect(beat?.type === 'heartbeat' && hex(beat.ack)).toBe('232303000F00010357367031063979');
  });

  it('reads a T8803 alarm (power cut) and answers it with the alarm code, after storing', () => {
    const { records, ack } = recordsOf(events(vector('232304')));
    expect(ack).toBe('23230400100001035736703106397901');
    expect(records[0]).toMatchObject({
      time: new Date('2015-10-22T12:16:48Z'),
      valid: true,
      lat: 18.596584,
      lon: 73.793228,
      altitude: 563.7,
      satellites: 8,
      course: 272,
      alarms: ['power_cut'],
      extra: { alarmCode: 1, powerCut: true },
    });
  });

  it('stores GPS data unanswered (the document: "Null")', () => {
    const { records, ack } = recordsOf(events(vector('232302004200150357')));
    expect(ack).toBeUndefined();
    expect(records[0]).toMatchObject({ valid: true, speedKmh: 11.6, ignition: true, odometerM: 165291 });
  });

  it('keeps a message without a fix as no position, with its cells', () => {
    const { records } = recordsOf(events(vector('232302004200000357')));
    expect(records[0]).toMatchObject({ time: new Date('2015-10-28T14:59:06Z'), valid: false });
    expect(records[0]?.lat).toBeUndefined();
    expect(records[0]?.extra).toMatchObject({ mcc: 404, mnc: 90 });
  });

  it('reads the external power of 0x13 and 0x14 after the battery [traccar: 12.97, 2.63]', () => {
    expect(recordsOf(events(vector('252513005909'))).records[0]).toMatchObject({
      externalPowerV: 12.97,
      batteryV: 3.91,
    });
    const alarm = recordsOf(events(vector('2525140059002d')));
    expect(alarm.records[0]?.externalPowerV).toBe(2.63);
    expect(alarm.ack).toBe('2525140010002D086908406906209313');
  });

  it('takes seven 0x13 frames sent together as seven records', () => {
    expect(recordsOf(events(vector('25251300594a1b'))).records).toHaveLength(7);
  });

  it('reads the asset family: battery level 100 [traccar] and its alarm answer', () => {
    expect(recordsOf(events(vector('2727020049052e'))).records[0]?.batteryPct).toBe(100);
    const { records, ack } = recordsOf(events(vector('272704004901')));
    expect(ack).toBe('27270400100138086411205558574712');
    expect(records[0]).toMatchObject({ lat: 35.844658, lon: -86.39135, batteryV: 3.9 });
  });

  it('reads network information [traccar: operator T-Mobile], answered, no fix', () => {
    const beat = events(vector('272705005e'))[1];
    expect(beat?.type === 'heartbeat' && beat.record?.extra).toMatchObject({
      operator: 'T-Mobile',
      iccid: '8901240205100023007F',
    });
    expect(beat?.type === 'heartbeat' && hex(beat.ack)).toBe('272705000F00010866425032880785');
  });

  it('reads BLE sensor reports as records without a fix, answered', () => {
    const { records, ack } = recordsOf(events(vector('27271000247bd0')));
    expect(ack).toBe('272710000F7BD00860112047066487');
    expect(records[0]).toMatchObject({ valid: false, extra: { tag1Temp: 26.75, tag1Door: true } });
    expect(records[0]?.lat).toBeUndefined();
  });

  it('reads the OBD family driver behaviour, the event on the last sample', () => {
    const { records, ack } = recordsOf(events(vector('2626050040031208')));
    expect(ack).toBe('262605000F03120869616062573152');
    expect(records.map((r) => r.alarms)).toEqual([undefined, ['harsh_acceleration']]);
    expect(records[0]).toMatchObject({ valid: true, lat: -34.992554, lon: -61.075699 });
  });

  it("reads a command's answer, UTF-16LE [traccar][vendor]", () => {
    expect(events(vector('252581'))[1]).toEqual({
      type: 'command_result',
      id: '866425032895916',
      text: 'IMEI:866425032895916,SET VERSION OK,Version:Basic:V1.0.0,APP:V4.2.3,BUILD:2019-03-30,08:05,PLT:2503AVE,HW:V2.1,MODEL:,MODEM:B9G6MAR02A07M1G#',
    });
    const [answer] = parseTopflytechMessage(fromHex(vendorVersionAnswer));
    expect(answer?.type === 'command_result' && answer.text).toMatch(
      /^IMEI:865284041146204,SET VERSION OK,.*MODEL:TLW1-10A,/,
    );
  });
});

describe('Topflytech stream', () => {
  it('takes a frame split anywhere and skips bytes before a header', () => {
    const whole = Buffer.concat([Buffer.of(0x00, 0x41), vector('232304')]);
    for (let cut = 1; cut < whole.length; cut++) {
      const stream = topflytechCodec.createStream();
      const out = [...stream.push(whole.subarray(0, cut)), ...stream.push(whole.subarray(cut))];
      expect(out.filter((e) => e.type === 'records')).toHaveLength(1);
    }
  });

  it('refuses a frame longer than the protocol allows', () => {
    const [event] = events(fromHex('252502ffff0001'));
    expect(event).toMatchObject({ type: 'bad_frame', reason: 'too_long' });
  });
});

describe('Topflytech commands [traccar][vendor]', () => {
  it('encodes the setting message byte-exact as Traccar (0x2323, serial 0001, mode 1, ASCII)', () => {
    const bytes = topflytechCodec.encodeCommand({
      name: 'custom',
      text: 'RELAY,0000,On#',
      id: '123456789012345',
      serial: 7,
      form: '2323',
    });
    expect(toHex(bytes)).toBe(encoderVector.toUpperCase());
  });

  it('uses the header the unit logged in with', () => {
    const bytes = topflytechCodec.encodeCommand({
      name: 'custom',
      text: 'VERSION#',
      id: '865284041146204',
      serial: 1,
      form: '2525',
    });
    // ConfigMsgDoc.md's example, but with the frame's true length (24) where the vendor writes 0x10.
    expect(toHex(bytes)).toBe('2525810018000108652840411462040156455253494F4E23');
  });
});
