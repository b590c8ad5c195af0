import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkLoadTimeoutMs, isChunkLoadError, loadChunk } from './chunk.ts';

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(async () => ({ answer: 42 }))).resolves.toEqual({ answer: 42 });
  });

  it('turns a failed dynamic import into a ChunkLoadError', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js'));
    const error = await loadChunk(failing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
  });

  it('keeps other errors as they are', async () => {
    const bug = new ReferenceError('x is not defined');
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
  });

  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    expect(chunkLoadTimeoutMs).toBe(120_000);
    const pending = loadChunk(() => new Promise(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(isChunkLoadError(await pending)).toBe(true);
  });
});
