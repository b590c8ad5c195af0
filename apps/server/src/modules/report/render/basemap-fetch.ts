import { gunzipSync } from 'node:zlib';

/**
 * The basemap's requests, each bounded: a time limit of its own inside the whole basemap's, and
 * a byte limit read as the body arrives (a server that lies about its length or never stops
 * cannot fill the memory). What was fetched is kept in one LRU of bytes, so the reports of
 * many organisations at 07:00 ask each tile and style once.
 */

export type Fetch = typeof fetch;

export type Limits = {
  /** One request's time, within the whole basemap's signal. */
  timeoutMs: number;
  /** The most bytes of one answer (after the transfer's own decompression). */
  maxBytes: number;
};

/** A style or TileJSON document. */
export const documentLimits: Limits = { timeoutMs: 4000, maxBytes: 2_000_000 };
/** One raster tile. */
export const rasterTileLimits: Limits = { timeoutMs: 4000, maxBytes: 1_000_000 };
/** One vector tile (OpenMapTiles' densest city tiles at zoom 14 are about 1 MB). */
export const vectorTileLimits: Limits = { timeoutMs: 4000, maxBytes: 4_000_000 };

/** The body of a successful answer (204: empty), read up to the limit. */
export async function fetchBytes(
  get: Fetch,
  url: string,
  signal: AbortSignal,
  limits: Limits,
  headers: Record<string, string> = {},
): Promise<Buffer> {
  const res = await get(url, {
    signal: AbortSignal.any([signal, AbortSignal.timeout(limits.timeoutMs)]),
    headers,
  });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`basemap: ${res.status} from ${new URL(url).host}`);
  }
  const declared = Number(res.headers.get('content-length'));
  if (declared > limits.maxBytes) {
    await res.body?.cancel();
    throw new Error(`basemap: an answer of ${declared} bytes is past the limit`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.byteLength;
    if (size > limits.maxBytes) throw new Error('basemap: an answer is past its byte limit');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Bytes stored gzipped without saying so (tiles copied to a bucket as they are), unpacked. */
export function unpacked(bytes: Buffer, maxBytes: number): Buffer {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  return gunzipSync(bytes, { maxOutputLength: maxBytes });
}

export type Json = Record<string, unknown>;

/** Parses a JSON object, or throws. */
export function jsonObject(bytes: Buffer): Json {
  const value: unknown = JSON.parse(bytes.toString('utf8'));
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('basemap: a style or tile description is not a JSON object');
  return value as Json;
}

/**
 * Bytes by key, least recently used out first, bounded by count and by total size, each kept
 * for `ttlMs`. Loads of the same key at once share one request.
 */
export class ByteCache {
  private readonly entries = new Map<string, { at: number; bytes: Buffer }>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private size = 0;
  private readonly limits: { entries: number; bytes: number; ttlMs: number };

  constructor(limits: { entries: number; bytes: number; ttlMs: number }) {
    this.limits = limits;
  }

  get(key: string): Buffer | undefined {
    const known = this.entries.get(key);
    if (!known) return undefined;
    this.entries.delete(key);
    if (Date.now() - known.at >= this.limits.ttlMs) {
      this.size -= known.bytes.length;
      return undefined;
    }
    this.entries.set(key, known);
    return known.bytes;
  }

  set(key: string, bytes: Buffer): void {
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.size -= known.bytes.length;
    }
    this.entries.set(key, { at: Date.now(), bytes });
    this.size += bytes.length;
    while (this.entries.size > this.limits.entries || this.size > this.limits.bytes) {
      const [oldest, entry] = this.entries.entries().next().value as [string, { bytes: Buffer }];
      this.entries.delete(oldest);
      this.size -= entry.bytes.length;
    }
  }

  /** The cached bytes, else `load`'s (kept when it succeeds). */
  async through(key: string, load: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.get(key);
    if (known) return known;
    const running = this.pending.get(key);
    if (running) return running;
    const loading = load().then(
      (bytes) => {
        this.pending.delete(key);
        this.set(key, bytes);
        return bytes;
      },
      (err: unknown) => {
        this.pending.delete(key);
        throw err;
      },
    );
    this.pending.set(key, loading);
    return loading;
  }
}

/** A style's URL made absolute against the style's own, with the braces of {z} {x} {y} kept (URL() escapes them). */
export function resolveUrl(url: string, base: string): string {
  return new URL(url, base).toString().replace(/%7B/gi, '{').replace(/%7D/gi, '}');
}

/** What the raster and vector basemaps fetch through while one map is drawn. */
export type BasemapContext = {
  get: Fetch;
  /** The whole basemap's time: past it, every request stops and the map is drawn plain. */
  signal: AbortSignal;
  /** Tiles by URL (a day). */
  tiles: ByteCache;
  /** A style or TileJSON document (kept ten minutes). */
  document: (url: string) => Promise<Json>;
};
