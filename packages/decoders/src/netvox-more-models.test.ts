import { describe, expect, it } from 'vitest';
import { errorOf, readingsOf, run } from './test-support/decode-helpers.ts';
import { netvoxMoreCodecOutputs, netvoxMoreMappingGaps } from './test-support/netvox-more-examples.ts';

// Netvox's thermocouple sensors R718CK / R718CT / R718CN (models/netvox-r718b.ts), light sensors
// R311G / R311B / R718G / R718NL1 (netvox-light.ts), level sensors R718X / R718PE
// (netvox-level.ts) and PM2.5 sensors RA0716 / R72616 / R72716 / R72616A (netvox-ra0716.ts),
// against Netvox's codecs in the TTN device repository (TheThingsNetwork/lorawan-devices
// vendor/netvox/payload/*.js and <model>-codec.yaml, the versions named in
// test-support/netvox-more-examples.ts, their outputs recorded verbatim there) and the R718PE user
// manual's uplink (Example of ReportDataCmd). Our fields must be the codec's; our readings are what
// its values mean (Netvox's user manuals: 0.1 V battery with bit 7 the low-battery flag, mA x
// multiplier, lux, mm, %), out-of-range values dropped with a warning.

type Vendor = Readonly<Record<string, unknown>>;

/** What the codec's values mean in our readings. */
function meaning(vendor: Vendor): Record<string, number | boolean> {
  const readings: Record<string, number | boolean> = {};
  const volt = /^([0-9.]+)(\(low battery\))?$/.exec(String(vendor.Volt ?? ''));
  if (volt && Number(volt[1]) > 0) {
    readings.battery_mv = Math.round(Number(volt[1]) * 1000);
    readings.low_battery = volt[2] !== undefined;
  }
  const direct: Record<string, string> = {
    Temp: 'temperature',
    Humi: 'humidity',
    PM25: 'pm2_5',
    Illuminance: 'illuminance',
    Distance: 'distance_mm',
    FillLevel: 'fill_level_pct',
  };
  for (const [name, field] of Object.entries(direct)) {
    const value = vendor[name];
    if (typeof value === 'number') readings[field] = value;
  }
  if (typeof vendor.Current === 'number' && vendor.Multiplier)
    readings.current = (vendor.Current * Number(vendor.Multiplier)) / 1000;
  return readings;
}

/** The examples whose values we do not store, with our warnings. */
const refused: Record<string, { dropped: readonly string[]; warnings: readonly string[] }> = {
  '0191010003E80000000000': {
    dropped: [],
    warnings: ['battery byte reports 0 V (no battery voltage); not stored'],
  },
  '0198012403E8000000000A': {
    dropped: [],
    warnings: ['current multiplier 0 is no multiplier; current not stored'],
  },
  '0135012480002EE0FFFF00': {
    dropped: ['temperature', 'humidity'],
    warnings: [
      "temperature -327.68 is outside the sensor's range; not stored",
      "humidity 120 is outside the sensor's range; not stored",
    ],
  },
  '0134012401138800C86E2D': {
    dropped: ['fill_level_pct'],
    warnings: ["fill_level_pct 110 is outside the sensor's range; not stored"],
  },
};

describe("Netvox's newer models on their TTN codecs", () => {
  it.each([...netvoxMoreCodecOutputs, ...netvoxMoreMappingGaps])(
    '$model: $source',
    ({ model, fPort, hex, output }) => {
      const result = run(model, fPort, hex);
      expect(result.fields).toStrictEqual(output);
      const expected = meaning(output);
      for (const field of refused[hex]?.dropped ?? []) delete expected[field];
      expect(readingsOf(result)).toStrictEqual(expected);
      expect(result.warnings).toStrictEqual(refused[hex]?.warnings);
    },
  );

  it('reads the readings of each model', () => {
    // Spelled out once, so that a mistake in `meaning` above cannot hide one in the decoders.
    expect(readingsOf(run('netvox/r718ck', 6, '0191019F0FA00000000000'))).toStrictEqual({
      battery_mv: 3100,
      low_battery: true,
      temperature: 400,
    });
    expect(readingsOf(run('netvox/r718nl1', 6, '019801A3FFFF0A0001ADB0'))).toStrictEqual({
      battery_mv: 3500,
      low_battery: true,
      current: 655.35,
      illuminance: 110000,
    });
    expect(readingsOf(run('netvox/r718x', 6, '0134012401012C0107320A'))).toStrictEqual({
      battery_mv: 3600,
      low_battery: false,
      distance_mm: 300,
      fill_level_pct: 50,
      temperature: 26.3,
    });
    expect(readingsOf(run('netvox/r718pe', 6, '01B101240001F419000000'))).toStrictEqual({
      battery_mv: 3600,
      low_battery: false,
      distance_mm: 500,
      fill_level_pct: 25,
    });
    expect(readingsOf(run('netvox/ra0716', 6, '013501A1FC1827100BB800'))).toStrictEqual({
      battery_mv: 3300,
      low_battery: true,
      temperature: -10,
      humidity: 100,
      pm2_5: 3000,
    });
  });
});

describe('where our fields differ from the codec on purpose', () => {
  it("reads the R718G battery byte's bit 7 as the low-battery flag (r718g.js: 16.4 V)", () => {
    // r718g.js 0706e1d1 prints { Volt: 16.4, Illuminance: 3 } for these bytes.
    const result = run('netvox/r718g', 6, '011E01A400000003000000');
    expect(result.fields).toStrictEqual({ Device: 'R718G', Volt: '3.6(low battery)', Illuminance: 3 });
    expect(readingsOf(result)).toStrictEqual({ battery_mv: 3600, low_battery: true, illuminance: 3 });
  });

  it('reads the illuminance unsigned (r718g.js prints 0xFFFFFFFF as -1)', () => {
    const result = run('netvox/r718g', 6, '011E0124FFFFFFFF000000');
    expect(result.fields).toMatchObject({ Illuminance: 4294967295 });
  });

  it("refuses another model's frame (the shared codec reads an R718B report as an R718CK's)", () => {
    // r718cj_ck_ct_cr_ce_r718b.js prints { Volt: 3.6, Device: 'R718B', Temp: 25.3 }.
    expect(run('netvox/r718ck', 6, '0195012400FD0000000000')).toStrictEqual({
      fields: {},
      readings: [],
      warnings: ["device type 0x95 (R718B) is not the R718CK's (0x91): another model's frame; not decoded"],
    });
  });

  it('refuses a report type the models do not send (the codecs read every type as the status report)', () => {
    const result = run('netvox/r718g', 6, '011E022400001388000000');
    expect(result.fields).toStrictEqual({ Device: 'R718G' });
    expect(result.readings).toStrictEqual([]);
    expect(result.warnings).toStrictEqual(['unknown R718G report type 0x02; not decoded']);
  });
});

describe('Netvox frames these models cannot decode', () => {
  it('throws DecodeError for a cut-off frame and for a port the model does not use', () => {
    expect(errorOf(() => run('netvox/r718nl1', 6, '0198012403E801')).message).toBe(
      'netvox/r718nl1: payload too short (7 bytes, expected 11)',
    );
    const port = errorOf(() => run('netvox/r718g', 14, '8101000000000000000000'));
    expect(port.kind).toBe('unsupported_port');
    expect(run('netvox/r718ct', 14, '8300000000000000000000').fields).toStrictEqual({
      Cmd: 'ClearGlobalCalibrateRsp',
      Status: 'Success',
    });
  });
});
