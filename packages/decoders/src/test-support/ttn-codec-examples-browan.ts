import type { CodecOutput } from './codec-example.ts';

// Browan Tabs (vendor/browan/<codec>-codec.yaml, at the commit named with each): the examples'
// bytes and `output.data`, as browan-more.test.ts records them. The TBMS100, TBDW100, TBWL100,
// TBPB100 and TBHV110 examples are in the shared payload vectors (vectors.ts).

export const TBHH100_YAML = 'tbhh100-codec.yaml b29518e596019c8bbc812cde007637b8eb84116f';
export const TBAM100_YAML = 'tbam100-codec.yaml 56c97626d8f850c02fbf4d5939ffff06e80d4b3b';
export const TBSL100_YAML = 'tbsl100-codec.yaml edb411b2a8be7fa87e083e611d17dc70cf16d37d';

export const browanTtnExamples = {
  /** "Temperature & Humidity": CO2 and VOC bytes 0xFF (no such hardware). */
  tbhh100: {
    model: 'browan/tbhh100',
    source: `${TBHH100_YAML}, Temperature & Humidity`,
    fPort: 103,
    hex: '08AB3522FFFFFFFF',
    output: { status: 1, temperature: 21, humidity: 34, battery: 3.6 },
  },
  tbam100: {
    model: 'browan/tbam100',
    source: `${TBAM100_YAML}, Light status changed`,
    fPort: 104,
    hex: '12FB360C6200',
    output: {
      battery: 3.6,
      darker: 0,
      lighter: 1,
      temperatureBoard: 22,
      statusChange: 1,
      lux: 251,
      keepAlive: 0,
    },
  },
  tbsl100: {
    model: 'browan/tbsl100',
    source: `${TBSL100_YAML}, Sound level keep alive`,
    fPort: 105,
    hex: '000B3628',
    output: { status: 0, battery: 3.6, decibel: 40, temperatureBoard: 22 },
  },
} satisfies Record<string, CodecOutput>;
