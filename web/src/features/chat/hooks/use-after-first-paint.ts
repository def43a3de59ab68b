import { useEffect, useState } from 'react';

/**
 * False in a component's first render, true once the frame it produced has been painted: for the
 * parts of a screen that may come a frame later, so that the first frame shows what matters sooner.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame's callback runs before that frame paints; the task after it runs once it has.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
