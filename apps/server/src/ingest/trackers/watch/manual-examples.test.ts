import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { watchCodec } from './codec.ts';

// The vendor's own worked examples, replayed verbatim:
// [setracker] "Beesure GPS SeTracker Server Protocol", 4p-touch.com (Shenzhen Yushengchang
//   Technology), revision "Update time on Aug. 02, 2025": Part I (device sends) 1 LK, 2 UD, 3 UD2,
//   4 AL / AL_LTE, 5 CONFIG; Part II (server sends) 2 UPLOAD, 5 CENTER, 6 MONITOR, 7 SOS1..3,
//   9 FACTORY, 10 LZ, 15 RESET, 16 CR, 17 POWEROFF, 25 TK (voice, both ways); Part III 1/3 bphrt;
//   Part VI btemp2; Appendix I "Location Data Notes" (fields, and the device status bits: "the high
//   16bit expression alarming, low 16bit expression condition": 0 low battery state, 1 out of fence
//   state, 2 enter the fence state, 3 watch state, 4 device no moving state, 16 SOS alarm, 17 low
//   battery alarm, 18 out fence alarm, 19 into the fence alarm, 20 remove the watch alarm, 21 fall
//   down alarm, 22 abnormal heart rate alarm). Times are "Greenwich meantime" (UTC).
// Messages are the document's own examples, lengths as printed there, except where a test says it
// builds one from the document's format (btemp2, a voice message, other status values).

const decode = (message: string | Buffer): TrackerEvent[] =>
  watchCodec.createStream().push(typeof message === 'string' ? Buffer.from(message, 'latin1') : message);
const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('latin1') : undefined);

function only(events: TrackerEvent[]): Exclude<TrackerEvent, { type: 'login' }> {
  const rest = events.filter((e) => e.type !== 'login');
  expect(rest).toHaveLength(1);
  return rest[0] as Exclude<TrackerEvent, { type: 'login' }>;
}
function recordOf(message: string): { record: TrackerRecord; ack?: string } {
  const e = only(decode(message));
  if (e.type !== 'records') throw new Error(`no records: ${JSON.stringify(e)}`);
  expect(e.records).toHaveLength(1);
  return { record: e.records[0] as TrackerRecord, ack: text(e.ack) };
}
const ackOf = (message: string) => {
  const e = only(decode(message));
  return 'ack' in e ? text(e.ack) : undefined;
};

describe('Part I.1 link keep [setracker]', () => {
  it('answers both LK forms with [3G*8800000015*0002*LK] and keeps steps, tumbles and battery', () => {
    const events = decode('[3G*8800000015*0002*LK]');
    expect(events[0]).toEqual({ type: 'login', id: '8800000015', form: '3G' });
    expect(ackOf('[3G*8800000015*0002*LK]')).toBe('[3G*8800000015*0002*LK]');
    const state = only(decode('[3G*8800000015*000D*LK,50,100,100]'));
    expect(state).toMatchObject({
      type: 'heartbeat',
      record: { batteryPct: 100, extra: { steps: 50, tumbles: 100 } },
    });
    expect(state.type === 'heartbeat' && text(state.ack)).toBe('[3G*8800000015*0002*LK]');
  });
});

describe('Part I.2/3 position data, UD and UD2 [setracker, Appendix I]', () => {
  it('reads the UD example: 18 Sep 2016 02:57:23 GMT, fix, 6 satellites, signal 100, battery 60; not answered', () => {
    const { record, ack } = recordOf(
      '[3G*8800000015*00CD*UD,180916,025723,A,22.570733,N,113.8626083,E,0.00,249.5,0.0,6,100,60,0,0,00000010,7,255,460,1,9529,21809,158,9529,63555,133,9529, 63554,129,9529,21405,126,9529,21242,124,9529,21151,120,9529,63556,119,0,40.7]',
    );
    expect(ack).toBeUndefined(); // "Server not reply."
    expect(record).toMatchObject({
      time: new Date('2016-09-18T02:57:23Z'),
      valid: true,
      lat: 22.570733,
      lon: 113.8626083,
      speedKmh: 0,
      course: 249.5,
      altitude: 0,
      satellites: 6,
      gsmSignalPct: 100,
      batteryPct: 60,
      extra: { message: 'UD', steps: 0, status: '00000010', cellCount: 7, mcc: 460, mnc: 1 },
    });
    // 00000010 "means the device is static-unmoving" (bit 4), a state: no alarm, not "moving".
    expect(record.alarms).toBeUndefined();
    expect(record.extra?.motion).toBe(false);
  });

  it('reads the UD2 blind-spot example at its own time, unanswered', () => {
    const { record, ack } = recordOf(
      '[3G*8800000015*00D0*UD2,180916,064032,A,22.570512,N,113.8623267,E,0.00,154.8,0.0,11,100,100,0,0,00000010,7,255,460,1,9529,21809,157,9529,21405,131,9529,63555,130,9529,21242,129,9529,63554,126,9529,63556,120,9529,21151,113,0,12.2]',
    );
    expect(ack).toBeUndefined();
    expect(record).toMatchObject({
      time: new Date('2016-09-18T06:40:32Z'),
      valid: true,
      lat: 22.570512,
      lon: 113.8623267,
      course: 154.8,
      satellites: 11,
      batteryPct: 100,
      extra: { message: 'UD2', motion: false },
    });
    expect(record.alarms).toBeUndefined();
  });

  it('raises no alarm from the low half (states): out of a fence is a state of every report, not an alarm', () => {
    // The UD example with status 00000007: low battery, out of fence and in fence states.
    const { record } = recordOf(
      '[3G*8800000015*00CD*UD,180916,025723,A,22.570733,N,113.8626083,E,0.00,249.5,0.0,6,100,60,0,0,00000007,0,0,40.7]',
    );
    expect(record.alarms).toBeUndefined();
    expect(record.extra).toMatchObject({ lowBatteryState: true, outOfFence: true, inFence: true });
  });
});

describe('Part I.4 alarm data, AL and AL_LTE [setracker, Appendix I]', () => {
  it('reads the AL example (00100018): the watch removed, and answers [3G*8800000015*0002*AL]', () => {
    const { record, ack } = recordOf(
      '[3G*8800000015*00CD*AL,180916,064153,A,22.570512,N,113.8623267,E,0.00,154.8,0.0,11,100,100,0,0,00100018,7,0,460,1,9529,21809,155,9529,21242,132,9529,21405,131,9529,63554,131,9529,63555,130,9529,63556,118,9529,21869,116,0,12.4]',
    );
    expect(ack).toBe('[3G*8800000015*0002*AL]');
    expect(record).toMatchObject({
      time: new Date('2016-09-18T06:41:53Z'),
      valid: true,
      lat: 22.570512,
      lon: 113.8623267,
      alarms: ['tamper'],
      // Bit 3 (watch state) and bit 4 (no moving) are states.
      extra: { message: 'AL', status: '00100018', watchState: true, motion: false },
    });
  });

  it('reads the 4G AL_LTE example: "Fall down is 00200000, the 21st bit", answered AL', () => {
    const { record, ack } = recordOf(
      '[3G*4504816162*010A*AL_LTE,241020,085353,V,0.0,N,0.0,E,22.0,0,-1,1,100,35,0,0,00200000,1,1,460,11,30602,125639728,100,5,4P-Touch,bc:5f:f6:1e:07:be,-55,ChinaNet-a9Ld,c4:b8:b5:c4:14:79,-53,ChinaNet-CX9r,f0:92:b4:95:3d:b9,-57,5B,08:31:8b:ae:ef:c8,-66,TP-LINK_274E,50:bd:5f:80:27:4e,-63,0.0]',
    );
    expect(ack).toBe('[3G*4504816162*0002*AL]');
    expect(record).toMatchObject({
      time: new Date('2020-10-24T08:53:53Z'),
      valid: false,
      batteryPct: 35,
      alarms: ['fall'],
      extra: { message: 'AL_LTE', cellCount: 1, mcc: 460, mnc: 11, wifiCount: 5 },
    });
  });

  it('reads "the SOS AL is 16 bit, 00010000" as SOS, and bit 22 as an abnormal heart rate, not a fall', () => {
    const al = (status: string) =>
      recordOf(
        `[3G*8800000015*00CD*AL,180916,064153,A,22.570512,N,113.8623267,E,0.00,154.8,0.0,11,100,100,0,0,${status},0,0,12.4]`,
      ).record;
    expect(al('00010000').alarms).toEqual(['sos']);
    expect(al('000F0000').alarms).toEqual(['sos', 'low_battery', 'geofence_exit', 'geofence_enter']);
    const heart = al('00400000');
    expect(heart.alarms).toBeUndefined();
    expect(heart.extra).toMatchObject({ alarm: 'heartRateAbnormal', alarmReport: true });
  });
});

describe('Part I.5 CONFIG [setracker]', () => {
  it('answers CONFIG,1 so the watch stops repeating it', () => {
    expect(ackOf('[3G*8800000015*001E*CONFIG,TY:G75,UL:600,SY:1,CM:1]')).toBe(
      '[3G*8800000015*0008*CONFIG,1]',
    );
  });
});

describe('Part II server commands and the watch echo [setracker]', () => {
  const id = '8800000015';
  const encode = (commandText: string, name = 'custom') =>
    Buffer.from(watchCodec.encodeCommand({ name, text: commandText, id, serial: 1, form: '3G' })).toString(
      'latin1',
    );

  it('writes the documented commands with their content length (3G watches written SG, as Traccar)', () => {
    expect(encode('UPLOAD,600')).toBe('[SG*8800000015*000A*UPLOAD,600]');
    expect(encode('CENTER,00000000000')).toBe('[SG*8800000015*0012*CENTER,00000000000]');
    expect(encode('MONITOR,13100010002')).toBe('[SG*8800000015*0013*MONITOR,13100010002]');
    expect(encode('SOS1,00000000000')).toBe('[SG*8800000015*0010*SOS1,00000000000]');
    expect(encode('FACTORY')).toBe('[SG*8800000015*0007*FACTORY]');
    expect(encode('LZ,1,8')).toBe('[SG*8800000015*0006*LZ,1,8]');
    expect(encode('', 'reboot')).toBe('[SG*8800000015*0005*RESET]');
    expect(encode('', 'request_position')).toBe('[SG*8800000015*0002*CR]');
    expect(encode('', 'power_off')).toBe('[SG*8800000015*0008*POWEROFF]');
  });

  it('takes each documented device reply as the answer to its command, unanswered', () => {
    for (const reply of [
      '[3G*8800000015*0006*UPLOAD]',
      '[3G*8800000015*0006*CENTER]',
      '[3G*8800000015*0007*MONITOR]',
      '[3G*8800000015*0004*SOS1]',
      '[3G*8800000015*0007*FACTORY]',
      '[3G*8800000015*0002*LZ]',
      '[3G*5678901234*0005*RESET]',
      '[3G*5678901234*0002*CR]',
      '[3G*5678901234*0008*POWEROFF]',
    ]) {
      const e = only(decode(reply));
      expect(e.type).toBe('command_result');
      expect('ack' in e && e.ack).toBeFalsy();
    }
    expect(only(decode('[3G*8800000015*0028*VERNO,G29_BASE_V1.00_2014.04.23_17.46.49]'))).toMatchObject({
      type: 'command_result',
      text: 'VERNO,G29_BASE_V1.00_2014.04.23_17.46.49',
    });
  });
});

describe('Part II.25 voice chat, TK [setracker]', () => {
  it('answers a voice message from the watch with TK,1 ("1: success receiving")', () => {
    const voice = Buffer.concat([
      Buffer.from('[3G*8800000015*000B*TK,#!AMR\n'),
      Buffer.from([0x3c, 0x91]),
      Buffer.from(']'),
    ]);
    const e = only(decode(voice));
    expect(e).toMatchObject({ type: 'heartbeat', id: '8800000015' });
    expect(e.type === 'heartbeat' && text(e.ack)).toBe('[3G*8800000015*0004*TK,1]');
  });

  it("takes the watch's TK,1 / TK,0 receipt of our voice message as a command answer, unanswered", () => {
    const e = only(decode('[3G*8800000015*0004*TK,1]'));
    expect(e).toEqual({ type: 'command_result', id: '8800000015', text: 'TK,1' });
  });
});

describe('Part III / VI health uploads [setracker]', () => {
  it('reads bphrt 112/73, heart rate 67, and answers [..*bphrt]', () => {
    const e = only(decode('[3G*8800000015*0013*bphrt,112,73,67,,,,]'));
    expect(e).toMatchObject({
      type: 'heartbeat',
      record: { extra: { pressureHigh: 112, pressureLow: 73, heartRate: 67 } },
    });
    expect(e.type === 'heartbeat' && text(e.ack)).toBe('[3G*8800000015*0005*bphrt]');
  });

  // The document gives btemp2's format only (`btemp2,type,temp`); these are built from it.
  it('keeps a forehead-mode (0) btemp2 temperature, marks 0/1 as failed measurements, and answers btemp2', () => {
    const forehead = only(decode('[3G*8800000015*000D*btemp2,0,36.6]'));
    expect(forehead).toMatchObject({
      type: 'heartbeat',
      record: { extra: { temp1: 36.6, temperatureMode: 0 } },
    });
    expect(forehead.type === 'heartbeat' && text(forehead.ack)).toBe('[3G*8800000015*0006*btemp2]');
    const high = only(decode('[3G*8800000015*000A*btemp2,1,1]'));
    expect(high).toMatchObject({ record: { extra: { temperatureAbnormal: 'high' } } });
    expect(high.type === 'heartbeat' && high.record?.extra?.temp1).toBeUndefined();
  });
});
