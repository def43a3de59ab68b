/**
 * The member's check-in settings (issue 44), their devices for notifications, and the note that a
 * notification was opened. Verified members only (the contract's policy). Turning check-ins off
 * removes the next time at once, and the scheduler's transaction reads the switch again before it
 * writes, so nothing is sent after the answer.
 */
import { CHECK_IN_DEFAULTS, checkInEndpoints, type CheckInSettings } from '@bela/contracts/check-ins';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import { route, type RouteBinding } from '../../http/route';
import type { CheckInRecord, CheckInStore } from '../../stores/check-ins';
import type { UserStore } from '../../stores/users';
import { nextCheckInAt, windowUsable, type Timing } from './schedule';

export interface CheckInRouteDeps {
  checkIns: CheckInStore;
  /** The member's switch on their record, for the Conversations figures split by it. */
  users?: Pick<UserStore, 'recordCheckIns'>;
  logger: Logger;
  now: () => Date;
  random?: () => number;
  /** Told when a member opens a check-in from its notification (the analytics event). */
  onOpened?: (uid: string, opened: { conversationId: string; messageId: string }) => Promise<void>;
}

/** The zone as the browser named it, once Intl accepts it; 400 `invalid-time-zone` otherwise. */
function validZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    throw new AppError('invalid-time-zone');
  }
  return name;
}

const TIMING_FIELDS = ['frequency', 'windowStart', 'windowEnd', 'quietStart', 'quietEnd', 'timeZone'] as const;

function settingsOf(record: CheckInRecord | null): CheckInSettings {
  const current = record ?? { ...CHECK_IN_DEFAULTS, timeZone: null };
  return {
    enabled: current.enabled,
    frequency: current.frequency,
    windowStart: current.windowStart,
    windowEnd: current.windowEnd,
    quietStart: current.quietStart,
    quietEnd: current.quietEnd,
    notifications: current.notifications,
    timeZone: current.timeZone,
    nextCheckInAt: record?.enabled && record.nextCheckInAt instanceof Date ? record.nextCheckInAt.toISOString() : null,
  };
}

export function checkInRoutes(deps: CheckInRouteDeps): RouteBinding[] {
  return [
    route(checkInEndpoints.settings, async ({ body, caller }) => {
      const stored = await deps.checkIns.get(caller.uid);
      if (Object.keys(body).length === 0) return { settings: settingsOf(stored) };
      const before: CheckInRecord = stored ?? { ...CHECK_IN_DEFAULTS, timeZone: null, updatedAt: deps.now() };
      const timeZone = body.timeZone !== undefined ? validZone(body.timeZone) : before.timeZone;
      const next: CheckInRecord = { ...before, ...body, timeZone, updatedAt: deps.now() };
      if (!windowUsable(next)) throw new AppError('invalid-check-in-window');
      const timing: Timing = next;
      const timingChanged = TIMING_FIELDS.some((field) => next[field] !== before[field]);
      if (!next.enabled) delete next.nextCheckInAt;
      else if (!before.enabled || timingChanged || !(before.nextCheckInAt instanceof Date)) {
        next.nextCheckInAt = nextCheckInAt(timing, deps.now(), deps.random ?? Math.random);
      }
      await deps.checkIns.save(caller.uid, next);
      if (next.enabled !== (stored?.enabled ?? false)) await deps.users?.recordCheckIns(caller.uid, next.enabled);
      return { settings: settingsOf(next) };
    }),

    route(checkInEndpoints.pushToken, async ({ body, caller }) => {
      const devices = body.remove ? await deps.checkIns.forgetDevice(caller.uid, body.token) : await deps.checkIns.keepDevice(caller.uid, body.token, deps.now());
      return { devices };
    }),

    route(checkInEndpoints.opened, async ({ body, caller }) => {
      const record = await deps.checkIns.get(caller.uid);
      // Only the member's own latest check-in counts; anything else is not theirs to note (and not an error).
      const last = record?.lastCheckIn;
      if (!last || last.conversationId !== body.conversationId || last.messageId !== body.messageId) return { recorded: false };
      await deps.onOpened?.(caller.uid, body).catch((error: unknown) => deps.logger.warn('check-in opening not counted', { error }));
      return { recorded: true };
    }),
  ];
}
