import type { CodecExample } from './codec-example.ts';

// TTN device repository codec examples (TheThingsNetwork/lorawan-devices vendor/<vendor>/<codec>-codec.yaml)
// of models we decode that no other test held yet: each uplink, the codec's output verbatim and the
// readings our decoder gives for its bytes (ttn-coverage-milesight.test.ts checks ours; apps/server's
// vendor-codecs-agreement.test.ts checks that mapping the codec's output gives the same readings).
//
// Where the codec's output and our readings differ, the codec is the one at fault (each checked
// against the codec's .js beside the yaml and Milesight's own decoder, Milesight-IoT/SensorDecoders):
// - em500-smtc-codec.yaml 247ed0fb: its em500-smtc.js (a74c9129) steps two bytes past the
//   one-byte humidity (04 68), so it reads `7f f0` as the next channel, stops, and prints no
//   conductivity; the same bytes in em500-smtc-codec.yaml 0e61ae32 (whose em500-smtc.js steps one)
//   print `conductivity: 240` (µS/cm), as ours (models/milesight-em500-smtc.ts).
// - vs121-codec.yaml 27d8ce26: its vs121.js (900e9883) prints each region's `count` as
//   `(region > idx) & 1` (a comparison, not a shift), so the mask 0x0002 gives regions 0 and 1
//   occupied; Milesight's vs121-decoder.js reads bit idx of the big-endian mask (region 2 only),
//   as ours (fields only: the regions are no readings).
// - wt304-codec.yaml 5c12ba10: its labels of the control byte (05 21: mode 2, status 1) and of the
//   valve status (06 01: 'unknown') are fields only; the readings (temperature, humidity) agree.
// - ts201v2-codec.yaml 5e5e495b: its example is the GS301's (bytes and output); see the entry.
// - ts30x-codec.yaml 23fcc38e: its examples put the fields straight under `output` (no `data`);
//   kept as they stand. A TS302 with two contacts gives one door_open, open when either is
//   (milesight-ts30x.ts).

export const milesightCoverageExamples: readonly CodecExample[] = [
  {
    model: 'milesight-iot/em300-th',
    source: 'em300-th-codec.yaml 0e61ae32, Temperature and Humidity Sensor (example 2) - Milesgiht IoT',
    fPort: 85,
    hex: '03671001046871',
    output: { temperature: 27.2, humidity: 56.5 },
    readings: { temperature: 27.2, humidity: 56.5 },
  },
  {
    model: 'milesight-iot/em300-mcs',
    source: 'em300-mcs-codec.yaml 0e61ae32, Magnetic Contact Switch (example 1) - Milesight IoT',
    fPort: 85,
    hex: '060001',
    output: { door: 'open' },
    readings: { door_open: true },
  },
  {
    model: 'milesight-iot/em300-mcs',
    source: 'em300-mcs-codec.yaml 0e61ae32, Magnetic Contact Switch (example 2) - Milesight IoT',
    fPort: 85,
    hex: '060000',
    output: { door: 'close' },
    readings: { door_open: false },
  },
  {
    model: 'milesight-iot/em300-di',
    source: 'em300-di-codec.yaml 62c8acdd, LoRaWAN® Pulse Counter - Milesight IoT',
    fPort: 85,
    hex: '01755C05C800010000',
    output: { battery: 92, pulse: 256 },
    readings: { battery_pct: 92, pulse_count: 256 },
  },
  {
    model: 'milesight-iot/em500-co2',
    source: 'em500-co2-codec.yaml 0e61ae32, CO2 Sensors (example 1) - Milesight IoT',
    fPort: 85,
    hex: '01755C03673401046865057D670406736827',
    output: { battery: 92, temperature: 30.8, humidity: 50.5, co2: 1127, pressure: 1008.8 },
    readings: { battery_pct: 92, temperature: 30.8, humidity: 50.5, co2: 1127, pressure: 1008.8 },
  },
  {
    model: 'milesight-iot/em500-co2',
    source: 'em500-co2-codec.yaml 0e61ae32, CO2 Sensors (example 2) - Milesight IoT',
    fPort: 85,
    hex: '03671001046871057D670406736827',
    output: { temperature: 27.2, humidity: 56.5, co2: 1127, pressure: 1008.8 },
    readings: { temperature: 27.2, humidity: 56.5, co2: 1127, pressure: 1008.8 },
  },
  {
    model: 'milesight-iot/em500-pp',
    source: 'em500-pp-codec.yaml 84727228, Pipe Pressure Sensors (example 1) - Milesight IoT',
    fPort: 85,
    hex: '01755C037B0A00',
    output: { battery: 92, pressure: 10 },
    readings: { battery_pct: 92, liquid_pressure_kpa: 10 },
  },
  {
    model: 'milesight-iot/em500-pt100',
    source: 'em500-pt100-codec.yaml 952a2689, PT100 Temperature Sensors (example 1) - Milesight IoT',
    fPort: 85,
    hex: '01755C03671901',
    output: { battery: 92, temperature: 28.1 },
    readings: { battery_pct: 92, temperature: 28.1 },
  },
  {
    model: 'milesight-iot/em500-smtc',
    source:
      'em500-smtc-codec.yaml 0e61ae32, Soil Moisture, Temperature, Electrical Conductivity Sensor (example 1) - Milesight IoT',
    fPort: 85,
    hex: '01755C03673401046865057FF000',
    output: { battery: 92, temperature: 30.8, humidity: 50.5, conductivity: 240 },
    readings: { battery_pct: 92, soil_temperature: 30.8, soil_moisture: 50.5, soil_conductivity: 240 },
  },
  {
    model: 'milesight-iot/em500-smtc',
    source:
      'em500-smtc-codec.yaml 247ed0fb, Soil Moisture, Temperature, Electrical Conductivity Sensor (example 1) - Milesight IoT',
    fPort: 85,
    hex: '01755C03673401046865057FF000',
    output: { battery: 92, temperature: 30.8, humidity: 50.5 },
    readings: { battery_pct: 92, soil_temperature: 30.8, soil_moisture: 50.5, soil_conductivity: 240 },
  },
  {
    model: 'milesight-iot/ts302',
    source: 'ts30x-codec.yaml 23fcc38e, TS30x Sample: Battery, Magnet Sensor on Channel 1 & Channel 2',
    fPort: 3,
    hex: '017514030001040001',
    output: { battery: 20, magnet_chn1: 'opened', magnet_chn2: 'opened' },
    readings: { battery_pct: 20, door_open: true },
  },
  {
    // The bytes and output are gs301-codec.yaml's (the GS301 odor detector's 02 67 / 03 68 / 04 7D /
    // 05 7D): no TS201 v2 frame. Its ts201v2.js (5c12ba10) itself prints only `battery: 100` for
    // them (02 67 is no channel of it, so it stops), as Milesight's ts201-v2-decoder.js; ours reads
    // the battery and warns of the rest.
    model: 'milesight-iot/ts201v2',
    source: 'ts201v2-codec.yaml 5e5e495b, Milesight Cost-Effective Temperature Sensor (TS201v2)',
    fPort: 85,
    hex: '01756402671C01036864047D0000057D0100',
    output: { battery: 100, temperature: 28.4, humidity: 50, nh3: 0, h2s: 0.01 },
    readings: { battery_pct: 100 },
    warnings: ['unknown channel 0x02 0x67 at byte 3: 15 bytes not decoded'],
  },
  {
    model: 'milesight-iot/vs121',
    source: 'vs121-codec.yaml 27d8ce26, AI Workplace Sensor (example 1) - Milesight IoT',
    fPort: 85,
    hex: '04C903030002',
    output: {
      people_counter_all: 3,
      region_count: 3,
      regions: [
        { count: 1, index: 0 },
        { count: 1, index: 1 },
        { count: 0, index: 2 },
      ],
    },
    readings: { people_count: 3 },
  },
  {
    model: 'milesight-iot/vs133',
    source: 'vs133-codec.yaml 62c8acdd, LoRaWAN Insertion Temperature Sensor - Milesight IoT',
    fPort: 85,
    hex: '03D24800000004D2C800000006D20000000007D20000000005CC0000000008CC00000000',
    output: {
      line_1: { total_in: 72, total_out: 200, period_in: 0, period_out: 0 },
      line_2: { total_in: 0, total_out: 0, period_in: 0, period_out: 0 },
    },
    readings: { people_in: 0, people_out: 0 },
  },
  {
    model: 'milesight-iot/ws558',
    source: 'ws558-codec.yaml 4578f3a6, Smart Light Controller (example 3) - Milesight IoT',
    fPort: 85,
    hex: '048001000000',
    output: { power: 1 },
    readings: { power: 1 },
  },
  {
    model: 'milesight-iot/wt304',
    source: 'wt304-codec.yaml 5c12ba10, Smart Thermostat - Milesight IoT',
    fPort: 85,
    hex: '01100E02300203200E05210601',
    output: {
      temperature: 36,
      humidity: 56,
      target_temperature: 36.16,
      temperature_control_status: 'heating',
      temperature_control_mode: 'cooling',
      valve_status: 'unknown',
    },
    readings: { temperature: 36, humidity: 56 },
  },
  {
    model: 'milesight-iot/wts506',
    source: 'wts506-codec.yaml 01f81e5f, Weather Station - Milesight IoT',
    fPort: 85,
    hex: '01756403671001046871058400010673AA27079292010877C41325',
    output: {
      battery: 100,
      humidity: 56.5,
      pressure: 1015.4,
      temperature: 27.2,
      wind_direction: 25.6,
      wind_speed: 40.2,
      rainfall_counter: 37,
      rainfall_total: 50.6,
    },
    readings: {
      battery_pct: 100,
      temperature: 27.2,
      humidity: 56.5,
      wind_direction_deg: 25.6,
      pressure: 1015.4,
      wind_speed_ms: 40.2,
    },
  },
];
