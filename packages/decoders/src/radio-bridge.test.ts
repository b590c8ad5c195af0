import { describe, expect, it } from 'vitest';
import { errorOf, readingOf, run } from './test-support/decode-helpers.ts';
import type { DecodeResult } from './types.ts';

// Radio Bridge (MultiTech) sensors against Radio Bridge's own documents:
// - support.radiobridge.com knowledge base, "How do I decode a ... event?" articles (one per event;
//   "KB <slug>" at each test is https://support.radiobridge.com/portal/en/kb/articles/<slug>);
// - the MultiTech "Radio Bridge LoRaWAN Wireless Sensor" user guides (Air Temperature Humidity
//   Sensor, RBS3010NA0EBN0; Dry Contact Sensor, RBS301-CON-US) and Radio Bridge's 2019 user guides
//   (Wireless High-Precision Tilt Sensor 1.3, Wireless Ultrasonic Level Sensor 1.5);
// - the README examples of Radio Bridge's npm decoder (RadioBridge/Packet-Decoder
//   DecoderDocs/*.md at 5c5612caef56854969f93c7eb53b631d193d7a0a).
// The TTN device repository has no codec examples for these devices (its only Radio Bridge codec
// file, rbs306-abm-codec.yaml, names the decoder and nothing else).

const readings = (result: DecodeResult) =>
  Object.fromEntries(result.readings.map((reading) => [reading.field, reading.value]));

describe('Radio Bridge common event header', () => {
  it('reads the protocol version and the packet counter of byte 0', () => {
    // KB how-do-i-interpret-a-sensor-s-supervisory-message: "1 5 01 03 00 29", counter 5.
    const result = run('radio-bridge/rbs301-dws', 1, '1501030029');
    expect(result.fields).toMatchObject({ Protocol: 1, Counter: 5, Type: 'SUPERVISORY' });
  });

  it('ignores the port, as Radio Bridge documents none', () => {
    expect(run('radio-bridge/rbs301-dws', 77, '100301').readings).toEqual([
      { field: 'door_open', value: true },
    ]);
  });

  it('refuses a protocol version other than the documented 1', () => {
    expect(errorOf(() => run('radio-bridge/rbs301-dws', 1, '200301')).message).toBe(
      "radio-bridge/rbs301-dws: protocol version 2 is not Radio Bridge's documented version 1; not decoded",
    );
  });

  it('refuses an unknown event type and a cut-off event', () => {
    // 0x05 is the glass break event, which no TTN-listed model sends and the v1.4 decoder lacks.
    expect(errorOf(() => run('radio-bridge/rbs301-dws', 1, '100500')).message).toBe(
      'radio-bridge/rbs301-dws: unknown Radio Bridge event type 0x05',
    );
    expect(errorOf(() => run('radio-bridge/rbs305-ath', 1, '100D051770')).message).toBe(
      'radio-bridge/rbs305-ath: payload truncated: the air temperature and humidity event needs 7 bytes, got 5',
    );
    expect(errorOf(() => run('radio-bridge/rbs305-ath', 1, '10')).message).toMatch(/payload too short/);
  });

  it('keeps an event another model sends as fields, with a warning and no reading', () => {
    // An air temperature and humidity event (KB how-do-i-interpret-an-air-temperature-and-humidity-event)
    // arriving for a door sensor: a device set up as the wrong model.
    const result = run('radio-bridge/rbs301-dws', 1, '100D0517703D80');
    expect(result.fields.ATH).toEqual({
      Event: 'Humidity has Risen Above Upper Threshold',
      Temperature: 23.7,
      Humidity: 61.8,
    });
    expect(result.readings).toEqual([]);
    expect(result.warnings).toEqual([
      'event 0x0D (air temperature and humidity) is not one the RBS301-DWS sends; kept in the vendor fields only',
    ]);
  });

  it('warns about bytes after a documented event', () => {
    const result = run('radio-bridge/rbs301-dws', 1, '1003010000');
    expect(readingOf(result, 'door_open')).toBe(true);
    expect(result.warnings).toEqual(['2 bytes after the door/window event not decoded']);
  });
});

describe('Radio Bridge common messages', () => {
  it('reads the supervisory battery as two decimal digits, not 0.1 V units', () => {
    // KB decoding-battery-information-from-the-supervisory-message: "1 5 01 03 00 29 ... 0x29 which
    // indicates 2.9 Volts"; error codes 0x03 = radio comm error and battery low (bits 0 and 1).
    const result = run('radio-bridge/rbs301-wat', 1, '1501030029');
    expect(result.fields.Supervisory).toEqual({
      TamperSinceLastReset: 0,
      TamperState: 0,
      ErrorWithLastDownlink: 0,
      BatteryLow: 1,
      RadioCommError: 1,
      Battery: '2.9V',
    });
    expect(readings(result)).toEqual({ battery_mv: 2900, low_battery: true });
  });

  it('reads the contact sensor supervisory example', () => {
    // KB how-do-i-interpret-a-sensor-s-supervisory-message: "1 0 01 08 01 30", tamper state bit set,
    // 3.0 V. The tamper state bit's polarity is not documented: a field, not the tamper reading.
    const result = run('radio-bridge/rbs306-con', 1, '1001080130');
    expect(result.fields.Supervisory).toMatchObject({ TamperState: 1, BatteryLow: 0, Battery: '3V' });
    expect(readings(result)).toEqual({ battery_mv: 3000, low_battery: false });
  });

  it('reads the event accumulation count of the 11-byte supervisory message', () => {
    // RadioBridge/Packet-Decoder DecoderDocs/CommonEvents.md: 1901030126000000000000, 2.6 V, count 0
    // (that decoder's bit flags differ: see radio-bridge-differential.test.ts).
    const result = run('radio-bridge/rbs301-abm', 1, '1901030126000000000000');
    expect(result.fields.Supervisory).toMatchObject({ Battery: '2.6V', Accumulation: 0 });
    expect(readingOf(result, 'battery_mv')).toBe(2600);
    expect(run('radio-bridge/rbs301-abm', 1, '190100002600000000012C').fields.Supervisory).toMatchObject({
      Accumulation: 300,
    });
  });

  it('stores no battery from a byte that is not two decimal digits, nor 0 V', () => {
    const bad = run('radio-bridge/rbs301-dws', 1, '100100002A');
    expect(readingOf(bad, 'battery_mv')).toBeUndefined();
    expect(bad.warnings).toEqual(['battery byte 0x2A is not a voltage in tenths; not stored']);
    expect(readingOf(run('radio-bridge/rbs301-dws', 1, '1001000000'), 'battery_mv')).toBeUndefined();
  });

  it('reads the tamper switch: 0x00 opened is tampered', () => {
    // KB how-do-i-interpret-a-sensor-s-tamper-event-message: "1 0 02 00 ... (Opened = 0x00)".
    const opened = run('radio-bridge/rbs301-temp-ext', 1, '100200');
    expect(opened.fields).toEqual({ Protocol: 1, Counter: 0, Type: 'TAMPER', Tamper: { Event: 'Open' } });
    expect(readings(opened)).toEqual({ tamper: true });
    expect(readings(run('radio-bridge/rbs301-temp-ext', 1, '110201'))).toEqual({ tamper: false });
  });

  it('reads the reset message with both firmware version formats', () => {
    // MultiTech Air Temperature Humidity Sensor user guide, Reset Message: "0x0103 is decoded as
    // Firmware Version 1.3, 0x8823 is decoded as Firmware Version 2.1.3"; product code 0x0e.
    expect(run('radio-bridge/rbs305-ath', 1, '10000E228823').fields.Reset).toEqual({
      Device: 'Air Temperature and Humidity Sensor',
      Firmware: '2.1.3',
      Hardware: '2.2',
    });
    expect(run('radio-bridge/rbs305-ath', 1, '10000E220103').fields.Reset).toMatchObject({ Firmware: '1.3' });
    // Packet-Decoder DecoderDocs/CommonEvents.md: 10000a2288ad703c, hardware 2.2, firmware 2.5.13
    // (with the 2-byte reset code).
    const result = run('radio-bridge/rbs301-wat', 1, '10000a2288ad703c');
    expect(result.fields.Reset).toEqual({ Device: 'Water Sensor', Firmware: '2.5.13', Hardware: '2.2' });
    expect(result.readings).toEqual([]);
    expect(result.warnings).toBeUndefined();
  });

  it('reads the link quality and the downlink acknowledgement', () => {
    // Packet-Decoder DecoderDocs/CommonEvents.md: 1bfb01b906, RSSI -71, SNR 6.
    expect(run('radio-bridge/rbs301-tilt', 1, '1bfb01b906').fields.Link_Quality).toEqual({
      RSSI: -71,
      SNR: 6,
      Subband: 1,
    });
    // The user guides: the SNR is signed (two's complement).
    expect(run('radio-bridge/rbs301-tilt', 1, '1bfb02b9fa').fields.Link_Quality).toMatchObject({ SNR: -6 });
    // KB in-process-encode-downlink-for-water-leak-sensor: "1 0 FF 02 ... Downlink Message Valid".
    expect(run('radio-bridge/rbs301-wat', 1, '10FF02').fields.DownlinkACK).toEqual({
      Event: 'Message Valid',
    });
    expect(run('radio-bridge/rbs301-wat', 1, '10FF01').fields.DownlinkACK).toEqual({
      Event: 'Message Invalid',
    });
  });
});

describe('Radio Bridge sensor events', () => {
  it('door/window: 0x01 open, 0x00 closed (magnet present)', () => {
    // KB how-do-i-decode-a-door-window-sensor-event: "10 03 01 ... Door/Window Opened".
    const open = run('radio-bridge/rbs301-dws', 1, '100301');
    expect(open.fields.DoorWindow).toEqual({ Event: 'Open' });
    expect(open.readings).toEqual([{ field: 'door_open', value: true }]);
    expect(readingOf(run('radio-bridge/rbs301-dws', 1, '110300'), 'door_open')).toBe(false);
    const odd = run('radio-bridge/rbs301-dws', 1, '120302');
    expect(odd.readings).toEqual([]);
    expect(odd.warnings).toEqual(['unknown door/window state 0x02; not stored']);
  });

  it('water: 0x00 is water present (a leak), with the relative resistance', () => {
    // KB how-do-i-decode-a-water-leak-sensor-event: "10 08 00 80 ... Water or liquid present,
    // Relative measurement: 128"; how-do-i-decode-a-water-rope-sensor-event: "10 08 00 15" (21).
    const leak = run('radio-bridge/rbs301-wat', 1, '10080080');
    expect(leak.fields.Water).toEqual({ Event: 'Water Present', Relative: 128 });
    expect(leak.readings).toEqual([{ field: 'leak', value: true }]);
    expect(run('radio-bridge/rbs306-wr1m', 1, '10080015').fields.Water).toEqual({
      Event: 'Water Present',
      Relative: 21,
    });
    expect(readingOf(run('radio-bridge/rbs301-wr1m', 1, '10080100'), 'leak')).toBe(false);
  });

  it('push button: pressed or held is pressed, released is not', () => {
    // KB how-do-i-decode-a-single-push-button-event-18-11-2021: "10 06 03 02 ... Button held";
    // how-do-i-decode-a-dual-push-button-event: "10 06 01 02 ... Button 1 held".
    const held = run('radio-bridge/rbs301-1', 1, '10060302');
    expect(held.fields.Button).toEqual({ Event: 'Button', State: 'Held' });
    expect(held.readings).toEqual([{ field: 'button', value: true }]);
    expect(run('radio-bridge/rbs301-1', 1, '10060102').fields.Button).toEqual({
      Event: 'Button 1',
      State: 'Held',
    });
    expect(readingOf(run('radio-bridge/rbs301-1', 1, '10060300'), 'button')).toBe(true);
    expect(readingOf(run('radio-bridge/rbs301-1', 1, '10060301'), 'button')).toBe(false);
  });

  it('dry contact: a field only, never a door reading', () => {
    // KB how-do-i-decode-a-dry-contact-sensor-event: "10 07 00 ... Contacts were shorted".
    const result = run('radio-bridge/rbs306-con', 1, '100700');
    expect(result.fields.Contact).toEqual({ Event: 'Contacts Shorted' });
    expect(result.readings).toEqual([]);
    expect(result.warnings).toBeUndefined();
    expect(run('radio-bridge/rbs101-con', 1, '100701').fields.Contact).toEqual({ Event: 'Contacts Opened' });
  });

  it('temperature: whole degrees, two-s complement, with the threshold alarm', () => {
    // KB how-do-i-decode-an-external-probe-temperature-sensor-event: "10 09 03 14 32 ... 20 C",
    // event 0x03 report on change increase, relative measurement 50.
    const change = run('radio-bridge/rbs301-temp-ext', 1, '1009031432');
    expect(change.fields.TempExt).toEqual({
      temperatureEvent: 3,
      currentTemperature: 20,
      rawMeasurement: 50,
    });
    expect(change.readings).toEqual([{ field: 'temperature', value: 20 }]);
    // KB how-do-i-decode-a-no-probe-temperature-sensor-uplink-event: "10 09 01 13 21 ... Temperature
    // has risen above upper threshold, 19 C".
    expect(readings(run('radio-bridge/rbs301-temp-int', 1, '1009011321'))).toEqual({
      threshold_alarm: true,
      temperature: 19,
    });
    expect(readingOf(run('radio-bridge/rbs306-temp-ext', 1, '100900EC21'), 'temperature')).toBe(-20);
  });

  it('temperature: 0x7F and 0x80 are out of range, not 127 or -128 degrees', () => {
    // The same article: "reported as 0x7f ... on the high end and 0x80 on the low end".
    for (const hex of ['1009007F00', '1009008000']) {
      const result = run('radio-bridge/rbs301-temp-ext', 1, hex);
      expect(readingOf(result, 'temperature')).toBeUndefined();
      expect(result.warnings?.[0]).toMatch(/is out of the sensor's range; not stored$/);
    }
  });

  it('air temperature and humidity: sign bit and magnitude, tenths in the high nibble', () => {
    // KB how-do-i-interpret-an-air-temperature-and-humidity-event: "1 0 0D 05 17 70 3D 80 ...
    // Humidity has risen above upper threshold, 23.7, 61.8".
    const result = run('radio-bridge/rbs305-ath', 1, '100D0517703D80');
    expect(result.fields.ATH).toEqual({
      Event: 'Humidity has Risen Above Upper Threshold',
      Temperature: 23.7,
      Humidity: 61.8,
    });
    expect(readings(result)).toEqual({ threshold_alarm: true, temperature: 23.7, humidity: 61.8 });
    // MultiTech Air Temperature Humidity Sensor user guide: "-26.5 degrees C, byte 1 would be 0x9A
    // (0x1A with the MSB set) and byte 2 would be 0x50 ... not two's compliment"; 22.4 % is 0x16 0x40.
    expect(readings(run('radio-bridge/rbs306-ath-ext', 1, '100D009A501640'))).toEqual({
      temperature: -26.5,
      humidity: 22.4,
    });
    // Packet-Decoder DecoderDocs/AirTemperatureAndHumiditySensor.md: 130d058f603c00, -15.6, 60.0.
    expect(readings(run('radio-bridge/rbs305-ath', 1, '130d058f603c00'))).toEqual({
      threshold_alarm: true,
      temperature: -15.6,
      humidity: 60,
    });
  });

  it('air temperature and humidity: out-of-range and non-digit tenths are not stored', () => {
    const high = run('radio-bridge/rbs305-ath', 1, '100D007F003200');
    expect(readings(high)).toEqual({ humidity: 50 });
    expect(high.warnings).toEqual(["temperature 0x7F is out of the sensor's range; not stored"]);
    // 0x80 0x50 is -0.5 °C, a temperature; 0x80 with no tenths is the low end's out of range.
    expect(readingOf(run('radio-bridge/rbs305-ath', 1, '100D0080503200'), 'temperature')).toBe(-0.5);
    expect(readingOf(run('radio-bridge/rbs305-ath', 1, '100D0080003200'), 'temperature')).toBeUndefined();
    const garbled = run('radio-bridge/rbs305-ath', 1, '100D0017A03DF0');
    expect(garbled.readings).toEqual([]);
    expect(garbled.warnings).toEqual([
      'temperature tenths 0xA0 are no decimal digit; not stored',
      'humidity tenths 0xF0 are no decimal digit; not stored',
    ]);
  });

  it('internal temperature (0x19) reads as the air sensor, on the RBS301-TEMP-INT', () => {
    // Packet-Decoder DecoderDocs/AirTemperatureAndHumiditySensor.md: 1219009630, -22.3.
    const result = run('radio-bridge/rbs301-temp-int', 1, '1219009630');
    expect(result.fields.TempInt).toEqual({ temperatureEvent: 0, currentTemperature: -22.3 });
    expect(result.readings).toEqual([{ field: 'temperature', value: -22.3 }]);
  });

  it('tilt: transitioned to horizontal is tilted', () => {
    // KB how-do-i-decode-a-tilt-event: "1 0 0A 01 53 ... Sensor transitioned to horizontal, 83 degrees".
    const result = run('radio-bridge/rbs301-tilt', 1, '100A0153');
    expect(result.fields.Tilt).toEqual({ Event: 'Transitioned to Horizontal', Angle: 83 });
    expect(result.readings).toEqual([{ field: 'tilt', value: true }]);
    expect(readingOf(run('radio-bridge/rbs301-tilt', 1, '100A0005'), 'tilt')).toBe(false);
    // A report on change says nothing of the state.
    expect(run('radio-bridge/rbs301-tilt', 1, '100A0240').readings).toEqual([]);
  });

  it('high-precision tilt: tenths in a byte, signed temperature', () => {
    // KB how-do-i-decode-a-high-precision-tilt-sensor-event: "10 0F 02 60 01 1A": away from vertical,
    // 96.1 degrees; 0x1A is 26 °C (the article's "18 degrees" does not match its own byte).
    const result = run('radio-bridge/rbs306-tilt-hp', 1, '100F0260011A');
    expect(result.fields.TiltHP).toEqual({
      Event: 'Transitioned Away From 0-Degree Vertical Orientation',
      Angle: 96.1,
      Temperature: 26,
    });
    expect(readings(result)).toEqual({ tilt: true, temperature: 26 });
    // User guide 1.3 §6.2: "48.7 degrees would be represented as 0x30 and 0x07"; the temperature
    // "is a two's compliment signed integer".
    const cold = run('radio-bridge/rbs306-tilt-hp', 1, '100F013007F6');
    expect(cold.fields.TiltHP).toMatchObject({ Angle: 48.7, Temperature: -10 });
    expect(readings(cold)).toEqual({ tilt: false, temperature: -10 });
  });

  it('movement: started is motion, stopped is not', () => {
    // KB how-do-i-decode-an-abm-acceleration-based-movement-event: "10 0E 00 ... Movement started".
    const started = run('radio-bridge/rbs306-abm', 1, '100E00');
    expect(started.fields.ABM).toEqual({ Event: 'Movement Started' });
    expect(started.readings).toEqual([{ field: 'motion', value: true }]);
    expect(readingOf(run('radio-bridge/rbs301-abm', 1, '100E01'), 'motion')).toBe(false);
  });

  it('ultrasonic level: distance in millimetres', () => {
    // KB how-do-i-decode-an-ultrasonic-level-sensor-event: "10 10 03 20C9 ... Distance: 8393 mm".
    const result = run('radio-bridge/rbs306-us10m', 1, '10100320C9');
    expect(result.fields.Ultrasonic).toEqual({ Event: 'Report-on-Change Increase', Distance: 8393 });
    expect(result.readings).toEqual([{ field: 'distance_mm', value: 8393 }]);
    // Ultrasonic Level Sensor user guide 1.5 §7.2: "642mm ... 0x02 and 0x82"; event 0x01 above threshold.
    expect(readings(run('radio-bridge/rbs306-mbhr', 1, '1010010282'))).toEqual({
      threshold_alarm: true,
      distance_mm: 642,
    });
  });

  it('4-20 mA: units of 10 µA, a vendor field', () => {
    // KB how-do-i-decode-a-4-20ma-current-loop-sensor-uplink-event: "10 11 03 02 1F", "Current
    // measurement in units of 10uA": 0x021F is 5.43 mA. (The article's console line, 0.543 mA,
    // contradicts its own unit; Radio Bridge's decoders give 5.43.)
    const result = run('radio-bridge/rbs306-420ma', 1, '101103021F');
    expect(result.fields.A420mA).toEqual({ Event: 'Report on Change Increase', Current: 5.43 });
    expect(result.readings).toEqual([]);
    expect(readings(run('radio-bridge/rbs306-420ma', 1, '101101021F'))).toEqual({ threshold_alarm: true });
  });

  it('voltage: units of 10 mV', () => {
    // KB how-do-i-decode-a-voltage-sensor-event: "10 14 00 08 10", "in units of 10mV (range 0-3000)":
    // 0x0810 is 20.64 V (the article's "2.064 Volts" contradicts its unit; Radio Bridge's decoders
    // give 20.64, and the RBS306-VM30 measures 0-30 V).
    const result = run('radio-bridge/rbs306-vm30', 1, '1014000810');
    expect(result.fields.Voltmeter).toEqual({ Event: 'Periodic Report', Voltage: 20.64 });
    expect(result.readings).toEqual([{ field: 'voltage', value: 20.64 }]);
  });

  it('thermocouple: 1/16 °C, two-s complement; a fault keeps the temperature out', () => {
    // KB how-do-i-decode-a-thermocouple-temperature-sensor-event, its table: 0x0198 +25.5,
    // 0x3E87 +1000.4375, 0xFFFC -0.25, 0xF060 -250.
    const cases: [string, number][] = [
      ['01 98', 25.5],
      ['3E 87', 1000.4375],
      ['FF FC', -0.25],
      ['F0 60', -250],
    ];
    for (const [word, celsius] of cases) {
      const result = run('radio-bridge/rbs306-temp-tc', 1, `101300${word}00`);
      expect(result.fields.Thermocouple).toMatchObject({ Event: 'Periodic Report', Temperature: celsius });
      expect(result.readings).toEqual([{ field: 'temperature', value: celsius }]);
    }
    // Bit 0: open circuit (a broken probe).
    const broken = run('radio-bridge/rbs306-temp-tc', 1, '101305000001');
    expect(broken.fields.Thermocouple).toMatchObject({
      Event: 'Faults',
      Fault: expect.objectContaining({ OpenCircuit: 'True', ColdOutsideRange: 'False' }),
    });
    expect(broken.readings).toEqual([]);
    expect(broken.warnings).toEqual(['thermocouple faults OpenCircuit; temperature not stored']);
  });
});
