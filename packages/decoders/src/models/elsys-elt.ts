import { elsysModel } from '../formats/elsys.ts';

// Elsys ELT outdoor sensors: built-in temperature, humidity and air pressure, and an external
// input that takes (as set in the device) a 1-wire probe, a pulse meter, a distance sensor or
// water leak wires. Its digital input stays a vendor field: what it means depends on what is
// wired to it. Model ids as in the TTN device repository vendor/elsys/.
const external = [
  'temperature',
  'humidity',
  'pressure',
  'external_temperature',
  'pulse_count',
  'distance_mm',
  'leak',
  'battery_mv',
] as const;

export const elsysElt2 = elsysModel({ modelId: 'elsys/elt-2', model: 'ELT-2', readings: external });

export const elsysEltLite = elsysModel({ modelId: 'elsys/elt-lite', model: 'ELT Lite', readings: external });

export const elsysEltUltrasonic = elsysModel({
  modelId: 'elsys/elt-ultrasonic',
  model: 'ELT Ultrasonic',
  readings: ['temperature', 'humidity', 'pressure', 'distance_mm', 'battery_mv'],
});
