/**
 * A member's own data: export it, delete the account, check the waitlist. Export and deletion walk
 * the same stores, so a collection that names the user is exported and deleted alike.
 */
import { accountEndpoints } from '@bela/contracts/account';
import type { BlobStore } from '../../ports/blob-store';
import type { Identity } from '../../ports/identity';
import type { Payments } from '../../ports/payments';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import type { ConversationStore } from '../../stores/conversations';
import type { MemoryStore } from '../../stores/memories';
import type { AnalyticsEventStore } from '../../stores/analytics-events';
import type { SupportMailStore } from '../../stores/support-mail';
import type { UserStore } from '../../stores/users';
import type { WaitlistStore } from '../../stores/waitlist';
import { toExport } from '../../domain/conversation-export';
import { userInfoFor } from '../../domain/user-access';
import { route, type RouteBinding } from '../../http/route';

export interface AccountDeps {
  users: UserStore;
  waitlist: WaitlistStore;
  conversations: ConversationStore;
  memories: MemoryStore;
  analytics: AnalyticsEventStore;
  supportMail: SupportMailStore;
  blobs: BlobStore;
  payments: Payments;
  identity: Identity;
  logger: Logger;
  now: () => Date;
}

export function accountRoutes(deps: AccountDeps): RouteBinding[] {
  return [
    route(accountEndpoints.export, async ({ caller, res }) => {
      const { uid, emailVerified } = caller;
      const record = await deps.users.get(uid);
      if (!record) throw new AppError('user-not-found', { message: 'No account data was found.' });
      const [profile, storedConversations, memories, events, contactMessages] = await Promise.all([
        userInfoFor(deps, uid, record, emailVerified),
        deps.conversations.exportAll(uid),
        deps.memories.exportAll(uid),
        deps.analytics.exportOf(uid),
        deps.supportMail.exportFrom(record.email),
      ]);
      res.set('Content-Disposition', `attachment; filename="bela-data-${uid}.json"`);
      const exportedAt = deps.now();
      // The conversations as the chat's export has them: every message with its alternatives and versions.
      const { conversations } = toExport(storedConversations, exportedAt);
      return { exportedAt: exportedAt.toISOString(), profile, conversations, memories, activity: { ...events, contactMessages } };
    }),

    route(accountEndpoints.delete, async ({ caller, requestId }) => {
      const { uid } = caller;
      const record = await deps.users.get(uid);
      const email = record?.email ?? caller.email?.toLowerCase() ?? null;
      // First, so a member is never charged again for an account that no longer exists.
      const subscriptions = record?.stripeCustomerId ? await deps.payments.cancelAll(record.stripeCustomerId) : 0;
      const conversations = await deps.conversations.deleteAllOf(uid);
      const memories = await deps.memories.deleteAllOf(uid);
      await deps.analytics.deleteOf(uid);
      if (email) await deps.supportMail.deleteFrom(email);
      const files = await deps.blobs.deletePrefix(`users/${uid}/`);
      await deps.users.delete(uid);
      // The identity account goes last: until then, a failed deletion can be retried with the same token.
      await deps.identity.deleteUser(uid);
      deps.logger.info('account deleted', { requestId, uid, conversations, memories, files, subscriptions });
      return { deleted: true as const };
    }),

    route(accountEndpoints.checkWaitlist, async ({ body, caller }) => {
      // Membership of other addresses is nobody else's business.
      if (body.email !== caller.email?.toLowerCase()) {
        throw new AppError('permission-denied', { message: 'You can only check your own e-mail address.' });
      }
      return { exists: await deps.waitlist.has(body.email) };
    }),
  ];
}
