import { u8 } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery, stateReading } from '../formats/netvox.ts';
import { batteryChange } from '../formats/netvox-config.ts';

// Netvox reed-switch door and window sensors: R311A, R718F (TTN device repository
// vendor/netvox/payload/r311a_r718f_r730f.js). Report 0x01: battery, then the contact's state
// `OnOff`: 1 while the magnet is away from the switch (the door open), 0 while it is at it.
// Netvox's contact sensors report 1 after "magnetic opening" (R313CB manual, Resendtime);
// akenza's Netvox door decoder (akenza-io/device-type-library types/netvox/door/uplink.js at
// 1d650e65) reads 1 as open.

const family: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      out.set('OnOff', u8(bytes, 4));
      stateReading(out, 'door_open', u8(bytes, 4), 'contact state');
    },
  },
  config: { changes: batteryChange },
};

const readings = ['door_open', 'battery_mv', 'low_battery'] as const;

export const netvoxR311a = netvoxModel(family, 'R311A', 0x02, readings);
export const netvoxR718f = netvoxModel(family, 'R718F', 0x1d, readings);
