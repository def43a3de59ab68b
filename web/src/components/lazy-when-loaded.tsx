/**
 * A component whose code loads on demand, like React's `lazy`, but rendered directly once its code
 * is here. `lazy` suspends on a component's first render even when its module has already loaded,
 * and React reveals what suspended up to 300 ms later: a section that came with its dialog's code
 * still arrived after the dialog, and moved the buttons under it.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export type LazyWhenLoaded<P> = ComponentType<P> & {
  /** Fetches the code (once); resolves when a render will show the component at once. */
  preload: () => Promise<ComponentType<P>>;
};

export function lazyWhenLoaded<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): LazyWhenLoaded<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function WhenLoaded(props: P) {
    // Chosen when it mounts and kept: turning from the lazy one to the loaded one would mount it
    // afresh and lose its state.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(WhenLoaded, { preload });
}
