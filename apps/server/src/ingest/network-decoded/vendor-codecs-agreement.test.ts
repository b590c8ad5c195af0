import { decode, parseHex } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import type { CodecOutput } from '../../../../../packages/decoders/src/test-support/codec-example.ts';
import { codecOutputs } from '../../../../../packages/decoders/src/test-support/codec-outputs.ts';
import { mapNetworkDecoded } from './map.ts';

// A device's readings must not depend on who decoded its uplink. For every codec output our decoder
// tests record with its uplink (packages/decoders/src/test-support/codec-outputs.ts: the TTN device
// repository's codec examples, TheThingsNetwork/lorawan-devices vendor/<vendor>/<codec>-codec.yaml,
// each at the commit its source names, and vendors' own decoders' outputs: Milesight-IoT/
// SensorDecoders e79c9d8b's, MClimate's), mapping the codec's output with the model's id gives the
// readings our decoder gives for the bytes: each field and value, at the same time, and the same
// position. Where the two differ and the difference is the codec's (a value it rounds, one it cannot
// print), it is listed below with its reason; a difference that was ours or the mapping's is fixed
// (names.ts, model-names*.ts, derived.ts; the Elsys pressure and Abeeway SOS readings of
// packages/decoders).

type Value = number | boolean;
type Readings = Record<string, Value>;

/** A reading on which the codec's output and our decoder differ, with the values each gives. */
type Difference = { field: string; theirs?: Value; ours?: Value; why: string };
/** A number the codec prints rounded: ours may be up to `within` from it. */
type Rounding = { field: string; within: number; why: string };
type Known = { model: string; source: string; differences?: Difference[]; rounding?: Rounding[] };

const known: Known[] = [
  // MClimate's HT Sensor keep-alive protocol: the battery byte is XX * 8 + 1600 mV (0xF1: 3528 mV).
  ...[
    'ht-sensor-codec.yaml 62c8acdd, "Short periodic uplink"',
    'MClimate/docs 6f04fe9c ht-sensor-uplink-decoder.md, a connected thermistor',
  ].map((source) => ({
    model: 'mclimate/ht-sensor',
    source,
    rounding: [
      {
        field: 'battery_mv',
        within: 100,
        why: "ht-sensor.js reads only the battery byte's high nibble, 2 + X x 0.1 V (3.5 V)",
      },
    ],
  })),
  {
    model: 'mclimate/co2-sensor',
    source: 'co2-sensor-codec.yaml 62c8acdd, "Short periodic uplink"',
    rounding: [
      { field: 'battery_mv', within: 5, why: 'co2-sensor.js prints the 3496 mV to two decimals of a volt' },
    ],
  },
  // The Open/Close sensor's keep-alive, its thermistor connected and broken (0x04: no temperature).
  ...[
    'open-close-codec.yaml ea47c052, "Short periodic uplink"',
    'open-close.js e05096e5, a broken thermistor',
  ].map((source) => ({
    model: 'mclimate/open-close',
    source,
    rounding: [
      { field: 'battery_mv', within: 5, why: 'open-close.js prints the 2968 mV to two decimals of a volt' },
    ],
    differences: [
      {
        field: 'button',
        ours: false,
        why:
          'open-close.js prints no frame kind (01 keep-alive, 20 reed switch, 21 the button pressed, the ' +
          'Open/Close Sensor communication protocol): its output cannot say the button was not pressed',
      },
    ],
  })),
  // MClimate's newer decoders print the battery rounded: to two decimals of a volt (the CO2
  // Display Lite's 2732 mV word; the PIR sensors' XX * 2200 / 255 + 1600 mV), the button's to one.
  ...[
    ['mclimate/co2-display-lite', 'co2-display-lite-codec.yaml 62c8acdd, "Periodic uplink"', 5],
    ['mclimate/co2-pir-lite', 'co2-pir-lite-codec.yaml 790b56cc, "Periodic keepalive"', 5],
    [
      'mclimate/co2-pir-lite',
      'co2-pir-lite-codec.yaml 790b56cc, "Response to occupancy timeout and keepalive period commands"',
      5,
    ],
    ['mclimate/pir-mini', 'pir-mini-codec.yaml ed0eab9b, "Periodic keepalive"', 5],
    ['mclimate/mc-button', 'mc-button-codec.yaml e05096e5, "Short periodic uplink"', 50],
    ['mclimate/mc-button', 'mc-button.js 22fd4605, a broken thermistor', 50],
  ].map(([model, source, within]) => ({
    model: model as string,
    source: source as string,
    rounding: [
      {
        field: 'battery_mv',
        within: within as number,
        why: "MClimate's decoder prints the battery rounded to V",
      },
    ],
  })),
  {
    model: 'tektelic/t00059xx-kiwi',
    source: 't00059xx-codec.yaml 02d747b4, "All metrics"',
    differences: [
      {
        field: 'soil_temperature',
        ours: 17,
        why:
          "this decoder_agriculture_sensor.js prints the soil probe's input2_voltage (860 mV) only; ours " +
          "turns it into °C by the thermistor curve of Tektelic's data converter (kiwi-clover-v2.0)",
      },
    ],
  },
  {
    model: 'rakwireless/rak7201',
    source: 'decoder-rak7201.js 5235a3a4, the heartbeat 48 60',
    differences: [
      {
        field: 'battery_pct',
        ours: 96,
        why:
          "decoder-rak7201.js prints every uplink's first byte - 64 as `button_pressed` (8 for the heartbeat " +
          'H, RAK7201 quick start guide "HeartBeat function"): its output has no battery',
      },
    ],
  },
  // Most Dragino -LB / -L codec files' one example (and the LMDS120's) pastes lht65-codec.yaml's
  // output for the LHT65 frame CBF60B0D0376010ADD7FFF beside the bytes 0CF6010103000C01DD01FF: it is
  // no output of their codec for them (Dragino's decoders of these models, dragino-end-node-decoder
  // e81cc58a, run on the bytes, give what ours give: packages/decoders test-support/
  // ttn-coverage-dragino.ts). Every reading mapped from it is the LHT65's, none the device's.
  ...(
    [
      ['dragino/ps-lb', 'PS-LB-codec.yaml 437dd085, "LoRaWAN Pressure Sensor"', { battery_mv: 3318 }],
      ['dragino/ps-lb', 'ps-lb-codec.yaml 19888012, "LoRaWAN Pressure Sensor"', { battery_mv: 3318 }],
      ['dragino/s31-lb', 'S31-LB-codec.yaml 530b9168, "Temperature"', { battery_mv: 3318 }],
      ['dragino/s31-lb', 's31-lb-codec.yaml 31c544a8, "Temperature"', { battery_mv: 3318 }],
      [
        'dragino/d2x-lb',
        'D2x-LB-codec.yaml 530b9168, "Temperature"',
        { battery_mv: 3318, external_temperature: 25.7 },
      ],
      [
        'dragino/d2x-lb',
        'd2x-lb-codec.yaml 62c8acdd, "Temperature"',
        { battery_mv: 3318, external_temperature: 25.7 },
      ],
      ['dragino/cpl03-lb', 'cpl03-lb-codec.yaml eb8f5e8b, "Temperature"', { pulse_count: 16122113 }],
      ['dragino/cs01-lb', 'cs01-lb-codec.yaml 5c12ba10, "Temperature"', { battery_mv: 3318, current: 2.57 }],
      [
        'dragino/dds04-lb',
        'dds04-lb-codec.yaml eb8f5e8b, "Temperature"',
        { battery_mv: 3318, distance_mm: 257, distance_2_mm: 768, distance_3_mm: 3073, distance_4_mm: 56577 },
      ],
      [
        'dragino/dds20-lb',
        'dds20-lb-codec.yaml bcd28177, "Temperature"',
        { battery_mv: 3318, liquid_level_mm: 257, temperature: 1.2 },
      ],
      [
        'dragino/dds45-lb',
        'dds45-lb-codec.yaml eb8f5e8b, "Temperature"',
        { battery_mv: 3318, distance_mm: 257, temperature: 1.2 },
      ],
      [
        'dragino/dds75-lb',
        'dds75-lb-codec.yaml eb8f5e8b, "Temperature"',
        { battery_mv: 3318, distance_mm: 257, temperature: 1.2 },
      ],
      ['dragino/ds03a-lb', 'ds03a-lb-codec.yaml 51978545, "Temperature"', { door_open: false }],
      ['dragino/ds20l', 'ds20l-codec.yaml 4b96128c, "Temperature"', { battery_mv: 3318, distance_mm: 259 }],
      [
        'dragino/aqs01-l',
        'aqs01-l-codec.yaml 5c12ba10, "Temperature"',
        {
          battery_mv: 3318,
          temperature: 2.57,
          humidity: 76.8,
          pressure: 307.3,
          co2: 56577,
          threshold_alarm: true,
        },
      ],
      [
        'dragino/aqs02-l',
        'aqs02-l-codec.yaml eb8f5e8b, "Temperature"',
        {
          battery_mv: 3318,
          temperature: 2.57,
          humidity: 76.8,
          pressure: 307.3,
          co_ppm: 56577,
          threshold_alarm: true,
        },
      ],
      [
        'dragino/lds12-lb',
        'lds12-lb-codec.yaml 546c038c, "Temperature"',
        { battery_mv: 3318, distance_mm: 768, temperature: 25.7 },
      ],
      [
        'dragino/lds40-lb',
        'lds40-lb-codec.yaml 5c12ba10, "Temperature"',
        { battery_mv: 3318, distance_mm: 768, temperature: 25.7 },
      ],
      [
        'dragino/lht65n-vib',
        'lht65n-vib-codec.yaml eb8f5e8b, "Temperature"',
        { battery_mv: 3318, threshold_alarm: true },
      ],
      [
        'dragino/ltc2-lb',
        'ltc2-lb-codec.yaml eb8f5e8b, "Temperature"',
        { battery_mv: 3318, external_temperature: 25.9 },
      ],
      [
        'dragino/ts01-lb',
        'ts01-lb-codec.yaml eb8f5e8b, "Temperature"',
        { battery_mv: 3318, temperature: 25.9, threshold_alarm: true },
      ],
      [
        'dragino/se01-lb',
        'se01-lb-codec.yaml 5c12ba10, "Temperature"',
        { battery_mv: 3318, temperature: 25.7 },
      ],
      [
        'dragino/sn50v3-lb',
        'sn50v3-lb-codec.yaml eb8f5e8b, "Temperature"',
        { battery_mv: 3318, external_temperature: 25.7 },
      ],
      [
        'dragino/sph01-lb',
        'sph01-lb-codec.yaml eb8f5e8b, "Temperature"',
        { battery_mv: 3318, ph: 7.68, soil_temperature: 307.3, temperature: 25.7 },
      ],
      [
        'dragino/lms01-lb',
        'lms01-lb-codec.yaml ad839a0e, "Temperature"',
        { battery_mv: 3318, temperature: 25.7, leaf_wetness: 76.8, leaf_temperature: 307.3 },
      ],
      ['dragino/wl03a-lb', 'wl03a-lb-codec.yaml 5c12ba10, "Temperature"', { leak: false }],
      ['dragino/lwl04-lb', 'lwl04-lb-codec.yaml 5c12ba10, "Temperature"', { leak: false }],
      [
        'dragino/wqs-lb',
        'wqs-lb-codec.yaml eb8f5e8b, "Temperature"',
        { battery_mv: 3318, temperature: 25.7 },
      ],
      [
        'dragino/mds120-lb',
        'mds120-lb-codec.yaml f258ebd7, "Temperature"',
        { battery_mv: 3318, distance_mm: 257, temperature: 1.2 },
      ],
      [
        'dragino/mds200-lb',
        'mds200-lb-codec.yaml 51978545, "Temperature"',
        { battery_mv: 3318, threshold_alarm: false },
      ],
      [
        'dragino/lmds120',
        'lmds120-codec.yaml c5629a96, "LoRaWAN Microwave Radar distance sensor"',
        { battery_mv: 3318, distance_mm: 257, temperature: 1.2 },
      ],
    ] as Array<[string, string, Readings]>
  ).map(([model, source, ours]) => {
    const theirs: Readings = {
      battery_mv: 3062,
      humidity: 88.6,
      external_temperature: 27.81,
      temperature: 28.29,
    };
    const fields = [...new Set([...Object.keys(theirs), ...Object.keys(ours)])];
    return {
      model,
      source,
      differences: fields.map((field) => ({
        field,
        theirs: theirs[field],
        ours: ours[field],
        why: "the codec file's example output is lht65-codec.yaml's for the LHT65 frame CBF60B0D0376010ADD7FFF, not its codec's for these bytes",
      })),
    };
  }),
  {
    model: 'milesight-iot/em500-smtc',
    source:
      'em500-smtc-codec.yaml 247ed0fb, Soil Moisture, Temperature, Electrical Conductivity Sensor (example 1) - Milesight IoT',
    differences: [
      {
        field: 'soil_conductivity',
        ours: 240,
        why:
          'its em500-smtc.js (a74c9129) steps two bytes past the one-byte moisture (04 68), reads 7F F0 as ' +
          'the next channel and stops: no conductivity (em500-smtc.js 0e61ae32 prints 240 for these bytes)',
      },
    ],
  },
  {
    model: 'milesight-iot/ts201v2',
    source: 'ts201v2-codec.yaml 5e5e495b, Milesight Cost-Effective Temperature Sensor (TS201v2)',
    differences: [
      ['temperature', 28.4],
      ['humidity', 50],
      ['nh3_ppm', 0],
      ['h2s_ppm', 0.01],
    ].map(([field, theirs]) => ({
      field: field as string,
      theirs: theirs as number,
      why:
        "ts201v2-codec.yaml's example bytes and output are gs301-codec.yaml's (the GS301's 02 67, 03 68, " +
        '04 7D NH3, 05 7D H2S): no TS201 v2 frame; its own ts201v2.js (5c12ba10) prints only the battery for them, as ours',
    })),
  },
  // Tektelic's sparrow-pelican-v2.8 converter prints the 00 BA battery's value bits only (2.5 V +
  // bits 0-6 x 0.01 V), never its bit 7, the end-of-service alert; and it stops at the first header
  // it does not know ("Unable to decode header 04 68"): the SPARROW's humidity and what follows it
  // (here the 00 00 FF acceleration alarm) are not in its output.
  {
    model: 'tektelic/t0007xxx-sparrow',
    source:
      'data-converters 39edfa07 LoRa Alliance Payload Codec 1.0.0/sparrow-pelican/sparrow-pelican-v2.8-decoder.js, 00BAE4006700FA0468500000FF',
    differences: [
      {
        field: 'low_battery',
        ours: true,
        why: 'sparrow-pelican-v2.8 does not print the 00 BA end-of-service bit',
      },
      {
        field: 'humidity',
        ours: 40,
        why: 'sparrow-pelican-v2.8 does not know the 04 68 header and stops there',
      },
      {
        field: 'motion',
        ours: true,
        why: 'sparrow-pelican-v2.8 stopped at 04 68, before the 00 00 FF alarm',
      },
    ],
  },
  {
    model: 'tektelic/t0007377-pelican',
    source:
      'data-converters 39edfa07 LoRa Alliance Payload Codec 1.0.0/sparrow-pelican/sparrow-pelican-v2.8-decoder.js, 00BA640067FF380000FF',
    differences: [
      {
        field: 'low_battery',
        ours: false,
        why: 'sparrow-pelican-v2.8 does not print the 00 BA end-of-service bit',
      },
    ],
  },
  // Browan's Tabs decoder v4.1 (Sensor-Decoder 625a2b0a) takes only 4-byte Ambient Light frames
  // ("Invalid fPort or payload length" for the 6-byte ones tbam100.js and ours read, with the lux
  // word); and it reads a Temperature & Humidity frame whose temperature byte is 0 as -32 °C, a
  // frame that carries no measurement (TTN's tbhh100.js returns nothing for it; so do we).
  {
    model: 'browan/tbam100',
    source:
      'Sensor-Decoder 625a2b0a tabs_sensor/Decoder_tabssensor_forTTN_v4.1.txt (Ambient Light Sensor), 21FB3A40420F',
    differences: (
      [
        ['battery_mv', 3600],
        ['illuminance', 10000],
        ['temperature', 26],
      ] as const
    ).map(([field, ours]) => ({
      field,
      ours,
      why: 'the Tabs decoder v4.1 refuses 6-byte Ambient Light frames ("Invalid fPort or payload length")',
    })),
  },
  {
    model: 'browan/tbhh100',
    source:
      'Sensor-Decoder 625a2b0a tabs_sensor/Decoder_tabssensor_forTTN_v4.1.txt (Temperature and Humidity Sensor), 08AB8022FFFFFFFF',
    differences: (
      [
        ['battery_mv', 3600],
        ['temperature', -32],
        ['humidity', 34],
      ] as const
    ).map(([field, theirs]) => ({
      field,
      theirs,
      why: 'a temperature byte of 0 is a frame without a measurement; the Tabs decoder v4.1 prints it as -32 °C',
    })),
  },
];

const knownFor = (example: CodecOutput) =>
  known.find(({ model, source }) => model === example.model && source === example.source);

const at = (field: string, time: Date | string | undefined) =>
  time === undefined ? field : `${field}@${new Date(time).toISOString()}`;

function theirsFor(example: CodecOutput) {
  const mapped = mapNetworkDecoded({ ...example.output }, example.model);
  const readings: Readings = Object.fromEntries(mapped.readings.map((r) => [at(r.field, r.time), r.value]));
  return { readings, location: mapped.location };
}

function oursFor(example: CodecOutput) {
  const result = decode(example.model, example.fPort, parseHex(example.hex));
  const readings: Readings = Object.fromEntries(result.readings.map((r) => [at(r.field, r.time), r.value]));
  return { readings, location: result.location };
}

describe('a codec output mapped by name gives the readings our decoder gives for its bytes', () => {
  it.each(codecOutputs.map((example) => [`${example.model}: ${example.source}`, example] as const))(
    '%s',
    (_name, example) => {
      const theirs = theirsFor(example);
      const ours = oursFor(example);
      const { differences = [], rounding = [] } = knownFor(example) ?? {};
      for (const { field, theirs: value, ours: own, why } of differences) {
        expect(theirs.readings[field], why).toBe(value);
        expect(ours.readings[field], why).toBe(own);
        delete theirs.readings[field];
        delete ours.readings[field];
      }
      for (const { field, within, why } of rounding) {
        expect(
          Math.abs(Number(theirs.readings[field]) - Number(ours.readings[field])),
          why,
        ).toBeLessThanOrEqual(within);
        theirs.readings[field] = ours.readings[field] as Value;
      }
      expect(theirs.readings).toStrictEqual(ours.readings);
      // The same position, or none on both sides (a failed fix, a Wi-Fi scan for a solver).
      const position = (fix: { lat: number; lon: number; time?: Date | string } | undefined) =>
        fix && { lat: fix.lat, lon: fix.lon, time: fix.time && new Date(fix.time).toISOString() };
      expect(position(theirs.location)).toStrictEqual(position(ours.location));
    },
  );

  it('lists only differences of examples it holds, each on a reading that exists', () => {
    for (const entry of known) {
      const example = codecOutputs.find(
        ({ model, source }) => model === entry.model && source === entry.source,
      );
      expect(example, `${entry.model}: ${entry.source}`).toBeDefined();
    }
  });

  it('holds an example for every vendor the decoder tests record codec outputs of', () => {
    const vendors = new Set(codecOutputs.map(({ model }) => model.split('/')[0]));
    expect([...vendors].sort()).toStrictEqual([
      'abeeway',
      'adeunis',
      'browan',
      'decentlab',
      'digital-matter',
      'dragino',
      'elsys',
      'imbuildings',
      'laird',
      'mclimate',
      'milesight-iot',
      'moko',
      'netvox',
      'rakwireless',
      'sensative',
      'sensecap',
      'talkpool',
      'tektelic',
    ]);
  });
});

// Frames the examples lack, for the values read with a sibling (derived.ts). These decoders keep
// their codecs' names and values (netvox.test.ts, laird.test.ts, milesight-more-models-2.test.ts
// check them against the codecs' outputs), so their fields stand for the codec's output here.
const siblingFrames: Array<[string, string, number, string]> = [
  // The R718N1 manual's note on currents past 65535 mA: 0xFFFF mA x 10 is 655.35 A.
  ['a current times its multiplier', 'netvox/r718n1', 6, '014901A4FFFF0A00000000'],
  ['a multiplier of 0 gives no current', 'netvox/r718n1', 6, '014901240FA00000000000'],
  ['a Pushbutton-mode state is no door', 'laird/rs1xx-ext-multi-sensor', 1, '090001010002'],
  ['a Door Sensor-mode state is the door', 'laird/rs1xx-ext-multi-sensor', 1, '090000010002'],
  ['UC300: no GPIO mask while an input is missing', 'milesight-iot/uc300', 85, '030001040001060001'],
  ['UC50x: one GPIO only, so no mask', 'milesight-iot/uc50x', 85, '030001'],
  ['UC50x: both GPIOs, an input on and an output off', 'milesight-iot/uc50x', 85, '030001040100'],
];

describe('values read with a sibling, on frames the codec examples lack', () => {
  it.each(siblingFrames)('%s (%s)', (_name, model, fPort, hex) => {
    const result = decode(model, fPort, parseHex(hex));
    const example = { model, source: 'our fields', fPort, hex, output: result.fields };
    expect(theirsFor(example).readings).toStrictEqual(oursFor(example).readings);
  });
});
