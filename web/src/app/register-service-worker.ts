/**
 * Registers the service worker (web/public/sw.js: the offline page and check-in notifications,
 * issue 44) once the page has loaded and painted, when the browser is idle: it never competes with
 * the first paint, and the landing page's JavaScript budget does not carry it (this module is part
 * of the app's boot, which the page's entry loads after its first paint). Built app only: the dev
 * server's pages are not cached by it.
 */
export function registerServiceWorkerAfterPaint(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('The service worker was not registered', error));
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
