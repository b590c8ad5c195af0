import type { CodecOutput } from './codec-example.ts';

// Netvox's codecs in the TTN device repository (TheThingsNetwork/lorawan-devices vendor/netvox/) on
// the models of netvox-more-models-2.test.ts: each output verbatim, either a <model>-codec.yaml
// example's `output.data` (source "<model>-codec.yaml <commit>, <description>") or what the codec
// printed for the bytes, run in Node from /tmp (source "<codec>.js <commit>, <what the bytes are>").
// The versions:
// - payload/ra02a.js at c9a9f408e487c620d8e4fbb0a2b65c250e3fbfbb (the codec ra02c-codec.yaml names)
// - payload/ra02c.js at 5c12ba106610398d3a6396a43ca09e433f0ad502
// - payload/r718y.js at cbc0876cf3b5a2b888b40568ff9c41a8726a1fbd
// - payload/r809a.js at 49772262c171613c604b07c98f986f595a722c9e
// - payload/r831.js at abde4b56107220a65ca6d217f2d7466f2bd5dc72
// - payload/r718ia2_ib2.js and r718ka.js at 0a254aaa3adb0237faed50aa34916df1d07cf417
// - ra02a-codec.yaml at c9a9f408e487c620d8e4fbb0a2b65c250e3fbfbb
// - ra02c-codec.yaml at a91cd67c60b46801b4a6aba7dff71c0145563fb6
// - r718y-codec.yaml at 9bab2c3aa5b5afef40cca48fd90690f281bf19d0
// - r809a-codec.yaml and r831d-codec.yaml at 548adf99993c908f6d2db8d74176f69fdd5f0852
// - r831c- and r718ia2-codec.yaml at a91cd67c60b46801b4a6aba7dff71c0145563fb6
// - r718ka-codec.yaml at e07db5e4083e5bffc416e614b94b9281e8bc711b
// The "R809A manual" frames are the R809A user manual's (Netvox, section 5 "Data Report": uplinks
// 010E010000000006000001 and 010E010000000006010000; the ReadConfigReportRsp 820E0002012C0064001400
// of its "Example of ConfigureCmd"), decoded by r809a.js. The codec outputs where our fields differ
// on purpose are in the test, not here.

const ex = (
  model: string,
  source: string,
  fPort: number,
  hex: string,
  output: Record<string, unknown>,
): CodecOutput => ({ model: `netvox/${model}`, source, fPort, hex, output });

export const netvoxMoreCodecOutputs2: readonly CodecOutput[] = [
  ex('ra02a', 'ra02a-codec.yaml c9a9f408, Startup version report', 6, '010A006415202008110000', {
    Device: 'RA02A',
    SWver: 10,
    HWver: 21,
    Datecode: '20200811',
  }),
  ex('ra02a', 'ra02a-codec.yaml c9a9f408, Status report', 6, '010A011E010104B0000000', {
    Device: 'RA02A',
    Volt: 3,
    FireAlarm: 'Alarm',
    HighTempAlarm: 'Alarm',
    Temp: 120,
  }),
  ex('ra02a', 'ra02a.js c9a9f408, 3.6 V, no alarms, 25.3 °C', 6, '010A0124000000FD000000', {
    Device: 'RA02A',
    Volt: 3.6,
    FireAlarm: 'No Alarm',
    HighTempAlarm: 'No Alarm',
    Temp: 25.3,
  }),
  ex(
    'ra02a',
    'ra02a.js c9a9f408, 3.3 V with the low-battery bit, alarm byte 0xFF, -10.5 °C',
    6,
    '010A01A1FF00FF97000000',
    { Device: 'RA02A', Volt: '3.3(low battery)', FireAlarm: 'Alarm', HighTempAlarm: 'No Alarm', Temp: -10.5 },
  ),
  ex('ra02a', 'ra02a.js c9a9f408, the smoke alarm alone, 0.0 °C', 6, '010A012301000000000000', {
    Device: 'RA02A',
    Volt: 3.5,
    FireAlarm: 'Alarm',
    HighTempAlarm: 'No Alarm',
    Temp: 0,
  }),
  ex(
    'ra02a',
    'ra02a.js c9a9f408, the heat alarm byte 2, temperature word 0x8000',
    6,
    '010A012400028000000000',
    { Device: 'RA02A', Volt: 3.6, FireAlarm: 'No Alarm', HighTempAlarm: 'Alarm', Temp: -3276.8 },
  ),
  ex('ra02a', 'ra02a-codec.yaml c9a9f408, Configure report response', 7, '810A000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'RA02A',
    Status: 'Success',
  }),
  ex('ra02a', 'ra02a-codec.yaml c9a9f408, Read configure report response', 7, '820A038407080100000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'RA02A',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
  }),
  ex('ra02a', 'ra02a.js c9a9f408, SetAlarmThresholdRsp, failure', 7, '830A010000000000000000', {
    Cmd: 'SetAlarmThresholdRsp',
    Device: 'RA02A',
    Status: 'Failure',
  }),
  ex('ra02a', 'ra02a.js c9a9f408, GetAlarmThresholdRsp, 70', 7, '840A460000000000000000', {
    Cmd: 'GetAlarmThresholdRsp',
    Device: 'RA02A',
    AlarmThreshold: 70,
  }),
  ex('ra02c', 'ra02a.js c9a9f408, the CO alarm alone', 6, '0111012401000000000000', {
    Device: 'RA02C',
    Volt: 3.6,
    COAlarm: 'Alarm',
    HighTempAlarm: 'No Alarm',
  }),
  ex('ra02c', 'ra02c-codec.yaml a91cd67c, Startup version report', 6, '0111006415202008110000', {
    Device: 'RA02C',
    SWver: 10,
    HWver: 21,
    Datecode: '20200811',
  }),
  ex('ra02c', 'ra02c-codec.yaml a91cd67c, Status report', 6, '0111011E00010000000000', {
    Device: 'RA02C',
    Volt: 3,
    COAlarm: 'No Alarm',
    HighTempAlarm: 'Alarm',
  }),
  ex('ra02c', 'ra02c.js 5c12ba10, the CO alarm alone', 6, '0111012401000000000000', {
    Device: 'RA02C',
    Volt: 3.6,
    COAlarm: 'Alarm',
    HighTempAlarm: 'No Alarm',
  }),
  ex('ra02c', 'ra02c.js 5c12ba10, 3.1 V with the low-battery bit, no alarms', 6, '0111019F00000000000000', {
    Device: 'RA02C',
    Volt: '3.1(low battery)',
    COAlarm: 'No Alarm',
    HighTempAlarm: 'No Alarm',
  }),
  ex('ra02c', 'ra02c.js 5c12ba10, no alarms', 6, '0111012400000000000000', {
    Device: 'RA02C',
    Volt: 3.6,
    COAlarm: 'No Alarm',
    HighTempAlarm: 'No Alarm',
  }),
  ex('ra02c', 'ra02c-codec.yaml a91cd67c, Configure report response', 7, '8111000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'RA02C',
    Status: 'Success',
  }),
  ex('ra02c', 'ra02c-codec.yaml a91cd67c, Read configure report response', 7, '8211038407080100000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'RA02C',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
  }),
  ex('ra02c', 'ra02c-codec.yaml a91cd67c, Set alarm threshold response', 7, '8311000000000000000000', {
    Cmd: 'SetAlarmThresholdRsp',
    Device: 'RA02C',
    Status: 'Success',
  }),
  ex('ra02c', 'ra02c-codec.yaml a91cd67c, Get alarm threshold response', 7, '8411640000000000000000', {
    Cmd: 'GetAlarmThresholdRsp',
    Device: 'RA02C',
    AlarmThreshold: 100,
  }),
  ex('r718y', 'r718y-codec.yaml 9bab2c3a, Startup version report', 6, '01AC006402202008110000', {
    Device: 'R718Y',
    SWver: 10,
    HWver: 2,
    Datecode: '20200811',
  }),
  ex('r718y', 'r718y-codec.yaml 9bab2c3a, Status report', 6, '01AC012403E800FD000000', {
    Volt: 3.6,
    Device: 'R718Y',
    DiffPressure: 100,
    Temp: 25.3,
  }),
  ex(
    'r718y',
    'r718y.js cbc0876c, 3.3 V with the low-battery bit, -100.0 and -10.0 °C',
    6,
    '01AC01A1FC18FF9C000000',
    { Volt: '3.3(low battery)', Device: 'R718Y', DiffPressure: -100, Temp: -10 },
  ),
  ex('r718y', 'r718y.js cbc0876c, temperature word 0x8000', 6, '01AC012400008000000000', {
    Volt: 3.6,
    Device: 'R718Y',
    DiffPressure: 0,
    Temp: -3276.8,
  }),
  ex('r718y', 'r718y-codec.yaml 9bab2c3a, Configure report response', 7, '81AC000000000000000000', {
    Device: 'R718Y',
    Cmd: 'ConfigReportRsp',
    Status: 'Success',
  }),
  ex('r718y', 'r718y.js cbc0876c, ConfigReportRsp, failure', 7, '81AC010000000000000000', {
    Device: 'R718Y',
    Cmd: 'ConfigReportRsp',
    Status: 'Failure',
  }),
  ex('r718y', 'r718y-codec.yaml 9bab2c3a, Read configure report response', 7, '82AC038407080103E80005', {
    Device: 'R718Y',
    Cmd: 'ReadConfigReportRsp',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    DiffPressureChange: 100,
    TempChange: 0.5,
  }),
  ex('r809a', 'r809a-codec.yaml 548adf99, Startup version report', 6, '010E00640C201909100000', {
    Device: 'R809A',
    SWver: 10,
    HWver: 12,
    Datecode: '20190910',
  }),
  ex('r809a', 'r809a-codec.yaml 548adf99, Status report - 1', 6, '010E010100000200010000', {
    Device: 'R809A',
    OnOff: 'ON',
    Energy: 512,
    OverCurrentAlarm: 'Alarm',
    DashCurrentAlarm: 'No alarm',
    PowerOffAlarm: 'No alarm',
  }),
  ex('r809a', 'r809a-codec.yaml 548adf99, Status report - 2', 6, '010E0200DC03E800DC0000', {
    Device: 'R809A',
    Vol: 220,
    Current: 1000,
    Power: 220,
  }),
  ex(
    'r809a',
    'r809a.js 49772262, the R809A manual uplink (off, 6 Wh, power-off alarm)',
    6,
    '010E010000000006000001',
    {
      Device: 'R809A',
      OnOff: 'OFF',
      Energy: 6,
      OverCurrentAlarm: 'No alarm',
      DashCurrentAlarm: 'No alarm',
      PowerOffAlarm: 'Alarm',
    },
  ),
  ex(
    'r809a',
    'r809a.js 49772262, the R809A manual uplink (off, 6 Wh, over-current alarm)',
    6,
    '010E010000000006010000',
    {
      Device: 'R809A',
      OnOff: 'OFF',
      Energy: 6,
      OverCurrentAlarm: 'Alarm',
      DashCurrentAlarm: 'No alarm',
      PowerOffAlarm: 'No alarm',
    },
  ),
  ex('r809a', 'r809a.js 49772262, 0 V, 0 mA, 0 W', 6, '010E020000000000000000', {
    Device: 'R809A',
    Vol: 0,
    Current: 0,
    Power: 0,
  }),
  ex('r809a', 'r809a-codec.yaml 548adf99, Configure report response', 7, '810E000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R809A',
    Status: 'Success',
  }),
  ex('r809a', 'r809a.js 49772262, ConfigReportRsp, failure', 7, '810E010000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R809A',
    Status: 'Failure',
  }),
  ex('r809a', 'r809a-codec.yaml 548adf99, Read configure report response', 7, '820E038407080064000100', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R809A',
    MinTime: 900,
    MaxTime: 1800,
    CurrentChange: 100,
    PowerChange: 1,
  }),
  ex('r809a', 'r809a.js 49772262, the R809A manual ReadConfigReportRsp', 7, '820E0002012C0064001400', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R809A',
    MinTime: 2,
    MaxTime: 300,
    CurrentChange: 100,
    PowerChange: 20,
  }),
  ex('r718ia2', 'r718ia2-codec.yaml a91cd67c, Startup version report', 6, '0141006402202012080000', {
    Device: 'R718IA2',
    SWver: 10,
    HWver: 2,
    Datecode: '20201208',
  }),
  ex('r718ia2', 'r718ia2-codec.yaml a91cd67c, Status report', 6, '0141012400050003000000', {
    Device: 'R718IA2',
    Volt: 3.6,
    ADCRawValue1: 5,
    ADCRawValue2: 3,
  }),
  ex(
    'r718ia2',
    'r718ia2_ib2.js 0a254aaa, 3.3 V with the low-battery bit, raw 65535 and 4000',
    6,
    '014101A1FFFF0FA0000000',
    { Device: 'R718IA2', Volt: '3.3(low battery)', ADCRawValue1: 65535, ADCRawValue2: 4000 },
  ),
  ex('r718ia2', 'r718ia2-codec.yaml a91cd67c, Configure report response', 7, '8141000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718IA2',
    Status: 'Success',
  }),
  ex('r718ia2', 'r718ia2-codec.yaml a91cd67c, Read configure report response', 7, '8241038407080100640000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718IA2',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    ADCRawValueChange: 100,
  }),
  ex('r718ib2', 'r718ia2_ib2.js 0a254aaa, an R718IB2 report', 6, '0142012312340000000000', {
    Device: 'R718IB2',
    Volt: 3.5,
    ADCRawValue1: 4660,
    ADCRawValue2: 0,
  }),
  ex('r718ib2', "r718ia2_ib2.js 0a254aaa, an R718IB2's ReadConfigReportRsp", 7, '8242003C0E1002FFFF0000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718IB2',
    MinTime: 60,
    MaxTime: 3600,
    BatteryChange: 0.2,
    ADCRawValueChange: 65535,
  }),
  ex('r718ka', 'r718ka-codec.yaml e07db5e4, Startup version report', 6, '012200640B201911120000', {
    Device: 'R718KA',
    SWver: 10,
    HWver: 11,
    Datecode: '20191112',
  }),
  ex('r718ka', 'r718ka-codec.yaml e07db5e4, Status report', 6, '0122012405010000000000', {
    Device: 'R718KA',
    Volt: 3.6,
    Current: 5,
    FineCurrent: 0.1,
  }),
  ex(
    'r718ka',
    'r718ka.js 0a254aaa, 3.1 V with the low-battery bit, 20 mA and 0.9',
    6,
    '0122019F14090000000000',
    { Device: 'R718KA', Volt: '3.1(low battery)', Current: 20, FineCurrent: 0.9 },
  ),
  ex('r718ka', 'r718ka-codec.yaml e07db5e4, Configure report response', 7, '8122000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R718KA',
    Status: 'Success',
  }),
  ex('r718ka', 'r718ka-codec.yaml e07db5e4, Read configure report response', 7, '822203840708010A000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718KA',
    MinTime: 900,
    MaxTime: 1800,
    BatteryChange: 0.1,
    CurrentChange: 10,
  }),
  ex('r718ka2', 'r718ka.js 0a254aaa, an R718KA2 report', 6, '0144012404140309000000', {
    Device: 'R718KA2',
    Volt: 3.6,
    Current_1: 4,
    Current_2: 20,
    FineCurrent_1: 0.3,
    FineCurrent_2: 0.9,
  }),
  ex('r718ka2', "r718ka.js 0a254aaa, an R718KA2's ReadConfigReportRsp", 7, '8244003C0E100205000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R718KA2',
    MinTime: 60,
    MaxTime: 3600,
    BatteryChange: 0.2,
    CurrentChange: 5,
  }),
];

// The R831C / R831D relay reports: our decoder stores the relays (and the R831D's inputs) as one
// bitmask reading, which apps/server's network-decoded mapping builds from the codec's separate
// `Relay_1` .. `Input_3` names (derived.ts netvoxRelays).
export const netvoxR831Outputs: readonly CodecOutput[] = [
  ex('r831c', 'r831c-codec.yaml a91cd67c, Startup version report', 6, '01AD006401202008110000', {
    Device: 'R831C',
    SWver: 10,
    HWver: 1,
    Datecode: '20200811',
  }),
  ex('r831c', 'r831c-codec.yaml a91cd67c, Status report', 6, '01AD010101000000000000', {
    Device: 'R831C',
    Relay_1: 'ON',
    Relay_2: 'ON',
    Relay_3: 'OFF',
  }),
  ex('r831c', 'r831.js abde4b56, relay 1 off, relay 3 byte 0xFF', 6, '01AD010001FF0000000000', {
    Device: 'R831C',
    Relay_1: 'OFF',
    Relay_2: 'ON',
    Relay_3: 'ON',
  }),
  ex('r831c', 'r831c-codec.yaml a91cd67c, Configure report response', 7, '81AD000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R831C',
    Status: 'Success',
  }),
  ex('r831c', 'r831c-codec.yaml a91cd67c, Read configure report response', 7, '82AD038407080000000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R831C',
    MinTime: 900,
    MaxTime: 1800,
  }),
  ex('r831c', 'r831c-codec.yaml a91cd67c, Set switch type response', 7, '83AD000000000000000000', {
    Cmd: 'SetSwitchTypeRsp',
    Device: 'R831C',
    Status: 'Success',
  }),
  ex('r831c', 'r831c-codec.yaml a91cd67c, Get switch type response', 7, '84AD000000000000000000', {
    Cmd: 'GetSwitchTypeRsp',
    Device: 'R831C',
    SwitchType: 'Toggle',
  }),
  ex('r831d', 'r831d-codec.yaml 548adf99, Startup version report', 6, '01B0006401202008110000', {
    Device: 'R831D',
    SWver: 10,
    HWver: 1,
    Datecode: '20200811',
  }),
  ex('r831d', 'r831d-codec.yaml 548adf99, Status report', 6, '01B0010101000000010000', {
    Device: 'R831D',
    Relay_1: 'ON',
    Relay_2: 'ON',
    Relay_3: 'OFF',
    Input_1: 'OFF',
    Input_2: 'OFF',
    Input_3: 'ON',
  }),
  ex('r831d', 'r831.js abde4b56, relay 3 and inputs 1-2 on', 6, '01B0010000010101000000', {
    Device: 'R831D',
    Relay_1: 'OFF',
    Relay_2: 'OFF',
    Relay_3: 'ON',
    Input_1: 'ON',
    Input_2: 'ON',
    Input_3: 'OFF',
  }),
  ex('r831d', 'r831d-codec.yaml 548adf99, Configure report response', 7, '81B0000000000000000000', {
    Cmd: 'ConfigReportRsp',
    Device: 'R831D',
    Status: 'Success',
  }),
  ex('r831d', 'r831d-codec.yaml 548adf99, Read configure report response', 7, '82B0038407080000000000', {
    Cmd: 'ReadConfigReportRsp',
    Device: 'R831D',
    MinTime: 900,
    MaxTime: 1800,
  }),
  ex('r831d', 'r831d-codec.yaml 548adf99, Set switch type response', 7, '83B0000000000000000000', {
    Cmd: 'SetSwitchTypeRsp',
    Device: 'R831D',
    Status: 'Success',
  }),
  ex('r831d', 'r831d-codec.yaml 548adf99, Get switch type response', 7, '84B0000000000000000000', {
    Cmd: 'GetSwitchTypeRsp',
    Device: 'R831D',
    SwitchType: 'Toggle',
  }),
];
