import type { CodecOutput } from './codec-example.ts';

// Netvox's codecs in the TTN device repository (TheThingsNetwork/lorawan-devices vendor/netvox/) on
// the models of netvox-more-models.test.ts: each output verbatim, either a <model>-codec.yaml
// example's `output.data` (source "<model>-codec.yaml <commit>, <description>") or what the codec
// printed for the bytes, run in Node from /tmp (source "<codec>.js <commit>, <what the bytes are>").
// The versions:
// - payload/r718cj_ck_ct_cr_ce_r718b.js and r718nl1.js at cec84e85026676bbd4f9f0c2cba75821bce40cb8
// - payload/r718g.js at 0706e1d15aa07bd9db6d4e25d12a5540fed7d171
// - payload/ra0716.js, r718x.js and r311g_b.js at 0a254aaa3adb0237faed50aa34916df1d07cf417
// - r718ck-codec.yaml at f0c7a3e74d17a8a4fd313a6bafd11298c494e143
// - r718ct-, r718x-, r311g-, r311b-, r72616- and r72716-codec.yaml at
//   a91cd67c60b46801b4a6aba7dff71c0145563fb6
// - r718cn-codec.yaml at 17da5943a58e1ac1439a9b8c17620cea4a4520e6
// - r718g-codec.yaml at 548adf99993c908f6d2db8d74176f69fdd5f0852
// - r718nl1-codec.yaml at c2bf361d42d95ea9c5e7ff4f592fba832389e406
// - ra0716- and r72616a-codec.yaml at c2d27a5e19cd868c412e777a03410b21ae7e8d43
// - r718pe-codec.yaml at 9666fa5e7e118fb4a4b2af6534520cc98349881e
// The codec outputs where our fields differ on purpose are in the test, not here.

const ex = (
  model: string,
  source: string,
  fPort: number,
  hex: string,
  output: Record<string, unknown>,
): CodecOutput => ({ model: `netvox/${model}`, source, fPort, hex, output });

export const netvoxMoreCodecOutputs: readonly CodecOutput[] = [
  ex('r718ck', 'r718ck-codec.yaml f0c7a3e7, Startup version report', 6, '0191006402202012070000', {
    Device: 'R718CK',
    SWver: 10,
    HWver: 2,
    Datecode: '20201207',
  }),
  ex('r718ck', 'r718ck-codec.yaml f0c7a3e7, Status report', 6, '01910124FF970000000000', {
    Volt: 3.6,
    Device: 'R718CK',
    Temp: -10.5,
  }),
  ex('r718ck', 'r718ck-codec.yaml f0c7a3e7, Configure report response', 7, '8191000000000000000000', {
    Device: 'R718CK',
    Cmd: 'ConfigReportRsp',
    Status: 'Success',
  }),
  ex('r718ck', 'r718ck-codec.yaml f0c7a3e7, Read configure report response', 7, '8291038407080100050000', {
    Device: 'R718CK',
    Cmd: 'ReadConfigReportRsp',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    TempChange: 0.5,
  }),
  ex('r718ck', 'r718ck-codec.yaml f0c7a3e7, Set global calibrate response', 14, '8101000000000000000000', {
    Cmd: 'SetGlobalCalibrateRsp',
    SensorType: 'Temperature',
    Channel: 1,
    Status: 'Success',
  }),
  ex('r718ck', 'r718ck-codec.yaml f0c7a3e7, Get global calibrate response', 14, '82010000010001000A0000', {
    Cmd: 'GetGlobalCalibrateRsp',
    SensorType: 'Temperature',
    Channel: 1,
    Multiplier: 1,
    Divisor: 1,
    DeltValue: 10,
  }),
  ex('r718ck', 'r718ck-codec.yaml f0c7a3e7, Clear global calibrate response', 14, '8300000000000000000000', {
    Cmd: 'ClearGlobalCalibrateRsp',
    Status: 'Success',
  }),
  ex(
    'r718ck',
    'r718cj_ck_ct_cr_ce_r718b.js cec84e85, 3.1 V with the low-battery bit, 400.0 °C',
    6,
    '0191019F0FA00000000000',
    { Volt: '3.1(low battery)', Device: 'R718CK', Temp: 400 },
  ),
  ex(
    'r718ck',
    'r718cj_ck_ct_cr_ce_r718b.js cec84e85, 3.6 V with the low-battery bit, -200.0 °C',
    6,
    '019101A4F8300000000000',
    { Volt: '3.6(low battery)', Device: 'R718CK', Temp: -200 },
  ),
  ex(
    'r718ck',
    'r718cj_ck_ct_cr_ce_r718b.js cec84e85, configure report failure',
    7,
    '8191010000000000000000',
    { Device: 'R718CK', Cmd: 'ConfigReportRsp', Status: 'Failure' },
  ),
  ex(
    'r718ck',
    'r718cj_ck_ct_cr_ce_r718b.js cec84e85, channel 2 calibration with a negative offset',
    14,
    '82010100020003FFF60000',
    {
      Cmd: 'GetGlobalCalibrateRsp',
      SensorType: 'Temperature',
      Channel: 2,
      Multiplier: 2,
      Divisor: 3,
      DeltValue: -10,
    },
  ),
  ex('r718ct', 'r718ct-codec.yaml a91cd67c, Startup version report', 6, '0192006402202007290000', {
    Device: 'R718CT',
    SWver: 10,
    HWver: 2,
    Datecode: '20200729',
  }),
  ex('r718ct', 'r718ct-codec.yaml a91cd67c, Status report', 6, '0192012400FD0000000000', {
    Volt: 3.6,
    Device: 'R718CT',
    Temp: 25.3,
  }),
  ex('r718ct', 'r718ct-codec.yaml a91cd67c, Read configure report response', 7, '8292038407080100050000', {
    Device: 'R718CT',
    Cmd: 'ReadConfigReportRsp',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    TempChange: 0.5,
  }),
  ex('r718ct', 'r718cj_ck_ct_cr_ce_r718b.js cec84e85, -100.0 °C', 6, '01920124FC180000000000', {
    Volt: 3.6,
    Device: 'R718CT',
    Temp: -100,
  }),
  ex('r718cn', 'r718cn-codec.yaml 17da5943, Startup version report', 6, '0193006402202012070000', {
    Device: 'R718CN',
    SWver: 10,
    HWver: 2,
    Datecode: '20201207',
  }),
  ex('r718cn', 'r718cn-codec.yaml 17da5943, Status report', 6, '01930124FF970000000000', {
    Volt: 3.6,
    Device: 'R718CN',
    Temp: -10.5,
  }),
  ex('r718cn', 'r718cn-codec.yaml 17da5943, Read configure report response', 7, '8293038407080100050000', {
    Device: 'R718CN',
    Cmd: 'ReadConfigReportRsp',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    TempChange: 0.5,
  }),
  ex(
    'r718cn',
    'r718cj_ck_ct_cr_ce_r718b.js cec84e85, 3.0 V with the low-battery bit, 800.0 °C',
    6,
    '0193019E1F400000000000',
    { Volt: '3(low battery)', Device: 'R718CN', Temp: 800 },
  ),
  ex('r718g', 'r718g-codec.yaml 548adf99, Startup version report', 6, '011E00640B201911280000', {
    Device: 'R718G',
    SWver: 10,
    HWver: 11,
    Datecode: '20191128',
  }),
  ex('r718g', 'r718g-codec.yaml 548adf99, Status report', 6, '011E011E00001388000000', {
    Device: 'R718G',
    Volt: 3,
    Illuminance: 5000,
  }),
  ex('r718g', 'r718g-codec.yaml 548adf99, Configure report response', 7, '811E000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718G',
    Status: 'Success',
  }),
  ex('r718g', 'r718g-codec.yaml 548adf99, Read configure report response', 7, '821E0384070801000001F4', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718G',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    IlluminanceChange: 500,
  }),
  ex('r718g', 'r718g-codec.yaml 548adf99, Set sunlight sample range response', 7, '831E000000000000000000', {
    Cmd: 'SetSunlightSampleRangeRsp',
    Device: 'R718G',
    Status: 'Success',
  }),
  ex('r718g', 'r718g-codec.yaml 548adf99, Get sunlight sample range response', 7, '841E010000000000000000', {
    Cmd: 'GetSunlightSampleRangeRsp',
    Device: 'R718G',
    RangeSetting: 1,
  }),
  ex('r718g', 'r718g.js 0706e1d1, 110000 lx', 6, '011E01240001ADB0000000', {
    Device: 'R718G',
    Volt: 3.6,
    Illuminance: 110000,
  }),
  ex('r718g', 'r718g.js 0706e1d1, set sample range failure', 7, '831E010000000000000000', {
    Cmd: 'SetSunlightSampleRangeRsp',
    Device: 'R718G',
    Status: 'Failure',
  }),
  ex('r718g', 'r718g.js 0706e1d1, sample range 2', 7, '841E020000000000000000', {
    Cmd: 'GetSunlightSampleRangeRsp',
    Device: 'R718G',
    RangeSetting: 2,
  }),
  ex(
    'r718g',
    'r718g.js 0706e1d1, report settings 60 s / 3600 s / 0.2 V / 100000 lx',
    7,
    '821E003C0E1002000186A0',
    {
      Cmd: 'ReadConfigReportRsp',
      Device: 'R718G',
      MinTime: 60,
      MaxTime: 3600,
      BatteryChange: 0.2,
      IlluminanceChange: 100000,
    },
  ),
  ex('r718nl1', 'r718nl1-codec.yaml c2bf361d, Startup version report', 6, '0198008202202012240000', {
    Device: 'R718NL1',
    SWver: 13,
    HWver: 2,
    Datecode: '20201224',
  }),
  ex('r718nl1', 'r718nl1-codec.yaml c2bf361d, Configure report response', 7, '8198000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718NL1',
    Status: 'Success',
  }),
  ex('r718nl1', 'r718nl1-codec.yaml c2bf361d, Read configure report response', 7, '8298038407080064006400', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718NL1',
    MinTime: 900,
    MaxTime: 1800,
    CurrentChange: 100,
    IlluminanceChange: 100,
  }),
  ex('r718nl1', 'r718nl1.js cec84e85, multiplier 0', 6, '0198012403E8000000000A', {
    Device: 'R718NL1',
    Volt: 3.6,
    Current: 1000,
    Multiplier: 0,
    Illuminance: 10,
  }),
  ex('r718nl1', 'r718nl1.js cec84e85, configure report failure', 7, '8198010000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718NL1',
    Status: 'Failure',
  }),
  ex('ra0716', 'ra0716-codec.yaml c2d27a5e, Startup version report', 6, '0135006402202008110000', {
    Device: 'RA0716',
    SWver: 10,
    HWver: 2,
    Datecode: '20200811',
  }),
  ex('ra0716', 'ra0716-codec.yaml c2d27a5e, Status report', 6, '0135012409EA1A90012C00', {
    Device: 'RA0716',
    Volt: 3.6,
    Temp: 25.38,
    Humi: 68,
    PM25: 300,
  }),
  ex('ra0716', 'ra0716-codec.yaml c2d27a5e, Configure report response', 7, '8135000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'RA0716',
    Status: 'Success',
  }),
  ex('ra0716', 'ra0716-codec.yaml c2d27a5e, Read configure report response', 7, '8235038407080000000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'RA0716',
    MinTime: 900,
    MaxTime: 1800,
  }),
  ex(
    'ra0716',
    'ra0716.js 0a254aaa, 3.3 V with the low-battery bit, -10.00 °C, 100 %, 3000 µg/m³',
    6,
    '013501A1FC1827100BB800',
    { Device: 'RA0716', Volt: '3.3(low battery)', Temp: -10, Humi: 100, PM25: 3000 },
  ),
  ex('ra0716', 'ra0716.js 0a254aaa, all zero', 6, '0135011E00000000000000', {
    Device: 'RA0716',
    Volt: 3,
    Temp: 0,
    Humi: 0,
    PM25: 0,
  }),
  ex('ra0716', 'ra0716.js 0a254aaa, configure report failure', 7, '8135010000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'RA0716',
    Status: 'Failure',
  }),
  ex('ra0716', 'ra0716.js 0a254aaa, -327.68 °C and 120 %', 6, '0135012480002EE0FFFF00', {
    Device: 'RA0716',
    Volt: 3.6,
    Temp: -327.68,
    Humi: 120,
    PM25: 65535,
  }),
  ex('r718x', 'r718x-codec.yaml a91cd67c, Startup version report', 6, '0134006401202008110000', {
    Device: 'R718X',
    SWver: 10,
    HWver: 1,
    Datecode: '20200811',
  }),
  ex('r718x', 'r718x-codec.yaml a91cd67c, Status report', 6, '0134012401012C0107320A', {
    Device: 'R718X',
    Volt: 3.6,
    Status: 'ON',
    Distance: 300,
    FillLevel: 50,
    Temp: 26.3,
    AngleOfInclination: 10,
  }),
  ex('r718x', 'r718x-codec.yaml a91cd67c, Configure report response', 7, '8134000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718X',
    Status: 'Success',
  }),
  ex('r718x', 'r718x-codec.yaml a91cd67c, Read configure report response', 7, '8234038407080100640005', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718X',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    DistanceChange: 100,
    TempChange: 0.5,
  }),
  ex('r718x', 'r718x-codec.yaml a91cd67c, Set distance threshold response', 7, '8334000000000000000000', {
    Cmd: 'SetOnDistanceThresholdRsp',
    Device: 'R718X',
    Status: 'Success',
  }),
  ex('r718x', 'r718x-codec.yaml a91cd67c, Get distance threshold response', 7, '8434003200000000000000', {
    Cmd: 'GetOnDistanceThresholdRsp',
    Device: 'R718X',
    OnDistanceThreshold: 50,
  }),
  ex('r718x', 'r718x-codec.yaml a91cd67c, Set fill max level response', 7, '8534000000000000000000', {
    Cmd: 'SetFillMaxDistanceRsp',
    Device: 'R718X',
    Status: 'Success',
  }),
  ex('r718x', 'r718x-codec.yaml a91cd67c, Get fill max level response', 7, '863407D000000000000000', {
    Cmd: 'GetFillMaxDistanceRsp',
    Device: 'R718X',
    FillMaxDistance: 2000,
  }),
  ex('r718x', 'r718x-codec.yaml a91cd67c, Set dead zone distance response', 7, '8B34000000000000000000', {
    Cmd: 'SetDeadZoneDistanceRsp',
    Device: 'R718X',
    Status: 'Success',
  }),
  ex('r718x', 'r718x-codec.yaml a91cd67c, Get dead zone distance response', 7, '8C3401F400000000000000', {
    Cmd: 'GetDeadZoneDistanceRsp',
    Device: 'R718X',
    DeadZoneDistance: 500,
  }),
  ex(
    'r718x',
    'r718x.js 0a254aaa, 2.9 V with the low-battery bit, 4000 mm, -10.0 °C, 90°',
    6,
    '0134019D000FA0FF9C005A',
    {
      Device: 'R718X',
      Volt: '2.9(low battery)',
      Status: 'OFF',
      Distance: 4000,
      FillLevel: 0,
      Temp: -10,
      AngleOfInclination: 90,
    },
  ),
  ex('r718x', 'r718x.js 0a254aaa, OFF, all zero', 6, '0134012400000000000000', {
    Device: 'R718X',
    Volt: 3.6,
    Status: 'OFF',
    Distance: 0,
    FillLevel: 0,
    Temp: 0,
    AngleOfInclination: 0,
  }),
  ex('r718x', 'r718x.js 0a254aaa, fill level 110 %', 6, '0134012401138800C86E2D', {
    Device: 'R718X',
    Volt: 3.6,
    Status: 'ON',
    Distance: 5000,
    FillLevel: 110,
    Temp: 20,
    AngleOfInclination: 45,
  }),
  ex('r718x', 'r718x.js 0a254aaa, set distance threshold failure', 7, '8334010000000000000000', {
    Cmd: 'SetOnDistanceThresholdRsp',
    Device: 'R718X',
    Status: 'Failure',
  }),
  ex('r718pe', 'r718pe-codec.yaml 9666fa5e, Startup version report', 6, '01B1006404202008110000', {
    Device: 'R718PE',
    SWver: 10,
    HWver: 4,
    Datecode: '20200811',
  }),
  ex('r718pe', 'r718pe-codec.yaml 9666fa5e, Status report', 6, '01B1012401012C32000000', {
    Device: 'R718PE',
    Volt: 3.6,
    Status: 'ON',
    Distance: 300,
    FillLevel: 50,
  }),
  ex('r718pe', 'r718pe-codec.yaml 9666fa5e, Configure report response', 7, '81B1000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718PE',
    Status: 'Success',
  }),
  ex('r718pe', 'r718pe-codec.yaml 9666fa5e, Read configure report response', 7, '82B1038407080100640000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718PE',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    DistanceChange: 100,
  }),
  ex('r718pe', 'r718pe-codec.yaml 9666fa5e, Get distance threshold response', 7, '84B1003200000000000000', {
    Cmd: 'GetOnDistanceThresholdRsp',
    Device: 'R718PE',
    OnDistanceThreshold: 50,
  }),
  ex('r718pe', 'r718pe-codec.yaml 9666fa5e, Get fill max level response', 7, '86B107D000000000000000', {
    Cmd: 'GetFillMaxDistanceRsp',
    Device: 'R718PE',
    FillMaxDistance: 2000,
  }),
  ex('r718pe', 'r718pe-codec.yaml 9666fa5e, Get dead zone distance response', 7, '8CB101F400000000000000', {
    Cmd: 'GetDeadZoneDistanceRsp',
    Device: 'R718PE',
    DeadZoneDistance: 500,
  }),
  ex(
    'r718pe',
    "r718x.js 0a254aaa on the R718PE manual's uplink (Example of ReportDataCmd: 500 mm, 25 %)",
    6,
    '01B101240001F419000000',
    { Device: 'R718PE', Volt: 3.6, Status: 'OFF', Distance: 500, FillLevel: 25 },
  ),
  ex(
    'r718pe',
    'r718x.js 0a254aaa, 3.4 V with the low-battery bit, 5000 mm, 100 %',
    6,
    '01B101A200138864000000',
    { Device: 'R718PE', Volt: '3.4(low battery)', Status: 'OFF', Distance: 5000, FillLevel: 100 },
  ),
  ex('r311g', 'r311g-codec.yaml a91cd67c, Startup version report', 6, '010400640B201911280000', {
    Device: 'R311G',
    SWver: 10,
    HWver: 11,
    Datecode: '20191128',
  }),
  ex('r311g', 'r311g-codec.yaml a91cd67c, Status report', 6, '0104011E00780000000000', {
    Device: 'R311G',
    Volt: 3,
    Illuminance: 120,
  }),
  ex('r311g', 'r311g-codec.yaml a91cd67c, Configure report response', 7, '8104000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R311G',
    Status: 'Success',
  }),
  ex('r311g', 'r311g-codec.yaml a91cd67c, Read configure report response', 7, '8204038407080100640000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R311G',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    IlluminanceChange: 100,
  }),
  ex('r311g', 'r311g_b.js 0a254aaa, 3.3 V with the low-battery bit, 65535 lx', 6, '010401A1FFFF0000000000', {
    Device: 'R311G',
    Volt: '3.3(low battery)',
    Illuminance: 65535,
  }),
  ex('r311g', 'r311g_b.js 0a254aaa, 0 lx', 6, '0104012400000000000000', {
    Device: 'R311G',
    Volt: 3.6,
    Illuminance: 0,
  }),
  ex('r311g', 'r311g_b.js 0a254aaa, configure report failure', 7, '8104010000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R311G',
    Status: 'Failure',
  }),
  ex('r311b', 'r311b-codec.yaml a91cd67c, Startup version report', 6, '014B00640B201905280000', {
    Device: 'R311B',
    SWver: 10,
    HWver: 11,
    Datecode: '20190528',
  }),
  ex('r311b', 'r311b-codec.yaml a91cd67c, Status report', 6, '014B011E00780000000000', {
    Device: 'R311B',
    Volt: 3,
    Illuminance: 120,
  }),
  ex('r311b', 'r311b-codec.yaml a91cd67c, Configure report response', 7, '814B000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R311B',
    Status: 'Success',
  }),
  ex('r311b', 'r311b-codec.yaml a91cd67c, Read configure report response', 7, '824B038407080100C80000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R311B',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    IlluminanceThreshold: 200,
  }),
  ex('r311b', 'r311g_b.js 0a254aaa, 2.8 V with the low-battery bit, 1000 lx', 6, '014B019C03E80000000000', {
    Device: 'R311B',
    Volt: '2.8(low battery)',
    Illuminance: 1000,
  }),
  ex('r72616', 'r72616-codec.yaml a91cd67c, Startup version report', 6, '0136006402202008110000', {
    Device: 'R72616',
    SWver: 10,
    HWver: 2,
    Datecode: '20200811',
  }),
  ex('r72616', 'r72616-codec.yaml a91cd67c, Status report', 6, '0136012409EA1A90012C00', {
    Device: 'R72616',
    Volt: 3.6,
    Temp: 25.38,
    Humi: 68,
    PM25: 300,
  }),
  ex('r72616', 'r72616-codec.yaml a91cd67c, Configure report response', 7, '8136000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R72616',
    Status: 'Success',
  }),
  ex('r72616', 'r72616-codec.yaml a91cd67c, Read configure report response', 7, '8236038407080000000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R72616',
    MinTime: 900,
    MaxTime: 1800,
  }),
  ex(
    'r72616',
    'ra0716.js 0a254aaa, 2.4 V with the low-battery bit, -25.00 °C, 50 %, 4000 µg/m³',
    6,
    '01360198F63C13880FA000',
    { Device: 'R72616', Volt: '2.4(low battery)', Temp: -25, Humi: 50, PM25: 4000 },
  ),
  ex('r72716', 'r72716-codec.yaml a91cd67c, Status report', 6, '0137012409EA1A90012C00', {
    Device: 'R72716',
    Volt: 3.6,
    Temp: 25.38,
    Humi: 68,
    PM25: 300,
  }),
  ex('r72716', 'r72716-codec.yaml a91cd67c, Read configure report response', 7, '8237038407080000000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R72716',
    MinTime: 900,
    MaxTime: 1800,
  }),
  ex('r72616a', 'r72616a-codec.yaml c2d27a5e, Status report', 6, '016A012409EA1A90012C00', {
    Device: 'R72616A',
    Volt: 3.6,
    Temp: 25.38,
    Humi: 68,
    PM25: 300,
  }),
  ex('r72616a', 'r72616a-codec.yaml c2d27a5e, Read configure report response', 7, '826A038407080000000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R72616A',
    MinTime: 900,
    MaxTime: 1800,
  }),
];

// Outputs of the same codecs that apps/server's network-decoded mapping first read otherwise than our
// decoder (now alike, in codec-outputs.ts too): the R718NL1's `Current` x `Multiplier` (derived.ts
// read it for the R718N1 only); `Volt: 0`, a battery byte of 0 V (the mapping stored 0 mV, our
// decoder no battery reading).
export const netvoxMoreMappingGaps: readonly CodecOutput[] = [
  ex(
    'r718ck',
    'r718cj_ck_ct_cr_ce_r718b.js cec84e85, a battery byte of 0 V, 100.0 °C',
    6,
    '0191010003E80000000000',
    { Volt: 0, Device: 'R718CK', Temp: 100 },
  ),
  ex('r718nl1', 'r718nl1-codec.yaml c2bf361d, Status report', 6, '0198012403E80100000BB8', {
    Device: 'R718NL1',
    Volt: 3.6,
    Current: 1000,
    Multiplier: 1,
    Illuminance: 3000,
  }),
  ex(
    'r718nl1',
    'r718nl1.js cec84e85, 3.5 V with the low-battery bit, 65535 mA x 10, 110000 lx',
    6,
    '019801A3FFFF0A0001ADB0',
    { Device: 'R718NL1', Volt: '3.5(low battery)', Current: 65535, Multiplier: 10, Illuminance: 110000 },
  ),
  ex('r718nl1', 'r718nl1.js cec84e85, 100 mA x 100, 0 lx', 6, '0198012400646400000000', {
    Device: 'R718NL1',
    Volt: 3.6,
    Current: 100,
    Multiplier: 100,
    Illuminance: 0,
  }),
];
