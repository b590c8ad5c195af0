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
  // Digital Matter (digital-matter.test.ts): the TTN oyster-codec.yaml and yabby-edge-codec.yaml
  // examples, two Oyster3 port 33 uplinks quoted beside Digital Matter's decoder, ZENNER's Yabby
  // example, and frames TTN's guppy.js / g62.js were run on.
  'digital-matter/oyster': ['0030EDEC003224450000DE', '85A8C5EBD8763F0B0301BE', '4A9B571F9103F200003503'],
  'digital-matter/yabby3': ['0030EDEC003224450000DE', '139C57B49203B810003901'],
  'digital-matter/yabby': ['53AB783C0421F98E04CAB3', '85A8C5EBD8763F0B0301BE'],
  'digital-matter/yabby-edge': ['0100A4A0B3CCD358E6'],
  'digital-matter/guppy-tag': ['658C3D3C', '658C'],
  'digital-matter/g62': ['2D30EDEC0B3224450A3CC87A3230001719'],
  // Trackers (trackers-dragino-moko.test.ts): TTN trackerd-codec.yaml and lw001-bgpro-codec.yaml
  // examples, uplinks quoted in MOKO's decoders, frames the vendors' decoders were run on.
  'dragino/trackerd': ['015A706606CF3CF80FA23001AE00DA', 'FEA27821FD6D3BE0000000050000005A4FA23001AEFFCB'],
  'moko/lw001-bg': ['211EC0014700000000', '011FC00207E60803090F1F00091227888E443AA0500C'],
  'moko/lw001-bgpro': ['211EC0014700000000', '011BE00207E9081A052A2B000901BD92463C946EEB2E'],
  'moko/lw004': ['5510649A5BC003', '55B12C443AA0501227888E', '5520000AA0B3CCD358E6C2112233445566B0'],
  'moko/lw008-mt': ['0122000031030912278808443A9D6228', '3DC01227888E443AA0500C'],
  // Netvox (netvox.test.ts): the TTN <model>-codec.yaml examples (version and status reports,
  // configuration answers), the manuals' uplinks.
  'netvox/r711': ['0101011E09EA1A90000000', '8201038407080100320032'],
  'netvox/r718a': ['010B012409EA1A90000000', '010B006402202008110000', '820B038407080100320032'],
  'netvox/r718ab': ['0113012409EA1A90000000', '8213038407080100320032'],
  'netvox/r720a': ['016E01200A281388000000'],
  'netvox/r311a': ['0102011E01000000000000', '0102019701000000000000'],
  'netvox/r718f': ['011D012401000000000000', '821D038407080100000000'],
  'netvox/r311w': ['0106011E00010000000000', '8206038407080100000000'],
  'netvox/r718wa': ['0132011E01000000000000', '8232038407080100000000'],
  'netvox/r718wb': ['0112012400000000000000'],
  'netvox/r718n1': ['0149012403E80100000000', '8249038407080064000000'],
  'netvox/r718n3': [
    '014A019F05DD05D405DE01',
    '014A029F01010000000000',
    '014A032405DD05D41B5836',
    '014A049F39000000000000',
  ],
  'netvox/r718da': ['011A011E01000000000000', '821A038407080100000000'],
  'netvox/r718db': ['011B019E00000000000000'],
  'netvox/r718mba': ['0127012401000000000000'],
  'netvox/r718lb': ['0125012401000000000000'],
  'netvox/r718j': ['0121012401000000000000'],
  'netvox/r718mbb': ['012B011E011A2115000000', '822B038407080100000000'],
  'netvox/r311fb': ['0150019EFFFFFFFE000000'],
  'netvox/r718h': ['011F012400640000000000', '861F010000000000000000'],
  'netvox/r718h2': ['013F012400640032000000', '843F140000000000000000'],
  'netvox/rb02i': ['0110011E01000000000000'],
  'netvox/r718t': ['0131012401020000000000', '8231038407080100000000'],
  'netvox/r312a': ['014D019C01000000000000'],
  'netvox/r312': ['0155011E01000000000000'],
  'netvox/r718b': ['0195012400FD0000000000', '82010000010001000A0000'],
  // Tektelic (tektelic.test.ts): the TTN codec yaml examples, and frames Tektelic's data
  // converters were run on.
  'tektelic/t000489x-smart-room-base': ['0367000A046828', '00FF012C0100FF080400050900FF'],
  'tektelic/t00048xx-smart-room-pir': ['0367000A046828', '0A00000D04000A'],
  'tektelic/t00061xx-comfort': ['0367012604683300BA0BD1', '00D3640100FF08040003'],
  'tektelic/t00061xx-vivid': ['0367012604683300BA0BD1', '0A00FF0D040002'],
  'tektelic/t00078xx-smart-room-sensor-co2': ['0367FFCC0D040002', '0BE401F40EE401F80C7327D8'],
  'tektelic/t00059xx-kiwi': ['0104056E0202035C09650D570B6700AD0B68A5', '00BA6400D3E400BD0190'],
  'tektelic/t00059xx-clover': ['0104056E0202035C09650D570B6700AD0B68A5', '0A00000B6700AD0B68A50C670140'],
  // Cayenne LPP (cayenne-lpp.test.ts): the myDevices document's examples and every extended type;
  // RAK's quick start guides' payloads; WisBlock payloads built from the firmware's channel table.
  'cayenne/lpp': [
    '03670110056700FF',
    '018806765FF2960A0003E8',
    '0100FF0201000302FF3804037FFF0565FFFF0666010768C8087327970986FF9C00648000',
    '0A64000030390B74014A0C7503E80D760000C3500E78640F79FF9C107D019011800064',
    '1282000004D2138300003039148401681585654F29801687FF8000178E01',
  ],
  'rakwireless/wisblock-kit1': ['0174019A026864036700F50473278D0565012C'],
  'rakwireless/wisblock-kit4': ['0174019A06685A076700E60873278D09022710'],
  'rakwireless/wisblock-4631': [
    '0174019A0A89029A1850FB44B560001DB0',
    '0174019A0A8806A934F3E318001DB00B6700C80C68500E6601108A0064',
  ],
  'rakwireless/rak7204': ['0802016307684B0673259E026701150402227204022272'],
  'rakwireless/rak7205': ['0188053797109D5900DC140802017A0768580673256D0267011D040214AF0371FFFFFFDDFC2E'],
  'rakwireless/rak7200': [
    '0188053782109D6A00B3420802016603710006FE6603B10586FFDD00CC00040902CDBA0A02F3670B0217CA',
    '01880500379708109D590000DC140802017A',
  ],
  // Abeeway (abeeway.test.ts): the TTN asset-tracker-2-codec.yaml GPS fix and Abeeway's AT2 driver
  // examples (extended fix, SOS event, heartbeat, Wi-Fi scan, configuration, collection scan).
  ...Object.fromEntries(
    ['micro-tracker', 'smart-badge', 'compact-tracker', 'industrial-tracker'].map((model) => [
      `abeeway/abeeway-${model}`,
      [
        '036AC18900001D28B901603702',
        '0E4C00940000520319FF471B0436341E004D150B5E0013190769',
        '0A00F9860007',
        '0520DF8B00400108C9',
        '0358F28E790EE0B9E5B0B383B9B2CE7DBAE6DFB744CE7DBAE6DCB7ACA31EE5B081B4',
        '0720647CA002670000003C68000000780B000000140A0000001E0900000078',
        '0B01648600C00048C66EAA1B1AEC11C34FC9CDB8D309C363D8BAB2432AC2581F7C370A48',
      ],
    ]),
  ),
};
