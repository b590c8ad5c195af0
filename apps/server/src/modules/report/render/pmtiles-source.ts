import { open } from 'node:fs/promises';
import { EtagMismatch, PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { type Fetch, fetchBytes, vectorTileLimits } from './basemap-fetch.ts';

/**
 * PMTiles archives for the report's basemap (PMTiles spec v3, github.com/protomaps/PMTiles):
 * the operator's own file (MAP_PMTILES_PATH) read from the disk, or an archive a style names as
 * `pmtiles://https://…`, read with HTTP range requests. Every read is bounded like a tile.
 */

/** The operator's archive on this machine; its size and time as the ETag, so a replaced file is read anew. */
class LocalArchive implements Source {
  private readonly path: string;

  constructor(path: string) {
    this.path = path;
  }

  getKey() {
    return this.path;
  }

  async getBytes(
    offset: number,
    length: number,
    _signal?: AbortSignal,
    etag?: string,
  ): Promise<RangeResponse> {
    if (length > vectorTileLimits.maxBytes)
      throw new Error('basemap: an archive read is past its byte limit');
    const file = await open(this.path, 'r');
    try {
      const stat = await file.stat();
      const current = `${stat.size}-${stat.mtimeMs}`;
      if (etag && etag !== current) throw new EtagMismatch();
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, offset);
      const data = new Uint8Array(bytesRead);
      data.set(buffer.subarray(0, bytesRead));
      return { data: data.buffer, etag: current };
    } finally {
      await file.close();
    }
  }
}

/** An archive on another server, by range requests; an answer longer than asked (no range support) fails. */
class RemoteArchive implements Source {
  private readonly url: string;
  private readonly get: Fetch;

  constructor(url: string, get: Fetch) {
    this.url = url;
    this.get = get;
  }

  getKey() {
    return this.url;
  }

  async getBytes(offset: number, length: number, signal?: AbortSignal): Promise<RangeResponse> {
    const bytes = await fetchBytes(
      this.get,
      this.url,
      // The header is read without the caller's signal; the request's own time limit bounds it.
      signal ?? new AbortController().signal,
      { timeoutMs: vectorTileLimits.timeoutMs, maxBytes: Math.min(length, vectorTileLimits.maxBytes) },
      { range: `bytes=${offset}-${offset + length - 1}` },
    );
    const data = new Uint8Array(bytes.length);
    data.set(bytes);
    return { data: data.buffer };
  }
}

const KEEP_MS = 600_000;

/**
 * The archives a loader reads, opened once and kept ten minutes (their header and directories
 * cached by the pmtiles library meanwhile). Only the configured file is read from the disk: a
 * style fetched from elsewhere cannot name another.
 */
export class Archives {
  private readonly open = new Map<string, { at: number; archive: PMTiles }>();

  private readonly get: Fetch;
  private readonly localUrl: string | null;
  private readonly localPath: string | null;

  constructor(get: Fetch, localUrl: string | null, localPath: string | null) {
    this.get = get;
    this.localUrl = localUrl;
    this.localPath = localPath;
  }

  /** The archive of a `pmtiles://` URL's rest (an https URL, or the local file's file: URL). */
  archive(url: string): PMTiles {
    const known = this.open.get(url);
    if (known && Date.now() - known.at < KEEP_MS) return known.archive;
    let source: Source;
    if (this.localPath && url === this.localUrl) source = new LocalArchive(this.localPath);
    else if (/^https?:\/\//i.test(url)) source = new RemoteArchive(url, this.get);
    else throw new Error('basemap: a PMTiles archive neither on the web nor the configured file');
    const archive = new PMTiles(source);
    this.open.set(url, { at: Date.now(), archive });
    return archive;
  }
}
