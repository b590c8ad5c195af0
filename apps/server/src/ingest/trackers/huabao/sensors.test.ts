import { describe, expect, it } from 'vitest';
import { readBluetoothSensors, readEnvironment, readProbes } from './sensors.ts';

// Items built to the layouts Traccar's Jt808ProtocolDecoder reads (9e5c458ad0bf, items 0x51, 0xE6
// and 0xF6); Traccar's own vectors of them are replayed in traccar-vectors.test.ts.

const read = (reader: typeof readProbes, hex: string) => {
  const fields: { extra: Record<string, number | string | boolean> } & Record<string, unknown> = {
    extra: {},
  };
  const taken = reader(Buffer.from(hex, 'hex'), fields, fields.extra);
  return { taken, fields };
};

describe('JT/T 808 temperature sensor items', () => {
  it('0x51 of eight probes: probe 1 the external temperature, the others temp2.., none where FFFF', () => {
    // 25.0 °C, -10.0 °C (sign bit and 100), absent, 0.5 °C, then four absent probes.
    const { fields } = read(readProbes, `00fa8064ffff0005${'ffff'.repeat(4)}`);
    expect(fields).toEqual({ externalTemperatureC: 25, extra: { temp2: -10, temp4: 0.5 } });
  });

  it('0x51 of another length is another vendor item, left alone', () => {
    expect(read(readProbes, '00fa80').taken).toBe(false);
  });

  it('0xE6: each sensor kept by its number, the lowest the air temperature and humidity', () => {
    // Sensor 2 at 21 + 128/255 °C and 40 %; sensor 1 at -(5 + 51/255) °C and 80 + 51/255 %.
    const sensor2 = `02${'112233445566'}1580${'2800'}`;
    const sensor1 = `01${'aabbccddeeff'}fb33${'5033'}`;
    const { fields } = read(readBluetoothSensors, sensor2 + sensor1);
    expect(fields).toEqual({
      temperatureC: -5.2,
      humidityPct: 80.2,
      extra: { temp2: 21.5, humidity2: 40, temp1: -5.2, humidity1: 80.2 },
    });
    expect(read(readBluetoothSensors, Buffer.from('$OBD-RT,1234', 'latin1').toString('hex')).taken).toBe(
      false,
    );
  });

  it('0xF6: the mask says which values follow; temperature and humidity of the unit', () => {
    // event 2, mask 0b1111: light 300, temperature -1.5 °C, humidity 55.5 %, acceleration x, y, z.
    const { fields } = read(readEnvironment, '020f012cfff1022b0001fffe03e8');
    expect(fields).toEqual({
      temperatureC: -1.5,
      humidityPct: 55.5,
      extra: { event: 2, lightSensor: 300 },
    });
    // Two bytes are another unit's air pressure.
    expect(read(readEnvironment, '03f2').taken).toBe(false);
  });
});
