import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: relative times ('há 5 minutos') stay true while
 * a screen is left open.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
