// Real payloads for models that have no vector in the shared fixtures
// (/work/shared/fixtures/payload-vectors.json, read-only here): the fuzz test truncates and
// mutates them as it does the vectors, so its "some payloads decode" check holds for
// record-based (Milesight) formats, which random bytes almost never form.
// Each is the vendor's documented example (README of Milesight-IoT/SensorDecoders, TTN codec yaml).
export const fuzzSeeds: Readonly<Record<string, readonly string[]>> = {
  'milesight-iot/em300-mcs': ['01755C03673401046865060001', '20CE9E74466310015D01'],
  'milesight-iot/em300-di': ['01755C0367340104686520CE9E74466310015D020000010000'],
  'milesight-iot/ws302': ['017564055B053F02DA016A02'],
  'milesight-iot/em500-co2': ['01756403671901046873057D670406736827'],
  'milesight-iot/em500-lgt': ['017564039450000000'],
  'milesight-iot/em500-pt100': ['01756403671901'],
  'milesight-iot/em500-swl': ['01756403770200'],
  'milesight-iot/em500-pp': ['017564037B0A00'],
  'milesight-iot/em320-th': ['01755C03673401046865', '20CE9E74466310015D'],
  'milesight-iot/ws203': ['01756403673401046865050000', '20CEAE5BA664040024016520CE5C5CA6640301340165'],
  'milesight-iot/am102': ['0175640367180104686D'],
  'milesight-iot/am103': ['0175640367180104686D077DC501'],
  'milesight-iot/ts301': ['0175640367F100'],
  'milesight-iot/ts302': [
    '0175640367F100040001',
    '01756403672701836727010004670801',
    '20CEC79AFA6444BDFFF600',
  ],
  'dragino/lht52': ['08CD02207FFF0161CD4EDD'],
  'dragino/lwl03a': ['0100000A00000A635CD2F2'],
  // SenseCAP: the TTN sensecap210x-codec.yaml examples; the CO2 record of the SenseCAP
  // LoRaWAN sensor user manual; S2120 uplinks quoted in home-assistant/core#121249 and
  // Seeed-Solution/SenseCAP-Decoder#12.
  'sensecap/sensecaps2101-temp-humid': ['01011098530000010210A87A0000AF51'],
  'sensecap/sensecaps2102-light': ['0000000101000100070064003C00012001000000002890'],
  'sensecap/sensecaps2103-co2-temp-humid': ['010410E08D05009802'],
  'sensecap/sensecaps2104-soil-moisture-temp': ['0000000101000100070064003C00012001000000002890'],
  'sensecap/sensecaps2105-soll-moisture-temp-ec': [
    '010100010100010102006A01001501030030F1F72C010400090C13140105007F4D0000010600000000004CBE',
  ],
  'sensecap/sensecaps2120-8-in-1': [
    '0100854D00000F4700001502007F0000000026EE0364',
    '4A00F136000000000000004B004E0000000026FB4C0000000001FC',
  ],
};
