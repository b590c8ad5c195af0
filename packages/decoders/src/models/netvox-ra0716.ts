import { s16be, u16be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, readBattery } from '../formats/netvox.ts';

// Netvox PM2.5, temperature and humidity sensors: the RA0716 and the R72616, R72716 and R72616A,
// which send its frames with their own device types (TTN device repository vendor/netvox/payload/
// ra0716.js; ra0716-, r72616-, r72716- and r72616a-codec.yaml). Report 0x01: battery, the
// temperature (signed, 0.01 °C), the humidity (0.01 %) and PM2.5 (µg/m³) (ra0716-codec.yaml:
// 09EA 1A90 012C is 25.38 °C, 68 %, 300 µg/m³). Their ReadConfigReportRsp has MinTime and MaxTime
// only.

const family: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      const temperature = s16be(bytes, 4) / 100;
      const humidity = u16be(bytes, 6) / 100;
      const pm25 = u16be(bytes, 8);
      out.set('Temp', temperature);
      out.set('Humi', humidity);
      out.set('PM25', pm25);
      out.reading('temperature', temperature);
      out.reading('humidity', humidity);
      out.reading('pm2_5', pm25);
    },
  },
  config: { changes: () => {} },
};

const readings = ['pm2_5', 'temperature', 'humidity', 'battery_mv', 'low_battery'] as const;

export const netvoxRa0716 = netvoxModel(family, 'RA0716', 0x35, readings);
export const netvoxR72616 = netvoxModel(family, 'R72616', 0x36, readings);
export const netvoxR72716 = netvoxModel(family, 'R72716', 0x37, readings);
export const netvoxR72616a = netvoxModel(family, 'R72616A', 0x6a, readings);
