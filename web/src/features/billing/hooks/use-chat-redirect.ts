/**
 * After a verified payment (SPEC section 4): refresh the user info when the e-mail is verified,
 * count down, and go to /chat after 3 s, once the refreshed access is in (the chat reads it).
 */
import { PAYMENT_REDIRECT_MS } from '../../../config/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { refreshUserInfo } from '../../../lib/session/session';
import { useSessionStore } from '../../../lib/session/session-store';
import { useUserInfo } from '../../../lib/session/use-user-info';
import { takeUpgradeReturn } from '../../../lib/upgrade-return';

/** Seconds left before the redirect, while `active`. */
export function useChatRedirect(active: boolean): number {
  const navigate = useNavigate();
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const { userInfo } = useUserInfo();
  const firebaseVerified = useSessionStore((state) => state.user?.emailVerified ?? false);
  const emailVerified = firebaseVerified || Boolean(userInfo?.emailVerified);
  // Read when the countdown starts: a later change of the flag must not start it over.
  const refreshIfVerified = useEffectEvent(() => (emailVerified ? refreshUserInfo().catch(() => undefined) : Promise.resolve()));

  useEffect(() => {
    if (!active) return;
    const refreshed = refreshIfVerified();
    let cancelled = false;
    const started = Date.now();
    const ticker = setInterval(() => setElapsedSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    const redirect = setTimeout(() => {
      void refreshed.then(() => {
        // Back where the upgrade began (the gallery, or the chat's photo), else the chat.
        if (!cancelled) navigate(takeUpgradeReturn() ?? paths.chat, { replace: true });
      });
    }, PAYMENT_REDIRECT_MS);
    return () => {
      cancelled = true;
      clearInterval(ticker);
      clearTimeout(redirect);
    };
  }, [active, navigate]);

  return Math.max(0, Math.ceil(PAYMENT_REDIRECT_MS / 1000) - elapsedSeconds);
}
