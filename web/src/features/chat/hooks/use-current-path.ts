import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

/**
 * Returns a function that reads the path in the address bar now, not the path the screen was
 * rendered for. A navigation changes the address at once but renders the next page as a transition,
 * so the screen left behind stays mounted, under an address no longer its own, until that page has
 * loaded. React Router's browser and memory routers keep the address on the history they hand their
 * routes as the navigator (its `location`), which the public hooks do not expose; undefined for a
 * navigator without one.
 */
export function useCurrentPath(): () => string | undefined {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(() => (navigator as { location?: { pathname?: string } }).location?.pathname, [navigator]);
}
