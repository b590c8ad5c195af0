import { describe, expect, it } from 'vitest';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';
import { mapNetworkDecoded } from './map.ts';

// Watteco's newer codecs and Elsys's newer models: [ttn-device-repo] = TheThingsNetwork/
// lorawan-devices, vendor/watteco/*-codec.yaml (codecs *.js, watteco_decodeUplink: each measurement
// in `samples: [{variable, value, date}]`, each variable's newest value copied to a key of its own)
// and vendor/elsys/*-codec.yaml (elsys.js). Each case's decoded payload is an example's
// `output.data` verbatim.

const at = '2023-07-19T07:51:25.508306410Z';
/** A standard report: one sample at the uplink's time, and its copy. */
const report = (variable: string, value: unknown, date = at) => ({
  samples: [{ variable, value, date }],
  [variable]: value,
});
/** Two examples' outputs in one payload, as one frame carrying both would give them. */
const merge = (...reports: Array<Record<string, unknown> & { samples: unknown[] }>) =>
  Object.assign({}, ...reports, { samples: reports.flatMap((r) => r.samples) });
const battery = report('disposable_battery_voltage', 3.688);
const firmware = report('firmware', '3.5.2.5602');
const dataup = report('message_type', 'unconfirmed');
const temperature = report('temperature', 29.53, '2023-07-19T07:51:31.598957793Z');
const humidity = report('humidity', 37.21);

/** Readings with their times, for the batches. */
const timed = (decoded: Record<string, unknown>, model: string) =>
  mapNetworkDecoded(decoded, model).readings.map((r) => [r.field, r.value, r.time?.toISOString()]);

const watteco = (
  model: string,
  decoded: Record<string, unknown>,
  want: CodecCase['want'],
  dropped?: string[],
) => ({ model: `watteco/${model}`, decoded, want, ...(dropped ? { dropped } : {}) }) satisfies CodecCase;

const changedCases: Array<[string, CodecCase]> = [
  [
    'Atmo: the battery (disposable_battery_voltage, V) was lost',
    // [ttn-device-repo] vendor/watteco/atmo-codec.yaml, "... containing battery charge".
    watteco('atmo', battery, { battery_mv: 3688 }),
  ],
  [
    "Atmo: input 1's pulse count (index_1) was lost",
    // atmo-codec.yaml, "... number of pulse detection on input 1".
    watteco('atmo', report('index_1', 0), { pulse_count: 0 }),
  ],
  [
    'Hygrotempo: the case opened (violation_detection) was lost',
    // hygrotempo-codec.yaml, "... containing state of case".
    watteco('hygrotempo', report('violation_detection', true), { tamper: true }),
  ],
  [
    'Hygrotempo: the pulse count (index) was lost',
    // hygrotempo-codec.yaml, "... number of pulse detection on input 1".
    watteco('hygrotempo', report('index', 0), { pulse_count: 0 }),
  ],
  [
    'Tempo Remote 1 probe: the battery was lost',
    // tempo-remote-1-probe-codec.yaml, "... containing battery charge".
    watteco('tempo-remote-1-probe', battery, { battery_mv: 3688 }),
  ],
  [
    'Closo: the case opened was lost; `open` is the door',
    // closo-codec.yaml, "... open case detection state" and "... containing open status".
    watteco(
      'closo',
      { samples: [{ variable: 'violation_detection', value: true, date: at }], violation_detection: true },
      { tamper: true },
    ),
  ],
  [
    'Closo: the pulse count (index) and the battery were lost',
    // closo-codec.yaml, "... number of pulse detection on input 1" and "... battery charge".
    watteco('closo', merge(report('index', 0), battery), {
      pulse_count: 0,
      battery_mv: 3688,
    }),
  ],
  [
    'Vaqao Lite: the case opened was lost',
    // vaqao-lite-codec.yaml, "... containing state the case".
    watteco('vaqao-lite', report('violation_detection', true), { tamper: true }),
  ],
  [
    'Flasho: the pulse count and the battery were lost',
    // flasho-codec.yaml, "... number of pulse detection on input 1", "... battery charge".
    watteco('flasho', merge(report('index', 0), battery), {
      pulse_count: 0,
      battery_mv: 3688,
    }),
  ],
  [
    'Smartplug: the relay (output "ON") was lost',
    // smartplug-codec.yaml, first "... containing state value".
    watteco('smartplug', report('output', 'ON'), { relay_on: true }),
  ],
  [
    'Smartplug: the relay off (output "OFF") was lost',
    // smartplug-codec.yaml, second "... containing state value".
    watteco('smartplug', report('output', 'OFF'), { relay_on: false }),
  ],
  [
    'Smartplug simple metering: the active energy (Wh) was lost; reactive values have no field',
    // smartplug-codec.yaml, "... containing simple metering".
    watteco(
      'smartplug',
      {
        samples: [
          { variable: 'active_energy', value: 71, date: at },
          { variable: 'reactive_energy', value: -66, date: at },
          { variable: 'nb_samples', value: 99, date: at },
          { variable: 'active_power', value: 47, date: at },
          { variable: 'reactive_power', value: -42, date: at },
        ],
        active_energy: 71,
        reactive_energy: -66,
        nb_samples: 99,
        active_power: 47,
        reactive_power: -42,
      },
      { energy: 71, power: 47 },
    ),
  ],
  [
    "Smartplug power quality: Vrms (V) is read, and the example's 0.1 V is no mains voltage",
    // smartplug-codec.yaml, "... containing power quality" (its frame's words are test patterns).
    watteco(
      'smartplug',
      {
        samples: [
          { variable: 'frequency', value: 30.97, date: at },
          { variable: 'Vrms', value: 0.1, date: at },
          { variable: 'Vrms_max', value: 0.3, date: at },
          { variable: 'Vpeak', value: 1.7, date: at },
          { variable: 'over_voltage', value: 1, date: at },
          { variable: 'sag_voltage', value: 2, date: at },
        ],
        frequency: 30.97,
        Vrms: 0.1,
        Vrms_max: 0.3,
        Vpeak: 1.7,
        over_voltage: 1,
        sag_voltage: 2,
      },
      {},
      ['Vrms: 0.1 is not a plausible voltage'],
    ),
  ],
  [
    'Moveo Lite: the case opened and the battery were lost',
    // moveo-lite-codec.yaml, "... violation detection", "... battery charge".
    watteco('moveo-lite', merge(report('violation_detection', true), battery), {
      tamper: true,
      battery_mv: 3688,
    }),
  ],
];

const unchangedCases: Array<[string, CodecCase]> = [
  ['Atmo temperature', watteco('atmo', temperature, { temperature: 29.53 })],
  ['Atmo humidity', watteco('atmo', humidity, { humidity: 37.21 })],
  [
    "Atmo: the example's pressure 69 is no air pressure",
    // atmo-codec.yaml, "... containing pressure value" (hPa; its batch example gives 997).
    watteco('atmo', report('pressure', 69), {}, ['pressure: 69 is not a plausible air pressure']),
  ],
  ["Atmo: pin 1's state has no reading of ours", watteco('atmo', report('pin_state_1', true), {})],
  ['Atmo firmware: nothing', watteco('atmo', firmware, {})],
  ['Atmo dataup info: nothing', watteco('atmo', dataup, {})],
  ['Hygrotempo temperature', watteco('hygrotempo', temperature, { temperature: 29.53 })],
  [
    "Hygrotempo threshold alarms: the temperature (the alarm is in the codec's warnings, not data)",
    // hygrotempo-codec.yaml, "... 2 short threshold alarms on temperature value".
    watteco('hygrotempo', report('temperature', 18.77), { temperature: 18.77 }),
  ],
  ['Hygrotempo humidity', watteco('hygrotempo', humidity, { humidity: 37.21 })],
  [
    'Hygrotempo cmdID 0x07 response: the report configuration is no reading',
    watteco(
      'hygrotempo',
      {
        report: 'standard',
        endpoint: 0,
        cmdID: '0x07',
        clustID: '0x0402',
        attID: '0x0000',
        status: 0,
        report_parameters: {
          new_mode_configuration: '1',
          cause_request: 'none',
          secured_if_alarm: '0',
          secured: '0',
          no_hearde_port: '0',
          batch: '0',
        },
      },
      {},
    ),
  ],
  [
    'Hygrotempo read current value',
    watteco('hygrotempo', report('temperature', 24.5), { temperature: 24.5 }),
  ],
  ['Tempo Remote 1 probe temperature', watteco('tempo-remote-1-probe', temperature, { temperature: 29.53 })],
  ['Tempo Remote 1 probe firmware', watteco('tempo-remote-1-probe', firmware, {})],
  ['Closo open status', watteco('closo', report('open', true), { door_open: true })],
  [
    'Vaqao Lite temperature_1 (read before as an LPP channel, now by its name)',
    // vaqao-lite-codec.yaml, "... containing temperature value".
    watteco('vaqao-lite', report('temperature_1', 29.53), { temperature: 29.53 }),
  ],
  ['Vaqao Lite humidity_1', watteco('vaqao-lite', report('humidity_1', 37.21), { humidity: 37.21 })],
  [
    'Vaqao Lite IAQ: an index whose scale the codec does not document is no reading',
    watteco('vaqao-lite', report('IAQ', 25), {}),
  ],
  ['Flasho pin state: no reading', watteco('flasho', report('pin_state', true), {})],
  ['Moveo Lite temperature', watteco('moveo-lite', temperature, { temperature: 29.53 })],
  ['Moveo Lite illuminance', watteco('moveo-lite', report('illuminance', 1861), { illuminance: 1861 })],
  ['Moveo Lite occupancy', watteco('moveo-lite', report('occupancy', true), { occupied: true })],
  [
    'Elsys ERS VOC: temperature, humidity, light and a motion count',
    {
      // [ttn-device-repo] vendor/elsys/ers-voc-codec.yaml.
      model: 'elsys/ers-voc',
      decoded: { temperature: 22.6, humidity: 41, light: 39, motion: 6 },
      want: { temperature: 22.6, humidity: 41, illuminance: 39, motion: true },
    },
  ],
  [
    "Elsys EMS Door: the door switch's absolute count; the accelerometer has no reading",
    {
      // [ttn-device-repo] vendor/elsys/ems-door-codec.yaml (elsys.js: pulse1 the pulses since the
      // last uplink, pulseAbs the running count).
      model: 'elsys/ems-door',
      decoded: { x: 1, y: 39, z: 5, pulse1: 4353, pulseAbs: 655377 },
      want: { pulse_count: 655377 },
    },
  ],
];

describe("Watteco's and Elsys's newer codecs (TheThingsNetwork/lorawan-devices)", () => {
  it.each(changedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(unchangedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});

describe('Watteco batch reports: each sample at its own time (a batch lost all but its newest)', () => {
  it('Atmo: six pressures and the battery', () => {
    // [ttn-device-repo] atmo-codec.yaml, "uplink batch report contenaing several pressures and battery level".
    const times = ['07:50:34', '07:50:44', '07:50:54', '07:51:04', '07:51:14', '07:51:24'];
    const decoded = {
      samples: [
        ...times.map((t) => ({ variable: 'pressure', value: 997, date: `2023-07-19T${t}.508Z` })),
        { variable: 'battery_voltage', value: 3.689, date: '2023-07-19T07:51:24.508Z' },
      ],
      battery_voltage: 3.689,
      pressure: 997,
    };
    expect(timed(decoded, 'watteco/atmo')).toStrictEqual([
      ...times.map((t) => ['pressure', 997, `2023-07-19T${t}.508Z`]),
      ['battery_mv', 3689, '2023-07-19T07:51:24.508Z'],
    ]);
  });

  it('Hygrotempo: temperature, humidity and battery, each at its time', () => {
    // hygrotempo-codec.yaml, "uplink containing a batch of values".
    const decoded = {
      samples: [
        { variable: 'temperature', value: 28.7, date: '2023-07-18T12:19:53.243Z' },
        { variable: 'humidity', value: 37, date: '2023-07-18T12:19:53.243Z' },
        { variable: 'battery_voltage', value: 3.707, date: '2023-07-18T12:19:52.243Z' },
      ],
      temperature: 28.7,
      humidity: 37,
      battery_voltage: 3.707,
    };
    expect(timed(decoded, 'watteco/hygrotempo')).toStrictEqual([
      ['temperature', 28.7, '2023-07-18T12:19:53.243Z'],
      ['humidity', 37, '2023-07-18T12:19:53.243Z'],
      ['battery_mv', 3707, '2023-07-18T12:19:52.243Z'],
    ]);
  });

  it('Tempo Remote 1 probe: six temperatures ten minutes apart', () => {
    // tempo-remote-1-probe-codec.yaml, "uplink batch report".
    const values = [40.3, 40.8, 40.6, 39.9, 37.5, 36.7];
    const date = (i: number) => `2023-07-19T07:${String(1 + 10 * i).padStart(2, '0')}:00.508Z`;
    const decoded = {
      samples: values.map((value, i) => ({ variable: 'temperature', value, date: date(i) })),
      temperature: 36.7,
    };
    expect(timed(decoded, 'watteco/tempo-remote-1-probe')).toStrictEqual(
      values.map((value, i) => ['temperature', value, date(i)]),
    );
  });

  it('Vaqao Lite: occupancy, temperatures, humidity, CO2, illuminance and pressure (IAQ left)', () => {
    // vaqao-lite-codec.yaml, the second "uplink batch report".
    const s = (variable: string, value: number, time: string) => ({
      variable,
      value,
      date: `2024-12-27T${time}.000Z`,
    });
    const decoded = {
      samples: [
        s('occupancy', 0, '18:15:38'),
        s('temperature_1', 18.7, '18:15:53'),
        s('temperature_1', 18.5, '18:25:54'),
        s('humidity_1', 31, '18:15:52'),
        s('CO2', 450, '18:15:53'),
        s('CO2', 470, '18:25:53'),
        s('IAQ', 240, '18:19:20'),
        s('IAQ', 250, '18:29:20'),
        s('illuminance', 50, '18:17:21'),
        s('illuminance', 160, '18:27:23'),
        s('pressure', 1011, '18:29:20'),
      ],
      occupancy: 0,
      temperature_1: 18.5,
      humidity_1: 31,
      CO2: 470,
      IAQ: 250,
      illuminance: 160,
      pressure: 1011,
    };
    const t = (time: string) => `2024-12-27T${time}.000Z`;
    expect(timed(decoded, 'watteco/vaqao-lite')).toStrictEqual([
      ['occupied', false, t('18:15:38')],
      ['temperature', 18.7, t('18:15:53')],
      ['temperature', 18.5, t('18:25:54')],
      ['humidity', 31, t('18:15:52')],
      ['co2', 450, t('18:15:53')],
      ['co2', 470, t('18:25:53')],
      ['illuminance', 50, t('18:17:21')],
      ['illuminance', 160, t('18:27:23')],
      ['pressure', 1011, t('18:29:20')],
    ]);
  });

  it('Smartplug: six active energy indexes (Wh)', () => {
    // smartplug-codec.yaml, "uplink batch report".
    const hours = ['17:45', '17:55', '18:05', '18:15', '18:25', '18:35'];
    const decoded = {
      samples: hours.map((h) => ({ variable: 'ActiveEnergy', value: 49, date: `2024-12-27T${h}:50.000Z` })),
      ActiveEnergy: 49,
    };
    expect(timed(decoded, 'watteco/smartplug')).toStrictEqual(
      hours.map((h) => ['energy', 49, `2024-12-27T${h}:50.000Z`]),
    );
  });

  it('Flasho: two pulse counts and the battery', () => {
    // flasho-codec.yaml, "uplink batch report".
    const decoded = {
      samples: [
        { variable: 'index', value: 0, date: '2023-07-19T07:49:31.508Z' },
        { variable: 'index', value: 0, date: '2023-07-19T07:50:46.508Z' },
        { variable: 'battery_voltage', value: 3.6, date: '2023-07-19T07:49:49.508Z' },
      ],
      index: 0,
      battery_voltage: 3.6,
    };
    expect(timed(decoded, 'watteco/flasho')).toStrictEqual([
      ['pulse_count', 0, '2023-07-19T07:49:31.508Z'],
      ['pulse_count', 0, '2023-07-19T07:50:46.508Z'],
      ['battery_mv', 3600, '2023-07-19T07:49:49.508Z'],
    ]);
  });
});
