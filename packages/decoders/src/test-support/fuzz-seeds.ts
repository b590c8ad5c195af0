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
  'milesight-iot/vs121': ['04C9030800A106CD05', '05CC02000100', '07D5000100000000000308D50100000000000000'],
  'milesight-iot/vs133': ['03D24800000004D2C800000005CC00000000', '0FE302100709', '10E40109101121'],
  'milesight-iot/vs135': ['05CC000000000ECC05000700', '0FE302100709'],
  'milesight-iot/vs330': ['01756202820F00038E01048E01'],
  'milesight-iot/vs340': ['017564030000', '017564030001'],
  'milesight-iot/vs341': ['017564030000', '017564030001'],
  'milesight-iot/vs370': ['017564030001040000'],
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
  // Our Dragino additions (more-dragino.test.ts): the manuals' and TTN yaml examples, or a
  // frame the vendor decoder was run on.
  'dragino/s31-lb': ['0CF6635CD2F20000FA0258', '0CF600FA025800635CD2F2'],
  'dragino/lsph01': ['0CE400F502B800FA000001'],
  'dragino/sw3l': ['000000012C0000635CD2F2', '0000000000012C635CD2F2'],
  'dragino/ltc2-lb': ['0E3C00010301F4635CD2F2', '0E3C0000FA7FFF635CD2F2'],
  'dragino/ldds20': ['0D3B0AEF00000001', '0D3B0AEF00'],
  // SenseCAP: the TTN sensecap210x-codec.yaml examples; the CO2 record of the SenseCAP
  // LoRaWAN sensor user manual; S2120 uplinks quoted in home-assistant/core#121249 and
  // Seeed-Solution/SenseCAP-Decoder#12.
  'sensecap/sensecaps2101-temp-humid': ['01011098530000010210A87A0000AF51'],
  'sensecap/sensecaps2102-light': ['0000000101000100070064003C00012001000000002890'],
  'sensecap/sensecaps2103-co2-temp-humid': ['010410E08D05009802'],
  // First-generation SenseCAP sensors (more-sensors.test.ts): TTN sensecap-codec.yaml examples,
  // the user manual's CO2 record.
  'sensecap/sensecap-air-th': ['01011098530000010210A87A0000AF51'],
  'sensecap/sensecap-co2': ['010410E08D05009802'],
  'sensecap/sensecap-light': ['0000000101000100070064003C00012001000000002890'],
  'sensecap/sensecap-pressure': ['0000000101000100070064003C00012001000000002890'],
  'sensecap/sensecap-soil-th': [
    '010100010100010102006A01001501030030F1F72C010400090C13140105007F4D0000010600000000004CBE',
  ],
  // LSN50v2-D20: the TTN lsn50v2-d20-codec.yaml example (mode 0) and a mode 3 uplink.
  'dragino/lsn50v2-d20': ['0B54000000000000FC0205', '0B5400FA00000D00C8FFEC'],
  'dragino/lsn50v2-d20-d22-d23': ['0B54000000000000FC0205', '0B5400FA00000D00C8FFEC'],
  'sensecap/sensecaps2104-soil-moisture-temp': ['0000000101000100070064003C00012001000000002890'],
  'sensecap/sensecaps2105-soll-moisture-temp-ec': [
    '010100010100010102006A01001501030030F1F72C010400090C13140105007F4D0000010600000000004CBE',
  ],
  'sensecap/sensecaps2120-8-in-1': [
    '0100854D00000F4700001502007F0000000026EE0364',
    '4A00F136000000000000004B004E0000000026FB4C0000000001FC',
  ],
};
