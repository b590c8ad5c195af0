import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { queclinkCodec } from './codec.ts';

// Sources:
// [traccar] traccar/traccar 9e5c458ad0bf44ceaddf72534bf6874787f41b6c,
//   src/test/java/org/traccar/protocol/Gl200TextProtocolDecoderTest.java: its GTERI vectors with
//   <ERI Mask> bit 8 (GV310LAU 6E0A03, GV30CEU 80201E0100, GV600M C2010D, verbatim) and the layout
//   of Gl200TextProtocolDecoder.decodeEri (bit 7: count, serial, type, temperature, humidity on
//   type 2; bit 8: count, index, type, model, [raw data length on the GV600M], raw data, mask...).
// [jaayesta] jaayesta/queclink-parser at 7a673bf3bd36484c2658cff2d80f2087c323ee89, example.js:
//   reports of GV58LAU (8020040802) and GV310LAU (6E0B00, 6E0801) units with WMS301, WTH300 and
//   WTH301 tags, a WRL300 relay, a WID310 beacon and ATP100 tyre sensors, verbatim (`test2`,
//   `test3`, `test4`, `tpms`, `high_temp`; `eri` of commit 3af3c01, a GV58LAU with nine).
// Frames marked "built" take a verbatim vector and change only what the comment says, to the
// layout of those sources.

const decode = (text: string) => {
  const [event] = queclinkCodec.createStream().push(Buffer.from(text, 'latin1')) as TrackerEvent[];
  if (event?.type !== 'records') throw new Error(`no records: ${JSON.stringify(event)}`);
  return event;
};
const one = (text: string) => decode(text).records.at(-1) as TrackerRecord;
const ackOf = (text: string) => {
  const { ack } = decode(text);
  return ack ? Buffer.from(ack).toString('latin1') : undefined;
};
const tagKeys = (record: TrackerRecord) =>
  Object.keys(record.extra ?? {}).filter((key) => /^(?:rf)?[tT]ag\d/.test(key));

const gv310lau =
  '+RESP:GTERI,6E0A03,868589060745174,,00000100,,10,1,1,0.0,0,1509.0,-90.544928,14.584461,20250307182819,' +
  '0704,0001,13A7,000B60AB,01,12,358.6,,,,,100,1A0000,0,2,00,6,5,0E7109BB,283F,SENTEMP1,7805412CF2DD,1,3466,' +
  '24,36,24.91,100,01,6,2,,083F,SENTEMP2,7805412CF25C,0,,,,,20250307182820,1ABC$';

/** [traccar]'s GV300W vector 271002 up to its UART device type, then `accessories`. */
const gv300w = (mask: string, uart: string, accessories: string) =>
  `+RESP:GTERI,271002,863457051562823,,${mask},,10,1,1,0.0,15,28.2,-58.695253,-34.625413,` +
  `20230119193305,0722,0007,1168,16B3BB,00,0.0,,,,99,210100,${uart},${accessories}20230119193314,07C7$`;

describe('Queclink GTERI Bluetooth accessories (<ERI Mask> bit 8)', () => {
  it("reads a GV310LAU's two WTH301 tags: the connected one is the air reading [traccar]", () => {
    const record = one(gv310lau);
    // Bit 11's 24.91 °C (the whole-degree bit 4 says 24), bit 5's 36 %.
    expect(record).toMatchObject({ temperatureC: 24.91, humidityPct: 36, lat: 14.584461, lon: -90.544928 });
    expect(record.extra).toMatchObject({
      tag1Name: 'SENTEMP1',
      tag1Mac: '7805412CF2DD',
      tag1Status: 1,
      tag1BatteryV: 3.466,
      tag1BatteryPct: 100,
      tag2Name: 'SENTEMP2',
      tag2Status: 0,
    });
    // SENTEMP2 is disconnected: its fields are empty, and nothing of it is taken for a value.
    expect(record.extra?.tag2Temp).toBeUndefined();
    expect(record.batteryPct).toBe(100);
    expect(ackOf(gv310lau)).toBe('+SACK:1ABC$');
  });

  it("reads a GV30CEU's WMS301 and a GV600M's tag after its raw data length [traccar]", () => {
    const wms301 = one(
      '+RESP:GTERI,80201E0100,860201067144330,,00000100,,10,1,1,0.0,0,30.2,121.348427,31.163316,' +
        '20251126093749,0460,0000,1807,00775892,00,0.0,,,,,99,210100,,1,00,6,4,0D1C099A,283F,WMS301_Test,' +
        '7805414BA78A,1,3453,24,33,24.58,100,20251126093751,77E4$',
    );
    expect(wms301).toMatchObject({ temperatureC: 24.58, humidityPct: 33, batteryPct: 99 });
    expect(wms301.extra).toMatchObject({ tag1Name: 'WMS301_Test', tag1BatteryV: 3.453, tag1BatteryPct: 100 });
    // GV600M: `0,,01BF` is a raw data length of 0, no raw data, then the mask (bits 0-5, 7, 8).
    const gv600m = one(
      '+RESP:GTERI,C2010D,869653060009939,GV600M,00000100,,10,1,0,0.0,0,163.9,10.239379,45.931389,' +
        '20231210233723,0222,0010,2F31,006D7621,,0.0,,,,3,410000,,1,0,6,4,0,,01BF,Sondaporte,EA7D0A3882F6,1,' +
        '3484,21.81,43,00,00,0,0,0,20240114221802,1875$',
    );
    expect(gv600m).toMatchObject({ temperatureC: 21.81, humidityPct: 43, batteryPct: 3 });
    expect(gv600m.extra).toMatchObject({
      tag1Name: 'Sondaporte',
      tag1Mac: 'EA7D0A3882F6',
      tag1BatteryV: 3.484,
    });
  });

  it('numbers the tags by their index, whatever order the unit lists them in [jaayesta]', () => {
    // The same GV58LAU report twice (`test2`, `test3`): relay 00 then WMS301 01, and the reverse.
    const head =
      '+RESP:GTERI,8020040802,866314061760094,,00000100,12217,10,1,0,0.0,114,89.4,-71.542946,-32.972462,' +
      '20250117083107,0730,0003,EA6F,00070B34,01,0,12.0,0000100:49:34,,,,100,210100,,2,';
    const relay = '00,13,0,00000000,4007,,78054143F00B,1,0,';
    const wms301 = '01,6,4,17C608B8,283F,,78054133CB9F,1,3443,22,60,22.32,100,';
    const tail = '20250121174252,7B18$';
    const first = one(head + relay + wms301 + tail);
    expect(one(head + wms301 + relay + tail)).toEqual(first);
    expect(first).toMatchObject({ temperatureC: 22.32, humidityPct: 60 });
    expect(first.extra).toMatchObject({
      tag1Mac: '78054143F00B',
      tag1Relay: 0,
      tag2Mac: '78054133CB9F',
      tag2BatteryV: 3.443,
      tag2BatteryPct: 100,
    });
  });

  it('reads past a beacon, which sends no raw data, to the tags after it [jaayesta]', () => {
    // GV310LAU `test4`: a WID310 beacon FE (mask 000A: MAC, battery), the relay, then the WMS301.
    const record = one(
      '+RESP:GTERI,6E0B00,868589060064048,,00000100,12141,10,1,1,0.0,0,2.5,-71.543408,-32.972433,' +
        '20250121211122,0730,0001,13EE,0032A502,01,12,2.6,0000014:48:01,,,,100,210100,0,3,FE,3,4,000A,' +
        '780541416165,3260,00,13,0,00000000,4006,78054143F00B,1,0,02,6,4,156A0A3E,283F,,78054133CB9F,1,3449,' +
        '26,54,26.22,100,20250121211125,340A$',
    );
    expect(record).toMatchObject({ temperatureC: 26.22, humidityPct: 54, satellites: 12 });
    expect(record.extra).toMatchObject({
      tag1Mac: '78054143F00B',
      tag2Mac: '78054133CB9F',
      tag2BatteryV: 3.449,
      tag3Mac: '780541416165',
      tag3BatteryV: 3.26,
    });
  });

  it("keeps a tyre sensor's temperature apart from the air reading (built)", () => {
    // [jaayesta]'s GV310LAU `tpms` report's WTH301 (index 02) and first ATP100 (06, mask 0617:
    // name, MAC, status, temperature, tyre pressure, time), in a GV300W report of [traccar].
    const tyre = '06,12,0,005E4EB3,0617,RF,08351B002230,1,38,235,20250331211239,';
    const wth301 = '02,6,5,0DAD092E,083F,,7805413E6D0D,1,3423,23,35,23.50,';
    const both = one(gv300w('00000100', '0', `2,${tyre}${wth301}`));
    expect(both).toMatchObject({ temperatureC: 23.5, humidityPct: 35 });
    expect(both.extra).toMatchObject({ tag2Name: 'RF', tag2Temp: 38, tag2TyrePressure: 235 });
    const alone = one(gv300w('00000100', '0', `1,${tyre}`));
    expect(alone.temperatureC).toBeUndefined();
    expect(alone.extra).toMatchObject({ tag1Temp: 38 });
  });

  it("keeps a second tag's temperature and humidity in extra (built)", () => {
    // [traccar]'s GV310LAU vector with SENTEMP2 connected and reading 3.5 °C, 80 % (mask 083F).
    const record = one(
      gv310lau.replace('SENTEMP2,7805412CF25C,0,,,,,', 'SENTEMP2,7805412CF25C,1,3010,3,80,3.50,'),
    );
    expect(record).toMatchObject({ temperatureC: 24.91, humidityPct: 36 });
    expect(record.extra).toMatchObject({ tag2Temp: 3.5, tag2Humidity: 80, tag2BatteryV: 3.01 });
    expect(record.extra?.tag1Temp).toBeUndefined();
  });

  it("gives no air reading while the first tag is out of reach, rather than the second tag's (built)", () => {
    // [traccar]'s GV310LAU vector with the tags' states swapped: SENTEMP1 disconnected (its fields
    // empty, as SENTEMP2's in the vector), SENTEMP2 connected at 3.5 °C, 80 %. The series stays the
    // first tag's: a freezer's tag out of reach for one report must not put the cabin's 3.5 °C in it.
    const record = one(
      gv310lau
        .replace('SENTEMP1,7805412CF2DD,1,3466,24,36,24.91,100,', 'SENTEMP1,7805412CF2DD,0,,,,,,')
        .replace('SENTEMP2,7805412CF25C,0,,,,,', 'SENTEMP2,7805412CF25C,1,3010,3,80,3.50,'),
    );
    expect(record.temperatureC).toBeUndefined();
    expect(record.humidityPct).toBeUndefined();
    expect(record.extra).toMatchObject({ tag1Status: 0, tag2Temp: 3.5, tag2Humidity: 80 });
    expect(record).toMatchObject({ lat: 14.584461, lon: -90.544928 });
  });

  it('reads a list of nine: fuel and angle sensors, WTS300 and WTH300 tags, a magnet (built)', () => {
    // The Bluetooth list of [jaayesta]'s GV58LAU report (example.js `eri` of commit 3af3c01),
    // verbatim, in a GV300W report of [traccar] (the original carries CAN data before it). The
    // magnet (index 8, mask 1007) adds three fields (`0,50,0`) before the last tag.
    const list =
      '9,0,1,3,,001F,DU_100361,F022A2143F36,0,,,1,6,2,1A2E2AF0,003F,WTH300,AC233FA3545E,1,3252,26,42,' +
      '2,1,0,,001F,TD_100109,FD6D3DE6D704,0,,,3,2,0,,001F,WTS300,78054101E641,0,,,4,1,0,0000008C,001F,' +
      'TD_100114,D971858039B3,1,3500,24,5,2,0,0B8A1999,001F,WTS300,78054101E646,1,2954,25,7,10,1,,0017,' +
      'DegreeT,EC6EC128DA26,0,,8,11,0,00000064,1007,MAG,D325C2B2A2F8,1,0,50,0,9,6,2,,003F,WTH300,' +
      'AC233FA35461,0,,,,';
    const record = one(gv300w('00000100', '', list));
    // Index 1, the first air sensor with a reading: WTH300 26 °C, 42 %.
    expect(record).toMatchObject({ temperatureC: 26, humidityPct: 42 });
    expect(record.extra).toMatchObject({
      tag1Name: 'DU_100361',
      tag2Name: 'WTH300',
      tag2BatteryV: 3.252,
      tag5Name: 'TD_100114',
      tag5Temp: 24,
      tag6Name: 'WTS300',
      tag6Temp: 25,
      tag6BatteryV: 2.954,
      tag8Name: 'MAG',
      tag9Name: 'WTH300',
      tag9Mac: 'AC233FA35461',
      tag9Status: 0,
    });
    expect(record.extra?.tag2Temp).toBeUndefined();
  });
});

describe('Queclink GTERI RF433 sensors (<ERI Mask> bit 7, built to [traccar] decodeEri)', () => {
  it('reads a WTS100 (temperature) and a WTH100 (temperature, humidity): the first is the reading', () => {
    const record = one(gv300w('00000080', '7', '2,1A2B3,1,-5,4C5D6,2,4,65,'));
    expect(record.temperatureC).toBe(-5);
    expect(record.humidityPct).toBeUndefined();
    expect(record.extra).toMatchObject({
      rfTag1Id: '1A2B3',
      rfTag2Id: '4C5D6',
      rfTag2Temp: 4,
      rfTag2Humidity: 65,
    });
  });

  it('reads the Bluetooth tags after the RF433 list', () => {
    const record = one(
      gv300w('00000180', '7', '1,1A2B3,2,6,70,1,00,6,5,0E7109BB,003F,SENTEMP1,7805412CF2DD,1,3466,24,36,'),
    );
    expect(record).toMatchObject({ temperatureC: 6, humidityPct: 70 });
    expect(record.extra).toMatchObject({ tag1Name: 'SENTEMP1', tag1Temp: 24, tag1Humidity: 36 });
  });
});

describe('Queclink GTERI with parts of unknown layout', () => {
  it('reads the 1-wire probe before an unknown <ERI Mask> bit 5, and no tag after it (built)', () => {
    const text = gv300w(
      '00000122',
      '2',
      '1,28F8A149F69A3C25,1,0190,1,00,6,5,0E7109BB,003F,SENTEMP1,7805412CF2DD,1,3466,24,36,',
    );
    const record = one(text);
    expect(record).toMatchObject({
      externalTemperatureC: 25,
      lat: -34.625413,
      lon: -58.695253,
      batteryPct: 99,
    });
    expect(record.time).toEqual(new Date('2023-01-19T19:33:05Z'));
    expect(record.temperatureC).toBeUndefined();
    expect(tagKeys(record)).toEqual([]);
    expect(ackOf(text)).toBe('+SACK:07C7$');
  });

  it("keeps a tag's fields before its mask's reserved bit 6, and reads no tag after it (built)", () => {
    const text = gv300w(
      '00000100',
      '0',
      '2,00,6,5,0E7109BB,007F,SENTEMP1,7805412CF2DD,1,3466,24,36,9,01,6,5,0E7109BB,003F,SENTEMP2,7805412CF25C,1,3010,3,80,',
    );
    const record = one(text);
    expect(record).toMatchObject({ temperatureC: 24, humidityPct: 36 });
    expect(tagKeys(record).sort()).toEqual(['tag1BatteryV', 'tag1Mac', 'tag1Name', 'tag1Status']);
    expect(ackOf(text)).toBe('+SACK:07C7$');
  });
});

describe('Queclink GTBAA, a Bluetooth accessory alarm [jaayesta]', () => {
  it("takes a WTH300's temperature and humidity for the air reading", () => {
    // `high_temp`: index 01, type 6, model 2 (WTH300), alarm type 02, mask 083F.
    const record = one(
      '+RESP:GTBAA,6E0801,868589060039404,,01,6,2,02,083F,WTH300,7805412AFE28,1,3525,25,49,25.00,0,0.0,35,' +
        '153.1,-72.668510,-38.256640,20241227153248,0730,0001,23F1,00342902,01,12,20241227153635,A915$',
    );
    expect(record).toMatchObject({ temperatureC: 25, humidityPct: 49, lat: -38.25664, lon: -72.66851 });
    expect(record.extra).toMatchObject({
      accessoryName: 'WTH300',
      accessoryMac: '7805412AFE28',
      accessoryVoltage: 3.525,
      report: 'GTBAA',
    });
  });
});
