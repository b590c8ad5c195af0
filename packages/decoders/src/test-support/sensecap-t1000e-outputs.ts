import type { CodecOutput } from './codec-example.ts';

// SenseCAP T1000-E: what Seeed's decoder (Seeed-Solution/SenseCAP-Decoder
// T1000/TTN/SenseCAP_T1000E_TTN_Decoder.js at bceda3d31df47908e3934566c7f640fea763d539) gives, run in
// Node, for frames built to reach its frame ids and event bits (Seeed publishes no T1000-E example;
// trackers-more-sensecap.test.ts checks our decoder's fields on the same frames): verbatim, the
// output a The Things Stack application running that decoder hands on. Its `measureTime` is the
// clock of the machine that ran it (the frames carry no time).

const t1000e = (name: string, fPort: number, hex: string, output: Record<string, unknown>): CodecOutput => ({
  model: 'sensecap/t1000-e',
  source: `SenseCAP_T1000E_TTN_Decoder.js bceda3d3, ${name}`,
  fPort,
  hex,
  output,
});

/** Seeed's T1000-E decoder's outputs, for the network-decoded agreement test. */
export const senseCapT1000eOutputs: CodecOutput[] = [
  t1000e(
    'frame 0x1F (GNSS, sensors, accelerometer), start of movement',
    5,
    '1F015A00FD0038FF88001E03D406D2A9A101D0C0DB',
    {
      valid: true,
      err: 0,
      payload: '1f015a00fd0038ff88001e03d406d2a9a101d0c0db',
      messages: [
        [
          {
            measurementId: '5003',
            measureTime: 1795960934,
            value: [{ id: 1, eventName: 'Start moving event.' }],
          },
          { measurementId: '3000', measureTime: 1795960934, value: 90 },
          { measurementId: '4097', measureTime: 1795960934, value: 25.3 },
          { measurementId: '4199', measureTime: 1795960934, value: 56 },
          { measurementId: '4210', measureTime: 1795960934, value: -120 },
          { measurementId: '4211', measureTime: 1795960934, value: 30 },
          { measurementId: '4212', measureTime: 1795960934, value: 980 },
          { measurementId: '4197', measureTime: 1795960934, value: 114.469281 },
          { measurementId: '4198', measureTime: 1795960934, value: 30.458075 },
        ],
      ],
    },
  ),
  t1000e(
    'frame 0x21 (Bluetooth scan), button pressed once, no light value',
    5,
    '21805AFFCC800000010002000301C1D2E3F40516BA',
    {
      valid: true,
      err: 0,
      payload: '21805affcc800000010002000301c1d2e3f40516ba',
      messages: [
        [
          {
            measurementId: '5003',
            measureTime: 1795960934,
            value: [{ id: 8, eventName: 'Press once event.' }],
          },
          { measurementId: '3000', measureTime: 1795960934, value: 90 },
          { measurementId: '4097', measureTime: 1795960934, value: -5.2 },
          { measurementId: '4199', measureTime: 1795960934, value: null },
          { measurementId: '4210', measureTime: 1795960934, value: 1 },
          { measurementId: '4211', measureTime: 1795960934, value: 2 },
          { measurementId: '4212', measureTime: 1795960934, value: 3 },
          {
            measurementId: '5002',
            measureTime: 1795960934,
            value: [{ mac: 'C1:D2:E3:F4:05:16', rssi: -70 }],
          },
        ],
      ],
    },
  ),
  t1000e('frame 0x22 (GNSS), SOS', 5, '22403200D70000FBC9AC0CFDFB3400', {
    valid: true,
    err: 0,
    payload: '22403200d70000fbc9ac0cfdfb3400',
    messages: [
      [
        { measurementId: '5003', measureTime: 1795960934, value: [{ id: 7, eventName: 'SOS event.' }] },
        { measurementId: '3000', measureTime: 1795960934, value: 50 },
        { measurementId: '4097', measureTime: 1795960934, value: 21.5 },
        { measurementId: '4199', measureTime: 1795960934, value: 0 },
        { measurementId: '4197', measureTime: 1795960934, value: -70.6693 },
        { measurementId: '4198', measureTime: 1795960934, value: -33.8688 },
      ],
    ],
  }),
  t1000e('frame 0x23 (Wi-Fi scan), end of movement', 5, '23023200D7000C01A0B3CCD358E6C2', {
    valid: true,
    err: 0,
    payload: '23023200d7000c01a0b3ccd358e6c2',
    messages: [
      [
        {
          measurementId: '5003',
          measureTime: 1795960934,
          value: [{ id: 2, eventName: 'End movement event.' }],
        },
        { measurementId: '3000', measureTime: 1795960934, value: 50 },
        { measurementId: '4097', measureTime: 1795960934, value: 21.5 },
        { measurementId: '4199', measureTime: 1795960934, value: 12 },
        { measurementId: '5001', measureTime: 1795960934, value: [{ mac: 'A0:B3:CC:D3:58:E6', rssi: -62 }] },
      ],
    ],
  }),
  t1000e('frame 0x24 (sensors), motionless', 5, '24043200D7000C00', {
    valid: true,
    err: 0,
    payload: '24043200d7000c00',
    messages: [
      [
        {
          measurementId: '5003',
          measureTime: 1795960934,
          value: [{ id: 3, eventName: 'Motionless event.' }],
        },
        { measurementId: '3000', measureTime: 1795960934, value: 50 },
        { measurementId: '4097', measureTime: 1795960934, value: 21.5 },
        { measurementId: '4199', measureTime: 1795960934, value: 12 },
      ],
    ],
  }),
  t1000e('frame 0x26 (sensors), no event, no temperature or light value', 5, '26006480008000', {
    valid: true,
    err: 0,
    payload: '26006480008000',
    messages: [
      [
        { measurementId: '5003', measureTime: 1795960934, value: [] },
        { measurementId: '3000', measureTime: 1795960934, value: 100 },
        { measurementId: '4097', measureTime: 1795960934, value: null },
        { measurementId: '4199', measureTime: 1795960934, value: null },
      ],
    ],
  }),
];
