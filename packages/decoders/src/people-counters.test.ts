import type { Reading } from '@pinpoint/shared/readings.ts';
import { describe, expect, it } from 'vitest';
import { run } from './test-support/decode-helpers.ts';

// Milesight's people counters and occupancy sensors against Milesight's own decoders:
// Milesight-IoT/SensorDecoders vs-series/<model>/<model>-decoder.js at
// e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3, run in Node (decodeUplink) on each payload; `vendor`
// is what it printed, verbatim, and our fields must be exactly that. The payloads are the
// models' README examples where they have one, else bytes built from the README's channel
// table (timestamps 00E1F565 = 1710612736 and 3CE1F565 = 1710612796). `readings` are ours.

const T0 = '2024-03-16T18:12:16.000Z';

type Case = { hex: string; vendor: Record<string, unknown>; readings: Reading[]; warnings?: string[] };
const c = (hex: string, vendor: Record<string, unknown>, readings: Reading[], warnings?: string[]): Case =>
  warnings ? { hex, vendor, readings, warnings } : { hex, vendor, readings };
const r = (field: Reading['field'], value: number | boolean, time?: string): Reading =>
  time ? { field, value, time } : { field, value };

const regionCounts = (from: number, values: number[]) =>
  Object.fromEntries(values.map((value, index) => [`region_${from + index}_count`, value]));

const models: Record<string, Case[]> = {
  vs121: [
    // README examples.
    c(
      'FF0101FF086600B0940976FF090100FF1F1F07004B',
      { protocol_version: 1, sn: '6600b0940976', hardware_version: '1.0', firmware_version: '31.7.0.75' },
      [],
    ),
    c(
      '04C9030800A106CD05',
      {
        people_count_all: 3,
        region_count: 8,
        region_1: 1,
        region_2: 0,
        region_3: 0,
        region_4: 0,
        region_5: 0,
        region_6: 1,
        region_7: 0,
        region_8: 1,
        people_count_max: 5,
      },
      [r('people_count', 3)],
    ),
    c(
      '07D5000100000000000308D50100000000000000',
      { ...regionCounts(1, [0, 1, 0, 0, 0, 0, 0, 3]), ...regionCounts(9, [1, 0, 0, 0, 0, 0, 0, 0]) },
      [],
    ),
    c('05CC02000100', { people_in: 2, people_out: 1 }, [r('people_in', 2), r('people_out', 1)]),
    c(
      '09DA00010002000000000ADA00000000000000000BDA00000000000000120CDA0000000000000000',
      {
        a_to_a: 256,
        a_to_b: 512,
        a_to_c: 0,
        a_to_d: 0,
        b_to_a: 0,
        b_to_b: 0,
        b_to_c: 0,
        b_to_d: 0,
        c_to_a: 0,
        c_to_b: 0,
        c_to_c: 0,
        c_to_d: 4608,
        d_to_a: 0,
        d_to_b: 0,
        d_to_c: 0,
        d_to_d: 0,
      },
      [],
    ),
    // The README's other channels: totals and dwell, timestamp and line in / out.
    c(
      '0DCC0A000B000EE4013C007800',
      { people_total_in: 10, people_total_out: 11, dwell_time_avg: 60, dwell_time_max: 120 },
      [],
    ),
    c('0F8500E1F56510F703000400', { timestamp: 1710612736, line_in: 3, line_out: 4 }, []),
    // History records (20 CE): in / out, people now, the period's maximum, dwell.
    c('20CE00E1F5650202000100', { history: [{ timestamp: 1710612736, people_in: 2, people_out: 1 }] }, [
      r('people_in', 2, T0),
      r('people_out', 1, T0),
    ]),
    c(
      '20CE00E1F565010403000320CE3CE1F5650305',
      {
        history: [
          {
            timestamp: 1710612736,
            people_count_all: 4,
            region_count: 3,
            region_1: 1,
            region_2: 1,
            region_3: 0,
          },
          { timestamp: 1710612796, people_count_max: 5 },
        ],
      },
      [r('people_count', 4, T0)],
    ),
    c(
      '20CE00E1F565110158027800',
      { history: [{ timestamp: 1710612736, dwell_time_avg: 600, dwell_time_max: 120 }] },
      [],
    ),
  ],
  vs133: [
    // README examples.
    c(
      '03D24800000004D2C800000006D20000000007D20000000009D2000000000AD2000000000CD2B41400000DD28D1A0000',
      {
        line_1_total_in: 72,
        line_1_total_out: 200,
        line_2_total_in: 0,
        line_2_total_out: 0,
        line_3_total_in: 0,
        line_3_total_out: 0,
        line_4_total_in: 5300,
        line_4_total_out: 6797,
      },
      [],
    ),
    c(
      '05CC0000000008CC000000000BCC000000000ECC05000700',
      {
        line_1_period_in: 0,
        line_1_period_out: 0,
        line_2_period_in: 0,
        line_2_period_out: 0,
        line_3_period_in: 0,
        line_3_period_out: 0,
        line_4_period_in: 5,
        line_4_period_out: 7,
      },
      [r('people_in', 0), r('people_out', 0)],
    ),
    c('0FE302100709', { region_1_count: 2, region_2_count: 16, region_3_count: 7, region_4_count: 9 }, []),
    c(
      '10E4010910112110E4027521753310E4038121238910E40476001387',
      {
        region_1_avg_dwell: 4105,
        region_1_max_dwell: 8465,
        region_2_avg_dwell: 8565,
        region_2_max_dwell: 13173,
        region_3_avg_dwell: 8577,
        region_3_max_dwell: 35107,
        region_4_avg_dwell: 118,
        region_4_max_dwell: 34579,
      },
      [],
    ),
    // The VS132/VS13x README's device information, the history and the child device's records.
    c(
      'FF0110FF090102FF1F84010001FF166614C39694870000',
      {
        ipso_version: 'v1.0',
        hardware_version: 'v1.2',
        firmware_version: 'v132.1.0.1',
        sn: '6614c39694870000',
      },
      [],
    ),
    c(
      '20CE00E1F5650503000100',
      { history: [{ timestamp: 1710612736, line_1_period_in: 3, line_1_period_out: 1 }] },
      [r('people_in', 3, T0), r('people_out', 1, T0)],
    ),
    c('20CE00E1F56510011000', { history: [{ timestamp: 1710612736, region_1_avg_dwell: 16 }] }, []),
    c(
      '13CC0100020050FC000101',
      { line_1_child_period_in: 1, line_1_child_period_out: 2, node_1_occlusion_alarm: 'alarm_triggered' },
      [],
    ),
  ],
  vs135: [
    c('05CC04000200', { line_1_period_in: 4, line_1_period_out: 2 }, [r('people_in', 4), r('people_out', 2)]),
    c('20CE00E1F5650303000000', { history: [{ timestamp: 1710612736, line_1_total_in: 3 }] }, []),
  ],
  vs330: [
    // README example.
    c(
      '01756202820F00038E01048E01',
      { battery: 98, distance: 15, occupancy: 'occupied', calibration_status: 'success' },
      [r('battery_pct', 98), r('distance_mm', 15), r('occupied', true)],
    ),
    c('038E00048E00', { occupancy: 'vacant', calibration_status: 'failed' }, [r('occupied', false)]),
  ],
  vs340: [
    // README examples.
    c('017564030000', { battery: 100, occupancy: 'vacant' }, [r('battery_pct', 100), r('occupied', false)]),
    c('017564030001', { battery: 100, occupancy: 'occupied' }, [r('battery_pct', 100), r('occupied', true)]),
    c(
      'FF0BFFFF0101FF166136D38337990008FF090140FF0A0101FF0F00',
      {
        device_status: 'on',
        ipso_version: 'v0.1',
        sn: '6136d38337990008',
        hardware_version: 'v1.4',
        firmware_version: 'v1.1',
        lorawan_class: 'Class A',
      },
      [],
    ),
  ],
  vs341: [
    c('017564030001', { battery: 100, occupancy: 'occupied' }, [r('battery_pct', 100), r('occupied', true)]),
  ],
  vs370: [
    // The TTN device repository's vs370-codec.yaml example bytes.
    c('017564030001040000', { battery: 100, occupancy: 'occupied', illuminance: 'dim' }, [
      r('battery_pct', 100),
      r('occupied', true),
    ]),
    c('030000040001', { occupancy: 'vacant', illuminance: 'bright' }, [r('occupied', false)]),
    c('0400FE', { illuminance: 'disable' }, []),
  ],
};

describe("Milesight people counters and occupancy sensors against Milesight's own decoders", () => {
  for (const [model, cases] of Object.entries(models)) {
    it.each(cases)(`${model} $hex`, ({ hex, vendor, readings, warnings }) => {
      const result = run(`milesight-iot/${model}`, 85, hex);
      expect(result.fields).toStrictEqual(vendor);
      expect(result.readings).toStrictEqual(readings);
      expect(result.warnings).toEqual(warnings);
    });
  }
});

describe('where we keep to the readings over the vendor decoder', () => {
  it('VS121: a period count read signed and negative (05 CC FFFF) is no count of people', () => {
    // vs121-decoder.js reads 05 CC with readInt16LE and prints { people_in: -1, people_out: 1 }.
    const result = run('milesight-iot/vs121', 85, '05CCFFFF0100');
    expect(result.fields).toStrictEqual({ people_in: -1, people_out: 1 });
    expect(result.readings).toStrictEqual([r('people_out', 1)]);
    expect(result.warnings).toEqual(["people_in -1 is outside the sensor's range; not stored"]);
  });

  it('VS121: more regions than the 16-bit mask holds are not invented', () => {
    // vs121-decoder.js loops region_count times over a 16-bit mask (and JavaScript's shift
    // wraps at 32); the README's channel table gives 2 bytes of region mask.
    const result = run('milesight-iot/vs121', 85, '04C90214FFFF');
    expect(result.fields.region_16).toBe(1);
    expect(result.fields).not.toHaveProperty('region_17');
    expect(result.readings).toStrictEqual([r('people_count', 2)]);
    expect(result.warnings).toEqual(['region_count 20 is more than 16 regions']);
  });

  it('VS121 / VS133: an unknown history type is a warning, not a guess', () => {
    // vs121-decoder.js throws "unknown history data type"; vs133's prints nothing for it.
    for (const model of ['vs121', 'vs133']) {
      const result = run(`milesight-iot/${model}`, 85, '20CE00E1F565FF0000000005CC01000000');
      expect(result.warnings, model).toEqual(['unknown history data type 255; not decoded']);
      expect(result.fields).not.toHaveProperty('history');
    }
  });

  it('VS340: an occupancy byte other than 0 or 1 is neither state', () => {
    // vs340-decoder.js prints "unknown" for it.
    const result = run('milesight-iot/vs340', 85, '030002');
    expect(result.fields).toStrictEqual({ occupancy: 'unknown' });
    expect(result.readings).toStrictEqual([]);
    expect(result.warnings).toEqual(['unknown occupancy value 2; not stored']);
  });

  it('VS133: a history record whose device clock was never set gives no reading', () => {
    const result = run('milesight-iot/vs133', 85, '20CE000000000503000100');
    expect(result.fields.history).toEqual([{ timestamp: 0, line_1_period_in: 3, line_1_period_out: 1 }]);
    expect(result.readings).toStrictEqual([]);
  });
});
