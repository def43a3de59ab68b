/**
 * lazyWhenLoaded against React's own `lazy`, rendered the way the browser does (no test `act`
 * flushing the retries): once the code is here, the first render shows the component at once.
 */
import { lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazyWhenLoaded } from './lazy-when-loaded';

const Section = ({ label }: { label: string }) => <section aria-label={label}>{label}</section>;

let host: HTMLDivElement;
let root: Root;
let actEnvironment: unknown;
const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };

beforeEach(() => {
  actEnvironment = flags.IS_REACT_ACT_ENVIRONMENT;
  flags.IS_REACT_ACT_ENVIRONMENT = false;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  flushSync(() => root.unmount());
  host.remove();
  flags.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('lazyWhenLoaded', () => {
  it("shows the component in its first render once preloaded, where React's lazy shows nothing yet", async () => {
    const load = async () => Section;
    const WhenLoaded = lazyWhenLoaded(load);
    const ReactLazy = lazy(() => load().then((component) => ({ default: component })));
    await WhenLoaded.preload();

    flushSync(() =>
      root.render(
        <>
          <WhenLoaded label="when loaded" />
          <Suspense fallback={<p>waiting</p>}>
            <ReactLazy label="react lazy" />
          </Suspense>
        </>,
      ),
    );
    expect(host.querySelector('[aria-label="when loaded"]')).not.toBeNull();
    // The reason for the helper: `lazy` suspends on its first render even with its module here.
    expect(host.querySelector('[aria-label="react lazy"]')).toBeNull();
    expect(host.textContent).toContain('waiting');
  });

  it('shows the fallback until the code arrives, then the component, kept through later renders', async () => {
    let arrive!: () => void;
    const WhenLoaded = lazyWhenLoaded(() => new Promise<typeof Section>((resolve) => (arrive = () => resolve(Section))), <p>waiting</p>);
    flushSync(() => root.render(<WhenLoaded label="section 0" />));
    expect(host.textContent).toBe('waiting');
    arrive();
    await until(() => host.querySelector('section') !== null);
    const first = host.querySelector('section');
    expect(first?.textContent).toBe('section 0');
    // Now loaded: a later render keeps the same element (the lazy one is not swapped for the loaded one).
    flushSync(() => root.render(<WhenLoaded label="section 1" />));
    expect(host.querySelector('section')).toBe(first);
    expect(first?.textContent).toBe('section 1');
  });

  it('tries the load again after a failure', async () => {
    let calls = 0;
    const WhenLoaded = lazyWhenLoaded(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return Section;
    });
    await expect(WhenLoaded.preload()).rejects.toThrow('offline');
    await WhenLoaded.preload();
    flushSync(() => root.render(<WhenLoaded label="second try" />));
    expect(host.querySelector('[aria-label="second try"]')).not.toBeNull();
    expect(calls).toBe(2);
  });
});
