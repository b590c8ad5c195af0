import { requireLength, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { measurement } from '../formats/talkpool.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Talkpool OY1700 particles meter (TTN device repository vendor/talkpool, oy1700.js at 0a254aa, its
// example in oy1700-codec.yaml at 62c8acd; field names theirs). Port 2: the OY1xxx packed
// temperature and humidity words (formats/talkpool.ts), then PM1.0, PM2.5 and PM10 (u16 each; the
// codec names no unit, read as the µg/m³ particle sensors give).

const PORT = 2;
const LENGTH = 9;

export const talkpoolOy1700: ModelDecoder = {
  modelId: 'talkpool/oy1700',
  vendor: 'Talkpool',
  model: 'OY1700 particles meter',
  fPorts: [PORT],
  defaultFPort: PORT,
  readings: ['temperature', 'humidity', 'pm2_5', 'pm10'],
  location: false,
  decode: (bytes, fPort) => {
    if (fPort !== PORT)
      throw new DecodeError(`port ${fPort} carries no measurement report`, 'unsupported_port');
    requireLength(bytes, LENGTH);
    const out = new ResultBuilder();
    const { temperature, humidity } = measurement(bytes, 0);
    const pm1 = u16be(bytes, 3);
    const pm25 = u16be(bytes, 5);
    const pm10 = u16be(bytes, 7);
    out.set('Temperature', temperature);
    out.set('RelativeHumidity', humidity);
    out.set('PM1_0', pm1);
    out.set('PM2_5', pm25);
    out.set('PM_10', pm10);
    out.reading('temperature', temperature);
    out.reading('humidity', humidity);
    out.reading('pm2_5', pm25);
    out.reading('pm10', pm10);
    // oy1700.js reads PM10 from byte 7 to the end; we read its two bytes and warn of the rest.
    if (bytes.length > LENGTH) out.warn(`${bytes.length - LENGTH} bytes after the report not decoded`);
    return out.build();
  },
  commandsNote: 'No OY1700 command reference at hand; none is in the catalogue.',
};
