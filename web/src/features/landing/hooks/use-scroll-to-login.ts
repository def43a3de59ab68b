import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LOGIN_ANCHOR_ID } from '../../../config/paths';

/** Navigation state that asks the landing page to show its login area. */
export interface LandingLocationState {
  scrollToLogin?: boolean;
}

function scrollToLoginArea(smooth: boolean): void {
  const area = document.getElementById(LOGIN_ANCHOR_ID);
  if (!area) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  area.scrollIntoView({ behavior: smooth && !reduceMotion ? 'smooth' : 'auto', block: 'start' });
  area.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
}

/**
 * Scrolls to the login area when the page was opened as `/#login` or with `{ scrollToLogin: true }`
 * in its navigation state; returns a function that does the same on demand.
 */
export function useScrollToLogin(): () => void {
  const location = useLocation();
  const state = location.state as LandingLocationState | null;
  const requested = location.hash === `#${LOGIN_ANCHOR_ID}` || state?.scrollToLogin === true;

  useEffect(() => {
    if (!requested) return;
    const frame = window.requestAnimationFrame(() => scrollToLoginArea(false));
    return () => window.cancelAnimationFrame(frame);
  }, [requested, location.key]);

  return useCallback(() => scrollToLoginArea(true), []);
}
