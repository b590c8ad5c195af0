import type { CodecOutput } from './codec-example.ts';

// Radio Bridge's radio_bridge_packet_decoder.js v1.4 ("Copyright 2025 MultiTech Systems"), the TTN
// device repository's current vendor/radio-bridge/ decoder, run in Node on these bytes: its `data`
// recorded verbatim (the vendor code is not needed here). radio-bridge-differential.test.ts checks
// our decoder against them (`same`: our fields are exactly these; `differing`: where v1.4 errs,
// `ours` holds our section and `why` the evidence); apps/server's network-decoded/
// vendor-codecs-agreement.test.ts maps them by name (codec-outputs.ts).

export type Section = Record<string, unknown>;
export type Vendor = { Protocol: number; Counter: number; Type: string } & Record<string, unknown>;
export type RadioBridgeCase = { model: string; hex: string; vendor: Vendor; ours?: Section; why?: string };

const v = (counter: number, type: string, section: string, values: Section): Vendor => ({
  Protocol: 1,
  Counter: counter,
  Type: type,
  [section]: values,
});

const noFaults = {
  ColdOutsideRange: 'False',
  HotOutsideRange: 'False',
  ColdAboveThresh: 'False',
  ColdBelowThresh: 'False',
  TCTooHigh: 'False',
  TCTooLow: 'False',
  VoltageOutsideRange: 'False',
  OpenCircuit: 'False',
};

/** The supervisory error flags, battery low and radio error as given, the tamper bits clear. */
const flags = (batteryLow: number, radioCommError: number) => ({
  TamperSinceLastReset: 0,
  TamperState: 0,
  ErrorWithLastDownlink: 0,
  BatteryLow: batteryLow,
  RadioCommError: radioCommError,
});

// KB supervisory message article's "1 5 01 03 00 29": no event count (firmware before 2.0).
const shortSupervisory = { ...flags(1, 1), Battery: '2.9V' };

export const radioBridgeSame: RadioBridgeCase[] = [
  { model: 'rbs301-dws', hex: '100301', vendor: v(0, 'DOOR/WINDOW', 'DoorWindow', { Event: 'Open' }) },
  { model: 'rbs301-dws', hex: '110300', vendor: v(1, 'DOOR/WINDOW', 'DoorWindow', { Event: 'Closed' }) },
  {
    model: 'rbs305-ath',
    hex: '10000E228823',
    vendor: v(0, 'RESET', 'Reset', {
      Device: 'Air Temperature and Humidity Sensor',
      Firmware: '2.1.3',
      Hardware: '2.2',
    }),
  },
  {
    model: 'rbs305-ath',
    hex: '10000E220103',
    vendor: v(0, 'RESET', 'Reset', {
      Device: 'Air Temperature and Humidity Sensor',
      Firmware: '1.3',
      Hardware: '2.2',
    }),
  },
  {
    model: 'rbs301-wat',
    hex: '10000a2288ad703c',
    vendor: v(0, 'RESET', 'Reset', { Device: 'Water Sensor', Firmware: '2.5.13', Hardware: '2.2' }),
  },
  {
    model: 'rbs301-abm',
    hex: '1901030126000000000000',
    vendor: v(9, 'SUPERVISORY', 'Supervisory', { Accumulation: 0, ...flags(1, 1), Battery: '2.6V' }),
  },
  {
    model: 'rbs301-abm',
    hex: '190100002600000000012C',
    vendor: v(9, 'SUPERVISORY', 'Supervisory', { Accumulation: 300, ...flags(0, 0), Battery: '2.6V' }),
  },
  { model: 'rbs301-temp-ext', hex: '100200', vendor: v(0, 'TAMPER', 'Tamper', { Event: 'Open' }) },
  { model: 'rbs301-temp-ext', hex: '110201', vendor: v(1, 'TAMPER', 'Tamper', { Event: 'Closed' }) },
  {
    model: 'rbs301-tilt',
    hex: '1bfb01b906',
    vendor: v(11, 'LINK QUALITY', 'Link_Quality', { RSSI: -71, SNR: 6, Subband: 1 }),
  },
  {
    model: 'rbs301-wat',
    hex: '10FF02',
    vendor: v(0, 'DOWNLINKACK', 'DownlinkACK', { Event: 'Message Valid' }),
  },
  {
    model: 'rbs301-wat',
    hex: '10FF01',
    vendor: v(0, 'DOWNLINKACK', 'DownlinkACK', { Event: 'Message Invalid' }),
  },
  {
    model: 'rbs306-vm30',
    hex: '10FA1201020304',
    vendor: v(0, 'DEVICE INFO', 'DeviceInfo', {
      currentPacket: 1,
      packetAmount: 2,
      storedDownlink: [1, 2, 3, 4],
    }),
  },
  {
    model: 'rbs301-wat',
    hex: '10080080',
    vendor: v(0, 'WATER', 'Water', { Event: 'Water Present', Relative: 128 }),
  },
  {
    model: 'rbs306-wr1m',
    hex: '10080115',
    vendor: v(0, 'WATER', 'Water', { Event: 'Water Not Present', Relative: 21 }),
  },
  {
    model: 'rbs301-1',
    hex: '10060302',
    vendor: v(0, 'BUTTON', 'Button', { Event: 'Button', State: 'Held' }),
  },
  {
    model: 'rbs301-1',
    hex: '10060102',
    vendor: v(0, 'BUTTON', 'Button', { Event: 'Button 1', State: 'Held' }),
  },
  {
    model: 'rbs301-1',
    hex: '10060301',
    vendor: v(0, 'BUTTON', 'Button', { Event: 'Button', State: 'Released' }),
  },
  { model: 'rbs306-con', hex: '100700', vendor: v(0, 'CONTACT', 'Contact', { Event: 'Contacts Shorted' }) },
  { model: 'rbs101-con', hex: '100701', vendor: v(0, 'CONTACT', 'Contact', { Event: 'Contacts Opened' }) },
  {
    model: 'rbs301-temp-ext',
    hex: '1009031432',
    vendor: v(0, 'TEMP_EXT', 'TempExt', { temperatureEvent: 3, currentTemperature: 20, rawMeasurement: 50 }),
  },
  {
    model: 'rbs301-temp-int',
    hex: '1009011321',
    vendor: v(0, 'TEMP_EXT', 'TempExt', { temperatureEvent: 1, currentTemperature: 19, rawMeasurement: 33 }),
  },
  {
    model: 'rbs306-temp-ext',
    hex: '100902EC21',
    vendor: v(0, 'TEMP_EXT', 'TempExt', { temperatureEvent: 2, currentTemperature: -20, rawMeasurement: 33 }),
  },
  {
    model: 'rbs301-temp-int',
    hex: '1219009630',
    vendor: v(2, 'TEMP_INT', 'TempInt', { temperatureEvent: 0, currentTemperature: -22.3 }),
  },
  {
    model: 'rbs301-temp-int',
    hex: '1219011A50',
    vendor: v(2, 'TEMP_INT', 'TempInt', { temperatureEvent: 1, currentTemperature: 26.5 }),
  },
  {
    model: 'rbs301-tilt',
    hex: '100A0153',
    vendor: v(0, 'TILT', 'Tilt', { Event: 'Transitioned to Horizontal', Angle: 83 }),
  },
  {
    model: 'rbs301-tilt',
    hex: '100A0005',
    vendor: v(0, 'TILT', 'Tilt', { Event: 'Transitioned to Vertical', Angle: 5 }),
  },
  {
    model: 'rbs305-ath',
    hex: '100D0517703D80',
    vendor: v(0, 'ATH', 'ATH', {
      Event: 'Humidity has Risen Above Upper Threshold',
      Temperature: 23.7,
      Humidity: 61.8,
    }),
  },
  {
    model: 'rbs306-ath-ext',
    hex: '100D009A501640',
    vendor: v(0, 'ATH', 'ATH', { Event: 'Periodic Report', Temperature: -26.5, Humidity: 22.4 }),
  },
  {
    model: 'rbs305-ath',
    hex: '130d058f603c00',
    vendor: v(3, 'ATH', 'ATH', {
      Event: 'Humidity has Risen Above Upper Threshold',
      Temperature: -15.6,
      Humidity: 60,
    }),
  },
  {
    model: 'rbs305-ath',
    hex: '100D0608001E50',
    vendor: v(0, 'ATH', 'ATH', {
      Event: 'Humidity has Fallen Below Lower Threshold',
      Temperature: 8,
      Humidity: 30.5,
    }),
  },
  { model: 'rbs306-abm', hex: '100E00', vendor: v(0, 'ABM', 'ABM', { Event: 'Movement Started' }) },
  { model: 'rbs301-abm', hex: '100E01', vendor: v(0, 'ABM', 'ABM', { Event: 'Movement Stopped' }) },
  {
    model: 'rbs306-us10m',
    hex: '10100320C9',
    vendor: v(0, 'ULTRASONIC', 'Ultrasonic', { Event: 'Report-on-Change Increase', Distance: 8393 }),
  },
  {
    model: 'rbs306-mbhr',
    hex: '1010010282',
    vendor: v(0, 'ULTRASONIC', 'Ultrasonic', {
      Event: 'Distance has Risen Above Upper Threshold',
      Distance: 642,
    }),
  },
  {
    model: 'rbs306-420ma',
    hex: '101103021F',
    vendor: v(0, '4-20mA', 'A420mA', { Event: 'Report on Change Increase', Current: 5.43 }),
  },
  {
    model: 'rbs306-420ma',
    hex: '101102019A',
    vendor: v(0, '4-20mA', 'A420mA', {
      Event: 'Analog Value has Fallen Below Lower Threshold',
      Current: 4.1,
    }),
  },
  {
    model: 'rbs306-vm30',
    hex: '1014000810',
    vendor: v(0, 'VOLTMETER', 'Voltmeter', { Event: 'Periodic Report', Voltage: 20.64 }),
  },
  {
    model: 'rbs306-vm30',
    hex: '1014010BB8',
    vendor: v(0, 'VOLTMETER', 'Voltmeter', { Event: 'Voltage has Risen Above Upper Threshold', Voltage: 30 }),
  },
  // The thermocouple temperatures of Radio Bridge's table; v1.2 reads the negative ones unsigned
  // (4095.75, 3846), v1.4 and the npm decoder as two's complement.
  ...(
    [
      ['101300019800', 25.5],
      ['1013003E8700', 1000.4375],
      ['101300FFFC00', -0.25],
      ['101300F06000', -250],
    ] as const
  ).map(([hex, celsius]) => ({
    model: 'rbs306-temp-tc',
    hex,
    vendor: v(0, 'Thermocouple', 'Thermocouple', {
      Event: 'Periodic Report',
      Temperature: celsius,
      Fault: noFaults,
    }),
  })),
  {
    model: 'rbs306-temp-tc',
    hex: '1013016400C1',
    vendor: v(0, 'Thermocouple', 'Thermocouple', {
      Event: 'Analog Value has Risen Above Upper Threshold',
      Temperature: 1600,
      Fault: { ...noFaults, ColdOutsideRange: 'True', HotOutsideRange: 'True', OpenCircuit: 'True' },
    }),
  },
];

export const radioBridgeDiffering: RadioBridgeCase[] = [
  {
    model: 'rbs306-tilt-hp',
    hex: '100F0260011A',
    vendor: v(0, 'TILT-HP', 'TiltHP', {
      Event: 'Transitioned Away From 0-Degree Vertical Orientation',
      Angle: 96,
      Temperature: 26,
    }),
    ours: { Event: 'Transitioned Away From 0-Degree Vertical Orientation', Angle: 96.1, Temperature: 26 },
    why: 'the tenths are a byte (KB example: 96.1; v1.2 and npm: 96.1); v1.4 reads its high nibble',
  },
  {
    model: 'rbs306-tilt-hp',
    hex: '100F013007F6',
    vendor: v(0, 'TILT-HP', 'TiltHP', {
      Event: 'Transitioned Toward 0-Degree Vertical Orientation',
      Angle: 48,
      Temperature: -118,
    }),
    ours: { Event: 'Transitioned Toward 0-Degree Vertical Orientation', Angle: 48.7, Temperature: -10 },
    why: "user guide 1.3: 48.7 is 0x30 0x07, the temperature two's complement (v1.2 and npm: 48.7, -10)",
  },
  {
    model: 'rbs305-ath',
    hex: '10000E228B23',
    vendor: v(0, 'RESET', 'Reset', {
      Device: 'Air Temperature and Humidity Sensor',
      Firmware: '2.4.3',
      Hardware: '2.2',
    }),
    ours: { Device: 'Air Temperature and Humidity Sensor', Firmware: '2.25.3', Hardware: '2.2' },
    why: 'bits 9:5 are the minor (user guides); v1.4 and v1.2 add its halves, npm joins them: 2.25.3',
  },
  {
    model: 'rbs301-dws',
    hex: '1501030029',
    // Accumulation: NaN in Node (null in JSON), a short message having no count.
    vendor: v(5, 'SUPERVISORY', 'Supervisory', { Accumulation: null, ...shortSupervisory }),
    ours: shortSupervisory,
    why: 'the count came with firmware 2.0: the KB example has none; no NaN stored',
  },
  {
    model: 'rbs301-tilt',
    hex: '1bfb02b9fa',
    vendor: v(11, 'LINK QUALITY', 'Link_Quality', { RSSI: -71, SNR: 250, Subband: 2 }),
    ours: { RSSI: -71, SNR: -6, Subband: 2 },
    why: "the user guides: RSSI and SNR in two's complement (npm: -6)",
  },
  {
    model: 'rbs306-temp-tc',
    hex: '101305000001',
    vendor: v(0, 'Thermocouple', 'Thermocouple', {
      Event: 'Undefined',
      Temperature: 0,
      Fault: { ...noFaults, OpenCircuit: 'True' },
    }),
    ours: { Event: 'Faults', Temperature: 0, Fault: { ...noFaults, OpenCircuit: 'True' } },
    why: 'KB thermocouple article: event 0x05 is "Faults" (npm: "Fault"); v1.4 lacks it',
  },
];

/** v1.4's outputs as codec outputs, on port 1 (radio-bridge.test.ts; any port decodes alike). */
export const radioBridgeOutputs: CodecOutput[] = [...radioBridgeSame, ...radioBridgeDiffering].map(
  ({ model, hex, vendor }) => ({
    model: `radio-bridge/${model}`,
    source: `radio_bridge_packet_decoder.js v1.4 (TTN vendor/radio-bridge), ${hex}`,
    fPort: 1,
    hex,
    output: vendor,
  }),
);
