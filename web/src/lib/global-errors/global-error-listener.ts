/**
 * Listens for what nothing else caught: unhandled promise rejections and uncaught script errors.
 * Each is classified (`classify-global-error.ts`) and, unless it is noise, reported to the global
 * error dialog, starting with those kept before it was installed (`early-global-errors.ts`). The
 * browser's own console report is left as it is.
 */
import { classifyRejection, classifyScriptError, type ClassifiedError } from './classify-global-error';
import { takeEarlyGlobalErrors } from './early-global-errors';

/** Starts listening on `target`; returns the function that stops it. */
export function installGlobalErrorListener(report: (error: ClassifiedError) => void, target: EventTarget = window): () => void {
  const onRejection = (event: Event) => {
    const classified = classifyRejection((event as PromiseRejectionEvent).reason);
    if (classified) report(classified);
  };
  // Not in the capture phase: a failed <img> or <script> load is an `error` event that does not
  // bubble to the window; and only an ErrorEvent (it has a message) is a script error.
  const onError = (event: Event) => {
    const { message, filename, error } = event as Partial<ErrorEvent>;
    if (typeof message !== 'string') return;
    const classified = classifyScriptError({ message, filename, error });
    if (classified) report(classified);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  for (const early of takeEarlyGlobalErrors()) (early.type === 'error' ? onError : onRejection)(early);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
