import type { ExampleReadings } from './codec-example.ts';

// UC11-N1: what Milesight's own decoder (Milesight-IoT/SensorDecoders at
// e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3: uc-series/uc11-n1/uc11-n1-decoder.js, RAW_VALUE 0)
// prints for each uplink, run in Node (milesightDeviceDecode) and recorded verbatim (JSON).
// Neither a README nor uc11-n1-codec.json has an example uplink ("bytes" is empty), so the frames
// are built from the decoder's records (channel, type, the lengths it steps over). `readings` are
// ours, `ours` is what our fields are where they are not the decoder's output
// (milesight-more-models-10.test.ts says why), `warnings` ours. Used by
// milesight-more-models-10.test.ts and fuzz-seeds.ts.

export type VendorOutputCase = {
  name: string;
  hex: string;
  output: Record<string, unknown>;
  readings: ExampleReadings;
  ours?: Record<string, unknown>;
  warnings?: readonly string[];
};

const uc11n1: VendorOutputCase[] = [
  {
    name: 'device information after a join (ff 0b, 01, 09, 0a, 0f, 08)',
    hex: 'FF0B01FF0101FF090140FF0A0105FF0F00FF086713D1234567',
    output: {
      device_status: 'on',
      ipso_version: 'v0.1',
      hardware_version: 'v1.4',
      firmware_version: 'v1.5',
      lorawan_class: 'Class A',
      sn: '6713d1234567',
    },
    readings: {},
  },
  {
    name: 'battery 100 %, GPIO 1 low, GPIO 2 high',
    hex: '017564030000040001',
    output: { battery: 100, gpio_1: 'low', gpio_2: 'high' },
    readings: { battery_pct: 100, digital_inputs: 0b10 },
  },
  {
    name: 'both GPIOs high on another record type (03 01, 04 01)',
    hex: '030101040101',
    output: { gpio_1: 'high', gpio_2: 'high' },
    readings: { digital_inputs: 0b11 },
  },
  {
    name: 'one GPIO only: no digital inputs reading',
    hex: '030101',
    output: { gpio_1: 'high' },
    readings: {},
  },
  {
    name: 'pulse counter 1000, battery 80 %',
    hex: '04C8E8030000017550',
    output: { gpio_counter: 1000, battery: 80 },
    readings: { pulse_count: 1000, battery_pct: 80 },
  },
  {
    name: 'analog input 1: 2.5, minimum 1, maximum 3, average 2',
    hex: '0502FA0064002C01C800',
    output: { adc_1: 2.5, adc_1_min: 1, adc_1_max: 3, adc_1_avg: 2 },
    readings: {},
  },
  {
    name: 'analog input 2, negative values',
    hex: '06026AFF38FF0000CEFF',
    output: { adc_2: -1.5, adc_2_min: -2, adc_2_max: 0, adc_2_avg: -0.5 },
    readings: {},
  },
  {
    name: 'Modbus channels 1 (coil) and 2 (16-bit word)',
    hex: 'FF0E070001FF0E08023412',
    output: { modbus_chn_1: 1, modbus_chn_2: 4660 },
    readings: {},
  },
  {
    name: 'Modbus channels 3 (32-bit word) and 4 (float)',
    hex: 'FF0E090478563412FF0E0A050000AC41',
    output: { modbus_chn_3: 305419896, modbus_chn_4: 21.5 },
    readings: {},
  },
  {
    name: 'Modbus channels 5 (discrete) and 6 (input word), 7 (input 32-bit word)',
    hex: 'FF0E0B0100FF0E0C030180FF0E0D06FFFFFFFF',
    output: { modbus_chn_5: 0, modbus_chn_6: 32769, modbus_chn_7: 4294967295 },
    readings: {},
  },
  {
    name: 'a Modbus float that is not a number (7fc00000)',
    hex: 'FF0E0E070000C07F',
    output: { modbus_chn_8: 5.104235503814077e38 },
    ours: { modbus_chn_8: null },
    readings: {},
    warnings: ['modbus_chn_8 is not a number; not stored'],
  },
  {
    name: 'a GPIO level of no name: "unknown", no digital inputs reading',
    hex: '030101040005',
    output: { gpio_1: 'high', gpio_2: 'unknown' },
    readings: {},
    warnings: ['unknown gpio_2 value 5; not stored'],
  },
];

export const milesightCases11: Readonly<Record<string, readonly VendorOutputCase[]>> = {
  'milesight-iot/uc11-n1': uc11n1,
};
