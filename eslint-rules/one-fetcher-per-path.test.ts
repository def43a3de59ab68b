/**
 * `bela/one-fetcher-per-path` over a fixture folder of modules written to the disk: a module asking
 * for a path (or endpoint) another module already fetches fails, naming that module, whichever of
 * the two is linted and in whatever order; a path fetched once passes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import rule from './one-fetcher-per-path.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

// The web app in miniature: a resource's fetcher, a feature fetching its own path, a test and a
// test helper (which call what they like).
const root = mkdtempSync(path.join(tmpdir(), 'one-fetcher-'));
const files: Record<string, string> = {
  'resources/memories/fetchers.ts': [
    "import type { memoryEndpoints } from '@bela/contracts/memories';",
    "import { apiPost } from '../../lib/api-client';",
    "export const deleteMemory = (memoryId: string) => apiPost<typeof memoryEndpoints.delete>('/ai/memories/delete', { memoryId });",
    "export const listMemories = () => apiPost<(typeof memoryEndpoints)['list']>('/ai/memories', { limit: 50 });",
  ].join('\n'),
  'features/chat/api/stop-reply.ts': [
    "import type { chatEndpoints } from '@bela/contracts/chat';",
    'type StopEndpoint = (typeof chatEndpoints)["stop"];',
    'export const stop = (request: { path: "/ai/chat/stop" }) => apiPost<StopEndpoint>(request.path, {});',
  ].join('\n'),
  'features/contact/api/send.ts': "const CONTACT = '/api/email/contact';\nexport const send = (body: string) => fetch(CONTACT, { method: 'POST', body });",
  'features/memories/components/page.test.tsx': "apiPost<typeof memoryEndpoints.delete>('/ai/memories/delete', { memoryId: 'm1' });",
  'testing/memory-fixtures.ts': "apiPost<typeof memoryEndpoints.delete>('/ai/memories/delete', { memoryId: 'm1' });",
};
for (const [name, code] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), code);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (name: string) => path.join(root, name);
const options = [{ root }];
const second = (call: string, others: string) => ({ messageId: 'second' as const, data: { call, others } });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('one-fetcher-per-path', rule, {
  valid: [
    // Each module as it is on the disk: every path fetched once.
    ...Object.keys(files).map((name) => ({ filename: at(name), options, code: files[name]! })),
    // A new path, and an address that is not the API's.
    { filename: at('features/gallery/api/get-photos.ts'), options, code: "apiPost<typeof galleryEndpoints.photos>('/images/photos', { page: 1 });" },
    { filename: at('features/landing/api/hero.ts'), options, code: "fetch('/images/hero.webp');" },
    // Tests and test helpers may call anything.
    { filename: at('features/chat/api/undo.test.ts'), options, code: "apiPost<typeof memoryEndpoints.delete>('/ai/memories/delete', {});" },
  ],
  invalid: [
    // The chat's Undo calling the memory endpoints a second time.
    {
      filename: at('features/chat/api/undo-memory-change.ts'),
      options,
      code: "export const undo = (memoryId: string) => apiPost<typeof memoryEndpoints.delete>('/ai/memories/delete', { memoryId });",
      errors: [second('POST /ai/memories/delete', 'resources/memories/fetchers.ts')],
    },
    // Known by its endpoint alone (the path given as a variable), through a type alias.
    {
      filename: at('features/chat/hooks/use-stop.ts'),
      options,
      code: "type Endpoints = typeof chatEndpoints;\nexport const stop = (path: string) => apiPost<Endpoints['stop']>(path, {});",
      errors: [second('chatEndpoints.stop', 'features/chat/api/stop-reply.ts')],
    },
    // By path, through a constant, and as a `fetch` of the API's address.
    {
      filename: at('features/memories/api/list.ts'),
      options,
      code: "const PATH = '/ai/memories';\nexport const list = () => apiPost<Whatever>(PATH, {});",
      errors: [second('POST /ai/memories', 'resources/memories/fetchers.ts')],
    },
    {
      filename: at('features/account/api/contact.ts'),
      options,
      code: "export const send = () => fetch(`${API_BASE}/email/contact`, { method: 'POST' });",
      errors: [second('fetch /email/contact', 'features/contact/api/send.ts')],
    },
    // Several calls of one module, each reported.
    {
      filename: at('features/gallery/api/memories.ts'),
      options,
      code: "apiPost<typeof memoryEndpoints.list>('/ai/memories', {});\napiPost<typeof memoryEndpoints.delete>('/ai/memories/delete', {});",
      errors: [second('POST /ai/memories', 'resources/memories/fetchers.ts'), second('POST /ai/memories/delete', 'resources/memories/fetchers.ts')],
    },
  ],
});

describe('one-fetcher-per-path, whatever the order', () => {
  // A folder of its own: two features fetching one path (as gallery and admin-upload once did).
  const shared = mkdtempSync(path.join(tmpdir(), 'one-fetcher-order-'));
  afterAll(() => rmSync(shared, { recursive: true, force: true }));
  const modules: Record<string, string> = {
    'features/admin-upload/api/get-recent-photos.ts': "apiPost<typeof galleryEndpoints.photos>('/images/photos', { page: 1 });",
    'features/admin-gallery/api/get-admin-photos.ts': "apiPost<typeof galleryEndpoints.photos>('/images/photos', { page: 2 });",
  };
  for (const [name, code] of Object.entries(modules)) {
    mkdirSync(path.dirname(path.join(shared, name)), { recursive: true });
    writeFileSync(path.join(shared, name), code);
  }
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { bela: { rules: { 'one-fetcher-per-path': rule } } },
      rules: { 'bela/one-fetcher-per-path': ['error', { root: shared }] as ['error', { root: string }] },
    },
  ];
  const lint = (name: string) => new Linter({ cwd: shared }).verify(modules[name]!, config, path.join(shared, name)).map((message) => message.message);

  it('reports each of two modules fetching one path, naming the other, in either order', () => {
    const names = Object.keys(modules);
    const forwards = names.map(lint);
    const backwards = [...names].reverse().map(lint).reverse();
    expect(forwards).toEqual(backwards);
    expect(forwards[0]).toEqual([expect.stringContaining('POST /images/photos is already fetched by features/admin-gallery/api/get-admin-photos.ts')]);
    expect(forwards[1]).toEqual([expect.stringContaining('POST /images/photos is already fetched by features/admin-upload/api/get-recent-photos.ts')]);
  });
});
