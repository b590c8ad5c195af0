import { describe, expect, it } from 'vitest';
import { sensecapS2107Cases } from '../../../../../packages/decoders/src/test-support/sensecap-s2107-examples.ts';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';
import { mapNetworkDecoded } from './map.ts';

// SenseCAP's codecs: [ttn-device-repo] = TheThingsNetwork/lorawan-devices vendor/sensecap
// (sensecap210x-common-decoder.js and sensecap210x-codec.yaml for the S2101-S2110, the S2120's
// sensecap2120-8-in-1-decoder.js and -codec.yaml, the Gen1 sensors' sensecap-common-decoder.js and
// sensecap-codec.yaml); [seeed-decoder] = Seeed-Solution/SenseCAP-Decoder (README.md, S2120/TTN/
// SenseCAP_S2120_TTN_Decoder.js). Each id's unit is from Seeed's list of measurement IDs
// ([seeed-ids] = Seeed-Studio/wiki-documents docs/Cloud_Chain/SenseCAP_API/Appendix/
// List_of_Measurement_IDs.md). The S210x decoder writes each 7-byte frame (channel, id LE, value LE
// x1000) as {type: 'report_telemetry', measurementId, measurementValue}; cases marked "for the
// frame" are what it gives for the frame cited (CRC left out).

const telemetry = (...measurements: Array<[number, number | string | boolean]>) => ({
  valid: true,
  err: 0,
  payload: '',
  messages: measurements.map(([measurementId, measurementValue]) => ({
    type: 'report_telemetry',
    measurementId,
    measurementValue,
  })),
});

const changedCases: Array<[string, CodecCase]> = [
  [
    '4106 pH (pH, 0-14) was lost',
    {
      // [seeed-ids] 4106 "pH"; the S210x decoder for the frame 01 0A10 7C150000.
      model: 'sensecap/sensecaps2100-data-logger',
      decoded: telemetry([4106, 5.5]),
      want: { ph: 5.5 },
    },
  ],
  [
    '4115 distance (cm) was lost: 123.4 cm is 1234 mm',
    {
      // [seeed-ids] 4115 "Distance, 28~250 cm"; for the frame 01 1310 08E20100.
      model: null,
      decoded: telemetry([4115, 123.4]),
      want: { distance_mm: 1234 },
    },
  ],
  [
    '4116 water leak (true / false) was lost',
    {
      // [seeed-ids] 4116 "Water Leak, true / false"; the S210x decoder writes it 1 or 0.
      model: null,
      decoded: telemetry([4116, 1]),
      want: { leak: true },
    },
  ],
  [
    '4117 liquid level (cm) was lost: 250 cm is 2500 mm',
    {
      // [seeed-ids] 4117 "Liguid Level, 0~500 cm"; for the frame 01 1510 90D00300.
      model: null,
      decoded: telemetry([4117, 250]),
      want: { liquid_level_mm: 2500 },
    },
  ],
  [
    '4118 NH3 and 4119 H2S (ppm) were lost',
    {
      // [seeed-ids] 4118 "NH3, ppm", 4119 "H2S, ppm".
      model: null,
      decoded: telemetry([4118, 3.2], [4119, 0.4]),
      want: { nh3_ppm: 3.2, h2s_ppm: 0.4 },
    },
  ],
  [
    '4127 total solar radiation (W/m²) was lost',
    {
      // [seeed-ids] 4127 "Total Solar Radiation, 0~5000 W/㎡".
      model: null,
      decoded: telemetry([4127, 612]),
      want: { solar_radiation_wm2: 612 },
    },
  ],
  [
    '4136 leaf temperature (°C) and 4137 leaf wetness (%) were lost',
    {
      // [seeed-ids] 4136 "Leaf Temperature, ℃", 4137 "Leaf Wetness, %".
      model: null,
      decoded: telemetry([4136, 18.25], [4137, 42]),
      want: { leaf_temperature: 18.25, leaf_wetness: 42 },
    },
  ],
  [
    '4146 PM2.5, 4147 PM10 (µg/m³) and 4195 TVOC (ppb) were lost',
    {
      // [seeed-ids] 4146 "PM2.5, μg/m3", 4147 "PM10, μg/m3", 4195 "TVOC, 0~60000 ppb".
      model: null,
      decoded: telemetry([4146, 12], [4147, 20], [4195, 350]),
      want: { pm2_5: 12, pm10: 20, tvoc: 350 },
    },
  ],
  [
    '4148 noise (dB) was lost',
    {
      // [seeed-ids] 4148 "Noise, 30~130 dB".
      model: null,
      decoded: telemetry([4148, 54.3]),
      want: { sound_dba: 54.3 },
    },
  ],
  [
    "S2120 frame 03: the station's battery (`Battery(%)`) was lost",
    {
      // [seeed-decoder] S2120/TTN/SenseCAP_S2120_TTN_Decoder.js (and [ttn-device-repo]
      // sensecap2120-8-in-1-decoder.js), frame 03 5A: [{'Battery(%)': 90}].
      model: 'sensecap/sensecaps2120-8-in-1',
      decoded: { err: 0, payload: '035A', valid: true, messages: [[{ 'Battery(%)': 90 }]] },
      want: { battery_pct: 90 },
    },
  ],
  [
    'S2120 frame 04: the battery was lost; versions and intervals are no readings',
    {
      // The same decoders, frame 04 64 0101 0102 0005 0005 (battery, hardware and firmware
      // versions, the measuring and GPS intervals in minutes, written in seconds).
      model: 'sensecap/sensecaps2120-8-in-1',
      decoded: {
        err: 0,
        payload: '04640101010200050005',
        valid: true,
        messages: [
          [
            {
              'Battery(%)': 100,
              'Hardware Version': '1.1',
              'Firmware Version': '1.2',
              measureInterval: 300,
              gpsInterval: 300,
            },
          ],
        ],
      },
      want: { battery_pct: 100 },
    },
  ],
];

const unchangedCases: Array<[string, CodecCase]> = [
  [
    'S210x "telemetry": air temperature and humidity',
    {
      // [ttn-device-repo] sensecap210x-codec.yaml, "telemetry".
      model: 'sensecap/sensecaps2101-temp-humid',
      decoded: {
        valid: true,
        err: 0,
        payload: '01011098530000010210A87A0000AF51',
        messages: [
          { type: 'report_telemetry', measurementId: 4097, measurementValue: 21.4 },
          { type: 'report_telemetry', measurementId: 4098, measurementValue: 31.4 },
        ],
      },
      want: { temperature: 21.4, humidity: 31.4 },
    },
  ],
  [
    'S210x "Report sensor\'s metadatas": the sensor\'s id is no reading',
    {
      // [ttn-device-repo] sensecap210x-codec.yaml and sensecap2120-8-in-1-codec.yaml, "Report
      // sensor's metadatas".
      model: 'sensecap/sensecaps2120-8-in-1',
      decoded: {
        valid: true,
        err: 0,
        payload: '010100010100010102006A01001501030030F1F72C010400090C13140105007F4D0000010600000000004CBE',
        messages: [{ type: 'upload_sensor_id', channel: 1, sensorId: '2CF7F1301500016A' }],
      },
      want: {},
    },
  ],
  [
    'S2120 "End device\'s properties": the battery; the interval is no reading',
    {
      // [ttn-device-repo] sensecap2120-8-in-1-codec.yaml, "End device's properties".
      model: 'sensecap/sensecaps2120-8-in-1',
      decoded: {
        valid: true,
        err: 0,
        payload: '0000000101000100070064003C00012001000000002890',
        messages: [
          { type: 'upload_version', hardwareVersion: '1.0', softwareVersion: '1.1' },
          { type: 'upload_battery', battery: 100 },
          { type: 'upload_interval', interval: 3600 },
          { type: 'report_remove_sensor', channel: 1 },
        ],
      },
      want: { battery_pct: 100 },
    },
  ],
  [
    "the SenseCAP-Decoder README's MQTT example: 28 °C and 65 %",
    {
      // [seeed-decoder] README.md, the payload_fields of its uplink 010110606D0000010210E8FD00009648.
      model: null,
      decoded: {
        err: 0,
        messages: [
          { measurementId: 4097, measurementValue: 28, type: 'report_telemetry' },
          { measurementId: 4098, measurementValue: 65, type: 'report_telemetry' },
        ],
        payload: '010110606D0000010210E8FD00009648',
        valid: true,
      },
      want: { temperature: 28, humidity: 65 },
    },
  ],
  [
    'S2103: CO2 (ppm) with temperature and humidity',
    {
      // [seeed-ids] 4100 "CO2, ppm"; the S210x decoder for the frames 01 0110 .., 01 0210 ..,
      // 01 0410 40420F00 (1000 ppm).
      model: 'sensecap/sensecaps2103-co2-temp-humid',
      decoded: telemetry([4097, 22.5], [4098, 48], [4100, 1000]),
      want: { temperature: 22.5, humidity: 48, co2: 1000 },
    },
  ],
  [
    'S2102: light intensity (lux)',
    {
      // [seeed-ids] 4099 "Light Intensity, 0~188000 Lux".
      model: 'sensecap/sensecaps2102-light',
      decoded: telemetry([4099, 15320]),
      want: { illuminance: 15320 },
    },
  ],
  [
    'S2105: soil temperature, moisture and conductivity (dS/m as µS/cm)',
    {
      // [seeed-ids] 4102 ℃, 4103 %, 4108 "Electrical Conductivity, dS/m".
      model: 'sensecap/sensecaps2105-soll-moisture-temp-ec',
      decoded: telemetry([4102, 16.1], [4103, 27.4], [4108, 1.25]),
      want: { soil_temperature: 16.1, soil_moisture: 27.4, soil_conductivity: 1250 },
    },
  ],
  [
    'a soil sensor below freezing: the decoder writes the negative value as a string',
    {
      // [ttn-device-repo] sensecap2120-8-in-1-decoder.js's loraWANV2DataFormat returns
      // '-' + value / divisor for a negative word: air temperature FF9C / 10 is "-10".
      model: 'sensecap/sensecaps2120-8-in-1',
      decoded: {
        err: 0,
        payload: '01FF9C3C000004D21B0020',
        valid: true,
        messages: [
          [
            { measurementValue: '-10', measurementId: '4097', type: 'Air Temperature' },
            { measurementValue: 60, measurementId: '4098', type: 'Air Humidity' },
            { measurementValue: 1234, measurementId: '4099', type: 'Light Intensity' },
            { measurementValue: 2.7, measurementId: '4190', type: 'UV Index' },
            { measurementValue: 3.2, measurementId: '4105', type: 'Wind Speed' },
          ],
        ],
      },
      want: { temperature: -10, humidity: 60, illuminance: 1234, uv_index: 2.7, wind_speed_ms: 3.2 },
    },
  ],
  [
    'S2120 frame 4C: the peak gust (4191) and the accumulated rain (4213) have no reading of ours',
    {
      // [seeed-decoder] S2120/TTN/SenseCAP_S2120_TTN_Decoder.js, frame 4C 0096 00003070: peak wind
      // gust /10 m/s, rain accumulation /1000 mm (a running total, not the period's rainfall).
      model: 'sensecap/sensecaps2120-8-in-1',
      decoded: {
        err: 0,
        payload: '4C009600003070',
        valid: true,
        messages: [
          [
            { measurementValue: 15, measurementId: '4191', type: 'Peak Wind Gust' },
            { measurementValue: 12.4, measurementId: '4213', type: 'Rain Accumulation' },
          ],
        ],
      },
      want: {},
    },
  ],
  [
    'S2120 frame 06: a sensor error event under id 4101 is no pressure',
    {
      // The same decoders, frame 06 01: {measurementId: '4101', type: 'sensor_error_event', ...}.
      model: 'sensecap/sensecaps2120-8-in-1',
      decoded: {
        err: 0,
        payload: '0601',
        valid: true,
        messages: [
          [
            {
              measurementId: '4101',
              type: 'sensor_error_event',
              errCode: '01',
              descZh: 'CCL_SENSOR_NOT_FOUND',
            },
          ],
        ],
      },
      want: {},
    },
  ],
  [
    'the hourly rainfall (4113, mm/hour) is a rate, not the period rainfall',
    {
      // [seeed-ids] 4113 "Rainfall Hourly, 0~240 mm/hour".
      model: null,
      decoded: telemetry([4113, 2.5]),
      want: {},
    },
  ],
];

describe("SenseCAP's codecs (vendor/sensecap, Seeed-Solution/SenseCAP-Decoder)", () => {
  it.each(changedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(unchangedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));

  it('the Gen1 codec\'s garbled "telemetry" example stores its "1.1" as 1.1 °C (left as documented)', () => {
    // [ttn-device-repo] sensecap-codec.yaml, "telemetry": its output is a version's shape
    // (type 'uploadreport_telemetry_version', measurementValue "1.1") under id 4097, for the bytes
    // whose decoder output is 21.4 °C and 31.4 % (sensecap210x-codec.yaml, "telemetry"). Nothing in
    // the message tells it from a real 1.1 °C, so it is read as one; this pins that.
    const decoded = {
      valid: true,
      err: 0,
      payload: '01011098530000010210A87A0000AF51',
      messages: [{ type: 'uploadreport_telemetry_version', measurementId: 4097, measurementValue: '1.1' }],
    };
    expect(mapNetworkDecoded(decoded, 'sensecap/sensecap-air-th').readings).toStrictEqual([
      { field: 'temperature', value: 1.1 },
    ]);
  });
});

// The S2107's PT1000 probes as Seeed's decoder hands them on (SenseCAP-Decoder
// S2107/TTN/SenseCAP_S2107_TTN_Decoder.js at bceda3d3, its outputs recorded in packages/decoders
// test-support/sensecap-s2107-examples.ts): the network-decoded path gives what our decoder gives
// (sensecap/s2107), but where Seeed's decoder itself loses or misreads the value (each said below).
describe("SenseCAP S2107's probes through Seeed's decoder output", () => {
  const asMapped = (vendor: Record<string, unknown>) =>
    Object.fromEntries(
      mapNetworkDecoded(vendor, 'sensecap/s2107').readings.map((r) => [
        r.time ? `${r.field}@${r.time.toISOString()}` : r.field,
        r.value,
      ]),
    );
  const clockNeverSet = /never set/;
  const vendorLosesIt = /0\.00 °C/;

  it.each(sensecapS2107Cases.filter((c) => !clockNeverSet.test(c.name) && !vendorLosesIt.test(c.name)))(
    '$name',
    (c) => expect(asMapped(c.vendor)).toStrictEqual(c.readings),
  );

  it('probe 1 at 0.00 °C: Seeed leaves it out (`if (tmpOne)`), so the network path has no reading', () => {
    const c = sensecapS2107Cases.find((x) => vendorLosesIt.test(x.name));
    expect(c?.readings).toStrictEqual({ external_temperature: 0 });
    expect(asMapped(c?.vendor ?? {})).toStrictEqual({});
  });

  it("a stored measurement whose clock was never set keeps its (1970) time here; ingest's interpret then stores it at the frame's time, as every reading with an implausible time", () => {
    const c = sensecapS2107Cases.find((x) => clockNeverSet.test(x.name));
    expect(asMapped(c?.vendor ?? {})).toStrictEqual({ 'external_temperature@1970-01-02T03:46:40.000Z': 25 });
  });

  it('probes 2 and 3 stay fields: only channel 1 is the reading', () => {
    const vendor = {
      messages: [
        [
          { measurementValue: '-18.5', measurementId: '4203', type: 'Temperature', measurementChannel: '2' },
          { measurementValue: '4', measurementId: '4203', type: 'Temperature', measurementChannel: '3' },
        ],
      ],
    };
    expect(asMapped(vendor)).toStrictEqual({});
  });
});
