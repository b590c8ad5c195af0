import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IngestParseError } from '../uplink.ts';
import { parseChirpstack } from './chirpstack.ts';
import {
  chirpstackAckExample,
  chirpstackIntegrationExample,
  chirpstackJoinExample,
  chirpstackLocationExample,
  chirpstackLogExample,
  chirpstackStatusExample,
  chirpstackTxackExample,
  chirpstackUpExample,
} from './chirpstack-examples.test-support.ts';
import { chirpstackBody, chirpstackProtobufEvent } from './chirpstack-protobuf.ts';
import {
  chirpstackAckProtobuf,
  chirpstackIntegrationProtobuf,
  chirpstackJoinProtobuf,
  chirpstackLocationProtobuf,
  chirpstackLogProtobuf,
  chirpstackStatusProtobuf,
  chirpstackTxackProtobuf,
  chirpstackUpProtobuf,
} from './chirpstack-protobuf-examples.test-support.ts';
import { parseChirpstackDownlinkEvent } from './downlink-events.ts';

// ChirpStack v4 sends the same events in Protobuf when its HTTP integration's payload encoding is
// "Protobuf (binary)" (posted as application/octet-stream, chirpstack/src/integration/http.rs) or
// its MQTT integration has json=false. Each documented event, encoded by protobufjs from
// ChirpStack's .proto files, must read as its JSON twin does.
const now = new Date('2026-11-29T06:00:00Z');
const pairs = [
  ['up', chirpstackUpProtobuf, chirpstackUpExample],
  ['join', chirpstackJoinProtobuf, chirpstackJoinExample],
  ['status', chirpstackStatusProtobuf, chirpstackStatusExample],
  ['location', chirpstackLocationProtobuf, chirpstackLocationExample],
] as const;

describe('ChirpStack v4 events in Protobuf', () => {
  it.each(pairs)('%s: the same messages as the documented JSON', (event, bytes, json) => {
    const fromJson = parseChirpstack({ event, body: JSON.parse(json) }, now);
    expect(fromJson.length).toBeGreaterThan(0);
    expect(parseChirpstack({ event, body: chirpstackProtobufEvent(event, bytes) }, now)).toEqual(fromJson);
  });

  it('up: every documented field in its JSON form, the nanoseconds of the time kept', () => {
    expect(chirpstackProtobufEvent('up', chirpstackUpProtobuf)).toEqual({
      ...JSON.parse(chirpstackUpExample),
      time: '2022-07-18T09:34:15.775023242Z',
    });
  });

  it.each([
    ['ack', chirpstackAckProtobuf, chirpstackAckExample],
    ['txack', chirpstackTxackProtobuf, chirpstackTxackExample],
  ] as const)('%s moves commands on as its JSON does', (event, bytes, json) => {
    const fromJson = parseChirpstackDownlinkEvent(event, JSON.parse(json), now);
    expect(fromJson.length).toBe(1);
    expect(parseChirpstackDownlinkEvent(event, chirpstackProtobufEvent(event, bytes), now)).toEqual(fromJson);
  });

  it('log: level and code by name, its context map', () => {
    const log = chirpstackProtobufEvent('log', chirpstackLogProtobuf);
    const documented = JSON.parse(chirpstackLogExample);
    expect(log).toMatchObject({
      level: 'ERROR',
      code: 'UPLINK_MIC',
      description: documented.description,
      context: documented.context,
      deviceInfo: { devEui: '0101010101010101', tags: { key: 'value' } },
    });
    expect(parseChirpstack({ event: 'log', body: log }, now)).toEqual([]);
  });

  it("integration (ChirpStack's older v4): its Struct read back to the documented object", () => {
    const event = chirpstackProtobufEvent('integration', chirpstackIntegrationProtobuf) as Record<
      string,
      unknown
    >;
    expect(event.object).toEqual(JSON.parse(chirpstackIntegrationExample).object);
    expect(event.eventType).toBe('modem_UplinkResponse');
  });

  it('needs the event named: a Protobuf message does not say which it is', () => {
    expect(() => chirpstackProtobufEvent(undefined, chirpstackUpProtobuf)).toThrow(
      /ChirpStack adds \?event=/,
    );
    expect(() => chirpstackProtobufEvent('downlink', chirpstackUpProtobuf)).toThrow(IngestParseError);
  });
});

describe('an MQTT payload, JSON or Protobuf', () => {
  it('reads JSON as JSON, with or without white space first', () => {
    expect(chirpstackBody('up', Buffer.from(chirpstackUpExample))).toEqual(JSON.parse(chirpstackUpExample));
    expect(chirpstackBody('up', Buffer.from(`\n ${chirpstackUpExample}`))).toEqual(
      JSON.parse(chirpstackUpExample),
    );
  });

  it('reads Protobuf, though its first byte is a line feed', () => {
    expect(chirpstackUpProtobuf[0]).toBe(0x0a);
    expect(chirpstackBody('up', chirpstackUpProtobuf)).toEqual(
      chirpstackProtobufEvent('up', chirpstackUpProtobuf),
    );
  });

  it('refuses what is neither with a parse error', () => {
    expect(() => chirpstackBody('up', Buffer.from('{"deviceInfo":'))).toThrow(IngestParseError);
  });
});

describe('hostile Protobuf', () => {
  it('every truncation of a documented event is a parse error or a shorter message, never a crash', () => {
    for (const [event, bytes] of [
      ['up', chirpstackUpProtobuf],
      ['integration', chirpstackIntegrationProtobuf],
    ] as const)
      for (let length = 0; length < bytes.length; length++) {
        try {
          chirpstackProtobufEvent(event, bytes.subarray(0, length));
        } catch (err) {
          expect(err).toBeInstanceOf(IngestParseError);
        }
      }
  });

  it('random and mutated bytes throw nothing but parse errors', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          fc
            .tuple(fc.nat(chirpstackUpProtobuf.length - 1), fc.integer({ min: 0, max: 255 }))
            .map(([at, byte]) => {
              const copy = Uint8Array.from(chirpstackUpProtobuf);
              copy[at] = byte;
              return copy;
            }),
        ),
        (bytes) => {
          try {
            const body = chirpstackProtobufEvent('up', bytes);
            parseChirpstack({ event: 'up', body }, now);
          } catch (err) {
            expect(err).toBeInstanceOf(IngestParseError);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('a Struct nested thousands deep is refused, not recursed into', () => {
    // object = { a: { a: { … } } }: each level a Struct (field 1 entry: key 1, value 2 → Value.struct_value 5).
    let struct = Buffer.alloc(0);
    for (let i = 0; i < 5000; i++) {
      const value = Buffer.concat([Buffer.from([0x2a]), varint(struct.length), struct]);
      const entry = Buffer.concat([Buffer.from([0x0a, 0x01, 0x61, 0x12]), varint(value.length), value]);
      struct = Buffer.concat([Buffer.from([0x0a]), varint(entry.length), entry]);
    }
    const up = Buffer.concat([Buffer.from([0x5a]), varint(struct.length), struct]);
    expect(() => chirpstackProtobufEvent('up', up)).toThrow(/nests deeper than 32 levels/);
  });

  it('a field of the wrong wire type is named', () => {
    // fPort (8) as a length-delimited field.
    expect(() => chirpstackProtobufEvent('up', Buffer.from([0x42, 0x01, 0x00]))).toThrow(/^fPort: /);
  });
});

function varint(n: number) {
  const bytes: number[] = [];
  while (n > 0x7f) {
    bytes.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  bytes.push(n);
  return Buffer.from(bytes);
}
