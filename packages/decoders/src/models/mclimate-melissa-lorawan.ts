import { requireLength, toHex, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import {
  climate,
  commonResponses,
  decodeMclimate,
  keepalive01,
  type McResponse,
  mclimateModel,
  response,
} from '../formats/mclimate.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// MClimate Melissa LoRaWAN (the air-conditioner controller that learns and sends IR codes).
// Neither MClimate/docs (6f04fe9c) nor the TTN device repository has it: layout and names as
// MClimate's own parser, melissaLorawanPayloadParser of MClimate/mclimate-payload-helper (b0b53173;
// not yet in the npm package 1.6.0), whose tests give its examples. The 5-byte 0x01 keep-alive:
// temperature word (T - 400) / 10 °C, humidity XX * 100 / 256 % (mains powered: no battery), then
// byte 4 bit 7 "IR code recording requested". Answers: the common ones, the preloaded code's
// address (06, 2 bytes), the recorded code's size and bytes sent (0A, 4 bytes), and a chunk of IR
// code data (0B: its byte count, then a 2-byte buffer offset and the code bytes).

const IR_CHUNK = 0x0b;
const CHUNK_OFFSET = 2;

const irResponses: ReadonlyArray<[number, McResponse]> = [
  [
    0x06,
    response(2, (bytes, at, out) =>
      out.set('preloadedCode', {
        codeAddress: u16be(bytes, at),
        codeAddressRaw: toHex(bytes.subarray(at, at + 2)),
      }),
    ),
  ],
  [
    0x0a,
    // The parser gives the bytes already sent as their hex text, the code size as a number.
    response(4, (bytes, at, out) =>
      out.set('recordedIrInfo', {
        recordedIrCodeSize: u16be(bytes, at),
        bytesAlreadySent: toHex(bytes.subarray(at + 2, at + 4)),
      }),
    ),
  ],
];

const keepalive = keepalive01(5, (bytes, at, out) => {
  climate(out, u16be(bytes, at + 1), u8(bytes, at + 3));
  out.set('isIrCodeRecordingRequested', (u8(bytes, at + 4) & 0x80) !== 0);
});
const responses = new Map([...commonResponses, ...irResponses]);

const melissa = mclimateModel({
  modelId: 'mclimate/melissa-lorawan',
  model: 'Melissa LoRaWAN (air-conditioner IR controller)',
  defaultFPort: 2,
  readings: ['temperature', 'humidity'],
  keepalive,
  responses,
});

/**
 * An IR code chunk (0B) has its own length, which the answer walk cannot know: read here when it
 * opens the uplink (as in the parser's example), the rest walked as usual. Elsewhere it stops the
 * walk as an unknown answer.
 */
function decodeMelissa(bytes: Uint8Array, fPort: number): DecodeResult {
  if (bytes.length === 0 || u8(bytes, 0) !== IR_CHUNK) return melissa.decode(bytes, fPort);
  requireLength(bytes, 2);
  const count = u8(bytes, 1);
  if (count < CHUNK_OFFSET)
    throw new DecodeError(`IR code chunk of ${count} bytes is shorter than its ${CHUNK_OFFSET}-byte offset`);
  requireLength(bytes, 2 + count);
  const irCodeData = {
    chunkSize: count - CHUNK_OFFSET,
    address: u16be(bytes, 2),
    chunkData: toHex(bytes.subarray(4, 2 + count)),
  };
  const rest = bytes.subarray(2 + count);
  if (rest.length === 0) return { fields: { irCodeData }, readings: [] };
  const result = decodeMclimate(rest, keepalive, responses);
  return { ...result, fields: { irCodeData, ...result.fields } };
}

export const mclimateMelissaLorawan: ModelDecoder = { ...melissa, decode: decodeMelissa };
