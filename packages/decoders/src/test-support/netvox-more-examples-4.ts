import type { CodecOutput } from './codec-example.ts';

// Netvox's codec in the TTN device repository (TheThingsNetwork/lorawan-devices vendor/netvox/) on
// the models of netvox-more-models-4.test.ts: each output verbatim, either a <model>-codec.yaml
// example's `output.data` (source "<model>-codec.yaml <commit>, <description>") or what the codec
// printed for the bytes, run in Node from /tmp (source "<codec>.js <commit>, <what the bytes are>").
// The versions:
// - payload/r718da2_r718db2_r718f2.js at 0a254aaa3adb0237faed50aa34916df1d07cf417 (it names the
//   R718J2 0x43, R311CA 0x4C, R311CB 0x56 and R311CC 0x6C)
// - r311ca-, r311cb- and r718j2-codec.yaml at 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200
// - r311cc-codec.yaml at f538e9c80ebf239325efc6e7c2a55945624455d4
// The codec outputs where our fields differ on purpose are in the test, not here.

const ex = (
  model: string,
  source: string,
  fPort: number,
  hex: string,
  output: Record<string, unknown>,
): CodecOutput => ({ model: `netvox/${model}`, source, fPort, hex, output });

const startup = (device: string) => ({ Device: device, SWver: 10, HWver: 11, Datecode: '20200424' });

/** The four examples each of the models' codec.yaml gives, the device type its only difference. */
function yamlExamples(model: string, type: string, commit: string): CodecOutput[] {
  const device = model.toUpperCase();
  const yaml = `${model}-codec.yaml ${commit}`;
  return [
    ex(model, `${yaml}, Startup version report`, 6, `01${type}00640B202004240000`, startup(device)),
    ex(model, `${yaml}, Status report`, 6, `01${type}011E01000000000000`, {
      Device: device,
      Volt: 3,
      status1: 1,
      status2: 0,
    }),
    ex(model, `${yaml}, Configure report response`, 7, `81${type}000000000000000000`, {
      Cmd: 'ConfigReportRsp',
      Device: device,
      Status: 'Success',
    }),
    ex(model, `${yaml}, Read configure report response`, 7, `82${type}038407080100000000`, {
      Cmd: 'ReadConfigReportRsp',
      Device: device,
      MinTime: 900,
      MaxTime: 1800,
      BatteryChange: 0.1,
    }),
  ];
}

export const netvoxMoreCodecOutputs4: readonly CodecOutput[] = [
  // R311CC: two external reed switches.
  ...yamlExamples('r311cc', '6C', 'f538e9c8'),
  ex(
    'r311cc',
    'r718da2_r718db2_r718f2.js 0a254aaa, 3.3 V low, second switch open',
    6,
    '016C01A100010000000000',
    {
      Device: 'R311CC',
      Volt: '3.3(low battery)',
      status1: 0,
      status2: 1,
    },
  ),
  ex('r311cc', 'r718da2_r718db2_r718f2.js 0a254aaa, both closed', 6, '016C011E00000000000000', {
    Device: 'R311CC',
    Volt: 3,
    status1: 0,
    status2: 0,
  }),
  ex('r311cc', 'r718da2_r718db2_r718f2.js 0a254aaa, both open', 6, '016C011E01010000000000', {
    Device: 'R311CC',
    Volt: 3,
    status1: 1,
    status2: 1,
  }),
  ex('r311cc', 'r718da2_r718db2_r718f2.js 0a254aaa, a failed ConfigReportRsp', 7, '816C010000000000000000', {
    Device: 'R311CC',
    Cmd: 'ConfigReportRsp',
    Status: 'Failure',
  }),
  ex(
    'r311cc',
    'r718da2_r718db2_r718f2.js 0a254aaa, ReadConfigReportRsp 120 s, 3600 s, 1 V',
    7,
    '826C00780E100A00000000',
    { Device: 'R311CC', Cmd: 'ReadConfigReportRsp', MinTime: 120, MaxTime: 3600, BatteryChange: 1 },
  ),

  // R311CA, R718J2: two dry contact inputs; R311CB: a reed switch and an external input.
  ...yamlExamples('r311ca', '4C', '62c8acdd'),
  ex('r311ca', 'r718da2_r718db2_r718f2.js 0a254aaa, 3.1 V low, both inputs 1', 6, '014C019F01010000000000', {
    Device: 'R311CA',
    Volt: '3.1(low battery)',
    status1: 1,
    status2: 1,
  }),
  ...yamlExamples('r311cb', '56', '62c8acdd'),
  ex('r311cb', 'r718da2_r718db2_r718f2.js 0a254aaa, second input 1', 6, '0156011E00010000000000', {
    Device: 'R311CB',
    Volt: 3,
    status1: 0,
    status2: 1,
  }),
  ...yamlExamples('r718j2', '43', '62c8acdd'),
  ex('r718j2', 'r718da2_r718db2_r718f2.js 0a254aaa, 3.6 V, second input 1', 6, '0143012400010000000000', {
    Device: 'R718J2',
    Volt: 3.6,
    status1: 0,
    status2: 1,
  }),
  ex(
    'r718j2',
    'r718da2_r718db2_r718f2.js 0a254aaa, ReadConfigReportRsp 60 s, 3600 s, 0.2 V',
    7,
    '8243003C0E100200000000',
    { Device: 'R718J2', Cmd: 'ReadConfigReportRsp', MinTime: 60, MaxTime: 3600, BatteryChange: 0.2 },
  ),
];
