import type { CodecOutput } from './codec-example.ts';
import { c, type MilesightCase } from './milesight-decoder-examples-3-more.ts';

// VS132, VS350, VS351, VS360, VS373: what Milesight's own decoder (Milesight-IoT/SensorDecoders
// vs-series/<model>/<model>-decoder.js at e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3) prints for each
// uplink, run in Node (milesightDeviceDecode) and recorded verbatim. "README" cases are that
// repository's vs-series/<model>/README.md examples; the others are bytes built from the decoder's
// records (timestamps 00E1F565 = 1710612736, 3CE1F565 = 1710612796; 7B3AF164 and FF3DF164 are
// the READMEs' 1693530747 and 1693531647). "TTN" cases are
// TheThingsNetwork/lorawan-devices vendor/milesight-iot/<model>-codec.yaml examples (commit in TTN
// below), their `output.data` verbatim. `readings` are ours ("field@time" for a history record's);
// `ours` is what our fields are where they are not the codec's output (settings replies are kept
// raw: milesight-replies.ts), and `warnings` ours. Used by milesight-people-counters.test.ts and
// codec-outputs.ts.

const SEP1 = '2023-09-01T01:12:27.000Z';
const SEP1B = '2023-09-01T01:27:27.000Z';

/** The TTN device repository's codec for each model, at the commit its example was read. */
const TTN: Readonly<Record<string, string>> = {
  'milesight-iot/vs350': 'vs350-codec.yaml 5e5e495b',
  'milesight-iot/vs351': 'vs351-codec.yaml 5c12ba10',
  'milesight-iot/vs360': 'vs360-codec.yaml 5e5e495b',
  'milesight-iot/vs373': 'vs373-codec.yaml 1132056d',
};

const COUNTS = { total_in: 18, total_out: 22, period_in: 19, period_out: 20 };
const COUNTS_READINGS = { people_in: 19, people_out: 20 };
const ALARMS_HEX = '84CC011108110185CCE803E90301';
const alarms = (word: string) => ({
  total_in: 4353,
  total_out: 4360,
  total_count_alarm: word,
  period_in: 1000,
  period_out: 1001,
  period_count_alarm: word,
});
const ALARMS_READINGS = { people_in: 1000, people_out: 1001 };
const HISTORY_TOTALS = { timestamp: 1693531647, period_in: 7, period_out: 2, total_in: 29, total_out: 8 };

/** The README examples the VS350 and VS351 share. */
const climateCounter: MilesightCase[] = [
  c(
    'README: battery, temperature',
    '01756403670C01',
    { battery: 100, temperature: 26.8 },
    {
      battery_pct: 100,
      temperature: 26.8,
    },
  ),
  c('README: totals and the period', '04CC1200160005CC13001400', COUNTS, COUNTS_READINGS),
  c('README: count alarms', ALARMS_HEX, alarms('threshold alarm'), ALARMS_READINGS),
  c(
    'README: high temperature alarm release',
    '83673E0104',
    { temperature: 31.8, temperature_alarm: 'high temperature alarm release' },
    { temperature: 31.8, threshold_alarm: false },
  ),
  c(
    'README: history with totals',
    '20CEFF3DF16401070002001D000800',
    { history: [HISTORY_TOTALS] },
    { [`people_in@${SEP1B}`]: 7, [`people_out@${SEP1B}`]: 2 },
  ),
];

const cases: Record<string, MilesightCase[]> = {
  'milesight-iot/vs132': [
    c(
      'README example',
      'FF0101FF166614C39694870000FF090102FF1F8401000103D2BE00000004D23101000005CC00000000',
      {
        protocol_version: 1,
        sn: '6614c39694870000',
        hardware_version: '1.2',
        firmware_version: '132.1.0.1',
        total_counter_in: 190,
        total_counter_out: 305,
        periodic_counter_in: 0,
        periodic_counter_out: 0,
      },
      { people_in: 0, people_out: 0 },
    ),
    c(
      'period counts',
      '05CC07000300',
      { periodic_counter_in: 7, periodic_counter_out: 3 },
      {
        people_in: 7,
        people_out: 3,
      },
    ),
    c(
      'interval and periodic report replies',
      'FF03B004FF4301',
      { report_interval: 1200, periodic_report_enable: 'enable' },
      {},
      { ours: { report_interval: 1200, periodic_report_enable: 1 } },
    ),
  ],
  'milesight-iot/vs350': [
    ...climateCounter,
    c('TTN example', ALARMS_HEX, alarms('threshold alarm'), ALARMS_READINGS),
    c(
      'README: threshold alarm',
      '8367360101',
      { temperature: 31, temperature_alarm: 'threshold alarm' },
      { temperature: 31, threshold_alarm: true },
    ),
    c(
      'README: threshold alarm release',
      '8367220100',
      { temperature: 29, temperature_alarm: 'threshold alarm release' },
      { temperature: 29, threshold_alarm: false },
    ),
    c(
      'README: high temperature alarm',
      '8367500103',
      { temperature: 33.6, temperature_alarm: 'high temperature alarm' },
      { temperature: 33.6, threshold_alarm: true },
    ),
    c(
      'README: history of the period',
      '20CE7B3AF164000B000400',
      { history: [{ timestamp: 1693530747, period_in: 11, period_out: 4 }] },
      { [`people_in@${SEP1}`]: 11, [`people_out@${SEP1}`]: 4 },
    ),
    c(
      'device information',
      'FF0BFFFF0101FF166136D38337990008FF090140FF0A0101FF0F00',
      {
        device_status: 'on',
        ipso_version: 'v0.1',
        sn: '6136d38337990008',
        hardware_version: 'v1.4',
        firmware_version: 'v1.1',
        lorawan_class: 'Class A',
      },
      {},
    ),
    c('timestamp, sensitivity', '0AEF00E1F56581EE05', { timestamp: 1710612736, current_sensitivity: 5 }, {}),
    c(
      'interval and report type replies',
      'FF8E001400F91001',
      { report_interval: 20, report_type: 'immediately' },
      {},
      { ours: { report_interval: 20, report_type: 1 } },
    ),
    c(
      'a refused report type',
      'F8100102',
      {
        device_response_result: {
          channel_type: 16,
          result: 'invalid parameter',
          request: { report_type: 'immediately' },
        },
      },
      {},
      {
        ours: {
          device_response_result: {
            channel_type: 16,
            result: 'invalid parameter',
            request: { report_type: 1 },
          },
        },
      },
    ),
  ],
  'milesight-iot/vs351': [
    ...climateCounter,
    c('TTN example', '04CC1200160005CC13001400', COUNTS, COUNTS_READINGS),
    c('power status', 'FFCC01', { power_status: 'external power supply' }, {}),
    c('RX2 frequency reply', 'F98D00E1F565', { rx2_frequency: 1710612736 }, {}),
  ],
  'milesight-iot/vs360': [
    c('README: batteries', '017564027564', { battery_main: 100, battery_node: 100 }, { battery_pct: 100 }),
    c('README: totals and the period', '04CC1200160005CC13001400', COUNTS, COUNTS_READINGS),
    c('README: count alarms', ALARMS_HEX, alarms('threshold_alarm'), ALARMS_READINGS),
    c(
      'README: events',
      '03F4000103F4000003F4010103F40201',
      {
        event: [
          { type: 'counting_anomaly', status: 'alarm' },
          { type: 'counting_anomaly', status: 'alarm_release' },
          { type: 'node_device_without_response', status: 'alarm' },
          { type: 'devices_misaligned', status: 'alarm' },
        ],
      },
      {},
    ),
    c(
      'README: history',
      '20CE7B3AF164000B00040020CEFF3DF16401070002001D000800',
      { history: [{ timestamp: 1693530747, period_in: 11, period_out: 4 }, HISTORY_TOTALS] },
      {
        [`people_in@${SEP1}`]: 11,
        [`people_out@${SEP1}`]: 4,
        [`people_in@${SEP1B}`]: 7,
        [`people_out@${SEP1B}`]: 2,
      },
    ),
    c(
      'TTN example',
      '01756402756404CC1200160005CC13001400',
      { battery_main: 100, battery_node: 100, ...COUNTS },
      { battery_pct: 100, ...COUNTS_READINGS },
    ),
    c(
      'counting mode and interval replies',
      'FFFC01FF8E001E00',
      { counting_mode: 'unknown', report_interval: 30 },
      {},
      { ours: { counting_mode: 1, report_interval: 30 } },
    ),
  ],
  'milesight-iot/vs373': [
    c(
      'TTN example',
      '03F801001000200004F901000100',
      {
        detection_status: 'vacant',
        target_status: 'normal',
        use_time_now: 16,
        use_time_today: 32,
        region_1_occupancy: 'vacant',
        region_2_occupancy: 'occupied',
        region_3_occupancy: 'vacant',
        region_4_occupancy: 'occupied',
      },
      { occupied: false, fall_detected: false },
    ),
    c(
      'a fall (firmware 1.0.1)',
      '03F8040005003C00',
      { detection_status: 'fall', target_status: 'normal', use_time_now: 5, use_time_today: 60 },
      { occupied: true, fall_detected: true },
    ),
    c(
      'someone there, motionless',
      '03F8000105003C00',
      { detection_status: 'normal', target_status: 'motionless', use_time_now: 5, use_time_today: 60 },
      { occupied: true, fall_detected: false },
    ),
    c(
      'in bed (firmware 1.0.2, 3-byte times)',
      '07B00200100000200000',
      { detection_status: 'in_bed', target_status: 'normal', use_time_now: 16, use_time_today: 32 },
      { occupied: true, fall_detected: false },
    ),
    c(
      'regions of firmware 1.0.2',
      '0AB3030500000009B20100FF03020A',
      {
        region_1_occupancy: 'occupied',
        region_2_occupancy: 'vacant',
        region_3_occupancy: 'occupied',
        region_1_type: 'bed',
        region_2_type: 'custom',
        region_3_type: 'unset',
        region_4_type: 'ignore',
        region_5_type: 'door',
        region_6_type: 'unknown',
      },
      {},
    ),
    c(
      'out of bed times (1.0.2)',
      '0BB41000002000003000000CB4010000020000030000',
      {
        region_1_out_of_bed_time: 16,
        region_2_out_of_bed_time: 32,
        region_3_out_of_bed_time: 48,
        region_4_out_of_bed_time: 1,
        region_5_out_of_bed_time: 2,
        region_6_out_of_bed_time: 3,
      },
      {},
    ),
    c(
      'alarms and breathing',
      '06FB010000010006FB020003010208B1024006',
      {
        events: [
          { alarm_id: 1, alarm_type: 'fall', alarm_status: 'alarm_triggered' },
          { alarm_id: 2, alarm_type: 'out_of_bed', alarm_status: 'alarm_triggered', region_id: 2 },
        ],
        respiratory_status: 'normal',
        respiratory_rate: 16,
      },
      {},
    ),
    c(
      'alarm history',
      '20CE00E1F565030003010220CE3CE1F5650400020100',
      {
        history: [
          {
            timestamp: 1710612736,
            alarm_id: 3,
            alarm_type: 'out_of_bed',
            alarm_status: 'alarm_triggered',
            region_id: 2,
          },
          { timestamp: 1710612796, alarm_id: 4, alarm_type: 'dwell', alarm_status: 'alarm_triggered' },
        ],
      },
      {},
    ),
    c('device status off', 'FF0B00FF0101', { device_status: 'off', ipso_version: 'v0.1' }, {}),
  ],
};

export const milesightCases5: Readonly<Record<string, readonly MilesightCase[]>> = cases;

const DECODERS = 'Milesight-IoT/SensorDecoders e79c9d8b';

/** Each case as the codec that printed it: Milesight's decoder, or TTN's for a "TTN" case. */
export const milesightDecoderOutputs5: readonly CodecOutput[] = Object.entries(cases).flatMap(
  ([model, list]) =>
    list.map(({ name, hex, output }) => ({
      model,
      source: name.startsWith('TTN') ? `${TTN[model]}, ${name}` : `${DECODERS}, ${name}`,
      fPort: 85,
      hex,
      output,
    })),
);
