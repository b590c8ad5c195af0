import { useEffect, useState } from 'react';

/** A clock that ticks every `everyMs`, so "silent" and "went quiet" appear by themselves. */
export function useClock(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
