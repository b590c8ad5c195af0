import type { CodecExample } from './codec-example.ts';

// Codec outputs of the Dragino model added with dragino-more-models-9 (SW3L-LB-020), each with its
// uplink and our readings for the bytes: Dragino's own decoder (dragino/dragino-end-node-decoder
// e81cc58a, SW3L-LB/SW3L-LB_-020_TTN_Decoder.txt, last changed at 0bcfda37) run in Node (TZ=UTC) on
// frames built to reach each MOD, flag and port, its output verbatim (Node_type included), as a
// network server running it hands it on. Used by dragino-more-models-9.test.ts (our fields are
// these outputs without Node_type).

const SW3L020 = 'dragino-end-node-decoder e81cc58a SW3L-LB/SW3L-LB_-020_TTN_Decoder.txt';

export const draginoExamples9: readonly CodecExample[] = [
  {
    model: 'dragino/sw3l-lb-020',
    source: `${SW3L020}, MOD 0 running total of 300 pulses, flag 3`,
    fPort: 2,
    hex: '0C0000012C0000635CD2F2',
    output: {
      MOD: 0,
      Calculate_flag: 3,
      Alarm: 'FALSE',
      Water_flow_value: 25,
      Total_pulse: 300,
      Data_time: '2022-10-29 07:14:58',
      Node_type: 'SW3L-LB',
    },
    readings: { pulse_count: 300 },
  },
  {
    model: 'dragino/sw3l-lb-020',
    source: `${SW3L020}, flag 0: still 12 pulses a litre`,
    fPort: 2,
    hex: '000000012C0000635CD2F2',
    output: {
      MOD: 0,
      Calculate_flag: 0,
      Alarm: 'FALSE',
      Water_flow_value: 25,
      Total_pulse: 300,
      Data_time: '2022-10-29 07:14:58',
      Node_type: 'SW3L-LB',
    },
    readings: { pulse_count: 300 },
  },
  {
    model: 'dragino/sw3l-lb-020',
    source: `${SW3L020}, MOD 1, 60 pulses since the last uplink, continuous-flow alarm`,
    fPort: 2,
    hex: '0E0000003C0100635CD2F2',
    output: {
      MOD: 1,
      Calculate_flag: 3,
      Alarm: 'TRUE',
      Water_flow_value: 5,
      Last_pulse: 60,
      Data_time: '2022-10-29 07:14:58',
      Node_type: 'SW3L-LB',
    },
    readings: {},
  },
  {
    model: 'dragino/sw3l-lb-020',
    source: `${SW3L020}, settings: 1200 s, stop timer 30, alarm timer 5`,
    fPort: 4,
    hex: '0004B0001E0005',
    output: { Node_type: 'SW3L-LB', TDC: 1200, Stop_Timer: 30, Alarm_Timer: 5 },
    readings: {},
  },
  {
    model: 'dragino/sw3l-lb-020',
    source: `${SW3L020}, device status, sensor byte 0x11, 3.3 V`,
    fPort: 5,
    hex: '11011001000CE4',
    output: {
      SENSOR_MODEL: 'SW3L',
      FIRMWARE_VERSION: '1.1.0',
      FREQUENCY_BAND: 'EU868',
      SUB_BAND: 0,
      BAT: 3.3,
    },
    readings: { battery_mv: 3300 },
  },
];
