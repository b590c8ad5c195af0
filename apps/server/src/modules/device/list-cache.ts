import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { createKeptAnswers, type Encoding } from './kept-answers.ts';
import { devicesJsonText } from './presenter.ts';

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

/**
 * The last device list built per organisation, with its compressed forms, kept while its tag is
 * current (kept-answers.ts), at most `maxBytes` of them.
 */
export function createDeviceListCache(db: Db, maxBytes = 64 * 1024 * 1024) {
  const kept = createKeptAnswers({
    build: async (organisationId) => Buffer.from(await devicesJsonText(db, organisationId)),
    maxBytes,
    brotliQuality: 4,
  });
  return {
    /** The current tag of the organisation's list (cheap: no list is built). */
    tag: (organisationId: string) => deviceListTag(db, organisationId),

    /** The list as JSON in `encoding`, built (and compressed) only when its tag changed since. */
    async body(organisationId: string, encoding: Encoding, currentTag?: string) {
      return kept.body(organisationId, encoding, currentTag ?? (await deviceListTag(db, organisationId)));
    },

    clear: kept.clear,
  };
}

export type DeviceListCache = ReturnType<typeof createDeviceListCache>;
