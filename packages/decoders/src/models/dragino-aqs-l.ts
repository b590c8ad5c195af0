import { s16be, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { draginoTime, setDatalog } from '../formats/dragino-datalog.ts';
import { draginoModel } from '../formats/dragino-model.ts';
import { decodeDraginoStatus } from '../formats/dragino-status.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// Dragino AQS01-L (CO2) and AQS02-L (CO) indoor air quality sensors, big-endian. Names as Dragino's
// decoders (dragino/dragino-end-node-decoder AQS01-L/AQS01-L_v1.3_TTN_decoder.txt, AQS02-L/
// AQS02-L.txt), Node_type left out:
//   port 2, 11 bytes (the vendor decodes no other length; we refuse them): battery (mV, the whole
//     word), temperature (s16 / 100 °C with an SHT4x, byte 10 bit 4, else / 10), humidity (u16 /
//     10 %), air pressure (u16 / 10 hPa), the gas in ppm (co2 / co), then byte 10's alarm flags:
//     TEMPL (bit 3), TEMPH (bit 2), the gas's low (bit 1) and high (bit 0): any set is
//     `threshold_alarm`.
//   port 3, the datalog: 11-byte entries of the gas, humidity, temperature (bit 0 of the flag
//     byte: the SHT4x's / 100) and the time, printed [temperature, humidity, gas, time]; each stored
//     at its own time.
//   port 5, the device status.

type GasSpec = {
  modelId: string;
  model: string;
  sensorByte: number;
  /** The decoder's name of the gas and its flags' prefix: co2 / CO2, co / CO. */
  name: 'co2' | 'co';
  reading: 'co2' | 'co_ppm';
};

const FRAME = 11;

const flag = (flags: number, bit: number): string => (flags & bit ? 'True' : 'False');

function frameDecoder(spec: GasSpec) {
  return (bytes: Uint8Array): DecodeResult => {
    if (bytes.length !== FRAME) {
      throw new DecodeError(`unexpected ${bytes.length}-byte frame (expected ${FRAME} bytes)`);
    }
    const out = new ResultBuilder();
    const millivolts = u16be(bytes, 0);
    const flags = u8(bytes, 10);
    const temperature = s16be(bytes, 2) / (flags & 0x10 ? 100 : 10);
    const humidity = u16be(bytes, 4) / 10;
    const pressure = u16be(bytes, 6) / 10;
    const gas = u16be(bytes, 8);
    const prefix = spec.name.toUpperCase();
    out.set('BatV', millivolts / 1000);
    out.set('temperature', temperature);
    out.set('humidity', humidity);
    out.set('air_pressure', pressure);
    out.set(spec.name, gas);
    out.set('TEMPL_flag', flag(flags, 0x08));
    out.set('TEMPH_flag', flag(flags, 0x04));
    out.set(`${prefix}L_flag`, flag(flags, 0x02));
    out.set(`${prefix}H_flag`, flag(flags, 0x01));
    out.reading('battery_mv', millivolts);
    out.reading('temperature', temperature);
    out.reading('humidity', humidity);
    out.reading('pressure', pressure);
    out.reading(spec.reading, gas);
    out.reading('threshold_alarm', (flags & 0x0f) !== 0);
    return out.build();
  };
}

function datalogDecoder(spec: GasSpec) {
  return (bytes: Uint8Array): DecodeResult => {
    const out = new ResultBuilder();
    const columns = (at: number, time: string | undefined, seconds: number) => {
      const temperature = s16be(bytes, at + 4) / (u8(bytes, at + 6) & 0x01 ? 100 : 10);
      const humidity = u16be(bytes, at + 2) / 10;
      const gas = u16be(bytes, at);
      if (time !== undefined) {
        out.reading('temperature', temperature, time);
        out.reading('humidity', humidity, time);
        out.reading(spec.reading, gas, time);
      }
      return [temperature, humidity, gas, draginoTime(seconds)];
    };
    setDatalog(bytes, out, columns, { pnackmdAt: 6 });
    return out.build();
  };
}

function aqsModel(spec: GasSpec): ModelDecoder {
  return draginoModel({
    modelId: spec.modelId,
    model: spec.model,
    readings: ['temperature', 'humidity', 'pressure', spec.reading, 'threshold_alarm', 'battery_mv'],
    frame: frameDecoder(spec),
    ports: {
      3: datalogDecoder(spec),
      5: (bytes) => decodeDraginoStatus(bytes, { [spec.sensorByte]: spec.model }),
    },
  });
}

export const draginoAqs01L = aqsModel({
  modelId: 'dragino/aqs01-l',
  model: 'AQS01-L',
  sensorByte: 0x37,
  name: 'co2',
  reading: 'co2',
});

export const draginoAqs02L = aqsModel({
  modelId: 'dragino/aqs02-l',
  model: 'AQS02-L',
  sensorByte: 0x37,
  name: 'co',
  reading: 'co_ppm',
});
