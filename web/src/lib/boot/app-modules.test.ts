// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { APP_MODULES_META, preloadAppModules } from './app-modules';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadAppModules', () => {
  it("asks for each file the page names, as a module preload", () => {
    document.head.innerHTML = `<meta name="${APP_MODULES_META}" content="/assets/boot-1.js /assets/mui-2.js">`;
    expect(preloadAppModules(document)).toBe(2);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/boot-1.js', '/assets/mui-2.js']);
  });

  it('asks for nothing on a page that names no files (a prerendered page, the dev server)', () => {
    expect(preloadAppModules(document)).toBe(0);
    expect(preloadAppModules(undefined)).toBe(0);
    expect(document.head.querySelector('link')).toBeNull();
  });
});
