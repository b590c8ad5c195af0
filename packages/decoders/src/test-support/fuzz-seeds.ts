import { decentlabCodecExamples } from './decentlab-examples.ts';
import { decentlabMoreExamples1 } from './decentlab-examples-1.ts';
import { milesightCases3 } from './milesight-decoder-examples-3.ts';
import { milesightCases4 } from './milesight-decoder-examples-4.ts';
import { milesightCases5 } from './milesight-decoder-examples-5.ts';
import { milesightCases6 } from './milesight-decoder-examples-6.ts';
import { milesightCases7 } from './milesight-decoder-examples-7.ts';
import { milesightCases8 } from './milesight-decoder-examples-8.ts';
import { milesightCases9 } from './milesight-decoder-examples-9.ts';
import { milesightCases10 } from './milesight-decoder-examples-10.ts';
import { milesightCases11 } from './milesight-decoder-examples-11.ts';

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
  // milesight-firmware-v2-ts30x.test.ts: bytes of the ts301-v2 / ts302-v2 decoders' records.
  'milesight-iot/ts301v2': ['0175640367F100039AC201', '8367F6FF00', '20CEC79AFA641019FC2C01'],
  'milesight-iot/ts302v2': ['0367F100039AC2010467FB00', '9467F7000A0008', '21CEC79AFA641AC2012C01'],
  // milesight-ws513.test.ts: ws-series/ws513/README.md, and the decoder's temperature records.
  'milesight-iot/ws513': [
    '08700105816107C9A8000374830806831D000000048023000000',
    '8967580202',
    '9967FA00640003',
  ],
  'milesight-iot/ws515': ['08700105816107C9A8000374830806831D000000048023000000', '0967FDFF'],
  // milesight-more-models-2.test.ts: the SensorDecoders READMEs' and TTN codec examples.
  'milesight-iot/em300-zld': ['01755C03673401046865050000', '20CE9E74466310015D01'],
  'milesight-iot/em300-mld': ['01755C050000', '20CE9E74466300000001'],
  'milesight-iot/ws303': ['017564030000', '017564030001'],
  'milesight-iot/em310-tilt': ['03CF00000000282307'],
  'milesight-iot/em320-tilt': ['01756403D4000001005046'],
  'milesight-iot/em400-mud': ['01755C0367010104824408050001', '8367E800018482410601'],
  'milesight-iot/em400-tld': ['01755C0367010104824408050001', '8367E800018482410601'],
  'milesight-iot/em400-udl': ['01755C0367010104824408050001', '8367E800018482410601'],
  'milesight-iot/em410-rdl': ['0175640367100104822C0105000106C72003'],
  'milesight-iot/gs301': ['01756402671C01036864047D0000057D0100'],
  // GS101: no published example; payloads Milesight's gs101-decoder.js was run on.
  'milesight-iot/gs101': ['058E01060101070100', '089080510100FF3F01'],
  'milesight-iot/ts101': ['01756403670701'],
  'milesight-iot/ts201': ['03673401', '8367340101', '93673401640002', 'B36700', '20CEC79AFA6402BDFF'],
  // ts-series/ts201-v2/README.md.
  'milesight-iot/ts201v2': ['03673401', '8367340101', '94684E0802', 'B36700', '20CEC79AFA6401BDFF2E01'],
  'milesight-iot/wt101': ['01756104672C0103670A01059264099000000B900000', '08E50009900802'],
  'milesight-iot/ws201': ['01756403823E0004D645'],
  'milesight-iot/uc300': [
    '03C80A00000004C814000000050000060000070101080101',
    '0DE28F425C428F428D420EE29442664294429342',
  ],
  'milesight-iot/uc50x': ['017564', '03C870170000', 'FF0E092610270000'],
  // milesight-more-models-3.test.ts: the bytes Milesight's decoders were run on.
  ...Object.fromEntries(
    Object.entries(milesightCases3).map(([model, cases]) => [model, cases.map((item) => item.hex)]),
  ),
  // milesight-more-models-4.test.ts: likewise.
  ...Object.fromEntries(
    Object.entries(milesightCases4).map(([model, cases]) => [model, cases.map((item) => item.hex)]),
  ),
  // milesight-people-counters.test.ts: likewise.
  ...Object.fromEntries(
    Object.entries(milesightCases5).map(([model, cases]) => [model, cases.map((item) => item.hex)]),
  ),
  // milesight-more-models-5.test.ts: likewise.
  ...Object.fromEntries(
    Object.entries(milesightCases6).map(([model, cases]) => [model, cases.map((item) => item.hex)]),
  ),
  // milesight-more-models-6.test.ts: likewise.
  ...Object.fromEntries(
    Object.entries(milesightCases7).map(([model, cases]) => [model, cases.map((item) => item.hex)]),
  ),
  // milesight-more-models-7.test.ts: likewise.
  ...Object.fromEntries(
    Object.entries(milesightCases8).map(([model, cases]) => [model, cases.map((item) => item.hex)]),
  ),
  // milesight-more-models-8.test.ts: likewise.
  ...Object.fromEntries(
    Object.entries(milesightCases9).map(([model, cases]) => [model, cases.map((item) => item.hex)]),
  ),
  // milesight-more-models-9.test.ts: likewise.
  ...Object.fromEntries(
    Object.entries(milesightCases10).map(([model, cases]) => [model, cases.map((item) => item.hex)]),
  ),
  // milesight-more-models-10.test.ts: likewise.
  ...Object.fromEntries(
    Object.entries(milesightCases11).map(([model, cases]) => [model, cases.map((item) => item.hex)]),
  ),
  'dragino/lht52': ['08CD02207FFF0161CD4EDD'],
  'dragino/lwl03a': ['0100000A00000A635CD2F2'],
  // dragino-more-models-4*.test.ts: frames Dragino's decoders were run on.
  'dragino/lt22222-l': ['04AB04AC13101300AAFF01', '0000012C00000064E0FF42', 'A55A0F0000000000000146'],
  'dragino/ds20l': ['0CE47000C8010000000A', '0CE41C000000050BB80064', '0CE404012C0BB80064'],
  'dragino/lds12-lb': ['0CE400FA0B1801B1011E01', '83000B1801B11E65F1A2C0'],
  'dragino/llds40': ['0CE47FFF0FA000C8001401'],
  // Our Dragino additions (more-dragino.test.ts): the manuals' and TTN yaml examples, or a
  // frame the vendor decoder was run on.
  'dragino/s31-lb': ['0CF6635CD2F20000FA0258', '0CF600FA025800635CD2F2'],
  'dragino/lsph01': ['0CE400F502B800FA000001'],
  'dragino/sw3l': ['000000012C0000635CD2F2', '0000000000012C635CD2F2'],
  'dragino/sw3l-lb-020': ['0C0000012C0000635CD2F2', '0C00000000012C635CD2F20C010000000018635CD3AE'],
  'dragino/ltc2-lb': ['0E3C00010301F4635CD2F2', '0E3C0000FA7FFF635CD2F2'],
  'dragino/ldds20': ['0D3B0AEF00000001', '0D3B0AEF00'],
  // dragino-more-models-7.test.ts: frames Dragino's decoders were run on (dragino-examples-7.ts).
  'dragino/wsc3-lb': ['0CE4010000002A00FA00FB025827A9004B00', '8CE40200012345FF38FF9C03E80FA0FFFF20'],
  'dragino/wsc2-compact-ls': [
    '0CE4010000002A00FA00FB025827A9004B1F0BB8FF9C00C8044C09C4012C00410021004D00030AF0000A0320012C',
    '0CE40100000007FF9C00C8025827A9000A2C00820064005A0002087000060258',
  ],
  'dragino/lc01': ['6650A0800301', '6650A08003018066511E00040040'],
  'dragino/se0x-lb': ['0CE400FA0A0BB8FF9C00C8000000000000138809C40064', '0CE400FA8400000000000000C80BB80064'],
  'dragino/bh01-lb': [
    '80A05066A1B2C3D4E5F60104FB005AC411223344556602053C9CFF64B00A0B0C0D0E0F030627110001C5BA6655443322110406BC02328050C0',
    '80A0506611223344556602050000000000778899AABBCC09021234A1B2C3D4E5F601069CFF14D8EEEE',
  ],
  'dragino/lc03': ['6650A080010101', '6650A080030101806650A09004000040'],
  'dragino/ivs-lb': [
    '0CE4010F00FD000CFFFB001E006400CDFFE10062FFFE0001424800004148000042C88000',
    '0C1C0201FF8500050006000701C8FFF800000009',
  ],
  'dragino/rs485-lb-a16-15': ['0CE40105DC', '8B54020000'],
  'dragino/thermostat1': ['0102D000', '030400010B0002100004'],
  // More Dragino models (dragino-more-models-2.test.ts): documented uplinks (the LDDS04 manual's,
  // akenza's DDS04-LB capture) or frames Dragino's decoders were run on.
  'dragino/dds75-lb': ['0CF60B0500010500', '0CF60B0501050165F1A2C0'],
  'dragino/dds45-lb': ['0CF60B0500010500', '0CF60B0501050165F1A2C0'],
  'dragino/dds20-lb': ['0CF60B0500010500', '29011001000D12'],
  'dragino/ldds45': ['0CF60B0500010500', '0CF60B0500'],
  'dragino/dds04-lb': ['0D4A03160318031A031501', '4301BB0BED0BFE64CCC6A4'],
  'dragino/se01-lb': ['0CF60105091E0A6100C800', '0CF6FF9C091EFF7E00C890'],
  'dragino/ps-lb': ['0CF6000A30D4000001', '0CF6010A30D4000000'],
  'dragino/d2x-lb': ['0CF600FA00008D00C8FFEC', '0CF60000EC1E7CF6140A1E'],
  'dragino/sn50v3-lb': ['0CF600FA01F40000FA0258', '0CF600FA7FFF2000FA000000050000000A'],
  'dragino/cpl03-lb': ['1100000A00001E65F1A2C0', '0F00000A00001400001E05'],
  'dragino/cpl01': ['0100000A00001E65F1A2C0'],
  'dragino/wl03a-lb': ['0D00000A00001E65F1A2C0'],
  'dragino/ds03a-lb': ['0700000A00001E65F1A2C00200000500000A'],
  'dragino/lds01': ['8BA40100000500002201'],
  'dragino/lwl01': ['4BA40200000300001000'],
  'dragino/lht65n-pir': ['CBF60B0D03760E01000005'],
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
  // S2100 data logger: frames Seeed's S2100 decoder was run on (sensecap-examples-2.ts).
  'sensecap/sensecaps2100-data-logger': [
    '395F01020304000A00053012AA00006590FFFFF63C',
    '3520000030D4FFFFFED438100000000100000002',
    '101A2CF7F12010700041',
  ],
  // A1101 Vision AI sensor: records Seeed's A1101 decoder was run on (sensecap-examples-2.ts).
  'sensecap/a1101': ['014F10D0070000015010E8030000015110000000007C6B', '0007005A003C006B0A'],
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
  // MOKO models of moko-more-models.test.ts: uplinks quoted in MOKO's decoders, frames they were run on.
  'moko/lw002-th': ['0100100E01000800B400', '1001841C00D71100'],
  'moko/lw005-mp': ['62F4BADA100000', '61AD6C6210092DF20FC365', '61AD6C441000B41F3F0167'],
  'moko/lw006-sb': [
    '640005115012C4AABBCCDDEEFF0BB8B01122334455660C1C',
    '201E0D8863FC441861B00C',
    '0D6644F2D01005506644F2D01000',
  ],
  'moko/lw007-pir': ['6780ECDA105A82D4EA0000', '6644F2D01001'],
  'moko/lw009-sm': [
    '7E1165F027B20009001D010002010023031C003C29020DE92506F01DF040FD6F3201000B011635012600007E',
    '7E1065FA32280004001C01000201002303DC012F2401642506F2098000719D3201010B011535011700007E',
  ],
  'moko/lw009-sm-pro': ['000E106644F2D0101901', '000E106644F2D010190201020123FE0C0040FF9C6644F000'],
  'moko/lw009-ig': [
    '7E1165F027B200090016010002010023031C003C24015A2506F01DF040FD6F320101',
    '7E1166440000000C001101000301820501110603000077330101220103',
  ],
  'moko/lw013-sb': ['6644F2D010190E10571200', '6644F2D0F1F60B54B12103', '6644F2D0001A0C8002'],
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
  // netvox-more-models.test.ts: the TTN <model>-codec.yaml examples.
  'netvox/r718ck': ['01910124FF970000000000', '8291038407080100050000'],
  'netvox/r718ct': ['0192012400FD0000000000'],
  'netvox/r718cn': ['01930124FF970000000000'],
  'netvox/r311g': ['0104011E00780000000000', '8204038407080100640000'],
  'netvox/r311b': ['014B011E00780000000000'],
  'netvox/r718g': ['011E011E00001388000000', '821E0384070801000001F4'],
  'netvox/r718nl1': ['0198012403E80100000BB8', '8298038407080064006400'],
  'netvox/r718x': ['0134012401012C0107320A', '8234038407080100640005'],
  'netvox/r718pe': ['01B1012401012C32000000', '86B107D000000000000000'],
  'netvox/ra0716': ['0135012409EA1A90012C00'],
  'netvox/r72616': ['0136012409EA1A90012C00'],
  'netvox/r72716': ['0137012409EA1A90012C00'],
  'netvox/r72616a': ['016A012409EA1A90012C00'],
  // netvox-more-models-2.test.ts: the TTN <model>-codec.yaml examples.
  'netvox/ra02a': ['010A011E010104B0000000', '840A460000000000000000'],
  'netvox/ra02c': ['0111011E00010000000000', '8411640000000000000000'],
  'netvox/r718y': ['01AC012403E800FD000000', '82AC038407080103E80005'],
  'netvox/r809a': ['010E010100000200010000', '010E0200DC03E800DC0000', '820E038407080064000100'],
  'netvox/r831c': ['01AD010101000000000000', '82AD038407080000000000'],
  'netvox/r831d': ['01B0010101000000010000'],
  'netvox/r718ia2': ['0141012400050003000000', '8241038407080100640000'],
  'netvox/r718ib2': ['0142012312340000000000'],
  'netvox/r718ka': ['0122012405010000000000', '822203840708010A000000'],
  'netvox/r718ka2': ['0144012404140309000000'],
  // netvox-more-models-3.test.ts: the TTN <model>-codec.yaml examples.
  'netvox/r718ad': ['019C012409EA0000000000', '829C038407080100320000'],
  'netvox/r711a': ['01BC011E09EA0000000000', '81BC000000000000000000'],
  'netvox/r718b2': ['0114012400FD016D000000', '8214038407080100050000', '82010000010001000A0000'],
  'netvox/r718ck2': ['0116012400FD016D000000', '8216038407080100050000'],
  'netvox/r718ct2': ['0117012400FD016D000000', '8117000000000000000000'],
  'netvox/r718cn2': ['0118012400FD016D000000', '0118006402202007290000'],
  'netvox/r718da2': ['012F011E01000000000000', '822F038407080100000000'],
  'netvox/r718db2': ['013D011E01000000000000', '813D000000000000000000'],
  'netvox/r718f2': ['013E011E01000000000000', '013E00640B202004240000'],
  'netvox/r718lb2': ['0145011E01000000000000', '8245038407080100000000'],
  'netvox/r311cc': ['016C011E01000000000000', '016C01A100010000000000', '826C038407080100000000'],
  'netvox/r311ca': ['014C011E01000000000000', '014C00640B202004240000'],
  'netvox/r311cb': ['0156011E01000000000000', '8156000000000000000000'],
  'netvox/r718j2': ['0143011E01000000000000', '8243038407080100000000'],
  // Tektelic (tektelic.test.ts): the TTN codec yaml examples, and frames Tektelic's data
  // converters were run on.
  'tektelic/t000489x-smart-room-base': ['0367000A046828', '00FF012C0100FF080400050900FF'],
  'tektelic/t00048xx-smart-room-pir': ['0367000A046828', '0A00000D04000A'],
  'tektelic/t000489x-home-base': ['00FF01680100FF0367FFEC0468500900000B670104', '0900FF0100'],
  'tektelic/t00048xx-home-pir': ['0A00FF0D0400030367010E046876', '0E00FF0F04000711020BB8'],
  'tektelic/t00061xx-smart-room-base-gen3': ['00BA0BB80100000367FFEC046850', '0900FF0100000804000500FF0122'],
  'tektelic/t00061xx-smart-room-pir-gen3': ['0A00000D0400000367010E046876', '0367012604683300BA0BD1'],
  'tektelic/t00061xx-comfort': ['0367012604683300BA0BD1', '00D3640100FF08040003'],
  'tektelic/t00061xx-vivid': ['0367012604683300BA0BD1', '0A00FF0D040002'],
  'tektelic/t00078xx-smart-room-sensor-co2': ['0367FFCC0D040002', '0BE401F40EE401F80C7327D8'],
  'tektelic/t00059xx-kiwi': ['0104056E0202035C09650D570B6700AD0B68A5', '00BA6400D3E400BD0190'],
  'tektelic/t00059xx-clover': ['0104056E0202035C09650D570B6700AD0B68A5', '0A00000B6700AD0B68A50C670140'],
  // Tektelic's Industrial Transceiver (tektelic-more-models-1.test.ts): frames TTN's codecs were run on.
  'tektelic/t00053xx-industrial-transceiver': [
    '00FF016803670104050001060201F4070213880804002A0967FF9C',
    '010100020101',
  ],
  'tektelic/t00055xx-industrial-transceiver': [
    '00FF01680367010304685B050001060200C8070213880804002A0967FF9C',
    '010100020101',
  ],
  'tektelic/t00056xx-industrial-transceiver': ['00FF01450367FF9C050000', '010100020101'],
  // Tektelic's trackers and TUNDRA (tektelic-more*.test.ts): frames both vendors' decoders were run on.
  'tektelic/t0006129-orca': [
    '009503008507E8060F0C1E2D00883E4F78BC020268083100920064',
    '01BA6402BAE40067FF9C0000FF007103E8FC180000',
    '030107E8060F0C1E2D3E4F78BC020268083107E8060F0C1F003E4F79BC0202690832',
  ],
  'tektelic/t0007705-seal': [
    '0085619EC7AD00884898CFAEE1D829BA00920A000001',
    '0067FF9C00732797007427A0007103E8FC180000029503',
    '0D3C090D6401230D95020D9600100D97000500030D98000000640D99010D0F0005',
  ],
  'tektelic/t00067xx-tundra-sensor': ['00FF012C0367FF9C046864', '0E00FF0F040005020203E80267FF38'],
  'tektelic/t00073xx-tundra-sensor': ['00D36400BD01900000FF007103E8FC180000', '00070367FF9C046864'],
  'tektelic/t0007xxx-sparrow': ['00BAE4006700FA0468500000FF', 'B0AABBCCC4DDEEFFB0'],
  'tektelic/t0007377-pelican': ['00BA640067FF380000FF', '0A112233445566C4'],
  'tektelic/t0006909-pelican': ['00BA640067FF380000FF', '00D36400BD0190'],
  'tektelic/t0007367-pelican-ex': ['00BA640067FF380000FF', '00712A00008005C4'],
  // The CHICKADEE, STORK and Enterprise Asset Tracker (trackers-more-tektelic-browan.test.ts): frames
  // Tektelic's converters were run on.
  'tektelic/chickadee': ['0085619EC7AD00884898CFAEE1D829BA00920A00957F', '0000FF007103E8FC1800000367FF9C'],
  'tektelic/stork': ['00D35000BD010000950F0071000A0014FC18036700FA04685B', '0D3C070D64FFEC0D630064FFCE'],
  'tektelic/t000594x-enterprise-asset-tracker': ['00BA46000402006700FA0000FF', '00712A00008005C4'],
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
  // Abeeway Geolocation Module (abeeway-more-models-1.test.ts): frames the AT2 driver was run on.
  'abeeway/abeeway-geolocation-module': [
    '036A558900001D28B901603702',
    '0A1450860007',
    '090001860001',
    '0520648B00400108C9',
  ],
  // Elsys ERS Desk, ERS2, EMS2 (elsys-more-models-1.test.ts): frames Elsys's elsys.js was run on.
  'elsys/ers-desk': ['0100E2022904002705061101', '0100D2023004012C05001102070E10'],
  'elsys/ers2': ['0100F5022D0401900502070E42', '0100E202290400270506'],
  'elsys/ers2-lite': ['01FF380250070D7A', '0100E20229'],
  'elsys/ers2-co2': ['0100DC023204006405000604B0070E10', '0100E202290400270506060308'],
  'elsys/ers2-co2-lite': ['0100C8022A060190070DAC', '0100E20229060308'],
  'elsys/ers2-voc': ['0100E602280400C805011C0096070E10', '0100E202290400270506'],
  'elsys/ers2-eye': ['0100E1022604005005041102070E10', '0100E2022904002705061101'],
  'elsys/ers2-sound': ['0100E202290400270506154A30070E10', '0100E202290400270506'],
  'elsys/ems2': ['0100E602300301FE3F0D000B0000002A1200070E10', '0100D202400D0112FF070D48'],
  'elsys/ems2-door': ['0D010B000001000300003F070E10', '0D000B0000002A'],
  'elsys/ems2-desk': ['0100E6022D11020300003F070E10', '11000D00'],
  'elsys/ems2-lite': ['0100BE02461201070DDE', '0100D2024012FF'],
  // Elsys ERS Display, Eco, Interact Lite (elsys-more-models-2.test.ts): frames Elsys's elsys.js was run on.
  'elsys/ers-display': ['0100EA022B04012C0503070E2E', '0100E4022C0400780500070E10'],
  'elsys/ers-display-lite': ['01FFEC0237070DDE', '0100E4022C0400780500070E10'],
  'elsys/ers-display-co2': ['0100D2022F04009605000603E8070E10', '0100BE02340602BC070D7A'],
  'elsys/ers-display-co2-lite': ['0100BE02340602BC070D7A', '0100D2022A060320070C1C'],
  'elsys/ers-display-voc': ['0100E4022C04007805001C01F4070E10', '0100EA022B04012C0503070E2E'],
  'elsys/ers-display-sound': ['0100DC02300400F00502155A3C070E10', '0100EA022B04012C0503070E2E'],
  'elsys/ers-eco': ['0100DA0229070C80', '0100DA02290400C80500070C80'],
  'elsys/ers-eco-co2': ['0100D2022A060320070C1C', '0100DA0229070C80'],
  'elsys/ers-interact-lite': ['0100E1022A070E10', '0100E1022A0D010A0003070E10'],
  // Globalsat LS-11x (globalsat-more-models-1.test.ts): akenza's and thingspect/atlas's test frames.
  'globalsat/ls-111': ['01096113950292', '01096113959999'],
  'globalsat/ls-112': ['020a3a10e80000', '020a1810e79999'],
  'globalsat/ls-113': ['03096113950000', '03001B2710004C'],
  // Talkpool OY1200 / OY1700 (talkpool-more-models-1.test.ts): their TTN codec yamls' examples and ours.
  'talkpool/oy1200': ['01210191019908af0a050000', '012103e803f207d01a2c0000'],
  'talkpool/oy1700': ['3d25aa000000000002', '2e3ccd000c0019002a'],
  // Radio Bridge (radio-bridge.test.ts): support.radiobridge.com's worked messages for each model's
  // own event, and its supervisory (with the 11-byte form) and tamper messages on every model.
  ...Object.fromEntries(
    (
      [
        ['rbs101-con', '100701'],
        ['rbs301-1', '10060302'],
        ['rbs301-abm', '100E00'],
        ['rbs301-dws', '100301'],
        ['rbs301-temp-ext', '1009031432'],
        ['rbs301-temp-int', '1009011321'],
        ['rbs301-tilt', '100A0153'],
        ['rbs301-wat', '10080080'],
        ['rbs301-wr1m', '10080015'],
        ['rbs305-ath', '100D0517703D80'],
        ['rbs306-420ma', '101103021F'],
        ['rbs306-abm', '100E00'],
        ['rbs306-ath-ext', '100D009A501640'],
        ['rbs306-con', '100700'],
        ['rbs306-mbhr', '1010010282'],
        ['rbs306-temp-ext', '1009031432'],
        ['rbs306-temp-tc', '101300019800'],
        ['rbs306-tilt-hp', '100F0260011A'],
        ['rbs306-us10m', '10100320C9'],
        ['rbs306-vm30', '1014000810'],
        ['rbs306-wr1m', '10080015'],
      ] as const
    ).map(([model, own]) => [
      `radio-bridge/${model}`,
      [own, '1001080130', '1901030126000000000000', '100200'],
    ]),
  ),
  // Browan Tabs additions (browan-more.test.ts): the TTN tbhh100 / tbam100 / tbsl100 codec.yaml
  // examples and Object Locator frames built from objectlocator-codec.yaml's payload table.
  'browan/tbhh100': ['08AB3522FFFFFFFF'],
  'browan/tbam100': ['12FB360C6200'],
  'browan/tbsl100': ['000B3628'],
  'browan/objectlocator': ['000C3A50189A0260B5443B', '0A0C3A50189A0260B5443B'],
  // Industrial Tracker (trackers-more-tektelic-browan.test.ts): frames Browan's decoder was run on.
  'browan/industrialtracker': ['080A368C49FC0D843D0269', '010C3A50189A0260B5443B'],
  // MerryIoT (browan-more-models-1.test.ts): frames decoded by Browan's MerryIoT decoder, both layouts.
  'browan/dw10': ['000BD7002D0300051200', '010B16321000000100'],
  'browan/ms10': ['010BEA002800002A0000', '010B15230200070000'],
  'browan/wl10': ['000BD90030', '030B133C'],
  'browan/cd10': ['110FE700430719', '010B18322003'],
  // Gasmatic Sensor (browan-more-models-2.test.ts): the TTN l0010-codec.yaml examples.
  'browan/l0010': ['0437CD05CA05C705BF05', '0BA5CFF37B491C1E38', '28A65F31D05503FA00385B'],
  // Laird RS1xx (laird.test.ts): the TTN rs1xx-*-codec.yaml uplink examples.
  ...Object.fromEntries(
    ['temp-rh-sensor', 'ext-temp-1w-sensor', 'ext-multi-sensor'].map((model) => [
      `laird/rs1xx-${model}`,
      [
        '0100213443620501000001',
        '02000000000502000000002134436222354463',
        '0302000000022A3D4C6B',
        '040102000000002A3D4C6B000000002A3D4C6B',
        '0500010100000100',
        '0A000103',
        ...(model === 'ext-multi-sensor' ? ['090000010101', '08010103000A000BAABB'] : []),
      ],
    ]),
  ),
  // MClimate (mclimate.test.ts): the TTN codec examples and the protocols' worked examples, with
  // answers before the keep-alive; Sensative Strips (sensative.test.ts): the TTN codec example,
  // combined reports and a history answer.
  'mclimate/vicki': ['011D5A78FA2C01F080', '042321011D5A78FA2C01F080', '120B150F1A1801011863530000008000'],
  'mclimate/ht-sensor': ['01027473F10400', '120A01028880AB029C'],
  'mclimate/co2-sensor': ['010271027384ED', '1F02BC04B0010271027384ED'],
  'mclimate/aqi-sensor': ['0107A04D034BC8AA2BD6', '0423210107A44C0353C9A9E3CD'],
  'mclimate/flood-sensor': ['08C9', '42C21A', '12003C42C21A'],
  'mclimate/open-close': ['01AB00D91B5CAE01', '120A20AB00D91B5CAF00'],
  'mclimate/wireless-thermostat': ['010267980C301B00029100', '1401810288800A45010900027A00'],
  'mclimate/16aspm': ['011C034A241805D9E7195201', '6003551C011C034A241805D9E7195201'],
  // MClimate's newer devices (mclimate-more.test.ts): the TTN examples and answers before them.
  'mclimate/16ads': ['011C01', '60053C70002A011C01'],
  'mclimate/co2-display': ['010267820B7C9320003700', '1F02BC04B08304010267820B7C9320003700'],
  'mclimate/co2-display-lite': ['010263870AAC39100117', '1401800F010263870AAC39100117'],
  'mclimate/ht-display-lite': ['01028880027A0A4500', '4705490A01028880027A0A4500'],
  'mclimate/ht-pir-lite': ['8102797DE201', '39003C120A8102797DE201'],
  'mclimate/co2-pir-lite': ['8106797EDA4718F1', '39003C120A8102797BD95A1800'],
  'mclimate/pir-mini': ['0102888002F1C80101AF', '3A0102809903E1CC010012', '42001E4401010319FFFFFFFF00FFFF'],
  'mclimate/fan-coil-thermostat': [
    '01028875013B0100060101',
    '3001023E01025B0115171018141D0102888001090102020101',
  ],
  'mclimate/mc-button': ['01AB029B03', 'B1000102B301000001F1060000'],
  'mclimate/ht-mini': ['01028880C8', '120A1B00222F01028880C8'],
  'mclimate/multisensor': ['820F17CB2DA80D0600040A3A01DD03', '1202820F17CB2DA80D0600040A3A01DD03'],
  'mclimate/melissa-lorawan': ['01027E4600', '0a0020002001027E4600', '0b0400100a0b01027E4600'],
  'sensative/strips': ['FFFF01500200EA03000D000E001000', '00078E01D201000A5064FF9C', 'FFFE0000003C0200EA'],
  'laird/rs1xx-ext-temp-rtd-sensor': [
    '0B00FF9FFEFE0500011000',
    '0200000000050200000000FFF6FFECFFE4FE77',
    '0302000000022A3D4C6B',
    '0C000201010A00FFFF000A000C000B',
  ],
  // IMBUILDINGS (vendors-more.test.ts): the reference guide's frames, a comfort and the Moodbox
  // frames, a settings answer.
  ...Object.fromEntries(
    ['imbuildings/imbuildings-people-counter', 'imbuildings/imbuildings-office-occupancy-counter'].map(
      (model) => [
        model,
        [
          '02060004A30B00F6B5690800F80003000220060305E661',
          '02070004A30B00F6B569A0060005E4',
          '02080004A30B00F6B5690800F9A0',
          'F101031E0F0520020601033310',
        ],
      ],
    ),
  ),
  'imbuildings/imbuildings-comfort-sensor': ['01030004A30B00F0D40E00014A0898119401F401'],
  'imbuildings/imbuildings-moodbox': [
    '03030004A30B00F0D40E00013605',
    '03040004A30B00F0D40E00013600010002000000000003',
  ],
  // IMBUILDINGS Desk / Motion Sensor, Adeunis TEMP / PULSE 1.x and TIC (imbuildings-examples-1.ts, adeunis-examples-2.ts).
  'imbuildings/imbuildings-desk-sensor': ['0106E8EB1B2E7A1D00A700012C01', '0107E8EB1B2E7A1D00A700014A37'],
  'imbuildings/imbuildings-motion-sensor': ['0108E8EB1B2E7A1D00A70001400F', '0106E8EB1B2E7A1D00A700012C02'],
  'adeunis/temp': ['43A20101101100F2', '30080101F410FE0C', '10000303010C0002010510'],
  'adeunis/pulse': ['46200000123400000056', '3000150010002000010002', '4800030001000200030004'],
  'adeunis/tic-cbe-linky-mono': [
    '494030323137323830333138313948432E2E800000000000002D000000000000000000000000000000000000000048502E2E',
    '4A0050415050000000000000033035303030',
  ],
  'adeunis/tic-cbe-linky-tri': [
    '4940303231373238303331383139000012340000002B0000002C0000002D0000001100000012000000130000002000000010',
    '100006000A010005',
  ],
  // Decentlab: each model's TTN codec examples (decentlab-examples.ts).
  ...Object.fromEntries(
    [...new Set(decentlabCodecExamples.map((example) => example.model))].map((model) => [
      model,
      decentlabCodecExamples.filter((example) => example.model === model).map((example) => example.hex),
    ]),
  ),
  // Decentlab's further models: Decentlab's decoders' own payloads and ours (decentlab-examples-1.ts).
  ...Object.fromEntries(
    [...new Set(decentlabMoreExamples1.map((example) => example.model))].map((model) => [
      model,
      decentlabMoreExamples1.filter((example) => example.model === model).map((example) => example.hex),
    ]),
  ),
};
