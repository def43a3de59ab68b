/**
 * Owner of `trialRecords/{key}`: the free trials addresses have had, so deleting an account and
 * signing up again does not start a new one. The key is a keyed hash (HMAC-SHA-256 with the
 * server's TRIAL_RECORD_SECRET) of the normalised address; no plain address is stored, and the
 * record outlives the account (account deletion keeps it).
 *
 * Normalised: lower-cased, a `+tag` dropped, and for Gmail (gmail.com, googlemail.com: one
 * mailbox) the dots of the local part too, so `F.o.o+x@googlemail.com` is `foo@gmail.com`.
 */
import { createHmac } from 'node:crypto';
import type { DocStore } from '../ports/doc-store';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an address delivers to, as far as the address itself says. */
export function normaliseMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The record's id: hex HMAC-SHA-256 of the normalised address, under the server's secret. */
export function trialRecordKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(normaliseMailbox(email)).digest('hex');
}

interface TrialRecord {
  /** When the first account of the address started its free trial. */
  trialStartedAt: Date;
  /** The latest sign-up (or account deletion) that read or wrote the record. */
  lastSeenAt: Date;
  [field: string]: unknown;
}

export interface TrialClaim {
  /** Where this account's trial starts: now for an address's first trial, else its first account's start. */
  trialStartedAt: Date;
  /** The address had a trial before: this account goes on with it rather than starting one. */
  alreadyUsed: boolean;
}

const recordPath = (key: string) => `trialRecords/${key}`;

export class TrialRecordStore {
  constructor(
    private readonly docs: DocStore,
    private readonly secret: string,
  ) {}

  private path(email: string): string {
    return recordPath(trialRecordKey(this.secret, email));
  }

  /** At sign-up: the trial of this address, started now when it has had none. */
  async claim(email: string, now: Date): Promise<TrialClaim> {
    const path = this.path(email);
    return this.docs.transaction(async (tx) => {
      const found = await tx.get<TrialRecord>(path);
      const started = found?.data.trialStartedAt;
      if (found && started instanceof Date) {
        tx.update(path, { lastSeenAt: now });
        return { trialStartedAt: started, alreadyUsed: true };
      }
      tx.set(path, { trialStartedAt: now, lastSeenAt: now } satisfies TrialRecord);
      return { trialStartedAt: now, alreadyUsed: false };
    });
  }

  /**
   * At account deletion: keeps the address's record, with the earlier of its trial start and the
   * account's (an account made before trial records were kept has none yet).
   */
  async keep(email: string, trialStartedAt: Date, now: Date): Promise<void> {
    const path = this.path(email);
    await this.docs.transaction(async (tx) => {
      const found = await tx.get<TrialRecord>(path);
      const started = found?.data.trialStartedAt;
      const earliest = started instanceof Date && started.getTime() <= trialStartedAt.getTime() ? started : trialStartedAt;
      tx.set(path, { trialStartedAt: earliest, lastSeenAt: now } satisfies TrialRecord);
    });
  }
}
