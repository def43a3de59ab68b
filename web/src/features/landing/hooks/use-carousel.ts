import { useCallback, useEffect, useState } from 'react';
import { wrapIndex } from '../utils/carousel';

/**
 * The current slide of a carousel of `count` slides, advancing every `intervalMs` unless paused.
 * Any manual move restarts the interval.
 */
export function useCarousel(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused, tick]);

  const goTo = useCallback(
    (target: number) => {
      setIndex(wrapIndex(target, count));
      setTick((value) => value + 1);
    },
    [count],
  );

  const current = wrapIndex(index, count);
  return {
    index: current,
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
  };
}
