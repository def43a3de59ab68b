/**
 * Noticing by itself that the member has clicked the verification link (issue 40), without waiting
 * for "I have verified my email": the link opens in another tab or window (Firebase's own page), so
 * coming back to this tab (focus, or the page becoming visible) asks Firebase again
 * (`user.reload()`), at most once per `WATCH_MIN_GAP_MS`; and a tab of the app that found the
 * address verified tells the others (a BroadcastChannel), which look at once. A look that finds the
 * address verified runs the banner's own check (a fresh ID token, fresh member info, the success
 * note); one that does not says nothing.
 */
import { useEffect, useRef } from 'react';
import { currentUser } from '../../../lib/firebase';

/** At most one look per this long, however often the tab comes back. */
export const WATCH_MIN_GAP_MS = 10_000;
export const VERIFIED_CHANNEL = 'bela-email-verified';
/** This tab's name on the channel: a tab does not answer its own news. */
const TAB = Math.random().toString(36).slice(2);

/** Tells the app's other tabs that the address is verified now. */
export function announceVerified(): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(VERIFIED_CHANNEL);
  channel.postMessage({ verified: true, tab: TAB });
  channel.close();
}

/** While `active` (unverified, no check running), watches for the address becoming verified and then calls `onVerified`. */
export function useVerificationWatch(active: boolean, onVerified: () => void): void {
  const latest = useRef(onVerified);
  useEffect(() => {
    latest.current = onVerified;
  });

  useEffect(() => {
    if (!active) return;
    let last = -Infinity;
    let looking = false;
    let stopped = false;
    const look = async (now: boolean) => {
      const at = Date.now();
      if (looking || (!now && at - last < WATCH_MIN_GAP_MS)) return;
      const user = currentUser();
      if (!user) return;
      last = at;
      looking = true;
      try {
        await user.reload();
        if (!stopped && (currentUser() ?? user).emailVerified) latest.current();
      } catch (error) {
        // A look that failed is a missed one: the next return to the tab looks again.
        console.warn('Looking for the verified address failed', error);
      } finally {
        looking = false;
      }
    };
    const onBack = () => {
      if (document.visibilityState !== 'hidden') void look(false);
    };
    window.addEventListener('focus', onBack);
    document.addEventListener('visibilitychange', onBack);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(VERIFIED_CHANNEL) : null;
    const onMessage = (event: MessageEvent<unknown>) => {
      const news = event.data as { verified?: unknown; tab?: unknown } | null;
      if (news?.verified === true && news.tab !== TAB) void look(true);
    };
    channel?.addEventListener('message', onMessage);
    return () => {
      stopped = true;
      window.removeEventListener('focus', onBack);
      document.removeEventListener('visibilitychange', onBack);
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [active]);
}
