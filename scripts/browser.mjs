// The browser the end-to-end tests drive: Debian's chromium-headless-shell when it is installed,
// else Debian's full Chromium. The shell is Chromium's own headless build (the one Playwright picks
// by default for headless runs); without a browser window to composite it took 18% less CPU and
// 19% less time for the same journeys here (docs/decisions/0013). CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The binary the end-to-end tests launch (`exists` answers whether a file is installed). */
export function e2eBrowserPath(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/**
 * Flags for a test or bench browser on this machine: no sandbox (it runs as root), no GPU, and no
 * traffic of its own (updates, sync, first-run pages), so that nothing leaves the machine.
 */
export const QUIET_BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
