/**
 * POST /account/export and /account/delete: a user can take all their data with them, or have
 * their identity account and every document and file of theirs removed.
 */
import { Router } from 'express';
import type { Services } from '../../composition-root';
import { deleteAccountRequest } from '../../shared/schemas';
import { validateBody } from '../../http/middleware';
import { HttpError } from '../../http/http-error';
import { userPath, type UserRecord } from '../auth/user-record';
import { userInfoFor } from '../entitlements/user-access';
import { allDocs, conversationsPath, deleteAll, deleteConversationTree, messagesPath, ownedElsewhere } from './user-data';

const serialise = (data: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(data, (_key, value: unknown) => (value instanceof Date ? value.toISOString() : value)));

export function accountRoutes(services: Services): Router {
  const router = Router();
  const { docs } = services;

  router.post('/export', async (req, res) => {
    const { uid, emailVerified } = req.user!;
    const profile = await docs.get<UserRecord>(userPath(uid));
    if (!profile) throw HttpError.notFound('No account data was found.', 'user-not-found');
    const conversations = [];
    for await (const conversation of allDocs(docs, conversationsPath(uid))) {
      const messages = [];
      for await (const message of allDocs(docs, messagesPath(uid, conversation.id))) messages.push({ id: message.id, ...serialise(message.data) });
      messages.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
      conversations.push({ id: conversation.id, ...serialise(conversation.data), messages });
    }
    const activity: Record<string, unknown[]> = {};
    for (const { collection, where } of ownedElsewhere(uid, profile.data.email)) {
      activity[collection] = [];
      for await (const doc of allDocs(docs, collection, [where])) activity[collection].push({ id: doc.id, ...serialise(doc.data) });
    }
    res.set('Content-Disposition', `attachment; filename="bela-data-${uid}.json"`);
    res.json({
      success: true,
      data: {
        exportedAt: services.now().toISOString(),
        profile: await userInfoFor(services, uid, profile.data, emailVerified),
        conversations,
        activity,
      },
    });
  });

  router.post('/delete', validateBody(deleteAccountRequest), async (req, res) => {
    const { uid } = req.user!;
    const profile = await docs.get<UserRecord>(userPath(uid));
    const email = profile?.data.email ?? req.user!.email?.toLowerCase() ?? null;
    let conversations = 0;
    for (;;) {
      const page = await docs.query({ collection: conversationsPath(uid), limit: 100 });
      if (page.length === 0) break;
      for (const conversation of page) await deleteConversationTree(docs, uid, conversation.id);
      conversations += page.length;
    }
    for (const { collection, where } of ownedElsewhere(uid, email)) await deleteAll(docs, collection, [where]);
    const files = await services.blobs.deletePrefix(`users/${uid}/`);
    await docs.delete(userPath(uid));
    // The identity account goes last: until then, a failed deletion can be retried with the same token.
    await services.identity.deleteUser(uid);
    services.logger.info('account deleted', { requestId: req.id, uid, conversations, files });
    res.json({ success: true, data: { deleted: true } });
  });

  return router;
}
