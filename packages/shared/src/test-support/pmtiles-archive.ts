/**
 * Test support, not product code: a minimal PMTiles version 3 archive, written by hand from the
 * specification (github.com/protomaps/PMTiles, spec/v3/spec.md): the 127-byte header, a root
 * directory of one entry (tile 0/0/0, uncompressed), JSON metadata, and the tile's bytes. The
 * server's basemap route serves it and the web app's pmtiles protocol reads it.
 */
export function tinyPmtilesArchive(tile: Uint8Array, metadata: Record<string, unknown> = {}): Uint8Array {
  // Directory serialization: the number of entries, then the columns: TileId deltas, RunLengths,
  // Lengths, Offsets (an offset is written +1 unless it follows the previous entry).
  const directory = Uint8Array.from([
    ...varint(1), // one entry
    ...varint(0), // TileId 0: z0 x0 y0
    ...varint(1), // RunLength 1: a tile, not a leaf directory
    ...varint(tile.length),
    ...varint(0 + 1), // Offset 0 in the tile data section
  ]);
  const json = new TextEncoder().encode(
    JSON.stringify({ name: 'Test basemap', vector_layers: [], ...metadata }),
  );
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const tileOffset = metadataOffset + json.length;
  const archive = new Uint8Array(tileOffset + tile.length);
  const header = new DataView(archive.buffer);
  archive.set(new TextEncoder().encode('PMTiles'), 0);
  header.setUint8(7, 3); // spec version
  const u64 = (at: number, value: number) => header.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, json.length);
  u64(40, tileOffset); // no leaf directories: an empty section
  u64(48, 0);
  u64(56, tileOffset);
  u64(64, tile.length);
  u64(72, 1); // addressed tiles
  u64(80, 1); // tile entries
  u64(88, 1); // tile contents
  header.setUint8(96, 1); // clustered
  header.setUint8(97, 1); // internal compression: none
  header.setUint8(98, 1); // tile compression: none
  header.setUint8(99, 1); // tile type: MVT
  header.setUint8(100, 0); // min zoom
  header.setUint8(101, 0); // max zoom
  // The Greater Toronto Area's box and centre, in degrees * 10,000,000.
  header.setInt32(102, -800_000_000, true);
  header.setInt32(106, 434_000_000, true);
  header.setInt32(110, -788_000_000, true);
  header.setInt32(114, 441_000_000, true);
  header.setUint8(118, 0); // centre zoom
  header.setInt32(119, -793_800_000, true);
  header.setInt32(123, 436_500_000, true);
  archive.set(directory, rootOffset);
  archive.set(json, metadataOffset);
  archive.set(tile, tileOffset);
  return archive;
}

/** An unsigned LEB128 varint, as the directories use. */
function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return bytes;
}
