// Work the first screen does not need waits until the page has loaded and the main thread is idle, so it
// does not compete with the first render for the main thread (Lighthouse's total blocking time).
const IDLE_TIMEOUT_MS = 2_000;

export function whenPageIdle(work: () => void): void {
  const onIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(work, 0);
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
}
