import type { CodecExample } from './codec-example.ts';

// Codec outputs of the Dragino models added with dragino-more-models-5 (TS01-LB, CS01-LB), each with
// its uplink and our readings for the bytes: Dragino's own decoders (dragino/dragino-end-node-decoder
// e81cc58a) run in Node (TZ=UTC) on frames built for them, their output verbatim (Node_type
// included), as a network server running them hands it on. TTN's ts01-lb-codec.yaml (eb8f5e8b) and
// cs01-lb-codec.yaml (5c12ba10) examples are an LHT65's frame and output (TempC_SHT, Hum_SHT,
// Ext_sensor), not these models': not used.
// Used by dragino-more-models-5.test.ts (our fields are these outputs without Node_type) and by
// apps/server's vendor-codecs-agreement.test.ts (codec-outputs.ts).

const TS01 = 'dragino-end-node-decoder e81cc58a TS01-LB/TS01-LB_TTN_Decoder.txt';
const CS01 = 'dragino-end-node-decoder e81cc58a CS01-LB/CS01-LB_v1.3.1_TTN_Decoder.txt.txt';

const noCurrentAlarm = {
  Cur1L_status: 'False',
  Cur1H_status: 'False',
  Cur2L_status: 'False',
  Cur2H_status: 'False',
  Cur3L_status: 'False',
  Cur3H_status: 'False',
  Cur4L_status: 'False',
  Cur4H_status: 'False',
};

export const draginoExamples5: readonly CodecExample[] = [
  {
    model: 'dragino/ts01-lb',
    source: `${TS01}, level, probe 25 °C, roll 22.5°, pitch -22.5°`,
    fPort: 2,
    hex: '0CE40000FA1000F00000',
    output: {
      Node_type: 'TS01-LB',
      Bat: 3.3,
      TempC_DS18B20: '25.00',
      Roll: '22.50',
      Pitch: '-22.50',
      Instal_flag: 'Level',
      Interrupt_flag: 0,
      Alarm_flag: 0,
    },
    readings: { battery_mv: 3300, temperature: 25, threshold_alarm: false },
  },
  {
    model: 'dragino/ts01-lb',
    source: `${TS01}, vertical, the angle alarm and interrupt, probe -10 °C, the angles' extremes`,
    fPort: 2,
    hex: 'CCE481FF9C7FFF800001',
    output: {
      Node_type: 'TS01-LB',
      Bat: 3.3,
      TempC_DS18B20: '-10.00',
      Roll: '179.99',
      Pitch: '-180.00',
      Instal_flag: 'Vertical',
      Interrupt_flag: 128,
      Alarm_flag: 1,
    },
    readings: { battery_mv: 3300, temperature: -10, threshold_alarm: true },
  },
  {
    model: 'dragino/cs01-lb',
    source: `${CS01}, port 2, ranges ×1: 5 A, 0 A, 10 A, 1 A`,
    fPort: 2,
    hex: '0CE401F4000003E8006400',
    output: {
      BatV: 3.3,
      EXTI_Trigger: 'FALSE',
      EXTI_Level: 'LOW',
      Node_type: 'CS01-LB',
      Current1_A: 5,
      Current2_A: 0,
      Current3_A: 10,
      Current4_A: 1,
      ...noCurrentAlarm,
    },
    readings: { battery_mv: 3300, current: 5 },
  },
  {
    model: 'dragino/cs01-lb',
    source: `${CS01}, port 0x82: channels 1-2 ×6, 3-4 ×1, the 15-byte (mA) frame`,
    fPort: 0x82,
    hex: '0CE4013880000000007A120003E8A5',
    output: {
      BatV: 3.3,
      EXTI_Trigger: 'FALSE',
      EXTI_Level: 'LOW',
      Node_type: 'CS01-LB',
      Current1_A: 480,
      Current2_A: 0,
      Current3_A: 31.25,
      Current4_A: 1,
      ...noCurrentAlarm,
      Cur1L_status: 'True',
      Cur2L_status: 'True',
      Cur3H_status: 'True',
      Cur4H_status: 'True',
    },
    readings: { battery_mv: 3300, current: 480 },
  },
];
