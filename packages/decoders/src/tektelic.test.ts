import { describe, expect, it } from 'vitest';
import { listModels } from './index.ts';
import type { CodecExample } from './test-support/codec-example.ts';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { tektelicTtnExamples } from './test-support/ttn-codec-examples-tektelic.ts';

// Tektelic's frame format (formats/tektelic.ts) on the examples other people published:
// - TTN: TheThingsNetwork/lorawan-devices vendor/tektelic/<codec>.yaml, the examples' bytes and
//   `output.data` at the commit named with each (test-support/ttn-codec-examples-tektelic.ts).
// - TRM: the Kona Home Sensor Technical Reference Manual, T0005370_TRM Rev-C 1.0, table 2-1
//   ("Home Sensor Payload Frame Values"): what each state byte of a frame means.
// The differential file (tektelic-differential.test.ts) holds Tektelic's own data converters'
// outputs.

/** Our fields: the codec's output less its echo of the input (`port`, `raw`), and what we add. */
function ourFields({ source, output }: CodecExample): Record<string, unknown> {
  const { port: _port, raw: _raw, ...data } = output;
  // The KIWI's soil probe's temperature, by Tektelic's thermistor curve.
  return source.startsWith('t00059xx') ? { ...data, input2_voltage_to_temp: 17 } : data;
}

describe('Tektelic decoders on the TTN codec examples', () => {
  // test-support/ttn-codec-examples-tektelic.ts.
  it.each(tektelicTtnExamples)('$model $source', (example) => {
    const result = run(example.model, example.fPort, example.hex);
    expect(result.fields).toStrictEqual(ourFields(example));
    expect(readingsOf(result)).toStrictEqual(example.readings);
    expect(result.warnings).toEqual(example.warnings);
  });
});

describe('Tektelic smart room states, as the TRM defines them', () => {
  it('reads the reed switch as the door: 0x00 magnet present (closed), 0xFF magnet absent (open)', () => {
    expect(readingsOf(run('tektelic/t000489x-smart-room-base', 10, '010000'))).toStrictEqual({
      door_open: false,
    });
    expect(readingsOf(run('tektelic/t00061xx-vivid', 10, '0100FF'))).toStrictEqual({ door_open: true });
  });

  it('reads the Base edition moisture detector as a leak: 0x00 dry, 0xFF wet', () => {
    expect(readingsOf(run('tektelic/t000489x-smart-room-base', 10, '090000'))).toStrictEqual({ leak: false });
    expect(readingsOf(run('tektelic/t00061xx-comfort', 10, '0900FF'))).toStrictEqual({ leak: true });
  });

  it('reads the old 10 mV battery frame and counts as fields', () => {
    const result = run('tektelic/t00048xx-smart-room-pir', 10, '00FF012C0A00000D04000A0804FFFF');
    expect(result.fields).toStrictEqual({
      battery_voltage: 3,
      motion_event_state: 0,
      motion_event_count: 10,
      reed_count: 65535,
    });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3000, motion: false });
  });

  it('stores no state for a byte that is neither 0x00 nor 0xFF', () => {
    const result = run('tektelic/t00061xx-vivid', 10, '0A0001');
    expect(result.readings).toStrictEqual([]);
    expect(result.warnings).toEqual(['unknown motion value 1; not stored']);
  });

  it('keeps a reading the model does not measure in the vendor fields only', () => {
    // The COMFORT has no PIR, the VIVID no moisture detector.
    const comfort = run('tektelic/t00061xx-comfort', 10, '0A00FF');
    expect(comfort.fields).toStrictEqual({ motion_event_state: 255 });
    expect(comfort.readings).toStrictEqual([]);
    expect(comfort.warnings).toEqual([
      'motion is not a reading of the COMFORT; kept in the vendor fields only',
    ]);
    expect(run('tektelic/t00061xx-vivid', 10, '0900FF').warnings).toEqual([
      'leak is not a reading of the VIVID; kept in the vendor fields only',
    ]);
  });
});

describe('Tektelic channel meanings are per product family', () => {
  it('does not read a smart room sensor frame on an agriculture sensor, or the reverse', () => {
    // 0x03 0x67 is the room temperature of a smart room sensor, the third probe input of a KIWI.
    expect(readingsOf(run('tektelic/t00061xx-vivid', 10, '0367FFEC'))).toStrictEqual({ temperature: -2 });
    const kiwi = run('tektelic/t00059xx-kiwi', 10, '0367FFEC');
    expect(kiwi.fields).toStrictEqual({ input3_temperature: -2 });
    expect(kiwi.readings).toStrictEqual([]);
    // 0x0B 0x67 is the KIWI's air temperature and a smart room sensor's MCU temperature.
    expect(readingsOf(run('tektelic/t00059xx-clover', 10, '0B6700AD'))).toStrictEqual({ temperature: 17.3 });
    const vivid = run('tektelic/t00061xx-vivid', 10, '0B6700AD');
    expect(vivid.fields).toStrictEqual({ mcu_temperature: 17.3 });
    expect(vivid.readings).toStrictEqual([]);
  });

  it("reads the BREEZE's 0x0B channel as CO2 and refuses the smart room MCU temperature frame", () => {
    expect(readingsOf(run('tektelic/t00078xx-smart-room-sensor-co2', 10, '0BE401F4'))).toStrictEqual({
      co2: 500,
    });
    expect(errorOf(() => run('tektelic/t00078xx-smart-room-sensor-co2', 10, '0B670100')).message).toBe(
      'tektelic/t00078xx-smart-room-sensor-co2: unknown channel 0x0B 0x67 at byte 0: 4 bytes not decoded',
    );
  });
});

describe('Tektelic bad frames', () => {
  it('keeps the frames before an unknown one and says where it stopped', () => {
    const result = run('tektelic/t00061xx-vivid', 10, '0367012C1D0001046850');
    expect(result.fields).toStrictEqual({ ambient_temperature: 30 });
    expect(result.warnings).toEqual(['unknown channel 0x1D 0x00 at byte 4: 6 bytes not decoded']);
  });

  it('does not make a value of a frame cut off by the end of the payload', () => {
    const result = run('tektelic/t00061xx-vivid', 10, '0A00FF036701');
    expect(readingsOf(result)).toStrictEqual({ motion: true });
    expect(result.warnings).toEqual([
      'payload truncated: channel 0x03 0x67 (ambient temperature) at byte 3 needs 4 bytes, has 3; not decoded',
    ]);
    expect(errorOf(() => run('tektelic/t00061xx-vivid', 10, '03')).message).toBe(
      'tektelic/t00061xx-vivid: incomplete frame header at byte 0: 1 byte not decoded',
    );
  });

  it('does not decode configuration responses, which can hold the LoRaWAN keys', () => {
    // A read of register 0x02 (the application key) answers with the key itself.
    const result = run('tektelic/t00048xx-smart-room-pir', 100, '0200112233445566778899AABBCCDDEEFF');
    expect(result.fields).toStrictEqual({});
    expect(result.warnings).toEqual([
      "configuration response on port 100: not decoded, as it can hold the device's LoRaWAN keys",
    ]);
    expect(errorOf(() => run('tektelic/t00061xx-vivid', 5, '0367012C')).kind).toBe('unsupported_port');
  });

  it('stores no soil temperature for a probe input at 0 mV', () => {
    const result = run('tektelic/t00059xx-kiwi', 10, '020200000B6700AD');
    expect(result.fields).toStrictEqual({ input2_voltage: 0, ambient_temperature: 17.3 });
    expect(readingsOf(result)).toStrictEqual({ temperature: 17.3 });
    expect(result.warnings).toEqual(['soil temperature probe reads 0 mV (no probe); not stored']);
  });

  it('lists every Tektelic model on the data and configuration ports', () => {
    const tektelic = listModels().filter((model) => model.vendor === 'Tektelic');
    expect(tektelic.map((model) => model.modelId).sort()).toStrictEqual(
      [
        'tektelic/t000489x-smart-room-base',
        'tektelic/t00048xx-smart-room-pir',
        'tektelic/t00059xx-clover',
        'tektelic/t00059xx-kiwi',
        'tektelic/t00061xx-comfort',
        'tektelic/t00061xx-vivid',
        'tektelic/t00078xx-smart-room-sensor-co2',
        // The Home and gen3 smart room editions (tektelic-more-models-2.test.ts).
        'tektelic/t000489x-home-base',
        'tektelic/t00048xx-home-pir',
        'tektelic/t00061xx-smart-room-base-gen3',
        'tektelic/t00061xx-smart-room-pir-gen3',
        // The trackers and TUNDRA (tektelic-more.test.ts), with ports of their own besides.
        'tektelic/t0006129-orca',
        'tektelic/t0006909-pelican',
        'tektelic/t00067xx-tundra-sensor',
        'tektelic/t00073xx-tundra-sensor',
        'tektelic/t0007367-pelican-ex',
        'tektelic/t0007377-pelican',
        'tektelic/t0007705-seal',
        'tektelic/t0007xxx-sparrow',
        // The KONA Industrial Transceivers (tektelic-more-models-1.test.ts), serial data on port 20 too.
        'tektelic/t00053xx-industrial-transceiver',
        'tektelic/t00055xx-industrial-transceiver',
        'tektelic/t00056xx-industrial-transceiver',
        // The trackers of trackers-more-tektelic-browan.test.ts.
        'tektelic/chickadee',
        'tektelic/stork',
        'tektelic/t000594x-enterprise-asset-tracker',
      ].sort(),
    );
    for (const model of tektelic) expect(model.fPorts).toEqual(expect.arrayContaining([10, 100]));
  });
});
