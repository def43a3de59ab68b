/**
 * Where a member began an upgrade (issue 42): the gallery, or the chat's conversation whose locked
 * photo they clicked. Remembered in the tab's session storage as checkout starts, and taken once
 * by the payment result page, which returns the member there instead of always to the chat.
 */
const KEY = 'bela.upgradeReturn';

/** Remembers `path` (an in-app path) as where to come back after paying. */
export function rememberUpgradeReturn(path: string): void {
  try {
    // A payment result page ('Try Again' after a declined card) keeps the place the upgrade began.
    if (path.startsWith('/payment/')) return;
    if (path.startsWith('/') && !path.startsWith('//')) sessionStorage.setItem(KEY, path);
  } catch {
    // No storage (private mode): the member comes back to the chat.
  }
}

/** The path remembered, once (it is forgotten as it is read); null when there is none. */
export function takeUpgradeReturn(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
