/**
 * The landing page's login area, whose code (the form, Firebase's sign-in hooks, MUI and its theme:
 * about 65 KB gzip) is not part of the landing's start-up code. Prerendered, the area is on the page
 * as HTML from the start; the app hydrates the rest of the page and leaves the area as it is, inside
 * a Suspense boundary, until the visitor comes near it: scrolled within reach, pointed at, touched or
 * given focus. Its code is then fetched and React hydrates it. Whatever the visitor typed, pressed
 * or sent there meanwhile is held and handed over then (`lib/boot/early-input.ts`).
 */
import { lazy, memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef, type ComponentType } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { loadThemed } from '../../components/theme/load-themed';
import { holdInputUntilReady } from '../../lib/boot/early-input';
import './landing-login-area.css';

type AreaModule = { default: ComponentType };

const loadThemedLoginArea = loadThemed(() => import('../../features/auth/components/login-area').then((module) => module.LoginArea));

/** The area's component once its code has arrived: rendered directly from then on. */
let loaded: ComponentType | null = null;
let pending: Promise<AreaModule> | null = null;

/** Fetches the login area's code (once; again after a failure). */
export function loadLandingLoginArea(): Promise<AreaModule> {
  pending ??= loadThemedLoginArea().then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

let request: () => void = () => undefined;
/** Settles when the visitor comes near the area (or it is rendered afresh, showing its spinner). */
const requested = new Promise<void>((resolve) => {
  request = resolve;
});
const DeferredLoginArea = lazy(() => requested.then(loadLandingLoginArea));

/** How close (px) the area may scroll to the viewport before its code is fetched. */
const NEAR_MARGIN_PX = 400;
/** Events aimed at the area that say the visitor is reaching for it. */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Calls `onNear` once `area` comes near. The events are watched on the document, ahead of React:
 * React stops those aimed at a part it has not hydrated at the page's root.
 */
function whenNear(area: HTMLElement, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near();
    },
    { rootMargin: `${NEAR_MARGIN_PX}px 0px` },
  );
  observer.observe(area);
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && area.contains(event.target)) near();
  };
  const stop = () => {
    observer.disconnect();
    for (const type of REACHING_EVENTS) document.removeEventListener(type, onEvent, { capture: true });
  };
  function near() {
    stop();
    onNear();
  }
  for (const type of REACHING_EVENTS) document.addEventListener(type, onEvent, { capture: true, passive: true });
  return stop;
}

/** Rendered with the area once it is hydrated (or rendered): it is the app's now. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/** The spinner shown when the area renders afresh before its code has come: it asks for the code. */
function Loading() {
  useEffect(() => request(), []);
  return <PageSpinner className="landing-login-area__loading" label="Loading the login form" />;
}

/**
 * Memoised and without props: a parent's re-render must not reach the boundary while it waits, or
 * React would drop the prerendered area and render it afresh.
 */
export const LandingLoginArea = memo(function LandingLoginArea() {
  const areaRef = useRef<HTMLDivElement>(null);
  const releaseRef = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area || loaded) return;
    releaseRef.current = holdInputUntilReady(area);
    const stopWatching = whenNear(area, request);
    return () => {
      stopWatching();
      releaseRef.current();
    };
  }, []);
  const onReady = useCallback(() => releaseRef.current(), []);
  const Area = loaded ?? DeferredLoginArea;
  return (
    <div ref={areaRef}>
      <Suspense fallback={<Loading />}>
        <Area />
        <Ready onReady={onReady} />
      </Suspense>
    </div>
  );
});
