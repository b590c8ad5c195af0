import { tinyPmtilesArchive } from '@pinpoint/shared/test-support/pmtiles-archive.ts';
import type { addProtocol } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapStyleFor } from './map-style.ts';
import { registerPmtilesProtocol } from './pmtiles-protocol.ts';

// The PMTiles archive is the same hand-written one the server's route test serves (written from
// github.com/protomaps/PMTiles spec/v3/spec.md); here the browser's fetch answers its byte ranges
// as the server does (206 with Content-Range), so the registered protocol reads it end to end.
const tile = new TextEncoder().encode('a tile of Toronto');
const archive = tinyPmtilesArchive(tile);
const archiveUrl = 'https://pinpoint.example.com/basemap/toronto.pmtiles';

function serveArchive() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const range = new Headers(init?.headers).get('range') ?? '';
      requests.push(`${url} ${range}`);
      const [, first = '0', last = ''] = /bytes=(\d+)-(\d*)/.exec(range) ?? [];
      const start = Number(first);
      const end = Math.min(last ? Number(last) : archive.length - 1, archive.length - 1);
      return new Response(archive.slice(start, end + 1), {
        status: 206,
        headers: { 'content-range': `bytes ${start}-${end}/${archive.length}`, etag: '"v1"' },
      });
    }),
  );
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('the pmtiles protocol in MapLibre', () => {
  it('is registered as pmtiles:// and answers the style’s source and its tiles from the archive', async () => {
    const registered: Parameters<typeof addProtocol>[] = [];
    registerPmtilesProtocol({ addProtocol: (...args) => void registered.push(args) });
    expect(registered.map(([scheme]) => scheme)).toEqual(['pmtiles']);
    const load = registered[0]?.[1];
    if (!load) throw new Error('No protocol registered');
    const requests = serveArchive();

    // The URL the built-in style gives its source, as MapLibre asks for the source's TileJSON.
    const style = mapStyleFor(
      { mapStyle: '', mapAccessToken: '', mapPmtiles: '/basemap/toronto.pmtiles' },
      'light',
      'https://pinpoint.example.com/devices',
    );
    const source = typeof style === 'object' ? style.sources.protomaps : undefined;
    const sourceUrl = source && 'url' in source ? source.url : undefined;
    expect(sourceUrl).toBe(`pmtiles://${archiveUrl}`);
    const tileJson = await load({ url: sourceUrl ?? '', type: 'json' }, new AbortController());
    expect(tileJson.data).toMatchObject({
      tiles: [`pmtiles://${archiveUrl}/{z}/{x}/{y}`],
      minzoom: 0,
      maxzoom: 0,
    });
    expect((tileJson.data as { bounds: number[] }).bounds.map((n) => Math.round(n * 10) / 10)).toEqual([
      -80, 43.4, -78.8, 44.1,
    ]);

    const found = await load(
      { url: `pmtiles://${archiveUrl}/0/0/0`, type: 'arrayBuffer' },
      new AbortController(),
    );
    expect(new TextDecoder().decode(found.data as ArrayBuffer)).toBe('a tile of Toronto');
    // Every read was a byte range of our server's archive: no tile server, no other host.
    expect(requests.every((r) => r.startsWith(`${archiveUrl} bytes=`))).toBe(true);
  });
});
