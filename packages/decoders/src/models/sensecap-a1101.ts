import { measurementRecordModel } from '../formats/sensecap-measurements.ts';

// Seeed SenseCAP A1101 LoRaWAN Vision AI sensor. Seeed's decoder for it
// (Seeed-Solution/SenseCAP-Decoder A1101/TTN/SenseCAP_A1101_TTN_Decoder.js) is the S210x decoder,
// byte for byte: the S210x measurement records (formats/sensecap-measurements.ts). Its measurements
// are the AI model's detections, ids from 4175 on ("AI Detection No.01", No.02... in Seeed's list
// of measurement ids); what each stands for depends on the AI model loaded, so they stay in the
// fields.
// The battery record gives `battery_pct`.
export const sensecapA1101 = measurementRecordModel({
  modelId: 'sensecap/a1101',
  model: 'A1101 Vision AI Sensor',
  readings: [],
});
