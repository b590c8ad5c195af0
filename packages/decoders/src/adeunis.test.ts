import { describe, expect, it } from 'vitest';
import { adeunisExamples } from './test-support/adeunis-examples.ts';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';

// Our Adeunis decoders against Adeunis's own codec (@adeunis/codecs 1.6.1, the TTN device
// repository's vendor/adeunis/*_lib.js) on the TTN codec examples, the MOTION V2 manual's
// examples and frames built for every frame code (test-support/adeunis-examples.ts): our fields
// are the codec's output exactly, and the readings are the newest sample of each measurement.

describe("Adeunis: our fields are the codec's output", () => {
  it.each(adeunisExamples.map((example) => [`${example.model}: ${example.source}`, example] as const))(
    '%s',
    (_name, example) => {
      const result = run(example.model, 1, example.hex);
      expect(result.fields).toStrictEqual(JSON.parse(example.vendor));
      expect(readingsOf(result)).toStrictEqual(example.readings);
      expect(result.warnings).toStrictEqual(example.warnings);
    },
  );
});

describe('Adeunis: history frames', () => {
  it('stores the newest sample at the uplink time and keeps the earlier ones in the fields', () => {
    // comfort-codec.yaml's example: six samples and a device timestamp, no interval between them.
    const result = run('adeunis/comfort', 1, '4C9600C51F00C72000C82100CA2200CC2300CD2414ABA3E9');
    expect(result.readings).toStrictEqual([
      { field: 'temperature', value: 19.7 },
      { field: 'humidity', value: 31 },
      { field: 'low_battery', value: true },
    ]);
    expect(result.fields.temperature).toStrictEqual({
      unit: '°C',
      values: [19.7, 19.9, 20, 20.2, 20.4, 20.5],
    });
    // The device clock (2013 epoch, zone unknown to Adeunis) stays a field.
    expect(result.fields.timestamp).toBe('2023-12-28T19:22:17.000');
  });

  it('reads the whole samples of a frame cut inside one, with a warning', () => {
    // One COMFORT sample (21.0 °C, 45 %) and two bytes of the next: the codec fails on the frame.
    const result = run('adeunis/comfort', 1, '4C2000D22D00D0');
    expect(readingsOf(result)).toStrictEqual({ temperature: 21, humidity: 45, low_battery: false });
    expect(result.warnings).toStrictEqual(['2 bytes after the last whole sample not decoded']);
  });

  it('warns of a data frame with no sample', () => {
    const result = run('adeunis/comfort-co2', 1, '6A00');
    expect(readingsOf(result)).toStrictEqual({ low_battery: false });
    expect(result.warnings).toStrictEqual(['the frame holds no sample']);
  });

  it('reads a PULSE 4 index alone, without earlier samples, silently', () => {
    const result = run('adeunis/pulse-4', 1, '5A0000000FA0');
    expect(readingsOf(result)).toStrictEqual({ pulse_count: 4000, low_battery: false });
    expect(result.warnings).toBeUndefined();
  });
});

describe('Adeunis: frames refused', () => {
  it('refuses a frame code the model does not send', () => {
    // 0x57 is a TEMP 4 frame; a COMFORT never sends it.
    expect(errorOf(() => run('adeunis/comfort', 1, '5720800000EB')).message).toBe(
      'adeunis/comfort: frame code 0x57 is not one the COMFORT sends',
    );
  });

  it('refuses a frame without its status byte', () => {
    expect(errorOf(() => run('adeunis/motion', 1, '5C')).message).toBe(
      'adeunis/motion: an Adeunis frame starts with a frame code and a status byte',
    );
  });

  it('refuses a frame cut before its fixed fields end', () => {
    // A Dry Contacts 2 data frame needs its states byte (byte 10).
    expect(errorOf(() => run('adeunis/dry-contacts-2', 1, '40C0000100020003')).message).toBe(
      'adeunis/dry-contacts-2: payload truncated (needs 11 bytes, got 8)',
    );
  });
});
