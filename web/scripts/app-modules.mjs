// The app's code a signed-in page starts with, named in the page so that the entry can ask for all
// of it at once (`src/lib/boot/app-modules.ts`, decision 0028's addendum).
//
// Left to the browser, a page opened in a new tab finds the app's files in four waves, each found
// only once the one before has been read and run: boot, then boot's imports, then the start
// page's chunk and its imports (MUI, TanStack Query, the member's code), then Firebase Auth. On a
// 2,500-message chat opened by its address the last of them arrived 230 ms after the navigation.
// The page now carries the list in a `<meta>`: boot, the chat page's chunk and its guard's (the
// guard was found last, once boot had run: a fifth wave), with every file they import, written at
// build time from the bundle's own import graph. Firebase Auth is left
// out: the chat is shown before it is needed (`lib/boot/first-page.ts`).
//
// Only the page shell the app's own pages get (app.html) keeps it; a prerendered page paints from
// its HTML and asks for the app later (`scripts/prerender.mjs` drops the tag there).

/** The tag's name, shared with `src/lib/boot/app-modules.ts`. */
export const APP_MODULES_META = 'bela:app-modules';

/** Chunk files `roots` import, directly or not, with the roots themselves; in a stable order. */
export function staticClosure(roots, chunksByFile) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    const chunk = chunksByFile.get(file);
    if (!chunk) return;
    seen.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/**
 * A Vite plugin that names, in the page's head, the files of boot and of the chunks holding the
 * `startModules` (module ids' endings, such as `/src/app/routes/chat.tsx`).
 */
export function appModulesMeta({ boot, startModules }) {
  let base = '/';
  return {
    name: 'bela-app-modules',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((output) => output.type === 'chunk');
        const bootChunk = chunks.find((chunk) => chunk.facadeModuleId === boot);
        if (!bootChunk) throw new Error(`bela-app-modules: no chunk for ${boot}`);
        const startChunks = startModules.map((ending) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(ending)));
          if (!chunk) throw new Error(`bela-app-modules: no chunk for ${ending}`);
          return chunk.fileName;
        });
        const files = staticClosure([bootChunk.fileName, ...startChunks], new Map(chunks.map((chunk) => [chunk.fileName, chunk])));
        return {
          html,
          tags: [{ tag: 'meta', attrs: { name: APP_MODULES_META, content: files.map((file) => base + file).join(' ') }, injectTo: 'head' }],
        };
      },
    },
  };
}
