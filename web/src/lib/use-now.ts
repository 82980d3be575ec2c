import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS } from '../../../core/clock/auction-clock';

/** The current time, refreshed every second (spec §9: clocks and countdowns tick every 1000 ms). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(t);
  }, []);
  return now;
}
