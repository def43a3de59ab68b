/**
 * The keys the daily counters are kept under. Only names the app itself has become keys: its
 * routes, its join buttons, its sign-up steps, the browsers the User-Agent parser knows and the
 * device types; anything else a client reports is counted under `other`, so a day's counter
 * documents keep a bounded number of keys whatever is sent (`@bela/contracts/analytics-names`).
 */
import Bowser from 'bowser';
import { JOIN_BUTTON_LABELS, OTHER_COUNTER_KEY, SIGNUP_STEPS, TRACKED_PAGES } from '@bela/contracts/analytics-names';
import { deviceTypes } from '@bela/contracts/common';
import { counterKey } from '../../stores/analytics-events';

const known = (names: readonly string[]) => new Set(names);
const keyIn = (names: ReadonlySet<string>, value: string | number | null | undefined) =>
  typeof value === 'string' && names.has(value) ? counterKey(value) : OTHER_COUNTER_KEY;

/** Routes by their lower-case form: the router matches paths case-insensitively. */
const routes = new Map<string, string>(TRACKED_PAGES.map((route) => [route.toLowerCase(), route]));

/** A page's key: the route it shows, whatever its case or trailing slashes (`/Chat/` is `/chat`), else `other`. */
export function pageKey(page: string): string {
  const path = page.replace(/\/+$/, '') || '/';
  const route = routes.get(path.toLowerCase());
  return route ? counterKey(route) : OTHER_COUNTER_KEY;
}

const buttons = known(JOIN_BUTTON_LABELS);
export const buttonKey = (text: string | null | undefined) => keyIn(buttons, text);

const steps = known(SIGNUP_STEPS);
export const stepKey = (step: string | number | null | undefined) => keyIn(steps, step);

/**
 * The parser's own names (Chromium is reported as Chrome), and `Unknown` for a request without a
 * User-Agent. The parser also names an unrecognised client after the first word of its
 * User-Agent, which the client chooses: those count as `other`.
 */
const browsers = known([...Object.values(Bowser.BROWSER_MAP), 'Unknown']);
export const browserKey = (browser: string | null | undefined) => keyIn(browsers, browser ?? 'Unknown');

const devices = known([...deviceTypes, 'unknown']);
export const deviceKey = (deviceType: string | null | undefined) => keyIn(devices, deviceType ?? 'unknown');
