import { describe, expect, it } from 'vitest';
import { e2eBrowserPath, FULL_CHROMIUM, HEADLESS_SHELL } from './browser.mjs';

describe('the end-to-end browser', () => {
  it('is the one CHROMIUM_PATH names, whatever is installed', () => {
    expect(e2eBrowserPath({ CHROMIUM_PATH: '/opt/chromium/chrome' }, () => true)).toBe('/opt/chromium/chrome');
  });

  it("is Debian's headless shell when installed, else Debian's full Chromium", () => {
    expect(e2eBrowserPath({}, (file) => file === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
    expect(e2eBrowserPath({}, () => false)).toBe(FULL_CHROMIUM);
  });
});
