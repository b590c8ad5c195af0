import { describe, expect, it } from 'vitest';
import { readingsOf, run } from './test-support/decode-helpers.ts';
import { radioBridgeDiffering, radioBridgeSame, type Section } from './test-support/radio-bridge-outputs.ts';

// Differential tests against Radio Bridge's own decoders, run in Node (copied to /tmp, fed these
// bytes; the vendor code is not needed to run this file):
// - radio_bridge_packet_decoder.js v1.4 ("Copyright 2025 MultiTech Systems"), the TTN device
//   repository's current vendor/radio-bridge/ decoder: its `data` is recorded verbatim in
//   test-support/radio-bridge-outputs.ts, and
//   our fields must be exactly that;
// - radio_bridge_packet_decoder.js v1.2, John-Sheldon/Packet-Decoder at
//   939fa3de0030b5bb9e95fc695db8f05b61b9050f (other names; its values are quoted where v1.4 errs);
// - Radio Bridge's npm decoder @radiobridge/packet-decoder 1.0.3, RadioBridge/Packet-Decoder
//   dist/radiobridge-decoder.min.js at 5c5612caef56854969f93c7eb53b631d193d7a0a (likewise).
// Our readings must be what the values mean (Radio Bridge's articles and user guides, see
// radio-bridge.test.ts). Where v1.4 contradicts those documents, `ours` holds our section and
// `why` the evidence: the cases at the end.

const sectionOf = (fields: Record<string, unknown>): [string, Section] => {
  const [name, value] =
    Object.entries(fields).find(([key]) => !['Protocol', 'Counter', 'Type'].includes(key)) ?? [];
  return [name ?? '', (value ?? {}) as Section];
};

const crossing = (event: unknown) => /Risen Above|Fallen Below/.test(String(event));

/** What the vendor's values mean in our readings. */
function meaning(section: string, values: Section): Record<string, number | boolean> {
  const out: Record<string, number | boolean> = {};
  const event = values.Event;
  switch (section) {
    case 'Supervisory': {
      out.low_battery = values.BatteryLow === 1;
      out.battery_mv = Math.round(Number.parseFloat(String(values.Battery)) * 1000);
      break;
    }
    case 'Tamper':
      out.tamper = event === 'Open';
      break;
    case 'DoorWindow':
      out.door_open = event === 'Open';
      break;
    case 'Water':
      out.leak = event === 'Water Present';
      break;
    case 'Button':
      out.button = values.State !== 'Released';
      break;
    case 'TempExt':
    case 'TempInt':
      if (values.temperatureEvent === 1 || values.temperatureEvent === 2) out.threshold_alarm = true;
      out.temperature = values.currentTemperature as number;
      break;
    case 'ATH':
      if (crossing(event)) out.threshold_alarm = true;
      out.temperature = values.Temperature as number;
      out.humidity = values.Humidity as number;
      break;
    case 'Tilt':
      if (String(event).startsWith('Transitioned')) out.tilt = event === 'Transitioned to Horizontal';
      break;
    case 'TiltHP':
      if (String(event).startsWith('Transitioned')) out.tilt = String(event).includes('Away');
      out.temperature = values.Temperature as number;
      break;
    case 'ABM':
      out.motion = event === 'Movement Started';
      break;
    case 'Ultrasonic':
      if (crossing(event)) out.threshold_alarm = true;
      out.distance_mm = values.Distance as number;
      break;
    case 'A420mA':
      if (crossing(event)) out.threshold_alarm = true;
      break;
    case 'Voltmeter':
      if (crossing(event)) out.threshold_alarm = true;
      out.voltage = values.Voltage as number;
      break;
    case 'Thermocouple':
      if (crossing(event)) out.threshold_alarm = true;
      if (!Object.values(values.Fault as Section).includes('True'))
        out.temperature = values.Temperature as number;
      break;
  }
  return out;
}

describe('Radio Bridge against radio_bridge_packet_decoder.js v1.4', () => {
  it.each(radioBridgeSame.map((c) => [c.model, c.hex, c] as const))(
    '%s %s: same fields, readings as they mean',
    (_m, _h, c) => {
      const result = run(`radio-bridge/${c.model}`, 1, c.hex);
      expect(result.fields).toStrictEqual(c.vendor);
      expect(readingsOf(result)).toStrictEqual(meaning(...sectionOf(c.vendor)));
      expect(result.warnings ?? []).toEqual(
        Object.values((c.vendor.Thermocouple as Section | undefined)?.Fault ?? {}).includes('True')
          ? [expect.stringMatching(/^thermocouple faults .*; temperature not stored$/)]
          : [],
      );
    },
  );

  it.each(radioBridgeDiffering.map((c) => [c.model, c.hex, c] as const))(
    '%s %s: where v1.4 errs',
    (_m, _h, c) => {
      const result = run(`radio-bridge/${c.model}`, 1, c.hex);
      const [section] = sectionOf(c.vendor);
      expect(c.why).toBeTruthy();
      expect(result.fields[section]).not.toStrictEqual(c.vendor[section]);
      expect(result.fields).toStrictEqual({ ...c.vendor, [section]: c.ours });
      expect(readingsOf(result)).toStrictEqual(meaning(section, c.ours ?? {}));
    },
  );
});
