/**
 * `bela/one-fetcher-per-path`: each API path (and contract endpoint) is called from one module of
 * the web app, its fetcher: the resource's module for data several features share
 * (`web/src/resources/<name>/`), else the one feature's `api/` module. A second module calling it
 * is refused, naming the first, so two features never ask for one resource under two keys and two
 * shapes (docs/decisions/0029-resource-homes.md).
 *
 * It does not remember what earlier files showed it: whatever order the files are linted in, on one
 * thread or many, with ESLint's cache or without, it compares the file with a map of every other
 * module's calls, read from the disk under `root`. The map is built once per process and kept
 * current by the files' modification times (checked at most once a second).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@typescript-eslint/parser';
import { API_CLIENT_METHODS, apiCallsOf, describeCall, identitiesOf } from './api-calls.js';

const DEFAULT_IGNORE = ['\\.test\\.tsx?$', '\\.d\\.ts$', '(^|/)testing/'];
const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/;
const RECHECK_MS = 1_000;

/** By root: `{ files: Map<absolute path, { mtimeMs, size, calls }>, checkedAt }`. */
const scans = new Map();

function sourceFiles(root, ignore) {
  const found = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !ignore.some((pattern) => pattern.test(`${relative}/`))) visit(full);
      } else if (SOURCE.test(entry.name) && !ignore.some((pattern) => pattern.test(relative))) {
        found.push(full);
      }
    }
  };
  visit(root);
  return found.sort();
}

/** Any mention of a caller: only the modules with one are parsed (a few dozen of the app's hundreds). */
const MENTIONS_A_CALLER = new RegExp(`\\b(${[...Object.keys(API_CLIENT_METHODS), 'fetch'].join('|')})\\b`);

/** What one module calls: its calls' identities and descriptions. */
function callsInFile(file) {
  const text = readFileSync(file, 'utf8');
  if (!MENTIONS_A_CALLER.test(text)) return [];
  let program;
  try {
    program = parse(text, { jsx: /\.[jt]sx$/.test(file), range: true, loc: true, sourceType: 'module', ecmaVersion: 'latest' });
  } catch {
    // A module that does not parse is reported by the parser when it is linted itself.
    return [];
  }
  return apiCallsOf(program).map((call) => ({ identities: identitiesOf(call), description: describeCall(call) }));
}

/** The map of every module's calls under `root`, brought up to date. */
function scan(root, ignore) {
  let entry = scans.get(root);
  const now = Date.now();
  if (entry && now - entry.checkedAt < RECHECK_MS) return entry.files;
  const previous = entry?.files ?? new Map();
  const files = new Map();
  for (const file of sourceFiles(root, ignore)) {
    const { mtimeMs, size } = statSync(file);
    const known = previous.get(file);
    files.set(file, known && known.mtimeMs === mtimeMs && known.size === size ? known : { mtimeMs, size, calls: callsInFile(file) });
  }
  entry = { files, checkedAt: now };
  scans.set(root, entry);
  return files;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Each API path is called from one module (its resource or feature fetcher); a second caller is refused.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string', description: 'The folder whose modules are compared (default: web/src under the working directory).' },
          ignore: { type: 'array', items: { type: 'string' }, description: 'Patterns of paths under root left out (tests, test helpers).' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      second:
        '{{call}} is already fetched by {{others}}: one module per path. Use that module (move it into web/src/resources/<name>/ when several features need it) instead of calling the API again.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = path.resolve(context.cwd, options.root ?? 'web/src');
    const ignore = (options.ignore ?? DEFAULT_IGNORE).map((pattern) => new RegExp(pattern));
    const filename = path.resolve(context.cwd, context.filename);
    const relative = path.relative(root, filename).split(path.sep).join('/');
    if (ignore.some((pattern) => pattern.test(relative))) return {};
    // Other modules are named from the working directory (web/src/...), or from root outside it.
    const base = path.relative(context.cwd, root).startsWith('..') ? root : context.cwd;

    return {
      'Program:exit'(program) {
        const calls = apiCallsOf(program);
        if (calls.length === 0) return;
        const others = new Map();
        for (const [file, { calls: theirs }] of scan(root, ignore)) {
          if (file === filename) continue;
          const name = path.relative(base, file).split(path.sep).join('/');
          for (const call of theirs) {
            for (const identity of call.identities) {
              if (!others.has(identity)) others.set(identity, new Set());
              others.get(identity).add(name);
            }
          }
        }
        for (const call of calls) {
          const modules = new Set(identitiesOf(call).flatMap((identity) => [...(others.get(identity) ?? [])]));
          if (modules.size === 0) continue;
          context.report({ node: call.node, messageId: 'second', data: { call: describeCall(call), others: [...modules].sort().join(', ') } });
        }
      },
    };
  },
};
