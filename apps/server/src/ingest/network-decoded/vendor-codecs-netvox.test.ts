import { decode, parseHex } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import { outputOf } from '../../../../../packages/decoders/src/test-support/codec-outputs.ts';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';

// Netvox's codecs in The Things Network's device repository ([ttn-device-repo] =
// TheThingsNetwork/lorawan-devices, vendor/netvox/*-codec.yaml and payload/*.js). Each case is an
// example's `output.data` verbatim, or, where marked, what the cited payload/*.js gives for the
// bytes cited. Netvox's battery is its byte 3 in 0.1 V, its top bit a low-battery flag
// ("2.3(low battery)"); `MinTime`, `BatteryChange`, `TempChange` ... are the report configuration.

const changedCases: Array<[string, CodecCase]> = [
  [
    'R311W: a probe\'s "Leak" was lost (and "NoLeak" was no word we knew)',
    {
      // [ttn-device-repo] vendor/netvox/r311w-codec.yaml, "Status report" (payload/r311w.js).
      model: 'netvox/r311w',
      decoded: { Device: 'R311W', Volt: 3, WaterLeak_1: 'NoLeak', WaterLeak_2: 'Leak' },
      want: { low_battery: false, battery_mv: 3000, leak: true },
    },
  ],
  [
    "R311W: the second probe's leak outweighs the first probe's dry, without the model too",
    {
      // The same example, as ChirpStack sends it (no model); leak is any probe's.
      model: null,
      decoded: { Device: 'R311W', Volt: 3, WaterLeak_1: 'Leak', WaterLeak_2: 'NoLeak' },
      want: { battery_mv: 3000, leak: true },
    },
  ],
  [
    'R311W: both probes dry is no leak',
    {
      // payload/r311w.js for 01 06 01 1E 00 00 00 00 00 00 00 (bytes 4 and 5: the probes).
      model: 'netvox/r311w',
      decoded: { Device: 'R311W', Volt: 3, WaterLeak_1: 'NoLeak', WaterLeak_2: 'NoLeak' },
      want: { low_battery: false, battery_mv: 3000, leak: false },
    },
  ],
  [
    'RA0716: PM25 (µg/m³) was lost',
    {
      // [ttn-device-repo] vendor/netvox/ra0716-codec.yaml, "Status report" (payload/ra0716.js).
      model: 'netvox/ra0716',
      decoded: { Device: 'RA0716', Volt: 3.6, Temp: 25.38, Humi: 68, PM25: 300 },
      want: { low_battery: false, battery_mv: 3600, temperature: 25.38, humidity: 68, pm2_5: 300 },
    },
  ],
  [
    'R718X: FillLevel (%) was lost; Distance is in mm, the ON/OFF Status its distance threshold',
    {
      // payload/r718x.js for 01 34 01 24 01 01 F4 00 FA 32 05 (R718X: Status, Distance mm,
      // Temp x0.1 °C, FillLevel %, AngleOfInclination °).
      model: 'netvox/r718x',
      decoded: {
        Device: 'R718X',
        Volt: 3.6,
        Status: 'ON',
        Distance: 500,
        FillLevel: 50,
        Temp: 25,
        AngleOfInclination: 5,
      },
      want: { low_battery: false, battery_mv: 3600, distance_mm: 500, fill_level_pct: 50, temperature: 25 },
    },
  ],
  [
    "R718PB15A soil report: `water` is the probe's number, not a leak; VWC and temperature were lost",
    {
      // payload/r718pb15a.js for 01 58 0A 24 0B B8 09 C4 00 64 05 (report type 0x0A: Soil_VWC
      // x0.01, Soil_Temp x0.01, water, Soil_EC x0.1).
      model: 'netvox/r718pb15a',
      decoded: { Device: 'R718PB15A', Volt: 3.6, Soil_VWC: 30, Soil_Temp: 25, water: 100, Soil_EC: 0.5 },
      want: { low_battery: false, battery_mv: 3600, soil_moisture: 30, soil_temperature: 25 },
      dropped: ["water: 100 is a soil probe's water reading"],
    },
  ],
  [
    'R718PB15A: a `water` of 1 was stored as a leak',
    {
      // payload/r718pb15a.js for 01 58 0A 24 0B B8 09 C4 00 01 05.
      model: 'netvox/r718pb15a',
      decoded: { Device: 'R718PB15A', Volt: 3.6, Soil_VWC: 30, Soil_Temp: 25, water: 1, Soil_EC: 0.5 },
      want: { low_battery: false, battery_mv: 3600, soil_moisture: 30, soil_temperature: 25 },
      dropped: ["water: 1 is a soil probe's water reading"],
    },
  ],
];

const status = (device: string, extra: Record<string, unknown>) => ({ Device: device, ...extra });

const unchangedCases: Array<[string, CodecCase]> = [
  [
    'R718A status report',
    {
      // [ttn-device-repo] vendor/netvox/r718a-codec.yaml, "Status report"
      // (payload/r711_r718a_r718ab_r720a.js: Temp x0.01 °C, Humi x0.01 %).
      model: 'netvox/r718a',
      decoded: status('R718A', { Volt: 3.6, Temp: 25.38, Humi: 68 }),
      want: { low_battery: false, battery_mv: 3600, temperature: 25.38, humidity: 68 },
    },
  ],
  [
    'R718AB status report',
    {
      // [ttn-device-repo] vendor/netvox/r718ab-codec.yaml, "Status report".
      model: 'netvox/r718ab',
      decoded: status('R718AB', { Volt: 3.6, Temp: 25.38, Humi: 68 }),
      want: { low_battery: false, battery_mv: 3600, temperature: 25.38, humidity: 68 },
    },
  ],
  [
    'R711 status report: Volt 3 is 3.0 V',
    {
      // [ttn-device-repo] vendor/netvox/r711-codec.yaml, "Status report".
      model: 'netvox/r711',
      decoded: status('R711(R712)', { Volt: 3, Temp: 25.38, Humi: 68 }),
      want: { low_battery: false, battery_mv: 3000, temperature: 25.38, humidity: 68 },
    },
  ],
  [
    'R718B status report',
    {
      // [ttn-device-repo] vendor/netvox/r718b-codec.yaml, "Status report"
      // (payload/r718cj_ck_ct_cr_ce_r718b.js).
      model: 'netvox/r718b',
      decoded: status('R718B', { Volt: 3.6, Temp: 25.3 }),
      want: { low_battery: false, battery_mv: 3600, temperature: 25.3 },
    },
  ],
  [
    'R311WA status report: Status_1 / Status_2 (OFF / ON) are no reading we have',
    {
      // [ttn-device-repo] vendor/netvox/r311wa-codec.yaml, "Status report".
      model: 'netvox/r311wa',
      decoded: status('R311WA', { Volt: 3, Status_1: 'OFF', Status_2: 'ON' }),
      want: { low_battery: false, battery_mv: 3000 },
    },
  ],
  [
    'startup version report: nothing',
    {
      // [ttn-device-repo] vendor/netvox/r718a-codec.yaml, "Startup version report".
      model: 'netvox/r718a',
      decoded: status('R718A', { SWver: 10, HWver: 2, Datecode: '20200811' }),
      want: {},
    },
  ],
  [
    'R718A read configure report response: thresholds are no readings',
    {
      // [ttn-device-repo] vendor/netvox/r718a-codec.yaml, "Read configure report response".
      model: 'netvox/r718a',
      decoded: {
        Cmd: 'ReadConfigReportRsp',
        Device: 'R718A',
        MinTime: 900,
        MaxTime: 1800,
        BatteryChange: 0.1,
        TempChange: 0.5,
        HumiChange: 0.5,
      },
      want: {},
    },
  ],
  [
    'R311WA read configure report response: nothing',
    {
      // [ttn-device-repo] vendor/netvox/r311wa-codec.yaml, "Read configure report response".
      model: 'netvox/r311wa',
      decoded: {
        Cmd: 'ReadConfigReportRsp',
        Device: 'R311WA',
        MinTime: 900,
        MaxTime: 1800,
        BatteryChange: 0.1,
        SensorDisableTime: 30,
        SensorDetectionTime: 10,
      },
      want: {},
    },
  ],
  [
    'configure report response: Status "Success" is no state',
    {
      // [ttn-device-repo] vendor/netvox/ra0716-codec.yaml, "Configure report response".
      model: 'netvox/ra0716',
      decoded: { Cmd: 'ConfigReportRsp', Device: 'RA0716', Status: 'Success' },
      want: {},
    },
  ],
  [
    "R718B global calibration response: the calibration's Multiplier / DeltValue are no readings",
    {
      // [ttn-device-repo] vendor/netvox/r718b-codec.yaml, "Get global calibrate response".
      model: 'netvox/r718b',
      decoded: outputOf('netvox/r718b', 'Get global calibrate response'),
      want: {},
    },
  ],
  [
    'R718H: PulseCount (cleared at each report by default) is no running total',
    {
      // payload/r718h.js for 01 1F 01 24 00 0A 00 00 00 00 00 (GetPulseCounterClearModeRsp's
      // default "Clear when send": the pulses since the last report, not pulse_count's counter).
      model: 'netvox/r718h',
      decoded: status('R718H', { Volt: 3.6, PulseCount: 10 }),
      want: { low_battery: false, battery_mv: 3600 },
    },
  ],
];

// The one-state reports: each model's state byte under its family's name (model-names.ts), the
// cases' bytes the port-6 report they were decoded from. Each was a reading lost before (`OnOff`,
// `status`, `Alarm`, `Doorbell`, `WaterLeak` gave none). The payload/*.js named "at 0a254aaa" is
// that file at 0a254aaa3adb0237faed50aa34916df1d07cf417, run on the bytes given.

/** A case with the port-6 bytes the codec decoded: our own decoder must read them alike. */
type BytesCase = CodecCase & { model: string; hex: string };

const report = (model: string, hex: string, decoded: Record<string, unknown>, want: CodecCase['want']) => ({
  model: `netvox/${model}`,
  hex,
  decoded,
  want,
});

const stateCases: Array<[string, BytesCase]> = [
  [
    'R718WA: the probe\'s "Leak" was lost',
    // [ttn-device-repo] vendor/netvox/r718wa-codec.yaml at 6a51637ec02926e795c4d65f5c58a24696c9b720,
    // "Status report" (payload/r311w.js: one probe, `WaterLeak`).
    report('r718wa', '0132011E01000000000000', status('R718WA', { Volt: 3, WaterLeak: 'Leak' }), {
      low_battery: false,
      battery_mv: 3000,
      leak: true,
    }),
  ],
  [
    'R718WB: the probe\'s "Leak" was lost',
    // [ttn-device-repo] vendor/netvox/r718wb-codec.yaml at c5e0a9260a802efc6c6d347d235bd4686450ad55,
    // "Status report".
    report('r718wb', '0112011E01000000000000', status('R718WB', { Volt: 3, WaterLeak: 'Leak' }), {
      low_battery: false,
      battery_mv: 3000,
      leak: true,
    }),
  ],
  [
    'R718WB: "NoLeak" is no leak',
    // payload/r311w.js at 0a254aaa.
    report('r718wb', '0112012400000000000000', status('R718WB', { Volt: 3.6, WaterLeak: 'NoLeak' }), {
      low_battery: false,
      battery_mv: 3600,
      leak: false,
    }),
  ],
  [
    'R311A: OnOff 1 is the door open',
    // [ttn-device-repo] vendor/netvox/r311a-codec.yaml at a91cd67c60b46801b4a6aba7dff71c0145563fb6,
    // first "Status report". This case and the next expected no reading before (the polarity was
    // taken as undocumented): Netvox's R313CC manual says 1 is open (see model-names.ts).
    report('r311a', '0102011E01000000000000', status('R311A', { Volt: 3, OnOff: 1 }), {
      low_battery: false,
      battery_mv: 3000,
      door_open: true,
    }),
  ],
  [
    'R311A low battery: "2.3(low battery)" is 2300 mV, the door open',
    // The same file's second "Status report".
    report('r311a', '0102019701000000000000', status('R311A', { Volt: '2.3(low battery)', OnOff: 1 }), {
      low_battery: true,
      battery_mv: 2300,
      door_open: true,
    }),
  ],
  [
    'R311A: OnOff 0 is the door closed',
    // payload/r311a_r718f_r730f.js at 0a254aaa.
    report('r311a', '0102011E00000000000000', status('R311A', { Volt: 3, OnOff: 0 }), {
      low_battery: false,
      battery_mv: 3000,
      door_open: false,
    }),
  ],
  [
    'R718F: OnOff 1 is the door open',
    // [ttn-device-repo] vendor/netvox/r718f-codec.yaml at ae36fec7770f2f659b041f8f4a8a7ba7f4d10ac8,
    // "Status report".
    report('r718f', '011D012401000000000000', status('R718F', { Volt: 3.6, OnOff: 1 }), {
      low_battery: false,
      battery_mv: 3600,
      door_open: true,
    }),
  ],
  [
    'R718F: OnOff 0 is the door closed',
    // payload/r311a_r718f_r730f.js at 0a254aaa.
    report('r718f', '011D012400000000000000', status('R718F', { Volt: 3.6, OnOff: 0 }), {
      low_battery: false,
      battery_mv: 3600,
      door_open: false,
    }),
  ],
  [
    'R718DA: status 1 is the sensor vibrating, motion',
    // [ttn-device-repo] vendor/netvox/r718da-codec.yaml at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200,
    // "Status report".
    report('r718da', '011A011E01000000000000', status('R718DA', { Volt: 3, status: 1 }), {
      low_battery: false,
      battery_mv: 3000,
      motion: true,
    }),
  ],
  [
    'R718DB: status 1 is the sensor vibrating, motion',
    // [ttn-device-repo] vendor/netvox/r718db-codec.yaml at 7fd78efaae116ee9bb68bcb58375405e52cba50a,
    // "Status report".
    report('r718db', '011B011E01000000000000', status('R718DB', { Volt: 3, status: 1 }), {
      low_battery: false,
      battery_mv: 3000,
      motion: true,
    }),
  ],
  [
    'R718DB: status 0 is still, on a low battery',
    // payload/r718da_r718db_r718j_r718lb_r718mba.js at 0a254aaa.
    report('r718db', '011B019E00000000000000', status('R718DB', { Volt: '3(low battery)', status: 0 }), {
      low_battery: true,
      battery_mv: 3000,
      motion: false,
    }),
  ],
  [
    "R718MBA: status 1 is the sensor's activity, motion",
    // [ttn-device-repo] vendor/netvox/r718mba-codec.yaml at 2f8a00fb43050e0b7e072d467469aa896ff4da14,
    // "Status report".
    report('r718mba', '0127011E01000000000000', status('R718MBA', { Volt: 3, status: 1 }), {
      low_battery: false,
      battery_mv: 3000,
      motion: true,
    }),
  ],
  [
    "R718LB: status 1 is the hall sensor's magnet away, open",
    // [ttn-device-repo] vendor/netvox/r718lb-codec.yaml at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200,
    // "Status report".
    report('r718lb', '0125011E01000000000000', status('R718LB', { Volt: 3, status: 1 }), {
      low_battery: false,
      battery_mv: 3000,
      door_open: true,
    }),
  ],
  [
    'R718LB: status 0 is closed',
    // payload/r718da_r718db_r718j_r718lb_r718mba.js at 0a254aaa.
    report('r718lb', '0125012400000000000000', status('R718LB', { Volt: 3.6, status: 0 }), {
      low_battery: false,
      battery_mv: 3600,
      door_open: false,
    }),
  ],
  [
    'RB02I: Alarm 0 is the button not pressed',
    // [ttn-device-repo] vendor/netvox/rb02i-codec.yaml at 2f8a00fb43050e0b7e072d467469aa896ff4da14,
    // "Status report".
    report('rb02i', '0110011E00000000000000', status('RB02I', { Volt: 3, Alarm: 0 }), {
      low_battery: false,
      battery_mv: 3000,
      button: false,
    }),
  ],
  [
    'RB02I: Alarm 1 is the button pressed',
    // payload/rb02i_r718t_r312a_r312.js at 0a254aaa.
    report('rb02i', '0110011E01000000000000', status('RB02I', { Volt: 3, Alarm: 1 }), {
      low_battery: false,
      battery_mv: 3000,
      button: true,
    }),
  ],
  [
    'R718T: Alarm 1 is the button pressed (the function key that sent it is no reading)',
    // [ttn-device-repo] vendor/netvox/r718t-codec.yaml at 15beef3612f7fe63849e17890496b5e2b79c0d54,
    // "Status report" (a newer rb02i_r718t_r312a_r312.js than 0a254aaa's, with FunctionKeyTrigger).
    report(
      'r718t',
      '0131012401020000000000',
      status('R718T', { Volt: 3.6, Alarm: 1, FunctionKeyTrigger: 'fuctionkey2' }),
      { low_battery: false, battery_mv: 3600, button: true },
    ),
  ],
  [
    'R312A: Alarm 1 is the emergency button pressed',
    // [ttn-device-repo] vendor/netvox/r312a-codec.yaml at 03a0c11f2db7f8011bc7cd010b70b3d285f12b4d,
    // "Status report".
    report(
      'r312a',
      '014D011E01000000000000',
      status('R312A', { Volt: 3, Alarm: 1, FunctionKeyTrigger: 'others' }),
      { low_battery: false, battery_mv: 3000, button: true },
    ),
  ],
  [
    "R312: the newer codec's Alarm 1 is the doorbell pressed",
    // [ttn-device-repo] vendor/netvox/r312-codec.yaml at 419938a9714ae99ec62332a48115c87df32be67c,
    // "Status report".
    report(
      'r312',
      '0155011E01000000000000',
      status('R312', { Volt: 3, Alarm: 1, FunctionKeyTrigger: 'others' }),
      { low_battery: false, battery_mv: 3000, button: true },
    ),
  ],
  [
    "R312: the older codec's Doorbell 1 is the doorbell pressed",
    // payload/rb02i_r718t_r312a_r312.js at 0a254aaa, the same bytes.
    report('r312', '0155011E01000000000000', status('R312', { Volt: 3, Doorbell: 1 }), {
      low_battery: false,
      battery_mv: 3000,
      button: true,
    }),
  ],
  [
    "R718J: status, whatever is wired to the dry contact's input, is no reading",
    // payload/r718da_r718db_r718j_r718lb_r718mba.js at 0a254aaa.
    report('r718j', '0121012401000000000000', status('R718J', { Volt: 3.6, status: 1 }), {
      low_battery: false,
      battery_mv: 3600,
    }),
  ],
];

// The same outputs without the model (ChirpStack sends none): `Volt` and `WaterLeak` are the battery
// and a leak in every codec that writes them, but `OnOff`, `status` and `Alarm` another state in
// each model: none.
const modelFree = new Set(['battery_mv', 'low_battery', 'leak']);
const withoutModelCases = stateCases.map(([name, { decoded, want }]): [string, CodecCase] => [
  `${name}; without the model`,
  {
    model: null,
    decoded,
    // Without the model a plain Volt says nothing of a low battery: only the "(low battery)" mark does.
    want: Object.fromEntries(
      Object.entries(want).filter(([f, v]) => modelFree.has(f) && (f !== 'low_battery' || v === true)),
    ),
  },
]);

/** Our own decoder's readings for the bytes: the same as the network server's codec gives. */
function oursFor({ model, hex }: BytesCase) {
  const readings = decode(model, 6, parseHex(hex)).readings;
  return Object.fromEntries(readings.map((r) => [r.field, r.value]));
}

describe("Netvox's codecs (TheThingsNetwork/lorawan-devices vendor/netvox)", () => {
  it.each(changedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(unchangedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(stateCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(withoutModelCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});

describe("Netvox's one-state reports read alike by the network server's codec and by us", () => {
  it.each(stateCases)('%s', (_name, codecCase) => expect(oursFor(codecCase)).toStrictEqual(codecCase.want));
});
