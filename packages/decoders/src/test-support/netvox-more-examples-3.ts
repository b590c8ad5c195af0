import type { CodecOutput } from './codec-example.ts';

// Netvox's codecs in the TTN device repository (TheThingsNetwork/lorawan-devices vendor/netvox/) on
// the models of netvox-more-models-3.test.ts: each output verbatim, either a <model>-codec.yaml
// example's `output.data` (source "<model>-codec.yaml <commit>, <description>") or what the codec
// printed for the bytes, run in Node from /tmp (source "<codec>.js <commit>, <what the bytes are>").
// The versions:
// - payload/r718ad.js at 0a254aaa3adb0237faed50aa34916df1d07cf417 (its decoding unchanged, only
//   reformatted, at 5567f515cd2142c4c8a60fbac489afdcd6fe2446)
// - payload/r718b2.js at d246745cb95f4c93272ec1b5d4259c5a05a740d4 (the version that names the
//   R718CN2's device type 0x18)
// - r718ad-codec.yaml at 3a6f6b45616bf0b04712f28983f8d381e73230f9
// - r711a-codec.yaml and r718ct2-codec.yaml at a91cd67c60b46801b4a6aba7dff71c0145563fb6
// - r718b2-codec.yaml and r718ck2-codec.yaml at 9666fa5e7e118fb4a4b2af6534520cc98349881e
// - r718cn2-codec.yaml at 22dcee87e49704cf853afacc95687036174849b7
// - payload/r718da2_r718db2_r718f2.js at 0a254aaa3adb0237faed50aa34916df1d07cf417
// - r718da2-, r718db2- and r718lb2-codec.yaml at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200
// - r718f2-codec.yaml at 65f1ca730699a0dad8cd50d1fc81beaffd6daee3
// The codec outputs where our fields differ on purpose are in the test, not here.

const ex = (
  model: string,
  source: string,
  fPort: number,
  hex: string,
  output: Record<string, unknown>,
): CodecOutput => ({ model: `netvox/${model}`, source, fPort, hex, output });

const version = (device: string, datecode: string) => ({
  Device: device,
  SWver: 10,
  HWver: 2,
  Datecode: datecode,
});

export const netvoxMoreCodecOutputs3: readonly CodecOutput[] = [
  // R718AD, R711A: 0.01 °C.
  ex(
    'r718ad',
    'r718ad-codec.yaml 3a6f6b45, Startup version report',
    6,
    '019C006402202008110000',
    version('R718AD', '20200811'),
  ),
  ex('r718ad', 'r718ad-codec.yaml 3a6f6b45, Status report', 6, '019C012409EA0000000000', {
    Device: 'R718AD',
    Volt: 3.6,
    Temp: 25.38,
  }),
  ex('r718ad', 'r718ad.js 0a254aaa, 3.3 V low, -10.05 °C', 6, '019C01A1FC130000000000', {
    Volt: '3.3(low battery)',
    Device: 'R718AD',
    Temp: -10.05,
  }),
  ex('r718ad', 'r718ad-codec.yaml 3a6f6b45, Configure report response', 7, '819C000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718AD',
    Status: 'Success',
  }),
  ex('r718ad', 'r718ad-codec.yaml 3a6f6b45, Read configure report response', 7, '829C038407080100320000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718AD',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    TempChange: 0.5,
  }),
  ex(
    'r711a',
    'r711a-codec.yaml a91cd67c, Startup version report',
    6,
    '01BC006402202008110000',
    version('R711A', '20200811'),
  ),
  ex('r711a', 'r711a-codec.yaml a91cd67c, Status report', 6, '01BC011E09EA0000000000', {
    Device: 'R711A',
    Volt: 3,
    Temp: 25.38,
  }),
  ex('r711a', 'r718ad.js 0a254aaa, 2.5 V, -0.1 °C', 6, '01BC0119FFF60000000000', {
    Volt: 2.5,
    Device: 'R711A',
    Temp: -0.1,
  }),
  ex('r711a', 'r711a-codec.yaml a91cd67c, Configure report response', 7, '81BC000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R711A',
    Status: 'Success',
  }),
  ex('r711a', 'r718ad.js 0a254aaa, a failed ConfigReportRsp', 7, '81BC010000000000000000', {
    Device: 'R711A',
    Cmd: 'ConfigReportRsp',
    Status: 'Failure',
  }),
  ex(
    'r711a',
    'r718ad.js 0a254aaa, ReadConfigReportRsp 120 s, 3600 s, 1 V, 1 °C',
    7,
    '82BC00780E100A00640000',
    {
      Device: 'R711A',
      Cmd: 'ReadConfigReportRsp',
      MinTime: 120,
      MaxTime: 3600,
      BatteryChange: 1,
      TempChange: 1,
    },
  ),

  // R718B2, R718CK2, R718CT2, R718CN2: two probes, 0.1 °C.
  ex(
    'r718b2',
    'r718b2-codec.yaml 9666fa5e, Startup version report',
    6,
    '0114006402202007290000',
    version('R718B2', '20200729'),
  ),
  ex('r718b2', 'r718b2-codec.yaml 9666fa5e, Status report', 6, '0114012400FD016D000000', {
    Device: 'R718B2',
    Volt: 3.6,
    Temp1: 25.3,
    Temp2: 36.5,
  }),
  ex('r718b2', 'r718b2.js d246745c, 3.1 V low, -10 and -100 °C', 6, '0114019FFF9CFC18000000', {
    Volt: '3.1(low battery)',
    Device: 'R718B2',
    Temp1: -10,
    Temp2: -100,
  }),
  ex('r718b2', 'r718b2-codec.yaml 9666fa5e, Configure report response', 7, '8114000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718B2',
    Status: 'Success',
  }),
  ex('r718b2', 'r718b2-codec.yaml 9666fa5e, Read configure report response', 7, '8214038407080100050000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718B2',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    TempChange: 0.5,
  }),
  ex('r718b2', 'r718b2-codec.yaml 9666fa5e, Set global calibrate response', 14, '8101000000000000000000', {
    Cmd: 'SetGlobalCalibrateRsp',
    SensorType: 'Temperature',
    Channel: 1,
    Status: 'Success',
  }),
  ex('r718b2', 'r718b2-codec.yaml 9666fa5e, Get global calibrate response', 14, '82010000010001000A0000', {
    Cmd: 'GetGlobalCalibrateRsp',
    SensorType: 'Temperature',
    Channel: 1,
    Multiplier: 1,
    Divisor: 1,
    DeltValue: 10,
  }),
  ex('r718b2', 'r718b2-codec.yaml 9666fa5e, Clear global calibrate response', 14, '8300000000000000000000', {
    Cmd: 'ClearGlobalCalibrateRsp',
    Status: 'Success',
  }),
  ex('r718b2', 'r718b2.js d246745c, probe 2 calibration: x2 / 3, -10', 14, '82010100020003FFF60000', {
    Cmd: 'GetGlobalCalibrateRsp',
    SensorType: 'Temperature',
    Channel: 2,
    Multiplier: 2,
    Divisor: 3,
    DeltValue: -10,
  }),
  ex('r718b2', 'r718b2.js d246745c, probe 2 calibration failed', 14, '8101010100000000000000', {
    Cmd: 'SetGlobalCalibrateRsp',
    SensorType: 'Temperature',
    Channel: 2,
    Status: 'Failure',
  }),
  ex(
    'r718ck2',
    'r718ck2-codec.yaml 9666fa5e, Startup version report',
    6,
    '0116006402202007290000',
    version('R718CK2', '20200729'),
  ),
  ex('r718ck2', 'r718ck2-codec.yaml 9666fa5e, Status report', 6, '0116012400FD016D000000', {
    Device: 'R718CK2',
    Volt: 3.6,
    Temp1: 25.3,
    Temp2: 36.5,
  }),
  ex('r718ck2', 'r718ck2-codec.yaml 9666fa5e, Read configure report response', 7, '8216038407080100050000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718CK2',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    TempChange: 0.5,
  }),
  ex('r718ct2', 'r718ct2-codec.yaml a91cd67c, Status report', 6, '0117012400FD016D000000', {
    Device: 'R718CT2',
    Volt: 3.6,
    Temp1: 25.3,
    Temp2: 36.5,
  }),
  ex('r718ct2', 'r718ct2-codec.yaml a91cd67c, Configure report response', 7, '8117000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718CT2',
    Status: 'Success',
  }),
  ex(
    'r718cn2',
    'r718cn2-codec.yaml 22dcee87, Startup version report',
    6,
    '0118006402202007290000',
    version('R718CN2', '20200729'),
  ),
  ex('r718cn2', 'r718cn2-codec.yaml 22dcee87, Status report', 6, '0118012400FD016D000000', {
    Device: 'R718CN2',
    Volt: 3.6,
    Temp1: 25.3,
    Temp2: 36.5,
  }),
  ex('r718cn2', 'r718b2.js d246745c, 3 V, 400 and -50 °C', 6, '0118011E0FA0FE0C000000', {
    Volt: 3,
    Device: 'R718CN2',
    Temp1: 400,
    Temp2: -50,
  }),
  ex(
    'r718cn2',
    'r718b2.js d246745c, ReadConfigReportRsp 600 s, 28800 s, 2 V, 3 °C',
    7,
    '82180258708014001E0000',
    {
      Device: 'R718CN2',
      Cmd: 'ReadConfigReportRsp',
      MinTime: 600,
      MaxTime: 28800,
      BatteryChange: 2,
      TempChange: 3,
    },
  ),
  // R718DA2, R718DB2, R718F2, R718LB2: two states (r718da2_r718db2_r718f2.js).
  ex('r718da2', 'r718da2-codec.yaml 62c8acdd, Startup version report', 6, '012F00640B202004240000', {
    Device: 'R718DA2',
    SWver: 10,
    HWver: 11,
    Datecode: '20200424',
  }),
  ex('r718da2', 'r718da2-codec.yaml 62c8acdd, Status report', 6, '012F011E01000000000000', {
    Device: 'R718DA2',
    Volt: 3,
    status1: 1,
    status2: 0,
  }),
  ex(
    'r718da2',
    'r718da2_r718db2_r718f2.js 0a254aaa, 3.6 V low, both vibrating',
    6,
    '012F01A401010000000000',
    {
      Device: 'R718DA2',
      Volt: '3.6(low battery)',
      status1: 1,
      status2: 1,
    },
  ),
  ex('r718da2', 'r718da2-codec.yaml 62c8acdd, Configure report response', 7, '812F000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718DA2',
    Status: 'Success',
  }),
  ex('r718da2', 'r718da2-codec.yaml 62c8acdd, Read configure report response', 7, '822F038407080100000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718DA2',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
  }),
  ex('r718db2', 'r718db2-codec.yaml 62c8acdd, Status report', 6, '013D011E01000000000000', {
    Device: 'R718DB2',
    Volt: 3,
    status1: 1,
    status2: 0,
  }),
  ex('r718db2', 'r718da2_r718db2_r718f2.js 0a254aaa, 3.6 V, both still', 6, '013D012400000000000000', {
    Device: 'R718DB2',
    Volt: 3.6,
    status1: 0,
    status2: 0,
  }),
  ex('r718f2', 'r718f2-codec.yaml 65f1ca73, Startup version report', 6, '013E00640B202004240000', {
    Device: 'R718F2',
    SWver: 10,
    HWver: 11,
    Datecode: '20200424',
  }),
  ex('r718f2', 'r718f2-codec.yaml 65f1ca73, Status report', 6, '013E011E01000000000000', {
    Device: 'R718F2',
    Volt: 3,
    status1: 1,
    status2: 0,
  }),
  ex('r718f2', 'r718da2_r718db2_r718f2.js 0a254aaa, the second switch open', 6, '013E011E00010000000000', {
    Device: 'R718F2',
    Volt: 3,
    status1: 0,
    status2: 1,
  }),
  ex('r718f2', 'r718da2_r718db2_r718f2.js 0a254aaa, a failed ConfigReportRsp', 7, '813E010000000000000000', {
    Device: 'R718F2',
    Cmd: 'ConfigReportRsp',
    Status: 'Failure',
  }),
  ex('r718lb2', 'r718lb2-codec.yaml 62c8acdd, Status report', 6, '0145011E01000000000000', {
    Device: 'R718LB2',
    Volt: 3,
    status1: 1,
    status2: 0,
  }),
  ex('r718lb2', 'r718da2_r718db2_r718f2.js 0a254aaa, 3.3 V low, both closed', 6, '014501A100000000000000', {
    Device: 'R718LB2',
    Volt: '3.3(low battery)',
    status1: 0,
    status2: 0,
  }),
  ex('r718lb2', 'r718lb2-codec.yaml 62c8acdd, Read configure report response', 7, '8245038407080100000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718LB2',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
  }),
  ex(
    'r718lb2',
    'r718da2_r718db2_r718f2.js 0a254aaa, ReadConfigReportRsp 10 s, 3600 s, 0.5 V',
    7,
    '8245000A0E100500000000',
    {
      Device: 'R718LB2',
      Cmd: 'ReadConfigReportRsp',
      MinTime: 10,
      MaxTime: 3600,
      BatteryChange: 0.5,
    },
  ),
];
