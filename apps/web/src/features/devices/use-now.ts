import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `everyMs` (for statuses that age: fresh, stale). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
