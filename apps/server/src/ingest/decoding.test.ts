import { describe, expect, it } from 'vitest';
import { type DecodeInput, decodeBothSides } from './decoding.ts';

// Whose decoding wins (issue 25 item 1). The bytes are Milesight's own worked example for the
// EM300-TH (Milesight-IoT/SensorDecoders em-series/em300-th/README.md: 01755C03673401046865 =
// battery 92 %, temperature 30.8 °C, humidity 50.5 %); the network server's object is what a
// customer's codec for another firmware may say about the same bytes.
const em300 = (over: Partial<DecodeInput>): DecodeInput => ({
  modelId: 'milesight-iot/em300-th',
  preference: 'auto',
  fPort: 85,
  payload: Buffer.from('01755C03673401046865', 'hex'),
  decoded: undefined,
  decodedBy: 'n',
  ...over,
});
const values = (d: ReturnType<typeof decodeBothSides>) =>
  Object.fromEntries(d.readings.map((r) => [r.field, [r.value, r.source]]));

describe('whose decoding wins', () => {
  it("takes the network server's value for the fields it decoded, and Pinpoint's for the rest", () => {
    const d = decodeBothSides(em300({ decoded: { temperature: -7.5 } }));
    expect(values(d)).toEqual({
      temperature: [-7.5, 'n'],
      humidity: [50.5, 'p'],
      battery_pct: [92, 'p'],
    });
    expect(d.decoder).toBe('milesight-iot/em300-th');
    expect(d.error).toBeNull();
  });

  it("stores The Things Stack's documented uplink (decoded_payload, no f_port) from its decoded values", () => {
    // TheThingsIndustries/lorawan-stack-docs doc/content/integrations/data-formats/_index.md,
    // "Uplink message example": f_port omitted, frm_payload "gkHe", decoded_payload below.
    const d = decodeBothSides({
      modelId: 'dragino/lht65',
      preference: 'auto',
      fPort: undefined,
      payload: Buffer.from('gkHe', 'base64'),
      decoded: { temperature: 1.0, luminosity: 0.64 },
      decodedBy: 'n',
    });
    expect(values(d)).toEqual({ temperature: [1, 'n'], illuminance: [0.64, 'n'] });
    expect(d.error).toBeNull();
  });

  it('pinned to Pinpoint, ignores the network server while our decoder gives readings', () => {
    const d = decodeBothSides(em300({ preference: 'pinpoint', decoded: { temperature: -7.5 } }));
    expect(values(d).temperature).toEqual([30.8, 'p']);
    expect(d.fields).toMatchObject({ temperature: 30.8 });
  });

  it('pinned to the network server, stores only its values', () => {
    const d = decodeBothSides(em300({ preference: 'network', decoded: { temperature: -7.5 } }));
    expect(values(d)).toEqual({ temperature: [-7.5, 'n'] });
    expect(d.decoder).toBeNull();
  });

  it("keeps the other side's values when the chosen side fails, with a warning", () => {
    // Dragino LHT65 takes port 2 only: on port 9 our decoder refuses the bytes.
    const lht65 = {
      modelId: 'dragino/lht65',
      fPort: 9,
      payload: Buffer.from('CBF60B0D0376010ADD7FFF', 'hex'),
    };
    const pinned = decodeBothSides(
      em300({ ...lht65, preference: 'pinpoint', decoded: { TempC_SHT: 28.29 } }),
    );
    expect(values(pinned)).toEqual({ temperature: [28.29, 'n'] });
    expect(pinned.warnings.join(' ')).toMatch(/network server's decoded values were used/);
    const auto = decodeBothSides(em300({ ...lht65, decoded: { TempC_SHT: 28.29, BatV: 3.062 } }));
    expect(values(auto)).toEqual({ temperature: [28.29, 'n'], battery_mv: [3062, 'n'] });
    expect(auto.error).toBeNull();
    expect(auto.warnings.join(' ')).toMatch(
      /Pinpoint could not decode the payload \(dragino\/lht65: unsupported fPort 9/,
    );

    const network = decodeBothSides(em300({ preference: 'network', decoded: { note: 'codec failed' } }));
    expect(values(network)).toEqual({
      temperature: [30.8, 'p'],
      humidity: [50.5, 'p'],
      battery_pct: [92, 'p'],
    });
    expect(network.warnings.join(' ')).toMatch(/Pinpoint's decoder was used/);
  });

  it('decodes everything itself when the network server sent nothing it can map', () => {
    const d = decodeBothSides(em300({ decoded: { bytes: [1, 117, 92] } }));
    expect(values(d)).toEqual({ temperature: [30.8, 'p'], humidity: [50.5, 'p'], battery_pct: [92, 'p'] });
  });

  it('keeps the error when neither side gives anything', () => {
    const d = decodeBothSides(em300({ modelId: 'dragino/lht65', fPort: 9 }));
    expect(d.readings).toEqual([]);
    expect(d.error).toMatch(/unsupported fPort 9/);
  });

  it("drops a network server's sentinel instead of storing it (LHT65 probe 0x7FFF = 327.67 °C)", () => {
    // TheThingsNetwork/lorawan-devices vendor/dragino/lht65-codec.yaml: TempC_DS 327.67 means no probe.
    const d = decodeBothSides({
      modelId: 'dragino/lht65',
      preference: 'network',
      fPort: 2,
      payload: undefined,
      decoded: { TempC_SHT: 26.01, TempC_DS: 327.67 },
      decodedBy: 'n',
    });
    expect(values(d)).toEqual({ temperature: [26.01, 'n'] });
    expect(d.warnings.join(' ')).toMatch(/TempC_DS: 327.67 is not a plausible external probe temperature/);
  });

  it("back-fills Milesight's history records at their own times", () => {
    // Milesight-IoT/SensorDecoders em-series/em300-th/README.md history example: 20CE9E74466310015D00.
    const d = decodeBothSides(
      em300({ decoded: { history: [{ humidity: 46.5, temperature: 27.2, timestamp: 1665561758 }] } }),
    );
    const at = new Date(1665561758 * 1000).getTime();
    expect(d.readings.map((r) => [r.field, r.value, r.time?.getTime(), r.source])).toEqual(
      expect.arrayContaining([
        ['temperature', 27.2, at, 'n'],
        ['humidity', 46.5, at, 'n'],
      ]),
    );
  });
});

describe("The Things Stack's normalized payload", () => {
  it('gives the readings of an uplink that carries it and no decoded_payload (were none)', () => {
    // lorawan-stack-docs doc/content/integrations/payload-formatters/javascript/uplink/_index.md
    // ("Normalized Payload"): normalized_payload [{ air: { temperature: -21.3 } }]; a webhook field
    // mask may send it alone (webhooks/webhook-templates/format.md, up.uplink_message.normalized_payload).
    const d = decodeBothSides({
      modelId: null,
      preference: 'auto',
      fPort: 4,
      payload: undefined,
      decoded: undefined,
      decodedBy: 'n',
      normalized: [{ air: { temperature: -21.3 } }],
    });
    expect(values(d)).toEqual({ temperature: [-21.3, 'n'] });
  });
});

describe('readings a model sends only as events', () => {
  // Milesight's WS101 smart button (SensorDecoders ws-series/ws101/ws101-decoder.js): 01 75 64 the
  // battery, FF 2E 01 a short press. It sends a press when it happens and never its end: the press
  // is the uplink's event, the battery the device's state.
  const press = (over: Partial<DecodeInput>): DecodeInput => ({
    modelId: 'milesight-iot/ws101',
    preference: 'auto',
    fPort: 85,
    payload: Buffer.from('017564FF2E01', 'hex'),
    decoded: undefined,
    decodedBy: 'n',
    ...over,
  });

  it('marks the press momentary, whichever side decoded it, and the battery not', () => {
    const ours = decodeBothSides(press({}));
    // The vendor decoder's own output, as The Things Stack would send it with the bytes.
    const theirs = decodeBothSides(
      press({ preference: 'network', decoded: { battery: 100, button_event: { status: 'short press' } } }),
    );
    for (const d of [ours, theirs]) {
      expect(d.readings.find((r) => r.field === 'button')).toMatchObject({ value: true, momentary: true });
      expect(d.readings.find((r) => r.field === 'battery_pct')).not.toHaveProperty('momentary');
    }
  });

  it("marks a sudden change alarm momentary for any device, of a model we know or only the network server's", () => {
    // Milesight EM320-TH v2 (SensorDecoders e79c9d8b em-series/em320-th-v2/em320-th-v2-decoder.js):
    // 93 67 34 01 64 00 00 a temperature mutation alarm, 30.8 °C changed by 10 °C, as that decoder
    // prints it. No release ever follows one: an event, never the device's state.
    const printed = {
      temperature_mutation_alarm: {
        temperature: 30.8,
        temperature_change: 10,
        alarm_type: 'Temperature mutation',
      },
    };
    const withModel = decodeBothSides(
      em300({ modelId: 'milesight-iot/em320-th', payload: Buffer.from('93673401640000', 'hex') }),
    );
    const networkOnly = decodeBothSides(
      em300({
        modelId: null,
        networkModelId: 'milesight-iot/em320-th',
        preference: 'network',
        payload: undefined,
        decoded: printed,
      }),
    );
    for (const d of [withModel, networkOnly]) {
      expect(d.readings.find((r) => r.field === 'sudden_change')).toMatchObject({
        value: true,
        momentary: true,
      });
      expect(d.readings.find((r) => r.field === 'temperature')).not.toHaveProperty('momentary');
      expect(d.readings.some((r) => r.field === 'threshold_alarm')).toBe(false);
    }
  });

  it('leaves a sensor whose model reports both states as it was', () => {
    // The EM300-TH of the first case: no reading of it is an event.
    expect(decodeBothSides(em300({})).readings.some((r) => 'momentary' in r)).toBe(false);
  });
});
