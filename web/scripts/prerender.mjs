// Prerenders the public pages after `vite build`: each path of PRERENDERED_PATHS is rendered by the
// server build of the app (`vite build --ssr src/app/prerender.tsx`, in .prerender/) and written
// into its own copy of dist/index.html, its stylesheet inline: `/` into index.html, `/terms` into
// terms.html (Hosting's `cleanUrls` serves it at /terms). The unrendered page stays as app.html,
// the answer for every other path (firebase.json's rewrite).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = '<div id="root"></div>';
const STYLE_TAG = /<style data-emotion="[^"]*"[^>]*>[^<]*<\/style>/g;
// A form sent before the app has loaded would go out as a GET of its fields: without names, none
// of them (no password in an address).
const FIELD_NAME = /(<(?:input|textarea|select)\b[^>]*?)\sname="[^"]*"/g;

// The app's files named for the entry to fetch at once (scripts/app-modules.mjs): a prerendered
// page asks for them only once it has painted.
const APP_MODULES_TAG = /<meta name="bela:app-modules"[^>]*>\s*/;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page's HTML: the shell with the page's title, the page's styles in the head (where the app's
 * style cache finds them, so hydration matches) and its markup in #root.
 */
export function fillShell(shell, { html, title }) {
  if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
  const styles = (html.match(STYLE_TAG) ?? []).join('');
  const markup = html.replace(STYLE_TAG, '').replace(FIELD_NAME, '$1');
  return shell
    .replace(APP_MODULES_TAG, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${styles}</head>`)
    .replace(ROOT, () => `<div id="root">${markup}</div>`);
}

/**
 * The shell with its stylesheet links replaced by the sheets themselves: the app's plain CSS is a
 * few KB, and a page painted from its HTML should not wait a round trip for it.
 */
export function inlineStylesheets(shell, readStylesheet) {
  return shell.replace(STYLESHEET_LINK, (_link, href) => {
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    return `<style>${css.trim()}</style>`;
  });
}

const fileFor = (pathname) => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

async function prerender() {
  const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = path.join(web, 'dist');
  const serverBuild = path.join(web, '.prerender');
  const shell = inlineStylesheets(readFileSync(path.join(dist, 'index.html'), 'utf8'), (href) =>
    readFileSync(path.join(dist, href), 'utf8'),
  );
  writeFileSync(path.join(dist, 'app.html'), shell);
  const { PRERENDERED_PATHS, renderPage } = await import(pathToFileURL(path.join(serverBuild, 'prerender.js')).href);
  for (const pathname of PRERENDERED_PATHS) {
    writeFileSync(path.join(dist, fileFor(pathname)), fillShell(shell, await renderPage(pathname)));
    console.log(`prerendered ${pathname} -> dist/${fileFor(pathname)}`);
  }
  rmSync(serverBuild, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await prerender();
