/** Owner of `users/{uid}`: the profile, role and the server-owned subscription fields. */
import { DocStoreError, FieldValues, type DocStore, type WriteOps } from '../ports/doc-store';
import { AppError } from '../platform/app-error';
import type { Role, SignupMethod } from '@bela/contracts/common';

export interface UserRecord {
  displayName: string;
  email: string;
  createdAt: Date;
  method: SignupMethod;
  ageConfirmed: boolean;
  /** Server-owned: written by admin tooling and Stripe sync only. */
  subscriptionStatus: string;
  paymentStatus: string;
  subscriptionPeriodStart: Date | null;
  subscriptionPeriodEnd: Date | null;
  lastPaymentDate: Date | null;
  cancelAtPeriodEnd: boolean;
  role: Role;
  /** The member's customer at the payment provider, created before their first checkout. */
  stripeCustomerId?: string;
  lastLoginAt?: Date;
  /** When the member last sent Bela a message, in any conversation (one write per chat turn). */
  lastChatAt?: Date;
  /** The day (UTC) of the member's latest message, and how many they sent that day (the Conversations median). */
  chatDay?: string;
  chatDayMessages?: number;
  /** When the chat last told the member that Bela is an AI, not a human (features/chat/ai-notice.ts). */
  aiNoticeAt?: Date;
  /** The member's check-ins switch (features/check-ins), for the Conversations figures split by it. */
  checkInsOn?: boolean;
  /** When Bela last checked in (a reply within the hour after it is counted). */
  lastCheckInAt?: Date;
  /** The end of the complimentary access admins granted (issue 25); never a subscription. */
  complimentaryUntil?: Date;
  /** The latest complimentary grants, oldest first (at most `MAX_COMPLIMENTARY_GRANTS`). */
  complimentaryGrants?: ComplimentaryGrantRecord[];
  [key: string]: unknown;
}

/** One complimentary month an admin granted. */
export interface ComplimentaryGrantRecord {
  at: Date;
  byUid: string;
  byEmail: string | null;
  until: Date;
}

export const userPath = (uid: string) => `users/${uid}`;

/**
 * True on an account signed up with an address not yet verified: it has claimed no free trial
 * (decision 0023). Set false once the verified account claims its mailbox's trial.
 */
export const TRIAL_PENDING = 'trialAwaitsVerification';

/** The subscription fields, written by the subscription sync only. */
export type SubscriptionFields = Pick<
  UserRecord,
  'subscriptionStatus' | 'paymentStatus' | 'subscriptionPeriodStart' | 'subscriptionPeriodEnd' | 'lastPaymentDate' | 'cancelAtPeriodEnd'
>;

/** A new account: a non-admin trial user, whatever the client sent. */
export function newUserRecord(input: { email: string; displayName: string; method: SignupMethod; now: Date }): UserRecord {
  return {
    displayName: input.displayName,
    email: input.email,
    createdAt: input.now,
    method: input.method,
    ageConfirmed: true,
    subscriptionStatus: 'none',
    paymentStatus: 'unpaid',
    subscriptionPeriodStart: null,
    subscriptionPeriodEnd: null,
    lastPaymentDate: null,
    cancelAtPeriodEnd: false,
    role: 'user',
  };
}

export class UserStore {
  constructor(private readonly docs: DocStore) {}

  async get(uid: string): Promise<UserRecord | null> {
    return (await this.docs.get<UserRecord>(userPath(uid)))?.data ?? null;
  }

  /** Refuses with `already-registered` when the profile exists. */
  async create(uid: string, record: UserRecord): Promise<void> {
    try {
      await this.docs.create(userPath(uid), record);
    } catch (error) {
      if (error instanceof DocStoreError && error.code === 'already-exists') throw new AppError('already-registered');
      throw error;
    }
  }

  async recordLogin(uid: string): Promise<void> {
    await this.docs.update(userPath(uid), { lastLoginAt: FieldValues.serverTime() });
  }

  /** Notes the time of the member's latest message to Bela; a turn reads the previous one first. */
  async recordChat(uid: string, at: Date): Promise<void> {
    await this.docs.update(userPath(uid), { lastChatAt: at });
  }

  /** Notes how many messages the member has sent on `day` (YYYY-MM-DD, UTC), after a counted turn. */
  async recordChatDay(uid: string, day: string, messages: number): Promise<void> {
    await this.docs.update(userPath(uid), { chatDay: day, chatDayMessages: messages });
  }

  /** Notes the member's check-ins switch (the Conversations figures split members by it). */
  async recordCheckIns(uid: string, on: boolean): Promise<void> {
    try {
      await this.docs.update(userPath(uid), { checkInsOn: on });
    } catch (error) {
      // No profile yet (sign-up not completed): nothing to split by.
      if (!(error instanceof DocStoreError && error.code === 'not-found')) throw error;
    }
  }

  /** Notes a check-in sent, as a write of the scheduler's transaction. */
  recordCheckInIn(ops: WriteOps, uid: string, at: Date): void {
    ops.update(userPath(uid), { lastCheckInAt: at });
  }

  /** Notes when the chat told the member that Bela is an AI (New York's notice); the next turns read it. */
  async recordAiNotice(uid: string, at: Date): Promise<void> {
    await this.docs.update(userPath(uid), { aiNoticeAt: at });
  }

  /**
   * Writes the trial a verified account claimed (its start, and the day counted as its end) and
   * clears the pending mark, unless another request did so first.
   */
  async settleTrial(uid: string, fields: { trialStartedAt: Date; [field: string]: unknown }): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const current = await tx.get<UserRecord>(userPath(uid));
      if (current?.data[TRIAL_PENDING] !== true) return;
      tx.update(userPath(uid), { ...fields, [TRIAL_PENDING]: false });
    });
  }

  async isAdmin(uid: string): Promise<boolean> {
    return (await this.get(uid))?.role === 'admin';
  }

  async findUidByEmail(email: string): Promise<string | null> {
    const [user] = await this.docs.query({
      collection: 'users',
      where: [{ field: 'email', op: '==', value: email.trim().toLowerCase() }],
      limit: 1,
    });
    return user?.id ?? null;
  }

  /**
   * Records the member's customer at the payment provider unless one is recorded already, in one
   * transaction, and returns the customer the member has: the first one recorded is never
   * replaced, so two checkouts started at once end on one customer.
   */
  async setStripeCustomer(uid: string, customerId: string): Promise<string> {
    return this.docs.transaction(async (tx) => {
      const current = await tx.get<UserRecord>(userPath(uid));
      if (!current) throw new AppError('user-not-found');
      if (current.data.stripeCustomerId) return current.data.stripeCustomerId;
      tx.update(userPath(uid), { stripeCustomerId: customerId });
      return customerId;
    });
  }

  async findUidByStripeCustomer(customerId: string): Promise<string | null> {
    const [user] = await this.docs.query({ collection: 'users', where: [{ field: 'stripeCustomerId', op: '==', value: customerId }], limit: 1 });
    return user?.id ?? null;
  }

  async setSubscription(uid: string, fields: SubscriptionFields): Promise<void> {
    await this.docs.update(userPath(uid), { ...fields, subscriptionSyncedAt: FieldValues.serverTime() });
  }

  /**
   * Writes the subscription fields unless the record holds newer ones, in one transaction: newer
   * means read from the provider later (`subscriptionReadAt`, the server's clock) or following a
   * later provider event (`subscriptionEventAt`, the provider's clock). Each time is kept beside
   * the fields it dates. Returns what the record holds afterwards.
   */
  async setSubscriptionIfNewer(
    uid: string,
    fields: SubscriptionFields,
    version: { readAt: Date; eventAt: Date | null },
    /** Called with the record before the write, inside the transaction (the business counters). */
    alsoWrite?: (before: UserRecord, tx: WriteOps) => void,
  ): Promise<{ written: boolean; fields: SubscriptionFields }> {
    return this.docs.transaction(async (tx) => {
      const current = await tx.get<UserRecord>(userPath(uid));
      if (!current) throw new AppError('user-not-found');
      const storedReadAt = current.data['subscriptionReadAt'];
      const storedEventAt = current.data['subscriptionEventAt'];
      const olderRead = storedReadAt instanceof Date && version.readAt < storedReadAt;
      const olderEvent = version.eventAt !== null && storedEventAt instanceof Date && version.eventAt < storedEventAt;
      if (olderRead || olderEvent) {
        const { subscriptionStatus, paymentStatus, subscriptionPeriodStart, subscriptionPeriodEnd, lastPaymentDate, cancelAtPeriodEnd } = current.data;
        return { written: false, fields: { subscriptionStatus, paymentStatus, subscriptionPeriodStart, subscriptionPeriodEnd, lastPaymentDate, cancelAtPeriodEnd } };
      }
      tx.update(userPath(uid), {
        ...fields,
        subscriptionReadAt: version.readAt,
        ...(version.eventAt ? { subscriptionEventAt: version.eventAt } : {}),
        subscriptionSyncedAt: FieldValues.serverTime(),
      });
      alsoWrite?.(current.data, tx);
      return { written: true, fields };
    });
  }

  /** Notes a refund or dispute of one of the member's payments (the latest one is kept). */
  async recordPaymentReversal(uid: string, reversal: { kind: 'refund' | 'dispute'; chargeId: string; at: Date; endedAccess: boolean }): Promise<void> {
    await this.docs.update(userPath(uid), { lastPaymentReversal: reversal });
  }

  /**
   * Grants `days` of complimentary access from the later of `at` and the current complimentary
   * end, in one transaction: two grants at once both count. `refuse` sees the record first and
   * may throw (a member Stripe already pays for). The grants list keeps the latest `keep`.
   */
  async grantComplimentary(
    uid: string,
    grant: { at: Date; byUid: string; byEmail: string | null; days: number; keep: number },
    refuse: (record: UserRecord) => void,
  ): Promise<{ until: Date; grants: ComplimentaryGrantRecord[] }> {
    return this.docs.transaction(async (tx) => {
      const current = await tx.get<UserRecord>(userPath(uid));
      if (!current) throw new AppError('member-not-found');
      refuse(current.data);
      const previous = current.data.complimentaryUntil;
      const from = previous instanceof Date && previous > grant.at ? previous : grant.at;
      const until = new Date(from.getTime() + grant.days * 24 * 60 * 60 * 1000);
      const grants = [...(current.data.complimentaryGrants ?? []), { at: grant.at, byUid: grant.byUid, byEmail: grant.byEmail, until }].slice(-grant.keep);
      tx.update(userPath(uid), { complimentaryUntil: until, complimentaryGrants: grants });
      return { until, grants };
    });
  }

  async setRole(uid: string, role: Role): Promise<void> {
    await this.docs.update(userPath(uid), { role });
  }

  async delete(uid: string): Promise<void> {
    await this.docs.delete(userPath(uid));
  }
}
