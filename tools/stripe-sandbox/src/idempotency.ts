/**
 * Stripe's idempotent requests: a POST repeated with the same `Idempotency-Key` gets the first
 * answer again (with `Idempotent-Replayed: true`) instead of acting twice. The SDK sends a key
 * with every POST and retries on network errors, so this is what keeps a retried checkout from
 * creating two sessions. Reusing a key for different parameters is an error, as on Stripe.
 */
import { idempotencyMismatch } from './errors';

interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

export class IdempotencyCache {
  private readonly answers = new Map<string, StoredAnswer>();

  constructor(private readonly capacity = 2_000) {}

  /** The stored answer for this key, undefined when there is none; throws when the request differs. */
  replay(key: string, fingerprint: string): StoredAnswer | undefined {
    const stored = this.answers.get(key);
    if (stored && stored.fingerprint !== fingerprint) throw idempotencyMismatch();
    return stored;
  }

  remember(key: string, fingerprint: string, status: number, body: unknown): void {
    // Server errors are not remembered: a retry should get a fresh attempt.
    if (status >= 500) return;
    this.answers.set(key, { fingerprint, status, body });
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
  }

  clear(): void {
    this.answers.clear();
  }
}
