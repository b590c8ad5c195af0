import { adeunisMoreExamples } from './adeunis-examples-more.ts';
import type { CodecOutput, ExampleReadings } from './codec-example.ts';

// Adeunis's codec on our Adeunis models' frames, its outputs verbatim (adeunis.test.ts checks our
// fields equal them and our readings; apps/server's vendor-codecs-agreement.test.ts maps them).
// Sources:
// - "<codec>-codec.yaml <commit>": TheThingsNetwork/lorawan-devices vendor/adeunis, the example's
//   bytes and `output.data.bytes` (temp 62c8acdd7f0f, comfort d295eda53516, comfort-co2
//   fb1768d34b13, drycontacts dc3173956c80, pulse 51878916c802, deltap 62c8acdd7f0f, motion
//   f06c618d9833, analog 62c8acdd7f0f, breath 62c8acdd7f0f); @adeunis/codecs 1.6.1 prints the same.
// - "@adeunis/codecs 1.6.1 <type>": frames we built, run through Adeunis's npm package (version
//   1.6.1, the latest; `new Decoder()`, `setDeviceType(<type>)`, `decode(hex)`), JSON.stringify'd.
// - "MOTION V2 Technical Reference Manual 02/12/2019": the manual's decoding examples, through the
//   same codec.
// The network servers hand the codec's output on as the TTN *_lib.js decodeUplink does:
// `{bytes: decoder.decode(input.bytes)}`.

export type AdeunisExample = {
  model: string;
  source: string;
  hex: string;
  /** The codec's output (Decoder.decode), as JSON. */
  vendor: string;
  /** Hand-derived from the frame: what our decoder must store. */
  readings: ExampleReadings;
  warnings?: readonly string[];
};

const firstExamples: readonly AdeunisExample[] = [
  {
    model: 'adeunis/temp-4',
    source: 'temp-codec.yaml 62c8acdd, "0x57 Temp 4 periodic data"',
    hex: '579601B3FF9C01F4FFFF14ABA3E9',
    vendor:
      '{"type":"0x57 Temp 4 periodic data","status":{"frameCounter":4,"hardwareError":false,"lowBattery":true,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":true,"timestamp":true},"timestamp":"2023-12-28T19:22:17.000","decodingInfo":"values: [t=0, t-1, t-2, ...]","temperatures":[{"name":"temperature 1","unit":"°C","values":[43.5,50]},{"name":"temperature 2","unit":"°C","values":[-10,-0.1]}]}',
    readings: { temperature: 43.5, external_temperature: -10, low_battery: true },
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x57, one channel, the newest sample invalid (0x8000)',
    hex: '5720800000EB',
    vendor:
      '{"type":"0x57 Temp 4 periodic data","status":{"frameCounter":1,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":false,"timestamp":false},"decodingInfo":"values: [t=0, t-1, t-2, ...]","temperatures":[{"name":"temperature 1","unit":"°C","values":[-3276.8,23.5]}]}',
    readings: { low_battery: false },
    warnings: ["temperature 1: -3276.8 °C is the codec's invalid value (no probe); no reading"],
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x57, two channels, no timestamp (as TEMP 3 sends it)',
    hex: '571000C800D200C900D3',
    vendor:
      '{"type":"0x57 Temp 4 periodic data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":true,"timestamp":false},"decodingInfo":"values: [t=0, t-1, t-2, ...]","temperatures":[{"name":"temperature 1","unit":"°C","values":[20,20.1]},{"name":"temperature 2","unit":"°C","values":[21,21.1]}]}',
    readings: { temperature: 20, external_temperature: 21, low_battery: false },
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x30 keep-alive, two channels',
    hex: '301000E1FF38',
    vendor:
      '{"type":"0x30 Temp 4 keep alive","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":true,"timestamp":false},"temperatures":[{"name":"temperature 1","unit":"°C","value":22.5},{"name":"temperature 2","unit":"°C","value":-20}]}',
    readings: { temperature: 22.5, external_temperature: -20, low_battery: false },
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x58 alarm, channel 1 high, timestamped',
    hex: '581401019000FFCE14ABA3E9',
    vendor:
      '{"type":"0x58 Temp 4 alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":true,"timestamp":true},"timestamp":"2023-12-28T19:22:17.000","alarms":[{"name":"temperature 1","alarmStatus":"highThreshold","temperature":{"unit":"°C","value":40}},{"name":"temperature 2","alarmStatus":"none","temperature":{"unit":"°C","value":-5}}]}',
    readings: { temperature: 40, external_temperature: -5, threshold_alarm: true, low_battery: false },
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x58 alarm, one channel, none',
    hex: '58000000FA',
    vendor:
      '{"type":"0x58 Temp 4 alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":false,"timestamp":false},"alarms":[{"name":"temperature 1","alarmStatus":"none","temperature":{"unit":"°C","value":25}}]}',
    readings: { temperature: 25, threshold_alarm: false, low_battery: false },
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x10 configuration',
    hex: '100001680006000F001E01',
    vendor:
      '{"type":"0x10 Temp 4 configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":false,"timestamp":false},"transmissionPeriodKeepAlive":{"unit":"s","value":3600},"numberOfHistorizationBeforeSending":6,"numberOfSamplingBeforeHistorization":15,"samplingPeriod":{"unit":"s","value":60},"redundantSamples":1,"calculatedPeriodRecording":{"unit":"s","value":900},"calculatedSendingPeriod":{"unit":"s","value":5400}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x37 software version',
    hex: '3700020100010203',
    vendor:
      '{"type":"0x37 Software version","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":false,"timestamp":false},"appVersion":"2.1.0","rtuVersion":"1.2.3"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x20 network configuration',
    hex: '20002501',
    vendor:
      '{"type":"0x20 Configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":false,"timestamp":false},"loraAdr":true,"loraProvisioningMode":"OTAA","loraDutycyle":"activated","loraClassMode":"CLASS C"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x36 alert',
    hex: '360001',
    vendor:
      '{"type":"0x36 Alert message","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":false,"timestamp":false},"alertCode":"uplinkDownlinkForbidden"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x2f downlink acknowledgement',
    hex: '2F002201',
    vendor:
      '{"type":"0x2f Downlink ack","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":false,"timestamp":false},"downlinkFramecode":"0x22","requestStatus":"success"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/temp-4',
    source: '@adeunis/codecs 1.6.1 temp4, 0x33 register write status',
    hex: '3300010140',
    vendor:
      '{"type":"0x33 Set register status","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"configuration2ChannelsActivated":false,"timestamp":false},"requestStatus":"success","registerId":320}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/comfort',
    source: 'comfort-codec.yaml d295eda5, "0x4c Comfort 2 data"',
    hex: '4C9600C51F00C72000C82100CA2200CC2300CD2414ABA3E9',
    vendor:
      '{"type":"0x4c Comfort 2 data","status":{"frameCounter":4,"hardwareError":false,"lowBattery":true,"configurationDone":false,"configurationInconsistency":false,"timestamp":true},"timestamp":"2023-12-28T19:22:17.000","decodingInfo":"values: [t=0, t-1, t-2, ...]","temperature":{"unit":"°C","values":[19.7,19.9,20,20.2,20.4,20.5]},"humidity":{"unit":"%","values":[31,32,33,34,35,36]}}',
    readings: { temperature: 19.7, humidity: 31, low_battery: true },
  },
  {
    model: 'adeunis/comfort',
    source: '@adeunis/codecs 1.6.1 comfort2, 0x4c, no timestamp',
    hex: '4C2000D22D00D02E',
    vendor:
      '{"type":"0x4c Comfort 2 data","status":{"frameCounter":1,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"decodingInfo":"values: [t=0, t-1, t-2, ...]","temperature":{"unit":"°C","values":[21,20.8]},"humidity":{"unit":"%","values":[45,46]}}',
    readings: { temperature: 21, humidity: 45, low_battery: false },
  },
  {
    model: 'adeunis/comfort',
    source: '@adeunis/codecs 1.6.1 comfort2, 0x4d alarm, temperature and humidity active',
    hex: '4D0011012C50',
    vendor:
      '{"type":"0x4d Comfort 2 alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"alarmTemperature":{"alarmStatus":"active","temperature":{"unit":"°C","value":30}},"alarmHumidity":{"alarmStatus":"active","humidity":{"unit":"%","value":80}}}',
    readings: { temperature: 30, humidity: 80, threshold_alarm: true, low_battery: false },
  },
  {
    model: 'adeunis/comfort',
    source: '@adeunis/codecs 1.6.1 comfort2, 0x4d alarm, both inactive',
    hex: '4D000000E632',
    vendor:
      '{"type":"0x4d Comfort 2 alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"alarmTemperature":{"alarmStatus":"inactive","temperature":{"unit":"°C","value":23}},"alarmHumidity":{"alarmStatus":"inactive","humidity":{"unit":"%","value":50}}}',
    readings: { temperature: 23, humidity: 50, threshold_alarm: false, low_battery: false },
  },
  {
    model: 'adeunis/comfort',
    source: '@adeunis/codecs 1.6.1 comfort2, 0x4d alarm, bit 5 (read as the temperature alarm)',
    hex: '4D002000E632',
    vendor:
      '{"type":"0x4d Comfort 2 alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"alarmTemperature":{"alarmStatus":"active","temperature":{"unit":"°C","value":23}},"alarmHumidity":{"alarmStatus":"inactive","humidity":{"unit":"%","value":50}}}',
    readings: { temperature: 23, humidity: 50, threshold_alarm: true, low_battery: false },
  },
  {
    model: 'adeunis/comfort',
    source: '@adeunis/codecs 1.6.1 comfort2, 0x10 configuration',
    hex: '10002A3000010003012C00',
    vendor:
      '{"type":"0x10 Comfort 2 configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"transmissionPeriodKeepAlive":{"unit":"s","value":108000},"numberOfHistorizationBeforeSending":1,"numberOfSamplingBeforeHistorization":3,"samplingPeriod":{"unit":"s","value":600},"redundantSamples":0,"calculatedPeriodRecording":{"unit":"s","value":1800},"calculatedSendingPeriod":{"unit":"s","value":1800}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/comfort',
    source: '@adeunis/codecs 1.6.1 comfort2, 0x51 digital input 1 alarm, timestamped',
    hex: '51040100000010000214ABA3E9',
    vendor:
      '{"type":"0x51 digital input 1 alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":true},"timestamp":"2023-12-28T19:22:17.000","state":{"previousFrame":false,"current":true},"counter":{"global":16,"instantaneous":2}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/comfort',
    source: '@adeunis/codecs 1.6.1 comfort2, 0x1f digital inputs configuration',
    hex: '1F0041000133000A',
    vendor:
      '{"type":"0x1f digital input configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"digitalInput1":{"type":"highEdge","debouncingPeriod":{"unit":"ms","value":100},"threshold":1},"digitalInput2":{"type":"bothEdges","debouncingPeriod":{"unit":"ms","value":500},"threshold":10}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/comfort',
    source: '@adeunis/codecs 1.6.1 comfort2, 0x30 keep-alive',
    hex: '3000',
    vendor:
      '{"type":"0x30 Keep alive","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/comfort-co2',
    source: 'comfort-co2-codec.yaml fb1768d3, "0x6a Comfort CO2 data"',
    hex: '6A8001B33E01A401B43F01A5',
    vendor:
      '{"type":"0x6a Comfort CO2 data","status":{"frameCounter":4,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"decodingInfo":"values: [t=0, t-1, t-2, ...]","temperature":{"unit":"°C","values":[43.5,43.6]},"humidity":{"unit":"%","values":[62,63]},"co2":{"unit":"ppm","values":[420,421]}}',
    readings: { temperature: 43.5, humidity: 62, co2: 420, low_battery: false },
  },
  {
    model: 'adeunis/comfort-co2',
    source: '@adeunis/codecs 1.6.1 comfortCo2, 0x6a, one sample, timestamped',
    hex: '6A0400E628032014ABA3E9',
    vendor:
      '{"type":"0x6a Comfort CO2 data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":true},"timestamp":"2023-12-28T19:22:17.000","decodingInfo":"values: [t=0, t-1, t-2, ...]","temperature":{"unit":"°C","values":[23]},"humidity":{"unit":"%","values":[40]},"co2":{"unit":"ppm","values":[800]}}',
    readings: { temperature: 23, humidity: 40, co2: 800, low_battery: false },
  },
  {
    model: 'adeunis/comfort-co2',
    source: '@adeunis/codecs 1.6.1 comfortCo2, 0x6b alarm, humidity and CO2 active',
    hex: '6B002100F03707D0',
    vendor:
      '{"type":"0x6b Comfort CO2 alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"alarmTemperature":{"alarmStatus":"inactive","temperature":{"unit":"°C","value":24}},"alarmHumidity":{"alarmStatus":"active","humidity":{"unit":"%","value":55}},"alarmCo2":{"alarmStatus":"active","co2":{"unit":"ppm","value":2000}}}',
    readings: { temperature: 24, humidity: 55, co2: 2000, threshold_alarm: true, low_battery: false },
  },
  {
    model: 'adeunis/comfort-co2',
    source: '@adeunis/codecs 1.6.1 comfortCo2, 0x30 daily frame, 19 bytes',
    hex: '3000020600FA05783C00C801A42800E1025832',
    vendor:
      '{"type":"0x30 Comfort CO2 Daily frame","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"icone":2,"qaiRedDuration":{"unit":"min","value":60},"temperatureMax":{"unit":"°C","value":25},"co2Max":{"unit":"ppm","value":1400},"humidityMax":{"unit":"%","value":60},"temperatureMin":{"unit":"°C","value":20},"co2Min":{"unit":"ppm","value":420},"humidityMin":{"unit":"%","value":40},"temperatureAverage":{"unit":"°C","value":22.5},"co2Average":{"unit":"ppm","value":600},"humidityAverage":{"unit":"%","value":50}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/comfort-co2',
    source: '@adeunis/codecs 1.6.1 comfortCo2, 0x10 configuration with the blackout',
    hex: '10000001000100050096010814',
    vendor:
      '{"type":"0x10 Comfort CO2 configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"dailyFrameActivated":true,"numberOfHistorizationBeforeSending":1,"numberOfSamplingBeforeHistorization":5,"samplingPeriod":{"unit":"s","value":300},"redundantSamples":1,"calculatedPeriodRecording":{"unit":"s","value":1500},"calculatedSendingPeriod":{"unit":"s","value":1500},"blackOutDuration":{"unit":"h","value":8},"blackOutStartTime":{"unit":"h","value":20}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/comfort-co2',
    source: '@adeunis/codecs 1.6.1 comfortCo2, 0x37 software version',
    hex: '3700020200020100',
    vendor:
      '{"type":"0x37 Software version","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"timestamp":false},"appVersion":"2.2.0","rtuVersion":"2.1.0"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/dry-contacts-2',
    source: 'drycontacts-codec.yaml dc317395, "0x40 Dry Contacts 2 data"',
    hex: '40C00001000200030004A5',
    vendor:
      '{"type":"0x40 Dry Contacts 2 data","status":{"frameCounter":6,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"decodingInfo":"true: ON/CLOSED, false: OFF/OPEN","channelA":{"value":1,"currentState":true,"previousFrameState":false},"channelB":{"value":2,"currentState":true,"previousFrameState":false},"channelC":{"value":3,"currentState":false,"previousFrameState":true},"channelD":{"value":4,"currentState":false,"previousFrameState":true}}',
    readings: { digital_inputs: 3, low_battery: false },
  },
  {
    model: 'adeunis/dry-contacts-2',
    source: '@adeunis/codecs 1.6.1 drycontacts2, 0x30 keep-alive, timestamped',
    hex: '3004000A0000000100000914ABA3E9',
    vendor:
      '{"type":"0x30 Dry Contacts 2 keep alive","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":true},"timestamp":"2023-12-28T19:22:17.000","channelA":{"value":10,"state":true},"channelB":{"value":0,"state":false},"channelC":{"value":1,"state":false},"channelD":{"value":0,"state":true}}',
    readings: { digital_inputs: 9, low_battery: false },
  },
  {
    model: 'adeunis/dry-contacts-2',
    source: '@adeunis/codecs 1.6.1 drycontacts2, 0x41 duration alarm',
    hex: '410002003C',
    vendor:
      '{"type":"0x41 Dry Contacts 2 duration alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"channel":2,"durationThreshold":{"unit":"min","value":60}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/dry-contacts-2',
    source: '@adeunis/codecs 1.6.1 drycontacts2, 0x59 time counting, channels A and C',
    hex: '59000500000E1000000078',
    vendor:
      '{"type":"0x59 Dry Contacts 2 time counting data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"channelATimeCounter":{"unit":"s","value":3600},"channelCTimeCounter":{"unit":"s","value":120}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/dry-contacts-2',
    source: '@adeunis/codecs 1.6.1 drycontacts2, 0x10 configuration',
    hex: '10000168000831610400',
    vendor:
      '{"type":"0x10 Dry Contacts 2 configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"keepAlivePeriod":{"unit":"s","value":3600},"transmitPeriod":{"unit":"s","value":80},"channelA":{"type":"input","edge":"high","debounceDuration":{"unit":"ms","value":50}},"channelB":{"type":"input","edge":"high","debounceDuration":{"unit":"ms","value":500}},"channelC":{"type":"output"},"channelD":{"type":"disabled"}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/dry-contact',
    source: '@adeunis/codecs 1.6.1 drycontacts, 0x40 data, channels A and D closed',
    hex: '4020000500000100000041',
    vendor:
      '{"type":"0x40 Dry Contacts data","status":{"frameCounter":1,"hardwareError":false,"lowBattery":false,"configurationDone":false},"decodingInfo":"true: ON/CLOSED, false: OFF/OPEN","channelA":{"value":5,"currentState":true,"previousFrameState":false},"channelB":{"value":0,"currentState":false,"previousFrameState":false},"channelC":{"value":256,"currentState":false,"previousFrameState":false},"channelD":{"value":0,"currentState":true,"previousFrameState":false}}',
    readings: { digital_inputs: 9, low_battery: false },
  },
  {
    model: 'adeunis/dry-contact',
    source: '@adeunis/codecs 1.6.1 drycontacts, 0x10 configuration, production mode',
    hex: '100006011425070001',
    vendor:
      '{"type":"0x10 Dry Contacts configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false},"productMode":"PRODUCTION","keepAlivePeriod":{"unit":"m","value":60},"transmitPeriod":{"unit":"m","value":10},"channelA":{"type":"inputEvent","edge":"high","debounceDuration":{"unit":"ms","value":10}},"channelB":{"type":"inputEvent","edge":"low","debounceDuration":{"unit":"ms","value":20}},"channelC":{"type":"output","edge":"high","debounceDuration":{"unit":"s","value":0}},"channelD":{"type":"disabled"}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/dry-contact',
    source: '@adeunis/codecs 1.6.1 drycontacts, 0x20 network configuration',
    hex: '20000100',
    vendor:
      '{"type":"0x20 Configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false},"loraAdr":true,"loraProvisioningMode":"ABP"}',
    readings: { low_battery: false },
  },
];

export const adeunisExamples: readonly AdeunisExample[] = [...firstExamples, ...adeunisMoreExamples];

/** Every example as a network server hands the codec's output on, for the agreement test. */
export const adeunisCodecOutputs: readonly CodecOutput[] = adeunisExamples.map(
  ({ model, source, hex, vendor }) => ({
    model,
    source,
    fPort: 1,
    hex,
    output: { bytes: JSON.parse(vendor) as unknown },
  }),
);
