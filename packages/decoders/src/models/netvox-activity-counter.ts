import { u32be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';
import { batteryChange } from '../formats/netvox-config.ts';

// Netvox activity event counters: R718MBB and R311FB, one layout (TTN device repository
// vendor/netvox/payload/r311fb_r718mbb_r730mbb.js). Report 0x01: battery, then `WorkCount`, the
// count of movements or vibrations the unit detected, up to 2^32 (R313FB manual, the family's
// description). No reading of ours is a count of events (`pulse_count` is a pulse input's), so
// it stays a vendor field. The TTN codec shifts its top byte into the sign bit (a count from
// 2^31 on comes out negative); we read it unsigned.

const family: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      out.set('WorkCount', u32be(bytes, 4));
    },
  },
  config: { changes: batteryChange },
};

const readings = ['battery_mv', 'low_battery'] as const;

export const netvoxR718mbb = netvoxModel(family, 'R718MBB', 0x2b, readings);
export const netvoxR311fb = netvoxModel(family, 'R311FB', 0x50, readings);
