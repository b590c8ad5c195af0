import { describe, it } from 'vitest';
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
      want: { battery_mv: 3000, leak: true },
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
      want: { battery_mv: 3000, leak: false },
    },
  ],
  [
    'RA0716: PM25 (µg/m³) was lost',
    {
      // [ttn-device-repo] vendor/netvox/ra0716-codec.yaml, "Status report" (payload/ra0716.js).
      model: 'netvox/ra0716',
      decoded: { Device: 'RA0716', Volt: 3.6, Temp: 25.38, Humi: 68, PM25: 300 },
      want: { battery_mv: 3600, temperature: 25.38, humidity: 68, pm2_5: 300 },
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
      want: { battery_mv: 3600, distance_mm: 500, fill_level_pct: 50, temperature: 25 },
    },
  ],
  [
    "R718PB15A soil report: `water` is the probe's number, not a leak; VWC and temperature were lost",
    {
      // payload/r718pb15a.js for 01 58 0A 24 0B B8 09 C4 00 64 05 (report type 0x0A: Soil_VWC
      // x0.01, Soil_Temp x0.01, water, Soil_EC x0.1).
      model: 'netvox/r718pb15a',
      decoded: { Device: 'R718PB15A', Volt: 3.6, Soil_VWC: 30, Soil_Temp: 25, water: 100, Soil_EC: 0.5 },
      want: { battery_mv: 3600, soil_moisture: 30, soil_temperature: 25 },
      dropped: ["water: 100 is a soil probe's water reading"],
    },
  ],
  [
    'R718PB15A: a `water` of 1 was stored as a leak',
    {
      // payload/r718pb15a.js for 01 58 0A 24 0B B8 09 C4 00 01 05.
      model: 'netvox/r718pb15a',
      decoded: { Device: 'R718PB15A', Volt: 3.6, Soil_VWC: 30, Soil_Temp: 25, water: 1, Soil_EC: 0.5 },
      want: { battery_mv: 3600, soil_moisture: 30, soil_temperature: 25 },
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
      want: { battery_mv: 3600, temperature: 25.38, humidity: 68 },
    },
  ],
  [
    'R718AB status report',
    {
      // [ttn-device-repo] vendor/netvox/r718ab-codec.yaml, "Status report".
      model: 'netvox/r718ab',
      decoded: status('R718AB', { Volt: 3.6, Temp: 25.38, Humi: 68 }),
      want: { battery_mv: 3600, temperature: 25.38, humidity: 68 },
    },
  ],
  [
    'R711 status report: Volt 3 is 3.0 V',
    {
      // [ttn-device-repo] vendor/netvox/r711-codec.yaml, "Status report".
      model: 'netvox/r711',
      decoded: status('R711(R712)', { Volt: 3, Temp: 25.38, Humi: 68 }),
      want: { battery_mv: 3000, temperature: 25.38, humidity: 68 },
    },
  ],
  [
    'R718B status report',
    {
      // [ttn-device-repo] vendor/netvox/r718b-codec.yaml, "Status report"
      // (payload/r718cj_ck_ct_cr_ce_r718b.js).
      model: 'netvox/r718b',
      decoded: status('R718B', { Volt: 3.6, Temp: 25.3 }),
      want: { battery_mv: 3600, temperature: 25.3 },
    },
  ],
  [
    "R311A status report: OnOff (the contact's state, its polarity undocumented) is no reading",
    {
      // [ttn-device-repo] vendor/netvox/r311a-codec.yaml, first "Status report".
      model: 'netvox/r311a',
      decoded: status('R311A', { Volt: 3, OnOff: 1 }),
      want: { battery_mv: 3000 },
    },
  ],
  [
    'R311A low battery: "2.3(low battery)" is 2300 mV',
    {
      // [ttn-device-repo] vendor/netvox/r311a-codec.yaml, second "Status report".
      model: 'netvox/r311a',
      decoded: status('R311A', { Volt: '2.3(low battery)', OnOff: 1 }),
      want: { battery_mv: 2300 },
    },
  ],
  [
    'R311WA status report: Status_1 / Status_2 (OFF / ON) are no reading we have',
    {
      // [ttn-device-repo] vendor/netvox/r311wa-codec.yaml, "Status report".
      model: 'netvox/r311wa',
      decoded: status('R311WA', { Volt: 3, Status_1: 'OFF', Status_2: 'ON' }),
      want: { battery_mv: 3000 },
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
      decoded: {
        Cmd: 'GetGlobalCalibrateRsp',
        SensorType: 'Temperature',
        Channel: 1,
        Multiplier: 1,
        Divisor: 1,
        DeltValue: 10,
      },
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
      want: { battery_mv: 3600 },
    },
  ],
];

describe("Netvox's codecs (TheThingsNetwork/lorawan-devices vendor/netvox)", () => {
  it.each(changedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(unchangedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});
