import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { trackerReadings } from '../records.ts';
import { watchCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/WatchProtocolDecoderTest.java at
//   263f63e106c2e4985f5d64208742c3c2c057abbb, every vector in test/traccar-vectors.ts, with the
//   values its assertions name; the others read from the messages per WatchProtocolDecoder.java.
// [traccar-frame] WatchFrameDecoderTest.java (6631d7c4b352): bracket-counted frames, `}` escapes.
// [traccar-enc] WatchProtocolEncoderTest.java: `[CS*123456789012345*0005*RESET]` and the others.
// [setracker] "Beesure GPS SeTracker Server Protocol" (4p-touch.com): LK answered
//   `[SG*8800000015*0002*LK]`, AL answered `AL`, `pw,123456,ip,<host>,<port>#`.

const bytesOf = (v: { kind: 'text' | 'hex'; data: string }) =>
  v.kind === 'hex' ? Buffer.from(v.data, 'hex') : Buffer.from(v.data, 'latin1');
const decode = (text: string | Buffer) =>
  watchCodec.createStream().push(typeof text === 'string' ? Buffer.from(text, 'latin1') : text);
const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('latin1');
const vector = (start: string) => {
  const found = traccarVectors.find((v) => v.data.startsWith(start));
  if (!found) throw new Error(`no vector ${start}`);
  return found.data;
};

function only(events: TrackerEvent[]): Exclude<TrackerEvent, { type: 'login' }> {
  const main = events.filter((e) => e.type !== 'login');
  expect(main).toHaveLength(1);
  return main[0] as Exclude<TrackerEvent, { type: 'login' }>;
}
function recordOf(message: string): TrackerRecord & { ack?: string } {
  const e = only(decode(message));
  if (e.type !== 'records') throw new Error(`no records: ${JSON.stringify(e)}`);
  return { ...(e.records[0] as TrackerRecord), ...(e.ack ? { ack: text(e.ack) } : {}) };
}

describe('watch: every Traccar vector [traccar]', () => {
  it('decodes each one; nothing is refused', () => {
    const outcome = { records: 0, heartbeat: 0, heartbeatWithState: 0, command_result: 0, bad_frame: 0 };
    const byTraccar = { position: 0, null: 0, attributes: 0, attribute: 0 };
    for (const v of traccarVectors) {
      byTraccar[v.traccar] += 1;
      const stream = watchCodec.createStream();
      for (const e of stream.push(bytesOf(v))) {
        if (e.type === 'login') continue;
        if (e.type === 'heartbeat' && e.record) outcome.heartbeatWithState += 1;
        else outcome[e.type] += 1;
      }
      expect(stream.buffered()).toBe(0);
    }
    // 49 vectors: Traccar's 34 positions and its 2 alarm attributes (on AL messages) are records;
    // its 2 LK and TKQ nulls are answered keep-alives; the 8 health values and LK with battery are
    // state; the JXTK voice chunks (its other null: one vector, 6 frames) are answered, not stored.
    expect(byTraccar).toEqual({ position: 34, null: 4, attributes: 6, attribute: 5 });
    expect(outcome).toEqual({
      records: 36,
      heartbeat: 3 + 6,
      heartbeatWithState: 9,
      command_result: 0,
      bad_frame: 0,
    });
  });

  it('reads the UD of the SeTracker document: time, fix, speed, battery, signal [traccar: 2014-04-22 13:46:52, 22.57171, 113.86140]', () => {
    const r = recordOf(vector('[SG*8800000015*0087*UD,'));
    expect(r).toMatchObject({
      time: new Date('2014-04-22T13:46:52Z'),
      valid: true,
      lat: 22.571707,
      lon: 113.8613968,
      speedKmh: 0.1,
      course: 0,
      altitude: 100,
      satellites: 7,
      gsmSignalPct: 60,
      batteryPct: 90,
      extra: { message: 'UD', steps: 1000, status: '0000', cellCount: 4, mcc: 460, mnc: 0 },
    });
    expect(r.alarms).toBeUndefined();
    expect(r.ack).toBeUndefined();
  });

  it('keeps a signed coordinate with its hemisphere as Traccar does [traccar: 2016-07-21 23:16:01, invalid, -33.48037, -70.76307]', () => {
    const r = recordOf(vector('[3G*6105117105*008D*UD2,'));
    expect(r).toMatchObject({ time: new Date('2016-07-21T23:16:01Z'), valid: false });
    expect(r.lat).toBeCloseTo(-33.48037, 5);
    expect(r.lon).toBeCloseTo(-70.76307, 5);
    expect(recordOf(vector('[3G*6430073509*00E7*UD2,')).lon).toBeCloseTo(-84.1422119, 7);
    expect(recordOf(vector('[3G*4700222306*0077*UD,')).lon).toBeCloseTo(9.1574736, 7);
  });

  it('stores an AL_LTE with the SOS bit as an SOS alarm and answers AL after it [traccar: ALARM_SOS]', () => {
    const r = recordOf(vector('[3G*6907919734*003e*AL_LTE'));
    expect(r).toMatchObject({
      alarms: ['sos'],
      valid: false,
      batteryPct: 22,
      time: new Date('2025-05-17T21:41:18Z'),
    });
    expect(r.ack).toBe('[3G*6907919734*0002*AL]');
  });

  it('reads bit 20 as the watch taken off (tamper), answering in the indexed form [traccar: ALARM_REMOVING]', () => {
    const r = recordOf(vector('[ZJ*689466020014198*0003*0113*AL'));
    expect(r).toMatchObject({ alarms: ['tamper'], extra: { cellCount: 1, mcc: 460, wifiCount: 6 } });
    expect(r.ack).toBe('[ZJ*689466020014198*0003*0002*AL]');
  });

  it('keeps the low-battery state (bit 0), fall-down (bit 21) and an AL with no known alarm as what they are', () => {
    // Bit 0 is a state, not an alarm (Appendix I: low 16 bits are conditions; manual-examples.test.ts).
    const lowState = recordOf(vector('[SG*8800000015*0087*AL'));
    expect(lowState.alarms).toBeUndefined();
    expect(lowState.extra).toMatchObject({ lowBatteryState: true, alarmReport: true });
    const fall = recordOf(vector('[3G*8308373902*0080*AL'));
    expect(fall.alarms).toEqual(['fall']);
    // Bit 4 is "device no moving".
    expect(fall.extra).toMatchObject({ motion: false });
    // A reading the actions can alert on ("Fall detected"), not an SOS.
    const readings = trackerReadings(fall);
    expect(readings).toContainEqual({ field: 'fall_detected', value: true, momentary: true });
    expect(readings.some((r) => r.field === 'button')).toBe(false);
    const plain = recordOf(vector('[SG*9051004074*0058*AL'));
    expect(plain.alarms).toBeUndefined();
    expect(plain.extra).toMatchObject({ alarmReport: true });
    expect(plain.ack).toBe('[SG*9051004074*0002*AL]');
  });

  it('keeps the health values under their Traccar names [traccar: bloodOxygen 98, temp1 36.5, 35.29]', () => {
    const extraOf = (message: string) => {
      const e = only(decode(message));
      return e.type === 'heartbeat' ? e.record?.extra : undefined;
    };
    expect(extraOf(vector('[3G*9705141740*000B*oxygen'))).toMatchObject({ bloodOxygen: 98 });
    expect(extraOf(vector('[ZJ*5678901234*0001*0009*TEMP'))).toMatchObject({ temp1: 36.5 });
    expect(extraOf(vector('[3G*2104326058*000E*btemp2'))).toMatchObject({ temp1: 35.29 });
    expect(extraOf(vector('[3G*4700609403*0013*bphrt'))).toMatchObject({
      pressureHigh: 120,
      pressureLow: 79,
      heartRate: 73,
    });
    expect(extraOf(vector('[CS*8800000015*0008*PULSE'))).toMatchObject({ heartRate: 72 });
  });
});

describe('watch: answers [setracker, traccar]', () => {
  it('logs the watch in by the id of its first message, answers LK and keeps LK battery', () => {
    const events = decode('[SG*8800000015*0002*LK]');
    expect(events[0]).toEqual({ type: 'login', id: '8800000015', form: 'SG' });
    const lk = only(events);
    expect(lk.type === 'heartbeat' && text(lk.ack)).toBe('[SG*8800000015*0002*LK]');
    const state = only(decode(vector('[3G*4700186508*000B*LK')));
    expect(state).toMatchObject({
      type: 'heartbeat',
      record: { batteryPct: 100, extra: { steps: 0, tumbles: 10 } },
    });
    expect(state.type === 'heartbeat' && text(state.ack)).toBe('[3G*4700186508*0002*LK]');
  });

  it('answers TKQ, INIT and a voice chunk as Traccar does; a UD is not answered', () => {
    const ack = (message: string) => {
      const e = only(decode(message));
      return e.type === 'heartbeat' || e.type === 'records' ? text(e.ack) : undefined;
    };
    expect(ack('[3G*8800000015*0003*TKQ]')).toBe('[3G*8800000015*0003*TKQ]');
    expect(ack('[3G*8800000015*0004*INIT]')).toBe('[3G*8800000015*0006*INIT,1]');
    expect(ack(vector('[SG*8800000015*0087*UD,'))).toBe('');
    const jxtk = decode(
      bytesOf(traccarVectors.find((v) => v.kind === 'hex') as { kind: 'hex'; data: string }),
    );
    expect(
      jxtk.filter((e) => e.type === 'heartbeat').map((e) => e.type === 'heartbeat' && text(e.ack)),
    ).toEqual(
      ['0034', '0035', '0036', '0037', '0038', '0039'].map((i) => `[ZJ*789468050042692*${i}*0007*JXTKR,1]`),
    );
  });

  it('takes the echo of a command as its answer', () => {
    expect(only(decode('[SG*8800000015*0002*CR]'))).toEqual({
      type: 'command_result',
      id: '8800000015',
      text: 'CR',
    });
    expect(only(decode('[3G*8308406279*0008*rcapture]'))).toMatchObject({
      type: 'command_result',
      text: 'rcapture',
    });
  });

  it('stores the state of a report without a date (no network time yet), received now', () => {
    const e = only(decode('[SG*8800000015*0050*AL,000000,000000,V,0,N,0,E,0,0,0,0,50,40,0,0,00010000,0,0]'));
    expect(e).toMatchObject({ type: 'heartbeat', record: { alarms: ['sos'], batteryPct: 40 } });
    expect(e.type === 'heartbeat' && text(e.ack)).toBe('[SG*8800000015*0002*AL]');
  });
});

describe('watch: framing [traccar-frame]', () => {
  it('splits four messages of one read, and takes one split anywhere', () => {
    const chunk = Buffer.from(
      '5b33472a393730353134313734302a303030392a4c4b2c302c302c35335d5b33472a393730353134313734302a303035412a55442c3139303732332c3139303730372c412c33362e3831353130392c4e2c31302e313739323331322c452c382e32342c3132372e392c32312e302c352c3130302c35332c302c302c30303030303030302c302c302c35382e305d5b33472a393730353134313734302a303030332a544b515d5b33472a393730353134313734302a303030392a4c4b2c302c302c35335d',
      'hex',
    );
    const types = (events: TrackerEvent[]) => events.map((e) => e.type);
    expect(types(decode(chunk))).toEqual(['login', 'heartbeat', 'records', 'heartbeat', 'heartbeat']);
    for (let at = 1; at < chunk.length; at += 7) {
      const stream = watchCodec.createStream();
      expect(types([...stream.push(chunk.subarray(0, at)), ...stream.push(chunk.subarray(at))])).toEqual([
        'login',
        'heartbeat',
        'records',
        'heartbeat',
        'heartbeat',
      ]);
    }
  });

  it('keeps a bracketed Wi-Fi name inside its message', () => {
    const r = recordOf(
      '[3G*880900242*013D*UD,120623,140020,A,48.949273,N, 4.3783060,E,18.56,43.8,0.0,12,100,76,226120,0,00000000,2,255,204,8,3110,55025,146,3130,49297,124,5,BangingWifi,34:a1:ed:e1:91:4f,-71,BAR WiFi,36:a2:e1:ed:a1:de,-72,NetworkWifi,26:de:a1:ed:e1:a0,-73,Fiber,36:a1:ed:e1:91:4f,-75,[LG_Wall-Mount A/C]e725,66:a1:ed:e1:e7:25,-82,15.0]',
    );
    expect(r).toMatchObject({
      valid: true,
      lat: 48.949273,
      lon: 4.378306,
      extra: { cellCount: 2, wifiCount: 5 },
    });
  });

  it('unescapes }01..}05 in a voice message and does not store it', () => {
    const voice = Buffer.concat([
      Buffer.from('[CS*1234567890*000e*TK,#!AMR'),
      Buffer.from('7d017d027d037d047d05ff', 'hex'),
      Buffer.from(']'),
    ]);
    const event = only(decode(voice));
    expect(event).toMatchObject({ type: 'heartbeat', id: '1234567890' });
    expect(event.type === 'heartbeat' && text(event.ack)).toBe('[CS*1234567890*0004*TK,1]');
    const bad = decode(
      Buffer.concat([Buffer.from('[CS*1234567890*0004*TK,'), Buffer.from('7d09', 'hex'), Buffer.from(']')]),
    );
    expect(only(bad)).toMatchObject({ type: 'bad_frame', reason: 'malformed' });
  });

  it('drops a voice message longer than a frame as it comes, without holding it', () => {
    const stream = watchCodec.createStream();
    const events = [...stream.push(Buffer.from('[3G*1234567890*ffff*TK,#!AMR'))];
    for (let i = 0; i < 10; i++) {
      events.push(...stream.push(Buffer.alloc(1000, 0x41)));
      expect(stream.buffered()).toBeLessThanOrEqual(watchCodec.maxFrameBytes);
    }
    events.push(...stream.push(Buffer.from('][3G*1234567890*0002*LK]')));
    expect(events.map((e) => e.type)).toEqual(['login', 'heartbeat', 'heartbeat']);
    expect(events.some((e) => e.type === 'bad_frame')).toBe(false);
  });

  it('counts an over-long report once, junk before a message, and a message cut short by the next', () => {
    const long = decode(`[3G*1234567890*ffff*UD,${'1'.repeat(5000)}][SG*8800000015*0002*LK]`);
    expect(long.map((e) => (e.type === 'bad_frame' ? e.reason : e.type))).toEqual([
      'too_long',
      'login',
      'heartbeat',
    ]);
    const junk = decode('xyz[SG*8800000015*0002*LK]\r\n');
    expect(junk.map((e) => e.type)).toEqual(['bad_frame', 'login', 'heartbeat']);
    const cut = decode('[SG*8800000015*0087*UD,220414,13[SG*8800000015*0002*LK]');
    expect(cut.map((e) => e.type)).toEqual(['bad_frame', 'login', 'heartbeat']);
    expect(only(decode('[SG*12*0002*LK]'))).toMatchObject({ type: 'bad_frame', reason: 'malformed' });
  });
});

describe('watch: commands [traccar-enc, setracker]', () => {
  const encode = (name: string, commandText: string, form?: string) =>
    text(
      watchCodec.encodeCommand({
        name,
        text: commandText,
        id: '123456789012345',
        serial: 1,
        ...(form ? { form } : {}),
      }),
    );

  it('writes Traccar encoder test commands in the vendor the watch uses', () => {
    // Traccar writes the length in lower-case hex (000e); the SeTracker document in upper case
    // (000A, 00CD, "length 162 ... is 00A2"), as we do (manual-examples.test.ts).
    expect(encode('reboot', 'RESET', 'CS')).toBe('[CS*123456789012345*0005*RESET]');
    expect(encode('custom', 'SOS1,123456789', 'CS')).toBe('[CS*123456789012345*000E*SOS1,123456789]');
    expect(encode('custom', 'WORK,6-9,11-13,13-15,17-19', 'CS')).toBe(
      '[CS*123456789012345*001A*WORK,6-9,11-13,13-15,17-19]',
    );
  });

  it('requests a position with CR; 3G watches are written SG; an indexed form carries 0001', () => {
    expect(encode('request_position', 'CR', 'SG')).toBe('[SG*123456789012345*0002*CR]');
    expect(encode('request_position', 'CR', '3G')).toBe('[SG*123456789012345*0002*CR]');
    expect(encode('reboot', 'RESET')).toBe('[SG*123456789012345*0005*RESET]');
    expect(encode('custom', 'POWEROFF', 'ZJ:index')).toBe('[ZJ*123456789012345*0001*0008*POWEROFF]');
    expect(encode('custom', '[SG*123456789012345*0002*CR]')).toBe('[SG*123456789012345*0002*CR]');
  });

  it('refuses what cannot be a command', () => {
    expect(() => encode('custom', 'a]b')).toThrow(/without \[ or \]/);
    expect(() => encode('custom', 'é')).toThrow();
    expect(() => encode('engine_stop', '')).toThrow(/no command/);
    expect(() => watchCodec.encodeCommand({ name: 'custom', text: 'CR', id: 'x', serial: 1 })).toThrow(
      /not a watch id/,
    );
    expect(watchCodec.answersCommands).toBe(true);
    expect(watchCodec.setupSms?.('gps.example.com', 5093)).toBe('pw,123456,ip,gps.example.com,5093#');
  });
});
