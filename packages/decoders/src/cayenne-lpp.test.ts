import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';

// Cayenne LPP and the RAKwireless devices that send it. Sources, each cited where used:
// - [myDevices] myDevicesIoT/cayenne-docs docs/LORA.md @ ff6da3d400d406a3cbc6b380abe3eeaa7009bbb9,
//   "Cayenne Low Power Payload": the data types table and the worked examples.
// - [RAK7204] RAKWireless/rakwireless-docs docs/Product-Categories/WisNode/RAK7204/Quickstart/
//   README.md @ 042b0ba7d4b0b5cfab10ed2de0915b82238429b8, "Analyzing Sensor Data from RAK7204".
// - [RAK7205] RAKWireless/rakwireless-docs docs/Product-Categories/WisTrio/RAK7205-5205/Quickstart/
//   README.md @ 0a25f70f6473f250a1c270936376875c468bded1, "Decoding Sensor Data".
// - [RAK7200] RAK's "Decoding Sensor Data on ChirpStack and TTN" page for the RAK7200, as kept in
//   roydegeest/rakwireless-docs (a fork of RAK's docs) docs/en-us/quick-start/rak7200/
//   decoding-sensor-data.md @ 5f23d3cd959f9702f307d5c7fe4c06e962afc286.
// - [WisBlock] beegee-tokyo/WisBlock-Sensor-For-LoRaWAN README.md @ 097e6e8d9e6007bb94ed545cc0dad24fde4eba09,
//   "Packet data format" (RAK's WisBlock LPP firmware): channel, type and scale of each module's
//   values. It gives no example payload, so those below are built from its table.

describe("the myDevices document's examples (cayenne/lpp)", () => {
  it('"Device with 2 temperature sensors": channel 3 is the reading, channel 5 a field', () => {
    const result = run('cayenne/lpp', 1, '03 67 01 10 05 67 00 FF');
    expect(result.fields).toStrictEqual({ temperature_3: 27.2, temperature_5: 25.5 });
    expect(readingsOf(result)).toStrictEqual({ temperature: 27.2 });
    expect(result.warnings).toBeUndefined();
  });

  it('"Frame N": FFD7 is -4.1 °C (signed)', () => {
    const result = run('cayenne/lpp', 1, '01 67 FF D7');
    expect(readingsOf(result)).toStrictEqual({ temperature: -4.1 });
  });

  it('"Frame N+1": the accelerometer is a field, in G per axis, and no reading', () => {
    const result = run('cayenne/lpp', 1, '06 71 04 D2 FB 2E 00 00');
    expect(result.fields).toStrictEqual({ accelerometer_6: { x: 1.234, y: -1.234, z: 0 } });
    expect(result.readings).toStrictEqual([]);
  });

  it('"Device with GPS": 42.3519, -87.9094 at 10 m', () => {
    const result = run('cayenne/lpp', 1, '01 88 06 76 5f f2 96 0a 00 03 e8');
    expect(result.location).toStrictEqual({ lat: 42.3519, lon: -87.9094, alt: 10 });
  });

  it('reads the rest of the table by type: humidity (0.5 %), barometer (0.1 hPa), illuminance, presence', () => {
    // [myDevices] data types: 68 humidity 1 byte 0.5 % unsigned; 73 barometer 2 bytes 0.1 hPa
    // unsigned; 65 illuminance 2 bytes 1 lux unsigned; 66 presence 1 byte.
    const result = run('cayenne/lpp', 1, '02 68 C8 04 73 27 97 05 65 FF FF 06 66 01');
    expect(readingsOf(result)).toStrictEqual({
      humidity: 100,
      pressure: 1013.5,
      illuminance: 65535,
      motion: true,
    });
    expect(readingsOf(run('cayenne/lpp', 1, '06 66 00'))).toStrictEqual({ motion: false });
  });
});

describe('several channels of one type (cayenne/lpp)', () => {
  it('takes the lowest channel, wherever it sits in the payload, as the network-decoded mapping does', () => {
    const result = run('cayenne/lpp', 1, '0A 67 00 64 03 67 00 C8');
    expect(result.fields).toStrictEqual({ temperature_10: 10, temperature_3: 20 });
    expect(readingsOf(result)).toStrictEqual({ temperature: 20 });
  });

  it('numbers several distance channels as probes (ElectronicCats type 130, 0.001 m)', () => {
    const result = run('cayenne/lpp', 1, '05 82 00 00 04 D2 06 82 00 00 09 C4');
    expect(readingsOf(result)).toStrictEqual({ distance_mm: 1234, distance_2_mm: 2500 });
  });

  it('takes no analog input or voltage for the battery: nothing says a generic device means one', () => {
    const result = run('cayenne/lpp', 1, '01 74 01 9A 08 02 01 7A');
    expect(result.fields).toStrictEqual({ voltage_1: 4.1, analog_in_8: 3.78 });
    expect(result.readings).toStrictEqual([]);
  });
});

describe('hostile bytes', () => {
  it('a record cut short with nothing before it is an error', () => {
    expect(errorOf(() => run('cayenne/lpp', 1, '03 67 01')).message).toBe(
      'cayenne/lpp: payload truncated: temperature on channel 3 at byte 0 needs 4 bytes, has 3; not decoded',
    );
    expect(errorOf(() => run('cayenne/lpp', 1, '03')).message).toBe(
      'cayenne/lpp: incomplete record header at byte 0: 1 byte not decoded',
    );
  });

  it('an unknown type stops the walk with a warning and keeps what came before', () => {
    const result = run('cayenne/lpp', 1, '03 67 01 10 05 FF 00');
    expect(readingsOf(result)).toStrictEqual({ temperature: 27.2 });
    expect(result.warnings).toStrictEqual([
      'unknown LPP type 255 (0xFF) on channel 5 at byte 4: 3 bytes not decoded',
    ]);
  });

  it("RAK's own types are not LPP's: a generic device's type 137 is unknown", () => {
    expect(errorOf(() => run('cayenne/lpp', 1, '0A 89 02 9A 18 50 FB 44 B5 60 00 1D B0')).message).toBe(
      'cayenne/lpp: unknown LPP type 137 (0x89) on channel 10 at byte 0: 13 bytes not decoded',
    );
  });

  it('a stray byte after the records is a warning', () => {
    const result = run('cayenne/lpp', 1, '03 67 01 10 03');
    expect(readingsOf(result)).toStrictEqual({ temperature: 27.2 });
    expect(result.warnings).toStrictEqual(['incomplete record header at byte 4: 1 byte not decoded']);
  });

  it('a presence byte other than 0 or 1 is no motion reading', () => {
    const result = run('cayenne/lpp', 1, '06 66 02');
    expect(result.fields).toStrictEqual({ presence_6: 2 });
    expect(result.readings).toStrictEqual([]);
    expect(result.warnings).toStrictEqual(['presence_6 2 is not a motion value; not stored']);
  });

  it('a GPS record of zeros (no fix) is no position', () => {
    const result = run('cayenne/lpp', 1, '01 88 00 00 00 00 00 00 00 00 00');
    expect(result.location).toBeUndefined();
    expect(result.warnings).toStrictEqual(['position 0, 0 is not a fix; not stored']);
  });
});

describe("RAK's RUI v2 nodes: the quick start guides' payloads", () => {
  it('[RAK7204] battery on channel 8, humidity, pressure, temperature, gas resistance (twice)', () => {
    // The guide's table prints the battery bytes as "01 67"; its payload has 01 63 = 355 = 3.55 V.
    const result = run(
      'rakwireless/rak7204',
      8,
      '08 02 01 63 07 68 4B 06 73 25 9E 02 67 01 15 04 02 22 72 04 02 22 72',
    );
    expect(readingsOf(result)).toStrictEqual({
      battery_mv: 3550,
      humidity: 37.5,
      pressure: 963,
      temperature: 27.7,
    });
    expect(result.fields.analog_in_4).toBe(88.18);
    expect(result.warnings).toBeUndefined();
  });

  it('[RAK7205] the fix, battery, environment and accelerometer', () => {
    const hex =
      '01 88 05 37 97 10 9D 59 00 DC 14 08 02 01 7A 07 68 58 06 73 25 6D 02 67 01 1D 04 02 14 AF 03 71 FF FF FF DD FC 2E';
    const result = run('rakwireless/rak7205', 8, hex);
    expect(result.location).toStrictEqual({ lat: 34.1911, lon: 108.8857, alt: 563.4 });
    expect(readingsOf(result)).toStrictEqual({
      battery_mv: 3780,
      humidity: 44,
      pressure: 958.1,
      temperature: 28.5,
    });
    expect(result.fields.analog_in_4).toBe(52.95);
    expect(result.fields.accelerometer_3).toStrictEqual({ x: -0.001, y: -0.035, z: -0.978 });
  });

  it('[RAK7200] the fix and battery; accelerometer, gyroscope and magnetometer (µT) as fields', () => {
    const hex =
      '01 88 05 37 82 10 9D 6A 00 B3 42 08 02 01 66 03 71 00 06 FE 66 03 B1 05 86 FF DD 00 CC 00 04 09 02 CD BA 0A 02 F3 67 0B 02 17 CA';
    const result = run('rakwireless/rak7200', 8, hex);
    expect(result.location).toStrictEqual({ lat: 34.189, lon: 108.8874, alt: 458.9 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3580 });
    expect(result.fields).toMatchObject({
      gyrometer_5: { x: -0.35, y: 2.04, z: 0.04 },
      analog_in_9: -128.7,
      analog_in_10: -32.25,
      analog_in_11: 60.9,
    });
  });

  it('a tracker uplink without its GPS record says so; a RAK7204 does not report a position', () => {
    // The [RAK7205] payload without its first record.
    const tracker = run('rakwireless/rak7205', 8, '08 02 01 7A 07 68 58 06 73 25 6D 02 67 01 1D');
    expect(tracker.location).toBeUndefined();
    expect(tracker.warnings).toStrictEqual(['no GPS position in this uplink']);
    const sense = run('rakwireless/rak7204', 8, '01 88 05 37 97 10 9D 59 00 DC 14 08 02 01 7A');
    expect(sense.location).toBeUndefined();
    expect(sense.warnings).toStrictEqual([
      'a position is not a reading of the RAK7204 WisNode Sense Home; gps_1 kept in the vendor fields only',
    ]);
  });
});

// Kits 1 and 4's payloads are in cayenne-lpp-differential.test.ts, beside RAK's decoder's output.
describe('[WisBlock] the LPP firmware of the WisBlock kits', () => {
  it('GNSS on channel 10, six decimals (RAK type 137) or four (136)', () => {
    const precise = run('rakwireless/wisblock-4631', 2, '01 74 01 9A 0A 89 02 9A 18 50 FB 44 B5 60 00 1D B0');
    expect(precise.location).toStrictEqual({ lat: 43.6532, lon: -79.3832, alt: 76 });
    const standard = run('rakwireless/wisblock-4631', 2, '0A 88 06 A9 34 F3 E3 18 00 1D B0');
    expect(standard.location).toStrictEqual({ lat: 43.6532, lon: -79.3832, alt: 76 });
  });

  it("channels the table gives other sensors are fields, whatever their type (soil temperature isn't air)", () => {
    const result = run(
      'rakwireless/wisblock-4631',
      2,
      '01 74 01 9A 0B 67 00 C8 0C 68 50 0E 66 01 10 8A 00 64',
    );
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 4100 });
    expect(result.fields).toStrictEqual({
      voltage_1: 4.1,
      temperature_11: 20,
      humidity_12: 40,
      presence_14: 1,
      voc_16: 100,
    });
  });

  it('a kit without GNSS keeps a position only in its fields', () => {
    const result = run('rakwireless/wisblock-kit1', 2, '01 74 01 9A 0A 88 06 A9 34 F3 E3 18 00 1D B0');
    expect(result.location).toBeUndefined();
    expect(result.warnings).toStrictEqual([
      'a position is not a reading of the WisBlock Kit 1; gps_10 kept in the vendor fields only',
    ]);
  });
});
