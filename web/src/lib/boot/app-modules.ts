/**
 * Asks for the app's code a signed-in page starts with, all at once: the page's shell names the
 * files (a `<meta>` written at build time, `web/scripts/app-modules.mjs`), and each gets a
 * `modulepreload` link. Without it the browser finds them in four waves, each once the one before
 * has been read and run. Called by the entry after its early requests have left, so that they go
 * first; a page without the tag (a prerendered one, the dev server) asks for nothing here.
 */
export const APP_MODULES_META = 'bela:app-modules';

/** Adds the links; returns how many files the page named (none without a document: tests in Node). */
export function preloadAppModules(doc: Document | undefined): number {
  if (!doc) return 0;
  const files = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
  return files.length;
}
