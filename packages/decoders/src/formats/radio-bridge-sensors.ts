import { hexByte, s8, s16be, u8, u16be } from '../bytes.ts';
import {
  type EventSink,
  eventWord,
  fixedEvent,
  type RadioBridgeEvent,
  stateByte,
  stateEvent,
  thresholdCrossing,
  withTenths,
} from './radio-bridge-event.ts';

// The sensors' own events, as support.radiobridge.com's "How do I decode a ... event?" articles and
// the Radio Bridge / MultiTech user guides define them. Values and names as
// radio_bridge_packet_decoder.js v1.4 (TTN device repository, vendor/radio-bridge/) prints them,
// except where it contradicts those documents (said at each place).

const thresholdWords = (what: string, change: ' on Change ' | '-on-Change ') => [
  'Periodic Report',
  `${what} has Risen Above Upper Threshold`,
  `${what} has Fallen Below Lower Threshold`,
  `Report${change}Increase`,
  `Report${change}Decrease`,
];

// "0x00 Sensor is closed meaning that the magnet is present; 0x01 open, no magnet is present".
const doorWindow = stateEvent(
  { name: 'door/window', type: 'DOOR/WINDOW', section: 'DoorWindow' },
  ['Closed', 'Open'],
  { field: 'door_open', zeroMeans: false },
);

const buttonIds: Readonly<Record<number, string>> = {
  1: 'Button 1',
  2: 'Button 2',
  3: 'Button',
  18: 'Both Buttons',
};

// Button id (0x03 the single button; 0x01, 0x02, 0x12 the dual button's), then 0 pressed,
// 1 released, 2 held: pressed while pressed or held.
const pushButton = fixedEvent('push button', 'BUTTON', 'Button', 2, (body, sink) => {
  const state = u8(body, 1);
  if (state <= 2) sink.reading('button', state !== 1);
  else sink.warn(`unknown push button state ${hexByte(state)}; not stored`);
  return {
    Event: buttonIds[u8(body, 0)] ?? 'Undefined',
    State: eventWord(['Pressed', 'Released', 'Held'], state),
  };
});

// Dry contacts: 0x00 shorted (connected), 0x01 opened. What the contacts mean is the installer's.
const contact = stateEvent({ name: 'contact', type: 'CONTACT', section: 'Contact' }, [
  'Contacts Shorted',
  'Contacts Opened',
]);

// "0x00 Water or liquid present, 0x01 Water or liquid not present", then the relative resistance
// between the probes (0-255). The water rope sensor sends the same event.
const water = fixedEvent('water', 'WATER', 'Water', 2, (body, sink) => {
  const state = stateByte(u8(body, 0), 'water', sink);
  if (state !== undefined) sink.reading('leak', !state);
  return { Event: u8(body, 0) === 0 ? 'Water Present' : 'Water Not Present', Relative: u8(body, 1) };
});

const outOfRange = (byte: number) => `temperature ${hexByte(byte)} is out of the sensor's range; not stored`;

/** A whole-degree two's complement temperature; 0x7F and 0x80 mean out of range, high and low. */
function wholeDegrees(body: Uint8Array, at: number, sink: EventSink): number {
  const byte = u8(body, at);
  if (byte === 0x7f || byte === 0x80) sink.warn(outOfRange(byte));
  else sink.reading('temperature', s8(body, at));
  return s8(body, at);
}

// External-probe (thermistor) and older no-probe temperature sensors: event, temperature in whole
// degrees (two's complement, "0x7f ... on the high end and 0x80 on the low end" out of range), and a
// relative 0-255 measurement for other calibration tables (printed signed by the v1.4 decoder).
const temperature = fixedEvent('temperature', 'TEMP_EXT', 'TempExt', 3, (body, sink) => {
  thresholdCrossing(u8(body, 0), sink);
  return {
    temperatureEvent: u8(body, 0),
    currentTemperature: wholeDegrees(body, 1, sink),
    rawMeasurement: s8(body, 2),
  };
});

const notADigit = (what: string, byte: number) =>
  `${what} tenths ${hexByte(byte)} are no decimal digit; not stored`;

/**
 * Degrees with a sign bit and a 7-bit magnitude ("not two's compliment notation", the air temperature
 * and humidity user guide), the tenths in the next byte's high nibble. The guide calls 0x7F and 0x80
 * out of range; 0x80 with tenths is a temperature between 0 and -1 °C.
 */
function signedTenths(body: Uint8Array, at: number, sink: EventSink): number {
  const byte = u8(body, at);
  const { value: magnitude, digit } = withTenths(byte & 0x7f, u8(body, at + 1));
  // No -0: JSON has none, and a stored field must read back as it was.
  const value = byte & 0x80 && magnitude !== 0 ? -magnitude : magnitude;
  if (!digit) sink.warn(notADigit('temperature', u8(body, at + 1)));
  else if (byte === 0x7f || (byte === 0x80 && value === 0)) sink.warn(outOfRange(byte));
  else sink.reading('temperature', value);
  return value;
}

const tiltWords = [
  'Transitioned to Vertical',
  'Transitioned to Horizontal',
  'Report-on-Change Toward Vertical',
  'Report-on-Change Toward Horizontal',
];

const tilt = fixedEvent('tilt', 'TILT', 'Tilt', 2, (body, sink) => {
  const code = u8(body, 0);
  // The angle is from the vertical axis: past the horizontal threshold the sensor is tilted.
  if (code === 0 || code === 1) sink.reading('tilt', code === 1);
  return { Event: eventWord(tiltWords, code), Angle: u8(body, 1) };
});

// RBS301-TEMP-INT (the v1.4 decoder's "CMOS temp event"): event, then degrees as the air sensor's.
const internalTemperature = fixedEvent('internal temperature', 'TEMP_INT', 'TempInt', 3, (body, sink) => {
  thresholdCrossing(u8(body, 0), sink);
  return { temperatureEvent: u8(body, 0), currentTemperature: signedTenths(body, 1, sink) };
});

const airWords = [
  'Periodic Report',
  ...['Temperature', 'Humidity'].flatMap((what) => [
    `${what} has Risen Above Upper Threshold`,
    `${what} has Fallen Below Lower Threshold`,
    `${what} Report-on-Change Increase`,
    `${what} Report-on-Change Decrease`,
  ]),
];

// Event (0-4 temperature as the other sensors, 5-8 the same for humidity), temperature, then
// humidity in % with its tenths in the next byte's high nibble.
const airTemperatureHumidity = fixedEvent('air temperature and humidity', 'ATH', 'ATH', 5, (body, sink) => {
  const code = u8(body, 0);
  thresholdCrossing(code > 4 ? code - 4 : code, sink);
  const temperature = signedTenths(body, 1, sink);
  // The newer article gives the humidity a sign bit too; no humidity is below 0, and a byte with
  // it set is above 100 %, dropped as implausible.
  const humidity = withTenths(u8(body, 3), u8(body, 4));
  if (humidity.digit) sink.reading('humidity', humidity.value);
  else sink.warn(notADigit('humidity', u8(body, 4)));
  return { Event: eventWord(airWords, code), Temperature: temperature, Humidity: humidity.value };
});

// "0x00 Movement has started, 0x01 Movement has stopped".
const movement = stateEvent(
  { name: 'movement', type: 'ABM', section: 'ABM' },
  ['Movement Started', 'Movement Stopped'],
  { field: 'motion', zeroMeans: true },
);

// Event, the angle from the vertical in whole degrees and in tenths (a byte: "48.7 degrees would be
// represented as 0x30 and 0x07"), and the temperature inside the sensor, "a two's compliment signed
// integer" (RBS306-TILT-HP user guide 1.3, §6.2). The v1.4 decoder reads the tenths from the high
// nibble and the temperature as sign and magnitude; its v1.2 and Radio Bridge's npm decoder do not.
const highPrecisionTilt = fixedEvent('high-precision tilt', 'TILT-HP', 'TiltHP', 4, (body, sink) => {
  const code = u8(body, 0);
  // 1: transitioned toward the 0-degree vertical orientation, 2: away from it (tilted).
  if (code === 1 || code === 2) sink.reading('tilt', code === 2);
  const celsius = s8(body, 3);
  sink.reading('temperature', celsius);
  const words = [
    'Periodic Report',
    'Transitioned Toward 0-Degree Vertical Orientation',
    'Transitioned Away From 0-Degree Vertical Orientation',
    'Report-on-Change Toward 0-Degree Vertical Orientation',
    'Report-on-Change Away From 0-Degree Vertical Orientation',
  ];
  return {
    Event: eventWord(words, code),
    Angle: Number((u8(body, 1) + u8(body, 2) / 10).toFixed(1)),
    Temperature: celsius,
  };
});

/**
 * A 16-bit measurement after a threshold event (ultrasonic, 4-20 mA, voltage): the vendor's word for
 * the event, the value (the word over `divisor`) under `key`, the reading where it is one.
 */
function measurement(
  event: Pick<RadioBridgeEvent, 'name' | 'type' | 'section'>,
  words: readonly string[],
  key: string,
  divisor: number,
  field?: 'distance_mm' | 'voltage',
): RadioBridgeEvent {
  return fixedEvent(event.name, event.type, event.section, 3, (body, sink) => {
    thresholdCrossing(u8(body, 0), sink);
    const value = u16be(body, 1) / divisor;
    if (field) sink.reading(field, value);
    return { Event: eventWord(words, u8(body, 0)), [key]: value };
  });
}

// Event, then the distance in millimetres (0-9999).
const ultrasonic = measurement(
  { name: 'ultrasonic level', type: 'ULTRASONIC', section: 'Ultrasonic' },
  thresholdWords('Distance', '-on-Change '),
  'Distance',
  1,
  'distance_mm',
);

// Event, then the loop current in units of 10 µA. The loop's meaning is the transmitter's: no
// reading, the current stays a vendor field (mA).
const currentLoop = measurement(
  { name: '4-20 mA', type: '4-20mA', section: 'A420mA' },
  thresholdWords('Analog Value', ' on Change '),
  'Current',
  100,
);

const faultNames = [
  'OpenCircuit',
  'VoltageOutsideRange',
  'TCTooLow',
  'TCTooHigh',
  'ColdBelowThresh',
  'ColdAboveThresh',
  'HotOutsideRange',
  'ColdOutsideRange',
] as const;

// Event (5: faults), the temperature in 1/16 °C (16-bit two's complement), then a fault bit each:
// a temperature reported with a fault (a broken probe, an out-of-range junction) is not stored.
const thermocouple = fixedEvent('thermocouple', 'Thermocouple', 'Thermocouple', 4, (body, sink) => {
  const code = u8(body, 0);
  thresholdCrossing(code, sink);
  const celsius = s16be(body, 1) / 16;
  const faults = u8(body, 3);
  const raised = faultNames.filter((_, bit) => ((faults >> bit) & 0x01) === 1);
  if (raised.length > 0) sink.warn(`thermocouple faults ${raised.join(', ')}; temperature not stored`);
  else sink.reading('temperature', celsius);
  const words = [...thresholdWords('Analog Value', ' on Change '), 'Faults'];
  const fault = Object.fromEntries(
    faultNames.map((name) => [name, raised.includes(name) ? 'True' : 'False']),
  );
  return { Event: eventWord(words, code), Temperature: celsius, Fault: fault };
});

// Event, then the voltage in units of 10 mV (0-3000, the RBS306-VM30's 0-30 V).
const voltage = measurement(
  { name: 'voltage', type: 'VOLTMETER', section: 'Voltmeter' },
  thresholdWords('Voltage', ' on Change '),
  'Voltage',
  100,
  'voltage',
);

/** The sensors' events, by event type. */
export const sensorEvents: ReadonlyMap<number, RadioBridgeEvent> = new Map([
  [0x03, doorWindow],
  [0x06, pushButton],
  [0x07, contact],
  [0x08, water],
  [0x09, temperature],
  [0x0a, tilt],
  [0x0d, airTemperatureHumidity],
  [0x0e, movement],
  [0x0f, highPrecisionTilt],
  [0x10, ultrasonic],
  [0x11, currentLoop],
  [0x13, thermocouple],
  [0x14, voltage],
  [0x19, internalTemperature],
]);
