import { eventOnlyReadings } from '@pinpoint/shared/reading-fields.ts';
import { describe, expect, it } from 'vitest';
import { momentaryReadings } from './index.ts';
import { readingsOf, run } from './test-support/decode-helpers.ts';

// Readings a device sends only as true when something happens: each is either marked momentary
// (ModelInfo.momentary: history and alerts, never the device's state) or, where the frame also
// says the clear state, read as false when clear. One vendor-documented frame a model. Every model
// also has the readings that are events whatever the model (eventOnlyReadings: sudden_change).

/** A model's momentary readings: its own and those of every model. */
const momentary = (...fields: string[]): Set<string> => new Set([...eventOnlyReadings, ...fields]);

describe('readings sent only when something happens are momentary', () => {
  it('Radio Bridge: a threshold crossing, never released by an event of its own', () => {
    // support.radiobridge.com "How do I decode a No-Probe Temperature Sensor Uplink Event?": its
    // example 10 09 01 13 21, event 0x01 "Temperature has risen above upper threshold", 19 °C. The
    // event list has no "back within thresholds" (the restoral margin only re-arms the alarm).
    const result = run('radio-bridge/rbs301-temp-int', 1, '1009011321');
    expect(readingsOf(result)).toStrictEqual({ threshold_alarm: true, temperature: 19 });
    const thresholdModels = [
      'rbs301-temp-ext',
      'rbs306-temp-ext',
      'rbs301-temp-int',
      'rbs306-temp-tc',
      'rbs305-ath',
      'rbs306-ath-ext',
      'rbs306-us10m',
      'rbs306-mbhr',
      'rbs306-420ma',
      'rbs306-vm30',
    ];
    for (const model of thresholdModels) {
      expect(momentaryReadings(`radio-bridge/${model}`), model).toStrictEqual(momentary('threshold_alarm'));
    }
    // The door sensor's door_open and the button's press are states with both values.
    expect(momentaryReadings('radio-bridge/rbs301-dws')).toStrictEqual(momentary());
    expect(momentaryReadings('radio-bridge/rbs301-1')).toStrictEqual(momentary());
  });

  it('Abeeway AT2 trackers: low battery is only a shutdown cause', () => {
    // norbertherbert/abeeway-driver AT2/examples.json at 9579676a05c7aaabceafdad3fbf1c9a3bbc9c2d4,
    // "Shutdown uplink (LOW_BATTERY)": shutdown cause 1. No AT2 message ends a low battery.
    const result = run('abeeway/abeeway-micro-tracker', 17, '0900f9860001');
    expect(result.fields.shutdownCause).toBe('LOW_BATTERY');
    expect(readingsOf(result).low_battery).toBe(true);
    for (const model of [
      'abeeway-micro-tracker',
      'abeeway-smart-badge',
      'abeeway-compact-tracker',
      'abeeway-industrial-tracker',
      'abeeway-geolocation-module',
    ]) {
      expect(momentaryReadings(`abeeway/${model}`), model).toStrictEqual(momentary('low_battery'));
    }
  });

  it('IMBUILDINGS Desk and Motion Sensor: a presence event, with no event for its end', () => {
    // IMBUILDINGS/docs 81da04b643b64b29d5d4ffcabe97a6ba5a1070f1 reference-guide/payload-definitions
    // "Type 1 / Variant 6": event 0x01 presence, 0x02 power lost; nothing else. Header, battery 3.00 V.
    for (const model of ['imbuildings/imbuildings-desk-sensor', 'imbuildings/imbuildings-motion-sensor']) {
      expect(readingsOf(run(model, 1, '0106E8EB1B2E7A1D00A700012C01'))).toStrictEqual({
        battery_mv: 3000,
        motion: true,
      });
      expect(momentaryReadings(model), model).toStrictEqual(momentary('motion'));
    }
  });

  it('TS601 / TS602: the falling alarm, which no deactivation ends (the tilt threshold has one)', () => {
    // Milesight-IoT/SensorDecoders e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3 ts-series/ts601/
    // ts601-decoder.js, tilt_alarm (0x0a) types: 0x10 threshold_alarm_deactivation, 0x11
    // threshold_alarm_trigger, 0x21 falling_alarm_trigger and nothing that ends a fall.
    for (const model of ['milesight-iot/ts601', 'milesight-iot/ts602']) {
      expect(readingsOf(run(model, 85, '0A21'))).toStrictEqual({ fall_detected: true });
      expect(readingsOf(run(model, 85, '0A10'))).toStrictEqual({ tilt: false });
      expect(momentaryReadings(model), model).toStrictEqual(momentary('low_battery', 'fall_detected'));
    }
  });

  it('Milesight mutation alarms: a sudden change, which no release ends, never the threshold alarm', () => {
    // Milesight-IoT/SensorDecoders e79c9d8b25ec66b6aad34c9240cfaa2ccd1353e3 ts-series/ts101/
    // ts101-decoder.js prints { temperature: 26, temperature_mutation: 1.3, temperature_alarm:
    // "mutation alarm" } for 93 D7 0401 8200 02; its alarm bytes name no release of a mutation.
    const result = run('milesight-iot/ts101', 85, '93D70401820002');
    expect(result.fields.temperature_alarm).toBe('mutation alarm');
    expect(readingsOf(result)).toStrictEqual({ temperature: 26, sudden_change: true });
    expect(momentaryReadings('milesight-iot/ts101')).toStrictEqual(momentary());
    expect(momentaryReadings('milesight-iot/ts101').has('sudden_change')).toBe(true);
  });

  it('SenseCAP T2000: a press is an event bit; motion has its end and stays a state', () => {
    // Seeed wiki "SenseCAP T2000 Tracker Payload Format" (Seeed-Studio/wiki-documents, slug
    // t2000_payload_format), frame 0x2E: event bits 0x0041 = 1 "Start moving event." and 7 "SOS
    // event." (Seeed's decoder's output for it in test-support/sensecap-t2000-examples.ts).
    const model = 'sensecap/sensecapt2000-tracker-abc';
    const result = run(model, 5, '2E004103694B3DC6FBC9AC0CFE019C3C50');
    expect(readingsOf(result)).toMatchObject({ button: true, motion: true });
    expect(momentaryReadings(model)).toStrictEqual(momentary('button'));
  });

  it('RAK2270: the motion event E0, sent when motion starts and never when it ends', () => {
    // RAKWireless/RAK2270-Sticker-Tracker 696275ff Firmware/RAK2270/LoRaWAN.cpp loraSendMDEvent:
    // the one byte E0 on the motion event port (20), from the accelerometer's interrupt only.
    expect(readingsOf(run('rakwireless/rak2270', 20, 'E0'))).toStrictEqual({ motion: true });
    expect(momentaryReadings('rakwireless/rak2270')).toStrictEqual(momentary('motion'));
  });
});

describe('readings whose frame says the clear state too are read false when clear', () => {
  it('WS50x: an answer that switched all three switches says whether any is on, off included', () => {
    // Milesight-IoT/SensorDecoders f1b3bf17cb3bc387b50dd88a48d2e72f7b3d0ac3 ws-series/ws503: the
    // encoder's updateSwitch sets bit 4+n for each switch it names and bit n for on; the decoder's
    // reply 0x29 reads the same layout. All three off is fe 29 70, one of them on fe 29 74.
    const allOff = run('milesight-iot/ws50x', 85, 'FE2970');
    expect(allOff.fields).toStrictEqual({ switch_1: 'off', switch_2: 'off', switch_3: 'off' });
    expect(readingsOf(allOff)).toStrictEqual({ relay_on: false });
    expect(readingsOf(run('milesight-iot/ws50x', 85, 'FE2974'))).toStrictEqual({ relay_on: true });
    // Two of three off says nothing of the third.
    expect(run('milesight-iot/ws50x', 85, 'FE2930').readings).toStrictEqual([]);
    expect(momentaryReadings('milesight-iot/ws50x')).toStrictEqual(momentary());
  });
});
