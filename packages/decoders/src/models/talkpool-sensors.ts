import { requireLength, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { decodeTalkpoolPort1, measurement, packedPair } from '../formats/talkpool.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// Talkpool OY1100, OY1110 and OY1210 (TTN device repository vendor/talkpool, oy1100.js, oy1110.js,
// oy1210.js since f758e72; field names theirs). Measurement words: formats/talkpool.ts.

const MEASUREMENT = 3;
const PORT_STATUS = 1;
const PORT_SINGLE = 2;
const PORT_GROUPED = 3;

function refusePort(fPort: number): never {
  throw new DecodeError(`port ${fPort} carries no measurement report`, 'unsupported_port');
}

function temperatureHumidity(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const { temperature, humidity } = measurement(bytes, at);
  out.set('Temperature', temperature);
  out.set('RelativeHumidity', humidity);
  out.reading('temperature', temperature);
  out.reading('humidity', humidity);
}

/**
 * OY1110 manual 9.3: port 2 a single measurement; port 3 a grouped report, the grouping header
 * (dT: bit 7 clear, bits 6-0 minutes between measurements; set, hours) then n measurements,
 * "the latest measurement performed right before the transmission is sent first". The first is
 * the reading (as oy1110.js prints); the earlier ones stay in the fields, their times counted
 * back from the uplink's, which the decoder does not know.
 */
function decodeOy1110(bytes: Uint8Array, fPort: number): DecodeResult {
  const out = new ResultBuilder();
  if (fPort === PORT_STATUS) {
    decodeTalkpoolPort1(bytes, out);
    return out.build();
  }
  const at = fPort === PORT_GROUPED ? 1 : 0;
  requireLength(bytes, at + MEASUREMENT);
  temperatureHumidity(bytes, at, out);
  const count = Math.floor((bytes.length - at) / MEASUREMENT);
  if (fPort === PORT_GROUPED) {
    const header = u8(bytes, 0);
    const minutes = (header & 0x7f) * (header & 0x80 ? 60 : 1);
    out.set('measurementIntervalMinutes', minutes);
    const earlier = Array.from({ length: count - 1 }, (_, i) => {
      const { temperature, humidity } = measurement(bytes, at + MEASUREMENT * (i + 1));
      return { minutesAgo: minutes * (i + 1), Temperature: temperature, RelativeHumidity: humidity };
    });
    out.set('earlierMeasurements', earlier);
    if (earlier.length > 0)
      out.warn(
        `${earlier.length} earlier measurements kept as fields only: their times count back from the receive time`,
      );
  } else if (count > 1)
    out.warn(`port 2 carries one measurement; ${bytes.length - MEASUREMENT} more bytes not decoded`);
  const rest = (bytes.length - at) % MEASUREMENT;
  if (rest > 0) out.warn(`${rest} bytes after the last whole measurement not decoded`);
  return out.build();
}

export const talkpoolOy1110: ModelDecoder = {
  modelId: 'talkpool/oy1110',
  vendor: 'Talkpool',
  model: 'OY1110 temperature and humidity sensor',
  fPorts: [PORT_STATUS, PORT_SINGLE, PORT_GROUPED],
  defaultFPort: PORT_SINGLE,
  readings: ['temperature', 'humidity'],
  location: false,
  decode: decodeOy1110,
  commandsNote: "Talkpool's port 1 set / query commands (manual 9.5) are not in the catalogue.",
};

// OY1210 manual 9.3: port 2, the temperature and humidity words, then CO2 in ppm (u16), averaged
// over the measurement period; 0xFFFF "indicates an error in the CO2 reading ... not a
// measurement value" (oy1210.js prints it as 65535).
const CO2_ERROR = 0xffff;

export const talkpoolOy1210: ModelDecoder = {
  modelId: 'talkpool/oy1210',
  vendor: 'Talkpool',
  model: 'OY1210 CO2 meter',
  fPorts: [PORT_STATUS, PORT_SINGLE],
  defaultFPort: PORT_SINGLE,
  readings: ['temperature', 'humidity', 'co2'],
  location: false,
  decode: (bytes, fPort) => {
    const out = new ResultBuilder();
    if (fPort === PORT_STATUS) {
      decodeTalkpoolPort1(bytes, out);
      return out.build();
    }
    if (fPort !== PORT_SINGLE) refusePort(fPort);
    requireLength(bytes, 5);
    const { temperature, humidity } = measurement(bytes, 0);
    const co2 = u16be(bytes, 3);
    out.set('Temperature', temperature);
    out.set('Humidity', humidity);
    out.set('CO2', co2);
    out.reading('temperature', temperature);
    out.reading('humidity', humidity);
    if (co2 === CO2_ERROR) out.warn('CO2 0xFFFF: the sensor reports an error in the CO2 reading');
    else out.reading('co2', co2);
    if (bytes.length > 5) out.warn(`${bytes.length - 5} bytes after the report not decoded`);
    return out.build();
  },
  commandsNote: "Talkpool's port 1 set / query commands (manual 9.5) are not in the catalogue.",
};

// OY1100: no Talkpool document at hand. oy1100.js reads the first three bytes as the same packed
// words without offsets (0.1 °C and 0.1 %, any port, a length of whole threes); its example's
// first measurement reads 30.1 °C, 42.3 %. What follows it in the example (12 1A 46 E9 19 CE)
// does not read as measurements either way (E9 19 CE: 374.0 °C), so only the first is read.
export const talkpoolOy1100: ModelDecoder = {
  modelId: 'talkpool/oy1100',
  vendor: 'Talkpool',
  model: 'OY1100 temperature and humidity sensor',
  fPorts: 'any',
  defaultFPort: 1,
  readings: ['temperature', 'humidity'],
  location: false,
  decode: (bytes) => {
    const out = new ResultBuilder();
    if (bytes.length % MEASUREMENT !== 0)
      throw new DecodeError(`payload of ${bytes.length} bytes is not whole measurements of 3 bytes`);
    const { t, h } = packedPair(bytes, 0);
    out.set('Temperature', t / 10);
    out.set('RelativeHumidity', h / 10);
    out.reading('temperature', t / 10);
    out.reading('humidity', h / 10);
    if (bytes.length > MEASUREMENT)
      out.warn(`${bytes.length - MEASUREMENT} bytes after the first measurement not decoded`);
    return out.build();
  },
  commandsNote: 'No OY1100 command reference at hand; none is in the catalogue.',
};
