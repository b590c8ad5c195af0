import { describe, expect, it } from 'vitest';
import { readingsOf, run } from './test-support/decode-helpers.ts';

// Differential tests against Netvox's codecs as the TTN device repository ships them
// (TheThingsNetwork/lorawan-devices vendor/netvox/payload/), decoded in Node (their decodeUplink,
// copied to /tmp, fed these bytes) on payloads built to cover every family's reports, signs,
// battery flag, states and configuration answers. The versions run:
// - r711_r718a_r718ab_r720a.js at 874e9ba35ed41225377b88435cfce7c9b7a84236
// - r311a_r718f_r730f.js, r311w.js, r718n3.js, rb02i_r718t_r312a_r312.js at
//   0a254aaa3adb0237faed50aa34916df1d07cf417
// - r718da_r718db_r718j_r718lb_r718mba.js at 922c440269b3a151ebeffd07c0fcb7fd045dedbd
// - r718n1.js, r311fb_r718mbb_r730mbb.js at 8566e9a051bd0fee1fd07f617018f92771f75bb1
// - r718h.js at 2f8a00fb43050e0b7e072d467469aa896ff4da14
// - r718cj_ck_ct_cr_ce_r718b.js at cec84e85026676bbd4f9f0c2cba75821bce40cb8
// Each `vendor` object is what the codec printed, verbatim: our fields must be exactly that (we
// keep its names). Our readings must be what its values mean (`meaning` below, from the manuals:
// 0.1 V battery with bit 7 the low flag, mA x multiplier, 1 = open / leak / pressed / moving).
// The vendor code is not needed to run them.

type Readings = Record<string, number | boolean>;
type Vendor = Record<string, unknown>;
type Case = { model: string; port: number; hex: string; vendor: Vendor; dropped: readonly string[] };

const c = (
  model: string,
  port: number,
  hex: string,
  vendor: Vendor,
  dropped: readonly string[] = [],
): Case => ({
  model,
  port,
  hex,
  vendor,
  dropped,
});

/** The reading each model's `status` byte is (the R718J's dry contact is none). */
const statusReading: Record<string, string> = {
  r718da: 'motion',
  r718db: 'motion',
  r718mba: 'motion',
  r718lb: 'door_open',
};

/** What the vendor's values mean in our readings. */
function meaning(model: string, vendor: Vendor): Readings {
  const readings: Readings = {};
  const volt = /^([0-9.]+)(\(low battery\))?$/.exec(String(vendor.Volt ?? ''));
  if (volt) {
    readings.battery_mv = Math.round(Number(volt[1]) * 1000);
    readings.low_battery = volt[2] !== undefined;
  }
  if (typeof vendor.Temp === 'number') readings.temperature = vendor.Temp;
  if (typeof vendor.Humi === 'number') readings.humidity = vendor.Humi;
  if (typeof vendor.Current === 'number')
    readings.current = (vendor.Current * Number(vendor.Multiplier)) / 1000;
  if (vendor.OnOff !== undefined) readings.door_open = vendor.OnOff === 1;
  const status = statusReading[model];
  if (status && vendor.status !== undefined) readings[status] = vendor.status === 1;
  const leaks = ['WaterLeak', 'WaterLeak_1', 'WaterLeak_2'].filter((name) => name in vendor);
  if (leaks.length > 0) readings.leak = leaks.some((name) => vendor[name] === 'Leak');
  for (const name of ['Alarm', 'Doorbell'])
    if (vendor[name] !== undefined) readings.button = vendor[name] === 1;
  return readings;
}

const same: Case[] = [
  c('r718a', 6, '010B012409EA1A90000000', { Volt: 3.6, Device: 'R718A', Temp: 25.38, Humi: 68 }),
  c('r718a', 6, '010B019FF63C0000000000', { Volt: '3.1(low battery)', Device: 'R718A', Temp: -25, Humi: 0 }),
  c('r711', 6, '0101011E00002710000000', { Volt: 3, Device: 'R711(R712)', Temp: 0, Humi: 100 }),
  c('r718ab', 6, '0113012480002710000000', { Volt: 3.6, Device: 'R718AB', Temp: -327.68, Humi: 100 }, [
    'temperature',
  ]),
  c('r720a', 6, '016E01200A281388000000', { Volt: 3.2, Device: 'R720A', Temp: 26, Humi: 50 }),
  c('r718a', 6, '010B006402202008110000', { Device: 'R718A', SWver: 10, HWver: 2, Datecode: '20200811' }),
  c('r718a', 7, '810B000000000000000000', { Device: 'R718A', Cmd: 'ConfigReportRsp', Status: 'Success' }),
  c('r718a', 7, '810B010000000000000000', { Device: 'R718A', Cmd: 'ConfigReportRsp', Status: 'Failure' }),
  c('r718a', 7, '820B038407080100320032', {
    Device: 'R718A',
    Cmd: 'ReadConfigReportRsp',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    TempChange: 0.5,
    HumiChange: 0.5,
  }),
  c('r311a', 6, '0102011E01000000000000', { Device: 'R311A', Volt: 3, OnOff: 1 }),
  c('r311a', 6, '0102011E00000000000000', { Device: 'R311A', Volt: 3, OnOff: 0 }),
  c('r311a', 6, '0102019701000000000000', { Device: 'R311A', Volt: '2.3(low battery)', OnOff: 1 }),
  c('r718f', 6, '011D012400000000000000', { Device: 'R718F', Volt: 3.6, OnOff: 0 }),
  c('r718f', 6, '011D006402201906190000', { Device: 'R718F', SWver: 10, HWver: 2, Datecode: '20190619' }),
  c('r718f', 7, '821D038407080100000000', {
    Device: 'R718F',
    Cmd: 'ReadConfigReportRsp',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
  }),
  c('r718da', 6, '011A012401000000000000', { Device: 'R718DA', Volt: 3.6, status: 1 }),
  c('r718db', 6, '011B019E00000000000000', { Device: 'R718DB', Volt: '3(low battery)', status: 0 }),
  c('r718mba', 6, '0127012401000000000000', { Device: 'R718MBA', Volt: 3.6, status: 1 }),
  c('r718lb', 6, '0125012401000000000000', { Device: 'R718LB', Volt: 3.6, status: 1 }),
  c('r718lb', 6, '0125012400000000000000', { Device: 'R718LB', Volt: 3.6, status: 0 }),
  c('r718j', 6, '0121012401000000000000', { Device: 'R718J', Volt: 3.6, status: 1 }),
  c('r718da', 7, '811A000000000000000000', { Device: 'R718DA', Cmd: 'ConfigReportRsp', Status: 'Success' }),
  c('r718mba', 7, '8227003C003C0100000000', {
    Device: 'R718MBA',
    Cmd: 'ReadConfigReportRsp',
    MinTime: 60,
    MaxTime: 60,
    BatteryChange: 0.1,
  }),
  c('r311w', 6, '0106011E00010000000000', {
    Device: 'R311W',
    Volt: 3,
    WaterLeak_1: 'NoLeak',
    WaterLeak_2: 'Leak',
  }),
  c('r311w', 6, '0106011E00000000000000', {
    Device: 'R311W',
    Volt: 3,
    WaterLeak_1: 'NoLeak',
    WaterLeak_2: 'NoLeak',
  }),
  c('r311w', 6, '0106019C01000000000000', {
    Device: 'R311W',
    Volt: '2.8(low battery)',
    WaterLeak_1: 'Leak',
    WaterLeak_2: 'NoLeak',
  }),
  c('r718wa', 6, '0132011E01000000000000', { Device: 'R718WA', Volt: 3, WaterLeak: 'Leak' }),
  c('r718wb', 6, '0112012400000000000000', { Device: 'R718WB', Volt: 3.6, WaterLeak: 'NoLeak' }),
  c('r718wa', 6, '013200640B201911120000', { Device: 'R718WA', SWver: 10, HWver: 11, Datecode: '20191112' }),
  c('r718wb', 7, '8212000000000000000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718WB',
    MinTime: 0,
    MaxTime: 0,
    BatteryChange: 0,
  }),
  c('r718wa', 7, '8232038407080100000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718WA',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
  }),
  c('r718n1', 6, '0149012403E80100000000', { Device: 'R718N1', Volt: 3.6, Current: 1000, Multiplier: 1 }),
  c('r718n1', 6, '014901A4FFFF0A00000000', {
    Device: 'R718N1',
    Volt: '3.6(low battery)',
    Current: 65535,
    Multiplier: 10,
  }),
  c('r718n1', 6, '0149008202202012240000', { Device: 'R718N1', SWver: 13, HWver: 2, Datecode: '20201224' }),
  c('r718n1', 7, '8249038407080064000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718N1',
    MinTime: 900,
    MaxTime: 1800,
    CurrentChange: 100,
  }),
  c('r718n3', 6, '014A019F03E800C81B5801', {
    Device: 'R718N3',
    Volt: '3.1(low battery)',
    Current1: 1000,
    Current2: 200,
    Current3: 7000,
    Multiplier1: 1,
  }),
  c('r718n3', 6, '014A029F030A0000000000', {
    Device: 'R718N3',
    Volt: '3.1(low battery)',
    Multiplier2: 3,
    Multiplier3: 10,
  }),
  c('r718n3', 7, '824A003C003C0064000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718N3',
    MinTime: 60,
    MaxTime: 60,
    CurrentChange: 100,
  }),
  c('r718h', 6, '011F0124000A0000000000', { Device: 'R718H', Volt: 3.6, PulseCount: 10 }),
  c('r718h', 6, '011F019FFFFF0000000000', { Device: 'R718H', Volt: '3.1(low battery)', PulseCount: 65535 }),
  c('r718h2', 6, '013F012400640032000000', {
    Device: 'R718H2',
    Volt: 3.6,
    PulseCount1: 100,
    PulseCount2: 50,
  }),
  c('r718h', 7, '831F000000000000000000', { Cmd: 'SetFiltertimeRsp', Device: 'R718H', Status: 'Success' }),
  c('r718h2', 7, '843F140000000000000000', { Cmd: 'GetFiltertimeRsp', Device: 'R718H2', FilterTime: 100 }),
  c('r718h2', 7, '853F010000000000000000', {
    Cmd: 'SetPulseCounterClearModeRsp',
    Device: 'R718H2',
    Status: 'Failure',
  }),
  c('r718h', 7, '861F000000000000000000', {
    Cmd: 'GetPulseCounterClearModeRsp',
    Device: 'R718H',
    PulseCounterClearMode: 'Clear when send',
  }),
  c('r718h2', 7, '863F010000000000000000', {
    Cmd: 'GetPulseCounterClearModeRsp',
    Device: 'R718H2',
    PulseCounterClearMode: 'Clear when Roll-Over',
  }),
  c('r718h2', 7, '823F003C003C0100000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718H2',
    MinTime: 60,
    MaxTime: 60,
    BatteryChange: 0.1,
  }),
  c('rb02i', 6, '0110011E01000000000000', { Device: 'RB02I', Volt: 3, Alarm: 1 }),
  c('r718t', 6, '0131012400000000000000', { Device: 'R718T', Volt: 3.6, Alarm: 0 }),
  c('r312a', 6, '014D019C01000000000000', { Device: 'R312A', Volt: '2.8(low battery)', Alarm: 1 }),
  c('r312', 6, '0155011E01000000000000', { Device: 'R312', Volt: 3, Doorbell: 1 }),
  c('r718t', 7, '8231003C003C0100000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718T',
    MinTime: 60,
    MaxTime: 60,
    BatteryChange: 0.1,
  }),
  c('r718t', 13, '8100', { Cmd: 'SetButtonPressTimeRsp', Status: 'Success' }),
  c('r718t', 13, '8101', { Cmd: 'SetButtonPressTimeRsp', Status: 'Failure' }),
  c('r718t', 13, '8203', { Cmd: 'GetButtonPressTimeRsp', PressTime: 3 }),
  c('r718mbb', 6, '012B011E011A2115000000', { Device: 'R718MBB', Volt: 3, WorkCount: 18489621 }),
  c('r718mbb', 7, '812B000000000000000000', { Device: 'R718MBB', Cmd: 'ConfigReportRsp', Status: 'Success' }),
  c('r718b', 6, '0195012400FD0000000000', { Volt: 3.6, Device: 'R718B', Temp: 25.3 }),
  c('r718b', 6, '019501A0FF380000000000', { Volt: '3.2(low battery)', Device: 'R718B', Temp: -20 }),
  c('r718b', 6, '0195006403202012080000', { Device: 'R718B', SWver: 10, HWver: 3, Datecode: '20201208' }),
  c('r718b', 7, '8295038407080100050000', {
    Device: 'R718B',
    Cmd: 'ReadConfigReportRsp',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    TempChange: 0.5,
  }),
  c('r718b', 14, '8101000000000000000000', {
    Cmd: 'SetGlobalCalibrateRsp',
    SensorType: 'Temperature',
    Channel: 1,
    Status: 'Success',
  }),
  c('r718b', 14, '82010100020001FFF60000', {
    Cmd: 'GetGlobalCalibrateRsp',
    SensorType: 'Temperature',
    Channel: 2,
    Multiplier: 2,
    Divisor: 1,
    DeltValue: -10,
  }),
  c('r718b', 14, '8300000000000000000000', { Cmd: 'ClearGlobalCalibrateRsp', Status: 'Success' }),
];

describe("Netvox decoders against the TTN repository's Netvox codecs", () => {
  it.each(same)('$model port $port $hex', ({ model, port, hex, vendor, dropped }) => {
    const result = run(`netvox/${model}`, port, hex);
    expect(result.fields).toStrictEqual(vendor);
    const expected = meaning(model, vendor);
    for (const field of dropped) delete expected[field];
    expect(readingsOf(result)).toStrictEqual(expected);
  });
});

describe('where we keep our reading over the TTN codecs', () => {
  it('reads the R311FB / R718MBB WorkCount unsigned, as Netvox counts up to 2^32', () => {
    // r311fb_r718mbb_r730mbb.js shifts the top byte into the sign bit: { WorkCount: -2 }.
    const result = run('netvox/r311fb', 6, '0150019EFFFFFFFE000000');
    expect(result.fields).toStrictEqual({ Device: 'R311FB', Volt: '3(low battery)', WorkCount: 4294967294 });
  });

  it("does not read another model's frame, a frame cut short or an unknown report type", () => {
    // r711_r718a_r718ab_r720a.js: { Volt: 3, Temp: 2.56, Humi: 0 } for an R718WA leak report,
    // and report type 0x05 read as a status report: { Volt: 3.6, Device: 'R718A', Temp: 25.38, Humi: 68 }.
    expect(run('netvox/r718a', 6, '0132011E01000000000000').readings).toEqual([]);
    expect(run('netvox/r718a', 6, '010B052409EA1A90000000').readings).toEqual([]);
  });

  it('does not call a water leak state other than 0 or 1 a leak', () => {
    // r311w.js: { Device: 'R718WA', Volt: 3, WaterLeak: 'Leak' } for a state byte of 2.
    const result = run('netvox/r718wa', 6, '0132011E02000000000000');
    expect(result.fields).toStrictEqual({ Device: 'R718WA', Volt: 3, WaterLeak: 'Leak' });
    expect(readingsOf(result).leak).toBeUndefined();
    expect(result.warnings).toEqual(['unknown WaterLeak value 2; not stored']);
  });
});
