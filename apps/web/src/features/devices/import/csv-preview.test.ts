import { describe, expect, it, vi } from 'vitest';
import { importInChunks, type PreviewRow, previewCsv } from './csv-preview.ts';

const eui = (n: number) => `70B3D57ED${String(n).padStart(7, '0')}`;
const key = '2B7E151628AED2A6ABF7158809CF4F3C';

describe('CSV preview', () => {
  it('checks every row with the server’s schema and finds duplicates in the file', () => {
    const csv = [
      'barcode,dev_eui,app_eui,app_key',
      `A-1,${eui(1)},70B3D57ED0000000,${key}`,
      `A-2,${eui(2).slice(0, 15)},70B3D57ED0000000,${key}`,
      `A-3,${eui(3)},70B3D57ED000000Z,${key}`,
      `A-4,${eui(4)},70B3D57ED0000000,`,
      `A-5,${eui(1)},70B3D57ED0000000,${key}`,
      `A-6,70-b3-d5-7e-d0-00-00-06,70B3D57ED0000000,${key.toLowerCase()}`,
    ].join('\n');
    const preview = previewCsv(csv);
    expect(preview.missingColumns).toEqual([]);
    expect(preview.rows.map((row) => [row.row, row.problems])).toEqual([
      [1, []],
      [2, ['Dev EUI must be exactly 16 characters']],
      [3, ['App EUI must be hexadecimal (0-9, A-F)']],
      [4, ['App Key is required']],
      [5, ['Dev EUI appears twice in the file']],
      [6, []],
    ]);
    expect(preview.rows[5]?.devEui).toBe('70B3D57ED0000006');
  });

  it('names missing columns, takes other delimiters, a BOM and join_eui', () => {
    expect(previewCsv('barcode,dev_eui\nA,1').missingColumns).toEqual(['app_eui', 'app_key']);
    const semicolons = previewCsv(`\uFEFFDev EUI;Join EUI;App Key\n${eui(7)};70B3D57ED0000000;${key}\n\n`);
    expect(semicolons.missingColumns).toEqual([]);
    expect(semicolons.rows).toHaveLength(1);
    expect(semicolons.rows[0]?.problems).toEqual([]);
  });
});

describe('importing in chunks', () => {
  const rows = (count: number): PreviewRow[] =>
    Array.from({ length: count }, (_, i) => ({
      row: i * 2 + 1,
      values: { dev_eui: eui(i), app_eui: '70B3D57ED0000000', app_key: key, barcode: '' },
      devEui: eui(i),
      problems: [],
    }));

  it('sends 500 rows at a time, reports progress and keeps the file’s row numbers', async () => {
    const send = vi.fn(async (chunk: Record<string, string>[]) => ({
      added: chunk.length - 1,
      refused: [{ row: 2, devEui: chunk[1]?.dev_eui ?? null, reasons: ['device already exists'] }],
    }));
    const progress = vi.fn();
    const summary = await importInChunks(rows(1200), send, progress);
    expect(send.mock.calls.map(([chunk]) => chunk.length)).toEqual([500, 500, 200]);
    expect(send.mock.calls[0]?.[0][0]).toEqual({
      dev_eui: eui(0),
      app_eui: '70B3D57ED0000000',
      app_key: key,
    });
    expect(progress.mock.calls).toEqual([
      [0, 1200],
      [500, 1200],
      [1000, 1200],
      [1200, 1200],
    ]);
    expect(summary.added).toBe(1197);
    expect(summary.refused.map((refusal) => refusal.row)).toEqual([3, 1003, 2003]);
    expect(summary.stoppedBy).toBeNull();
  });

  it('stops at a refused chunk (the device limit), keeping what was added', async () => {
    const limit = new Error('Device limit reached');
    const send = vi.fn().mockResolvedValueOnce({ added: 500, refused: [] }).mockRejectedValueOnce(limit);
    const summary = await importInChunks(rows(1200), send, () => undefined);
    expect(send).toHaveBeenCalledTimes(2);
    expect(summary).toEqual({ added: 500, refused: [], stoppedBy: limit });
  });
});
