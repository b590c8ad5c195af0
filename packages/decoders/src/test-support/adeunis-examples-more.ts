import type { AdeunisExample } from './adeunis-examples.ts';

// PULSE 4, DELTA P, MOTION, ANALOG and BREATH: sources as adeunis-examples.ts says.

export const adeunisMoreExamples: readonly AdeunisExample[] = [
  {
    model: 'adeunis/pulse-4',
    source: 'pulse-codec.yaml 51878916, "0x5a Pulse 4 data - channel A"',
    hex: '5A6700000127000100020003000414ABA3E9',
    vendor:
      '{"type":"0x5a Pulse 4 data - channel A","status":{"frameCounter":3,"hardwareError":false,"lowBattery":true,"configurationDone":true,"timestamp":true},"timestamp":"2023-12-28T19:22:17.000","decodingInfo":"counterValues: [t=0, t-1, t-2, ...]","counterValues":[295,294,292,289,285]}',
    readings: { pulse_count: 295, low_battery: true },
  },
  {
    model: 'adeunis/pulse-4',
    source: '@adeunis/codecs 1.6.1 pulse4, 0x46 both indexes',
    hex: '46000000123400000010',
    vendor:
      '{"type":"0x46 Pulse 4 data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"decodingInfo":"counterValues: [Channel A, Channel B]","counterValues":[4660,16]}',
    readings: { pulse_count: 4660, low_battery: false },
  },
  {
    model: 'adeunis/pulse-4',
    source: '@adeunis/codecs 1.6.1 pulse4, 0x5b channel B history',
    hex: '5B00000000640005000A',
    vendor:
      '{"type":"0x5b Pulse 4 data - channel B","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"decodingInfo":"counterValues: [t=0, t-1, t-2, ...]","counterValues":[100,95,85]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse-4',
    source: '@adeunis/codecs 1.6.1 pulse4, 0x30 keep-alive, channel A alarms',
    hex: '3000150010002000010002',
    vendor:
      '{"type":"0x30 Pulse 4 keep alive","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"channels":[{"name":"channel A","flow":{"alarm":true,"last24hMin":1,"last24hMax":16},"tamperAlarm":true,"leakageAlarm":true},{"name":"channel B","flow":{"alarm":false,"last24hMin":2,"last24hMax":32},"tamperAlarm":false,"leakageAlarm":false}]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse-4',
    source: '@adeunis/codecs 1.6.1 pulse4, 0x47 flow alarm',
    hex: '470001000000',
    vendor:
      '{"type":"0x47 Pulse 4 alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"decodingInfo":"flowValues: [Channel A, Channel B]","flowValues":[256,0]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse-4',
    source: '@adeunis/codecs 1.6.1 pulse4, 0x10 configuration, LoRaWAN (28 bytes)',
    hex: '100001000211038432000500640000000A000000050000060A000002',
    vendor:
      '{"type":"0x10 Pulse 4 configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"productMode":"PRODUCTION","numberOfHistorizationBeforeSending":2,"samplingPeriod":{"unit":"s","value":1800},"calculatedSendingPeriod":{"unit":"s","value":3600},"flowCalculationPeriod":{"unit":"m","value":5},"redundantSamples":2,"channels":[{"name":"channel A","state":"enabled","type":"otherPullUpOff","debouncingPeriod":{"unit":"ms","value":10},"leakageDetection":{"overflowAlarmTriggerThreshold":100,"threshold":10,"dailyPeriodsBelowWhichLeakageAlarmTriggered":5},"tamper":{"activated":false,"samplePeriodForDetection":{"unit":"s","value":60},"threshold":10}},{"name":"channel B","state":"enabled","type":"otherPullUpOff","debouncingPeriod":{"unit":"ms","value":20},"leakageDetection":{"overflowAlarmTriggerThreshold":0,"threshold":0,"dailyPeriodsBelowWhichLeakageAlarmTriggered":0},"tamper":{"activated":false,"samplePeriodForDetection":{"unit":"s","value":0},"threshold":0}}]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse-4',
    source: '@adeunis/codecs 1.6.1 pulse4, 0x11 leak configuration',
    hex: '110000640000000A0000',
    vendor:
      '{"type":"0x11 Pulse 4 configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"channels":[{"name":"channel A","leakageDetection":{"overflowAlarmTriggerThreshold":100,"threshold":10}},{"name":"channel B","leakageDetection":{"overflowAlarmTriggerThreshold":0,"threshold":0}}]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/pulse-4',
    source: '@adeunis/codecs 1.6.1 pulse4, 0x12 leak and tamper configuration',
    hex: '120000050000060A0000',
    vendor:
      '{"type":"0x12 Pulse 4 configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"timestamp":false},"channels":[{"name":"channel A","leakageDetection":{"dailyPeriodsBelowWhichLeakageAlarmTriggered":5},"tamper":{"samplePeriodForDetection":{"unit":"s","value":60},"threshold":10}},{"name":"channel B","leakageDetection":{"dailyPeriodsBelowWhichLeakageAlarmTriggered":0},"tamper":{"samplePeriodForDetection":{"unit":"s","value":0},"threshold":0}}]}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/deltap',
    source: 'deltap-codec.yaml 62c8acdd, "0x53 Delta P periodic data"',
    hex: '5320FE0CFF06000000FA01F4',
    vendor:
      '{"type":"0x53 Delta P periodic data","status":{"frameCounter":1,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"decodingInfo":"values: [t=0, t-1, t-2, ...]","deltaPressure":{"unit":"pa","values":[-500,-250,0,250,500]}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/deltap',
    source: '@adeunis/codecs 1.6.1 deltap, 0x54 pressure alarm, active',
    hex: '54000101F4',
    vendor:
      '{"type":"0x54 Delta P alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"alarmStatus":"active","deltaPressure":{"unit":"pa","value":500}}',
    readings: { threshold_alarm: true, low_battery: false },
  },
  {
    model: 'adeunis/deltap',
    source: '@adeunis/codecs 1.6.1 deltap, 0x56 0-10 V alarm, inactive',
    hex: '5600001388',
    vendor:
      '{"type":"0x56 Delta P - alarm 0-10 V","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"alarmStatus":"inactive","voltage":{"unit":"mV","value":5000}}',
    readings: { threshold_alarm: false, low_battery: false },
  },
  {
    model: 'adeunis/deltap',
    source: '@adeunis/codecs 1.6.1 deltap, 0x55 0-10 V data',
    hex: '550013881370',
    vendor:
      '{"type":"0x55 Delta P - periodic 0-10 V","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"decodingInfo":"values: [t=0, t-1, t-2, ...]","voltage":{"unit":"mV","values":[5000,4976]}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/deltap',
    source: '@adeunis/codecs 1.6.1 deltap, 0x10 configuration',
    hex: '10002A3000010001012C',
    vendor:
      '{"type":"0x10 Delta P configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"transmissionPeriodKeepAlive":{"unit":"s","value":108000},"numberOfHistorizationBeforeSending":1,"numberOfSamplingBeforeHistorization":1,"samplingPeriod":{"unit":"s","value":600},"calculatedPeriodRecording":{"unit":"s","value":600},"calculatedSendingPeriod":{"unit":"s","value":600}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/deltap',
    source: '@adeunis/codecs 1.6.1 deltap, 0x11 0-10 V configuration',
    hex: '11000001012C0001',
    vendor:
      '{"type":"0x11 Delta P 0-10V configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"numberOfHistorizationBeforeSending":1,"numberOfSamplingBeforeHistorization":1,"samplingPeriod":{"unit":"s","value":600},"calculatedPeriodRecording":{"unit":"s","value":600},"calculatedSendingPeriod":{"unit":"s","value":600}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/deltap',
    source: '@adeunis/codecs 1.6.1 deltap, 0x2f downlink acknowledgement',
    hex: '2F0001',
    vendor:
      '{"type":"0x2f Delta P Downlink ack","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"requestStatus":"success"}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/motion',
    source: 'motion-codec.yaml f06c618d, "0x5c Motion data" (the MOTION V2 manual\'s 0x5C example)',
    hex: '5C80011E320020',
    vendor:
      '{"type":"0x5c Motion data","status":{"frameCounter":4,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"presenceDetectedWhenSending":true,"decodingInfo":"values: [t=0, t-1, t-2, ...]","presence":{"unit":"%","values":[30,0]},"luminosity":{"unit":"%","values":[50,32]}}',
    readings: { motion: true, light_percent: 50, low_battery: false },
  },
  {
    model: 'adeunis/motion',
    source:
      'MOTION V2 Technical Reference Manual 02/12/2019, 0x5D presence alarm example; @adeunis/codecs 1.6.1 motion',
    hex: '5D800132',
    vendor:
      '{"type":"0x5d Motion presence alarm","status":{"frameCounter":4,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"alarmPresence":{"alarmStatus":"active","luminosity":{"unit":"%","value":50}}}',
    readings: { motion: true, light_percent: 50, low_battery: false },
  },
  {
    model: 'adeunis/motion',
    source: '@adeunis/codecs 1.6.1 motion, 0x5d end of presence',
    hex: '5D00000A',
    vendor:
      '{"type":"0x5d Motion presence alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"alarmPresence":{"alarmStatus":"inactive","luminosity":{"unit":"%","value":10}}}',
    readings: { motion: false, light_percent: 10, low_battery: false },
  },
  {
    model: 'adeunis/motion',
    source:
      'MOTION V2 Technical Reference Manual 02/12/2019, 0x50 luminosity alarm example; @adeunis/codecs 1.6.1 motion',
    hex: '50800132',
    vendor:
      '{"type":"0x50 Motion luminosity alarm","status":{"frameCounter":4,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"alarmLuminosity":{"alarmStatus":"active","luminosity":{"unit":"%","value":50}}}',
    readings: { threshold_alarm: true, light_percent: 50, low_battery: false },
  },
  {
    model: 'adeunis/motion',
    source:
      'MOTION V2 Technical Reference Manual 02/12/2019, 0x52 digital input 2 alarm example; @adeunis/codecs 1.6.1 motion',
    hex: '528001000012300003',
    vendor:
      '{"type":"0x52 digital input 2 alarm","status":{"frameCounter":4,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"state":{"previousFrame":false,"current":true},"counter":{"global":4656,"instantaneous":3}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/motion',
    source:
      'MOTION V2 Technical Reference Manual 02/12/2019, 0x10 product configuration example; @adeunis/codecs 1.6.1 motion',
    hex: '100021C0000100010708001E',
    vendor:
      '{"type":"0x10 Motion configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"transmissionPeriodKeepAlive":{"unit":"s","value":86400},"numberOfHistorizationBeforeSending":1,"numberOfSamplingBeforeHistorization":1,"samplingPeriod":{"unit":"s","value":3600},"presenceDetectorInhibition":{"unit":"s","value":300},"calculatedPeriodRecording":{"unit":"s","value":3600},"calculatedSendingPeriod":{"unit":"s","value":3600}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/motion',
    source:
      'MOTION V2 Technical Reference Manual 02/12/2019, 0x1F digital inputs configuration example; @adeunis/codecs 1.6.1 motion',
    hex: '1F00410001000000',
    vendor:
      '{"type":"0x1f digital input configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"digitalInput1":{"type":"highEdge","debouncingPeriod":{"unit":"ms","value":100},"threshold":1},"digitalInput2":{"type":"deactivated","debouncingPeriod":{"unit":"ms","value":0},"threshold":0}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/motion',
    source: '@adeunis/codecs 1.6.1 motion, 0x4e MOTION 1 data',
    hex: '4E00010000032800001E',
    vendor:
      '{"type":"0x4e Motion data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"globalCounterValue":256,"decodingInfo":"counterValues/values: [t=0, t-1, t-2, ...]","counterValues":[3,0],"luminosity":{"unit":"%","values":[40,30]}}',
    readings: { light_percent: 40, low_battery: false },
  },
  {
    model: 'adeunis/motion',
    source: '@adeunis/codecs 1.6.1 motion, 0x4f MOTION 1 presence alarm',
    hex: '4F0001000002',
    vendor:
      '{"type":"0x4f Motion presence alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false},"alarmPresence":{"globalCounterValue":256,"counterValue":2}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/analog',
    source: 'analog-codec.yaml 62c8acdd, "0x42 Analog data"',
    hex: '42500110000002100000',
    vendor:
      '{"type":"0x42 Analog data","status":{"frameCounter":2,"hardwareError":false,"lowBattery":false,"configurationDone":false,"alarmChannelA":false,"alarmChannelB":true},"channels":[{"name":"channel A","unit":"V","value":1.049},{"name":"channel B","unit":"mA","value":10.486}]}',
    readings: { threshold_alarm: true, low_battery: false },
  },
  {
    model: 'adeunis/analog',
    source: '@adeunis/codecs 1.6.1 analog, 0x30 keep-alive, channel B off',
    hex: '3000014C4B4000000000',
    vendor:
      '{"type":"0x30 Analog keep alive","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"alarmChannelA":false,"alarmChannelB":false},"channels":[{"name":"channel A","unit":"V","value":5},{"name":"channel B","state":"deactivated"}]}',
    readings: { threshold_alarm: false, low_battery: false },
  },
  {
    model: 'adeunis/analog',
    source: '@adeunis/codecs 1.6.1 analog, 0x10 configuration',
    hex: '10000601129E214101',
    vendor:
      '{"type":"0x10 Analog configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"alarmChannelA":false,"alarmChannelB":false},"transmissionPeriodKeepAlive":{"unit":"m","value":60},"transmissionPeriodData":{"unit":"m","value":10},"channels":[{"name":"channel A","id":1,"type":"4-20mA","threshold":"high","externalTrigger":{"type":"both","debounceDuration":{"unit":"s","value":5}}},{"name":"channel B","id":2,"type":"0-10V","threshold":"low","externalTrigger":{"type":"none","debounceDuration":{"unit":"ms","value":100}}}],"productMode":"PRODUCTION"}',
    readings: { threshold_alarm: false, low_battery: false },
  },
  {
    model: 'adeunis/analog',
    source: '@adeunis/codecs 1.6.1 analog, 0x11 channel A high threshold',
    hex: '11000F424000C350',
    vendor:
      '{"type":"0x11 Analog configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"alarmChannelA":false,"alarmChannelB":false},"threshold":{"name":"channel A","unit":"µV or 10 nA","high":{"value":1000000,"hysteresis":50000}}}',
    readings: { threshold_alarm: false, low_battery: false },
  },
  {
    model: 'adeunis/breath',
    source: 'breath-codec.yaml 62c8acdd, "0x6d Breath periodic data"',
    hex: '6D8001B3003E001E001401B3003E001E0014',
    vendor:
      '{"type":"0x6d Breath periodic data","status":{"frameCounter":4,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"sensorError":false},"decodingInfo":"values: [t=0, t-1, t-2, ...]","tvoc":{"unit":"µg/m3","values":[435,435]},"pm10":{"unit":"µg/m3","values":[62,62]},"pm25":{"unit":"µg/m3","values":[30,30]},"pm1":{"unit":"µg/m3","values":[20,20]}}',
    readings: { tvoc_ugm3: 435, pm10: 62, pm2_5: 30, low_battery: false },
  },
  {
    model: 'adeunis/breath',
    source: '@adeunis/codecs 1.6.1 breath, 0x6e alarm, TVOC and PM2.5 active',
    hex: '6E0005025800140023000A',
    vendor:
      '{"type":"0x6e Breath alarm","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"sensorError":false},"tvoc":{"alarmStatus":"active","unit":"µg/m3","value":600},"pm10":{"alarmStatus":"inactive","unit":"µg/m3","value":20},"pm25":{"alarmStatus":"active","unit":"µg/m3","value":35},"pm1":{"alarmStatus":"inactive","unit":"µg/m3","value":10}}',
    readings: { tvoc_ugm3: 600, pm10: 20, pm2_5: 35, threshold_alarm: true, low_battery: false },
  },
  {
    model: 'adeunis/breath',
    source: '@adeunis/codecs 1.6.1 breath, 0x30 daily frame, maxima only',
    hex: '30000258003200280014',
    vendor:
      '{"type":"0x30 Daily frame","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"sensorError":false},"tvoc":{"max":{"unit":"µg/m3","value":600}},"pm10":{"max":{"unit":"µg/m3","value":50}},"pm25":{"max":{"unit":"µg/m3","value":40}},"pm1":{"max":{"unit":"µg/m3","value":20}}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/breath',
    source: '@adeunis/codecs 1.6.1 breath, 0x30 daily frame, 32 bytes',
    hex: '30000064025800C8003C000A00320014000F00050028000F000A000200140008',
    vendor:
      '{"type":"0x30 Daily frame","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"sensorError":false},"tvoc":{"min":{"unit":"µg/m3","value":100},"max":{"unit":"µg/m3","value":600},"average":{"unit":"µg/m3","value":200},"duration":{"unit":"min","value":60}},"pm10":{"min":{"unit":"µg/m3","value":10},"max":{"unit":"µg/m3","value":50},"average":{"unit":"µg/m3","value":20},"duration":{"unit":"min","value":15}},"pm25":{"min":{"unit":"µg/m3","value":5},"max":{"unit":"µg/m3","value":40},"average":{"unit":"µg/m3","value":15},"duration":{"unit":"min","value":10}},"pm1":{"min":{"unit":"µg/m3","value":2},"max":{"unit":"µg/m3","value":20},"average":{"unit":"µg/m3","value":8}}}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/breath',
    source: '@adeunis/codecs 1.6.1 breath, 0x10 configuration',
    hex: '10000100030258010E1002',
    vendor:
      '{"type":"0x10 Breath configuration","status":{"frameCounter":0,"hardwareError":false,"lowBattery":false,"configurationDone":false,"configurationInconsistency":false,"sensorError":false},"dailyFrameActivated":true,"numberOfHistorizationBeforeSending":3,"historyPeriod":{"unit":"s","value":600},"alarmRepeatActivated":true,"alarmRepeatPeriod":{"unit":"s","value":3600},"redundantSamples":2}',
    readings: { low_battery: false },
  },
  {
    model: 'adeunis/breath',
    source: '@adeunis/codecs 1.6.1 breath, 0x6d on a low battery (the codec also says sensorError)',
    hex: '6D0201000014000A0005',
    vendor:
      '{"type":"0x6d Breath periodic data","status":{"frameCounter":0,"hardwareError":false,"lowBattery":true,"configurationDone":false,"configurationInconsistency":false,"sensorError":true},"decodingInfo":"values: [t=0, t-1, t-2, ...]","tvoc":{"unit":"µg/m3","values":[256]},"pm10":{"unit":"µg/m3","values":[20]},"pm25":{"unit":"µg/m3","values":[10]},"pm1":{"unit":"µg/m3","values":[5]}}',
    readings: { tvoc_ugm3: 256, pm10: 20, pm2_5: 10, low_battery: true },
  },
];
