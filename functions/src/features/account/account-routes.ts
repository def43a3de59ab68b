/**
 * A member's own data: export it, delete the account, check the waitlist. Export and deletion walk
 * the same stores, so a collection that names the user is exported and deleted alike.
 *
 * Records keyed on an address (contact messages, the waitlist entry) are the caller's only as far
 * as they prove it: a contact message sent from this account is theirs; one sent signed out, or
 * before messages named their sender, is theirs only when they have verified the address; the
 * waitlist entry likewise. Anyone can create an account with someone else's address.
 */
import { accountEndpoints } from '@bela/contracts/account';
import type { BlobStore } from '../../ports/blob-store';
import type { Identity } from '../../ports/identity';
import type { Payments } from '../../ports/payments';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import type { RateLimiter } from '../../stores/rate-limits';
import type { ConversationStore } from '../../stores/conversations';
import type { MemoryStore } from '../../stores/memories';
import type { AnalyticsEventStore } from '../../stores/analytics-events';
import type { SupportMailStore } from '../../stores/support-mail';
import type { TrialRecordStore } from '../../stores/trial-records';
import type { UserStore } from '../../stores/users';
import type { WaitlistStore } from '../../stores/waitlist';
import { writeConversationsJson } from '../../domain/conversation-export';
import { exportRule } from '../../domain/read-throttles';
import { mailboxOf, trialPending, trialStartOf, userInfoFor } from '../../domain/user-access';
import { isEmailVerified } from '../../domain/email-verification';
import type { VerifiedToken } from '../../ports/identity';
import { route, StreamedFile, type RouteBinding } from '../../http/route';
import { SpeechAudioStore } from '../../stores/speech-audio';

export interface AccountDeps {
  users: UserStore;
  /** Bela's photo moments state of the member (issue 42), deleted with the account. */
  photoMoments?: { deleteAllOf(uid: string): Promise<void> };
  /** The member's check-in settings and notification devices (issue 44), deleted with the account. */
  checkIns?: { deleteAllOf(uid: string): Promise<void>; exportOf(uid: string): Promise<Record<string, unknown>[]> };
  waitlist: WaitlistStore;
  conversations: ConversationStore;
  memories: MemoryStore;
  analytics: AnalyticsEventStore;
  supportMail: SupportMailStore;
  trialRecords: TrialRecordStore;
  rateLimiter: RateLimiter;
  blobs: BlobStore;
  payments: Payments;
  identity: Identity;
  logger: Logger;
  now: () => Date;
  /** The subscription sync, run once the subscriptions are cancelled: the admin's figures count the cancellation. */
  syncCancelled?: (customerId: string, uid: string) => Promise<unknown>;
}

/**
 * Who the caller is to the records keyed on an address: their uid, and their address only when
 * verified (asked of the identity provider when the token was minted before the link was opened).
 */
async function ownerOf(
  deps: AccountDeps,
  caller: VerifiedToken,
  recordEmail: string | null,
): Promise<{ uid: string; emailVerified: boolean; verifiedEmail: string | null }> {
  const tokenEmail = caller.email?.toLowerCase() ?? null;
  const emailVerified = await isEmailVerified(deps.identity, caller);
  // Sign-up refuses a profile address other than the token's; should they differ, neither is proven.
  const proven = emailVerified && tokenEmail !== null && (recordEmail === null || recordEmail === tokenEmail);
  return { uid: caller.uid, emailVerified, verifiedEmail: proven ? tokenEmail : null };
}

export function accountRoutes(deps: AccountDeps): RouteBinding[] {
  return [
    route(accountEndpoints.export, async ({ caller }) => {
      const { uid } = caller;
      const record = await deps.users.get(uid);
      if (!record) throw new AppError('user-not-found', { message: 'No account data was found.' });
      // It reads everything the member has: a few a minute, counted with the chat's exports (decision 0024).
      await deps.rateLimiter.consume(exportRule, uid);
      const owner = await ownerOf(deps, caller, record.email);
      const [profile, conversations, memories, events, contactMessages, waitlist, checkIns] = await Promise.all([
        userInfoFor(deps, uid, record, owner.emailVerified),
        deps.conversations.exportSource(uid),
        deps.memories.exportAll(uid),
        deps.analytics.exportOf(uid),
        deps.supportMail.exportOf(owner),
        owner.verifiedEmail ? deps.waitlist.exportOf(owner.verifiedEmail) : [],
        deps.checkIns?.exportOf(uid) ?? [],
      ]);
      const exportedAt = deps.now().toISOString();
      // The success envelope, as the mount would send it, with the conversations (as the chat's export
      // has them: every message with its alternatives and versions) written as they are read.
      const field = (key: string, value: unknown) => `${JSON.stringify(key)}:${JSON.stringify(value)}`;
      return new StreamedFile(`bela-data-${uid}.json`, 'application/json; charset=utf-8', async (write) => {
        await write(`{"success":true,"data":{${field('exportedAt', exportedAt)},${field('profile', profile)},"conversations":`);
        await writeConversationsJson(conversations, write, { space: 0, depth: 0 });
        await write(`,${field('memories', memories)},${field('activity', { ...events, contactMessages, waitlist, checkIns })}}}`);
      });
    }),

    route(accountEndpoints.delete, async ({ caller, requestId }) => {
      const { uid } = caller;
      const record = await deps.users.get(uid);
      const owner = await ownerOf(deps, caller, record?.email ?? null);
      // First, so a member is never charged again for an account that no longer exists.
      const subscriptions = record?.stripeCustomerId ? await deps.payments.cancelAll(record.stripeCustomerId) : 0;
      if (record?.stripeCustomerId && subscriptions > 0) await deps.syncCancelled?.(record.stripeCustomerId, uid);
      // Then the customer itself: Stripe keeps no name, address or card for an account that is gone.
      if (record?.stripeCustomerId) await deps.payments.deleteCustomer(record.stripeCustomerId);
      // The address's free trial outlives the account: signing up again does not start a new one.
      // An account whose address was never verified claimed no trial, and keeps none (decision 0023).
      if (record?.email && !trialPending(record)) await deps.trialRecords.keep(mailboxOf(record.email), trialStartOf(record), deps.now());
      const conversations = await deps.conversations.deleteAllOf(uid);
      const memories = await deps.memories.deleteAllOf(uid);
      await deps.photoMoments?.deleteAllOf(uid);
      await deps.checkIns?.deleteAllOf(uid);
      await deps.analytics.deleteOf(uid);
      // The windows keyed by the uid only: the chat's quotas count the mailbox (features/chat/entitlements.ts)
      // and outlive the account, so signing up again refills nothing.
      await deps.rateLimiter.forget(uid);
      await deps.supportMail.deleteOf(owner);
      if (owner.verifiedEmail) await deps.waitlist.remove(owner.verifiedEmail);
      const files = (await deps.blobs.deletePrefix(`users/${uid}/`)) + (await new SpeechAudioStore(deps.blobs).deleteAllOf(uid));
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
