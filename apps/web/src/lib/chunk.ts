/** Spec 8/9: a script chunk that fails to load, or takes longer than 120 s, is a ChunkLoadError. */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const chunkFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkFailure.test(error.message);
}

/** Runs a dynamic import, turning network failures and the timeout into ChunkLoadError. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs / 1000} s`));
    }, timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(error)
            ? new ChunkLoadError(String((error as Error).message), { cause: error })
            : error,
        );
      },
    );
  });
}
