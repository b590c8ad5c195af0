import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { meitrackCodec } from './codec.ts';

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);
const push = (...chunks: string[]) => {
  const stream = meitrackCodec.createStream();
  return chunks.flatMap((chunk) => stream.push(Buffer.from(chunk, 'latin1')));
};
const records = (events: TrackerEvent[]): TrackerRecord[] =>
  events.flatMap((event) => (event.type === 'records' ? event.records : []));

// Real frames from Traccar's MeitrackProtocolDecoderTest, each with its `\r\n` (the length field
// counts it); their lengths and checksums are checked by the codec, so a wrong byte fails the test.
const sos =
  '$$T143,869013024733944,AAA,1,18.459575,-69.947161,170220142912,A,5,15,10,300,1.6,115,3989,187884,370|2|5337|2B2C,0100,0000|0000|0000|0964|0B04,,*C2\r\n';
const ignitionOn =
  '$$K157,866771027160687,AAA,3,37.040231,10.042391,160412151656,A,10,11,0,48,0.8,21,1035518,774980,605|2|0010|307B,0400,0000|0000|0000|0A47|03E3,,,1,0000,001206*2C\r\n';
const volts =
  '$$D149,867047043162018,AAA,35,-1.264865,36.800705,211001105240,A,9,20,41.0,323,1,1697,1,0,000|00||,0000,4.33|12.96|1.92|2.72|2.69,0.000000|0|0.000000,*E1\r\n';
const noFix =
  '$$m140,013777008931857,AAA,1,54.739580,25.273263,141120144603,V,0,25,0,6,50.0,159,19825,13940,246|1|0065|118A,0100,0000|0000|0000|092A|0001,,*1C\r\n';

describe('Meitrack: AAA positions', () => {
  it('reads an SOS report (event 1) with every field', () => {
    const events = push(sos);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'records', id: '869013024733944' });
    expect((events[0] as { ack?: Uint8Array }).ack).toBeUndefined();
    expect(records(events)[0]).toMatchObject({
      time: new Date('2017-02-20T14:29:12Z'),
      valid: true,
      lat: 18.459575,
      lon: -69.947161,
      satellites: 5,
      gsmSignalPct: 48,
      speedKmh: 10,
      course: 300,
      hdop: 1.6,
      altitude: 115,
      odometerM: 3989,
      inputs: 1,
      outputs: 0,
      alarms: ['sos'],
      extra: {
        event: 1,
        runTimeS: 187884,
        mcc: 370,
        mnc: 2,
        lac: 0x5337,
        cellId: 0x2b2c,
        analog: '0000|0000|0000|0964|0B04',
      },
    });
  });

  it('reads ignition on from event 3 (input 3 active)', () => {
    expect(records(push(ignitionOn))[0]).toMatchObject({ ignition: true, inputs: 4, odometerM: 1_035_518 });
  });

  it('reads battery and external power when the tracker sends volts', () => {
    expect(records(push(volts))[0]).toMatchObject({ batteryV: 4.33, externalPowerV: 12.96, speedKmh: 41 });
  });

  it('keeps a report without a fix (V) as invalid', () => {
    expect(records(push(noFix))[0]).toMatchObject({ valid: false, lat: 54.73958, satellites: 0 });
  });
});

// [traccar] MeitrackProtocolDecoderTest.java: binary reports (hex, as the test holds them).
const hexFrame = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

describe('Meitrack: binary reports [traccar]', () => {
  it('reads a CCE report, parameter by parameter (MeitrackProtocolDecoderTest: verifyAttribute)', () => {
    const events = push(
      hexFrame(
        '2424483136302c3836323039303035303436323733362c4343452c0000000001007e0018000705010609071714001500fe69601b0008080000093e010a0b000b4f001608001993011af40440230006028e03a0ff036bc85d06046b1f582e0cbc1100000dfd8507001c01000000030e0cfe010a00de0419019a06a1fffe731a010554656d7031ac233faf076e645df5913200000000000000004b060101034c54452a39450d0a',
      ),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'records', id: '862090050462736' });
    expect((events[0] as { ack?: Uint8Array }).ack).toBeUndefined();
    expect(records(events)).toEqual([
      {
        time: new Date('2024-08-21T03:45:47Z'),
        valid: true,
        lat: -6.290546,
        lon: 106.809451,
        satellites: 9,
        gsmSignalPct: 74,
        speedKmh: 0,
        course: 318,
        hdop: 1.1,
        altitude: 79,
        odometerM: 4540,
        outputs: 0,
        inputs: 0,
        batteryV: 4.03,
        externalPowerV: 12.68,
        batteryPct: 96,
        // 0xFE73, a Bluetooth tag "Temp1": -10.64 °C (Traccar's tagTemp -10.63671875), 50.6 %.
        temperatureC: -10.63671875,
        humidityPct: 12945 / 256,
        extra: { runTimeS: 493053, adc1: 0.08, event: 35, tagName: 'Temp1', tagBattery: 100 },
      },
    ]);
  });

  it('reads each position of a CCE batch, with the battery level of 0xFEA8 (MeitrackProtocolDecoderTest: 77)', () => {
    const list = records(
      push(
        hexFrame(
          '2424593434312c3836353431333035303839313733372c4343452c00000000030088001800050501061607191400150008080000098e000a05000b0c001608001a0000402300fe9000000602c3fe5ffe03e22a1f0904e6688d2b0cd94002000d5f6f03001c01000000050e0cf901010032700298c80899ff4b16010113464444204c5445284c54452042414e44203329fea50601ffffff7ffffea807024d0000000000feb205010000000083001700050501061607191400150008080000098e000a05000b0c001608001a0000405100fe9000000502c3fe5ffe03e22a1f0904e6688d2b0cd94002000d606f0300050e0cf901010032700298c80899ff4b16010113464444204c5445284c54452042414e44203329fea50601ffffff7ffffea807024d0000000000feb205010000000088001800050501061607151400150008080000098e000a05000b0c001607001a0000402300fe9000000602c3fe5ffe03e22a1f0904f0688d2b0cd94002000d696f03001c01000000050e0cf901010032700298c80897ff4b16010113464444204c5445284c54452042414e44203329fea50601ffffff7ffffea807024d0000000000feb20501000000002a36320d0a',
        ),
      ),
    );
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ batteryPct: 77, lat: -27.263293, lon: 153.037538, valid: true });
    expect(list.map((r) => r.time.toISOString())).toEqual([
      '2023-02-26T00:48:38.000Z',
      '2023-02-26T00:48:38.000Z',
      '2023-02-26T00:48:48.000Z',
    ]);
  });

  it('reads a CCC report and answers with the number taken (MeitrackProtocolDecoderTest: 2014-05-24 04:59:49)', () => {
    const [event] = push(
      hexFrame(
        '24245838362c3336393830303031343039303032312c4343432c020134000100000023381f91ffe354b806c5e3121b0009130000000000000000d33801007cbf0200fe0101000435feeb02000500a3010000000000002a62650d0a',
      ),
    );
    expect(event).toMatchObject({ type: 'records', id: '369800014090021' });
    expect(records([event as TrackerEvent])[0]).toMatchObject({
      time: new Date('2014-05-24T04:59:49Z'),
      valid: false,
      lat: -7.266504,
      lon: 112.743651,
      satellites: 9,
      odometerM: 80083,
      batteryV: 4.19,
      extra: { event: 35, mcc: 510, mnc: 1 },
    });
    expect(text((event as { ack?: Uint8Array }).ack)).toMatch(
      /^@@X27,369800014090021,CCC,1\*[0-9A-F]{2}\r\n$/,
    );
  });
});

describe('Meitrack: answers and keep-alives', () => {
  it('takes the answer to a command as its result', () => {
    // MEITRACK T622 GPRS Protocol 3.7, A16 example reply; and Traccar's D03 reply.
    expect(push('$$F28,353358017784062,A16,OK*F6\r\n')).toEqual([
      { type: 'command_result', id: '353358017784062', text: 'A16,OK' },
    ]);
    expect(push('$$D28,353358017784062,D03,OK*F3\r\n')[0]).toMatchObject({ text: 'D03,OK' });
  });

  it('answers the AAC keep-alive as Traccar does', () => {
    const [event] = push('$$z27,861451040910625,AAC,1*D3\r\n');
    expect(event).toMatchObject({ type: 'heartbeat', id: '861451040910625' });
    // Traccar answers `@@z27,<imei>,AAC,1*<sum>`: the `@@` header makes the sum 0x0B, not the D3 of `$$`.
    expect(text((event as { ack?: Uint8Array }).ack)).toBe('@@z27,861451040910625,AAC,1*0B\r\n');
  });
});

describe('Meitrack: framing', () => {
  it('joins a frame split over several reads and splits coalesced frames', () => {
    const all = `${sos}${ignitionOn}${volts}`;
    const events = push(all.slice(0, 3), all.slice(3, 150), all.slice(150, 151), all.slice(151));
    expect(records(events).map((r) => r.extra?.event)).toEqual([1, 3, 35]);
  });

  it('refuses a frame whose checksum fails, and reads the next', () => {
    const bad = sos.replace('*C2', '*C3');
    const events = push(`${bad}${ignitionOn}`);
    expect(events[0]).toMatchObject({ type: 'bad_frame', reason: 'checksum' });
    expect(events[0]).not.toHaveProperty('fatal');
    expect(records(events).map((r) => r.extra?.event)).toEqual([3]);
  });

  it('drops a frame announcing more than maxFrameBytes without holding it', () => {
    const stream = meitrackCodec.createStream();
    const size = meitrackCodec.maxFrameBytes + 10;
    const body = `,869013024733944,AAA,${'9'.repeat(size - 23)}*00\r\n`;
    const header = `$$A${body.length}`;
    const frame = header + body;
    const first = stream.push(Buffer.from(frame.slice(0, 1000)));
    expect(first).toEqual([expect.objectContaining({ type: 'bad_frame', reason: 'too_long' })]);
    expect(stream.buffered()).toBe(0);
    expect(stream.push(Buffer.from(frame.slice(1000)))).toEqual([]);
    expect(records(stream.push(Buffer.from(sos)))).toHaveLength(1);
  });

  it('skips garbage before a frame as malformed', () => {
    const events = push(`\x00\xffGET / HTTP/1.1\r\n${sos}`);
    expect(events.map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual(['malformed', 'records']);
  });
});

describe('Meitrack: commands', () => {
  const base = { text: '', id: '353358017784062' };

  it('encodes A10 (locate now) as the protocol document shows it', () => {
    // MEITRACK MVT100/MVT340/MVT380 GPRS Protocol 1.2: "GPRS Sending @@Q25,353358017784062,A10*6A".
    const bytes = meitrackCodec.encodeCommand({ ...base, name: 'position_single', serial: 0x51 - 0x41 });
    expect(text(bytes)).toBe('@@Q25,353358017784062,A10*6A\r\n');
    // Traccar MeitrackProtocolEncoderTest: "@@A25,123456789012345,A10*58\r\n".
    const other = meitrackCodec.encodeCommand({
      text: '',
      id: '123456789012345',
      name: 'position_single',
      serial: 0,
    });
    expect(text(other)).toBe('@@A25,123456789012345,A10*58\r\n');
  });

  it('encodes a custom command with its length and checksum', () => {
    // MEITRACK T622 GPRS Protocol 3.7: "GPRS Sending @@F27,353358017784062,A16,0*C3\r\n".
    const bytes = meitrackCodec.encodeCommand({ ...base, name: 'custom', text: 'A16,0', serial: 5 });
    expect(text(bytes)).toBe('@@F27,353358017784062,A16,0*C3\r\n');
    expect(() =>
      meitrackCodec.encodeCommand({ ...base, name: 'custom', text: 'A10*00', serial: 1 }),
    ).toThrow();
  });

  it('encodes engine stop as output 1 on (C01)', () => {
    // Traccar MeitrackProtocolEncoder: engine stop is C01,0,12222.
    const bytes = meitrackCodec.encodeCommand({ ...base, name: 'engine_stop', serial: 0 });
    expect(text(bytes)).toMatch(/^@@A33,353358017784062,C01,0,12222\*[0-9A-F]{2}\r\n$/);
  });

  it('points the tracker at the server with A21 by SMS', () => {
    expect(meitrackCodec.setupSms?.('203.0.113.5', 5020)).toBe('0000,A21,1,203.0.113.5,5020,,,');
  });
});
