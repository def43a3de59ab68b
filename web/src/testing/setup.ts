/**
 * Set-up of the component tests (vitest project `component`, happy-dom): Testing Library's matchers,
 * the mock API (`msw-server.ts`, unhandled requests fail the test), the browser APIs the DOM lacks,
 * and a clean slate after every test: the DOM, the handlers, the query cache, the session and spies.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '../lib/query/query-client';
import { useSessionStore } from '../lib/session/session-store';
import { receivedCalls } from './api-handlers';
import { server } from './msw-server';
import { removeTestStyles } from './render';

const initialSession = useSessionStore.getState();

// A page's lazily loaded code and its first answers can take more than Testing Library's default
// second on a busy machine (the test run shares two cores with the other layers): the `findBy`
// queries wait up to five.
configure({ asyncUtilTimeout: 5_000 });

// No layout here: where the DOM has no matchMedia, the queries MUI and the chat ask answer "desktop".
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class NoLayoutObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoLayoutObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoLayoutObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => undefined;
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => undefined;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app asks for relative addresses ('/api/...'), which Node's fetch cannot resolve: they are
  // resolved against the test page's address, as a browser would, before MSW sees them. (The DOM's
  // own `fetch` is read-only: it is replaced by defining the property again.)
  const intercepted = globalThis.fetch;
  const resolving = (input: RequestInfo | URL, init?: RequestInit) =>
    intercepted(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.href).href : input, init);
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: resolving });
});

afterEach(() => {
  cleanup();
  removeTestStyles();
  server.resetHandlers();
  receivedCalls.length = 0;
  queryClient.clear();
  useSessionStore.setState(initialSession, true);
  vi.useRealTimers();
  // Spies on browser globals (window.open, URL.createObjectURL, ...) end with their test: the next
  // file may share this DOM (vitest.config.ts).
  vi.restoreAllMocks();
});

afterAll(() => server.close());
