import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

type Entry = { etag: string; bytes: number; text: Buffer; encoded: Map<Encoding, Promise<Buffer>> };

export type KeptAnswerOptions = {
  /** Builds an organisation's answer (asked only when its tag changed since it was kept). */
  build: (organisationId: string) => Promise<Buffer>;
  /** Bytes kept at most, compressed forms included; least recently used organisations go first. */
  maxBytes: number;
  /** Brotli's quality (0-11): higher is smaller and slower. */
  brotliQuality: number;
};

/**
 * An answer kept per organisation while its tag is current, with its compressed forms: asked
 * again with nothing changed, it is neither built nor compressed again (the device list and the
 * map's positions, issue 18 and 31). Each process has its own; the caller reads the tag from
 * PostgreSQL on every request, so no process ever answers a stale one.
 *
 * Kept under the tag the request read just before building: the answer is of that version or a
 * newer one (a later statement sees all that an earlier one saw). A newer answer under an older tag
 * is never answered as current, since tags only move on (every write raises the rows' versions),
 * and a client holding it gets it once more on its next request.
 */
export function createKeptAnswers({ build, maxBytes, brotliQuality }: KeptAnswerOptions) {
  const entries = new Map<string, Entry>();
  let total = 0;

  const drop = (organisationId: string) => {
    const entry = entries.get(organisationId);
    if (!entry) return;
    entries.delete(organisationId);
    total -= entry.bytes;
  };

  const keep = (organisationId: string, entry: Entry) => {
    drop(organisationId);
    entries.set(organisationId, entry);
    total += entry.bytes;
    for (const [id] of entries) {
      if (total <= maxBytes || entries.size <= 1) break;
      drop(id);
    }
  };

  const compress = (text: Buffer, encoding: Exclude<Encoding, 'identity'>) =>
    encoding === 'br'
      ? brotli(text, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        })
      : gzip(text, { level: 6 });

  return {
    /** The answer under `etag` in `encoding`, built (and compressed) only when the tag changed. */
    async body(organisationId: string, encoding: Encoding, etag: string) {
      let entry = entries.get(organisationId);
      if (!entry || entry.etag !== etag) {
        const text = await build(organisationId);
        entry = { etag, text, bytes: text.length, encoded: new Map() };
        keep(organisationId, entry);
      } else {
        // Most recently used last.
        entries.delete(organisationId);
        entries.set(organisationId, entry);
      }
      if (encoding === 'identity') return { etag: entry.etag, body: entry.text };
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        encoded = compress(entry.text, encoding);
        entry.encoded.set(encoding, encoded);
        const sized = entry;
        void encoded.then(
          (b) => {
            if (entries.get(organisationId) !== sized) return;
            sized.bytes += b.length;
            total += b.length;
          },
          () => sized.encoded.delete(encoding),
        );
      }
      return { etag: entry.etag, body: await encoded };
    },

    /** Bytes kept now, compressed forms included (for tests). */
    bytes: () => total,

    clear() {
      entries.clear();
      total = 0;
    },
  };
}
