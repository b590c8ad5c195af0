import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { draginoExamples7 } from './test-support/dragino-examples-7.ts';
import { checkVendorCases, readingsOf } from './test-support/tracker-cases.ts';

// The Dragino models added with dragino-more-models-7 (WSC3-LB, WSC2-Compact-LS, LC01, SE0X-LB,
// BH01-LB) on Dragino's decoders' outputs of test-support/dragino-examples-7.ts (each source named
// there): our fields are the output without Node_type / LoraNode / Lora_node, `readings` ours. The
// cases below, decoded by the same decoders in Node (TZ=UTC), are where we differ on purpose
// (test-support/tracker-cases.ts: `vendor` verbatim but those names, `ours` with the reason). Vendor
// quirks seen on the way: the WSC3-LB and SE0X-LB decoders have no AS923_4 band (0x0F) and, like the
// LC01's and BH01-LB's, print no SENSOR_MODEL for another model byte; the WSC2-Compact-LS decoder
// names its model byte 0x4A "WSC3-L" (kept: it is what it prints); the WSC2-Compact-LS, SE0X-LB and
// BH01-LB decoders read past the payload's end when their flags or lengths promise more bytes than
// came (NaN, 0 or "undefined%"); the LC01's event is spelt "HEARTBEAT_EVNET" (kept).
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';

const NODE_NAMES = ['Node_type', 'LoraNode', 'Lora_node'];

const withoutNodeNames = (output: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(output).filter(([name]) => !NODE_NAMES.includes(name)));

describe('the Dragino decoder outputs of dragino-more-models-7', () => {
  it.each(draginoExamples7)('$model: $source', ({ model, fPort, hex, output, readings, warnings }) => {
    const result = run(model, fPort, hex);
    expect(result.fields).toStrictEqual(withoutNodeNames(output));
    expect(readingsOf(result)).toStrictEqual(readings);
    expect(result.warnings).toStrictEqual(warnings);
  });
});

checkVendorCases('dragino/wsc3-lb', `${DRAGINO} WSC3-LB/WSC3-LB.txt`, [
  {
    name: 'DS18B20 word 136.5 °C, past the probe range: a field, no reading',
    port: 2,
    hex: '0CE40100000000055500FB025827A9004B00',
    vendor: {
      BatV: 3.3,
      Payload_Ver: 1,
      rain: 0,
      temp_DS18B20: '136.50',
      Temperature: 25.1,
      Humidity: 60,
      Pressure: '101.53',
      illumination: 75,
      i_flag: 0,
    },
    readings: {
      battery_mv: 3300,
      pulse_count: 0,
      temperature: 25.1,
      humidity: 60,
      pressure: 1015.3,
      illuminance: 75,
    },
    warnings: ["DS18B20 probe value 136.5 °C is outside the probe's -55 to 125 °C: not stored"],
  },
  {
    name: 'one byte more than the frame: decoded, with a warning',
    port: 2,
    hex: '0CE4010000002A00FA00FB025827A9004B0000',
    vendor: {
      BatV: 3.3,
      Payload_Ver: 1,
      rain: 42,
      temp_DS18B20: '25.00',
      Temperature: 25.1,
      Humidity: 60,
      Pressure: '101.53',
      illumination: 75,
      i_flag: 0,
    },
    readings: {
      battery_mv: 3300,
      pulse_count: 42,
      external_temperature: 25,
      temperature: 25.1,
      humidity: 60,
      pressure: 1015.3,
      illuminance: 75,
    },
    warnings: ['unexpected 19-byte frame; the first 18 bytes decoded'],
  },
  {
    name: 'status AS923_4: the vendor has no name for band 0x0F, we name it as the newer Dragino decoders do',
    port: 5,
    hex: '4A01100FFF0CE4',
    vendor: { SENSOR_MODEL: 'WSC3-LB', SUB_BAND: 'NULL', FIRMWARE_VERSION: '1.1.0', BAT: 3.3 },
    ours: { FREQUENCY_BAND: 'AS923_4' },
    readings: { battery_mv: 3300 },
  },
  {
    name: 'status of another model byte (0x4B): the vendor prints no model, we keep the byte in hex',
    port: 5,
    hex: '4B011001FF0CE4',
    vendor: { SUB_BAND: 'NULL', FREQUENCY_BAND: 'EU868', FIRMWARE_VERSION: '1.1.0', BAT: 3.3 },
    ours: { SENSOR_MODEL: '0x4b' },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/lc01', `${DRAGINO} LC01/LC01_V1.0.0_TTN_Decoder.txt`, [
  {
    name: 'unknown event and relay byte 2: ERROR, no relay reading',
    port: 2,
    hex: '6650A0800502',
    vendor: { Event: 'ERROR', RelayStatus: 'ERROR', Timestamp: 1716560000 },
    readings: {},
    warnings: ['relay state byte 0x02 is not 0 or 1; not stored'],
  },
  {
    name: 'datalog entry with a clock never set: a field, not stored',
    port: 3,
    hex: '00000001030100',
    vendor: {
      DataLog: [{ Event: 'HEARTBEAT_EVNET', RelayStatus: 'OPEN', Timestamp: 1, Datalog_Reply: '' }],
    },
    readings: {},
    warnings: ['datalog entry 1 has no valid timestamp (1); not stored'],
  },
  {
    name: 'status of another model byte (0x48): the vendor prints no model, we keep the byte in hex',
    port: 5,
    hex: '48011003FF',
    vendor: { FIRMWARE_VERSION: '1.1.0', FREQUENCY_BAND: 'IN865', SUB_BAND: 'NULL' },
    ours: { SENSOR_MODEL: '0x48' },
    readings: {},
  },
]);

checkVendorCases('dragino/se0x-lb', `${DRAGINO} SE0X-LB/SE0X-LB decoder.txt`, [
  {
    name: 'status AS923_4: the vendor has no name for band 0x0F, we name it as the newer Dragino decoders do',
    port: 5,
    hex: 'F901100FFF0CE4',
    vendor: { SENSOR_MODEL: 'SE0X-LB', SUB_BAND: 'NULL', FIRMWARE_VERSION: '1.1.0', BAT: 3.3 },
    ours: { FREQUENCY_BAND: 'AS923_4' },
    readings: { battery_mv: 3300 },
  },
]);

checkVendorCases('dragino/bh01-lb', `${DRAGINO} BH01-LB/BH01_Decode_V1.0.2.txt`, [
  {
    name: 'an EWTAH02 record cut off after its temperature: the vendor prints Bat "undefined%", we leave it out',
    port: 2,
    hex: '80A05066A1B2C3D4E5F60104FB00',
    vendor: {
      EWTAH02: [{ MACaddr: 'a1b2c3d4e5f6', Temp: '25.1', Bat: 'undefined%', Rssi: 0 }],
      ES01: [],
      ibecaon: [],
      DMT01Probe: [],
      Timestamp: 1716560000,
    },
    ours: { EWTAH02: [] },
    readings: {},
    warnings: ['payload truncated: the sensor record at byte 4 is incomplete; not decoded'],
  },
  {
    name: 'status of another model byte (0x45): the vendor prints no model, we keep the byte in hex',
    port: 5,
    hex: '450120020A0B54',
    vendor: { FIRMWARE_VERSION: '1.2.0', FREQUENCY_BAND: 'US915', SUB_BAND: 10, BAT: 2.9 },
    ours: { SENSOR_MODEL: '0x45' },
    readings: { battery_mv: 2900 },
  },
]);

describe('what the vendor decoders read past the payload, ours rejects', () => {
  it('a WSC3-LB frame shorter than 18 bytes', () => {
    expect(errorOf(() => run('dragino/wsc3-lb', 2, '0CE4010000002A00FA00FB025827A9004B')).message).toContain(
      'payload too short (17 bytes, expected 18)',
    );
  });

  it('a WSC2-Compact-LS frame whose flags (wind, PAR) promise 32 bytes but carry 20', () => {
    // Dragino's decoder prints wind_speed_max "50.0" and zeros from the bytes past the end.
    expect(
      errorOf(() => run('dragino/wsc2-compact-ls', 2, '0CE40100000007FF9C00C8025827A9000A1401F4')).message,
    ).toContain('payload too short (20 bytes, expected 32)');
  });

  it('an LC01 frame shorter than 6 bytes, a datalog shorter than one entry, a status shorter than 5', () => {
    expect(errorOf(() => run('dragino/lc01', 2, '6650A08003')).message).toContain('payload too short');
    expect(errorOf(() => run('dragino/lc01', 3, '6650A0800301')).message).toContain('payload too short');
    expect(errorOf(() => run('dragino/lc01', 5, '47011001')).message).toContain('payload too short');
  });

  it('an SE0X-LB frame whose flags name probe 4 (29 bytes) but carry 11', () => {
    // Dragino's decoder prints temp_SOIL4 "0.00", water_SOIL4 "0.00", conduct_SOIL4 0 from the bytes past the end.
    expect(errorOf(() => run('dragino/se0x-lb', 2, '0CE400FA010BB8FF9C00C8')).message).toContain(
      'payload too short (11 bytes, expected 29)',
    );
  });

  it('a BH01-LB frame shorter than its clock', () => {
    expect(errorOf(() => run('dragino/bh01-lb', 2, '80A050')).message).toContain('payload too short');
  });

  it('an LC01 datalog with a partial entry at the end decodes the complete ones, with a warning', () => {
    const result = run('dragino/lc01', 3, '6650A0800301806650');
    expect(readingsOf(result)).toStrictEqual({ 'relay_on@2024-05-24T14:13:20.000Z': true });
    expect(result.warnings).toStrictEqual([
      'payload truncated: datalog entry at byte 7 is incomplete; not decoded',
    ]);
  });
});
