import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import {
  mclimateTtnExamples,
  vickiKeepalive,
  vickiReadings,
} from './test-support/ttn-codec-examples-mclimate.ts';

// MClimate's formats (formats/mclimate.ts, models/mclimate-*.ts) on the examples MClimate and
// The Things Network published:
// - TTN: TheThingsNetwork/lorawan-devices vendor/mclimate/<model>-codec.yaml, the examples' bytes
//   and `output.data` at the commit named with each.
// - Protocol: MClimate's device communication protocols (docs.mclimate.eu, mirrored in
//   MClimate/docs at 6f04fe9c1f0e654ba6ecb0931deefcd716dfeb0b), the worked keep-alive examples of
//   each device's keep-alive page and the Vicki appendix.
// mclimate-differential.test.ts holds MClimate's own decoders' outputs.

type Readings = Record<string, number | boolean>;

type Example = {
  model: string;
  source: string;
  hex: string;
  fPort?: number;
  fields: object;
  readings: Readings;
  warnings?: string[];
};

/**
 * Our fields where they differ from the codec example's output (test-support/ttn-codec-examples-
 * mclimate.ts), by model.
 */
const oursDiffer: Record<string, Record<string, unknown>> = {
  // The codec prints the battery as 2 + the byte's high nibble x 0.1 V (3.5); the protocol's
  // keep-alive table gives XX * 8 + 1600 mV, which we follow: 0xF1 is 3528 mV.
  'mclimate/ht-sensor': { batteryVoltage: 3.53 },
  // The example's `battery: 3216` is an older flood-sensor.js's mV; MClimate's current decoder
  // (and ours) prints it in V.
  'mclimate/flood-sensor': { battery: 3.216 },
  // MClimate's current decoder names the frame.
  'mclimate/open-close': { event: 'keepalive' },
};

const ttn: Example[] = mclimateTtnExamples.map(({ model, source, hex, fPort, output, readings }) => ({
  model,
  source,
  hex,
  fPort,
  fields: { ...output, ...oursDiffer[model] },
  readings,
}));

const protocol: Example[] = [
  {
    model: 'mclimate/vicki',
    source: 'Vicki, Keep-alive, "Example keep-alive 2"',
    hex: '01185C5CDFDF118000',
    fields: {
      ...vickiKeepalive,
      targetTemperature: 24,
      targetTemperatureFloat: 24,
      sensorTemperature: 19.3,
      relativeHumidity: 35.94,
      motorPosition: 479,
      motorRange: 479,
      batteryVoltage: 2.8,
      childLock: false,
      valveOpenness: 0,
    },
    readings: { temperature: 19.3, humidity: 35.94, battery_mv: 2800 },
  },
  {
    // The versions answer (04) before the keep-alive.
    model: 'mclimate/vicki',
    source: 'Vicki, Appendix, "Command example 1"',
    hex: '042321011D5A78FA2C01F080',
    fields: { deviceVersions: { hardware: 23, software: 21 }, ...vickiKeepalive },
    readings: vickiReadings,
  },
  {
    // Keep-alive period (12), temperature ranges (15) and operational mode (18) answered.
    model: 'mclimate/vicki',
    source: 'Vicki, Appendix, "Command example 2"',
    hex: '120B150F1A1801011863530000008000',
    fields: {
      ...vickiKeepalive,
      keepAliveTime: 11,
      temperatureRangeSettings: { min: 15, max: 26 },
      operationalMode: 1,
      targetTemperature: 24,
      targetTemperatureFloat: 24,
      sensorTemperature: 23.81,
      relativeHumidity: 32.42,
      motorRange: 0,
      motorPosition: 0,
      batteryVoltage: 2.8,
      childLock: false,
      valveOpenness: 0,
    },
    readings: { temperature: 23.81, humidity: 32.42, battery_mv: 2800 },
  },
  {
    model: 'mclimate/ht-sensor',
    source: 'HT Sensor, Keep-alive, Table 4',
    hex: '01028880AB029C',
    fields: {
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      batteryVoltage: 2.97,
      thermistorProperlyConnected: true,
      extThermistorTemperature: 66.8,
    },
    readings: { temperature: 24.8, humidity: 50, battery_mv: 2968, external_temperature: 66.8 },
  },
  {
    model: 'mclimate/co2-sensor',
    source: 'CO2 Sensor, Keep-alive, Table 4',
    hex: '01065C028C8BDF',
    fields: { CO2: 1628, sensorTemperature: 25.2, relativeHumidity: 54.3, batteryVoltage: 3.38 },
    readings: { co2: 1628, temperature: 25.2, humidity: 54.3, battery_mv: 3384 },
  },
  {
    model: 'mclimate/aqi-sensor',
    source: 'AQI Sensor, Keep-alive, Table 4',
    hex: '0107A44C0353C9A9E3CD',
    fields: {
      sAQI: 240,
      AQI: 144,
      CO2eq: 2432,
      VOC: 12,
      relative_humidity: 33.2,
      pressure: 945.2,
      temperature: 23.2,
      accuracy_aqi: 3,
      voltage: 3240,
    },
    readings: { iaq: 144, temperature: 23.2, humidity: 33.2, pressure: 945.2, battery_mv: 3240 },
  },
  {
    model: 'mclimate/flood-sensor',
    source: 'Flood Sensor, Keep-alive, Table 3',
    hex: '42C21A',
    fields: { reason: 'floodDetected', boxTamper: false, flood: true, battery: 3.104, temperature: 26 },
    readings: { leak: true, tamper: false, battery_mv: 3104, temperature: 26 },
  },
  {
    model: 'mclimate/wireless-thermostat',
    source: 'Wireless Thermostat, Keep-alive (f.w. >= 1.4), Table 4',
    hex: '810288800A45010900027A00',
    fields: {
      sensorTemperature: 24.8,
      relativeHumidity: 50,
      batteryVoltage: 2.629,
      targetTemperature: 26.5,
      powerSourceStatus: 0,
      lux: 634,
      pir: false,
    },
    readings: { temperature: 24.8, humidity: 50, battery_mv: 2629, illuminance: 634, motion: false },
  },
];

function expectExample({ model, hex, fPort, fields, readings, warnings }: Example): void {
  const result = run(model, fPort ?? 2, hex);
  expect(result.fields).toStrictEqual(fields);
  expect(readingsOf(result)).toStrictEqual(readings);
  expect(result.warnings).toEqual(warnings);
}

describe("MClimate decoders on the TTN device repository's codec examples", () => {
  it.each(ttn)('$model, $source', expectExample);
});

describe("MClimate decoders on the protocols' worked examples", () => {
  it.each(protocol)('$model, $source', expectExample);
});

describe('MClimate answers and keep-alives', () => {
  it('reads the newer Vicki keep-alive (0x81) with its own temperature formula', () => {
    // (0x5A - 28.33333) / 5.66666 = 10.88 °C, where 0x01's (0x5A * 165 / 256) - 40 is 18.01.
    const result = run('mclimate/vicki', 1, '811D5A78FA2C01F080');
    expect(result.fields).toMatchObject({ reason: 81, sensorTemperature: 10.88 });
    expect(readingsOf(result)).toStrictEqual({ temperature: 10.88, humidity: 46.88, battery_mv: 3500 });
  });

  it('stores no temperature or humidity from a Vicki whose sensor reports itself broken', () => {
    const result = run('mclimate/vicki', 1, '81147A64FA2C01EF38');
    expect(result.fields).toMatchObject({ brokenSensor: true, openWindow: true, antiFreezeProtection: true });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3400 });
    expect(result.warnings).toEqual([
      'the temperature sensor reports itself broken; no temperature or humidity stored',
    ]);
  });

  it("takes the Vicki's 0.1 °C set point (answer 0x52) over the keep-alive's whole degrees", () => {
    const result = run('mclimate/vicki', 1, '5200EB811D5A78FA2C01F080');
    expect(result.fields).toMatchObject({ targetTemperature: 29, targetTemperatureFloat: 23.5 });
  });

  it('reads answers without a keep-alive, which the device leaves out when the frame is full', () => {
    const result = run('mclimate/vicki', 1, '1B00120A');
    expect(result.fields).toStrictEqual({ uplinkType: 0, keepAliveTime: 10 });
    expect(result.readings).toEqual([]);
  });

  it('still reads the keep-alive behind an answer it does not know, and says what it skipped', () => {
    const result = run('mclimate/vicki', 1, '99AB011D5A78FA2C01F080');
    expect(result.fields).toStrictEqual(vickiKeepalive);
    expect(readingsOf(result)).toStrictEqual(vickiReadings);
    expect(result.warnings).toEqual(['unknown command 0x99 at byte 0: 2 bytes not decoded']);
  });

  it('keeps the answers read before an unknown one when no keep-alive follows', () => {
    const result = run('mclimate/ht-sensor', 2, '120A99AB');
    expect(result.fields).toStrictEqual({ keepAliveTime: 10 });
    expect(result.warnings).toEqual(['unknown command 0x99 at byte 2: 2 bytes not decoded']);
  });

  it('refuses a cut-off keep-alive, and a payload of nothing it knows', () => {
    expect(errorOf(() => run('mclimate/vicki', 1, '011D5A78FA2C01')).message).toBe(
      'mclimate/vicki: payload truncated: keep-alive 0x01 at byte 0 needs 9 bytes, has 7: 7 bytes not decoded',
    );
    expect(errorOf(() => run('mclimate/co2-sensor', 2, '01027102738400ED')).message).toBe(
      'mclimate/co2-sensor: keep-alive 0x01 at byte 0 is followed by 1 more bytes than its 7: 8 bytes not decoded',
    );
    expect(errorOf(() => run('mclimate/ht-sensor', 2, 'FF')).message).toBe(
      'mclimate/ht-sensor: unknown command 0xFF at byte 0: 1 byte not decoded',
    );
  });

  it('warns about a version byte that is not two decimal digits', () => {
    const result = run('mclimate/ht-sensor', 2, '042A1101028880AB029C');
    expect(result.fields).not.toHaveProperty('deviceVersions');
    expect(result.warnings).toEqual(['command 0x04: version bytes are not two decimal digits; not decoded']);
  });

  it("gives no external temperature for the HT sensor's broken or absent thermistor", () => {
    const result = run('mclimate/ht-sensor', 2, '01028880AB069C');
    expect(result.fields).toMatchObject({ thermistorProperlyConnected: false, extThermistorTemperature: 0 });
    expect(readingsOf(result)).not.toHaveProperty('external_temperature');
  });

  it("stores no air quality index while the AQI sensor's accuracy is 0 (stabilising)", () => {
    const result = run('mclimate/aqi-sensor', 2, '0107A04D034BC8AA28D6');
    expect(result.fields).toMatchObject({ AQI: 128, accuracy_aqi: 0 });
    expect(readingsOf(result)).toStrictEqual({
      temperature: 25,
      humidity: 30,
      pressure: 942,
      battery_mv: 3312,
    });
    expect(result.warnings).toEqual([
      'the air quality sensor is stabilising (accuracy 0); its index is not stored',
    ]);
  });

  it("reads the flood sensor's sign bit (firmware 1.5) and its two-byte keep-alive period answer", () => {
    const negative = run('mclimate/flood-sensor', 2, '00C99A');
    expect(readingsOf(negative)).toStrictEqual({
      leak: false,
      tamper: false,
      battery_mv: 3216,
      temperature: -26,
    });
    // 12 00 3C: every answer code has a reserved bit of the keep-alive's first byte set.
    const answered = run('mclimate/flood-sensor', 2, '12003C42C21A');
    expect(answered.fields).toMatchObject({ keepAliveTime: 60, flood: true });
    expect(run('mclimate/flood-sensor', 2, '12003C').fields).toStrictEqual({ keepAliveTime: 60 });
  });

  it('reads the Open/Close events, the thermistor sign and a broken thermistor', () => {
    // 20: the door event (closed here); 21: the button, with -5.0 °C (byte 2 bit 3).
    expect(readingsOf(run('mclimate/open-close', 2, '20AB00D91B5CAF00'))).toStrictEqual({
      battery_mv: 2968,
      door_open: false,
      button: false,
      temperature: 21.7,
    });
    const button = run('mclimate/open-close', 2, '21AB083200000101');
    expect(button.fields).toMatchObject({ event: 'push button', temperature: -5, counter: 1 });
    expect(readingsOf(button)).toMatchObject({ button: true, door_open: true, temperature: -5 });
    const broken = run('mclimate/open-close', 2, '01AB040000000001');
    expect(broken.fields).not.toHaveProperty('temperature');
    expect(readingsOf(broken)).not.toHaveProperty('temperature');
    expect(broken.warnings).toEqual(['the thermistor reports its connection broken; no temperature stored']);
  });

  it("reads the thermostat's PIR and the 16ASPM's relay only when their bytes are a known state", () => {
    const pir = run('mclimate/wireless-thermostat', 2, '810205800C3000FA01000501');
    expect(readingsOf(pir)).toMatchObject({ motion: true, illuminance: 5, temperature: 11.7 });
    const unknownPir = run('mclimate/wireless-thermostat', 2, '810205800C3000FA01000502');
    expect(readingsOf(unknownPir)).not.toHaveProperty('motion');
    expect(unknownPir.warnings).toEqual(['unknown PIR state 2; not stored']);
    const off = run('mclimate/16aspm', 2, '0185000000000000E6000002');
    expect(off.fields).toMatchObject({ internalTemperature: -5, relayState: 'OFF' });
    expect(readingsOf(off)).not.toHaveProperty('relay_on');
    expect(off.warnings).toEqual(['unknown relay state 2; not stored']);
  });
});
