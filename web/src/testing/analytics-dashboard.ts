/** Reading the analytics dashboard in component tests: opening it as an admin, its cards and charts. */
import { screen } from '@testing-library/react';
import { renderApp } from './render';
import { adminInfo, signInAs } from './session';

/** Opens the dashboard as an admin; the first open also loads the lazily loaded page. */
export async function openDashboard(route = '/admin/analytics') {
  signInAs(adminInfo());
  const rendered = renderApp(route);
  await screen.findByRole('heading', { level: 1, name: 'Analytics' }, { timeout: 10_000 });
  return rendered;
}

/** A summary card, by its label. */
export const card = (name: string) => screen.getByRole('region', { name });
export const findCard = (name: string) => screen.findByRole('region', { name }, { timeout: 5_000 });
/** A chart's description (its SVG <desc>), what a screen reader gives for the drawing. */
export const chartDescription = (name: string) => screen.getByRole('application', { name }).querySelector('desc')?.textContent;
