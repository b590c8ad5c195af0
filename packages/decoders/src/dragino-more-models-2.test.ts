import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { checkVendorCases, readingsOf } from './test-support/tracker-cases.ts';

// The Dragino models added with dragino-more-models-2: the documented uplinks that could be found,
// each decoded by Dragino's own decoder in Node (TZ=UTC; its times are local) and by ours. How a
// case reads: test-support/tracker-cases.ts (`vendor` verbatim but Node_type; `ours` where we differ
// on purpose, each with its reason). Constructed payloads covering each flag, sign and sentinel are
// in dragino-browan-differential.test.ts.
//
// Documented bytes:
// - LDDS04 manual v1.x §2.4.3 "Distance" (manualshive.com/ru/manual/dragino/ldds04/2527097?page=19):
//   0D4A03160318031A031501 = 79, 79.2, 79.4, 78.9 cm; the DDS04-LB, its successor, sends that frame.
// - akenza-io/device-type-library types/dragino/dds04-lb/uplink.spec.js and dds20-lb/uplink.spec.js
//   at 0c405d3d93d2f14bb8cd4dd14048e521f94166e8: a DDS04-LB datalog and a DDS20-LB status uplink.
// - TheThingsNetwork/lorawan-devices vendor/dragino/ldds45-codec.yaml at 60263a4e, cpl01-codec.yaml
//   at 291ff3af, lds01-codec.yaml at 0874a8f5: their example uplinks.
// - LSE01 manual §2.3.3-2.3.4 (easymanua.ls/dragino/lse01/manual?p=13): soil temperature 0105 =
//   2.61 °C, FF7E = -1.29 °C, conductivity 00C8 = 200 µS/cm; the SE01-LB reads these words alike
//   (the frames around them, with the moisture word 05DC, are ours).
const DRAGINO = 'dragino/dragino-end-node-decoder at e81cc58a0523857887d705450c21c8cb99e93a8f';

checkVendorCases('dragino/dds04-lb', `${DRAGINO} DDS04-LB/DDS04-LB TTN Decoder.txt`, [
  {
    name: 'the LDDS04 manual example (§2.4.3)',
    port: 2,
    hex: '0D4A03160318031A031501',
    vendor: {
      BatV: 3.402,
      EXTI_Trigger: 'FALSE',
      EXTI_Level: 'LOW',
      distance1_cm: 79,
      distance2_cm: 79.2,
      distance3_cm: 79.4,
      distance4_cm: 78.9,
      mes_type: 1,
    },
    readings: {
      battery_mv: 3402,
      distance_mm: 790,
      distance_2_mm: 792,
      distance_3_mm: 794,
      distance_4_mm: 789,
    },
  },
  {
    name: "akenza's DDS04-LB datalog capture, first two entries",
    port: 3,
    hex: '4301BB0BED0BFE64CCC6A44001BE0B5B0D3164CCC6C0',
    vendor: {
      DATALOG:
        '[44.3,305.3,307,High,True,2023-08-04 09:36:36],[44.6,290.7,337.7,Low,False,2023-08-04 09:37:04],',
      PNACKMD: 'False',
    },
    readings: {
      'distance_mm@2023-08-04T09:36:36.000Z': 443,
      'distance_2_mm@2023-08-04T09:36:36.000Z': 3053,
      'distance_3_mm@2023-08-04T09:36:36.000Z': 3070,
      'distance_mm@2023-08-04T09:37:04.000Z': 446,
      'distance_2_mm@2023-08-04T09:37:04.000Z': 2907,
      'distance_3_mm@2023-08-04T09:37:04.000Z': 3377,
    },
  },
]);

checkVendorCases('dragino/dds20-lb', `${DRAGINO} DDS20-LB/DDS20-LB_TTN_Decoder.txt`, [
  {
    name: "akenza's DDS20-LB status capture: firmware 1.1.0, sub-band 0",
    port: 5,
    hex: '29011001000D12',
    vendor: {
      SENSOR_MODEL: 'DDS20-LB',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 0,
      BAT: 3.346,
    },
    readings: { battery_mv: 3346 },
  },
]);

checkVendorCases('dragino/ldds45', `${DRAGINO} LDDS45/LDDS75_Decoder_V1.1.4.js`, [
  {
    name: 'the TTN ldds45-codec.yaml example',
    port: 2,
    hex: '0D3B0AEF00000001',
    vendor: {
      Bat: '3.387 V',
      Distance: '2799 mm',
      Interrupt_flag: 0,
      TempC_DS18B20: '0.00 °C',
      Sensor_flag: 1,
    },
    // This decoder prints numbers as text with their units; we keep the numbers, as for the LDDS75.
    ours: { Bat: 3.387, Distance: 2799, TempC_DS18B20: '0.00' },
    readings: { battery_mv: 3387, distance_mm: 2799 },
  },
]);

checkVendorCases('dragino/cpl01', `${DRAGINO} CPL01/Decoder.txt`, [
  {
    name: 'the TTN cpl01-codec.yaml example',
    port: 2,
    hex: '31618E5740618E81700500',
    vendor: {
      ALARM: 'FALSE',
      PIN_STATUS: 'DISCONNECT',
      CALCULATE_FLAG: 12,
      TOTAL_PULSE: 6393431,
      LAST_DISCONNECT_DURATION: 4219278,
      TIME: '1902-09-19 00:21:20',
    },
    // The vendor builds the clock with `<<`, so 0x81700500 turns negative (1902); it is unsigned.
    ours: { TIME: '2038-10-25 06:49:36' },
    readings: { pulse_count: 6393431 },
  },
]);

checkVendorCases('dragino/se01-lb', `${DRAGINO} SE01-LB/se01-lb_TTN_Decoder.txt`, [
  {
    name: 'the LSE01 manual words: 2.61 °C, 200 µS/cm',
    port: 2,
    hex: '0D0C000005DC010500C800',
    vendor: {
      BatV: 3.34,
      temp_DS18B20: '0.00',
      temp_SOIL: '2.61',
      water_SOIL: '15.00',
      conduct_SOIL: 200,
      s_flag: 0,
      i_flag: 0,
      Mod: 0,
    },
    readings: { battery_mv: 3340, soil_moisture: 15, soil_temperature: 2.61, soil_conductivity: 200 },
  },
  {
    name: 'the LSE01 manual words: FF7E = -1.29 °C',
    port: 2,
    hex: '0D0C000005DCFF7E00C800',
    vendor: {
      BatV: 3.34,
      temp_DS18B20: '0.00',
      temp_SOIL: '-1.29',
      water_SOIL: '15.00',
      conduct_SOIL: 200,
      s_flag: 0,
      i_flag: 0,
      Mod: 0,
    },
    readings: { battery_mv: 3340, soil_moisture: 15, soil_temperature: -1.29, soil_conductivity: 200 },
  },
]);

describe('dragino/lds01 and lwl01', () => {
  it('refuse the TTN lds01-codec.yaml example, 7 bytes of a 10-byte frame, as Dragino’s decoder does', () => {
    // The TTN codec pads the missing bytes with zeros (DOOR_OPEN_TIMES 9472); Dragino's
    // LDS02/lds01_02_Decoder_ttn_v1.5.txt, which it publishes for the LDS01 too, returns nothing.
    for (const modelId of ['dragino/lds01', 'dragino/lwl01']) {
      expect(errorOf(() => run(modelId, 10, '0B880100250001')).message).toBe(
        `${modelId}: payload too short (7 bytes, expected 10)`,
      );
    }
  });
});

describe('device status (port 5) vs each model’s Dragino decoder', () => {
  // Every decoder prints the same five fields for these bytes but the model's name.
  it.each([
    ['dragino/dds75-lb', '27', 'DDS75-LB', 'DDS75-LB/DDS75-LB TTN Decoder.txt'],
    ['dragino/dds45-lb', '28', 'DDS45-LB', 'DDS45-LB/DDS45-LB_TTN_Decoder.txt'],
    ['dragino/dds04-lb', '23', 'DDS04-LB', 'DDS04-LB/DDS04-LB TTN Decoder.txt'],
    ['dragino/se01-lb', '26', 'SE01-LB', 'SE01-LB/se01-lb_TTN_Decoder.txt'],
    ['dragino/ps-lb', '16', 'PS-LB', 'PS-LB/PS-LB_v1.2_decoder.txt'],
    ['dragino/d2x-lb', '19', 'D23-LB', 'D20-LB&D20S-LB&D22-LB&D23-LB/D23-LB_v1.3_TTN_decode.txt'],
    ['dragino/sn50v3-lb', '1C', 'SN50_v3-LB', 'SN50_v3-LB/SN50_v3-LB_TTN_decode.txt'],
    ['dragino/cpl03-lb', '20', 'CPL03-LB', 'CPL03-LB/CPL03-LB_TTN_v1.1.1_decoder.txt'],
    ['dragino/cpl01', '0E', 'CPL01', 'CPL01/Decoder.txt'],
    ['dragino/wl03a-lb', '1D', 'WL03A-LB', 'WL03A-LB/WL03A-LB_TTN_Decoder.txt'],
    ['dragino/lht65n-pir', '1A', 'LHT65N-PIR', 'LHT65N-PIR/lht65n_pir ttn_decoder.js'],
  ])('%s: sensor byte 0x%s is %s (%s)', (modelId, byte, name) => {
    const result = run(modelId, 5, `${byte}010001FF0CF6`);
    expect(result.fields).toStrictEqual({
      SENSOR_MODEL: name,
      FIRMWARE_VERSION: '1.0.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 'NULL',
      BAT: 3.318,
    });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3318 });
  });
});

describe('frames too short for their layout', () => {
  it.each([
    ['dragino/sn50v3-lb', 2, '0CF600FA7FFF2000FA0000', 'payload too short (11 bytes, expected 17)'],
    ['dragino/sn50v3-lb', 2, '0CF600FA01F40A0BB80000', 'payload too short (11 bytes, expected 12)'],
    ['dragino/ps-lb', 2, '0CF6000A30D40000', 'payload too short (8 bytes, expected 9)'],
    ['dragino/d2x-lb', 2, '0CF600FA00000C7FFF7F', 'payload too short (10 bytes, expected 11)'],
    ['dragino/dds75-lb', 3, '0CF60B0501050165', 'payload too short (8 bytes, expected 11)'],
  ])('%s port %i: %s', (modelId, port, hex, message) => {
    expect(errorOf(() => run(modelId, port, hex)).message).toBe(`${modelId}: ${message}`);
  });
});

describe('dragino/ps-lb', () => {
  it('gives no level for a depth probe whose range code is 0 (the vendor prints 0 cm at any current)', () => {
    const result = run('dragino/ps-lb', 2, '0CF6000030D4000001');
    expect(result.fields).not.toHaveProperty('Water_deep_cm');
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3318 });
    expect(result.warnings).toStrictEqual([
      'unknown probe model 0000; the loop current is kept as a field only',
    ]);
  });
});
