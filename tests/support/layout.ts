/**
 * Checks of a page as it stands, for the journeys: settled (network quiet, transitions ended), axe
 * (tests/support/a11y.ts), and at phone width nothing scrolls sideways or runs out of view.
 * BELA_SCREENSHOTS=1 also photographs each checked state into docs/screens/ (docs/screens/README.md).
 */
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { networkQuiet } from './network-quiet';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
const SCREENS_DIR = new URL('../../docs/screens/', import.meta.url).pathname;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? DESKTOP.width) <= PHONE.width;

/** Fails when the page is wider than the viewport (a sideways scroll on a phone). */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: page wider than the viewport by ${overflow}px`).toBeLessThanOrEqual(0);
}

/**
 * Fails when something on screen reaches past the viewport's right edge: cut off by a container
 * that hides its overflow, which the page's width does not show. Content inside a container that
 * scrolls sideways on purpose (tabs, tables) and content hidden from everyone are left out.
 */
export async function expectNothingCutOff(page: Page, label: string) {
  const offenders = await page.evaluate(() => {
    const limit = window.innerWidth + 1;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.right <= limit || rect.width <= 1 || rect.height <= 1) continue;
      // Hidden from everyone: a parked carousel slide, the page behind a dialog. A decorative icon
      // is hidden from screen readers only, and still checked.
      const hidden = element.closest('[aria-hidden="true"], [inert]');
      if (hidden && !(hidden === element && element.tagName.toLowerCase() === 'svg')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      let scrolls = false;
      for (let parent = element.parentElement; parent && !scrolls; parent = parent.parentElement) {
        scrolls = ['auto', 'scroll'].includes(getComputedStyle(parent).overflowX);
      }
      if (scrolls) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(`<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 60)}"> "${text}" ends at ${Math.round(rect.right)}px`);
    }
    return found;
  });
  expect(offenders.slice(0, 5), `${label}: past the right edge of a ${PHONE.width}px viewport`).toEqual([]);
}

/**
 * Waits for the network to go quiet and for every transition that ends (a dialog fading in, the
 * drawer sliding) to end, so axe reads colours and positions as they settle. Spinners and other
 * endless animations are not waited for.
 */
export async function settle(page: Page) {
  await networkQuiet(page, { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** With BELA_SCREENSHOTS=1, saves the viewport as docs/screens/<state>-<width>x<height>.png. */
export async function shoot(page: Page, state: string) {
  if (process.env.BELA_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  const { width, height } = page.viewportSize() ?? DESKTOP;
  const name = state.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
  await page.screenshot({ path: `${SCREENS_DIR}${name}-${width}x${height}.png` });
}

/**
 * Checks the page as it stands: settled, axe, and on a phone the page's width and nothing cut off.
 * Every phone-width state is photographed (BELA_SCREENSHOTS=1), and a desktop state when `shot`.
 */
export async function checkScreen(page: Page, state: string, options: { shot?: boolean } = {}) {
  await settle(page);
  await expectAccessible(page, state);
  const phone = isPhone(page);
  if (phone) {
    await expectNoSidewaysScroll(page, state);
    await expectNothingCutOff(page, state);
  }
  if (phone || options.shot) await shoot(page, state);
}
