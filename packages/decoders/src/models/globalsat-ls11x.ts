import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { requireLength, s16be, u8, u16be } from '../bytes.ts';
import { modelOutput } from '../formats/model-output.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Globalsat LS-11x indoor air sensors (LS-111 CO2, LS-112 CO, LS-113 PM2.5; sold as LS-111P,
// LS-113P, LS-113G...). Globalsat's payload document is not at hand; the layout is the one three
// decoders built from it agree on: akenza-io/device-type-library types/globalsat/LS-113G/uplink.js
// (whose field names these are), thingspect/atlas pkg/decode/globalsat (ls11x.go, co2.go, co.go,
// pm25.go: its LS-111P / LS-112P / LS-113P names the models) and ZennerIoT/element-parsers
// lib/globalsat_LS-11xP.ex. 7 bytes, big-endian: the sensor type (1 CO2, 2 CO, 3 PM2.5), the
// temperature in 0.01 °C, the humidity in 0.01 %, the sensor's value (CO2 and CO in ppm, PM2.5
// in µg/m³). The temperature is signed as atlas and element-parsers read it (akenza's reads it
// unsigned, which only differs below 0 °C). The frame names its sensor: one of another LS-11x
// is read as what it is, its value kept in the fields (modelOutput's warning).

const LENGTH = 7;
const sensors: Record<number, { field: string; reading: ReadingField }> = {
  1: { field: 'co2', reading: 'co2' },
  2: { field: 'co', reading: 'co_ppm' },
  3: { field: 'pm2_5', reading: 'pm2_5' },
};

function globalsatLs11x(spec: { modelId: string; model: string; sensor: ReadingField }): ModelDecoder {
  const readings: readonly ReadingField[] = ['temperature', 'humidity', spec.sensor];
  const own = new Set(readings);
  return {
    modelId: spec.modelId,
    vendor: 'Globalsat',
    model: spec.model,
    // The decoders do not look at the port (element-parsers' example uplink is on port 2).
    fPorts: 'any',
    defaultFPort: 2,
    readings,
    location: false,
    decode: (bytes) => {
      const result = new ResultBuilder();
      requireLength(bytes, LENGTH);
      const out = modelOutput(result, spec.model, own);
      const type = u8(bytes, 0);
      const sensor = sensors[type];
      if (sensor) {
        out.set(sensor.field, u16be(bytes, 5));
        out.reading(sensor.reading, u16be(bytes, 5));
      } else out.warn(`sensor type ${type} is not one Globalsat's LS-11x sends; its value not decoded`);
      const temperature = s16be(bytes, 1) / 100;
      const humidity = u16be(bytes, 3) / 100;
      out.set('temperature', temperature);
      out.set('humidity', humidity);
      out.reading('temperature', temperature);
      out.reading('humidity', humidity);
      if (bytes.length > LENGTH) out.warn(`${bytes.length - LENGTH} bytes after the report not decoded`);
      return result.build();
    },
    commandsNote: "Globalsat's LS-11x downlink commands are not at hand; none is in the catalogue.",
  };
}

export const globalsatLs111 = globalsatLs11x({
  modelId: 'globalsat/ls-111',
  model: 'LS-111 CO2 sensor',
  sensor: 'co2',
});

export const globalsatLs112 = globalsatLs11x({
  modelId: 'globalsat/ls-112',
  model: 'LS-112 CO sensor',
  sensor: 'co_ppm',
});

export const globalsatLs113 = globalsatLs11x({
  modelId: 'globalsat/ls-113',
  model: 'LS-113 PM2.5 sensor',
  sensor: 'pm2_5',
});
