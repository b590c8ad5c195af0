import { elsysModel } from '../formats/elsys.ts';

// Elsys EMS mini sensors. The EMS and EMS Door carry a reed switch (the door's state, and its
// running count of openings), the EMS and EMS Lite water leak pads, the EMS Desk a body-heat
// sensor for occupancy. Model ids as in the TTN device repository vendor/elsys/.

export const elsysEms = elsysModel({
  modelId: 'elsys/ems',
  model: 'EMS',
  readings: ['temperature', 'humidity', 'door_open', 'pulse_count', 'leak', 'battery_mv'],
});

export const elsysEmsDoor = elsysModel({
  modelId: 'elsys/ems-door',
  model: 'EMS Door',
  readings: ['door_open', 'pulse_count', 'battery_mv'],
});

export const elsysEmsDesk = elsysModel({
  modelId: 'elsys/ems-desk',
  model: 'EMS Desk',
  readings: ['temperature', 'humidity', 'occupied', 'battery_mv'],
});

export const elsysEmsLite = elsysModel({
  modelId: 'elsys/ems-lite',
  model: 'EMS Lite',
  readings: ['temperature', 'humidity', 'leak', 'battery_mv'],
});
