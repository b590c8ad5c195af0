import { hexByte, s8, u8, u16be } from '../bytes.ts';
import { type EventSink, fixedEvent, type RadioBridgeEvent, stateEvent } from './radio-bridge-event.ts';

// The events every Radio Bridge sensor sends ("Common Sensor Messages": the MultiTech Radio Bridge
// user guides' Common Messages chapter, and support.radiobridge.com's articles on the supervisory,
// tamper and battery messages). Values and names as radio_bridge_packet_decoder.js v1.4 (TTN device
// repository, vendor/radio-bridge/) prints them, except where it contradicts those documents.

/** Product codes of the reset message, named as the v1.4 decoder names them. */
const deviceTypes: Readonly<Record<number, string>> = {
  1: 'Door/Window Sensor',
  2: 'Door/Window High Security',
  3: 'Contact Sensor',
  4: 'No-Probe Temperature Sensor',
  5: 'External-Probe Temperature Sensor',
  6: 'Single Push Button',
  7: 'Dual Push Button',
  8: 'Acceleration-Based Movement Sensor',
  9: 'Tilt Sensor',
  10: 'Water Sensor',
  11: 'Tank Level Float Sensor',
  12: 'Glass Break Sensor',
  13: 'Ambient Light Sensor',
  14: 'Air Temperature and Humidity Sensor',
  15: 'High-Precision Tilt Sensor',
  16: 'Ultrasonic Level Sensor',
  17: '4-20mA Current Loop Sensor',
  18: 'Ext-Probe Air Temp and Humidity Sensor',
  19: 'Thermocouple Temperature Sensor',
  20: 'Voltage Sensor',
  25: 'Internal-Probe Temperature Sensor',
  26: 'Vibration Sensor - High Frequency',
};

/**
 * The 16-bit firmware version: bit 15 clear, major (7 bits) and minor (8 bits); set, major, minor
 * and build of 5 bits each ("0x8823 is decoded as Firmware Version 2.1.3"). The v1.4 decoder adds
 * the minor's two halves instead of joining them, wrong for minors from 8 up.
 */
function firmwareVersion(word: number): string {
  if ((word & 0x8000) === 0) return `${word >> 8}.${word & 0xff}`;
  return `${(word >> 10) & 0x1f}.${(word >> 5) & 0x1f}.${word & 0x1f}`;
}

const reset: RadioBridgeEvent = {
  name: 'reset',
  type: 'RESET',
  section: 'Reset',
  // Device type, hardware version, firmware version (2); then a 2-byte reset code for factory use.
  length: 4,
  maxLength: 6,
  read: (body) => {
    const hardware = u8(body, 1);
    return {
      Device: deviceTypes[u8(body, 0)] ?? 'Device Undefined',
      Firmware: firmwareVersion(u16be(body, 2)),
      Hardware: `${hardware >> 4}.${hardware & 0x0f}`,
    };
  },
};

/**
 * The supervisory battery byte is "human-readable": 0x29 is 2.9 V, the volts in the high nibble
 * and the tenths in the low one. A low nibble above 9 is no decimal digit, and 0 V no battery a
 * sensor runs on: neither is stored.
 */
function readBattery(byte: number, sink: EventSink): string {
  const volts = byte >> 4;
  const tenths = byte & 0x0f;
  if (tenths > 9) sink.warn(`battery byte ${hexByte(byte)} is not a voltage in tenths; not stored`);
  else if (byte === 0) sink.warn('battery byte reports 0 V (no battery voltage); not stored');
  else sink.reading('battery_mv', volts * 1000 + tenths * 100);
  return `${Number.parseFloat(`${volts}.${tenths}`)}V`;
}

const supervisory: RadioBridgeEvent = {
  name: 'supervisory',
  type: 'SUPERVISORY',
  section: 'Supervisory',
  // Error codes, sensor state, battery; firmware 2.0 adds 4 bytes of extended state and a 16-bit
  // count of the events since the last supervisory message.
  length: 3,
  maxLength: 9,
  read: (body, sink) => {
    const errors = u8(body, 0);
    const bit = (n: number) => (errors >> n) & 0x01;
    // Bit 1: "Battery Low (under 2.75V)"; rely on it rather than the voltage, Radio Bridge advises.
    sink.reading('low_battery', bit(1) === 1);
    const values: Record<string, unknown> = {
      TamperSinceLastReset: bit(4),
      TamperState: bit(3),
      ErrorWithLastDownlink: bit(2),
      BatteryLow: bit(1),
      RadioCommError: bit(0),
      Battery: readBattery(u8(body, 2), sink),
    };
    // The v1.4 decoder prints NaN for a message without the count (firmware before 2.0).
    if (body.length >= 9) values.Accumulation = u16be(body, 7);
    return values;
  },
};

// "0x00 Tamper switch opened. 0x01 Tamper switch closed."
const tamper = stateEvent({ name: 'tamper', type: 'TAMPER', section: 'Tamper' }, ['Open', 'Closed'], {
  field: 'tamper',
  zeroMeans: true,
});

const deviceInfo: RadioBridgeEvent = {
  name: 'device info',
  type: 'DEVICE INFO',
  section: 'DeviceInfo',
  length: 1,
  read: (body) => ({
    currentPacket: u8(body, 0) >> 4,
    packetAmount: u8(body, 0) & 0x0f,
    storedDownlink: Array.from(body.subarray(1)),
  }),
};

// Sub-band, then the RSSI and SNR of the last downlink, "signed integer format values ... in two's
// complement" (the user guides' Link Quality Message). The v1.4 decoder reads the SNR unsigned.
const linkQuality = fixedEvent('link quality', 'LINK QUALITY', 'Link_Quality', 3, (body) => ({
  RSSI: s8(body, 1),
  SNR: s8(body, 2),
  Subband: u8(body, 0),
}));

// 0x01 invalid or undefined, 0x02 valid; later firmware adds status codes and the downlink's bytes.
const downlinkAck: RadioBridgeEvent = {
  name: 'downlink acknowledgement',
  type: 'DOWNLINKACK',
  section: 'DownlinkACK',
  length: 1,
  read: (body) => ({ Event: u8(body, 0) === 1 ? 'Message Invalid' : 'Message Valid' }),
};

/** Every model's events, by event type. */
export const commonEvents: ReadonlyMap<number, RadioBridgeEvent> = new Map([
  [0x00, reset],
  [0x01, supervisory],
  [0x02, tamper],
  [0xfa, deviceInfo],
  [0xfb, linkQuality],
  [0xff, downlinkAck],
]);
