import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { suntechCodec } from './codec.ts';
import { traccarVectors } from './test/traccar-vectors.ts';

// Sources:
// [traccar] traccar/traccar src/test/java/org/traccar/protocol/SuntechProtocolDecoderTest.java at
//   26b9a4525773e3512c242c662a542467ab325f2d, every vector in test/traccar-vectors.ts; expected
//   values read from the messages per the field lists below, and Traccar's own assertions.
// [traccar-frame] SuntechFrameDecoderTest.java: `\r` ends a message, `\r\n` inside one does not.
// [traccar-enc] SuntechProtocolEncoder.java: the commands' text.
// [manual] Suntech ST300/340 operation manual (LATAM, rev. 1.41): STT/EMG/ALT field lists, EMG_ID,
//   the CMD command and its `Res` answer, NTW.

const bytesOf = (v: { kind: 'text' | 'hex'; data: string }) =>
  v.kind === 'hex' ? Buffer.from(v.data, 'hex') : Buffer.from(`${v.data}\r`, 'latin1');

function decode(text: string): TrackerEvent[] {
  return suntechCodec.createStream().push(Buffer.from(`${text}\r`, 'latin1'));
}

const vector = (start: string) => {
  const found = traccarVectors.find((v) => v.data.startsWith(start));
  if (!found) throw new Error(`no vector ${start}`);
  return found.data;
};

function recordOf(text: string): TrackerRecord & { id: string } {
  const events = decode(text);
  const records = events.find((e) => e.type === 'records');
  if (records?.type !== 'records') throw new Error(`no records: ${JSON.stringify(events)}`);
  expect(records.records).toHaveLength(1);
  return { ...(records.records[0] as TrackerRecord), id: records.id as string };
}

describe('Suntech: every Traccar vector [traccar]', () => {
  it('decodes each text vector, refusing only as a frame error; binary reports are skipped as unsupported', () => {
    const outcome = { records: 0, heartbeat: 0, command_result: 0, nothing: 0, unsupported: 0, malformed: 0 };
    for (const v of traccarVectors) {
      const stream = suntechCodec.createStream();
      const bytes = bytesOf(v);
      // The text ones among the hex vectors, as the frame decoder hands them over, end with \r.
      const events = stream.push(
        v.kind === 'hex' && bytes[0] === 0x53 ? Buffer.concat([bytes, Buffer.from('\r')]) : bytes,
      );
      const main = events.filter((e) => e.type !== 'login');
      if (main.length === 0) outcome.nothing += 1;
      for (const e of main) {
        if (e.type === 'bad_frame') outcome[e.reason === 'unsupported' ? 'unsupported' : 'malformed'] += 1;
        else outcome[e.type as 'records' | 'heartbeat' | 'command_result'] += 1;
      }
    }
    // 81 vectors: 4 binary (zip 0x02, universal 0x81/0x82) skipped; "-Error" and the crash
    // report (CRR, binary chunks; Traccar's test of it is @Disabled) malformed; BSA (Traccar: null).
    expect(outcome).toEqual({
      records: 67,
      heartbeat: 4,
      command_result: 3,
      nothing: 1,
      unsupported: 4,
      malformed: 2,
    });
  });
});

describe('Suntech: model-prefixed reports [traccar, manual]', () => {
  it('reads an SA200 status report: time, fix, km/h, odometer, power, ignition [traccar: 2012-07-18 15:37:12]', () => {
    const r = recordOf(vector('SA200STT;317652;042;20120718'));
    expect(r).toMatchObject({
      id: '317652',
      time: new Date('2012-07-18T15:37:12Z'),
      valid: true,
      lat: -15.618755,
      lon: -56.083241,
      speedKmh: 0.024,
      course: 0,
      satellites: 8,
      odometerM: 41548,
      externalPowerV: 12.17,
      ignition: true,
      inputs: 0,
      outputs: 0,
    });
    expect(r.extra).toMatchObject({ report: 'STT', mode: 2, index: 1979 });
  });

  it('skips the ST300 model field and reads the hour meter, backup battery and message type [traccar: hours 3188]', () => {
    const r = recordOf(vector('ST300ALT;007239104'));
    expect(r).toMatchObject({
      id: '007239104',
      time: new Date('2019-01-12T01:07:16Z'),
      lat: 4.703287,
      lon: -74.148897,
    });
    expect(r).toMatchObject({
      course: 189.72,
      satellites: 21,
      odometerM: 425512,
      externalPowerV: 12.61,
      batteryV: 4.1,
    });
    expect(r.extra).toMatchObject({ alert: 33, hourMeterMinutes: 3188 });
    expect(r.extra?.buffered).toBeUndefined();
  });

  it('marks a report stored while out of coverage (MSG_TYPE 0) as buffered [traccar]', () => {
    const r = recordOf(vector('ST600STT;008084783'));
    expect(r).toMatchObject({
      time: new Date('2018-03-08T18:00:36Z'),
      lat: -16.530023,
      lon: -68.084267,
      speedKmh: 18.64,
    });
    expect(r.extra).toMatchObject({ buffered: true, hourMeterMinutes: 61 });
  });

  it('reads an emergency (EMG_ID 1, the panic button) as SOS, stored as Button pressed [traccar, manual]', () => {
    const r = recordOf(vector('SA200EMG;317652'));
    expect(r.alarms).toEqual(['sos']);
    expect(r).toMatchObject({ ignition: true, inputs: 1, time: new Date('2012-07-18T15:35:41Z') });
  });

  it('reads the ST600 cell fields and the I/O flags [traccar]', () => {
    const r = recordOf(vector('ST600STT;100850000'));
    expect(r).toMatchObject({
      lat: 37.478519,
      lon: 126.886819,
      odometerM: 0,
      externalPowerV: 15.3,
      ignition: false,
    });
    // 00110000: ignition off, inputs 2 and 3 on.
    expect(r.inputs).toBe(0b110);
  });

  it('keeps serial data (UEX) and a driver id read by a GTSL reader [traccar: 9255143]', () => {
    expect(recordOf(vector('ST300UEX;511331307')).extra).toMatchObject({ driverId: '9255143' });
    // The data holds \r\n, which does not end the message [traccar-frame].
    expect(recordOf(vector('ST300UEX;511248287')).extra).toMatchObject({ serial: 'RFID:008FB2BEBA39' });
  });

  it('takes an alive message as a heartbeat and a trip summary (HTE) as the driver who drove it [traccar]', () => {
    expect(decode(vector('SA200ALV;317652'))).toEqual([
      { type: 'login', id: '317652', form: 'SA200' },
      { type: 'heartbeat', id: '317652' },
    ]);
    const [, hte] = decode(vector('ST300HTE;100850001'));
    expect(hte).toMatchObject({ type: 'heartbeat', record: { extra: { driverId: '01E04D44160000' } } });
  });

  it("takes a command's answer (CMD;Res) as its result, and asks for no acknowledgement [traccar, manual]", () => {
    const events = decode('ST300CMD;Res;511848119;319H;Disable1');
    expect(events[1]).toEqual({
      type: 'command_result',
      id: '511848119',
      text: 'ST300CMD;Res;511848119;319H;Disable1',
    });
    expect(events.some((e) => 'ack' in e)).toBe(false);
  });

  it('reads the ST910 personal tracker, with and without the cell and odometer [traccar]', () => {
    const r = recordOf(
      vector('ST910;Alert;123456;410;20141018;18:30:12;+37.478774;+126.889690;000.000;000.00;0;4.0;1;6002'),
    );
    expect(r).toMatchObject({
      time: new Date('2014-10-18T18:30:12Z'),
      valid: false,
      lat: 37.478774,
      lon: 126.88969,
    });
    expect(recordOf(vector('ST910;Emergency;238569')).alarms).toEqual(['sos']);
    expect(recordOf(vector('ST910;Location;907510186'))).toMatchObject({ odometerM: 28462, valid: true });
  });

  it('reads the ST4xx layout after its seven cells, or the battery alone without a fix [traccar]', () => {
    const r = recordOf(vector('ST410STT;007272376;408;01;10217'));
    expect(r).toMatchObject({
      time: new Date('2018-10-31T20:12:58Z'),
      lat: 4.741277,
      lon: -74.048238,
      speedKmh: 52.375,
    });
    expect(r.batteryV).toBe(3.8);
    expect(decode(vector('ST410STT;109815653'))[1]).toMatchObject({
      type: 'heartbeat',
      record: { batteryV: 3.86 },
    });
  });
});

describe('Suntech: universal reports [traccar]', () => {
  it('reads a status report by its report map, ignition from IN_STATE, the assign map kept as it is', () => {
    const r = recordOf(vector('STT;0560001616'));
    expect(r).toMatchObject({ id: '0560001616', time: new Date('2020-02-19T20:52:25Z'), valid: true });
    expect(r).toMatchObject({
      lat: 20.741764,
      lon: -103.430364,
      satellites: 19,
      ignition: true,
    });
    expect(r.externalPowerV).toBeUndefined();
    expect(r.extra).toMatchObject({ index: 1765, io2: '12.14', io16: '136598' });
  });

  it('reads alert 42 as SOS [traccar: ALARM_SOS]', () => {
    const r = recordOf(vector('ALT;0950030205;3FFFFF;95;1.0.11;0;20221017'));
    expect(r.alarms).toEqual(['sos']);
    expect(r).toMatchObject({ lat: 25.791061, lon: -100.170745, ignition: true });
  });

  it('takes RES as a command result and ALV as a heartbeat', () => {
    expect(decode('RES;4309999001;04;02;TEST')[1]).toMatchObject({
      type: 'command_result',
      text: 'RES;4309999001;04;02;TEST',
    });
    expect(decode('ALV;4309999001')[1]).toEqual({ type: 'heartbeat', id: '4309999001' });
  });

  it('logs a unit in once per connection, with the form its commands must take', () => {
    const stream = suntechCodec.createStream();
    const text = `${vector('STT;0560001616')}\r`;
    const first = stream.push(Buffer.from(text + text));
    expect(first.filter((e) => e.type === 'login')).toEqual([
      { type: 'login', id: '0560001616', form: 'universal' },
    ]);
  });
});

describe('Suntech: framing [traccar-frame]', () => {
  it('joins a message split over reads and splits coalesced ones', () => {
    const stream = suntechCodec.createStream();
    const all = Buffer.from(`${vector('SA200ALV;317652')}\r${vector('SA200STT;317652;042;20120718')}\r`);
    const events = [
      ...stream.push(all.subarray(0, 5)),
      ...stream.push(all.subarray(5, 30)),
      ...stream.push(all.subarray(30)),
    ];
    expect(events.map((e) => e.type)).toEqual(['login', 'heartbeat', 'records']);
  });

  it('skips a zip report whole and goes on with the next message', () => {
    const zip = Buffer.from(traccarVectors[0]?.data as string, 'hex');
    const events = suntechCodec.createStream().push(Buffer.concat([zip, Buffer.from('SA200ALV;317652\r')]));
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'login', 'heartbeat']);
  });

  it('drops an over-long message up to its end, then reads the next', () => {
    const stream = suntechCodec.createStream();
    const events = stream.push(Buffer.from(`ST300STT;${'9'.repeat(3000)}\rSA200ALV;317652\r`));
    expect(events.map((e) => e.type)).toEqual(['bad_frame', 'login', 'heartbeat']);
    expect(stream.buffered()).toBe(0);
  });
});

describe('Suntech: commands [traccar-enc, manual]', () => {
  const encode = (name: string, form?: string, text = '') =>
    Buffer.from(
      suntechCodec.encodeCommand({ name, text, id: '100850000', serial: 1, ...(form ? { form } : {}) }),
    ).toString();

  it('writes the model-prefixed commands with the prefix the unit used', () => {
    expect(encode('reboot', 'ST300')).toBe('ST300CMD;100850000;02;Reboot\r');
    expect(encode('request_position', 'ST300')).toBe('ST300CMD;100850000;02;StatusReq\r');
    expect(encode('engine_stop', 'ST600')).toBe('ST600CMD;100850000;02;Enable1\r');
    expect(encode('engine_resume')).toBe('SA200CMD;100850000;02;Disable1\r');
    expect(encode('custom', 'ST300', 'Enable2')).toBe('ST300CMD;100850000;02;Enable2\r');
    expect(encode('custom', 'ST300', 'ST300CMD;100850000;02;ReqICCID')).toBe(
      'ST300CMD;100850000;02;ReqICCID\r',
    );
  });

  it('writes the universal commands to a universal unit', () => {
    expect(encode('reboot', 'universal')).toBe('CMD;100850000;03;03\r');
    expect(encode('request_position', 'universal')).toBe('CMD;100850000;03;01\r');
    expect(encode('engine_stop', 'universal')).toBe('CMD;100850000;04;01\r');
    expect(encode('custom', 'universal', '04;03')).toBe('CMD;100850000;04;03\r');
  });

  it('refuses a command that is not one line of text, and answers commands', () => {
    expect(() => encode('custom', 'ST300', 'Reboot\rST300CMD')).toThrow(/one line/);
    expect(() => encode('set_interval', 'ST300')).toThrow(/no command/);
    expect(suntechCodec.answersCommands).toBe(true);
  });

  it('points the unit here with the NTW command [manual]', () => {
    expect(suntechCodec.setupSms?.('track.example.com', 5011)).toBe(
      'ST300NTW;<device id>;02;0;<APN>;;;track.example.com;5011;;;;',
    );
  });
});
