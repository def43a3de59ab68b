/** Paging helpers for stores that walk or clear a whole collection. */
import type { Doc, DocStore, Filter } from '../ports/doc-store';

const PAGE = 400;

/** Every document of a query, page by page, ordered by id. */
export async function* allDocs(docs: DocStore, collection: string, where: Filter[] = []): AsyncGenerator<Doc> {
  let startAfter: string | undefined;
  for (;;) {
    const page = await docs.query({ collection, where, limit: PAGE, startAfter });
    yield* page;
    if (page.length < PAGE) return;
    startAfter = page.at(-1)!.id;
  }
}

/** Deletes every document a query matches, in batches; returns how many. */
export async function deleteAll(docs: DocStore, collection: string, where: Filter[] = []): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await docs.query({ collection, where, limit: PAGE });
    if (page.length === 0) return deleted;
    await docs.batch((ops) => page.forEach((doc) => ops.delete(doc.path)));
    deleted += page.length;
  }
}

/** A document as plain JSON (dates become ISO strings), for exports. */
export const serialise = (data: Record<string, unknown>): Record<string, unknown> => JSON.parse(JSON.stringify(data));
