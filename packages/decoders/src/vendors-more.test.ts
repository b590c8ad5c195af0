import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { imbuildingsExamples } from './test-support/ttn-codec-examples-vendors-2.ts';
import { rakTalkpoolExamples } from './test-support/ttn-codec-examples-vendors-2b.ts';

// IMBUILDINGS, RAKwireless RAK2270 / RAK7201, Talkpool and Globalsat against the vendors' material.
// The codec examples and outputs (test-support/ttn-codec-examples-vendors-2*.ts, each citing its
// codec, commit and example) give the readings and warnings a user sees and our fields; the other
// cases are frames built from the vendors' documents, cited with each.

describe('codec examples: our readings, warnings and fields for the bytes', () => {
  const examples = [...imbuildingsExamples, ...rakTalkpoolExamples];
  it.each(examples.map((example) => [`${example.model}: ${example.source}`, example] as const))(
    '%s',
    (_name, example) => {
      const result = run(example.model, example.fPort, example.hex);
      expect(readingsOf(result)).toStrictEqual(example.readings);
      expect(result.warnings).toStrictEqual(example.warnings);
      expect(result.fields).toStrictEqual(example.fields ?? example.output);
    },
  );
});

describe('IMBUILDINGS (IMBUILDINGS/docs 81da04b6, payload definitions and the reference guide v1.1)', () => {
  const counter = 'imbuildings/imbuildings-people-counter';

  it('reads the totals-only frame that firmware 1.35 and older label variant 6 (guide, type 2 / variant 7 note 1)', () => {
    const result = run(counter, 1, '02060004A30B00F6B569A0060005E4');
    expect(result.fields).toMatchObject({ payload_variant: 6, total_counter_a: 1536, total_counter_b: 1508 });
    expect(readingsOf(result)).toStrictEqual({ low_battery: true });
    expect(result.warnings?.[0]).toBe(
      'variant 6 with 15 bytes: the totals-only frame of firmware 1.35 and older, read as variant 7',
    );
  });

  it('gives no low battery when the receiver does not flag it, and warns of a weak beam', () => {
    // Sensor status 0x02 "IR signal not at full strength"; 0x04 "Sensor Power Up" says nothing.
    const result = run(counter, 26, '0000F8000500040600100010FF');
    expect(readingsOf(result)).toStrictEqual({
      battery_mv: 2480,
      people_in: 5,
      people_out: 4,
      low_battery: false,
    });
    expect(result.warnings).toStrictEqual([
      'sensor status: the infrared signal is not at full strength (check the alignment)',
    ]);
  });

  it('reads a settings answer (F1 01, reference guide chapter 2) as fields', () => {
    // interval 15, payload type 2 variant 6 with header, fport 16: imbuildings.js prints the same.
    const result = run(counter, 10, 'F101031E0F0520020601033310');
    expect(result.fields).toStrictEqual({
      interval: 15,
      payload: { type: 2, variant: 6, header: true },
      fport: 16,
    });
    expect(result.readings).toStrictEqual([]);
  });

  it('stops at a settings item whose length would not move on (imbuildings.js loops forever on a 0)', () => {
    const result = run(counter, 10, 'F101031E0F00');
    expect(result.fields).toStrictEqual({ interval: 15 });
    expect(result.warnings).toStrictEqual([
      'settings answer: item at byte 5 has length 0; the rest is not decoded',
    ]);
  });

  it('reads a frost temperature signed, where the codec prints 653.36 °C', () => {
    const result = run(
      'imbuildings/imbuildings-comfort-sensor',
      1,
      '01030004A30B00F0D40E00014AFF38119401F401',
    );
    expect(readingsOf(result).temperature).toBe(-2);
  });

  it("refuses another device's frame, and a headerless frame on a port that carries none", () => {
    expect(
      errorOf(() => run('imbuildings/imbuildings-comfort-sensor', 1, '02080004A30B00F6B5690800F9A0')).message,
    ).toBe(
      'imbuildings/imbuildings-comfort-sensor: payload type 2 variant 8 (People Counter, status) is not a Comfort Sensor frame',
    );
    expect(errorOf(() => run(counter, 5, '0800F9A0')).message).toBe(
      `${counter}: no IMBUILDINGS frame: no header of a known type, variant and length, and port 5 carries no headerless frame of 4 bytes`,
    );
  });

  it('reads the Moodbox without its header on ports 33 and 34', () => {
    expect(readingsOf(run('imbuildings/imbuildings-moodbox', 33, '00'))).toStrictEqual({ button: false });
    expect(run('imbuildings/imbuildings-moodbox', 34, '00010002000000000003').fields).toStrictEqual({
      payload_type: 3,
      payload_variant: 4,
      button: { a: 1, b: 2, c: 0, d: 0, e: 3 },
    });
  });
});

describe('RAKwireless RAK2270 (RAK2270-Sticker-Tracker 696275ff, Firmware/README.md, custom.h)', () => {
  it('reads the motion event on port 20 and refuses other bytes there', () => {
    expect(readingsOf(run('rakwireless/rak2270', 20, 'E0'))).toStrictEqual({ motion: true });
    expect(errorOf(() => run('rakwireless/rak2270', 20, 'E1')).message).toBe(
      'rakwireless/rak2270: port 20 carries the motion event E0; got e1',
    );
  });

  it('keeps the echo of a downlink command on port 11 as fields (02: the uplink interval)', () => {
    const result = run('rakwireless/rak2270', 11, '02003C');
    expect(result.fields).toStrictEqual({ downlink_command: 2, downlink: '02003c' });
    expect(result.readings).toStrictEqual([]);
  });

  it('refuses the ports its firmware does not send on', () => {
    expect(errorOf(() => run('rakwireless/rak2270', 2, '006701110002012a')).kind).toBe('unsupported_port');
  });
});

describe('RAKwireless RAK7201 (rakwireless-docs 0615288b, RAK7201 quick start guide)', () => {
  it('reads the low battery warning 57 0A: under 10 %', () => {
    const result = run('rakwireless/rak7201', 1, '570A');
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 10, low_battery: true });
    expect(result.fields).toStrictEqual({ battery_level: 10, low_battery_warning: true });
  });

  it('reads data set with at+button as a key press of an unknown key', () => {
    const result = run('rakwireless/rak7201', 7, '48656C6C6F576F726C64');
    expect(readingsOf(result)).toStrictEqual({ button: true });
    expect(result.fields).toStrictEqual({ data: 'HelloWorld' });
    expect(result.warnings).toStrictEqual([
      'key data set with at+button: which key was pressed is not known',
    ]);
  });
});

describe('Talkpool (OY1110 and OY1210 user manuals v1.0, chapter 9)', () => {
  it('counts a grouping header with bit 7 set in hours', () => {
    const result = run('talkpool/oy1110', 3, '812e3ccd3338d2');
    expect(result.fields).toMatchObject({
      measurementIntervalMinutes: 60,
      earlierMeasurements: [{ minutesAgo: 60, Temperature: 2.9, RelativeHumidity: 64.8 }],
    });
  });

  it('reads the status report 01 20 00 ("Normal startup") and warns of an error code', () => {
    expect(run('talkpool/oy1110', 1, '012000')).toStrictEqual({
      fields: { commandIndex: 0x20, status: 0 },
      readings: [],
    });
    expect(run('talkpool/oy1210', 1, '012004').warnings).toStrictEqual([
      'status 0x04: the sensor reports an error',
    ]);
  });

  it('warns of bytes past a single measurement and refuses a cut-off one', () => {
    expect(run('talkpool/oy1110', 2, '3e441d3338d2').warnings).toStrictEqual([
      'port 2 carries one measurement; 3 more bytes not decoded',
    ]);
    expect(errorOf(() => run('talkpool/oy1210', 2, '3e441d02')).message).toBe(
      'talkpool/oy1210: payload too short (4 bytes, expected 5)',
    );
    expect(errorOf(() => run('talkpool/oy1100', 1, '121ad712')).message).toBe(
      'talkpool/oy1100: payload of 4 bytes is not whole measurements of 3 bytes',
    );
  });
});
