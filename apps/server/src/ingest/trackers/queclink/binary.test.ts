import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes.ts';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { expectRandomBytesTaken, mutateBytes, seededRandom } from '../test/fuzz.ts';
import { queclinkCodec } from './codec.ts';

// [traccar] traccar/traccar src/test/java/org/traccar/protocol/Gl200BinaryProtocolDecoderTest.java
// at commit 9e5c458ad0bf44ceaddf72534bf6874787f41b6c, every vector verbatim, in its order. The
// GB100 unit 865084030003675 (its <Unique ID> 56 32 54 03 00 03 43 05, two digits a byte), or
// named "gb100"; the first is a GL601-generation `+\x00` report.
const traccar = {
  gen2: '2b000038000865134050947226820300030000216a3ed6f101895000521629fa8b28f402ac1a8e6a3ed6f100001600000010f505010ff824',
  vgn: '2b4556542d00fc1fbf0063450102020956325403000343056437f8220700000200000000010000160100f2007eff75a1f0025c6b1a07e1080108241a02680003189c1ac500000000000002100800000000000000000007e1080108241a19e24e4e0d0a',
  compressed:
    '2b5253506400fc1fbf058e450102020956325403000343056438ed2205010e61c6f0ff75a1b4025c6af959803d8ba07ffe17dea03f7e1fdda0007df7dfa03e7e3fd0a0befdf7cea001fddfd8a000fdefdca042fd9fe1a0427d6fe9a0017db7dca0407d47e7a0027d67e5bfc0fd77eca03ffd8fe4bfff7dcfddbffd7dbfdebffdfddfe2bfbe7e0fe1bf7f7e67e2bf7bfed7e2bf7c7f5fe2bffbffc7e3a12880a7daa0b9013fe3a0f801b7dfa0bd81efe1a03f8207e0a03e8217e4a07e023fe9a0bd824feca03a02affda07b02d004a07f02e007a00002d808a041830001a003834fefa00402b7eebf8382a7ebbfc28267e9bf81821fe3bf0181d7e3bf01016fe9bf010117edbf4080c7f6bf7f8087fabfbf805ff9a0fa8097fca23401300aa0b4016019a13a817026a13b81883ea0be81a83fa0bd81b03ba00101d83abfc0039874bfc081b835bfbf819834bfc081982fa01004702ea00502500da002827802bfc0825fffbf41821fffbf4081d801bf3f816802bec180fffebec20077fdbf80002801bfc0000800a000000800e0e0a202804ffba14a8127eea0460107e4a0cc809fd9a0c4004fcda0c2004fcaa080007fbfa0410067bebfc100c7b6a03f8037c1bfbf004fc6a03f0057c6a0410027c5a081001fbaa0418017baa001001fb8a0007fe7bca000ffdfb7a0817fc7b7a040ffbfb3a0407fb7b4a0407fb7b1bf807fbfb3a0007fb7b5a0007fb7b1a0007fb7b2a0007fbfb3a0407fafaba000ffb7ada0017f97aba040ff7faca001ff77b6bf3fff67b3bf007f87bea082ff47b4bfc27f17c1bfffff3fc2bebdff9fcabe3effbfe0bf3cff47e9a03c002ff0a1740097e9a1f8813fe1a12f01f7fca0fa028ff8a07f02a7fea041829007a00302bff8bf810287f2a0080257e1a0050207dbbfc481cfd3a044819fcda043015fc3a043810fc2a0c680a7b2a0448027b0a0857fa7aea0c37f67a2a0017ee7a7a0407f0f9fa000ff079fa03ffeffa1a03ffeffa2a07fff17a0a03fff1fa0a03fff2fa2a03fff3fa0a07fff47a2a0007f579fa03fff4f9da03fff679ca0007f679ea000ff4f9ca07fff5f9ca0007f579cbfc07f5f9fbf407f6fa6bf807f6fabbfc07f7fadbf807f87b2a0407f87b0a0407f77aba000ff77afbfc07f77aea03fff7fada07fff7faca000ff7fada0007f77abbfc0ff77b0a000ff7faea042ff2faba0037ee7ada0437e57a1a0037e27abbfc1fdf7bcbf827defc5bf01fe0fcebf017e3fd5bfc17e2fdca0ff7e27d7a13cfe27cba0bd7e0fa7a07d7e6fb9a07d7eb7b3a07efedfaea03ffef7afa0c07eefa7a07f7f07a3a03fff0fa3a03f7f27a2a03f7f37a4bfff7f6fa3bfff7f5fa3a07eff979fa03f7fbfa2a03f7fdfa1bfbf8017a5bfbf0037adbeff004fb8bfbf004fc1beff804fcbbf7f8047d5bf408027debf408007e8a03e804fdebf7e8027f2bf00ffefffa0400017efa0418017f1a041002feca0410017edbf007fbffea0007fdff6a1018027e4bf81ffc7f6a1008017dca0c10087bea0018097baa083ffc7cda0837fafc7a102ff0fc8a0c27effb9a0c2fe87c1a143fbf78ea07f7dcfc0a0bd7dffb3a03d7e47b1a03ffe77afa07ffe77ada0007e77aebfc07e77afbfc07e8faea03ffea7afbfbf7ecfb4bfbcfeffbbbf7bff8fb8bf7d0027bebffb809fc7bffa00ffc9bf78813fd9a03d8197e1a03b81d7e6a07e01efdda00081bfdda00101bfdba03f81a7dfbfc001afdbbfbd81a7f1bfbe0187eebf80814feea0028127e7a081813fe2a0010147e6a03e8147f4a0408167eca040817fe7a0018157e4bfc8011fdaa08b002fd1a009ffa7d5a009fe57f6a04b7df7f4a0097e07eca0027df7edbf807e2feca000fe3feca07ffe37f0a0407e0ff7a040fde7f0a0007de7eea000fdcff4a001fddffaa000fdcff8a0027dcffda07f7dbff3a03f7dc7f402680003189c355300000109000002120700000000000000000007e1080108290019e63b5c0d0a',
  lbc: '2B5253500300FC1FFF0064450102020867623130302D446F642F442105007018217345005F010100000001100045073C4D4101DB86BD07E106130B2B0F0460000018770013000000030000000106020F2300002714301107E106130B2B1003424EFB0D0A',
  fri: '2b5253500700fc1fbf005d4501020209563254030003430564377e42071001000000000000007eff75a151025c6a8107e10801081a2a02680003189c1ac500000000000002100700000000000000000007e1080108241019e17ebe0d0a',
  inf: '2b494e4601fd7f0076676231303000000045010202090104020500004100054007e107150b061d0000003f010e02580000000000d0312a1013648935103226313921591f1200000000000302680003189c1ac3001b02680003189c1ac4000d02680003189c1ac5001207e107150b0d3704f658060d0a',
  pdp: '2b4556540c00fc1fbf005c4501010108563254030003430564312a41090100000000003f007dff75a11a025c6a7807e1070a14041202680003189c1ac500000000000000000000000000000000000007e1070b041134054e5c6e0d0a',
  ack: '2b41434b017f244501010108676231303000000000ffff07e1070b03112d054dfe030d0a',
};

// [gv200] Queclink "GV200 @Track Air Interface Protocol" TRACGV200AN003, chapter 4 (HEX format):
// the +RSP example of 4.3 Location Report and the +HBD example of 4.6 Heartbeat Data, unit IMEI
// 359231036735270. [gl601] qdc.queclinksz.com, GL601 @Track Air Interface Protocol v10, Frames
// Format: the report example (IMEI 123456789012345, a data unit 0x51, no 0x52 position) and the
// heartbeat example.
const gv200Rsp = `2B 52 53 50 0B FF FF FF BF 00 68 01 04 02 0C 01 23 5C 1F 03 43 23 1B 00 00 00 00 00 00 00
00 00 0C 00 41 18 00 01 01 00 00 00 00 00 00 0F 07 3C 46 8F 01 DB 89 BF 07 DC 01 1E 0A 08
1D 04 60 00 00 18 78 08 73 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
07 DC 01 1E 0A 08 1E 00 22 5D 1A 0D 0A`;
const gv200Hbd = '2B 48 42 44 EB 1E 01 0C 01 23 5C 1F 03 43 23 1B 00 07 DC 01 1E 09 20 26 00 0D E2 9C 0D 0A';
const gl601Report =
  '2B 00 00 4E 00 01 23 45 67 89 01 23 45 00 00 00 1B 00 00 37 64 F9 AA F6 00 00 03 00 02 0B 4D 79 49 6F 54 64 65 76 69 63 65 51 0F 09 07 3C 46 FF 01 DB 88 57 5F 17 9D A0 01 7D 55 0E 06 04 BC 8A 00 10 00 02 10 00 10 0C 13 03 01 23 4F 24';
const gl601Heartbeat = '2B 10 18 01 23 45 67 89 01 23 45 80 01 00 07 00 5E 36 2F 5A 10 F2 14 24';

const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);
const push = (...chunks: Uint8Array[]) => {
  const stream = queclinkCodec.createStream();
  const events = chunks.flatMap((chunk) => stream.push(chunk));
  return { events, held: stream.buffered() };
};
const one = (hex: string): TrackerEvent => {
  const { events, held } = push(fromHex(hex));
  expect(held).toBe(0);
  expect(events).toHaveLength(1);
  return events[0] as TrackerEvent;
};
const recordsOf = (event: TrackerEvent): TrackerRecord[] => {
  if (event.type !== 'records') throw new Error(`expected records, got ${JSON.stringify(event)}`);
  return event.records;
};

describe('Queclink @Track binary: Traccar vectors', () => {
  it('reads a +RSP GTFRI: position, battery, power, satellites, acknowledged +SACK:<count>$', () => {
    const event = one(traccar.fri);
    if (event.type !== 'records') throw new Error('expected records');
    expect(event.id).toBe('865084030003675');
    expect(text(event.ack)).toBe('+SACK:19E1$');
    expect(event.records).toHaveLength(1);
    expect(event.records[0]).toMatchObject({
      time: new Date('2017-08-01T08:26:42Z'),
      // GPS accuracy 0: the last known position.
      valid: false,
      lat: 39.611009,
      lon: -9.068207,
      speedKmh: 0,
      course: 0,
      altitude: 126,
      satellites: 7,
      batteryPct: 100,
      externalPowerV: 14.206,
      extra: { report: 'GTFRI', mcc: 268, mnc: 3, lac: 0x189c, cellId: 0x1ac5, motionState: '42' },
    });
  });

  it('reads an +EVT GTVGN (virtual ignition on) with its own fields before the position', () => {
    const [record] = recordsOf(one(traccar.vgn));
    expect(record).toMatchObject({
      time: new Date('2017-08-01T08:36:26Z'),
      lat: 39.611162,
      lon: -9.068048,
      course: 242,
      altitude: 126,
      ignition: true,
      externalPowerV: 14.328,
      extra: { report: 'GTVGN' },
    });
  });

  it('reads an +EVT of type 12 (GTPDP) and acknowledges it', () => {
    const event = one(traccar.pdp);
    expect(text(event.type === 'records' ? event.ack : undefined)).toBe('+SACK:054E$');
    expect(recordsOf(event)[0]).toMatchObject({
      time: new Date('2017-07-10T20:04:18Z'),
      lat: 39.611,
      lon: -9.068262,
      course: 63,
      altitude: 125,
      satellites: 9,
      externalPowerV: 12.586,
    });
  });

  it('reads a +RSP GTLBC of a unit that names itself by device name', () => {
    const event = one(traccar.lbc);
    if (event.type !== 'records') throw new Error('expected records');
    expect(event.id).toBe('gb100-Do');
    expect(event.records[0]).toMatchObject({
      time: new Date('2017-06-19T11:43:15Z'),
      valid: true,
      lat: 31.164093,
      lon: 121.392449,
      hdop: 1,
      extra: { report: 'GTLBC' },
    });
  });

  it('reads the compressed +RSP (type 100): points a second apart, each full or a difference', () => {
    const records = recordsOf(one(traccar.compressed));
    expect(records.length).toBeGreaterThan(100);
    expect(records[0]).toMatchObject({
      time: new Date('2017-08-01T08:36:27Z'),
      lat: 39.611129,
      lon: -9.068108,
      speedKmh: 22.7,
      course: 240,
    });
    expect(records[1]?.time).toEqual(new Date('2017-08-01T08:36:28Z'));
    for (const r of records) {
      expect(Math.abs((r.lat as number) - 39.61)).toBeLessThan(0.1);
      expect(Math.abs((r.lon as number) + 9.07)).toBeLessThan(0.1);
    }
    expect(records.at(-1)).toMatchObject({ batteryPct: 100, externalPowerV: 14.573 });
  });

  it('takes +INF as the device heartbeat, +ACK as a command answer, each acknowledged', () => {
    expect(one(traccar.inf)).toMatchObject({ type: 'heartbeat', id: 'gb100' });
    expect(text((one(traccar.inf) as { ack?: Uint8Array }).ack)).toBe('+SACK:04F6$');
    const ack = one(traccar.ack);
    expect(ack).toMatchObject({
      type: 'command_result',
      id: 'gb100',
      text: '+ACK binary type 1, serial FFFF',
    });
    expect(text((ack as { ack?: Uint8Array }).ack)).toBe('+SACK:054D$');
  });

  it('reads the GL601-generation report: a 0x52 data unit, the IMEI in hex digits', () => {
    const event = one(traccar.gen2);
    if (event.type !== 'records') throw new Error('expected records');
    expect(event.id).toBe('865134050947226');
    // No SACK frame format in the material we have: not answered.
    expect(event.ack).toBeUndefined();
    expect(event.records).toEqual([
      {
        time: new Date(0x6a3ed6f1 * 1000),
        valid: true,
        lat: 44.833422,
        lon: -91.543308,
        speedKmh: 0,
        course: 0,
        altitude: 434.1,
        hdop: 2.2,
        satellites: 5,
        extra: { event: 0 },
      },
    ]);
  });
});

describe('Queclink @Track binary: document examples', () => {
  it('reads the GV200 +RSP example, which has no battery byte and has its analog and digital inputs', () => {
    const event = one(gv200Rsp);
    if (event.type !== 'records') throw new Error('expected records');
    expect(event.id).toBe('359231036735270');
    expect(text(event.ack)).toBe('+SACK:0022$');
    expect(event.records[0]).toMatchObject({
      time: new Date('2012-01-30T10:08:29Z'),
      valid: true,
      hdop: 1,
      lat: 31.164863,
      lon: 121.390735,
      altitude: 15,
      inputs: 0x0c,
      outputs: 0,
      satellites: 0x18,
      // Message type 11, GTRTL (a real-time location asked for with AT+GTRTO).
      extra: { report: 'GTRTL', mcc: 460, mnc: 0, lac: 0x1878, cellId: 0x0873 },
    });
    expect(event.records[0]?.alarms).toBeUndefined();
    expect(event.records[0]?.batteryPct).toBeUndefined();
  });

  it('answers the GV200 +HBD example as the text heartbeat is answered', () => {
    const event = one(gv200Hbd);
    expect(event).toMatchObject({ type: 'heartbeat', id: '359231036735270' });
    // Its mask (EB) leaves the protocol version out.
    expect(text((event as { ack?: Uint8Array }).ack)).toBe('+SACK:GTHBD,,000D$');
  });

  it('takes the GL601 heartbeat and a report without a position', () => {
    expect(one(gl601Heartbeat)).toEqual({ type: 'heartbeat', id: '123456789012345' });
    expect(one(gl601Report)).toEqual({ type: 'heartbeat', id: '123456789012345' });
  });
});

describe('Queclink @Track binary and text on one connection', () => {
  const asciiFri =
    '+RESP:GTFRI,1A0102,135790246811220,,0,0,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,,20090214093254,11F0$';

  it('reads binary frames between text messages, split anywhere, with `$` and NUL inside', () => {
    const all = Buffer.concat([
      Buffer.from(asciiFri, 'latin1'),
      fromHex(traccar.ack), // holds a 0x24 ($) as its length
      fromHex(traccar.fri),
      Buffer.from(asciiFri, 'latin1'),
      fromHex(gv200Hbd),
    ]);
    for (const step of [1, 2, 3, 7, 64]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < all.length; at += step) chunks.push(all.subarray(at, at + step));
      const { events, held } = push(...chunks);
      expect(held).toBe(0);
      expect(events.map((e) => e.type)).toEqual([
        'records',
        'command_result',
        'records',
        'records',
        'heartbeat',
      ]);
    }
  });

  it('skips a binary report without <Length> in its mask to its CR LF, and goes on', () => {
    const frame = fromHex(traccar.fri);
    const noLength = Buffer.concat([frame.subarray(0, 9), frame.subarray(11)]);
    noLength.writeUInt32BE(noLength.readUInt32BE(5) & ~0x80, 5);
    const { events } = push(Buffer.concat([noLength, Buffer.from(asciiFri, 'latin1')]));
    expect(events.map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual([
      'unsupported',
      'records',
    ]);
  });

  it('counts a frame whose positions are not plausible as malformed, and goes on', () => {
    const frame = fromHex(traccar.fri);
    frame.writeInt32BE(400_000_000, 39); // longitude 400°
    const { events } = push(Buffer.concat([frame, fromHex(traccar.fri)]));
    expect(events.map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual(['malformed', 'records']);
  });
});

describe('Queclink @Track binary: fuzzing', () => {
  const vectors = [...Object.values(traccar), gv200Rsp, gv200Hbd, gl601Report, gl601Heartbeat].map((v) =>
    fromHex(v),
  );

  it('never throws on mutated binary frames, and holds at most a frame', () => {
    const rnd = seededRandom(20260821);
    // The lengths (RSP/EVT at 9-10, ACK at 6, HBD at 5, INF at 7-8, GL601 at 2-3) and masks.
    const how = { offsets: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], values: [0, 1, 0x0b, 0x24, 0x7f, 0x80, 0xff] };
    for (let n = 0; n < 3000; n++) {
      const base = vectors[rnd(vectors.length)] as Buffer;
      const mutated = mutateBytes(base, rnd, how);
      const stream = queclinkCodec.createStream();
      for (let at = 0; at < mutated.length; ) {
        const step = 1 + rnd(40);
        const events = stream.push(mutated.subarray(at, at + step));
        for (const event of events) {
          if (event.type !== 'records') continue;
          for (const r of event.records) {
            expect(Number.isNaN(r.time.getTime())).toBe(false);
            expect(Math.abs(r.lat ?? 0)).toBeLessThanOrEqual(90);
            expect(Math.abs(r.lon ?? 0)).toBeLessThanOrEqual(180);
          }
        }
        at += step;
      }
      expect(stream.buffered()).toBeLessThanOrEqual(queclinkCodec.maxFrameBytes);
    }
  });

  it('takes random bytes made of binary headers and text', () => {
    expectRandomBytesTaken(queclinkCodec, 7, { alphabet: '+RSPEVTHBDACKINF\x00\x10\r\n$:,' });
  });
});
