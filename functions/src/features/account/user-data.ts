/**
 * Where a user's data lives. Export and deletion both walk this one map, so a collection added
 * here is exported and deleted alike.
 */
import type { Doc, DocStore, Filter } from '../../ports/doc-store';
import { userPath } from '../auth/user-record';

const PAGE = 400;

export const conversationsPath = (uid: string) => `${userPath(uid)}/conversations`;
export const messagesPath = (uid: string, conversationId: string) => `${conversationsPath(uid)}/${conversationId}/messages`;

/** Top-level collections holding documents that name the user. */
export function ownedElsewhere(uid: string, email: string | null): { collection: string; where: Filter }[] {
  const byUid = ['logins', 'visits', 'actions'].map((collection) => ({
    collection,
    where: { field: 'userId', op: '==' as const, value: uid },
  }));
  const byEmail = email ? [{ collection: 'contactMessages', where: { field: 'email', op: '==' as const, value: email } }] : [];
  return [...byUid, ...byEmail];
}

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

export async function deleteConversationTree(docs: DocStore, uid: string, conversationId: string): Promise<number> {
  const messages = await deleteAll(docs, messagesPath(uid, conversationId));
  await docs.delete(`${conversationsPath(uid)}/${conversationId}`);
  return messages;
}
