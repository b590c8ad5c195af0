import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';

// Differential tests against Sensative's own decoder for The Things Network
// (Sensative/strips-lora-translator-ttn strips-ttn-decoder.js at fd2280c37fc66f5c8b9e96c471fa2d37738952ea;
// the TTN device repository's vendor/sensative/strips.js at 0417b50f is the same Decoder wrapped in
// decodeUplink), run in Node on port 1 on the published examples and on payloads built to cover every
// report type. Each `vendor` object is what it printed, verbatim; our fields must be exactly that (we
// keep Sensative's names). The vendor code is not needed to run these tests.

type Case = { hex: string; vendor: Record<string, unknown> };

const same: Case[] = [
  {
    hex: 'FFFF01500200EA03000D000E001000',
    vendor: {
      historySeqNr: 65535,
      prevHistSeqNr: 65535,
      battery: 80,
      temperature: { value: 23.4 },
      tempAlarm: { highAlarm: false, lowAlarm: false },
      flood: { value: 0 },
      floodAlarm: { value: false },
      userSwitch1Alarm: { value: false },
    },
  },
  { hex: 'ffff1201', vendor: { historySeqNr: 65535, prevHistSeqNr: 65535, presence: { value: true } } },
  {
    hex: '000512010701F4080064',
    vendor: {
      historySeqNr: 5,
      prevHistSeqNr: 5,
      presence: { value: true },
      lux: { value: 500 },
      lux2: { value: 100 },
    },
  },
  {
    hex: '00078E010902',
    vendor: { historySeqNr: 7, prevHistSeqNr: 6, floodAlarm: { value: true }, door: { value: true } },
  },
  {
    hex: '00050D3C0E01',
    vendor: { historySeqNr: 5, prevHistSeqNr: 5, flood: { value: 60 }, floodAlarm: { value: true } },
  },
  {
    hex: '00050B010C011001110007130100140020150116021600',
    vendor: {
      historySeqNr: 5,
      prevHistSeqNr: 5,
      tamperReport: { value: true },
      tamperAlarm: { value: true },
      userSwitch1Alarm: { value: true },
      doorCount: { value: 7 },
      IRproximity: { value: 256 },
      IRcloseproximity: { value: 32 },
      closeProximityAlarm: { value: true },
      disinfectAlarm: { value: 0, state: 'dirty' },
    },
  },
  {
    hex: '0005700001710002720003',
    vendor: {
      historySeqNr: 5,
      prevHistSeqNr: 5,
      capacitanceFlood: { value: 1 },
      capacitancePad: { value: 2 },
      capacitanceEnd: { value: 3 },
    },
  },
  {
    hex: '0005040064050106C8',
    vendor: {
      historySeqNr: 5,
      prevHistSeqNr: 5,
      averageTemperature: { value: 10 },
      avgTempAlarm: { highAlarm: true, lowAlarm: false },
      humidity: { value: 100 },
    },
  },
  {
    hex: '0005000F55',
    vendor: {
      historySeqNr: 5,
      prevHistSeqNr: 5,
      emptyFrame: {},
      oilAlarm: { value: 85 },
      foilAlarm: { value: true },
    },
  },
  { hex: '00050A01', vendor: { historySeqNr: 5, prevHistSeqNr: 5, doorAlarm: { value: true } } },
  { hex: '00051605', vendor: { historySeqNr: 5, prevHistSeqNr: 5, disinfectAlarm: { value: 5 } } },
];

describe("Sensative Strips against Sensative's TTN decoder (strips-ttn-decoder.js fd2280c3)", () => {
  it.each(same)('$hex', ({ hex, vendor }) => {
    expect(run('sensative/strips', 1, hex).fields).toStrictEqual(vendor);
  });
});

describe("where we keep our reading over Sensative's decoder", () => {
  it('gives the temperature of the combined reports (80, 82) the {value} shape of every other report', () => {
    // strips-ttn-decoder.js writes a bare number there: {"humidity":{"value":50},"temperature":-10}
    // for 50 64 FF 9C, {"door":{"value":true},"temperature":23.4} for 52 01 00 EA.
    expect(run('sensative/strips', 1, '00055064FF9C').fields).toMatchObject({ temperature: { value: -10 } });
    expect(run('sensative/strips', 1, '0005520100EA').fields).toMatchObject({
      door: { value: true },
      temperature: { value: 23.4 },
    });
  });

  it("keeps the check-in report's (110) firmware words, which the decoder skips", () => {
    // strips-ttn-decoder.js: {"historySeqNr":5,"prevHistSeqNr":5}; the names are Sensative's
    // translator's (strips-translate.js, CheckInConfirmed: version, idddata).
    expect(run('sensative/strips', 1, '00056E0001020304050607').fields).toStrictEqual({
      historySeqNr: 5,
      prevHistSeqNr: 5,
      checkInConfirmed: { version: '00010203', idddata: '04050607' },
    });
  });

  it('stops at an unknown type, where the decoder reads on from the wrong byte', () => {
    // strips-ttn-decoder.js for 00 05 FF 01: {"historySeqNr":5,"prevHistSeqNr":4}, having taken the
    // 01 after the unknown type 0x7F for a battery report without its byte.
    const result = run('sensative/strips', 1, '00050164FF01');
    expect(result.fields).toStrictEqual({ historySeqNr: 5, prevHistSeqNr: 5, battery: 100 });
    expect(result.warnings).toEqual(['unknown report type 0x7F at byte 4: 2 bytes not decoded']);
  });

  it('gives history entries their age in seconds, not a time computed from the decoding clock', () => {
    // strips-ttn-decoder.js on port 2: {"history":{"65534":{"timeStamp":"<now - 60 s>","temperature":
    // {"value":23.4}},...,"now":"<the time it ran>"}}.
    expect(run('sensative/strips', 2, 'FFFE0000003C0200EA').fields).toStrictEqual({
      history: { 65534: { secondsAgo: 60, temperature: { value: 23.4 } } },
    });
  });
});
