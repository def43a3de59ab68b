/**
 * Per-member limits on the reads that walk a member's whole history (decision 0024): searching
 * across conversations, and exporting them. The chat's export and the account's data export count
 * in one window: both read every message. A refusal is 429 `too-many-requests` with Retry-After.
 */
import { EXPORT_RATE_PER_MINUTE, SEARCH_RATE_PER_MINUTE } from '@bela/contracts/constants';
import type { RateRule } from '../stores/rate-limits';

export const searchRule: RateRule = {
  scope: 'search-minute',
  limit: SEARCH_RATE_PER_MINUTE,
  windowSeconds: 60,
  code: 'too-many-requests',
  message: "You're searching a little fast. Please wait a moment and try again.",
};

export const exportRule: RateRule = {
  scope: 'export-minute',
  limit: EXPORT_RATE_PER_MINUTE,
  windowSeconds: 60,
  code: 'too-many-requests',
  message: "You've asked for several exports in a short time. Please wait a minute and try again.",
};
