import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { IngestParseError, type NormalisedMessage, normalisedMessageSchema } from '../uplink.ts';
import { parseTtn } from './ttn.ts';

// Test helpers: the shared fixtures live outside the repo, in /work/shared.
const fixturesDir = new URL('../../../../../../shared/fixtures/uplinks/', import.meta.url);

export function readFixture(name: string): string {
  return readFileSync(new URL(name, fixturesDir), 'utf8');
}

// biome-ignore lint/suspicious/noExplicitAny: tests reach into fixtures freely to build bad inputs.
export type Json = Record<string, any>;

export function readJsonFixture(name: string): Json {
  return JSON.parse(readFixture(name)) as Json;
}

/** Every parser output must also satisfy the normalised message schema. */
export function expectNormalised(messages: unknown[]): void {
  for (const message of messages) expect(normalisedMessageSchema.safeParse(message).error).toBeUndefined();
}

export const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

export const now = new Date('2026-11-21T00:00:00.000Z');

/** Asserts `run` throws an IngestParseError with exactly `message`. */
export function expectParseError(run: () => unknown, message: string): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(IngestParseError);
  expect((thrown as IngestParseError).message).toBe(message);
}

/** The Things Stack's webhook body of one raw LHT65 uplink (our decoder decodes it), at `at` with frame counter `fCnt`. */
export function ttnLht65Uplink(fCnt: number, at: Date): NormalisedMessage {
  const body = readJsonFixture('ttn-uplink-lht65-raw.json');
  body.uplink_message.f_cnt = fCnt;
  body.uplink_message.received_at = at.toISOString();
  return parseTtn(body, at)[0] as NormalisedMessage;
}
