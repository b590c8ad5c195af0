import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createKeptAnswers } from './kept-answers.ts';

/** Answers of `size` bytes naming their organisation and build, counting the builds. */
function answers(size = 100) {
  const builds: string[] = [];
  const build = async (organisationId: string) => {
    builds.push(organisationId);
    const head = `${organisationId}#${builds.length}:`;
    return Buffer.from(head.padEnd(size, '.'));
  };
  return { builds, build };
}

describe('an answer kept per organisation (the device list, the map positions)', () => {
  it('is built again only when its tag changes', async () => {
    const { builds, build } = answers();
    const kept = createKeptAnswers({ build, maxBytes: 1 << 20, brotliQuality: 4 });
    const first = await kept.body('org-a', 'identity', 'W/"1"');
    expect((await kept.body('org-a', 'identity', 'W/"1"')).body).toBe(first.body);
    expect(builds).toEqual(['org-a']);
    const changed = await kept.body('org-a', 'identity', 'W/"2"');
    expect(changed).toMatchObject({ etag: 'W/"2"' });
    expect(changed.body.toString()).toMatch(/^org-a#2:/);
    expect(builds).toEqual(['org-a', 'org-a']);
  });

  it('compresses once an encoding, each decoding to the same answer', async () => {
    const { builds, build } = answers(5000);
    const kept = createKeptAnswers({ build, maxBytes: 1 << 20, brotliQuality: 4 });
    const text = (await kept.body('org-a', 'identity', 'W/"1"')).body;
    const br = await kept.body('org-a', 'br', 'W/"1"');
    const gzip = await kept.body('org-a', 'gzip', 'W/"1"');
    expect(brotliDecompressSync(br.body)).toEqual(text);
    expect(gunzipSync(gzip.body)).toEqual(text);
    expect(br.body.length).toBeLessThan(text.length);
    expect((await kept.body('org-a', 'br', 'W/"1"')).body).toBe(br.body);
    expect(builds).toEqual(['org-a']);
    // The compressed forms count against the bound too.
    expect(kept.bytes()).toBe(text.length + br.body.length + gzip.body.length);
  });

  it('keeps at most its bytes, dropping the least recently used organisation first', async () => {
    const { builds, build } = answers(100);
    const kept = createKeptAnswers({ build, maxBytes: 250, brotliQuality: 4 });
    await kept.body('org-a', 'identity', 't');
    await kept.body('org-b', 'identity', 't');
    await kept.body('org-a', 'identity', 't'); // a used again: b is now the older
    await kept.body('org-c', 'identity', 't'); // 300 bytes: b goes
    expect(kept.bytes()).toBe(200);
    await kept.body('org-a', 'identity', 't');
    await kept.body('org-c', 'identity', 't');
    expect(builds).toEqual(['org-a', 'org-b', 'org-c']);
    await kept.body('org-b', 'identity', 't');
    expect(builds).toEqual(['org-a', 'org-b', 'org-c', 'org-b']);
  });
});
