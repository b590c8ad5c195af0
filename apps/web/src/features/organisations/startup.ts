/**
 * Spec 4 "Startup", as pure rules:
 * 2. the selected organisation id comes from local storage;
 * 3. absent: the first organisation's id is used; an empty list is fetched again;
 * 4. a stored id that is not among the organisations: the first one is selected and stored.
 */
export type StartupSelection = { kind: 'refetch' } | { kind: 'select'; id: string; store: boolean };

export function resolveStartupSelection(
  storedId: string | null,
  organisations: readonly { id: string }[],
): StartupSelection {
  const first = organisations[0];
  if (!first) return { kind: 'refetch' };
  if (!storedId) return { kind: 'select', id: first.id, store: false };
  if (!organisations.some((organisation) => organisation.id === storedId)) {
    return { kind: 'select', id: first.id, store: true };
  }
  return { kind: 'select', id: storedId, store: false };
}

/** Spec 4 "Selecting an organisation": go to / when the current address contains 'device'. */
export function shouldGoHomeAfterSelect(address: string): boolean {
  return address.includes('device');
}
