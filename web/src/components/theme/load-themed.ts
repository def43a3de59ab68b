import type { ComponentType } from 'react';

const loadMuiTheme = () => import('./mui-theme');

/**
 * A loader for a component drawn with MUI: fetches it and the theme at once and gives it inside
 * the theme, as a module for `React.lazy`. The theme's code (MUI's core and Emotion) so comes with
 * the first such component; the landing page, plain CSS, loads none of it until its login area.
 */
export function loadThemed<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): () => Promise<{ default: ComponentType<Props> }> {
  return () => Promise.all([loadMuiTheme(), load()]).then(([{ withMuiTheme }, Component]) => ({ default: withMuiTheme(Component) }));
}
