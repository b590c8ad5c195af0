import { describe, expect, it } from 'vitest';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';
import { mapNetworkDecoded } from './map.ts';

// Codecs that nest their values in records (nested.ts). Sources: [ttn] = TheThingsNetwork/
// lorawan-devices vendor/<vendor>/<file> at the commit cited (each case an example's `output.data`
// verbatim, or what the cited decoder gives for the bytes cited); [sd] = Milesight-IoT/
// SensorDecoders at e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3, the decoder run on the bytes cited.

const vs133 = (decoded: Record<string, unknown>, want: CodecCase['want']): CodecCase => ({
  model: 'milesight-iot/vs133',
  decoded,
  want,
});

const lineCases: Array<[string, CodecCase]> = [
  [
    '[ttn] VS133 (vs133-codec.yaml @62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200): line 1 gives the crossings',
    vs133(
      {
        line_1: { total_in: 72, total_out: 200, period_in: 0, period_out: 0 },
        line_2: { total_in: 0, total_out: 0, period_in: 0, period_out: 0 },
      },
      { people_in: 0, people_out: 0 },
    ),
  ],
  [
    // vs133.js (same commit): 0x05 0xCC is line 1's period in + out, 0x0E 0xCC line 4's. The
    // VS133 README (its telemetry table) gives each of the four lines counts of its own, and no
    // document says two lines watch one door: line 4's crossings are not added to line 1's.
    '[ttn] VS133 (vs133.js for 05CC03000500 0ECC05000700): line 4 is not added to line 1',
    vs133(
      { line_1: { period_in: 3, period_out: 5 }, line_4: { period_in: 5, period_out: 7 } },
      { people_in: 3, people_out: 5 },
    ),
  ],
  [
    '[ttn] VS133 (vs133.js for 0ECC05000700): line 4 alone gives no reading of line 1',
    vs133({ line_4: { period_in: 5, period_out: 7 } }, {}),
  ],
  [
    // Milesight's brand table reads a bare `period_in` (VS350's); a numbered group is never a container.
    'VS133 without the model: line 2 alone is still not line 1',
    { model: null, decoded: { line_2: { period_in: 4, period_out: 1 } }, want: {} },
  ],
];

const quandifyStatus = {
  fPort: 1,
  length: 28,
  hexBytes: '49FBDF010000DE1400000000000046EDDF0106FC8B0702E2E6535455',
  type: 'statusReport',
  decoded: {
    ambientTemperature: 22.5,
    batteryActive: 3608,
    batteryRecovered: 3640,
    errorCode: 0,
    isSensing: true,
    leakState: 2,
    totalVolume: 5342,
    waterTemperatureMax: 22,
    waterTemperatureMin: 21.5,
  },
};

// Enless (enlessdecoder.js): `values` in their units, `states.battery` a 25 % step, `alarm_status`
// the thresholds crossed ({high, low} per value): never a reading.
const enless = (file: string, decoded: Record<string, unknown>, want: CodecCase['want']): CodecCase => ({
  model: `enless-wireless/${file}`,
  decoded,
  want,
});

const containerCases: Array<[string, CodecCase]> = [
  [
    '[ttn] Quandify CubicMeter (cubicmeter-1-1-plastic-codec.yaml @6a22572884b568062837a8aed23860b18ebf638a, "Normal status report")',
    {
      // cubicmeter-1-1-uplink.js: totalVolume in litres, batteryRecovered in mV. The normalized output
      // (the example's own) gave only the temperature.
      model: 'quandify/cubicmeter-1-1-plastic',
      decoded: quandifyStatus,
      normalized: [
        {
          air: { temperature: 22.5 },
          water: { temperature: { min: 21.5, max: 22 }, leak: '' },
          metering: { water: { total: 5342 } },
          battery: 3.64,
        },
      ],
      want: { temperature: 22.5, water_volume_m3: 5.342, battery_mv: 3640 },
    },
  ],
  [
    'Quandify without the model (ChirpStack): the ambient temperature only; litres and mV need the brand',
    { model: null, decoded: quandifyStatus, want: { temperature: 22.5 } },
  ],
  [
    '[ttn] Quandify (the same file, "Response from set pipe downlink"): a settings answer gives no reading',
    {
      model: 'quandify/cubicmeter-1-1-plastic',
      decoded: {
        fPort: 6,
        length: 38,
        hexBytes: '0400021000001602053F0100000300E3DDCBB1BD758732000001000000000000010000000000',
        type: 'response',
        decoded: {
          fPort: 4,
          status: 'ok',
          type: 'hardwareReport',
          data: {
            appState: 'metering',
            firmwareVersion: '22.0.16',
            hardwareVersion: 2,
            pipe: { id: 0, type: 'Custom' },
          },
        },
      },
      want: {},
    },
  ],
  [
    '[ttn] Enless TX T&H AMB 600-021 (tx-trh-amb-600-021-codec.yaml @060f9ed9f5b1cab7f850b4dbdff26019c53ce715)',
    enless(
      'tx-trh-amb-600-021',
      {
        alarm_status: { humidity: { high: false, low: true }, temperature: { high: false, low: false } },
        fw_version: 1,
        id: 109,
        seq_counter: 19,
        states: { battery: '100%', msg_type: 'normal' },
        type: 4,
        values: { humidity: { unit: '%', value: 28.8 }, temperature: { unit: '°C', value: -2.7 } },
      },
      { temperature: -2.7, humidity: 28.8, battery_pct: 100 },
    ),
  ],
  [
    '[ttn] Enless TX T&H 600-034 (tx-temp-cont2-600-034-codec.yaml @28ff280d610675011c696bd77f6227fa83a32278): °C written "oc"',
    enless(
      'tx-temp-cont2-600-034',
      {
        alarm_status: { humidity: { high: false, low: false }, temperature: { high: true, low: false } },
        fw_version: 1,
        id: 209,
        seq_counter: 10,
        states: { battery: '25%', msg_type: 'alarm' },
        type: 14,
        values: { humidity: { unit: '%', value: 38.6 }, temperature: { unit: 'oc', value: 20.2 } },
      },
      { temperature: 20.2, humidity: 38.6, battery_pct: 25 },
    ),
  ],
  [
    '[ttn] Enless TX VOC/T&H AMB 600-022 (tx-amb-600-022-codec.yaml @0690dfc1256f5211b21495c1b32916bfc5cde7a5)',
    enless(
      'tx-amb-600-022',
      {
        alarm_status: {
          humidity: { high: false, low: true },
          temperature: { high: false, low: false },
          voc: { high: false, low: true },
        },
        fw_version: 1,
        id: 119,
        seq_counter: 17,
        states: { battery: '100%', msg_type: 'normal' },
        type: 5,
        values: {
          humidity: { unit: '%', value: 28.7 },
          temperature: { unit: 'oc', value: 22.7 },
          voc: { unit: 'ppb', value: 2 },
        },
      },
      { temperature: 22.7, humidity: 28.7, tvoc: 2, battery_pct: 100 },
    ),
  ],
  [
    '[ttn] Enless TX Pulse 600-036 (tx-pulse-600-codec.yaml @0690dfc1256f5211b21495c1b32916bfc5cde7a5): no reading of ours',
    enless(
      'tx-pulse-600',
      {
        alarm_status: {
          pulse_ch1_flow: { high: false, low: false },
          pulse_ch1_leak: false,
          pulse_ch2_flow: { high: false, low: false },
          pulse_ch2_leak: false,
          pulse_oc_flow: { high: false, low: false },
          pulse_oc_leak: false,
        },
        fw_version: 1,
        id: 149,
        seq_counter: 49,
        states: {
          status: {
            debounce_ch1: 'enabled',
            debounce_ch2: 'enabled',
            debounce_ch3: 'enabled',
            msg_type: 'normal',
            pulse_ch1: 'open',
            pulse_ch2: 'open',
            pulse_oc: 'open',
          },
        },
        type: 8,
        values: {
          pulse_ch1: { unit: '', value: 1 },
          pulse_ch2: { unit: '', value: 1 },
          pulse_oc: { unit: '', value: 0 },
        },
      },
      {},
    ),
  ],
  [
    '[ttn] Enless TX 4/20 mA 600-035 (tx-analog-600-035-codec.yaml @28ff280d610675011c696bd77f6227fa83a32278)',
    {
      ...enless(
        'tx-analog-600-035',
        {
          alarm_status: { current: { high: false, low: true } },
          fw_version: 1,
          id: 199,
          seq_counter: 10,
          states: { battery: '100%', msg_type: 'normal' },
          type: 13,
          values: { current: { unit: 'mA', value: 0.2 } },
        },
        { battery_pct: 100 },
      ),
      dropped: ['values.current: {"unit":"mA","value":0.2} is a 4-20 mA sensor input\'s signal'],
    },
  ],
  [
    '[ttn] comtac LPN-KM (lpn-km-codec.yaml @d89d288abe1788f558e15f4728c8903cafc7e4ca, port 22): payload.device.batteryLevel',
    {
      model: 'comtac/lpn-km',
      decoded: {
        payloadLength: 8,
        port: 22,
        portFunction: 'TIMESYNC',
        decoder: { info: 'TTN/TTI', version: '000' },
        payload: {
          data: { timestamp: { string: 'Fri, 01 Jan 2021 00:00:09 GMT', unix: 1609459209 } },
          device: {
            batteryLevel: '76%',
            deviceStatus: {
              batteryPowered: true,
              bufferOverflow: false,
              configurationError: false,
              confirmationTimeout: false,
              deviceRestarted: true,
              lowSupplyVoltage: false,
              timeSynced: false,
              txCreditsConsumed: false,
            },
            info: {
              deviceDesignation: 'LPN-KM',
              deviceId: 16,
              deviceManufacturer: 'comtac AG',
              deviceVersion: 0,
            },
          },
        },
      },
      want: { battery_pct: 76 },
    },
  ],
  [
    '[ttn] comtac LPN-KM (the same file, port 3): an external supply is no battery level',
    {
      model: 'comtac/lpn-km',
      decoded: {
        payloadLength: 12,
        port: 3,
        portFunction: 'FIXED_DATA',
        payload: {
          data: {
            config: { counterValues: true, digitalInputs: true, timestamp: true },
            counterValues: [],
            digitalInputs: 'ffff',
            timestamp: { string: 'Fri, 01 Jan 2021 00:21:04 GMT', unix: 1609460464 },
          },
          device: { batteryLevel: 'external', deviceStatus: { batteryPowered: false } },
        },
      },
      want: {},
    },
  ],
];

const otherGroupCases: Array<[string, CodecCase]> = [
  [
    '[ttn] Tektelic asset tracker (t000594x-codec.yaml @37954c94969ad6f199e2096ef54ad191bc7a4006): acceleration is no reading',
    {
      model: 'tektelic/t000594x-enterprise-asset-tracker',
      decoded: {
        acceleration: { x: 10.752, y: 0.128, z: 1.476 },
        port: '10',
        raw: '[00, 71, 2A, 00, 00, 80, 05, C4]',
      },
      want: {},
    },
  ],
  [
    // wt101-decoder.js, 0xFF 0xB0: the answer to a "set freeze protection" downlink, enable + the
    // set point in 0.1 °C. A set point is no temperature the device measured.
    '[sd] WT101 (wt101-decoder.js for FFB0013200): freeze_protection_config.temperature is a set point',
    {
      model: 'milesight-iot/wt101',
      decoded: { freeze_protection_config: { enable: 'enable', temperature: 5 } },
      want: {},
    },
  ],
  [
    '[sd] WT101 (wt101-decoder.js for 0367FA00 FFB0013200): the measured temperature beside it',
    {
      model: 'milesight-iot/wt101',
      decoded: { temperature: 25, freeze_protection_config: { enable: 'enable', temperature: 5 } },
      want: { temperature: 25 },
    },
  ],
  [
    // An event list is not walked: its records are alarms, each with the value that raised it
    // (the TS201's own table reads its alarm word: model-names-milesight.ts).
    '[ttn] TS201 (ts201-codec.yaml @5197854537f184f38961f573bf648d3df161167c): the `event` list is not walked',
    {
      model: null,
      decoded: {
        temperature: 30.8,
        event: [{ temperature: 30.8, temperature_mutation: 10, temperature_alarm: 'mutation alarm' }],
      },
      want: { temperature: 30.8 },
    },
  ],
];

describe('values nested in numbered groups', () => {
  it.each(lineCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});

describe('values nested in containers', () => {
  it.each(containerCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});

describe('values nested in other groups', () => {
  it.each(otherGroupCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});

describe('nested values against the top level and each other', () => {
  it('never overrides a top-level reading, and says so when the nested value differs', () => {
    expectCodecCase({
      model: null,
      decoded: {
        temperature: 21.5,
        humidity: 40,
        values: { temperature: { unit: '°C', value: 30 }, humidity: 40 },
      },
      want: { temperature: 21.5, humidity: 40 },
      dropped: ['values.temperature: {"unit":"°C","value":30} differs from the temperature of the top level'],
    });
  });

  it('reads none of two nested values that give one reading different values', () => {
    expectCodecCase({
      model: null,
      decoded: { values: { temperature: 21 }, decoded: { temperature: 23 }, data: { humidity: 40 } },
      want: { humidity: 40 },
      dropped: [
        'values.temperature: 21, decoded.temperature: 23 are different temperatures: neither is read',
      ],
    });
  });

  it('reads two nested values that agree once', () => {
    expectCodecCase({
      model: null,
      decoded: { values: { co2: 600 }, decoded: { co2: 600 } },
      want: { co2: 600 },
    });
  });

  it('warns of a nested value its rule finds implausible, under its path', () => {
    expectCodecCase({
      model: 'milesight-iot/vs133',
      decoded: { line_1: { period_in: -1, period_out: 2 } },
      want: { people_out: 2 },
      dropped: ['line_1.period_in: -1 is not a plausible people in'],
    });
  });
});

describe('hostile nesting', () => {
  it('reads a 10,000-key object at the top level, and the first 1000 nested keys', () => {
    const wide = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    expect(mapNetworkDecoded({ ...wide, temperature: 20 }, null)).toStrictEqual({
      readings: [{ field: 'temperature', value: 20 }],
      dropped: [],
    });
    // The reading before the limit is kept; the one past it is not read, with a warning.
    const nested = mapNetworkDecoded({ values: { humidity: 40, ...wide, temperature: 20 } }, null);
    expect(nested).toStrictEqual({
      readings: [{ field: 'humidity', value: 40 }],
      dropped: ['nested values past the first 1000 were not read'],
    });
  });

  it('stops at 4 records deep, whether 50 or 100,000 deep', () => {
    const deep = (depth: number, key: string) => {
      let value: Record<string, unknown> = { temperature: 20 };
      for (let i = 0; i < depth; i += 1) value = { [key]: value };
      return value;
    };
    for (const depth of [50, 100_000]) {
      for (const key of ['data', 'group']) {
        expect(mapNetworkDecoded(deep(depth, key), null)).toStrictEqual({
          readings: [],
          dropped: ['values nested deeper than 4 records were not read'],
        });
      }
    }
    // 50 deep as JSON arrives: parsed, then walked to its limit.
    const json = `${'{"data":'.repeat(50)}{"temperature":20}${'}'.repeat(50)}`;
    expect(mapNetworkDecoded(JSON.parse(json), null).readings).toStrictEqual([]);
    // Within the limit, a container's values are read.
    expect(mapNetworkDecoded(deep(3, 'data'), null).readings).toStrictEqual([
      { field: 'temperature', value: 20 },
    ]);
  });

  it("takes no rule a payload's name only inherits (constructor, toString, __proto__)", () => {
    // Before, `{"constructor": 5}` threw a TypeError out of the mapping.
    const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
    for (const name of names) {
      const decoded = JSON.parse(`{"${name}": 5, "values": {"${name}": 5}, "line_1": {"${name}": 5}}`);
      expect(mapNetworkDecoded(decoded, null)).toStrictEqual({ readings: [], dropped: [] });
      const messages = [{ measurementId: name, measurementValue: 5 }];
      expect(mapNetworkDecoded({ messages }, null)).toStrictEqual({ readings: [], dropped: [] });
    }
  });

  it('does not walk arrays, however long', () => {
    const list = Array.from({ length: 100_000 }, () => ({ temperature: 20 }));
    expect(mapNetworkDecoded({ values: list, decoded: { values: list } }, null)).toStrictEqual({
      readings: [],
      dropped: [],
    });
  });
});
