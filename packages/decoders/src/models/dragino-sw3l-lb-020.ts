import { sw3lModel } from './dragino-sw3l.ts';

// Dragino SW3L-LB-020, the SW3L-LB with the DN20 flow sensor, big-endian. Names as Dragino's
// decoder for it (dragino/dragino-end-node-decoder SW3L-LB/SW3L-LB_-020_TTN_Decoder.txt), which
// reads the SW3L's layout (models/dragino-sw3l.ts), Node_type left out:
//   port 2, 11 bytes: status (bits 7-2 Calculate_flag, bit 1 the continuous-flow alarm), the
//     pulse count (u32), MOD (0: the running total, Total_pulse; 1: the pulses since the last
//     uplink, Last_pulse), a reserved byte, the device clock. Water_flow_value is the count at
//     12 pulses a litre whatever the flag (the DN20 sensor's).
//   port 3, the datalog: 11-byte entries (status, MOD, reserved, count, time); its litres divide
//     by the flag (64, 390, else 450), port 2's by 12: ours by 12 in both, the one sensor.
//   port 4, the settings; port 5, the device status (the decoder names 0x11 SW3L; the LB's 0x1F
//     SW3L-LB as the SW3L-LB's decoder does).
// Only a MOD 0 running total is `pulse_count` (formats/dragino-flow.ts).

const DN20_FLAG = 3; // formats/dragino-flow.ts: flag 3 is 12 pulses a litre.

export const draginoSw3lLb020 = sw3lModel({
  modelId: 'dragino/sw3l-lb-020',
  model: 'SW3L-LB-020',
  litresFlag: DN20_FLAG,
  sensors: { 17: 'SW3L', 31: 'SW3L-LB' },
});
