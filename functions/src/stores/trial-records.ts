/**
 * Owner of `trialRecords/{key}`: the free trials mailboxes have had, so deleting an account and
 * signing up again does not start a new one. The key is a keyed hash (HMAC-SHA-256 with the
 * server's TRIAL_RECORD_SECRET) of the mailbox's canonical address (domain/canonical-email.ts,
 * which callers apply: this layer sits below the domain); no plain address is stored, and the
 * record outlives the account (account deletion keeps it). The same key names the mailbox's chat
 * quota windows (`quotaKey`), which account deletion therefore does not forget.
 *
 * Records written before decision 0023 were keyed by an older normalisation (`legacyMailbox`:
 * every domain's `+tag` dropped). Where the two differ, a claim also reads the legacy key, and a
 * legacy record found there is copied to the canonical key. Records written since carry
 * `keyScheme`, so a legacy read never mistakes one of them for an old record.
 */
import { createHmac } from 'node:crypto';
import type { DocStore, Transaction } from '../ports/doc-store';

/** A mailbox as the trial records read it: its canonical address, and the address as written. */
export interface TrialMailbox {
  /** `canonicalEmail(address)` (domain/canonical-email.ts). */
  canonical: string;
  /** The address as the account holds it, for the legacy key only. */
  address: string;
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The normalisation the records were keyed by before decision 0023: lower-cased, any domain's
 * `+tag` dropped, Gmail's dots too. Read only, to find those records.
 */
export function legacyMailbox(email: string): string {
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

/** The record's id: hex HMAC-SHA-256 of the (already canonical) address, under the server's secret. */
export function trialRecordKey(secret: string, canonicalAddress: string): string {
  return createHmac('sha256', secret).update(canonicalAddress).digest('hex');
}

/** Marks a record keyed by the canonical address (decision 0023). */
export const KEY_SCHEME = 'canonical-2026-11';

interface TrialRecord {
  /** When the mailbox's first verified account started its free trial. */
  trialStartedAt: Date;
  /** The latest claim (or account deletion) that read or wrote the record. */
  lastSeenAt: Date;
  keyScheme?: string;
  [field: string]: unknown;
}

export interface TrialClaim {
  /** Where this account's trial starts: now for a mailbox's first trial, else its first account's start. */
  trialStartedAt: Date;
  /** The mailbox had a trial before: this account goes on with it rather than starting one. */
  alreadyUsed: boolean;
}

const recordPath = (key: string) => `trialRecords/${key}`;

export class TrialRecordStore {
  constructor(
    private readonly docs: DocStore,
    private readonly secret: string,
  ) {}

  private paths(mailbox: TrialMailbox): { path: string; legacyPath: string | null } {
    const path = recordPath(trialRecordKey(this.secret, mailbox.canonical));
    const legacyPath = recordPath(trialRecordKey(this.secret, legacyMailbox(mailbox.address)));
    return { path, legacyPath: legacyPath === path ? null : legacyPath };
  }

  /** The stored trial start of the mailbox: its canonical record's, else an old record's under the legacy key. */
  private async storedStart(tx: Transaction, mailbox: TrialMailbox): Promise<{ start: Date | null; current: boolean }> {
    const { path, legacyPath } = this.paths(mailbox);
    const found = await tx.get<TrialRecord>(path);
    if (found?.data.trialStartedAt instanceof Date) return { start: found.data.trialStartedAt, current: true };
    if (!legacyPath) return { start: null, current: false };
    const legacy = await tx.get<TrialRecord>(legacyPath);
    const old = legacy && legacy.data.keyScheme === undefined ? legacy.data.trialStartedAt : null;
    return { start: old instanceof Date ? old : null, current: false };
  }

  /**
   * The mailbox's key for other per-mailbox counters (the chat's quota windows): the record's key,
   * prefixed so it can never equal a uid.
   */
  quotaKey(mailbox: TrialMailbox): string {
    return `mailbox:${trialRecordKey(this.secret, mailbox.canonical)}`;
  }

  /** When a verified address's account claims the trial of its mailbox: started now when it has had none. */
  async claim(mailbox: TrialMailbox, now: Date): Promise<TrialClaim> {
    const { path } = this.paths(mailbox);
    return this.docs.transaction(async (tx) => {
      const { start, current } = await this.storedStart(tx, mailbox);
      if (start && current) {
        tx.update(path, { lastSeenAt: now });
        return { trialStartedAt: start, alreadyUsed: true };
      }
      // A legacy record is copied to the canonical key; none means this is the mailbox's first trial.
      tx.set(path, { trialStartedAt: start ?? now, lastSeenAt: now, keyScheme: KEY_SCHEME } satisfies TrialRecord);
      return start ? { trialStartedAt: start, alreadyUsed: true } : { trialStartedAt: now, alreadyUsed: false };
    });
  }

  /**
   * At the deletion of an account that claimed its trial: keeps the mailbox's record, with the
   * earlier of its trial start and the account's (an account made before trial records were kept
   * has none yet).
   */
  async keep(mailbox: TrialMailbox, trialStartedAt: Date, now: Date): Promise<void> {
    const { path } = this.paths(mailbox);
    await this.docs.transaction(async (tx) => {
      const { start } = await this.storedStart(tx, mailbox);
      const earliest = start && start.getTime() <= trialStartedAt.getTime() ? start : trialStartedAt;
      tx.set(path, { trialStartedAt: earliest, lastSeenAt: now, keyScheme: KEY_SCHEME } satisfies TrialRecord);
    });
  }
}
