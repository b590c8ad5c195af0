import type { VendorCase } from './tracker-cases.ts';

// Seeed's SenseCAP S2107 decoder (Seeed-Solution/SenseCAP-Decoder S2107/TTN/SenseCAP_S2107_TTN_Decoder.js
// at bceda3d31df47908e3934566c7f640fea763d539, last changed at 7d9ad903) run in Node on frames built
// for it (copied to /tmp, decodeUplink({ bytes })): `vendor` is its `data.messages` verbatim, `ours`
// where we differ on purpose (with the reason), `readings` and `warnings` ours. Seeed publishes no
// S2107 uplink as bytes (its wiki's examples are screenshots). Used by sensecap-more-models.test.ts.

const temperature = (value: string, channel: string) => ({
  measurementValue: value,
  measurementId: '4203',
  type: 'Temperature',
  measurementChannel: channel,
});

export const sensecapS2107Cases: VendorCase[] = [
  {
    name: 'battery / versions (0x49), channel states (0x48) and the three probes (0x47) in one uplink',
    port: 3,
    hex: '495F01020304000A480101FFFFFFFFFFFFFFFF470A28F63C8000',
    vendor: {
      messages: [
        [{ 'Battery(%)': 95, 'Hardware Version': '1.2', 'Firmware Version': '3.4', measureInterval: 600 }],
        [
          { channel_index: '1', status: 'normal', channelType: '1' },
          { channel_index: '2', status: 'normal', channelType: '1' },
        ],
        [temperature('26', '1'), temperature('-25', '2')],
      ],
    },
    readings: { battery_pct: 95, external_temperature: 26 },
  },
  {
    name: 'a measurement stored while offline (0x46): Unix time 1700000000, probes 2 and 3 0x8000',
    port: 3,
    hex: '466553F1000A2880008000',
    vendor: { messages: [[{ ...temperature('26', '1'), measureTime: 1700000000000 }]] },
    readings: { 'external_temperature@2023-11-14T22:13:20.000Z': 26 },
  },
  {
    name: 'a stored measurement whose clock was never set (time 100)',
    port: 3,
    hex: '460000006409C48000F63C',
    vendor: {
      messages: [
        [
          { ...temperature('25', '1'), measureTime: 100000 },
          { ...temperature('-25', '3'), measureTime: 100000 },
        ],
      ],
    },
    readings: {},
    warnings: ["stored measurement's time 100 is not a plausible clock; probe 1 not stored"],
  },
  {
    name: 'probe 1 at 0.00 °C',
    port: 3,
    hex: '4700000FA08000',
    vendor: { messages: [[temperature('40', '2')]] },
    // Seeed's decoder tests the value for truth (`if (tmpOne)`), so a probe at exactly 0 °C
    // disappears; 0x0000 is a measurement (its "no value" is 0x8000): we keep it.
    ours: { messages: [[temperature('0', '1'), temperature('40', '2')]] },
    readings: { external_temperature: 0 },
  },
  {
    name: 'negative values in 0.01 °C steps, probe 2 0x8000',
    port: 3,
    hex: '47FF9C8000FFFF',
    vendor: { messages: [[temperature('-1', '1'), temperature('-0.01', '3')]] },
    readings: { external_temperature: -1 },
  },
  {
    name: 'channel states: 2 abnormal, 1 normal, 0 idle, 0xFF left out',
    port: 3,
    hex: '4802010000FFFFFFFFFFFF',
    vendor: {
      messages: [
        [
          { channel_index: '1', status: 'abnormal', channelType: '1' },
          { channel_index: '2', status: 'normal', channelType: '1' },
          { channel_index: '3', status: 'idle', channelType: '1' },
          { channel_index: '4', status: 'idle', channelType: '1' },
        ],
      ],
    },
    readings: {},
    warnings: ['channel 1 is abnormal'],
  },
  {
    name: 'a battery byte of 0x80 (-128 %), 30-minute interval',
    port: 3,
    hex: '498000010100001E',
    vendor: {
      messages: [
        [{ 'Battery(%)': -128, 'Hardware Version': '0.1', 'Firmware Version': '1.0', measureInterval: 1800 }],
      ],
    },
    readings: {},
    warnings: ['battery -128 % is not a percentage; not stored'],
  },
  {
    name: 'a 0x7F frame before the probes: skipped, nothing printed',
    port: 3,
    hex: '7F01470A2880008000',
    vendor: { messages: [[temperature('26', '1')]] },
    readings: { external_temperature: 26 },
  },
];

/** Bytes Seeed's decoder reads wrongly or not at all; ours differs on purpose (see each reason). */
export const sensecapS2107Odd: VendorCase[] = [
  {
    name: 'two bytes of an unknown frame before the probes',
    port: 3,
    hex: 'AABB470A2880008000',
    // Seeed's decoder stops at the first id it does not know and prints nothing; one unknown
    // frame must not cost the uplink the frames we know (README).
    vendor: { messages: [] },
    ours: { messages: [[temperature('26', '1')]] },
    readings: { external_temperature: 26 },
    warnings: ['unknown frame 0xAA at byte 0: 2 bytes not decoded'],
  },
  {
    name: 'a second 0x47 cut off after 2 of its 7 bytes',
    port: 3,
    hex: '470A2880008000470A',
    // Seeed's decoder reads the one byte left as probe 1 (0x0A / 100 = 0.1 °C); we keep the whole
    // frame's 26 °C and warn.
    vendor: {
      messages: [[temperature('26', '1')], [temperature('0.1', '1')]],
    },
    ours: { messages: [[temperature('26', '1')]] },
    readings: { external_temperature: 26 },
    warnings: ['payload truncated: frame 0x47 at byte 7 needs 7 bytes, has 2; not decoded'],
  },
];
