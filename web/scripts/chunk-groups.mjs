// How the app's code is cut into files (Rolldown's `output.codeSplitting`, decision 0019).
//
// Left to itself, Rolldown gives each set of lazy modules (routes, dialogs, guards) that shares code
// a file of its own: 132 files, 91 of them under 5 KB; the landing page fetched 14 and the chat
// about 70. Every file is a request, a cache entry and a module record for the browser, whatever its
// size. Here the code is gathered by who loads it:
//
//   - the landing page's code (the entry, boot and all they import) stays as Rolldown cuts it.
//     Gathered into one file, it took the landing's simulated largest paint from 1140 to 1230 and
//     1267 ms in Lighthouse (likely as one file loads on one connection, fourteen side by side);
//   - the light pages' code (lazy modules that use no MUI: sign-up, terms, privacy, the Firebase
//     SDKs) stays as Rolldown cuts it, so that they stay light;
//   - `query`: TanStack Query and the member's own record, which light and MUI pages share;
//   - `mui`: MUI, its styling engine and the app's icons and theme, for every page drawn with MUI;
//   - `member`: the code only the member's pages and dialogs load (chat, gallery, memories,
//     billing, account), and `admin`: the code only the admin pages load.
//
// What other MUI pages load alone (the contact and safety pages, the overlays, the sign-up forms)
// is left to Rolldown.
//
// A group takes only the modules given to it, not what they import: Rolldown's default
// (`includeDependenciesRecursively`) would drag React, which the entry imports, into `mui`, and
// the landing page with it. Rolldown warns that this can make chunks import each other in a circle:
// `noChunkCycles` fails the build if they ever do.
import path from 'node:path';

/** @typedef {{ importedIds: readonly string[], dynamicallyImportedIds: readonly string[] }} ModuleInfo */
/** @typedef {(id: string) => ModuleInfo | null} GetModuleInfo */
/** @typedef {'query' | 'mui' | 'member' | 'admin'} Group */

const dir = String.raw`[\\/]`;
/** One pattern for module ids under any of `paths` (written with `/`, matching either separator). */
const anyOf = (...paths) => new RegExp(paths.map((p) => p.replaceAll('/', dir)).join('|'));

/** TanStack Query and the member's own record (the sign-up page reads it too). */
const QUERY = anyOf('/node_modules/@tanstack/', '/src/lib/query/', String.raw`/src/lib/session/(use-user-info|user-info-query)\.`);
/** MUI, what it is built on, and the app's icons and theme, which are MUI components. */
const MUI = anyOf(
  '/node_modules/(@mui|@emotion|react-transition-group|@popperjs|stylis|@babel/runtime|prop-types|react-is|hoist-non-react-statics|clsx)/',
  '/src/components/(icons|theme)/',
  String.raw`/src/app/mui-css-vars-stand-in\.`,
);
/** Lazy modules of the admin pages. */
const ADMIN_ENTRY = anyOf('/src/features/(admin-|analytics/)', '/src/app/routes/admin-', String.raw`/src/app/guards/require-admin\.`);
/** Lazy modules of the member's pages and dialogs. */
const MEMBER_ENTRY = anyOf(
  String.raw`/src/app/routes/(chat|gallery|memories|payment)\.`,
  String.raw`/src/app/guards/require-login\.`,
  '/src/features/(chat|account|contact|gallery|memories|billing|check-ins)/',
);

/** Every module reached from `starts`, following from each the modules `next` names (none: not a module). */
function reach(starts, next) {
  const seen = new Set();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop();
    if (seen.has(id)) continue;
    const following = next(id);
    if (!following) continue;
    seen.add(id);
    pending.push(...following);
  }
  return seen;
}

/** Every module reached from `starts` through static imports (what runs before anything lazy). */
function staticClosure(starts, getModuleInfo) {
  return reach(starts, (id) => getModuleInfo(id)?.importedIds);
}

/** Every lazily imported module reachable from `starts`, through static and lazy imports alike. */
function lazyModules(starts, getModuleInfo) {
  const lazy = new Set();
  reach(starts, (id) => {
    const info = getModuleInfo(id);
    if (!info) return null;
    for (const imported of info.dynamicallyImportedIds) lazy.add(imported);
    return [...info.importedIds, ...info.dynamicallyImportedIds];
  });
  return lazy;
}

/**
 * Which group each module goes to (modules not in the map are left to Rolldown), from the module
 * graph: `entry` is the page's entry module and `boot` the app's boot, which the entry imports lazily.
 *
 * @param {{ entry: string, boot: string }} starts
 * @param {GetModuleInfo} getModuleInfo
 * @returns {Map<string, Group>}
 */
export function planGroups({ entry, boot }, getModuleInfo) {
  const starts = [entry, boot];
  const landing = staticClosure(starts, getModuleInfo);
  /** @type {Map<string, Set<'member' | 'admin' | 'other'>>} which kinds of lazy module load each module */
  const loadedBy = new Map();
  for (const lazy of lazyModules(starts, getModuleInfo)) {
    if (landing.has(lazy)) continue;
    const kind = ADMIN_ENTRY.test(lazy) ? 'admin' : MEMBER_ENTRY.test(lazy) ? 'member' : 'other';
    for (const id of staticClosure([lazy], getModuleInfo)) {
      if (landing.has(id)) continue;
      if (!loadedBy.has(id)) loadedBy.set(id, new Set());
      loadedBy.get(id).add(kind);
    }
  }
  const plan = new Map();
  for (const [id, kinds] of loadedBy) {
    // A page that uses no MUI (sign-up, terms, privacy) reaches neither `mui` nor the pages' groups.
    if (QUERY.test(id)) plan.set(id, 'query');
    else if (MUI.test(id)) plan.set(id, 'mui');
    else if (!kinds.has('other')) plan.set(id, kinds.has('member') ? 'member' : 'admin');
  }
  return plan;
}

/**
 * The `codeSplitting` option for the client build.
 *
 * @param {{ entry: string, boot: string }} starts absolute paths of the entry module and of boot
 */
export function chunkGroups(starts) {
  /** @type {Map<string, Group> | undefined} */
  let plan;
  return {
    includeDependenciesRecursively: false,
    groups: [
      {
        debugName: 'bela',
        /** @param {string} id @param {{ getModuleInfo: GetModuleInfo }} context */
        name(id, context) {
          plan ??= planGroups(starts, (module) => context.getModuleInfo(module));
          return plan.get(id) ?? null;
        },
      },
    ],
  };
}

/** The first circle of static imports between chunks, as file names, or null. */
export function findChunkCycle(chunks) {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const state = new Map(); // 1: on the current path, 2: done
  const trail = [];
  const visit = (file) => {
    state.set(file, 1);
    trail.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 1) return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(file, 2);
    return null;
  };
  for (const file of imports.keys()) {
    if (!state.has(file)) {
      const found = visit(file);
      if (found) return found;
    }
  }
  return null;
}

/** A Vite plugin that fails the build when chunks import each other in a circle. */
export function noChunkCycles() {
  return {
    name: 'bela-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = findChunkCycle(Object.values(bundle).filter((item) => item.type === 'chunk'));
      if (cycle) this.error(`Chunks import each other in a circle: ${cycle.map((file) => path.basename(file)).join(' -> ')}`);
    },
  };
}
