// A page's parts below the first screen can wait for the first screen to be painted: drawn in the same task,
// the whole landing page was one long task (Lighthouse's total blocking time), and its first layout a second.
import { useEffect, useState } from 'react';

/** False until the browser has painted the page once since this component mounted. */
export function useAfterFirstPaint(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setHasPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}
