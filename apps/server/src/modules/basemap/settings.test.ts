import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('MAP_PMTILES_PATH', () => {
  it('tells the web app where the archive is served, by its file name', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pinpoint-basemap-config-'));
    const file = path.join(dir, 'gta 2025.pmtiles');
    writeFileSync(file, '');
    expect(loadConfig({ MAP_PMTILES_PATH: file }).public.mapPmtiles).toBe('/basemap/gta%202025.pmtiles');
    expect(loadConfig({}).public.mapPmtiles).toBe('');
  });

  it('stops the start with a message when it names no .pmtiles file or a missing one', () => {
    expect(() => loadConfig({ MAP_PMTILES_PATH: '/srv/maps/toronto.mbtiles' })).toThrow(
      'MAP_PMTILES_PATH: must name a .pmtiles file, like /srv/maps/toronto.pmtiles',
    );
    expect(() => loadConfig({ MAP_PMTILES_PATH: '/nowhere/toronto.pmtiles' })).toThrow(
      'MAP_PMTILES_PATH: no file at /nowhere/toronto.pmtiles',
    );
  });

  it('takes glyphs for the labels only as a URL or path with {fontstack} and {range}', () => {
    const glyphs = 'https://fonts.example.com/{fontstack}/{range}.pbf';
    expect(loadConfig({ MAP_GLYPHS_URL: glyphs }).public.mapGlyphs).toBe(glyphs);
    expect(() => loadConfig({ MAP_GLYPHS_URL: 'https://fonts.example.com/font.pbf' })).toThrow(
      'MAP_GLYPHS_URL (mapGlyphs): must be a URL or path with {fontstack} and {range}',
    );
  });
});
