/** The columns a user chose to hide in one list, kept in this browser. */
export function readHiddenColumns(key: string, storage: Storage = localStorage): Set<string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return new Set(
      Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

export function writeHiddenColumns(
  key: string,
  hidden: ReadonlySet<string>,
  storage: Storage = localStorage,
) {
  try {
    storage.setItem(key, JSON.stringify([...hidden]));
  } catch {
    // Storage full or refused (private mode): the choice lasts for this page only.
  }
}
