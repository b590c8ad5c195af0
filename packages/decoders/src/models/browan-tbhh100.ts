import { requireLength, u8 } from '../bytes.ts';
import { browanKeepAlive } from '../commands/browan.ts';
import { sources } from '../commands/sources.ts';
import { tabsBatteryVolts, tabsTemperature } from '../formats/browan-tabs.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Browan TBHH100 temperature and humidity sensor, fPort 103, 8 bytes: status, battery,
// temperature (bits 6-0 - 32 °C), RH (bits 6-0, %), then CO2 and VOC words the sensor has no
// hardware for (always 0xFF: Browan's Sensor-Decoder tabs_sensor README, "Temperature Humidity
// Sensor"). Status bit 3 set says "temperature and humidity sensor" (clear: the IAQ sensor's
// 11-byte layout, the TBHV110's). Fields as the TTN codec (vendor/browan/tbhh100.js) names them:
// its `status` is byte 0 >> 3, and it returns nothing when the temperature byte is 0.
const TH_SENSOR_TYPE = 0x08;

export const browanTbhh100: ModelDecoder = {
  modelId: 'browan/tbhh100',
  vendor: 'Browan',
  model: 'TBHH100',
  fPorts: [103],
  defaultFPort: 103,
  readings: ['temperature', 'humidity', 'battery_mv'],
  location: false,
  decode: (bytes) => {
    const out = new ResultBuilder();
    requireLength(bytes, 8);
    if ((u8(bytes, 2) & 0x7f) === 0) {
      out.warn('temperature byte 0: the frame carries no measurement');
      return out.build();
    }
    const battery = tabsBatteryVolts(u8(bytes, 1));
    const temperature = tabsTemperature(u8(bytes, 2));
    const humidity = u8(bytes, 3) & 0x7f;
    out.set('status', u8(bytes, 0) >> 3);
    out.set('battery', battery);
    out.set('temperature', temperature);
    out.set('humidity', humidity);
    out.reading('battery_mv', Math.round(battery * 1000));
    out.reading('temperature', temperature);
    out.reading('humidity', humidity);
    if ((u8(bytes, 0) & TH_SENSOR_TYPE) === 0) {
      out.warn('status bit 3 is clear: the frame says it comes from an IAQ sensor (TBHV110 layout)');
    }
    return out.build();
  },
  commands: [browanKeepAlive(sources.browan)],
  commandsNote: 'Browan documents no reboot or alarm downlink for its Tabs sensors.',
};
