import { elsysModel } from '../formats/elsys.ts';

// Elsys EMS2 mini sensors, the EMS's second generation (one operating manual for the EMS series),
// with the same records (formats/elsys.ts) and per variant the EMS models' sensors (elsys-ems.ts):
// the EMS2 and EMS2 Door a reed switch (the door's state, 1 closed, and its count of openings), the
// EMS2 and EMS2 Lite water leak pads, the EMS2 Desk a thermopile for occupancy; each also has an
// accelerometer (fields only). Ids and names as Actility's device catalogue
// (actility/device-catalog vendors/elsys/models/ems2*/model.yaml, protocol elsys:generic:1).

export const elsysEms2 = elsysModel({
  modelId: 'elsys/ems2',
  model: 'EMS2',
  readings: ['temperature', 'humidity', 'door_open', 'pulse_count', 'leak', 'battery_mv'],
});

export const elsysEms2Door = elsysModel({
  modelId: 'elsys/ems2-door',
  model: 'EMS2 Door',
  readings: ['door_open', 'pulse_count', 'battery_mv'],
});

export const elsysEms2Desk = elsysModel({
  modelId: 'elsys/ems2-desk',
  model: 'EMS2 Desk',
  readings: ['temperature', 'humidity', 'occupied', 'battery_mv'],
});

export const elsysEms2Lite = elsysModel({
  modelId: 'elsys/ems2-lite',
  model: 'EMS2 Lite',
  readings: ['temperature', 'humidity', 'leak', 'battery_mv'],
});
