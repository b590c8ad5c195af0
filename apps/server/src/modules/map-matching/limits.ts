/**
 * At most `max` calls to the service in flight per organisation (in this process), so one
 * organisation's month of tracks cannot hold the service, or the others' requests, up.
 * A caller waits its turn until its deadline, then gives up.
 */
export function createOrganisationLimiter(max: number) {
  const active = new Map<string, number>();
  const waiting = new Map<string, Array<() => void>>();

  const release = (organisationId: string) => {
    const queue = waiting.get(organisationId);
    const next = queue?.shift();
    if (queue?.length === 0) waiting.delete(organisationId);
    if (next) return next(); // the slot passes to the next caller as it is
    const count = (active.get(organisationId) ?? 1) - 1;
    if (count > 0) active.set(organisationId, count);
    else active.delete(organisationId);
  };

  /** A slot (call the function to give it back), or null when the deadline passed first. */
  function acquire(organisationId: string, deadline: number): Promise<(() => void) | null> {
    const count = active.get(organisationId) ?? 0;
    const done = () => release(organisationId);
    if (count < max) {
      active.set(organisationId, count + 1);
      return Promise.resolve(once(done));
    }
    const wait = Math.max(0, deadline - Date.now());
    return new Promise((resolve) => {
      const queue = waiting.get(organisationId) ?? [];
      waiting.set(organisationId, queue);
      const turn = () => {
        clearTimeout(timer);
        resolve(once(done));
      };
      const timer = setTimeout(() => {
        const at = queue.indexOf(turn);
        if (at >= 0) queue.splice(at, 1);
        resolve(null);
      }, wait);
      queue.push(turn);
    });
  }

  return {
    acquire,
    /** Calls in flight for an organisation (for tests and metrics). */
    inFlight: (organisationId: string) => active.get(organisationId) ?? 0,
  };
}

export type OrganisationLimiter = ReturnType<typeof createOrganisationLimiter>;

function once(fn: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    fn();
  };
}
