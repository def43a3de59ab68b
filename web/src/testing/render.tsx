/**
 * Rendering for component tests: a component (or the whole route table at an address) inside what
 * the app puts around it: a router, the MUI theme and the query cache. Returns Testing Library's
 * queries and a `user` (user-event) to act as the member would.
 */
import createCache, { type EmotionCache, type StylisElement, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppRoutes } from '../app/router';
import { MuiTheme } from '../components/theme/mui-theme';
import { queryClient } from '../lib/query/query-client';

export interface Rendered extends RenderResult {
  user: UserEvent;
  /** The router's current address (path, query and hash), as the member's address bar shows it. */
  location: () => string;
}

function LocationProbe({ onChange }: { onChange: (address: string) => void }) {
  const location = useLocation();
  onChange(`${location.pathname}${location.search}${location.hash}`);
  return null;
}

/**
 * Each test's MUI styles go into a style cache of its own, whose rules leave the document with the
 * test (`removeTestStyles`, called by setup.ts). The component files share one DOM per worker, and
 * happy-dom matches every rule in the document against an element whose style is asked for (each
 * role query and accessible name asks): with the default cache the rules of every earlier test stayed,
 * about 3,000 by a worker's last file, and matching them was a third of the tests' CPU time.
 */
const testStyleCaches = new Set<EmotionCache>();

/** The only properties a test's queries and matchers read from a style sheet (jest-dom's toBeVisible, Testing Library's hidden checks). */
const PROPERTIES_TESTS_READ = new Set(['display', 'visibility', 'opacity']);

/**
 * Whether a compiled rule still says something a test can observe, dropping what it cannot: of a
 * rule, the declarations of other properties; of a group (`@media`), the rules left empty; and
 * animations entirely. happy-dom has no layout, so sizes, colours and spacing change nothing a query
 * sees, while it matches every rule in the document against each element whose style is asked for.
 */
function keepsObservable(element: StylisElement): boolean {
  if (element.type === 'decl') return PROPERTIES_TESTS_READ.has(String(element.props));
  if (element.type === '@keyframes') return false;
  if (!Array.isArray(element.children)) return true;
  element.children = element.children.filter(keepsObservable);
  return element.children.length > 0;
}

/** Emotion writes even an empty rule (`.css-x{}`), except a comment: a rule left empty becomes one. */
const keepObservableDeclarations: StylisPlugin = (element) => {
  if (element.type !== 'decl' && !keepsObservable(element)) element.type = 'comm';
};

function newTestStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: [keepObservableDeclarations] });
  testStyleCaches.add(cache);
  return cache;
}

export function removeTestStyles() {
  for (const cache of testStyleCaches) cache.sheet.flush();
  testStyleCaches.clear();
}

interface ProvidersProps {
  route: string;
  styleCache: EmotionCache;
  children: ReactNode;
  onLocation: (address: string) => void;
}

function Providers({ route, styleCache, children, onLocation }: ProvidersProps) {
  return (
    <CacheProvider value={styleCache}>
      <MemoryRouter initialEntries={[route]}>
        <MuiTheme>
          <QueryClientProvider client={queryClient}>
            {children}
            <LocationProbe onChange={onLocation} />
          </QueryClientProvider>
        </MuiTheme>
      </MemoryRouter>
    </CacheProvider>
  );
}

/**
 * Renders `ui` at `route` (the address its hooks read). With `path`, `ui` is the element of that
 * route pattern, so `useParams` and navigation away work as in the app.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', path }: { route?: string; path?: string } = {}): Rendered {
  let address = route;
  const user = userEvent.setup();
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <Providers route={route} styleCache={newTestStyleCache()} onLocation={(next) => (address = next)}>
      {content}
    </Providers>,
  );
  return { ...result, user, location: () => address };
}

/** The app's own route table at `route`: its guards, lazily loaded page and all. */
export function renderApp(route: string): Rendered {
  return renderWithProviders(<AppRoutes />, { route });
}
