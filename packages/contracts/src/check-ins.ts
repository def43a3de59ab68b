/**
 * Check-ins (issue 44): the member invites Bela to write first, on their terms. Off by default;
 * how often, a window and quiet hours in the member's own time zone, and whether a notification
 * goes with the message in the app.
 */
import { z } from 'zod';
import { isoTime } from './common';
import { endpoint } from './endpoint';

export const checkInFrequencies = ['plans', 'daily', 'some-days'] as const;
export type CheckInFrequency = (typeof checkInFrequencies)[number];

/** A wall-clock time of day, `HH:MM`, 24-hour. */
export const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Use a time of day as HH:MM (24-hour), such as 18:00.');

/** What a member starts with: off, for their plans, in the evening, quiet at night, no notifications. */
export const CHECK_IN_DEFAULTS = {
  enabled: false,
  frequency: 'plans' as CheckInFrequency,
  windowStart: '18:00',
  windowEnd: '21:00',
  quietStart: '22:00',
  quietEnd: '08:00',
  notifications: false,
};

export const checkInSettings = z.object({
  enabled: z.boolean(),
  frequency: z.enum(checkInFrequencies),
  windowStart: clockTime,
  windowEnd: clockTime,
  /** No check-in and no notification between these times, whatever the window says. */
  quietStart: clockTime,
  quietEnd: clockTime,
  /** A notification with each check-in, on the devices the member allowed (the app always has it). */
  notifications: z.boolean(),
  /** The zone the window is read in (the browser's own); null until one is known (then UTC). */
  timeZone: z.string().nullable(),
  /** When Bela next looks whether to write; null while check-ins are off. */
  nextCheckInAt: isoTime.nullable(),
});
export type CheckInSettings = z.infer<typeof checkInSettings>;

/** `{}` reads; any field changes it. */
export const checkInSettingsRequest = z
  .object({
    enabled: z.boolean(),
    frequency: z.enum(checkInFrequencies),
    windowStart: clockTime,
    windowEnd: clockTime,
    quietStart: clockTime,
    quietEnd: clockTime,
    notifications: z.boolean(),
    /** The IANA zone the browser reports (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
    timeZone: z.string().trim().min(1).max(64),
  })
  .partial()
  .strict();

/** A device's push subscription token (FCM), kept per device; `remove` forgets it. */
export const pushTokenRequest = z
  .object({
    token: z.string().trim().min(1).max(4096),
    remove: z.boolean().optional(),
  })
  .strict();

/** A notification the member opened (for the operator's figures). */
export const checkInOpenedRequest = z.object({ conversationId: z.string().min(1).max(200), messageId: z.string().min(1).max(200) }).strict();

export const checkInEndpoints = {
  settings: endpoint({
    method: 'POST',
    path: '/account/check-ins',
    access: 'verified',
    summary: "Reads (`{}`) or changes the caller's check-in settings.",
    body: checkInSettingsRequest,
    response: z.object({ settings: checkInSettings }),
  }),
  pushToken: endpoint({
    method: 'POST',
    path: '/account/check-ins/push-token',
    access: 'verified',
    summary: "Keeps (or with `remove`, forgets) one of the caller's devices for check-in notifications.",
    body: pushTokenRequest,
    response: z.object({ devices: z.number().int() }),
  }),
  opened: endpoint({
    method: 'POST',
    path: '/account/check-ins/opened',
    access: 'verified',
    summary: 'Notes that the caller opened a check-in from its notification.',
    body: checkInOpenedRequest,
    response: z.object({ recorded: z.boolean() }),
  }),
};
