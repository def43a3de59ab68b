import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build, without types
import { findChunkCycle, planGroups } from './chunk-groups.mjs';

/** A small module graph shaped like the app's: path -> [static imports, lazy imports]. */
const web = '/repo/web/src';
const nm = '/repo/node_modules';
const graph: Record<string, [string[], string[]]> = {
  [`${web}/app/main.tsx`]: [[`${nm}/react/index.js`, `${web}/app/early.ts`], [`${web}/app/boot.tsx`]],
  [`${web}/app/early.ts`]: [[], []],
  [`${web}/app/boot.tsx`]: [
    [`${nm}/react/index.js`, `${web}/lib/api-client.ts`],
    [`${web}/app/routes/chat.tsx`, `${web}/app/routes/signup.tsx`, `${web}/app/routes/admin-analytics.tsx`, `${web}/app/routes/contact.tsx`],
  ],
  [`${nm}/react/index.js`]: [[], []],
  [`${web}/lib/api-client.ts`]: [[], []],
  [`${web}/app/routes/chat.tsx`]: [
    [`${nm}/@mui/material/Button/index.js`, `${web}/features/chat/thread.tsx`, `${nm}/@tanstack/react-query/index.js`, `${web}/lib/auth-check.ts`, `${web}/features/contact/form.tsx`],
    [],
  ],
  [`${web}/app/routes/signup.tsx`]: [[`${nm}/@tanstack/react-query/index.js`, `${web}/lib/auth-check.ts`, `${nm}/react/index.js`], []],
  [`${web}/app/routes/admin-analytics.tsx`]: [[`${nm}/@mui/material/Button/index.js`, `${web}/features/analytics/chart.tsx`, `${web}/features/chat/thread.tsx`], []],
  [`${web}/app/routes/contact.tsx`]: [[`${nm}/@mui/material/Button/index.js`, `${web}/features/contact/form.tsx`], []],
  [`${nm}/@mui/material/Button/index.js`]: [[`${nm}/react/index.js`], []],
  [`${web}/features/chat/thread.tsx`]: [[`${web}/components/icons/material/send.tsx`], []],
  [`${web}/components/icons/material/send.tsx`]: [[`${nm}/@mui/material/Button/index.js`], []],
  [`${web}/features/analytics/chart.tsx`]: [[], []],
  [`${web}/features/contact/form.tsx`]: [[], []],
  [`${nm}/@tanstack/react-query/index.js`]: [[], []],
  [`${web}/lib/auth-check.ts`]: [[], []],
};
const getModuleInfo = (id: string) => (graph[id] ? { importedIds: graph[id][0], dynamicallyImportedIds: graph[id][1] } : null);
const plan = planGroups({ entry: `${web}/app/main.tsx`, boot: `${web}/app/boot.tsx` }, getModuleInfo) as Map<string, string>;

describe('planGroups', () => {
  it("leaves the landing page's code to Rolldown, even what the member's pages share with it", () => {
    for (const id of [`${web}/app/main.tsx`, `${web}/app/early.ts`, `${web}/app/boot.tsx`, `${web}/lib/api-client.ts`]) expect(plan.has(id)).toBe(false);
    // React is imported by MUI, which is grouped, but stays where the landing page loads it.
    expect(plan.has(`${nm}/react/index.js`)).toBe(false);
  });

  it('puts MUI, and the icons built on it, in one group', () => {
    expect(plan.get(`${nm}/@mui/material/Button/index.js`)).toBe('mui');
    expect(plan.get(`${web}/components/icons/material/send.tsx`)).toBe('mui');
  });

  it('gives the query cache its own group, shared by light pages and MUI pages', () => {
    expect(plan.get(`${nm}/@tanstack/react-query/index.js`)).toBe('query');
  });

  it("gathers what only the member's or the admin's pages load", () => {
    expect(plan.get(`${web}/app/routes/chat.tsx`)).toBe('member');
    // The admin pages load the member's code where they share it, never the other way round.
    expect(plan.get(`${web}/features/chat/thread.tsx`)).toBe('member');
    expect(plan.get(`${web}/app/routes/admin-analytics.tsx`)).toBe('admin');
    expect(plan.get(`${web}/features/analytics/chart.tsx`)).toBe('admin');
  });

  it('leaves a light page, and what it shares, to Rolldown', () => {
    expect(plan.has(`${web}/app/routes/signup.tsx`)).toBe(false);
    expect(plan.has(`${web}/lib/auth-check.ts`)).toBe(false); // the chat loads it too
  });

  it('leaves what another MUI page shares with the member pages to Rolldown', () => {
    expect(plan.has(`${web}/app/routes/contact.tsx`)).toBe(false);
    expect(plan.has(`${web}/features/contact/form.tsx`)).toBe(false);
  });
});

describe('findChunkCycle', () => {
  const chunk = (fileName: string, imports: string[]) => ({ fileName, imports });

  it('finds chunks that import each other, directly or through others', () => {
    expect(findChunkCycle([chunk('a.js', ['b.js']), chunk('b.js', ['a.js'])])).toEqual(['a.js', 'b.js', 'a.js']);
    expect(findChunkCycle([chunk('a.js', ['b.js']), chunk('b.js', ['c.js']), chunk('c.js', ['a.js'])])).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('answers null when the imports only go one way', () => {
    expect(findChunkCycle([chunk('a.js', ['b.js', 'c.js']), chunk('b.js', ['c.js']), chunk('c.js', [])])).toBeNull();
  });
});
