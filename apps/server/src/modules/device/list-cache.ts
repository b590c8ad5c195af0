import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { devicesJsonText } from './presenter.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The version of an organisation's device list, read from its rows without building it: how many
 * there are, the sum and maximum of their row versions (xmin: every insert, update — uplinks,
 * edits, shares, transfers — and delete changes one of them, whichever code path wrote it, so no
 * write path has to remember to bump a counter), and how many shares have expired (`shared` flips
 * with the clock, not with a write). The organisation's id is part of the tag, so one
 * organisation's tag never matches another's. About a fortieth of the cost of building the list
 * (bench/README.md).
 */
const versionSql = (organisationId: string) => sql<{ v: string }>`
  select concat_ws(':', count(*), coalesce(sum(xmin::text::bigint), 0), coalesce(max(xmin::text::bigint), 0),
                   count(*) filter (where share_expires_at <= now())) as v
    from devices where organisation_id = ${organisationId}`;

const tag = (organisationId: string, version: string) =>
  `W/"${createHash('sha256').update(`${organisationId}|${version}`).digest('base64url').slice(0, 27)}"`;

export async function deviceListTag(db: Db, organisationId: string): Promise<string> {
  const { rows } = await versionSql(organisationId).execute(db);
  return tag(organisationId, rows[0]?.v ?? '');
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => opaque(t) === opaque(etag));
}

/** The encoding to answer in, from Accept-Encoding (Brotli first, as the API's compression does). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * Sets a kept answer's validators (a weak ETag, revalidated on every use, one copy per encoding);
 * true when the client's copy (If-None-Match) is current, to be answered 304 with no body.
 */
export function revalidated(
  headers: Headers,
  reply: { header: (name: string, value: string) => unknown },
  etag: string,
): boolean {
  reply.header('etag', etag);
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'accept-encoding');
  const ifNoneMatch = headers['if-none-match'];
  return matchesTag(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, etag);
}

/** The encoding to send a kept answer in (none when the client asks for no compression). */
export const answerEncoding = (headers: Headers): Encoding => {
  const accept = headers['accept-encoding'];
  return headers['x-no-compression'] === undefined
    ? pickEncoding(typeof accept === 'string' ? accept : undefined)
    : 'identity';
};

type Entry = { etag: string; bytes: number; text: Buffer; encoded: Map<Encoding, Promise<Buffer>> };

/**
 * The last device list built per organisation, with its compressed forms, kept while its tag is
 * current: a list asked for again with nothing changed is neither built nor compressed again.
 * Bounded by `maxBytes` (least recently used organisations go first). Each process has its own;
 * the tag is read from PostgreSQL on every request, so no process ever answers a stale list.
 */
export function createDeviceListCache(db: Db, maxBytes = 64 * 1024 * 1024) {
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

  // Kept under the tag the request read just before: the list is of that version or a newer one
  // (a later statement sees all that an earlier one saw). A newer list under an older tag is never
  // answered as current, since tags only move on (every write raises the rows' versions), and a
  // client holding it gets the list once more on its next request. Reading the tag again in the
  // build's snapshot cost a second pass over the organisation's devices on every changed list.
  const build = async (organisationId: string, etag: string): Promise<Entry> => {
    const text = Buffer.from(await devicesJsonText(db, organisationId));
    return { etag, text, bytes: text.length, encoded: new Map() };
  };

  return {
    /** The current tag of the organisation's list (cheap: no list is built). */
    tag: (organisationId: string) => deviceListTag(db, organisationId),

    /** The list as JSON in `encoding`, built (and compressed) only when its tag changed since. */
    async body(organisationId: string, encoding: Encoding, currentTag?: string) {
      let entry = entries.get(organisationId);
      const etag = currentTag ?? (await deviceListTag(db, organisationId));
      if (!entry || entry.etag !== etag) {
        entry = await build(organisationId, etag);
        keep(organisationId, entry);
      } else {
        // Most recently used last.
        entries.delete(organisationId);
        entries.set(organisationId, entry);
      }
      if (encoding === 'identity') return { etag: entry.etag, body: entry.text };
      const text = entry.text;
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        encoded =
          encoding === 'br'
            ? brotli(text, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
                },
              })
            : gzip(text, { level: 6 });
        entry.encoded.set(encoding, encoded);
        const sized = entry;
        void encoded.then(
          (b) => {
            if (entries.get(organisationId) === sized) {
              sized.bytes += b.length;
              total += b.length;
            }
          },
          () => sized.encoded.delete(encoding),
        );
      }
      return { etag: entry.etag, body: await encoded };
    },

    clear() {
      entries.clear();
      total = 0;
    },
  };
}

export type DeviceListCache = ReturnType<typeof createDeviceListCache>;
