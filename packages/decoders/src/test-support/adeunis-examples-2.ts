import type { AdeunisExample } from './adeunis-examples.ts';

// Adeunis's codec on the first-generation TEMP and PULSE (firmware 1.x; the TTN device
// repository's `temp` and `pulse`, which carry no codec there) and the TIC CBE / LINKY MONO and
// TRI (TTN `tic-cbe-linky-mono` / `-tri`, their codec-yaml examples at lorawan-devices
// 62c8acdd7f0f1e43b65a86f6c158d83b3d0cd200, whose `output.data.bytes` @adeunis/codecs prints the
// same; device types `ticCbeLinkyMono` / `ticCbeLinkyTri`): frames we built for every frame
// code the codec reads for them, run through Adeunis's npm package @adeunis/codecs 1.6.1 (the
// latest; `new Decoder()`, `setDeviceType(<type>)`, `decode(hex)`), JSON.stringify'd
// verbatim (src/products/temp, pulse, tic). Readings hand-derived from the bytes.

export const adeunisExamples2: readonly AdeunisExample[] = [
  {
    model: 'adeunis/temp',
    source: '@adeunis/codecs 1.6.1 temp, 0x43 data, both probes activated, low battery',
    hex: '43A20101101100F2',
    vendor:
      '{"type":"0x43 Temperature data","status":{"frameCounter":5,"hardwareError":false,"lowBattery":true,"configurationDone":false,"probe1Alarm":false,"probe2Alarm":false},"temperatures":[{"name":"probe 1","id":0,"unit":"°C","value":27.2,"state":"activated"},{"name":"probe 2","id":1,"unit":"°C","value":24.2,"state":"activated"}]}',
    readings: { temperature: 27.2, external_temperature: 24.2, threshold_alarm: false, low_battery: true },
  },
  {
    model: 'adeunis/temp',
    source:
      '@adeunis/codecs 1.6.1 temp, 0x43 data of firmware before 1.3.8 (no probe states), probe 2 invalid, probe 1 alarm',
    hex: '430C0000E6228000',
    vendor:
      '{"type":"0x43 Temperature data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"probe1Alarm":true,"probe2Alarm":false},"temperatures":[{"name":"probe 1","id":0,"unit":"°C","value":23},{"name":"probe 2","id":2,"unit":"°C","value":-3276.8}]}',
    readings: { temperature: 23, threshold_alarm: true, low_battery: false },
    warnings: ["probe 2: -3276.8 °C is the codec's invalid value (no probe); no reading"],
  },
  {
    model: 'adeunis/temp',
    source: '@adeunis/codecs 1.6.1 temp, 0x30 keep-alive, probe 2 deactivated, probe 1 alarm',
    hex: '30080101F410FE0C',
    vendor:
      '{"type":"0x30 Temperature keep alive","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"probe1Alarm":true,"probe2Alarm":false},"temperatures":[{"name":"probe 1","id":0,"unit":"°C","value":50,"state":"activated"},{"name":"probe 2","id":1,"unit":"°C","value":-50,"state":"deactivated"}]}',
    readings: { temperature: 50, threshold_alarm: true, low_battery: false },
  },
  {
    model: 'adeunis/temp',
    source: '@adeunis/codecs 1.6.1 temp, 0x10 configuration, PRODUCTION mode',
    hex: '10000303010C0002010510',
    vendor:
      '{"type":"0x10 Temperature configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"probe1Alarm":false,"probe2Alarm":false},"transmissionPeriodKeepAlive":{"unit":"m","value":30},"transmissionPeriodData":{"unit":"m","value":30},"samplingPeriod":{"unit":"m","value":16},"probes":[{"name":"probe 1","id":0,"threshold":"none","state":"activated"},{"name":"probe 2","id":0,"threshold":"high","state":"deactivated"}],"productMode":"PRODUCTION"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/temp',
    source: '@adeunis/codecs 1.6.1 temp, 0x10 configuration, TEST mode',
    hex: '1002000201FE0003020A06',
    vendor:
      '{"type":"0x10 Temperature configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":true,"configurationDone":false,"probe1Alarm":false,"probe2Alarm":false},"transmissionPeriodKeepAlive":{"unit":"s","value":0},"transmissionPeriodData":{"unit":"s","value":40},"samplingPeriod":{"unit":"s","value":60},"probes":[{"name":"probe 1","id":0,"threshold":"high","state":"deactivated"},{"name":"probe 2","id":0,"threshold":"both","state":"activated"}],"productMode":"TEST"}',
    readings: { low_battery: true },
  },
  {
    model: 'adeunis/temp',
    source: '@adeunis/codecs 1.6.1 temp, 0x11 probe 1 thresholds',
    hex: '110000C80A00320505',
    vendor:
      '{"type":"0x11 Temperature configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"probe1Alarm":false,"probe2Alarm":false},"threshold":{"name":"probe 1","unit":"°C","high":{"value":20,"hysteresis":1},"low":{"value":5,"hysteresis":0.5}},"superSamplingFactor":5}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/temp',
    source: '@adeunis/codecs 1.6.1 temp, 0x12 probe 2 thresholds',
    hex: '1200FF9C0A01F40A',
    vendor:
      '{"type":"0x12 Temperature configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"probe1Alarm":false,"probe2Alarm":false},"threshold":{"name":"probe 2","unit":"°C","high":{"value":-10,"hysteresis":1},"low":{"value":50,"hysteresis":1}}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/temp',
    source: '@adeunis/codecs 1.6.1 temp, 0x20 network configuration',
    hex: '20000100',
    vendor:
      '{"type":"0x20 Configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"probe1Alarm":false,"probe2Alarm":false},"loraAdr":true,"loraProvisioningMode":"ABP"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse',
    source: '@adeunis/codecs 1.6.1 pulse, 0x46 both indexes',
    hex: '46200000123400000056',
    vendor:
      '{"type":"0x46 Pulse data","status":{"frameCounter":1,"hardwareError":false,"lowBattery":false,"configurationDone":false},"decodingInfo":"counterValues: [Channel A, Channel B]","counterValues":[4660,86]}',
    readings: { pulse_count: 4660, low_battery: false },
  },
  {
    model: 'adeunis/pulse',
    source: '@adeunis/codecs 1.6.1 pulse, 0x47 flow alarm, low battery',
    hex: '470200100020',
    vendor:
      '{"type":"0x47 Pulse alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":true,"configurationDone":false},"decodingInfo":"flowValues: [Channel A, Channel B]","flowValues":[16,32]}',
    readings: { low_battery: true },
  },
  {
    model: 'adeunis/pulse',
    source: '@adeunis/codecs 1.6.1 pulse, 0x30 keep-alive, channel A alarms',
    hex: '3000150010002000010002',
    vendor:
      '{"type":"0x30 Pulse keep alive","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false},"channels":[{"name":"channel A","flow":{"alarm":true,"last24hMin":1,"last24hMax":16},"tamperAlarm":true,"leakageAlarm":true},{"name":"channel B","flow":{"alarm":false,"last24hMin":2,"last24hMax":32},"tamperAlarm":false,"leakageAlarm":false}]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse',
    source: '@adeunis/codecs 1.6.1 pulse, 0x10 LoRaWAN configuration, PRODUCTION mode',
    hex: '100001003C130227000A006400C80005000600030004',
    vendor:
      '{"type":"0x10 Pulse configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false},"productMode":"PRODUCTION","transmissionPeriod":{"unit":"m","value":60},"flowCalculationPeriod":{"unit":"m","value":10},"historicMode":"historicLogEvery1h","channels":[{"name":"channel A","state":"enabled","type":"gasPullUpOn","tamperActivated":false,"debouncingPeriod":{"unit":"ms","value":500},"leakageDetection":{"overflowAlarmTriggerThreshold":100,"threshold":5,"dailyPeriodsBelowWhichLeakageAlarmTriggered":3}},{"name":"channel B","state":"enabled","type":"otherPullUpOff","tamperActivated":false,"debouncingPeriod":{"unit":"ms","value":10},"leakageDetection":{"overflowAlarmTriggerThreshold":200,"threshold":6,"dailyPeriodsBelowWhichLeakageAlarmTriggered":4}}]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse',
    source: '@adeunis/codecs 1.6.1 pulse, 0x11 leakage thresholds',
    hex: '1100006400C800050006',
    vendor:
      '{"type":"0x11 Pulse configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false},"channels":[{"name":"channel A","leakageDetection":{"overflowAlarmTriggerThreshold":100,"threshold":5}},{"name":"channel B","leakageDetection":{"overflowAlarmTriggerThreshold":200,"threshold":6}}]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse',
    source: '@adeunis/codecs 1.6.1 pulse, 0x12 leakage periods',
    hex: '120000030004',
    vendor:
      '{"type":"0x12 Pulse configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false},"channels":[{"name":"channel A","leakageDetection":{"dailyPeriodsBelowWhichLeakageAlarmTriggered":3}},{"name":"channel B","leakageDetection":{"dailyPeriodsBelowWhichLeakageAlarmTriggered":4}}]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse',
    source: '@adeunis/codecs 1.6.1 pulse, 0x48 history, frame 0 (indexes and five periods)',
    hex: '4800000000100000002000000100020003000400050006000700080009000A',
    vendor:
      '{"type":"0x48 Pulse historic data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false},"frameIndex":0,"baseTime":1,"decodingInfo":"deltaValues: [t=1 to t=2, t=2 to t=3, ...]","channels":[{"name":"channel A","index":4096,"deltaValues":[1,3,5,7,9]},{"name":"channel B","index":8192,"deltaValues":[2,4,6,8,10]}]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse',
    source: '@adeunis/codecs 1.6.1 pulse, 0x48 history, frame 3 of 11-byte frames',
    hex: '4800030001000200030004',
    vendor:
      '{"type":"0x48 Pulse historic data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false},"frameIndex":3,"baseTime":5,"decodingInfo":"deltaValues: [t=5 to t=6, t=6 to t=7, ...]","channels":[{"name":"channel A","deltaValues":[1,3]},{"name":"channel B","deltaValues":[2,4]}]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse',
    source: '@adeunis/codecs 1.6.1 pulse, 0x20 network configuration',
    hex: '20000100',
    vendor:
      '{"type":"0x20 Configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false},"loraAdr":true,"loraProvisioningMode":"ABP"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/tic-cbe-linky-mono',
    source: 'tic-cbe-linky-mono-codec.yaml 62c8acdd, "0x49 TIC data" (peak / off-peak tariff, indexes 0)',
    hex: '494030323137323830333138313948432E2E800000000000002D000000000000000000000000000000000000000048502E2E',
    vendor:
      '{"type":"0x49 TIC data","status":{"frameCounter":2,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"readError":false},"ADCO":"021728031819","OPTARIF":"HC..","BASEstatus":"notFound","ISOUSC":{"unit":"A","value":45},"IINST":{"unit":"A","value":0},"IMAX":{"unit":"A","value":0},"PAPP":{"unit":"VA","value":0},"HCHC":{"unit":"Wh","value":0},"HCHP":{"unit":"Wh","value":0},"PTEC":"HP.."}',
    readings: { energy: 0, current: 0, low_battery: false },
  },
  {
    model: 'adeunis/tic-cbe-linky-mono',
    source: '@adeunis/codecs 1.6.1 ticCbeLinkyMono, 0x49 base tariff',
    hex: '49003032313732383033313831394241534500BC614E0000001E000000070000002D00000672800000008000000054480000',
    vendor:
      '{"type":"0x49 TIC data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"readError":false},"ADCO":"021728031819","OPTARIF":"BASE","BASE":{"unit":"Wh","value":12345678},"ISOUSC":{"unit":"A","value":30},"IINST":{"unit":"A","value":7},"IMAX":{"unit":"A","value":45},"PAPP":{"unit":"VA","value":1650},"HCHCstatus":"notFound","HCHPstatus":"notFound","PTEC":"TH"}',
    readings: { energy: 12345678, current: 7, low_battery: false },
  },
  {
    model: 'adeunis/tic-cbe-linky-mono',
    source: '@adeunis/codecs 1.6.1 ticCbeLinkyMono, 0x49 peak / off-peak tariff, low battery',
    hex: '492230323137323830333138313948432E2E800000000000002D0000000C0000003C00000AF00016E360002625A048432E2E',
    vendor:
      '{"type":"0x49 TIC data","status":{"frameCounter":1,"hardwareError":false,"lowBattery":true,"configurationDone":false,"configurationInconsistency":false,"readError":false},"ADCO":"021728031819","OPTARIF":"HC..","BASEstatus":"notFound","ISOUSC":{"unit":"A","value":45},"IINST":{"unit":"A","value":12},"IMAX":{"unit":"A","value":60},"PAPP":{"unit":"VA","value":2800},"HCHC":{"unit":"Wh","value":1500000},"HCHP":{"unit":"Wh","value":2500000},"PTEC":"HC.."}',
    readings: { energy: 4000000, current: 12, low_battery: true },
  },
  {
    model: 'adeunis/tic-cbe-linky-mono',
    source: '@adeunis/codecs 1.6.1 ticCbeLinkyMono, 0x4a alarm, PAPP high threshold',
    hex: '4A0050415050000000000000033035303030',
    vendor:
      '{"type":"0x4a TIC alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"readError":false},"label":"PAPP","alarmType":"highTreshold","value":"05000"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/tic-cbe-linky-mono',
    source: '@adeunis/codecs 1.6.1 ticCbeLinkyMono, 0x10 configuration',
    hex: '100006000A010005',
    vendor:
      '{"type":"0x10 TIC configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"readError":false},"transmissionPeriodKeepAlive":{"unit":"m","value":60},"samplingPeriod":{"unit":"m","value":5},"transmissionPeriodData":10,"productMode":"PRODUCTION"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/tic-cbe-linky-mono',
    source: '@adeunis/codecs 1.6.1 ticCbeLinkyMono, 0x30 keep-alive',
    hex: '30000300',
    vendor:
      '{"type":"0x30 Keep alive","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"readError":false}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/tic-cbe-linky-mono',
    source: '@adeunis/codecs 1.6.1 ticCbeLinkyMono, 0x20 network configuration',
    hex: '20000125',
    vendor:
      '{"type":"0x20 Configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"readError":false},"loraAdr":true,"loraProvisioningMode":"OTAA","loraDutycyle":"deactivated","loraClassMode":"CLASS A"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/tic-cbe-linky-tri',
    source: 'tic-cbe-linky-tri-codec.yaml 62c8acdd, "0x49 TIC data"',
    hex: '4940303231373238303331383139000012340000002B0000002C0000002D0000001100000012000000130000002000000010',
    vendor:
      '{"type":"0x49 TIC data","status":{"frameCounter":2,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"readError":false},"ADCO":"021728031819","BASE":{"unit":"Wh","value":4660},"IINST1":{"unit":"A","value":43},"IINST2":{"unit":"A","value":44},"IINST3":{"unit":"A","value":45},"IMAX1":{"unit":"A","value":17},"IMAX2":{"unit":"A","value":18},"IMAX3":{"unit":"A","value":19},"PMAX":{"unit":"W","value":32},"PAPP":{"unit":"VA","value":16}}',
    readings: { energy: 4660, low_battery: false },
  },
  {
    model: 'adeunis/tic-cbe-linky-tri',
    source: '@adeunis/codecs 1.6.1 ticCbeLinkyTri, 0x49 labels not found, read error',
    hex: '4910000000000000000000000000800000000000000500000006000000078000000080000000800000008000000000000DAC',
    vendor:
      '{"type":"0x49 TIC data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"readError":true},"ADCOstatus":"notFound","BASEstatus":"notFound","IINST1":{"unit":"A","value":5},"IINST2":{"unit":"A","value":6},"IINST3":{"unit":"A","value":7},"IMAX1status":"notFound","IMAX2status":"notFound","IMAX3status":"notFound","PMAXstatus":"notFound","PAPP":{"unit":"VA","value":3500}}',
    readings: { low_battery: false },
    warnings: ['status: readError, the product reports an error reading the meter'],
  },
  {
    model: 'adeunis/tic-cbe-linky-tri',
    source: '@adeunis/codecs 1.6.1 ticCbeLinkyTri, 0x4a alarm',
    hex: '4A0050415050000000000000033035303030',
    vendor:
      '{"type":"0x4a TIC alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"readError":false},"label":"PAPP","alarmType":"highTreshold","value":"05000"}',
    readings: { low_battery: false },
  },
];
