/**
 * The voice's daily limits (VOICE_DAILY_LIMITS in the contracts): replies read aloud for the first
 * time, and recordings transcribed, per member and per day, in the rate limiter's windows beside the
 * chat's. One window document a member, a kind and a day (under one write a second at any limit), counted only
 * when the work is done for them; the key is the chat's (the member's mailbox, so a new account
 * on the same address refills nothing: decision 0023).
 */
import { VOICE_DAILY_LIMITS } from '@bela/contracts/voice';
import type { RateLimiter, RateRule } from '../../stores/rate-limits';
import type { TrialRecordStore } from '../../stores/trial-records';
import type { UserRecord } from '../../stores/users';
import { mailboxOf } from '../../domain/user-access';

export type VoicePlan = 'trial' | 'paid';
export type VoiceUse = 'speech' | 'transcription';

const DAY_SECONDS = 24 * 60 * 60;

export function voiceRule(use: VoiceUse, plan: VoicePlan): RateRule {
  return {
    scope: `voice-${use}-day-${plan}`,
    limit: VOICE_DAILY_LIMITS[plan][use],
    windowSeconds: DAY_SECONDS,
    code: use === 'speech' ? 'speech-daily-limit' : 'transcription-daily-limit',
  };
}

/** Whose uses the windows count: the member's mailbox, as the chat's do. */
export function voiceQuotaKey(trialRecords: TrialRecordStore | undefined, record: Pick<UserRecord, 'email'>, uid: string): string {
  return record.email && trialRecords ? trialRecords.quotaKey(mailboxOf(record.email)) : uid;
}

/** Refuses with the limit's 429 once today's window is full; otherwise counts this use. */
export function consumeVoice(rateLimiter: RateLimiter, use: VoiceUse, plan: VoicePlan, key: string): Promise<void> {
  return rateLimiter.consume(voiceRule(use, plan), key);
}
