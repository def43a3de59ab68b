/**
 * Dialogs of the chat screen whose code is not needed for its first paint (account, upgrade,
 * feedback, about, ...): each loads when it first opens, or earlier once the browser is idle
 * (`preloadLazyDialogs`, called by the screen that shows them), so that opening one never waits. Once opened it stays mounted, so that
 * MUI can animate it closed.
 */
import { useState, type ComponentType } from 'react';
import { lazyWhenLoaded } from '../../../components/lazy-when-loaded';

type Loader<P> = () => Promise<ComponentType<P>>;

/** A lazily loaded dialog, and how to fetch its code ahead of its first opening. */
export type LazyDialog<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `load`'s dialog, rendered only from the first time `isOpen(props)` is true (until then its code
 * need not have loaded).
 */
export function lazyDialog<P extends object>(load: Loader<P>, isOpen: (props: P) => boolean): LazyDialog<P> {
  const Dialog = lazyWhenLoaded(load);
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(() => isOpen(props));
    // Set during render (not in an effect): the dialog mounts in the same pass that opens it.
    if (!opened && isOpen(props)) setOpened(true);
    return opened ? <Dialog {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: Dialog.preload });
}

/**
 * Fetches these dialogs' code while the browser is idle (after the chat has painted); returns the
 * cancel function (an effect's cleanup).
 */
export function preloadLazyDialogs(dialogs: ReadonlyArray<{ preload: () => Promise<unknown> }>): () => void {
  const preloadAll = () => {
    for (const dialog of dialogs) dialog.preload().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preloadAll, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(preloadAll, 1_000);
  return () => clearTimeout(timer);
}
