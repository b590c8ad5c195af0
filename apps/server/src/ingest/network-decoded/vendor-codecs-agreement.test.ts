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
  // elsys.js (TTN lorawan-devices f70c17a9) shifts the 0x0B absolute pulse count's top byte into
  // the sign bit (`data[i+1]<<24`): FFFFFFFE prints as -2, which no mapping can read as a count.
  {
    model: 'elsys/ems-door',
    source: 'elsys.js f70c17a9, an absolute pulse count with the top bit set',
    differences: [
      {
        field: 'pulse_count',
        ours: 4294967294,
        why: 'elsys.js prints the unsigned 32-bit count FFFFFFFE as -2 (pulseAbs: -2)',
      },
    ],
  },
  // tbwl100.js (004ed1ca) prints the humidity byte whole (`humidity: bytes[3]`): its reserved bit 7
  // (Browan TBWL100 reference manual §4.1.3, RH in bits 6-0) makes A8 a humidity of 168 %, which no
  // mapping can store; tbhh100.js and tbhv110.js mask it (`bytes[3] & 0x7f`), as we do.
  {
    model: 'browan/tbwl100',
    source: 'tbwl100.js 004ed1ca, a leak, humidity byte A8 (bit 7 set)',
    differences: [
      {
        field: 'humidity',
        ours: 40,
        why: 'tbwl100.js does not mask the reserved bit 7 of the humidity byte: it prints 168',
      },
    ],
  },
  // The same decoder prints any measurement id it finds, with no model to check it against: a CO2
  // record (4100) in an S2101's frame; ours keeps it in the fields only (the S2101 has no CO2 sensor).
  {
    model: 'sensecap/sensecaps2101-temp-humid',
    source: 'sensecap210x-common-decoder.js 922c4402, a sensor id, a CO2 record on an S2101',
    differences: [
      {
        field: 'co2',
        theirs: 512,
        why: 'sensecap210x-common-decoder.js prints measurement 4100 whatever the model; the S2101 has no CO2 sensor',
      },
    ],
  },
  // TTN's flood-sensor.js (0a254aaa) reads the temperature byte unsigned (firmware 1.5 sends it
  // signed: 9A is -26 °C, MClimate Flood Sensor keep-alive, Table 3) and reads every frame as a
  // keep-alive from byte 0: a command answer in front (12 keep-alive period, 06 alarm duration,
  // the Flood Sensor's uplink commands) shifts every value it prints onto the wrong byte.
  {
    model: 'mclimate/flood-sensor',
    source: 'flood-sensor.js 0a254aaa, a keep-alive at -26 °C (the firmware 1.5 sign bit)',
    differences: [
      {
        field: 'temperature',
        theirs: 154,
        ours: -26,
        why: 'flood-sensor.js reads the signed byte 9A unsigned',
      },
    ],
  },
  {
    model: 'mclimate/flood-sensor',
    source: 'flood-sensor.js 0a254aaa, the keep-alive period answer, then a flood keep-alive',
    differences: (
      [
        ['battery_mv', 0, 3104],
        ['temperature', 60, 26],
      ] as const
    ).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: 'flood-sensor.js reads the 12 00 3C answer in front as the keep-alive (its byte 1 the battery, byte 2 the temperature)',
    })),
  },
  {
    model: 'mclimate/flood-sensor',
    source: 'flood-sensor.js 0a254aaa, the alarm duration answer, then a keep-alive',
    differences: (
      [
        ['tamper', false, true],
        ['leak', true, false],
        ['battery_mv', 32, 3104],
        ['temperature', 200, 26],
      ] as const
    ).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: 'flood-sensor.js reads the 06 02 answer in front as the keep-alive, each value a byte early',
    })),
  },
  // ht-sensor.js (55cacd4b): the battery from the byte's high nibble only (2 + X x 0.1 V: 3.0 V for
  // AB, 2968 mV by the keep-alive protocol's XX x 8 + 1600); and the thermistor flag read from an
  // unpadded binary string (`decbin(bytes[5])[5]`), undefined for 02, so a connected thermistor
  // (bit 2 clear) prints as not connected, with no temperature.
  ...[
    'ht-sensor.js 55cacd4b, 11.7 °C, the thermistor flag byte 04',
    'ht-sensor.js 55cacd4b, the thermistor broken (flag 06)',
    'ht-sensor.js 55cacd4b, the versions answer, then a keep-alive',
  ].map((source) => ({
    model: 'mclimate/ht-sensor',
    source,
    rounding: [
      {
        field: 'battery_mv',
        within: 100,
        why: "ht-sensor.js reads only the battery byte's high nibble, 2 + X x 0.1 V (3.0 V)",
      },
    ],
    ...(source.includes('versions')
      ? {
          differences: [
            {
              field: 'external_temperature',
              ours: 66.8,
              why: 'ht-sensor.js reads the flag byte 02 as binary "10" and its 6th character (undefined) as not connected',
            },
          ],
        }
      : {}),
  })),
  // g62.js (597b6ffd) reads its port from `input.fport`; The Things Stack calls decodeUplink with
  // `fPort`, so every port branch is skipped and the codec prints `{}` for every uplink (ours, and
  // the codec given `fport`, decode them: packages/decoders digital-matter-ttn-differential.test.ts).
  ...(
    [
      [
        'g62.js 597b6ffd, full data at -10 °C, GpsCurrent clear (decodeUplink({bytes, fPort}) as TTS calls it)',
        {
          ignition: true,
          digital_inputs: 1,
          digital_outputs: 1,
          battery_mv: 4000,
          external_voltage: 12.922,
          temperature: -10,
        },
      ],
      [
        'g62.js 597b6ffd, data part 2 (decodeUplink({bytes, fPort}) as TTS calls it)',
        { external_voltage: 12.922, temperature: 23 },
      ],
      [
        'g62.js 597b6ffd, the odometer (decodeUplink({bytes, fPort}) as TTS calls it)',
        { odometer_m: 12345670 },
      ],
    ] as Array<[string, Readings]>
  ).map(([source, ours]) => ({
    model: 'digital-matter/g62',
    source,
    differences: Object.entries(ours).map(([field, value]) => ({
      field,
      ours: value,
      why: 'g62.js reads `input.fport`, which TTS does not set (it passes `fPort`): its output is {}',
    })),
  })),
  // TTN device repository codecs of Milesight models run on our test uplinks (packages/decoders
  // test-support/ttn-codec-runs-milesight.ts): where the codec is older than the firmware, cannot
  // print a record, or prints an unknown byte as a state.
  {
    model: 'milesight-iot/em300-th',
    source: 'milesight-iot/em300-th.js 00bd1a82, a history record (-10 °C)',
    differences: (
      [
        ['temperature@2024-03-16T18:12:16.000Z', undefined, -10],
        ['humidity@2024-03-16T18:12:16.000Z', undefined, 56.5],
      ] as const
    ).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "this em300-th.js knows only 01 75, 03 67 and 04 68 and stops at the 20 CE history record: it cannot print a history record's readings",
    })),
  },
  {
    model: 'milesight-iot/em300-zld',
    source: 'milesight-iot/em300-zld.js 0a321c68, a leak, a negative temperature',
    differences: ([['leak', true, undefined]] as const).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "em300-zld.js prints any non-zero 05 00 byte as 'leak'; Milesight's em300-zld-decoder.js knows 0 (normal) and 1 (leak) only, and our decoder stores nothing for 2 (unknown water value)",
    })),
  },
  {
    model: 'milesight-iot/em300-zld',
    source: 'milesight-iot/em300-zld.js 0a321c68, a history record',
    differences: (
      [
        ['temperature@2022-10-12T08:02:38.000Z', undefined, 27.2],
        ['humidity@2022-10-12T08:02:38.000Z', undefined, 46.5],
        ['leak@2022-10-12T08:02:38.000Z', undefined, true],
      ] as const
    ).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "em300-zld.js (0a321c68) knows no 20 CE history record and stops there: it cannot print a history record's readings",
    })),
  },
  {
    model: 'milesight-iot/em300-mcs',
    source: 'milesight-iot/em300-mcs.js 0a254aaa, a history record',
    differences: (
      [
        ['temperature@2022-10-12T08:02:38.000Z', undefined, 27.2],
        ['humidity@2022-10-12T08:02:38.000Z', undefined, 46.5],
        ['door_open@2022-10-12T08:02:38.000Z', undefined, true],
      ] as const
    ).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "this em300-mcs.js knows no 20 CE history record and stops there: it cannot print a history record's readings",
    })),
  },
  {
    model: 'milesight-iot/am307',
    source: 'milesight-iot/am307.js a74c9129, a full periodic report (05 6A activity, 06 65 light)',
    differences: (
      [
        ['co2', undefined, 1255],
        ['tvoc_level', undefined, 0.07],
        ['pressure', undefined, 1004.7],
      ] as const
    ).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "this am307.js is the older firmware's: it knows 05 00 PIR, not the newer 05 6A activity count, and stops there: the CO2, TVOC and pressure records after it are not in its output",
    })),
  },
  {
    model: 'milesight-iot/em320-th',
    source:
      'milesight-iot/em320-th.js 62c8acdd, a firmware v2 history record (a humidity word of 0xFFFF, read failed)',
    differences: ([['temperature@2022-10-12T08:02:38.000Z', 27.2, undefined]] as const).map(
      ([field, theirs, ours]) => ({
        field,
        theirs,
        ours,
        why: "em320-th.js reads every 20 CE record as the v1 firmware's 7 bytes; this 9-byte v2 record's type 0E says the temperature was not read (em320-th-v2-decoder.js: temperature_collection_err), which the v1 layout cannot print",
      }),
    ),
  },
  {
    model: 'milesight-iot/ts301',
    source: "milesight-iot/ts301.js 4c24e45b, a negative temperature's threshold release, then a v2 record",
    differences: (
      [
        ['temperature', -1, undefined],
        ['threshold_alarm', false, undefined],
      ] as const
    ).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "the 03 9A record is only the v2 firmware's: our TS301 (v1) model stores nothing of a v2 uplink (its model is ts301v2); ts301.js reads its first record and stops at 03 9A",
    })),
  },
  {
    model: 'milesight-iot/ts301',
    source: 'milesight-iot/ts301.js 4c24e45b, a TS301 v2 history record',
    differences: ([['temperature@2023-09-08T03:53:43.000Z', -99.9, undefined]] as const).map(
      ([field, theirs, ours]) => ({
        field,
        theirs,
        ours,
        why: 'a v2 firmware history record (value word -999, the v2 marker): ts301.js prints it as -99.9 °C; our TS301 (v1) model stores nothing of a v2 uplink (its model is ts301v2)',
      }),
    ),
  },
  {
    model: 'milesight-iot/em500-pt100',
    source:
      "milesight-iot/em500-pt100.js 0e61ae32, a negative temperature's alarm record (83 D7, alarm byte 1)",
    differences: ([['temperature', undefined, -1]] as const).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: 'em500-pt100.js knows only 01 75 and 03 67: it stops at the 83 D7 alarm record and cannot print its temperature',
    })),
  },
  {
    model: 'milesight-iot/em500-swl',
    source: 'milesight-iot/em500-swl.js 0e61ae32, a level word of 0xFFFF',
    differences: ([['liquid_level_mm', 655350, undefined]] as const).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "em500-swl.js prints the level word 0xFFFF as 65535 cm; Milesight's em500-swl-decoder.js reads 0xFFFF as no reading (sensor error), as ours",
    })),
  },
  {
    model: 'milesight-iot/em500-lgt',
    source: 'milesight-iot/em500-lgt.js 78b8f387, a history record, then a light word of 0xFFFFFFFF',
    differences: (
      [
        ['illuminance@2024-03-16T18:12:16.000Z', undefined, 100000],
        ['illuminance', undefined, 4294967295],
      ] as const
    ).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "em500-lgt.js has no `else break`: it walks unknown records two bytes at a time (no 20 CE history), and reads the 32-bit light word signed (0xFFFFFFFF: -1, no reading); em500-lgt-decoder.js prints the history's 100000 lux and 4294967295, as ours",
    })),
  },
  {
    model: 'milesight-iot/uc50x',
    source: 'milesight-iot/uc50x.js 62c8acdd, GPIO 1 on, GPIO 2 off',
    differences: (
      [
        ['digital_inputs', undefined, 1],
        ['digital_outputs', undefined, 0],
      ] as const
    ).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "uc50x.js prints `gpio_1` / `gpio_2` as on / off without the channel type byte that tells a digital input (00) from an output (01): the inputs' and outputs' level masks cannot be read from it",
    })),
  },
  {
    model: 'milesight-iot/em300-mld',
    source: 'milesight-iot/em300-mld.js 62c8acdd, a leak byte of 2',
    differences: ([['leak', true, undefined]] as const).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "em300-mld.js prints any non-zero 05 00 byte as 'leak'; Milesight's em300-mld-decoder.js knows 0 (normal) and 1 (leak) only, and our decoder stores nothing for 2 (unknown leakage_status value)",
    })),
  },
  {
    model: 'milesight-iot/at101',
    source: 'milesight-iot/at101.js 5c12ba10, a Wi-Fi scan timed out',
    differences: ([['motion', undefined, false]] as const).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: 'at101.js leaves a timed-out Wi-Fi scan record (06 D9, MAC ff:ff:ff:ff:ff:ff) before reading its motion byte (03: stop), which our decoder stores as motion false',
    })),
  },
  // Netvox's codecs read a state byte as "anything but 0" and any report type as the status report:
  // r311w.js prints 'Leak' for the R718WA's undocumented leak byte 02 (0x00 no leak, 0x01 leak), and
  // ra02a.js ignores byte 2, the report type, reading a type 02 frame as the type 01 status.
  {
    model: 'netvox/r718wa',
    source: 'r311w.js 0a254aaa, a leak byte of 2',
    differences: [
      {
        field: 'leak',
        theirs: true,
        why: "r311w.js prints every non-zero leak byte as 'Leak'; 02 is no state of the R718WA's probe",
      },
    ],
  },
  {
    model: 'netvox/ra02a',
    source: 'ra02a.js 0a254aaa, a report whose byte 2 is 02: fire and high-temperature alarms, 120 °C',
    differences: (
      [
        ['battery_mv', 3000],
        ['low_battery', false],
        ['smoke', true],
        ['threshold_alarm', true],
        ['temperature', 120],
      ] as const
    ).map(([field, theirs]) => ({
      field,
      theirs,
      why: 'ra02a.js does not check the report type (byte 2): it reads a type 02 frame as the status report',
    })),
  },
  // objectlocator.js (7af4c342) prints byte 2 less 32 as `Temp`, its bit 7 included (the Tabs
  // layout's temperature is bits 6-0, packages/decoders formats/browan-tabs.ts): BA is 154 °C.
  {
    model: 'browan/objectlocator',
    source: 'objectlocator.js 7af4c342, GNSS error 14, temperature byte BA',
    differences: [
      {
        field: 'temperature',
        theirs: 154,
        ours: 26,
        why: 'objectlocator.js does not mask bit 7 of the temperature byte (BA - 32 = 154)',
      },
    ],
  },
  {
    model: 'milesight-iot/am308',
    source: 'milesight-iot/am308.js 90cb6206, a history record, TVOC as IAQ level',
    differences: (
      [
        ['pm2_5@2024-03-16T18:12:16.000Z', undefined, 32],
        ['pm10@2024-03-16T18:12:16.000Z', undefined, 48],
      ] as const
    ).map(([field, theirs, ours]) => ({
      field,
      theirs,
      ours,
      why: "am308.js tests 20 CE four times (the AM307's, AM308's, AM319 CH2O's and O3's layouts) and only the first, the AM307's 16 bytes, is ever reached: an AM308 record's PM2.5 and PM10 (its bytes 16-19) are not in its output",
    })),
  },
  // lw001-bgpro.js (e91b3035) reads port 12's battery from byte 2 (a latitude byte) where port 12
  // has it in byte 1 (MOKO's own LW001-BG PRO decoder, and ours: 3.4 V).
  {
    model: 'moko/lw001-bgpro',
    source: 'lw001-bgpro.js e91b3035, the limited GPS frame',
    differences: [
      {
        field: 'battery_mv',
        theirs: 2300,
        ours: 3400,
        why: "lw001-bgpro.js reads port 12's battery nibble from byte 2, the latitude's first byte",
      },
    ],
  },
  // r718n3.js (8566e9a0) decodes report types 01 and 02 only: the R718N3's type 04, the phase
  // currents' threshold alarms (packages/decoders formats/netvox), prints its battery alone.
  {
    model: 'netvox/r718n3',
    source: 'r718n3.js 8566e9a0, report type 04',
    differences: [
      {
        field: 'threshold_alarm',
        ours: false,
        why: 'r718n3.js has no case for report type 04 (the current alarms)',
      },
    ],
  },
  // open-close.js (e05096e5) reads a payload not starting with 01 (a command answer, or the 20 reed
  // switch / 21 button event frames of the Open/Close Sensor communication protocol) as answers
  // followed by a keep-alive in its last 5 bytes, where the keep-alive has 8: every value it prints
  // for them comes from the wrong byte (battery 1.82 V from 00, the counter as the status).
  ...(
    [
      [
        'open-close.js e05096e5, the keep-alive period answer, then a keep-alive',
        [
          ['battery_mv', 1820, 2968],
          ['door_open', false, true],
          ['button', undefined, false],
          ['temperature', undefined, 21.7],
        ],
      ],
      [
        'open-close.js e05096e5, the reed switch event (20)',
        [
          ['battery_mv', 1820, 2968],
          ['button', undefined, false],
          ['temperature', undefined, 21.7],
        ],
      ],
      [
        'open-close.js e05096e5, the button event (21) at -5 °C',
        [
          ['battery_mv', 1600, 2968],
          ['door_open', false, true],
          ['temperature', 0.1, -5],
          ['button', undefined, true],
        ],
      ],
    ] as Array<[string, Array<[string, Value | undefined, Value]>]>
  ).map(([source, fields]) => ({
    model: 'mclimate/open-close',
    source,
    differences: fields.map(([field, theirs, ours]) => ({
      field,
      ...(theirs === undefined ? {} : { theirs }),
      ours,
      why: 'open-close.js reads the keep-alive from the last 5 bytes of a frame not starting with 01, each value from the wrong byte',
    })),
  })),
  // elsys.js declares TYPE_DEBUG (0x3D, 4 bytes) but has no case for it: a debug record first ends
  // its walk at byte 0 ({}); ours steps over the record (Elsys payload documentation).
  {
    model: 'elsys/ers',
    source: 'elsys.js f70c17a9, the debug record 0x3D first',
    differences: [
      {
        field: 'temperature',
        ours: 22.6,
        why: 'elsys.js stops at the debug record 0x3D it declares but does not decode',
      },
    ],
  },
  // co2-sensor.js (62c8acdd) prints the battery (XX x 8 + 1600 mV) to two decimals of a volt.
  ...[
    'co2-sensor.js 62c8acdd, 1628 ppm, 25.2 °C',
    'co2-sensor.js 62c8acdd, the CO2 boundary levels answer, then a keep-alive',
    'co2-sensor.js 62c8acdd, the auto-zero period answer, then a keep-alive',
  ].map((source) => ({
    model: 'mclimate/co2-sensor',
    source,
    rounding: [
      { field: 'battery_mv', within: 5, why: 'co2-sensor.js prints the battery to two decimals of a volt' },
    ],
  })),
  {
    model: 'netvox/r718b2',
    source: 'r718b2.js d246745c, a report whose byte 2 is 03',
    differences: (
      [
        ['battery_mv', 3600],
        ['low_battery', false],
        ['temperature', 25.3],
        ['external_temperature', 36.5],
      ] as const
    ).map(([field, theirs]) => ({
      field,
      theirs,
      why: 'r718b2.js does not check the report type (byte 2): it reads a type 03 frame as the type 01 temperatures',
    })),
  },
  // r809a.js (49772262) shifts the energy word's top byte into the sign bit (`bytes[4]<<24`):
  // FFFFFFFF prints as -1, no energy; and it reads any report type but 01 as type 02's voltage,
  // current and power.
  {
    model: 'netvox/r809a',
    source: 'r809a.js 49772262, report 1: on, the energy word FFFFFFFF',
    differences: [
      { field: 'energy', ours: 4294967295, why: 'r809a.js prints the unsigned energy word FFFFFFFF as -1' },
    ],
  },
  {
    model: 'netvox/r809a',
    source: 'r809a.js 49772262, a report whose byte 2 is 03',
    differences: (
      [
        ['voltage', 220],
        ['current', 1],
        ['power', 220],
      ] as const
    ).map(([field, theirs]) => ({
      field,
      theirs,
      why: 'r809a.js reads every report type but 01 as type 02 (voltage, current, power)',
    })),
  },
  // Dragino's own decoders (dragino-end-node-decoder e81cc58a) run on our decoder tests' uplinks
  // (packages/decoders test-support/dragino-own-outputs.ts): the differences that are their output's.
  ...((why: Record<string, string>) =>
    (
      [
        [
          'datalog',
          'dragino/aqs01-l',
          'dragino-end-node-decoder e81cc58a AQS01-L/AQS01-L_v1.3_TTN_decoder.txt, datalog SHT4x entry then an older one (22 bytes)',
          {
            'temperature@2023-10-06T03:08:48.000Z': [null, 25.12],
            'humidity@2023-10-06T03:08:48.000Z': [null, 60],
            'co2@2023-10-06T03:08:48.000Z': [null, 500],
            'temperature@2023-10-07T00:04:16.000Z': [null, 25],
            'humidity@2023-10-07T00:04:16.000Z': [null, 50],
            'co2@2023-10-07T00:04:16.000Z': [null, 800],
          },
        ],
        [
          'datalog',
          'dragino/aqs02-l',
          'dragino-end-node-decoder e81cc58a AQS02-L/AQS02-L.txt, datalog CO 50 ppm (11 bytes)',
          {
            'temperature@2023-10-06T03:08:48.000Z': [null, 25.12],
            'humidity@2023-10-06T03:08:48.000Z': [null, 60],
            'co_ppm@2023-10-06T03:08:48.000Z': [null, 50],
          },
        ],
        [
          'datalog',
          'dragino/cpl03-lb',
          'dragino-end-node-decoder e81cc58a CPL03-LB/CPL03-LB_TTN_v1.1.1_decoder.txt, datalog (22 bytes)',
          { 'pulse_count@2024-03-13T12:57:36.000Z': [null, 10] },
        ],
        [
          'datalog',
          'dragino/dds04-lb',
          'dragino-end-node-decoder e81cc58a DDS04-LB/DDS04-LB TTN Decoder.txt, akenza (22 bytes)',
          {
            'distance_mm@2023-08-04T09:36:36.000Z': [null, 443],
            'distance_2_mm@2023-08-04T09:36:36.000Z': [null, 3053],
            'distance_3_mm@2023-08-04T09:36:36.000Z': [null, 3070],
            'distance_mm@2023-08-04T09:37:04.000Z': [null, 446],
            'distance_2_mm@2023-08-04T09:37:04.000Z': [null, 2907],
            'distance_3_mm@2023-08-04T09:37:04.000Z': [null, 3377],
          },
        ],
        [
          'datalog',
          'dragino/dds20-lb',
          'dragino-end-node-decoder e81cc58a DDS20-LB/DDS20-LB_TTN_Decoder.txt, datalog, clock unset (22 bytes)',
          {
            'battery_mv@2024-03-13T12:57:36.000Z': [null, 3318],
            'liquid_level_mm@2024-03-13T12:57:36.000Z': [null, 1000],
            'temperature@2024-03-13T12:57:36.000Z': [null, 26.1],
          },
        ],
        [
          'datalog',
          'dragino/dds45-lb',
          'dragino-end-node-decoder e81cc58a DDS45-LB/DDS45-LB_TTN_Decoder.txt, datalog (11 bytes)',
          {
            'battery_mv@2024-03-13T12:57:36.000Z': [null, 3318],
            'distance_mm@2024-03-13T12:57:36.000Z': [null, 100],
            'temperature@2024-03-13T12:57:36.000Z': [null, 26.1],
          },
        ],
        [
          'datalog',
          'dragino/dds75-lb',
          'dragino-end-node-decoder e81cc58a DDS75-LB/DDS75-LB TTN Decoder.txt, datalog (22 bytes)',
          {
            'battery_mv@2024-03-13T12:57:36.000Z': [null, 3318],
            'distance_mm@2024-03-13T12:57:36.000Z': [null, 2821],
            'temperature@2024-03-13T12:57:36.000Z': [null, 26.1],
            'battery_mv@2024-03-13T13:12:32.000Z': [null, 3304],
            'distance_mm@2024-03-13T13:12:32.000Z': [null, 2800],
            'temperature@2024-03-13T13:12:32.000Z': [null, -10],
          },
        ],
        [
          'datalog',
          'dragino/ds03a-lb',
          'dragino-end-node-decoder e81cc58a DS03A-LB/DS03A-LB_TTN_v1.0_decode.txt, datalog (11 bytes)',
          { 'door_open@2024-03-13T12:57:36.000Z': [null, true] },
        ],
        [
          'datalog',
          'dragino/lc01',
          'dragino-end-node-decoder e81cc58a LC01/LC01_V1.0.0_TTN_Decoder.txt, an LC01 datalog with a partial entry at the end decodes the complete ones, with a warning (9 bytes)',
          { 'relay_on@2024-05-24T14:13:20.000Z': [null, true] },
        ],
        [
          'datalog',
          'dragino/lc03',
          'dragino-end-node-decoder e81cc58a LC03/LC03_V1.1_TTN_Decode.txt, datalog of two entries and one byte: the vendor prints the first three times, we leave the byte out (17 bytes)',
          {
            'relay_on@2024-05-24T14:13:20.000Z': [null, true],
            'relay_on@2024-05-24T14:13:36.000Z': [null, false],
          },
        ],
        [
          'datalog',
          'dragino/lc03',
          'dragino-end-node-decoder e81cc58a LC03/LC03_V1.1_TTN_Decode.txt, datalog of one entry, no reply flag: the same but the Node_type in the entry (8 bytes)',
          { 'relay_on@2024-05-24T14:13:20.000Z': [null, true] },
        ],
        [
          'datalog',
          'dragino/lds03a',
          'dragino-end-node-decoder e81cc58a LDS03A/LDS03A decoder V1.2.2.txt, datalog, two entries (DR) (22 bytes)',
          {
            'door_open@2022-10-29T07:14:58.000Z': [null, true],
            'door_open@2022-10-27T01:36:42.000Z': [null, false],
          },
        ],
        [
          'datalog',
          'dragino/lds12-lb',
          'dragino-end-node-decoder e81cc58a LDS12-LB/LDS12-LB_v1.0_Decoder_TTN.txt, the datalog: two entries at their own time, PNACKMD from byte 0 bit 7 (22 bytes)',
          {
            'distance_mm@2024-03-13T12:57:36.000Z': [null, 2840],
            'distance_mm@2024-03-13T12:58:40.000Z': [null, 3072],
          },
        ],
        [
          'datalog',
          'dragino/lds25-lb',
          'dragino-end-node-decoder e81cc58a LDS25-LB/LDS25-LB decoder.txt, a datalog of two entries, each distance at its own time (22 bytes)',
          {
            'distance_mm@2024-05-21T16:31:40.000Z': [null, 5000],
            'distance_mm@2024-05-21T16:32:40.000Z': [null, 2500],
          },
        ],
        [
          'datalog',
          'dragino/lht52',
          'dragino-end-node-decoder e81cc58a LHT52/LHT52 Decoder TTN.txt, LHT52 datalog: entries read as the live frame (DR divides humidity by 100, the probe by 10, unsigned) (22 bytes)',
          {
            'temperature@2021-12-30T06:17:01.000Z': [null, 22.53],
            'humidity@2021-12-30T06:17:01.000Z': [null, 54.4],
            'temperature@2024-01-12T21:44:35.000Z': [null, -20],
            'humidity@2024-01-12T21:44:35.000Z': [null, 0],
            'external_temperature@2024-01-12T21:44:35.000Z': [null, -2],
          },
        ],
        [
          'datalog',
          'dragino/lht65n',
          'dragino-end-node-decoder e81cc58a LHT65N/LHT65N-TTN-v1.5.6_decoder.txt, a datalog entry polled on port 2 (11 bytes)',
          {
            'temperature@2023-11-11T08:23:28.000Z': [null, 28.29],
            'humidity@2023-11-11T08:23:28.000Z': [null, 88.6],
            'external_temperature@2023-11-11T08:23:28.000Z': [null, 27.81],
          },
        ],
        [
          'datalog',
          'dragino/lsn50v2-s31',
          'dragino-end-node-decoder e81cc58a LSN50v2-S31&S31B/LSN50v2-S31-V1.8.0-TTN Decoder.txt, the datalog: two entries at their own times (22 bytes)',
          {
            'temperature@2024-05-21T16:31:40.000Z': [null, 25.2],
            'humidity@2024-05-21T16:31:40.000Z': [null, 51.7],
            'temperature@2024-05-21T16:32:40.000Z': [null, -10],
            'humidity@2024-05-21T16:32:40.000Z': [null, 60],
          },
        ],
        [
          'datalog',
          'dragino/lwl03a',
          'dragino-end-node-decoder e81cc58a LWL03A/LWL03A_v1.0TTN.txt, datalog (DR) (22 bytes)',
          { 'leak@2022-10-29T07:14:58.000Z': [null, true], 'leak@2022-10-27T01:36:42.000Z': [null, false] },
        ],
        [
          'datalog',
          'dragino/lwl04-lb',
          'dragino-end-node-decoder e81cc58a LWL04-LB/lwl04v1.0-TTN.txt, datalog two entries, PNACKMD (22 bytes)',
          { 'leak@2023-10-06T03:08:48.000Z': [null, true], 'leak@2023-10-07T00:04:16.000Z': [null, false] },
        ],
        [
          'datalog',
          'dragino/mds200-lb',
          'dragino-end-node-decoder e81cc58a MDS200-LB/MDS200-LB TTN_Decoder.txt, datalog two entries, PNACKMD from the battery byte (22 bytes)',
          {
            'battery_mv@2023-10-06T03:08:48.000Z': [null, 3300],
            'threshold_alarm@2023-10-06T03:08:48.000Z': [null, true],
            'battery_mv@2023-10-07T00:04:16.000Z': [null, 2900],
            'threshold_alarm@2023-10-07T00:04:16.000Z': [null, false],
          },
        ],
        [
          'datalog',
          'dragino/pb05-l',
          'dragino-end-node-decoder e81cc58a PB05/PB05-L_Decoder.txt, datalog (22 bytes)',
          {
            'button@2023-10-06T03:08:48.000Z': [null, true],
            'button@2023-10-07T00:04:16.000Z': [null, false],
          },
        ],
        [
          'datalog',
          'dragino/pom01-lb',
          'dragino-end-node-decoder e81cc58a POM01-LB/POM01-LB_TTN_Decoder.txt, datalog two entries (3305 mV prints 3.31) (22 bytes)',
          {
            'battery_mv@2023-10-06T03:08:48.000Z': [null, 3305],
            'temperature@2023-10-06T03:08:48.000Z': [null, 25],
            'power_cut@2023-10-06T03:08:48.000Z': [null, true],
            'external_power_low@2023-10-06T03:08:48.000Z': [null, false],
            'battery_mv@2023-10-07T00:04:16.000Z': [null, 2900],
            'temperature@2023-10-07T00:04:16.000Z': [null, -10],
            'power_cut@2023-10-07T00:04:16.000Z': [null, false],
            'external_power_low@2023-10-07T00:04:16.000Z': [null, true],
          },
        ],
        [
          'datalog',
          'dragino/s31-lb',
          'dragino-end-node-decoder e81cc58a S31-LB&S31B-LB/S31-LB_v1.3_TTN_decoder.txt, datalog, two entries (DR) (22 bytes)',
          {
            'temperature@2022-10-29T07:14:58.000Z': [null, 25],
            'humidity@2022-10-29T07:14:58.000Z': [null, 60],
            'temperature@2022-10-29T07:30:40.000Z': [null, -20],
            'humidity@2022-10-29T07:30:40.000Z': [null, 30],
          },
        ],
        [
          'datalog',
          'dragino/sw3l',
          'dragino-end-node-decoder e81cc58a SW3L/SW3L Decoder TTN.txt, datalog: only the MOD 0 entry is a count (DR) (22 bytes)',
          { 'pulse_count@2022-10-29T07:14:58.000Z': [null, 115200] },
        ],
        [
          'datalog',
          'dragino/sw3l-lb',
          'dragino-end-node-decoder e81cc58a SW3L-LB/SW3L-LB_TTN_decoder.txt, a datalog: a running total and a MOD 1 count, flag 2 (22 bytes)',
          { 'pulse_count@2024-05-21T16:31:40.000Z': [null, 115200] },
        ],
        [
          'datalog',
          'dragino/sw3l-lb-020',
          'dragino-end-node-decoder e81cc58a SW3L-LB/SW3L-LB_-020_TTN_Decoder.txt, a datalog of a running total and a MOD 1 count: litres at 12 pulses, as port 2 (21 bytes)',
          { 'pulse_count@2022-10-29T07:14:58.000Z': [null, 300] },
        ],
        [
          'datalog',
          'dragino/t68dl',
          'dragino-end-node-decoder e81cc58a T68DL/T68DL_v1.0_decoder.txt, datalog two entries, PNACKMD (22 bytes)',
          {
            'temperature@2023-10-06T03:08:48.000Z': [null, 25],
            'temperature@2023-10-07T00:04:16.000Z': [null, -20],
          },
        ],
        [
          'datalog',
          'dragino/tc01-lb',
          'dragino-end-node-decoder e81cc58a TC01-LB/TC01-LB_v1.0_TTN_Decoder.txt, datalog two entries (22 bytes)',
          {
            'external_temperature@2023-10-06T03:08:48.000Z': [null, 400],
            'external_temperature@2023-10-07T00:04:16.000Z': [null, -50],
          },
        ],
        [
          'datalog',
          'dragino/wl03a-lb',
          'dragino-end-node-decoder e81cc58a WL03A-LB/WL03A-LB_TTN_Decoder.txt, datalog (22 bytes)',
          { 'leak@2024-03-13T12:57:36.000Z': [null, true], 'leak@2024-03-13T13:12:32.000Z': [null, false] },
        ],
        [
          'nobattery',
          'dragino/d2x-lb',
          'dragino-end-node-decoder e81cc58a D20-LB&D20S-LB&D22-LB&D23-LB/D23-LB_v1.3_TTN_decode.txt, mode 31 (11 bytes)',
          { battery_mv: [null, 3318] },
        ],
        [
          'nobattery',
          'dragino/d2x-lb',
          'dragino-end-node-decoder e81cc58a D20-LB&D20S-LB&D22-LB&D23-LB/D23-LB_v1.3_TTN_decode.txt, an unknown mode: the battery only (11 bytes)',
          { battery_mv: [null, 3318] },
        ],
        [
          'nobattery',
          'dragino/s31-lb',
          'dragino-end-node-decoder e81cc58a S31-LB&S31B-LB/S31-LB_v1.3_TTN_decoder.txt, mode 31, alarm thresholds (DR) (11 bytes)',
          { battery_mv: [null, 3318] },
        ],
        [
          'dds75hundredths',
          'dragino/dds75-lb',
          'dragino-end-node-decoder e81cc58a DDS75-LB/DDS75-LB TTN Decoder.txt, a negative DS18B20 probe (8 bytes)',
          { temperature: [-1, -10] },
        ],
        [
          'ffff',
          'dragino/lsn50v2-d20',
          'dragino-end-node-decoder e81cc58a LSN50v2-D20-D22-D23/LSN50v2-D20-Decoder.txt, no probe: 0xFFFF on probe 1 gives no reading and a warning (11 bytes)',
          { external_temperature: [-0.1, null] },
        ],
        [
          'ffff',
          'dragino/lsn50v2-d20-d22-d23',
          'dragino-end-node-decoder e81cc58a LSN50v2-D20-D22-D23/LSN50v2-D20-Decoder.txt, no probe: 0xFFFF on probe 1 gives no reading and a warning (11 bytes)',
          { external_temperature: [-0.1, null] },
        ],
        [
          's31layout',
          'dragino/lsn50v2-s31',
          'dragino-end-node-decoder e81cc58a LSN50v2-S31&S31B/LSN50v2-S31-V1.8.0-TTN Decoder.txt, reads a clock in bytes 2-5 as firmware 1.8 and a DS18B20 word there as the older LSN50v2 frame (11 bytes)',
          { external_temperature: [null, 25] },
        ],
        [
          'psmpa',
          'dragino/ps-lb',
          'dragino-end-node-decoder e81cc58a PS-LB/PS-LB_v1.2_decoder.txt, pressure code 1 MPa (9 bytes)',
          { liquid_pressure_kpa: [0.319, 319] },
        ],
        [
          'psmpa',
          'dragino/ps-lb',
          'dragino-end-node-decoder e81cc58a PS-LB/PS-LB_v1.2_decoder.txt, an uplink on port 2 (9 bytes)',
          { liquid_pressure_kpa: [-0.025, -25] },
        ],
      ] as Array<[string, string, string, Record<string, [Value | null, Value | null]>]>
    ).map(([kind, model, source, fields]) => ({
      model,
      source,
      differences: Object.entries(fields).map(([field, [theirs, ours]]) => ({
        field,
        ...(theirs === null ? {} : { theirs }),
        ...(ours === null ? {} : { ours }),
        why: why[kind] as string,
      })),
    })))({
    datalog:
      "Dragino's decoder prints a datalog as one string of unnamed values per entry (`DATALOG`, \"[v,...,time],...\"; the LC01's / LC03's `DataLog` objects with a Unix `Timestamp`): no name table reads an entry or its time (map.ts has no reader of Dragino datalogs), so none of the entries' readings our decoder stores at their own times",
    nobattery:
      "Dragino's decoder prints only the alarm thresholds for the mode-31 reply (only Node_type for a mode it does not know), no battery; ours reads the battery word the frame carries",
    dds75hundredths:
      "Dragino's DDS75-LB decoder (its July 2025 change) divides the DS18B20 word by 100 (0xFF9C: -1.00) where the DDS75-LB manual and the DDS20-LB / DDS45-LB decoders divide by 10 (-10 °C, ours)",
    ffff: "Dragino's LSN50v2-D20 decoder prints probe 1's no-probe word 0xFFFF signed, -0.1 °C, which no name can tell from a real -0.1 °C",
    s31layout:
      "Dragino's LSN50v2-S31 1.8.0 decoder reads every port-2 frame in the firmware 1.8 layout (bytes 2-5 a clock, here 1970-07-09); ours reads a frame whose clock is no time in the older layout, with its DS18B20 word 0x00FA (25 °C)",
    psmpa:
      "Dragino's PS-LB v1.2 decoder prints a pressure probe's range codes 1-9 in MPa under the name Water_pressure_kPa (0.319 for 319 kPa); ours converts them to kPa",
  }),
  // TUNDRA: TTN's decoder_tundra_sensor.js has no 0x02 0x67 (external probe temperature) header
  // (Tektelic's tundra-v2.1 converter and the TRM have it): the codec stops there with an error.
  ...['tektelic/t00067xx-tundra-sensor', 'tektelic/t00073xx-tundra-sensor'].map((model) => ({
    model,
    source:
      'tektelic/decoder_tundra_sensor.js 0a254aaa, the reed switch open, count 5, then the probe (no 0x02 header in the codec)',
    differences: [
      {
        field: 'external_temperature',
        ours: -20,
        why: "decoder_tundra_sensor.js has no 0x02 0x67 header: it cannot find the 0x02 frame's length and prints an error instead of the probe's -20 °C",
      },
    ],
  })),
  // Oyster port 1: the battery byte is 25 mV steps (163: 4075 mV); oyster.js prints
  // Number((bytes[10] * 0.025).toFixed(2)), the volts to two decimals (4.08).
  ...[
    'oyster.js 0a254aaa, port 1, a fix in a trip, heading 354.375°, 100 km/h, 4.08 V',
    'oyster.js 0a254aaa, port 1, a fix not in a trip, latitude out of range (101.45°)',
  ].map((source) => ({
    model: 'digital-matter/oyster',
    source,
    rounding: [
      {
        field: 'battery_mv',
        within: 5,
        why: 'oyster.js prints the 25 mV steps rounded to two decimals of a volt',
      },
    ],
  })),
  // COMFORT / VIVID: TTN's decoder_smart_room_sensor.js has no 0x00 0xD3 (remaining battery
  // capacity, comfort-vivid v3.1 / v4.3 TRM) header: it prints an error and nothing of the uplink.
  {
    model: 'tektelic/t00061xx-vivid',
    source: 'tektelic/decoder_smart_room_sensor.js 0a254aaa, a 0x00 0xD3 frame first (not in the codec)',
    differences: [
      {
        field: 'battery_pct',
        ours: 100,
        why: 'decoder_smart_room_sensor.js has no 0x00 0xD3 header: it stops at the first frame with an error',
      },
      {
        field: 'door_open',
        ours: true,
        why: "decoder_smart_room_sensor.js stops at the 0x00 0xD3 frame before it: the reed switch's 0xFF is never read",
      },
    ],
  },
  // Yabby Edge hello: the battery byte is 2.0 V + 7 mV steps (5: 2035 mV); yabby-edge.js prints it
  // toFixed(2), to two decimals of a volt (2.04).
  {
    model: 'digital-matter/yabby-edge',
    source: 'yabby-edge.js 0a254aaa, port 1, hello, software reset',
    rounding: [
      {
        field: 'battery_mv',
        within: 5,
        why: 'yabby-edge.js prints the 7 mV steps rounded to two decimals of a volt',
      },
    ],
  },
  // SEAL: TTN's decoder_seal.js has the scale of most of its port-10 table in the `multiple` column
  // (the table's array flag) and none in `coefficient` (read as 0): the safety status bits print 0
  // (which the mapping reads as no state), and the temperature frame becomes a list of zeros that
  // eats the rest of the uplink (the pressure frames after it). Tektelic's seal-v1.0 converter and
  // our decoder read them (formats/tektelic-seal.ts).
  ...(
    [
      ['the emergency button pressed', { button: true, fall_detected: false }],
      ['the emergency button and a fall', { button: true, fall_detected: true }],
      ['man down, no movement, pressure alarms', { button: false, fall_detected: false }],
      [
        '-10 °C, pressure, calibrated pressure, the acceleration vector',
        { temperature: -10, pressure: 1013.5 },
      ],
    ] as const
  ).map(([frame, ours]) => ({
    model: 'tektelic/t0007705-seal',
    source: `tektelic/decoder_seal.js 62c8acdd, ${frame}`,
    differences: Object.entries(ours).map(([field, value]) => ({
      field,
      ours: value,
      why: "decoder_seal.js's table has the scale in the `multiple` column and a blank coefficient: the safety status bits print 0 and the temperature a list of zeros that swallows the frames after it",
    })),
  })),
  // KIWI on TTN's decoder_agriculture_sensor.js 95cdecbf: the soil probe stays input 2's millivolts
  // (as for t00059xx-codec.yaml's "All metrics" above), and the codec has no 0x00 0xD3 (remaining
  // capacity) header: it stops there with an error, its battery group left under the "" category.
  ...[
    'soil moisture 1390 Hz, soil thermistor 860 mV, 3415 lux, 17.3 °C, 82.5 %',
    'soil moisture, the soil thermistor and input 3',
  ].map((frame) => ({
    model: 'tektelic/t00059xx-kiwi',
    source: `tektelic/decoder_agriculture_sensor.js 95cdecbf, ${frame}`,
    differences: [
      {
        field: 'soil_temperature',
        ours: 17,
        why: "decoder_agriculture_sensor.js prints the soil probe's input2_voltage (860 mV) only; ours turns it into °C by the thermistor curve of Tektelic's data converter (kiwi-clover-v2.0)",
      },
    ],
  })),
  {
    model: 'tektelic/t00059xx-kiwi',
    source:
      'tektelic/decoder_agriculture_sensor.js 95cdecbf, battery, then a 0x00 0xD3 frame (not in the codec)',
    differences: [
      {
        field: 'battery_mv',
        ours: 3500,
        why: 'decoder_agriculture_sensor.js returns at the 0x00 0xD3 header it lacks before moving its "" category up: the battery group stays under "" and no name reads it',
      },
      {
        field: 'battery_pct',
        ours: 100,
        why: 'decoder_agriculture_sensor.js has no 0x00 0xD3 (remaining battery capacity) header: it prints an error instead',
      },
    ],
  },
  // SPARROW: TTN's decoder_sparrow_enterprise_asset_tracker.js has no 0x00 0xD3 (remaining battery
  // capacity, sparrow-pelican v2.8 TRM) header: it prints an error and nothing of the uplink.
  {
    model: 'tektelic/t0007xxx-sparrow',
    source:
      'tektelic/decoder_sparrow_enterprise_asset_tracker.js 0a254aaa, remaining capacity and days (no 0x00 0xD3 header in the codec)',
    differences: [
      {
        field: 'battery_pct',
        ours: 100,
        why: 'decoder_sparrow_enterprise_asset_tracker.js has no 0x00 0xD3 header: it prints an error instead of the 100 %',
      },
    ],
  },
  // Enterprise Asset Tracker: decoder_enterprise_asset_tracker.js's signed reading tests `output >
  // 2^15` where it needs `>=`: the word 0x8000 prints +3276.8 °C (TTN's table-driven Tektelic codecs
  // share the test); our decoder stores no temperature for it.
  {
    model: 'tektelic/t000594x-enterprise-asset-tracker',
    source: 'tektelic/decoder_enterprise_asset_tracker.js 68fef585, the MCU temperature word 0x8000',
    differences: [
      {
        field: 'temperature',
        theirs: 3276.8,
        why: 'decoder_enterprise_asset_tracker.js converts a word to signed only above 0x8000, so 0x8000 itself prints 3276.8 °C, no temperature a sensor gives',
      },
    ],
  },
  // VIVID: TTN's decoder_smart_room_sensor.js reads past the end of the payload: a 0x03 0x67 frame
  // cut off after one byte (01) becomes 0x01 << 8 | undefined, 25.6 °C.
  {
    model: 'tektelic/t00061xx-vivid',
    source:
      'tektelic/decoder_smart_room_sensor.js 0a254aaa, motion, then a temperature frame cut off after one byte',
    differences: [
      {
        field: 'temperature',
        theirs: 25.6,
        why: 'decoder_smart_room_sensor.js does not check the payload holds the frame: the missing byte reads as 0, so the cut-off 01 prints 25.6 °C; ours stores nothing from the cut-off frame',
      },
    ],
  },
  // Radio Bridge TILT-HP (packages/decoders radio-bridge-differential.test.ts, where v1.4 errs): the
  // temperature byte 0xF6 is two's complement, -10 °C (user guide 1.3; v1.2 and the npm decoder: -10).
  {
    model: 'radio-bridge/rbs306-tilt-hp',
    source: 'radio_bridge_packet_decoder.js v1.4 (TTN vendor/radio-bridge), 100F013007F6',
    differences: [
      {
        field: 'temperature',
        theirs: -118,
        ours: -10,
        why: "radio_bridge_packet_decoder.js v1.4 reads the TILT-HP's temperature byte 0xF6 as -118 °C; the user guide's is two's complement, -10 °C (v1.2 and the npm decoder: -10)",
      },
    ],
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
      'radio-bridge',
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
