/**
 * The rules test covers every collection only if STORE_COLLECTIONS names them all: these checks
 * read the stores' sources (no emulator needed) and fail when a store writes a collection the list
 * lacks, or the list names one its owner no longer writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectionName, collectionNamesIn, STORE_COLLECTIONS } from './store-collections';

const root = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

const STORES = 'functions/src/stores/';
/**
 * Modules of stores/ that own no collection: helpers the stores share (memory-copies.ts works on the
 * conversations' messages for their owner, memory-versions.ts on a memory's fields for its owner),
 * and speech-audio.ts, whose `speech/` paths are blobs in the file store, not documents.
 */
const HELPERS = ['document-pages.ts', 'sharded-counter.ts', 'reply-alternatives.ts', 'memory-copies.ts', 'memory-versions.ts', 'speech-audio.ts'];
const storeModules = readdirSync(new URL(STORES, root))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !HELPERS.includes(file))
  .map((file) => STORES + file);

const listedBy = (owner: string) => STORE_COLLECTIONS.filter((c) => c.owner === owner).map((c) => collectionName(c.path));

describe('the collections the rules test covers', () => {
  it('include every collection a store names', () => {
    const unlisted = storeModules.flatMap((file) =>
      [...collectionNamesIn(read(file))].filter((name) => !listedBy(file).includes(name)).map((name) => `${file}: ${name}`),
    );
    expect(unlisted, 'add these to tests/rules/store-collections.ts').toEqual([]);
  });

  it('name a collection of every store module', () => {
    expect(storeModules).toContain(`${STORES}users.ts`);
    expect(storeModules.filter((file) => listedBy(file).length === 0)).toEqual([]);
    // A store whose every collection is out of the scan's sight would make the first check vacuous.
    expect(storeModules.filter((file) => collectionNamesIn(read(file)).size === 0), 'no collection name seen').toEqual([]);
  });

  it('are each still written by their owner', () => {
    const stale = STORE_COLLECTIONS.filter(({ path, owner }) => {
      const source = read(owner);
      const name = collectionName(path);
      // A name reached through a variable (the analytics event kinds) still appears as a literal.
      return !collectionNamesIn(source).has(name) && !new RegExp(`['"\`]${name}['"\`]`).test(source);
    }).map(({ path, owner }) => `${owner}: ${path}`);
    expect(stale).toEqual([]);
  });
});

describe('collectionNamesIn', () => {
  it('reads the collection names of path literals and of names passed alone', () => {
    const source = [
      "import { allDocs } from '../ports/doc-store';",
      '/** Owner of `notes/{id}`. */',
      'const notePath = (id: string) => `notes/${id}`;',
      "const META = 'index/meta';",
      'const tagsPath = (uid: string) => `${userPath(uid)}/tags/${tag}/uses`;',
      'const eventPath = `${kind}/${id}`; // hides the kind',
      "await this.docs.query({ collection: 'people', limit: 1 });",
      "await deleteAll(this.docs, 'counters', [{ field: 'expireAt', op: '<=', value: now }]);",
    ].join('\n');
    expect([...collectionNamesIn(source)].sort()).toEqual(['counters', 'index', 'notes', 'people', 'tags', 'uses']);
  });
});
