import path from 'node:path';

/** Where the web app finds the archive of MAP_PMTILES_PATH: /basemap/<its file name>; empty: none. */
export function basemapUrlPath(file: string | undefined): string {
  return file ? `/basemap/${encodeURIComponent(path.basename(file))}` : '';
}
