import { hexByte, requireLength, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';

// Talkpool OY1200 CO2 meter (TTN device repository vendor/talkpool, oy1200.js at 0a254aa, its
// example in oy1200-codec.yaml at 62c8acd; field names theirs). No Talkpool document at hand: the
// codec reads a 12-byte port 1 frame, 01 21 then CO2 raw and CO2 filtered (ppm, u16), temperature
// and humidity (u16, hundredths), and leaves the last two bytes (00 00 in its example) alone.

const PORT = 1;
const LENGTH = 12;
const HEADER = 0x0121;
const SIGN = 0x8000;

export const talkpoolOy1200: ModelDecoder = {
  modelId: 'talkpool/oy1200',
  vendor: 'Talkpool',
  model: 'OY1200 CO2 meter',
  fPorts: [PORT],
  defaultFPort: PORT,
  readings: ['co2', 'temperature', 'humidity'],
  location: false,
  decode: (bytes, fPort) => {
    if (fPort !== PORT)
      throw new DecodeError(`port ${fPort} carries no measurement report`, 'unsupported_port');
    requireLength(bytes, LENGTH);
    // The codec reads any 12 bytes; only its example's 01 21 header is known to carry these words.
    const header = u16be(bytes, 0);
    if (header !== HEADER)
      throw new DecodeError(
        `header ${hexByte(u8(bytes, 0))} ${hexByte(u8(bytes, 1))} is not the 01 21 measurement`,
      );
    const out = new ResultBuilder();
    const raw = u16be(bytes, 2);
    const filtered = u16be(bytes, 4);
    const temperatureWord = u16be(bytes, 6);
    const humidity = u16be(bytes, 8) / 100;
    out.set('CO2Raw', raw);
    out.set('CO2Filtered', filtered);
    out.set('Temperature', temperatureWord / 100);
    out.set('Humidity', humidity);
    // The filtered value is the meter's reading; the raw one stays a field.
    out.reading('co2', filtered);
    // oy1200.js reads the word unsigned (0xFE0C: 650.36 °C); whether it carries a sign is not
    // documented, so a word with the top bit set gives no temperature reading.
    if (temperatureWord >= SIGN)
      out.warn(
        `temperature word ${temperatureWord.toString(16)} has its top bit set: its sign is undocumented`,
      );
    else out.reading('temperature', temperatureWord / 100);
    out.reading('humidity', humidity);
    if (bytes.length > LENGTH) out.warn(`${bytes.length - LENGTH} bytes after the report not decoded`);
    return out.build();
  },
  commandsNote: 'No OY1200 command reference at hand; none is in the catalogue.',
};
