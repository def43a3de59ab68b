import { describe, expect, it } from 'vitest';
import { APP_MODULES_META as READ_BY_THE_ENTRY } from '../src/lib/boot/app-modules';
// @ts-expect-error: a plain ES module of the build, without types
import { APP_MODULES_META, appModulesMeta, staticClosure } from './app-modules.mjs';

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}
const chunk = (fileName: string, imports: string[], moduleIds: string[] = [], facadeModuleId: string | null = null): Chunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  moduleIds,
  imports,
});

// The shape of a build: the entry imports boot lazily; boot imports the runtime and React; the
// chat page's chunk (member) imports MUI and Query, which import the runtime; admin is not reached.
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', []),
    chunk('assets/boot-2.js', ['assets/runtime-3.js', 'assets/index-1.js'], ['/w/src/app/boot.tsx'], '/w/src/app/boot.tsx'),
    chunk('assets/runtime-3.js', []),
    chunk('assets/member-4.js', ['assets/mui-5.js', 'assets/query-6.js'], ['/w/src/features/chat/x.tsx', '/w/src/app/routes/chat.tsx']),
    chunk('assets/mui-5.js', ['assets/runtime-3.js']),
    chunk('assets/query-6.js', ['assets/runtime-3.js']),
    chunk('assets/admin-7.js', ['assets/mui-5.js'], ['/w/src/app/routes/admin-gallery.tsx']),
    chunk('assets/require-auth-8.js', ['assets/profile-9.js'], ['/w/src/app/guards/require-auth.tsx']),
    chunk('assets/profile-9.js', []),
  ].map((c) => [c.fileName, c]),
);

type Transform = { handler: (html: string, ctx: { bundle?: typeof bundle }) => { tags: Array<{ attrs: { name: string; content: string } }> } };
const metaOf = (plugin: { configResolved: (config: { base: string }) => void; transformIndexHtml: Transform }, base = '/') => {
  plugin.configResolved({ base });
  return plugin.transformIndexHtml.handler('<html></html>', { bundle }).tags[0]!.attrs;
};

describe('app modules named in the page', () => {
  it('the entry reads the tag the build writes', () => {
    expect(READ_BY_THE_ENTRY).toBe(APP_MODULES_META);
  });

  it('names boot and the start page with everything they import, each once, and nothing else', () => {
    const { name, content } = metaOf(appModulesMeta({ boot: '/w/src/app/boot.tsx', startModules: ['/src/app/routes/chat.tsx'] }));
    expect(name).toBe(APP_MODULES_META);
    expect(content.split(' ').sort()).toEqual(
      ['/assets/boot-2.js', '/assets/index-1.js', '/assets/member-4.js', '/assets/mui-5.js', '/assets/query-6.js', '/assets/runtime-3.js'].sort(),
    );
  });

  it("names a start module's own chunk too (the page's guard), with what it imports", () => {
    const { content } = metaOf(appModulesMeta({ boot: '/w/src/app/boot.tsx', startModules: ['/src/app/routes/chat.tsx', '/src/app/guards/require-auth.tsx'] }));
    expect(content.split(' ')).toEqual(expect.arrayContaining(['/assets/member-4.js', '/assets/require-auth-8.js', '/assets/profile-9.js']));
    expect(content.split(' ')).not.toContain('/assets/admin-7.js');
  });

  it("follows the build's base", () => {
    const { content } = metaOf(appModulesMeta({ boot: '/w/src/app/boot.tsx', startModules: ['/src/app/routes/chat.tsx'] }), '/app/');
    expect(content.split(' ')).toContain('/app/assets/boot-2.js');
  });

  it('fails the build when the start page is in no chunk (a renamed route)', () => {
    expect(() => metaOf(appModulesMeta({ boot: '/w/src/app/boot.tsx', startModules: ['/src/app/routes/talk.tsx'] }))).toThrow(/talk\.tsx/);
  });

  it('a closure ignores files outside the bundle and survives cycles', () => {
    const files = new Map([
      ['a', { imports: ['b', 'missing'] }],
      ['b', { imports: ['a'] }],
    ]);
    expect(staticClosure(['a'], files)).toEqual(expect.arrayContaining(['a', 'b']));
    expect(staticClosure(['a'], files)).toHaveLength(2);
  });
});
