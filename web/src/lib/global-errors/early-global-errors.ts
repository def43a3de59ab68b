/**
 * Errors of the page's first moments: a prerendered page runs before the app (and its global error
 * listener, `global-error-listener.ts`) has loaded. The page's entry starts keeping them; the
 * listener takes them over as it starts, so they still reach the global error dialog.
 */
const TYPES = ['unhandledrejection', 'error'] as const;

let kept: Event[] = [];
let keeping: EventTarget | null = null;
const keep = (event: Event) => kept.push(event);

/** Starts keeping unhandled rejections and script errors on `target`. */
export function keepEarlyGlobalErrors(target: EventTarget = window): void {
  if (keeping) return;
  keeping = target;
  for (const type of TYPES) target.addEventListener(type, keep);
}

/** Stops keeping them and hands over what was kept, oldest first. */
export function takeEarlyGlobalErrors(): Event[] {
  if (keeping) for (const type of TYPES) keeping.removeEventListener(type, keep);
  keeping = null;
  const taken = kept;
  kept = [];
  return taken;
}
