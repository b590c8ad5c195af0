import { hash } from 'node:crypto';

/**
 * A frame's duplicate key as stored since migration 0045: the first 8 bytes of the SHA-256 of the
 * key's text (interpret.ts dedupKey) as a signed 64-bit integer, in decimal for the database's
 * bigint. 8 bytes in the row and in the unique index's entry, where the text took about 26-40 in
 * each. Frames stored before keep the text (`dedup_key`); the duplicate check matches either.
 * Ingest hashes a frame's key once, as it interprets the uplink (interpret.ts FrameRow.dedup).
 */
export function dedupHash(key: string): string {
  return hash('sha256', key, 'buffer').readBigInt64BE(0).toString();
}
